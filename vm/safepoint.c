/* safepoint.c: the stop-the-world protocol.
 *
 * Invariants:
 * - gc_requested and each thread's gc_safe are sequentially consistent
 *   atomics: a thread leaving a safe region clears gc_safe, then reads
 *   gc_requested; the collector sets gc_requested, then reads each gc_safe.
 *   So either the collector sees the thread unsafe and waits for it, or the
 *   thread sees the request and goes back to waiting (Dekker).
 * - A thread in a safe region has written gc_sp below every frame whose
 *   locals may hold object pointers, and its callee-saved registers are
 *   spilled into sp_call_blocking's frame (above gc_sp) for the duration.
 * - The registry lock is held by the collector from stop to resume, so no
 *   thread starts or ends during a collection.
 * - The collector waits for the threads still running on a condition
 *   (gc_arrived) rather than spinning in sched_yield: a thread that becomes
 *   safe while a collection is requested broadcasts it under gc_lock, and
 *   the collector reads gc_safe under gc_lock before each wait.
 * - On a backend with TH_CAP_ONE_RUNNING (green) only one Java thread
 *   runs at a time, and every other one is switched out inside a blocking
 *   call, so stopping the world never waits.  On mn a thread switched out
 *   is inside a blocking call too (its safepoint and every wait go through
 *   sp_call_blocking), so its C stack from gc_sp up is all a collector
 *   needs; threads running on other carriers are waited for as on native.
 * - The request reaches the threads through th_poll_raise: th_poll_flag,
 *   and on mn each running thread's own poll word (a thread resumed while
 *   th_poll_flag is set finds its word raised); the VM clears th_poll_flag
 *   at resume unless the backend owns it (green), and never a thread's
 *   own word. */
#include <sched.h>
#include <time.h>
#include "safepoint.h"
#include "../threads/threads.h"

static ThMutex *registry_lock;      /* raw: never taken through vm_lock */
static VMThread *registry;
static ThMutex *gc_lock;
static ThCond *gc_done;
static ThCond *gc_arrived;          /* a thread became safe during a request */
static _Atomic int gc_requested;
_Atomic int sp_world_stopped;
int64_t sp_last_stop_ns;

void sp_boot(void)
{
    registry_lock = th->mutex_new();
    gc_lock = th->mutex_new();
    gc_done = th->cond_new();
    gc_arrived = th->cond_new();
}

void sp_register(VMThread *t, int running)
{
    atomic_store(&t->gc_safe, running ? 0 : 1);
    t->gc_sp = NULL;
    vm_lock(t == vm_current() ? t : vm_current(), registry_lock);
    t->sp_prev = NULL;
    t->sp_next = registry;
    if (registry != NULL)
        registry->sp_prev = t;
    registry = t;
    th->mutex_unlock(registry_lock);
}

void sp_unregister(VMThread *t)
{
    vm_lock(t, registry_lock);
    if (t->sp_prev != NULL)
        t->sp_prev->sp_next = t->sp_next;
    else
        registry = t->sp_next;
    if (t->sp_next != NULL)
        t->sp_next->sp_prev = t->sp_prev;
    t->sp_next = t->sp_prev = NULL;
    atomic_store(&t->gc_safe, 1);
    th->mutex_unlock(registry_lock);
}

/* Records the lowest frame of interest: a local of a callee lies below
 * every frame of its caller. */
static __attribute__((noinline)) void record_sp(VMThread *t)
{
    t->gc_sp = (char *)__builtin_frame_address(0);
}

static void announce_safe(void)
{
    th->mutex_lock(gc_lock);
    th->cond_broadcast(gc_arrived);
    th->mutex_unlock(gc_lock);
}

static void wait_for_collection(void)
{
    th->mutex_lock(gc_lock);
    th->cond_broadcast(gc_arrived);
    while (atomic_load(&gc_requested))
        th->cond_wait(gc_done, gc_lock, TH_FOREVER);
    th->mutex_unlock(gc_lock);
}

static void leave(VMThread *t)
{
    for (;;) {
        atomic_store(&t->gc_safe, 0);
        if (!atomic_load(&gc_requested))
            return;
        atomic_store(&t->gc_safe, 1);
        wait_for_collection();
    }
}

void sp_thread_begin(VMThread *t)
{
    leave(t);
}

__attribute__((noinline)) void sp_call_blocking(VMThread *t, void (*fn)(void *), void *arg)
{
    if (t == NULL) {
        fn(arg);
        return;
    }
    __builtin_unwind_init();        /* spill callee-saved registers here */
    record_sp(t);
    atomic_store(&t->gc_safe, 1);
    if (atomic_load(&gc_requested))
        announce_safe();
    fn(arg);
    leave(t);
}

static void lock_cb(void *m)
{
    th->mutex_lock(m);
}

void vm_lock(VMThread *t, ThMutex *m)
{
    if (th->mutex_trylock(m))
        return;
    sp_call_blocking(t, lock_cb, m);
}

typedef struct CondArgs {
    ThCond *c;
    ThMutex *m;
    int64_t deadline;
    int result;
} CondArgs;

static void cond_cb(void *p)
{
    CondArgs *a = p;
    a->result = th->cond_wait(a->c, a->m, a->deadline);
}

int vm_cond_wait(VMThread *t, ThCond *c, ThMutex *m, int64_t deadline)
{
    CondArgs a = { c, m, deadline, 0 };
    sp_call_blocking(t, cond_cb, &a);
    return a.result;
}

static void yield_cb(void *p)
{
    (void)p;
    th->yield();
}

void vm_yield(VMThread *t)
{
    sp_call_blocking(t, yield_cb, NULL);
}

static void backend_safepoint_cb(void *p)
{
    (void)p;
    th->safepoint();
}

static void nothing_cb(void *p)
{
    (void)p;
}

void vm_safepoint(VMThread *t)
{
    if (atomic_load(&gc_requested))
        sp_call_blocking(t, nothing_cb, NULL);   /* waits in leave() */
    if (th_has(TH_CAP_SAFEPOINT_SWITCHES))
        sp_call_blocking(t, backend_safepoint_cb, NULL);
    else
        th->safepoint();
    /* A backend that clears the poll word itself (th_poll_flag on green,
     * each thread's own on mn) may have cleared a collector's request made
     * after the check above: the collector sets gc_requested before it
     * raises the words, so seeing no request here means its raise comes
     * after the clear. */
    if ((th_has(TH_CAP_OWNS_POLL_FLAG) || t->poll_word != &th_poll_flag)
        && atomic_load(&gc_requested))
        __atomic_store_n(t->poll_word, 1, __ATOMIC_RELAXED);
}

void sp_stop_world(VMThread *self)
{
    vm_lock(self, registry_lock);
    int64_t t0 = th_now();
    th->mutex_lock(gc_lock);
    atomic_store(&gc_requested, 1);
    th->mutex_unlock(gc_lock);
    th_poll_raise();
    th->mutex_lock(gc_lock);
    for (VMThread *t = registry; t != NULL; t = t->sp_next) {
        if (t == self)
            continue;
        while (!atomic_load(&t->gc_safe)) {
            /* The deadline only re-raises the poll flag, which a green
             * scheduler or a thread's own poll may have cleared. */
            th->cond_wait(gc_arrived, gc_lock, th_now() + 10000000);
            th_poll_raise();
        }
    }
    th->mutex_unlock(gc_lock);
    record_sp(self);
    sp_last_stop_ns = th_now() - t0;
    atomic_store(&sp_world_stopped, 1);
}

void sp_resume_world(VMThread *self)
{
    (void)self;
    atomic_store(&sp_world_stopped, 0);
    if (!th_has(TH_CAP_OWNS_POLL_FLAG))
        th_poll_flag = 0;
    th->mutex_lock(gc_lock);
    atomic_store(&gc_requested, 0);
    th->cond_broadcast(gc_done);
    th->mutex_unlock(gc_lock);
    th->mutex_unlock(registry_lock);
}

void sp_foreach(void (*fn)(VMThread *t, void *arg), void *arg)
{
    for (VMThread *t = registry; t != NULL; t = t->sp_next)
        fn(t, arg);
}
