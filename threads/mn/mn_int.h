/* mn_int.h: what the mn backend's files share (mn.c the scheduler and the
 * table, netpoll.c the fd waits).  Nothing here is for the VM: it sees
 * only threads.h. */
#ifndef MN_INT_H
#define MN_INT_H

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include "../threads.h"
#include "../thqueue.h"

#define MN_HIDDEN __attribute__((visibility("hidden")))

/* An intrusive FIFO of threads, linked through ThThread.prev/next; each
 * queue is guarded by the lock of whatever owns it. */
typedef struct MnQueue {
    ThThread *head, *tail;
    int n;
} MnQueue;

/* ThThread.wait_word: (block generation << 2) | one of these.  A thread
 * that blocks gets a new generation; whoever moves it from MW_BLOCKED to
 * MW_WOKEN by compare-and-swap (a signal, its deadline, its fd) is the
 * one that makes it runnable, exactly once per block. */
enum { MW_NONE = 0, MW_BLOCKED = 1, MW_WOKEN = 2 };

typedef struct Carrier Carrier;

struct ThThread {
    void *sp;                       /* saved stack pointer while switched out */
    volatile int poll;              /* its poll word (th->poll_word): raised by
                                       sysmon for its preemption, by poll_raise;
                                       written with __atomic stores (the
                                       interpreter reads it plainly) */
    _Atomic int on_cpu;             /* 1 from being resumed until its switch out is done */
    _Atomic uint64_t wait_word;     /* see MW_* */
    ThThread *prev, *next;          /* links in one wait queue */
    ThThread *rnext;                /* link in a run queue (a thread woken by
                                       its deadline may still be on a wait
                                       queue until it runs) */
    MnQueue *queue;                 /* the wait queue it is on, or NULL */
    Carrier *carrier;               /* the carrier that runs it (set at each resume) */
    _Atomic int timer_idx;          /* index in the timer heap, or -1 (written under
                                       timer_lock; others move it in the heap) */
    int64_t deadline;
    uint64_t timer_gen;             /* the block its timer entry is for */
    int timed_out;
    int fd, fd_events, fd_ready;    /* an fd wait: what it waits for, what came */
    void (*fn)(void *);
    void *arg;
    void *specific;
    char *map;                      /* the stack mapping, guard page first */
    size_t map_size;
    char *stack_low, *stack_high;
    char *extra;                    /* th->stack_extra's area, [stack_high, map end) */
    size_t extra_size;
    const void *san_bottom;         /* the stack as sanitizers know it */
    size_t san_size;
    void *san_fiber;                /* ThreadSanitizer's fiber */
};

/* Counters printed by -Xlog:threads. */
typedef struct MnStats {
    _Atomic unsigned long switches, preemptions, steals, parks, netpolls, sysmon_ticks,
        sysmon_polls, spawned, fd_waits, handoffs, spares_started;
} MnStats;

extern MnStats mn_stats MN_HIDDEN;

/* Wait-queue helpers (threads/thqueue.h): mn_queue_push, _push_front,
 * _remove, _pop. */
TH_QUEUE_DEFINE(mn_queue, MnQueue, ThThread);

/* Moves t, blocked in generation gen, to MW_WOKEN; 1 if this call did it
 * (the caller must then mn_ready it), 0 if something else woke it first. */
int mn_claim(ThThread *t, uint64_t gen) MN_HIDDEN;
/* Queues the claimed thread t to run and, if no carrier is looking for
 * work, wakes one.  Callable from any OS thread. */
void mn_ready(ThThread *t) MN_HIDDEN;

/* Starts the netpoller (epoll and its wake-up eventfd).  Returns 0 or -errno. */
int netpoll_init(void) MN_HIDDEN;
/* Registers t (the running thread, in block generation gen) as waiting
 * for `events` on fd.  Returns 0 when registered, 1 when the fd cannot
 * be waited for and counts as ready (a regular file), or -errno; -EBADF
 * when closing is not NULL and *closing, read under the lock that
 * netpoll_fd_closing takes, is no longer `seen` (th->wait_fd_gen). */
int netpoll_add(ThThread *t, int fd, int events, const _Atomic uint32_t *closing, uint32_t seen) MN_HIDDEN;
/* Takes t off its fd's queue if it is still there. */
void netpoll_remove(ThThread *t) MN_HIDDEN;
/* Threads waiting for fds now. */
int netpoll_waiters(void) MN_HIDDEN;
/* Waits up to timeout_ns (-1: no limit, 0: do not block) for fds and
 * makes their waiters runnable.  Returns the threads woken, or -1. */
int netpoll_poll(int64_t timeout_ns) MN_HIDDEN;
/* Makes a netpoll_poll blocked now return at once. */
void netpoll_kick(void) MN_HIDDEN;
/* Wakes every waiter of fd with TH_FD_ERROR and forgets the fd. */
void netpoll_fd_closing(int fd) MN_HIDDEN;

#endif
