/* green_int.h: what the green backend's files share (green.c the
 * scheduler, iomgr.c the fd waits, switch.c the context switch).  Nothing
 * here is for the VM: it sees only threads.h. */
#ifndef GREEN_INT_H
#define GREEN_INT_H

#include <stddef.h>
#include <stdint.h>
#include <ucontext.h>
#include "../threads.h"
#include "../thqueue.h"

#define GREEN_HIDDEN __attribute__((visibility("hidden")))

/* An intrusive FIFO of threads, linked through ThThread.prev/next. */
typedef struct GreenQueue {
    ThThread *head, *tail;
    int n;
} GreenQueue;

enum GreenState { GS_RUNNING, GS_RUNNABLE, GS_BLOCKED, GS_DEAD };

/* What a blocked thread waits on (which queue ThThread.queue is). */
enum GreenWait { GW_NONE, GW_MUTEX, GW_COND, GW_FD };

struct ThThread {
    void *sp;                       /* saved stack pointer (assembly switch) */
    ucontext_t *uc;                 /* saved context (ucontext switch, legacy) */
    int state;                      /* enum GreenState */
    int wait;                       /* enum GreenWait while GS_BLOCKED */
    ThThread *prev, *next;          /* links in run queue or wait queue */
    GreenQueue *queue;              /* the queue it is on, or NULL (GW_FD:
                                       always NULL, the iomgr finds it by fd) */
    int64_t deadline;               /* while on the sleep heap */
    int heap_idx;                   /* index in the sleep heap, or -1 */
    int timed_out;                  /* set when woken by its deadline */
    int fd, fd_events, fd_ready;    /* GW_FD: what it waits for, what came */
    void (*fn)(void *);
    void *arg;
    void *specific;
    char *map;                      /* the stack mapping, guard page first */
    size_t map_size;
    char *stack_low;                /* lowest usable stack address */
    char *stack_high;               /* one past the highest */
    char *extra;                    /* th->stack_extra's area, [stack_high, map end) */
    size_t extra_size;
};

/* Counters printed by -Xlog:threads. */
typedef struct GreenStats {
    unsigned long switches;         /* context switches */
    unsigned long preemptions;      /* switches at a safepoint after an alarm */
    unsigned long io_preemptions;   /* switches after a SIGIO, to a thread it woke */
    unsigned long polls;            /* poll/epoll/pause system calls */
    unsigned long fd_waits;         /* threads parked on an fd */
    unsigned long timer_sets;       /* setitimer calls */
    unsigned long spawned;          /* threads started */
} GreenStats;

extern GreenStats green_stats GREEN_HIDDEN;

enum GreenEngine { GREEN_IO_POLL, GREEN_IO_EPOLL };

/* Queue helpers (threads/thqueue.h): green_queue_push, _push_front,
 * _remove, _pop. */
TH_QUEUE_DEFINE(green_queue, GreenQueue, ThThread);

/* Makes the blocked thread t runnable: takes it off its wait queue and the
 * sleep heap, records whether its deadline woke it, and queues it to run. */
void green_wake(ThThread *t, int timed_out) GREEN_HIDDEN;

/* The entry of every spawned thread on its new stack; never returns. */
void green_thread_main(void) GREEN_HIDDEN;

/* Prepares a new stack whose top is `top` so that the first
 * green_ctx_switch to the returned stack pointer calls green_thread_main. */
void *green_ctx_init(char *top) GREEN_HIDDEN;
/* The same with another entry function (which must never return); the mn
 * backend starts its threads and its carriers' schedulers with it. */
void *green_ctx_init_entry(char *top, void (*entry)(void)) GREEN_HIDDEN;

/* Saves the callee-saved registers on the current stack, stores the stack
 * pointer in *save, then restores the thread whose stack pointer is next. */
void green_ctx_switch(void **save, void *next) GREEN_HIDDEN;

/* Starts the iomgr with the given engine.  Returns 0 or -errno. */
int iomgr_init(int engine) GREEN_HIDDEN;
void iomgr_shutdown(void) GREEN_HIDDEN;
/* Parks t on fd for `events`.  Returns 0 when parked, 1 when the fd
 * cannot be waited for and counts as ready (a regular file), or -errno. */
int iomgr_add_waiter(ThThread *t, int fd, int events) GREEN_HIDDEN;
/* Takes t off its fd's queue (its deadline passed). */
void iomgr_remove_waiter(ThThread *t) GREEN_HIDDEN;
/* The number of threads parked on fds. */
int iomgr_waiters(void) GREEN_HIDDEN;
/* Asks the kernel which waited fds are ready, blocking up to timeout_ns
 * (-1: no time-out, 0: do not block), and wakes their waiters.  Returns
 * the number of threads woken, or -1 if interrupted by a signal. */
int iomgr_poll(int64_t timeout_ns) GREEN_HIDDEN;
/* Polls fd alone for `events` with a zero timeout (one poll system call):
 * the events ready (TH_FD_ERROR with them on an error), 0, or -errno. */
int iomgr_poll_fd(int fd, int events) GREEN_HIDDEN;
/* Makes every later iomgr_poll also wait for fd (the read end of a
 * non-blocking pipe) to be readable, and drain it: it wakes the poll and
 * nothing else.  Returns 0 or -errno. */
int iomgr_set_wake_fd(int fd) GREEN_HIDDEN;
/* Wakes every waiter of fd with TH_FD_ERROR and forgets the fd. */
void iomgr_fd_closing(int fd) GREEN_HIDDEN;
const char *iomgr_engine_name(void) GREEN_HIDDEN;
/* Allows iomgr_async_waited (SIGIO installed, tickless). */
void iomgr_set_sigio(int on) GREEN_HIDDEN;
/* Sets every fd waited on now (from 3 up) to raise SIGIO on the green OS
 * thread when it becomes ready (O_ASYNC, F_SETOWN_EX), once per fd: the
 * handler raises the poll flag, so a thread waiting for input is woken at
 * the next safepoint poll of a running thread rather than at the end of
 * its time slice. */
void iomgr_async_waited(void) GREEN_HIDDEN;

#endif
