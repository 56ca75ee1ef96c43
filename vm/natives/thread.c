/* thread.c: java.lang.Thread natives and the life of a VM thread.
 *
 * A started thread runs thread_main on its own backend thread: it calls
 * Thread.run(), reports an uncaught exception through
 * Thread.dispatchUncaughtException, then, holding the Thread object's
 * monitor, clears Thread.eetop and notifies all (join waits on that
 * monitor for eetop to become 0).  The VM exits when the last non-daemon
 * thread has ended (vm_threads_wait_non_daemon) or on System.exit.
 *
 * When a thread ends, its Java stack and allocation cache are freed and its
 * VMThread goes to a free list for the next thread started (never freed: a
 * late interrupt() may still look at one). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../excep.h"
#include "../interp.h"
#include "../jstring.h"
#include "../monitor.h"
#include "../native.h"
#include "../options.h"
#include "../safepoint.h"
#include "../../threads/threads.h"

#define NATIVE(name) static Value name(VMThread *t, Value *a)
#define RET_V() return (Value){ .raw = 0 }

static ThMutex *threads_lock;
static ThCond *threads_cond;
static int non_daemon_count;
static int64_t next_tid = 2;
static uint32_t off_intoff, off_eetop, off_daemon, off_name, off_priority, off_status, off_tid,
    off_blocker;
static void set_eetop(Object *jt, VMThread *t);

VMThread *vm_current(void)
{
    return th->get_specific();
}

/* VMThreads of ended Java threads, linked through all_next, kept with their
 * cond, park_lock and lock-record buffer for the next thread started: a
 * late interrupt() or unpark() that read Thread.eetop before the end may
 * still touch one, so they are reused, never freed (thread_interrupt checks
 * the Thread under park_lock; a stray unpark permit is a spurious wake-up,
 * which park allows).  Under free_spin. */
static VMThread *free_threads;
static atomic_flag free_spin = ATOMIC_FLAG_INIT;

static VMThread *reuse_thread(void)
{
    while (atomic_flag_test_and_set_explicit(&free_spin, memory_order_acquire))
        th->yield();
    VMThread *t = free_threads;
    if (t != NULL)
        free_threads = t->all_next;
    atomic_flag_clear_explicit(&free_spin, memory_order_release);
    if (t == NULL)
        return NULL;
    ThCond *c = t->cond;
    ThMutex *pl = t->park_lock;
    LockRecord *lr = t->lock_recs;
    int cap = t->lock_rec_cap;
    th->mutex_lock(pl);             /* held at most briefly, by a late interrupter */
    memset(t, 0, sizeof *t);
    t->cond = c;
    t->park_lock = pl;
    t->lock_recs = lr;
    t->lock_rec_cap = cap;
    th->mutex_unlock(pl);
    return t;
}

/* t's thread has ended and nothing of the VM runs on t any more. */
static void retire_thread(VMThread *t)
{
    while (atomic_flag_test_and_set_explicit(&free_spin, memory_order_acquire))
        th->yield();
    t->all_next = free_threads;
    free_threads = t;
    atomic_flag_clear_explicit(&free_spin, memory_order_release);
}

VMThread *vm_thread_alloc(void)
{
    VMThread *t = reuse_thread();
    if (t != NULL) {
        t->rng = 0x2545F4914F6CDD1Dull ^ (uintptr_t)t ^ (uint64_t)th_now();
        atomic_store(&t->state, TS_NEW);
        return t;
    }
    t = calloc(1, sizeof *t);
    if (t == NULL)
        return NULL;
    t->cond = th->cond_new();
    t->park_lock = th->mutex_new();
    if (t->cond == NULL || t->park_lock == NULL) {
        free(t);
        return NULL;
    }
    t->rng = 0x2545F4914F6CDD1Dull ^ (uintptr_t)t;
    atomic_store(&t->state, TS_NEW);
    return t;
}

static void offsets(void)
{
    off_eetop = class_field_offset(cls_Thread, "eetop");
    off_daemon = class_field_offset(cls_Thread, "daemon");
    off_name = class_field_offset(cls_Thread, "name");
    off_priority = class_field_offset(cls_Thread, "priority");
    off_status = class_field_offset(cls_Thread, "threadStatus");
    off_tid = class_field_offset(cls_Thread, "tid");
    off_blocker = class_field_offset(cls_Thread, "parkBlocker");
    off_intoff = class_field_offset(cls_Thread, "interruptedOff");
}

int vm_thread_attach_main(VMThread *t, size_t java_stack_bytes)
{
    threads_lock = th->mutex_new();
    threads_cond = th->cond_new();
    th->set_specific(t);
    if (interp_thread_init(t, java_stack_bytes) < 0)
        return -1;
    t->th = th->self();
    t->c_stack_hi = th->stack_high();
    sp_register(t, 1);
    t->id = 1;
    atomic_store(&t->state, TS_RUNNABLE);
    return 0;
}

/* Creates the main thread's java.lang.Thread without running a constructor
 * (classlib/CONTRACT.md).  Called once the core classes are loaded. */
int vm_thread_make_main_object(VMThread *t)
{
    offsets();
    if (class_init(t, cls_Thread) < 0)
        return -1;
    Object *jt = obj_new(t, cls_Thread);
    if (jt == NULL)
        return -1;
    Object *name = jstring_new(t, "main");
    if (name == NULL)
        return -1;
    FIELD_AT(jt, off_name, Object *) = name;
    FIELD_AT(jt, off_priority, int32_t) = 5;
    FIELD_AT(jt, off_tid, int64_t) = 1;
    FIELD_AT(jt, off_status, int32_t) = 1;
    set_eetop(jt, t);
    t->jthread = jt;
    return 0;
}

void vm_threads_wait_non_daemon(VMThread *self)
{
    (void)self;
    vm_lock(vm_current(), threads_lock);
    while (non_daemon_count > 0)
        vm_cond_wait(vm_current(), threads_cond, threads_lock, TH_FOREVER);
    th->mutex_unlock(threads_lock);
}

/* Thread.eetop is volatile: written by a starting and an ending thread,
 * read by any (interrupt, unpark, isAlive), so accessed atomically. */
static void set_eetop(Object *jt, VMThread *t)
{
    __atomic_store_n(&FIELD_AT(jt, off_eetop, int64_t), (int64_t)(uintptr_t)t, __ATOMIC_SEQ_CST);
}

static VMThread *thread_of(Object *jt)
{
    return (VMThread *)(uintptr_t)__atomic_load_n(&FIELD_AT(jt, off_eetop, int64_t), __ATOMIC_SEQ_CST);
}

/* Thread.interruptedOff: the interrupt status while no VMThread runs jt
 * (before start, after the end), as JDK 17 keeps it in the Thread object. */
static void set_interrupted_off(Object *jt, int v)
{
    __atomic_store_n(&FIELD_AT(jt, off_intoff, int32_t), v, __ATOMIC_SEQ_CST);
}

static int interrupted_off(Object *jt, int clear)
{
    if (clear)
        return __atomic_exchange_n(&FIELD_AT(jt, off_intoff, int32_t), 0, __ATOMIC_SEQ_CST) & 1;
    return __atomic_load_n(&FIELD_AT(jt, off_intoff, int32_t), __ATOMIC_SEQ_CST) & 1;
}

static void thread_main(void *arg)
{
    VMThread *t = arg;
    th->set_specific(t);
    t->th = th->self();
    t->c_stack_hi = th->stack_high();
    sp_thread_begin(t);
    if (interp_thread_init(t, vm_java_stack_bytes) < 0) {
        fprintf(stderr, "jvm: cannot allocate a Java stack for a new thread\n");
        vm_exit(1);
    }
    atomic_store(&t->state, TS_RUNNABLE);
    Object *jt = t->jthread;
    Value args[1] = { { .l = jt } };
    Method *run = class_find_method(jt->cls, "run", "()V");
    if (run != NULL)
        interp_call_virtual(t, run, args);
    if (t->exception != NULL)
        exc_report_uncaught(t);
    Method *ex = class_find_method(jt->cls, "exit", "()V");
    if (ex != NULL) {
        interp_call(t, ex, args);
        t->exception = NULL;
    }
    monitor_enter(t, jt);
    atomic_store(&t->state, TS_TERMINATED);
    set_eetop(jt, NULL);
    if (atomic_load(&t->interrupted))   /* HotSpot 17 keeps the status past the end */
        set_interrupted_off(jt, 1);
    FIELD_AT(jt, off_status, int32_t) = 2;
    monitor_notify(t, jt, 1);
    monitor_exit(t, jt);
    t->exception = NULL;
    heap_thread_exit(t);
    sp_unregister(t);
    interp_thread_free(t);
    vm_lock(vm_current(), threads_lock);
    if (!t->daemon && --non_daemon_count == 0)
        th->cond_broadcast(threads_cond);
    th->mutex_unlock(threads_lock);
    th->set_specific(NULL);
    retire_thread(t);
}

NATIVE(thr_currentThread) { (void)a; return (Value){ .l = t->jthread }; }

NATIVE(thr_start0)
{
    Object *jt = a[0].l;
    if (FIELD_AT(jt, off_status, int32_t) != 0) {
        exc_throw(t, "java/lang/IllegalThreadStateException", NULL);
        RET_V();
    }
    VMThread *nt = vm_thread_alloc();
    if (nt == NULL) {
        exc_throw(t, "java/lang/OutOfMemoryError", "unable to create native thread: possibly out of memory or process/resource limits reached");
        RET_V();
    }
    nt->jthread = jt;
    nt->daemon = FIELD_AT(jt, off_daemon, int32_t) & 1;
    if (interrupted_off(jt, 1))     /* interrupted before start: it starts interrupted */
        atomic_store(&nt->interrupted, 1);
    vm_lock(vm_current(), threads_lock);
    nt->id = next_tid++;
    if (!nt->daemon)
        non_daemon_count++;
    th->mutex_unlock(threads_lock);
    set_eetop(jt, nt);
    FIELD_AT(jt, off_status, int32_t) = 1;
    atomic_store(&nt->state, TS_RUNNABLE);
    sp_register(nt, 0);
    ThThread *spawned = th->spawn(thread_main, nt, vm_opts.xss);
    if (spawned == NULL) {
        sp_unregister(nt);
        set_eetop(jt, NULL);
        FIELD_AT(jt, off_status, int32_t) = 0;
        vm_lock(vm_current(), threads_lock);
        if (!nt->daemon && --non_daemon_count == 0)
            th->cond_broadcast(threads_cond);
        th->mutex_unlock(threads_lock);
        exc_throw(t, "java/lang/OutOfMemoryError", "unable to create native thread: possibly out of memory or process/resource limits reached");
    }
    RET_V();
}

NATIVE(thr_sleep0)
{
    int64_t nanos = a[0].j;
    if (nanos < 0) {
        exc_throw(t, "java/lang/IllegalArgumentException", "timeout value is negative");
        RET_V();
    }
    thread_sleep(t, nanos);
    RET_V();
}

NATIVE(thr_yield) { (void)a; vm_yield(t); RET_V(); }

NATIVE(thr_interrupt0)
{
    (void)t;
    VMThread *target = thread_of(a[0].l);
    if (target != NULL)
        thread_interrupt(target, a[0].l);
    /* Not started or ended (perhaps just now, after the read above): the
     * status stays in the Thread object, as on HotSpot 17. */
    if (target == NULL || thread_of(a[0].l) == NULL)
        set_interrupted_off(a[0].l, 1);
    RET_V();
}

NATIVE(thr_isInterrupted0)
{
    (void)t;
    VMThread *target = thread_of(a[0].l);
    if (target == NULL)
        return (Value){ .i = interrupted_off(a[0].l, a[1].i) };
    int v = a[1].i ? atomic_exchange(&target->interrupted, 0) : atomic_load(&target->interrupted);
    return (Value){ .i = v != 0 };
}

NATIVE(thr_setPriority0) { (void)t; (void)a; RET_V(); }

NATIVE(thr_holdsLock)
{
    if (a[0].l == NULL) {
        exc_npe(t, NULL);
        return (Value){ .i = 0 };
    }
    return (Value){ .i = monitor_holds(t, a[0].l) };
}

NATIVE(thr_isAlive0) { (void)t; return (Value){ .i = thread_of(a[0].l) != NULL }; }

NATIVE(thr_join0)
{
    Object *jt = a[0].l;
    int64_t millis = a[1].j;
    if (millis < 0) {
        exc_throw(t, "java/lang/IllegalArgumentException", "timeout value is negative");
        RET_V();
    }
    if (monitor_enter(t, jt) < 0)
        RET_V();
    int64_t deadline = millis == 0 ? TH_FOREVER : th_now() + millis * 1000000;
    while (thread_of(jt) != NULL) {
        int64_t wait_ms = 0;
        if (deadline != TH_FOREVER) {
            int64_t left = deadline - th_now();
            if (left <= 0)
                break;
            wait_ms = left / 1000000;
            if (wait_ms == 0)
                wait_ms = 1;
        }
        if (monitor_wait(t, jt, wait_ms, 0) < 0)
            break;
    }
    Object *pending = t->exception;
    t->exception = NULL;
    monitor_exit(t, jt);
    t->exception = pending;
    RET_V();
}

NATIVE(thr_getState0)
{
    (void)t;
    Object *jt = a[0].l;
    VMThread *target = thread_of(jt);
    if (target != NULL)
        return (Value){ .i = atomic_load(&target->state) };
    return (Value){ .i = FIELD_AT(jt, off_status, int32_t) == 2 ? TS_TERMINATED : TS_NEW };
}

/* java.util.concurrent.locks.LockSupport */

NATIVE(ls_park0)
{
    /* (boolean absolute, long time): absolute ms deadline, or relative ns;
     * time 0 and !absolute parks until unparked. */
    int absolute = a[0].i;
    int64_t time = a[1].j;
    int64_t deadline;
    if (absolute) {
        int64_t left_ms = time - th_wall_ms();
        if (left_ms <= 0)
            RET_V();
        deadline = th_now() + left_ms * 1000000;
    } else if (time == 0) {
        deadline = TH_FOREVER;
    } else if (time < 0) {
        RET_V();
    } else {
        int64_t now = th_now();
        deadline = time > INT64_MAX - now ? TH_FOREVER : now + time;
    }
    thread_park(t, deadline);
    RET_V();
}

NATIVE(ls_unpark0)
{
    (void)t;
    if (a[0].l != NULL) {
        VMThread *target = thread_of(a[0].l);
        if (target != NULL)
            thread_unpark(target);
    }
    RET_V();
}

NATIVE(ls_setBlocker0)
{
    (void)t;
    if (a[0].l != NULL)
        __atomic_store_n(&FIELD_AT(a[0].l, off_blocker, Object *), a[1].l, __ATOMIC_SEQ_CST);
    RET_V();
}

NATIVE(ls_getBlocker0)
{
    (void)t;
    return (Value){ .l = __atomic_load_n(&FIELD_AT(a[0].l, off_blocker, Object *), __ATOMIC_SEQ_CST) };
}

static const NativeDef defs[] = {
    { "java/util/concurrent/locks/LockSupport", "park0", "(ZJ)V", ls_park0 },
    { "java/util/concurrent/locks/LockSupport", "setBlocker0", "(Ljava/lang/Thread;Ljava/lang/Object;)V",
      ls_setBlocker0 },
    { "java/util/concurrent/locks/LockSupport", "getBlocker0", "(Ljava/lang/Thread;)Ljava/lang/Object;",
      ls_getBlocker0 },
    { "java/util/concurrent/locks/LockSupport", "unpark0", "(Ljava/lang/Thread;)V", ls_unpark0 },
    { "java/lang/Thread", "currentThread", "()Ljava/lang/Thread;", thr_currentThread },
    { "java/lang/Thread", "start0", "()V", thr_start0 },
    { "java/lang/Thread", "sleep0", "(J)V", thr_sleep0 },
    { "java/lang/Thread", "yield", "()V", thr_yield },
    { "java/lang/Thread", "interrupt0", "()V", thr_interrupt0 },
    { "java/lang/Thread", "isInterrupted0", "(Z)Z", thr_isInterrupted0 },
    { "java/lang/Thread", "setPriority0", "(I)V", thr_setPriority0 },
    { "java/lang/Thread", "holdsLock", "(Ljava/lang/Object;)Z", thr_holdsLock },
    { "java/lang/Thread", "isAlive0", "()Z", thr_isAlive0 },
    { "java/lang/Thread", "join0", "(J)V", thr_join0 },
    { "java/lang/Thread", "getState0", "()I", thr_getState0 },
};

void natives_thread_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
