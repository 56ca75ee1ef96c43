/* io_priv.h: what the files of io/ share among themselves (io.c's fd
 * kinds and its record of calls in progress, for the socket calls of
 * inet.c); nothing outside io/ includes it. */
#ifndef IO_PRIV_H
#define IO_PRIV_H

#include <pthread.h>
#include <stdint.h>

enum { FD_UNKNOWN, FD_PLAIN, FD_WAIT_FIRST, FD_NONBLOCK };

/* A call in progress on fd (see io.c: close generations and the native
 * backend's wake-up signal). */
typedef struct Op {
    int fd;
    uint32_t gen;
    int listed;
    pthread_t pt;
    struct Op *prev, *next;
} Op;

#define kind_set io_priv_kind_set
#define kind_of io_priv_kind_of
#define op_begin io_priv_op_begin
#define op_closed io_priv_op_closed
#define op_end io_priv_op_end
#define wait_ready io_priv_wait_ready
#define connect_outcome io_priv_connect_outcome

/* Green: records the kind of an fd made here. */
void kind_set(int fd, int kind);
/* The kind of fd, looked at once (green makes it non-blocking). */
int kind_of(int fd);
void op_begin(Op *o, int fd);
/* Non-zero once fd was closed or preclosed since op_begin. */
int op_closed(const Op *o);
void op_end(Op *o);
/* Waits for fd as the backend waits: the ready events, 0 at the deadline,
 * -EBADF when closed meanwhile, or -errno. */
int wait_ready(const Op *o, int events, int64_t deadline);
/* A non-blocking connect on fd that reported writable: 1 connected, 0
 * still in progress (a spurious report), or -errno (SO_ERROR). */
int connect_outcome(int fd);

#endif
