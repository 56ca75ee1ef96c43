/* io.h: every blocking call the VM makes goes through here, so that the
 * thread backend decides how to block (plain blocking syscalls on native
 * threads, non-blocking calls plus the iomgr on green threads).
 *
 * All functions return >= 0 on success or -errno.  Deadlines are
 * CLOCK_MONOTONIC nanoseconds (th_now()), TH_FOREVER for none; a call that
 * reaches its deadline returns -ETIMEDOUT.
 *
 * Closing: io_close (and io_preclose) wake every thread blocked in a call
 * of this file on that fd, on both backends; the woken call returns
 * -EBADF.  On green threads the waiters are woken through th->fd_closing;
 * on native threads each blocked thread is interrupted by a signal
 * (IO_WAKE_SIGNAL, installed on first use, without SA_RESTART) and io_close
 * waits until they have left before the number is released.  Thread
 * interrupts (Thread.interrupt) do not end a blocked call, as on HotSpot. */
#ifndef IO_H
#define IO_H

#include <stddef.h>
#include <stdatomic.h>
#include <stdint.h>

long io_read(int fd, void *buf, size_t n);
/* Writes all n bytes (loops over short writes). */
long io_write(int fd, const void *buf, size_t n);
int io_open(const char *path, int flags, int mode);
int io_close(int fd);
/* Bytes readable without blocking (FIONREAD), or -errno. */
long io_available(int fd);

/* Waits until fd is ready for `events` (TH_FD_READ / TH_FD_WRITE of
 * threads.h) or the deadline passes: the ready events (> 0), 0 on
 * time-out, -EBADF if the fd was closed meanwhile, or -errno. */
int io_wait(int fd, int events, int64_t deadline);

/* --- Sockets: IPv4 TCP.  Addresses are host-order 32-bit (127.0.0.1 is
 * 0x7f000001), ports host-order. --- */

/* A new TCP socket (close-on-exec; non-blocking on green threads). */
int io_socket(void);
int io_bind(int fd, uint32_t addr, int port);
int io_listen(int fd, int backlog);
/* Accepts a connection, waiting until the deadline.  The new fd, with the
 * peer's address and port stored where peer_addr / peer_port are not NULL.
 * -EMFILE/-ENFILE leave the connection queued and the listener usable. */
int io_accept(int fd, int64_t deadline, uint32_t *peer_addr, int *peer_port);
/* Connects, waiting until the deadline (-ETIMEDOUT) or the kernel's answer
 * (-ECONNREFUSED, ...).  On native threads a deadline makes the socket
 * non-blocking for the call only. */
int io_connect(int fd, uint32_t addr, int port, int64_t deadline);
/* Reads at most n bytes: the count, 0 at end of stream, -ETIMEDOUT at the
 * deadline, -ECONNRESET on a reset. */
long io_recv(int fd, void *buf, size_t n, int64_t deadline);
/* Sends all n bytes (loops over short sends); never raises SIGPIPE: a
 * closed peer gives -EPIPE (or -ECONNRESET). */
long io_send(int fd, const void *buf, size_t n);
/* how: 0 input (SHUT_RD), 1 output (SHUT_WR), 2 both. */
int io_shutdown(int fd, int how);
/* The first half of a close while other threads may still use fd: wakes
 * every thread blocked on it (their calls return -EBADF) and makes every
 * later call on the number fail at once, but keeps the number allocated
 * (it now refers to a dead socket) until io_close(fd). */
int io_preclose(int fd);
/* Local / peer address of a socket. */
int io_sockname(int fd, uint32_t *addr, int *port);
int io_peername(int fd, uint32_t *addr, int *port);
/* Integer socket options (level/name as setsockopt(2)): 0 or -errno, and
 * the value (>= 0) or -errno. */
int io_setsockopt_int(int fd, int level, int name, int value);
int io_getsockopt_int(int fd, int level, int name);
/* SO_LINGER: on/off and seconds; io_get_linger stores the seconds, or -1
 * when off, in *secs. */
int io_set_linger(int fd, int on, int secs);
int io_get_linger(int fd, int *secs);

/* --- Processes (process.c) --- */

enum { IO_SPAWN_PIPE = -1, IO_SPAWN_INHERIT = -2 };

typedef struct IoSpawn {
    char *const *argv;              /* argv[0]: a path, or a name looked up in PATH */
    char *const *envp;              /* NULL: the VM's own environment */
    const char *dir;                /* working directory, or NULL */
    int fd[3];                      /* the child's 0, 1, 2: IO_SPAWN_PIPE, IO_SPAWN_INHERIT, or an fd */
    int merge_err;                  /* the child's 2 is its 1 (redirectErrorStream) */
} IoSpawn;

/* Starts a child.  Returns its pid, with the parent's ends of the pipes in
 * pipes[k] (-1 where fd[k] is not IO_SPAWN_PIPE) and its pidfd in *pidfd
 * (-1 where the kernel has none); or -errno (-ENOENT: no such program, or
 * no such directory). */
int io_spawn(const IoSpawn *s, int pipes[3], int *pidfd);

/* Waits until the child has exited (1) or the deadline passes (0), without
 * reaping it; -errno on failure.  Costs no system call while waiting. */
int io_child_wait(int pid, int pidfd, int64_t deadline);

/* Reaps the child if it has exited: its exit status (0..255, or 128 + the
 * signal that killed it), -EAGAIN while it runs, -ECHILD once reaped. */
int io_child_reap(int pid);

/* kill(2). */
int io_child_signal(int pid, int sig);

/* --- Random access to regular files (RandomAccessFile, FileChannel): these
 * do not wait for a device, so they are plain calls on both backends. --- */

/* lseek: the new position, or -errno. */
int64_t io_seek(int fd, int64_t off, int whence);
/* The size of the file open on fd, or -errno. */
int64_t io_size(int fd);
/* ftruncate (which also extends with zeros). */
int io_truncate(int fd, int64_t len);
/* fsync, or fdatasync when data_only. */
int io_sync(int fd, int data_only);

/* --- Channels (java.nio.channels).  Their fds are non-blocking on every
 * backend; a deadline of IO_NOW never waits (-EAGAIN when the call would
 * block), any other waits as the backend wants, -ETIMEDOUT at the
 * deadline. --- */

#define IO_NOW 0

/* O_NONBLOCK (and, on green, the iomgr's kind) for an fd made elsewhere. */
int io_make_nonblocking(int fd);
/* One read / write of at most n bytes on a pipe or socket: the count (0
 * at end of stream for reads). */
long io_read_some(int fd, void *buf, size_t n, int64_t deadline);
long io_write_some(int fd, const void *buf, size_t n, int64_t deadline);
/* pread / pwrite (all n bytes) on a regular file. */
long io_pread(int fd, void *buf, size_t n, int64_t pos);
long io_pwrite(int fd, const void *buf, size_t n, int64_t pos);
/* fcntl record locks (len 0: to the end of the file, however far it
 * grows).  Without wait, -EAGAIN when another process holds a conflicting
 * lock.  A waiting lock is a blocking call (blocking_begin): on green it
 * holds every thread until the lock is granted. */
int io_lock(int fd, int64_t pos, int64_t len, int shared, int wait);
int io_unlock(int fd, int64_t pos, int64_t len);
/* A pipe, both ends non-blocking and close-on-exec. */
int io_pipe(int fds[2]);
/* Ends a connect in progress: 1 connected, 0 still in progress (IO_NOW),
 * or -errno (-ECONNREFUSED...). */
int io_connect_finish(int fd, int64_t deadline);
/* File mappings (FileChannel.map).  io_map maps len bytes of fd from pos
 * (a multiple of the page size) at lead bytes (a multiple of the page size)
 * after the start of a private anonymous region, so the caller may keep a
 * header just before the file's bytes: mode 0 read-only, 1 read-write
 * (shared with the file), 2 private (copy-on-write).  The region's start,
 * or NULL with -errno in *err; io_unmap takes it and lead + len. */
void *io_map(int fd, int mode, int64_t pos, size_t len, size_t lead, int *err);
int io_unmap(void *base, size_t total);
/* msync (addr page-aligned): the bytes written through a read-write
 * mapping reach the file's storage.  A blocking call. */
int io_map_sync(void *addr, size_t len);
/* 1 if every page of [addr, addr + len) is resident (addr page-aligned). */
int io_map_loaded(void *addr, size_t len);
/* Brings [addr, addr + len) into memory (madvise, then a read per page). */
void io_map_load(void *addr, size_t len);

/* Channel sockets of either family, their connects and datagrams: see
 * inet.h (io_socket_family, io_connect_start_ip, io_sendto, io_recvfrom). */

/* Pollers (Selector): an epoll set.  io_poller_ctl sets fd's events
 * (TH_FD_READ | TH_FD_WRITE; 0 removes it; was: whether it is in the set).
 * io_poller_wait waits until a member is ready or the deadline passes,
 * as one wait on the set's own fd (so an idle wait costs no system call
 * but that one), and stores up to max fds with their ready events
 * (TH_FD_ERROR on an error or hang-up): the count, 0 at the deadline. */
int io_poller_new(void);
int io_poller_ctl(int ep, int fd, int events, int was);
int io_poller_wait(int ep, int *fds, int *events, int max, int64_t deadline);
/* An eventfd that a poller's set holds, to wake its waiter. */
int io_wakeup_new(void);
int io_wakeup_signal(int fd);
/* Empties the eventfd: 1 if it had been signalled, 0 if not, or -errno. */
int io_wakeup_drain(int fd);

/* Called once at start-up (ignores SIGPIPE, as HotSpot does). */
void io_boot(void);

/* Writes on the green backend made as plain system calls (to fds 0-2, which
 * are shared with the parent and stay blocking): one that blocks (a full
 * pipe) stops every green thread until it completes. */
extern _Atomic unsigned long io_plain_waits;

#endif
