/* monitor.c: Java monitors, waiting, sleeping, parking and interrupts.
 *
 * Invariants:
 * - o->mon is NULL until the object is first locked; it is then set once
 *   with a compare-and-swap and never changes while the object lives.
 * - m->owner and m->count change only while m->lock is held by the owner.
 * - A thread in wait() is on exactly one monitor's waiters queue, with
 *   t->wait_mon pointing at it; it blocks on its own t->cond with its own
 *   t->park_lock, which it takes before it releases m->lock, so notify
 *   (which sets t->notified under both) wakes exactly the dequeued thread
 *   and interrupt (under park_lock alone: the interrupter may hold the
 *   monitor itself) exactly the interrupted one.  Nothing wakes a waiter
 *   periodically.  Lock order: m->lock, then a thread's park_lock.
 * - Once woken, a waiter re-acquires the monitor like any other thread,
 *   BLOCKED while another holds it, as HotSpot reports it; a notified one
 *   is BLOCKED from the notify on (the notifier holds the monitor).
 * - Sleep and park block on t->cond with t->park_lock too. */
#include <stdlib.h>
#include "excep.h"
#include "monitor.h"
#include "safepoint.h"
#include "../threads/threads.h"

static Monitor *monitor_of(VMThread *t, Object *o)
{
    Monitor *m = atomic_load_explicit(&o->mon, memory_order_acquire);
    if (m != NULL)
        return m;
    m = calloc(1, sizeof *m);
    if (m == NULL || (m->lock = th->mutex_new()) == NULL) {
        free(m);
        exc_oom(t);
        return NULL;
    }
    Monitor *expected = NULL;
    if (!atomic_compare_exchange_strong(&o->mon, &expected, m)) {
        free(m);                    /* lost the race; its mutex leaks (rare) */
        return expected;
    }
    return m;
}

void monitor_record_grow(VMThread *t)
{
    int cap = t->lock_rec_cap ? t->lock_rec_cap * 2 : 8;
    LockRecord *r = realloc(t->lock_recs, (size_t)cap * sizeof *r);
    if (r != NULL) {
        t->lock_recs = r;
        t->lock_rec_cap = cap;
    }
}

int monitor_enter(VMThread *t, Object *o)
{
    Monitor *m = monitor_of(t, o);
    if (m == NULL)
        return -1;
    if (atomic_load_explicit(&m->owner, memory_order_relaxed) == t) {
        m->count++;
        return 0;
    }
    if (!th->mutex_trylock(m->lock)) {
        atomic_store(&t->lock_obj, o);
        atomic_store(&t->state, TS_BLOCKED);
        vm_lock(t, m->lock);
        atomic_store(&t->state, TS_RUNNABLE);
        atomic_store(&t->lock_obj, NULL);
    }
    atomic_store_explicit(&m->owner, t, memory_order_relaxed);
    m->count = 1;
    return 0;
}

static Monitor *owned(VMThread *t, Object *o)
{
    Monitor *m = atomic_load_explicit(&o->mon, memory_order_acquire);
    if (m == NULL || atomic_load_explicit(&m->owner, memory_order_relaxed) != t) {
        exc_throw(t, "java/lang/IllegalMonitorStateException", "current thread is not owner");
        return NULL;
    }
    return m;
}

int monitor_exit(VMThread *t, Object *o)
{
    Monitor *m = owned(t, o);
    if (m == NULL)
        return -1;
    if (--m->count == 0) {
        atomic_store_explicit(&m->owner, NULL, memory_order_relaxed);
        th->mutex_unlock(m->lock);
    }
    return 0;
}

int monitor_holds(VMThread *t, Object *o)
{
    Monitor *m = atomic_load_explicit(&o->mon, memory_order_acquire);
    return m != NULL && atomic_load_explicit(&m->owner, memory_order_relaxed) == t;
}

static void dequeue(Monitor *m, VMThread *t)
{
    for (VMThread **p = &m->waiters; *p != NULL; p = &(*p)->wait_next) {
        if (*p == t) {
            *p = t->wait_next;
            t->wait_next = NULL;
            return;
        }
    }
}

int monitor_wait(VMThread *t, Object *o, int64_t millis, int32_t nanos)
{
    if (millis < 0) {
        exc_throw(t, "java/lang/IllegalArgumentException", "timeout value is negative");
        return -1;
    }
    Monitor *m = owned(t, o);
    if (m == NULL)
        return -1;
    if (atomic_exchange(&t->interrupted, 0)) {
        exc_throw(t, "java/lang/InterruptedException", NULL);
        return -1;
    }
    int64_t deadline = TH_FOREVER;
    if (millis > 0 || nanos > 0) {
        int64_t now = th_now();
        int64_t d = millis > (INT64_MAX - now) / 1000000 - 1 ? TH_FOREVER
                    : now + millis * 1000000 + nanos;
        deadline = d;
    }
    /* Enqueue at the tail, release the monitor fully, block. */
    VMThread **tail = &m->waiters;
    while (*tail != NULL)
        tail = &(*tail)->wait_next;
    *tail = t;
    t->wait_next = NULL;
    t->notified = 0;
    int32_t count = m->count;
    m->count = 0;
    atomic_store_explicit(&m->owner, NULL, memory_order_relaxed);
    atomic_store(&t->lock_obj, o);
    atomic_store(&t->wait_mon, m);
    atomic_store(&t->state, deadline == TH_FOREVER ? TS_WAITING : TS_TIMED_WAITING);
    vm_lock(t, t->park_lock);
    th->mutex_unlock(m->lock);
    for (;;) {
        if (t->notified || atomic_load(&t->interrupted))
            break;
        if (vm_cond_wait(t, t->cond, t->park_lock, deadline) && th_now() >= deadline)
            break;
    }
    th->mutex_unlock(t->park_lock);
    if (!th->mutex_trylock(m->lock)) {
        atomic_store(&t->state, TS_BLOCKED);
        vm_lock(t, m->lock);
    }
    atomic_store(&t->wait_mon, NULL);
    atomic_store(&t->lock_obj, NULL);
    if (!t->notified)               /* read under m->lock, where notify sets it */
        dequeue(m, t);
    atomic_store(&t->state, TS_RUNNABLE);
    atomic_store_explicit(&m->owner, t, memory_order_relaxed);
    m->count = count;
    if (atomic_exchange(&t->interrupted, 0)) {
        exc_throw(t, "java/lang/InterruptedException", NULL);
        return -1;
    }
    return 0;
}

int monitor_notify(VMThread *t, Object *o, int all)
{
    Monitor *m = owned(t, o);
    if (m == NULL)
        return -1;
    while (m->waiters != NULL) {
        VMThread *w = m->waiters;
        m->waiters = w->wait_next;
        w->wait_next = NULL;
        vm_lock(t, w->park_lock);
        w->notified = 1;
        /* It must re-acquire the monitor, held by this thread, before its
         * wait() returns: BLOCKED from now on, as HotSpot reports it. */
        atomic_store(&w->state, TS_BLOCKED);
        th->cond_signal(w->cond);
        th->mutex_unlock(w->park_lock);
        if (!all)
            break;
    }
    return 0;
}

void thread_interrupt(VMThread *target)
{
    atomic_store(&target->interrupted, 1);
    vm_lock(vm_current(), target->park_lock);
    th->cond_signal(target->cond);
    th->mutex_unlock(target->park_lock);
}

int thread_sleep(VMThread *t, int64_t nanos)
{
    int64_t now = th_now();
    int64_t deadline = nanos > INT64_MAX - now ? TH_FOREVER : now + nanos;
    vm_lock(t, t->park_lock);
    atomic_store(&t->state, TS_TIMED_WAITING);
    while (!atomic_load(&t->interrupted)) {
        if (th_now() >= deadline)
            break;
        vm_cond_wait(t, t->cond, t->park_lock, deadline);
    }
    atomic_store(&t->state, TS_RUNNABLE);
    th->mutex_unlock(t->park_lock);
    if (atomic_exchange(&t->interrupted, 0)) {
        exc_throw(t, "java/lang/InterruptedException", "sleep interrupted");
        return -1;
    }
    return 0;
}

void thread_park(VMThread *t, int64_t deadline)
{
    vm_lock(t, t->park_lock);
    atomic_store(&t->state, deadline == TH_FOREVER ? TS_WAITING : TS_TIMED_WAITING);
    while (!t->park_permit && !atomic_load(&t->interrupted)) {
        if (vm_cond_wait(t, t->cond, t->park_lock, deadline) && th_now() >= deadline)
            break;
    }
    t->park_permit = 0;
    atomic_store(&t->state, TS_RUNNABLE);
    th->mutex_unlock(t->park_lock);
}

void thread_unpark(VMThread *target)
{
    vm_lock(vm_current(), target->park_lock);
    target->park_permit = 1;
    th->cond_signal(target->cond);
    th->mutex_unlock(target->park_lock);
}
