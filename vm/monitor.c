/* monitor.c: Java monitors, waiting, sleeping, parking and interrupts.
 *
 * The lock word (Object.mon) is one of:
 * - 0: unlocked, no monitor;
 * - a thin lock, bit 0 set: the owner's VMThread address in bits 1-47 and
 *   the recursion count less one in bits 48-63 (THIN_*), changed only by
 *   compare-and-swap (the owner re-enters and exits with one; a contender
 *   swaps in a Monitor it made for the owner);
 * - a Monitor * (bit 0 clear): inflated.
 * The word is read with acquire (and swapped with acquire on failure), so a
 * thread that finds a Monitor pointer sees the Monitor its inflater made.
 * Invariants:
 * - A Monitor is in the all_monitors list from its inflation to its freeing, which
 *   only monitor_gc_sweep does, with the world stopped: when its object is
 *   dead, or when it is idle (owner NULL, no waiters, blocked == 0, users
 *   == 0), after resetting the word to 0.  A thread that may reach a
 *   safepoint or safe region while it holds a Monitor pointer without
 *   owning it counts itself in `users` first (there is no safepoint between
 *   reading the word and that increment), so a monitor is never freed under
 *   a thread that still uses it.
 * - m->owner changes by compare-and-swap (acquire) and by the owner's
 *   release store; m->count and m->waiters change only while owning m.  An
 *   exiting owner that sees blocked > 0 after its release store wakes one
 *   sleeper under m->lock; a sleeper increments blocked under m->lock
 *   before it re-tries the owner (all sequentially consistent), so one of
 *   them always sees the other: no lost wake-up.  The exiting owner skips
 *   the signal while m->waking says a signalled sleeper has not run yet;
 *   both the flag and the decision are under m->lock, where every counted
 *   sleeper is inside cond_wait, so a signal always reaches one, and that
 *   one clears the flag (under the lock) before it re-tries the owner.
 *   (Setting the flag before taking the lock lost wake-ups: the counted
 *   sleeper could take the monitor meanwhile, the signal found nobody, and
 *   the flag stayed set: three threads asleep on an unowned monitor, 1 run
 *   in 3 of SynchronizedCounter.)
 * - A thread in wait() is on exactly one monitor's waiters queue, with
 *   t->wait_mon pointing at it; it blocks on its own t->cond with its own
 *   t->park_lock, so notify (which sets t->notified under that lock) wakes
 *   exactly the dequeued thread and interrupt exactly the interrupted one.
 *   Nothing wakes a waiter periodically.  No lock is held while another is
 *   taken, except that vm_cond_wait's caller holds the mutex it waits with.
 * - Once woken, a waiter re-acquires the monitor like any other thread,
 *   BLOCKED while another holds it, as HotSpot reports it; a notified one
 *   is BLOCKED from the notify on (the notifier holds the monitor).
 * - Sleep and park block on t->cond with t->park_lock too. */
#include <stdlib.h>
#include "../os/vmassert.h"
#include "excep.h"
#include "heap.h"
#include "monitor.h"
#include "safepoint.h"
#include "../threads/threads.h"

#define THIN_BIT ((uintptr_t)1)
#define THIN_REC_SHIFT 48
#define THIN_REC_ONE ((uintptr_t)1 << THIN_REC_SHIFT)
#define THIN_OWNER_MASK ((THIN_REC_ONE - 1) & ~THIN_BIT)

static inline int is_thin(uintptr_t w) { return (w & THIN_BIT) != 0; }
static inline VMThread *thin_owner(uintptr_t w) { return (VMThread *)(w & THIN_OWNER_MASK); }
static inline int32_t thin_count(uintptr_t w) { return (int32_t)(w >> THIN_REC_SHIFT) + 1; }
/* A thread can hold thin locks if its address fits bits 1-47. */
static inline int thin_ok(VMThread *t) { return ((uintptr_t)t & ~THIN_OWNER_MASK) == 0; }

static atomic_flag all_spin = ATOMIC_FLAG_INIT;
static Monitor *all_monitors;       /* every inflated monitor, under all_spin */

static void all_lock(void)
{
    while (atomic_flag_test_and_set_explicit(&all_spin, memory_order_acquire))
        th->yield();
}

static void all_unlock(void)
{
    atomic_flag_clear_explicit(&all_spin, memory_order_release);
}

static void monitor_free(Monitor *m)
{
    if (m->lock != NULL && th->mutex_free != NULL)
        th->mutex_free(m->lock);
    if (m->entry != NULL && th->cond_free != NULL)
        th->cond_free(m->entry);
    free(m);
}

/* Returns o's Monitor, inflating it (for a thin owner, which keeps the
 * lock) if needed; NULL with OutOfMemoryError pending. */
static Monitor *inflate(VMThread *t, Object *o)
{
    for (;;) {
        uintptr_t w = atomic_load_explicit(&o->mon, memory_order_acquire);
        if (w != 0 && !is_thin(w))
            return (Monitor *)w;
        Monitor *m = calloc(1, sizeof *m);
        if (m == NULL) {
            exc_oom(t);
            return NULL;
        }
        m->obj = o;
        if (w != 0) {
            atomic_store_explicit(&m->owner, thin_owner(w), memory_order_relaxed);
            m->count = thin_count(w);
        }
        all_lock();
        if (atomic_compare_exchange_strong(&o->mon, &w, (uintptr_t)m)) {
            m->next = all_monitors;
            if (all_monitors != NULL)
                all_monitors->prev = m;
            all_monitors = m;
            all_unlock();
            return m;
        }
        all_unlock();
        free(m);                    /* the word changed: look again */
    }
}

/* m->lock and m->entry, made on first use.  Returns 0, or -1. */
static int ensure_entry(Monitor *m)
{
    if (atomic_load_explicit(&m->entry, memory_order_acquire) != NULL)
        return 0;
    ThMutex *l = th->mutex_new();
    ThCond *c = th->cond_new();
    if (l == NULL || c == NULL) {
        if (l != NULL && th->mutex_free != NULL)
            th->mutex_free(l);
        if (c != NULL && th->cond_free != NULL)
            th->cond_free(c);
        return -1;
    }
    all_lock();                     /* one maker wins; the spin keeps it short */
    if (m->entry == NULL) {
        atomic_store_explicit(&m->lock, l, memory_order_relaxed);
        atomic_store_explicit(&m->entry, c, memory_order_release);
        l = NULL;
        c = NULL;
    }
    all_unlock();
    if (l != NULL && th->mutex_free != NULL)
        th->mutex_free(l);
    if (c != NULL && th->cond_free != NULL)
        th->cond_free(c);
    return 0;
}

static int try_own(VMThread *t, Monitor *m)
{
    VMThread *none = NULL;
    return atomic_compare_exchange_strong(&m->owner, &none, t);
}

static inline void cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __asm__ volatile("pause");
#elif defined(__aarch64__)
    __asm__ volatile("yield");
#endif
}

/* Spins this many times for a busy monitor before sleeping, where threads
 * run on several CPUs (an owner's critical section is usually shorter than
 * a sleep and a wake-up). */
#define MONITOR_SPINS 400

/* Takes fat monitor m (not owned by t), BLOCKED while another owns it. */
static void fat_acquire(VMThread *t, Monitor *m, Object *o)
{
    if (try_own(t, m))
        return;
    if (!th->one_os_thread) {
        for (int i = 0; i < MONITOR_SPINS; i++) {
            cpu_relax();
            if (atomic_load_explicit(&m->owner, memory_order_relaxed) == NULL && try_own(t, m))
                return;
        }
    }
    atomic_fetch_add(&m->users, 1);
    atomic_store(&t->lock_obj, o);
    int prev = atomic_exchange(&t->state, TS_BLOCKED);
    if (ensure_entry(m) < 0) {
        while (!try_own(t, m))      /* no memory for a condition: poll (rare) */
            vm_yield(t);
        goto owned;
    }
    vm_lock(t, m->lock);
    for (;;) {
        atomic_fetch_add(&m->blocked, 1);
        if (try_own(t, m)) {
            atomic_fetch_sub(&m->blocked, 1);
            break;
        }
        vm_cond_wait(t, m->entry, m->lock, TH_FOREVER);
        m->waking = 0;              /* (or a spurious wake-up: harmless) */
        atomic_fetch_sub(&m->blocked, 1);
        if (try_own(t, m))
            break;
    }
    th->mutex_unlock(m->lock);
owned:
    atomic_store(&t->state, prev == TS_BLOCKED ? TS_RUNNABLE : prev);
    atomic_store(&t->lock_obj, NULL);
    atomic_fetch_sub(&m->users, 1);
}

/* Gives up fat monitor m (owned by t, count already 0). */
static void fat_release(VMThread *t, Monitor *m)
{
    VM_ASSERT(atomic_load_explicit(&m->owner, memory_order_relaxed) == t && m->count == 0);
    atomic_store(&m->owner, NULL);
    if (atomic_load(&m->blocked) > 0) {
        atomic_fetch_add(&m->users, 1);
        vm_lock(t, m->lock);
        /* Under m->lock every counted sleeper is inside cond_wait, so a
         * signal reaches one; while the one signalled has not run, another
         * signal would only wake a second thread to fail (it re-tries the
         * owner after clearing waking, and a later exit signals again). */
        if (!m->waking && atomic_load(&m->blocked) > 0) {
            m->waking = 1;
            th->cond_signal(m->entry);
        }
        th->mutex_unlock(m->lock);
        atomic_fetch_sub(&m->users, 1);
    }
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
    uintptr_t w = atomic_load_explicit(&o->mon, memory_order_acquire);
    if (w == 0 && thin_ok(t)) {
        if (atomic_compare_exchange_strong_explicit(&o->mon, &w, (uintptr_t)t | THIN_BIT,
                                                    memory_order_acquire, memory_order_acquire))
            return 0;
    }
    for (;;) {
        if (is_thin(w)) {
            if (thin_owner(w) != t)
                break;              /* another thread's thin lock: inflate and wait */
            if ((w >> THIN_REC_SHIFT) == (UINTPTR_MAX >> THIN_REC_SHIFT))
                break;              /* recursion overflow: inflate */
            if (atomic_compare_exchange_weak_explicit(&o->mon, &w, w + THIN_REC_ONE,
                                                      memory_order_acquire, memory_order_acquire))
                return 0;
            continue;               /* a contender inflated it meanwhile */
        }
        if (w != 0) {
            Monitor *m = (Monitor *)w;
            if (atomic_load_explicit(&m->owner, memory_order_relaxed) == t) {
                m->count++;
                return 0;
            }
            fat_acquire(t, m, o);
            m->count = 1;
            return 0;
        }
        if (!thin_ok(t))
            break;
        if (atomic_compare_exchange_strong_explicit(&o->mon, &w, (uintptr_t)t | THIN_BIT,
                                                    memory_order_acquire, memory_order_acquire))
            return 0;
    }
    Monitor *m = inflate(t, o);
    if (m == NULL)
        return -1;
    if (atomic_load_explicit(&m->owner, memory_order_relaxed) == t) {
        m->count++;
        return 0;
    }
    fat_acquire(t, m, o);
    m->count = 1;
    return 0;
}

static void not_owner(VMThread *t)
{
    exc_throw(t, "java/lang/IllegalMonitorStateException", "current thread is not owner");
}

/* o's monitor, owned by t (inflated if it was thin), or NULL with
 * IllegalMonitorStateException (or OutOfMemoryError) pending. */
static Monitor *owned(VMThread *t, Object *o)
{
    uintptr_t w = atomic_load_explicit(&o->mon, memory_order_acquire);
    if (w == 0 || (is_thin(w) && thin_owner(w) != t)) {
        not_owner(t);
        return NULL;
    }
    Monitor *m = is_thin(w) ? inflate(t, o) : (Monitor *)w;
    if (m == NULL)
        return NULL;
    if (atomic_load_explicit(&m->owner, memory_order_relaxed) != t) {
        not_owner(t);
        return NULL;
    }
    return m;
}

int monitor_exit(VMThread *t, Object *o)
{
    uintptr_t w = atomic_load_explicit(&o->mon, memory_order_acquire);
    while (is_thin(w)) {
        if (thin_owner(w) != t) {
            not_owner(t);
            return -1;
        }
        uintptr_t nw = (w >> THIN_REC_SHIFT) == 0 ? 0 : w - THIN_REC_ONE;
        if (atomic_compare_exchange_weak_explicit(&o->mon, &w, nw,
                                                  memory_order_acq_rel, memory_order_acquire))
            return 0;
    }
    Monitor *m = (Monitor *)w;
    if (m == NULL || atomic_load_explicit(&m->owner, memory_order_relaxed) != t) {
        not_owner(t);
        return -1;
    }
    if (--m->count == 0)
        fat_release(t, m);
    return 0;
}

int monitor_holds(VMThread *t, Object *o)
{
    return monitor_owner(o) == t;
}

VMThread *monitor_owner(Object *o)
{
    uintptr_t w = atomic_load_explicit(&o->mon, memory_order_acquire);
    if (w == 0)
        return NULL;
    if (is_thin(w))
        return thin_owner(w);
    return atomic_load_explicit(&((Monitor *)w)->owner, memory_order_relaxed);
}

Monitor *monitor_peek(Object *o)
{
    uintptr_t w = atomic_load_explicit(&o->mon, memory_order_acquire);
    return w != 0 && !is_thin(w) ? (Monitor *)w : NULL;
}

void monitor_gc_sweep(void)
{
    Monitor *next;
    for (Monitor *m = all_monitors; m != NULL; m = next) {
        next = m->next;
        int dead = !heap_is_marked(m->obj);
        if (!dead) {
            if (atomic_load(&m->owner) != NULL || m->waiters != NULL ||
                atomic_load(&m->blocked) != 0 || atomic_load(&m->users) != 0)
                continue;
            atomic_store(&m->obj->mon, 0);   /* idle: deflate */
        }
        if (m->prev != NULL)
            m->prev->next = m->next;
        else
            all_monitors = m->next;
        if (m->next != NULL)
            m->next->prev = m->prev;
        monitor_free(m);
    }
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
    atomic_fetch_add(&m->users, 1);
    VMThread **tail = &m->waiters;
    while (*tail != NULL)
        tail = &(*tail)->wait_next;
    *tail = t;
    t->wait_next = NULL;
    t->notified = 0;
    int32_t count = m->count;
    m->count = 0;
    atomic_store(&t->lock_obj, o);
    atomic_store(&t->wait_mon, m);
    atomic_store(&t->state, deadline == TH_FOREVER ? TS_WAITING : TS_TIMED_WAITING);
    fat_release(t, m);
    /* A notify between the release and here finds t->notified's lock free
     * and sets it: the loop sees it before blocking. */
    vm_lock(t, t->park_lock);
    for (;;) {
        if (t->notified || atomic_load(&t->interrupted))
            break;
        if (vm_cond_wait(t, t->cond, t->park_lock, deadline) && th_now() >= deadline)
            break;
    }
    th->mutex_unlock(t->park_lock);
    fat_acquire(t, m, o);
    VM_ASSERT(atomic_load_explicit(&m->owner, memory_order_relaxed) == t && m->count == 0);
    atomic_store(&t->wait_mon, NULL);
    atomic_store(&t->lock_obj, NULL);
    if (!t->notified)               /* read as owner, which notify was when it set it */
        dequeue(m, t);
    atomic_store(&t->state, TS_RUNNABLE);
    m->count = count;
    atomic_fetch_sub(&m->users, 1);
    if (atomic_exchange(&t->interrupted, 0)) {
        exc_throw(t, "java/lang/InterruptedException", NULL);
        return -1;
    }
    return 0;
}

int monitor_notify(VMThread *t, Object *o, int all)
{
    uintptr_t w = atomic_load_explicit(&o->mon, memory_order_acquire);
    if (is_thin(w) && thin_owner(w) == t)
        return 0;                   /* thin: nobody can be waiting */
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

int thread_interrupt(VMThread *target, Object *jthread)
{
    int delivered = 0;
    vm_lock(vm_current(), target->park_lock);
    if (jthread == NULL || target->jthread == jthread) {   /* not ended and reused */
        atomic_store(&target->interrupted, 1);
        th->cond_signal(target->cond);
        /* Ended meanwhile with the flag still up: vm_thread_end_java may have read it
         * before we set it, so the caller keeps the status in the Thread.  A thread that
         * took the interrupt (and cleared it) before ending counts as delivered. */
        delivered = !(atomic_load(&target->state) == TS_TERMINATED && atomic_load(&target->interrupted));
    }
    th->mutex_unlock(target->park_lock);
    return delivered;
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
