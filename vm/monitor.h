/* monitor.h: Java monitors (synchronized, wait/notify) built once on the
 * thread layer's mutexes and conditions, as Kaffe does.
 *
 * Locking is HotSpot's shape: an object's header word (Object.mon) is 0
 * while unlocked; an uncontended monitorenter swaps in a thin lock (the
 * owner and a recursion count, one compare-and-swap, no allocation, no
 * system call).  A Monitor is inflated only when another thread contends,
 * on wait/notify, or when the recursion count overflows; it is freed when
 * its object dies, or deflated back to 0 when idle at a collection
 * (monitor_gc_sweep).  Waiters each block on their own condition variable,
 * queued in the monitor, so a notify wakes exactly one and an interrupt
 * exactly the interrupted one. */
#ifndef VM_MONITOR_H
#define VM_MONITOR_H

#include <stdint.h>
#include "thread.h"

struct Monitor {
    VMThread *_Atomic owner;        /* set by compare-and-swap; NULL when free */
    int32_t count;                  /* recursion, written by the owner only */
    _Atomic int32_t blocked;        /* threads asleep on `entry` (changed under lock) */
    int32_t waking;                 /* a signalled sleeper has not run yet (under lock) */
    _Atomic int32_t users;          /* threads that may block holding this pointer */
    ThMutex *_Atomic lock;          /* made on first contention; guards `entry` */
    ThCond *_Atomic entry;
    VMThread *waiters;              /* FIFO queue of waiting threads (owner's) */
    Object *obj;
    struct Monitor *next, *prev;    /* every inflated monitor (monitor.c) */
};

/* Returns 0, or -1 with an exception pending (only OutOfMemoryError). */
int monitor_enter(VMThread *t, Object *o);
/* Returns 0, or -1 with IllegalMonitorStateException pending. */
int monitor_exit(VMThread *t, Object *o);
/* Object.wait(millis, nanos) semantics.  Returns 0, or -1 with
 * IllegalMonitorStateException or InterruptedException pending. */
int monitor_wait(VMThread *t, Object *o, int64_t millis, int32_t nanos);
int monitor_notify(VMThread *t, Object *o, int all);
int monitor_holds(VMThread *t, Object *o);
/* The owner of o's monitor, or NULL (world stopped, or racy: dumps). */
VMThread *monitor_owner(Object *o);
/* o's inflated monitor, or NULL (same). */
Monitor *monitor_peek(Object *o);

/* With the world stopped, after marking: frees the monitors of dead
 * objects and deflates idle ones (no owner, no waiter, nobody blocked or
 * about to block on it). */
void monitor_gc_sweep(void);

/* The monitorenter records of t (LockRecord, thread.h): pushed after a
 * monitorenter took o in frame f, popped by the monitorexit of o.  Only
 * thread dumps read them, with the world stopped.  A record that cannot be
 * stored (no memory) is dropped: the dump then lacks that line. */
void monitor_record_grow(VMThread *t);
static inline void monitor_record_push(VMThread *t, const Frame *f, Object *o)
{
    if (t->lock_rec_n == t->lock_rec_cap)
        monitor_record_grow(t);
    if (t->lock_rec_n < t->lock_rec_cap)
        t->lock_recs[t->lock_rec_n++] = (LockRecord){ f, o };
}
static inline void monitor_record_pop(VMThread *t, Object *o)
{
    for (int i = t->lock_rec_n - 1; i >= 0; i--) {
        if (t->lock_recs[i].obj == o) {
            for (int k = i + 1; k < t->lock_rec_n; k++)
                t->lock_recs[k - 1] = t->lock_recs[k];
            t->lock_rec_n--;
            return;
        }
    }
}

/* Sleeps until the deadline or an interrupt: 0, or -1 with
 * InterruptedException pending. */
int thread_sleep(VMThread *t, int64_t nanos);
/* Interrupts target: wakes it from wait/sleep/park.  jthread: the Thread
 * the caller found target through (nothing happens if target has ended and
 * been reused since), or NULL.  0 when the interrupt did not reach a live
 * thread (the caller keeps the status in the Thread object). */
int thread_interrupt(VMThread *target, Object *jthread);
/* LockSupport.park / unpark. */
void thread_park(VMThread *t, int64_t deadline);
void thread_unpark(VMThread *target);

#endif
