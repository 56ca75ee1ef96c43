/* thread.c: the life of a VM thread (thread.h).
 *
 * A started thread runs thread_main on its own backend thread: it calls
 * Thread.run(), reports an uncaught exception through
 * Thread.dispatchUncaughtException, then, holding the Thread object's
 * monitor, clears Thread.eetop and notifies all (join waits on that
 * monitor for eetop to become 0).  The VM exits when the last non-daemon
 * thread has ended (vm_threads_wait_non_daemon) or on System.exit.
 * Threads that JNI attaches end the same way (vm_thread_end_java).
 *
 * When a thread ends, its Java stack and allocation cache are freed and its
 * VMThread goes to a free list for the next thread started (never freed: a
 * late interrupt() may still look at one).  The natives of java.lang.Thread
 * (natives/thread.c) call this file, never the other way round. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "excep.h"
#include "interp.h"
#include "jstring.h"
#include "monitor.h"
#include "options.h"
#include "safepoint.h"
#include "thread.h"
#include "../threads/threads.h"

VmThreadFields vm_thread_fields;

static ThMutex *threads_lock;
static ThCond *threads_cond;
static int non_daemon_count;
static int64_t next_tid = 2;
#define F vm_thread_fields

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
        t->poll_word = &th_poll_flag;   /* the ended thread's word went with it */
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
    t->poll_word = &th_poll_flag;
    atomic_store(&t->state, TS_NEW);
    return t;
}

void vm_thread_bind(VMThread *t)
{
    t->th = th->self();
    t->poll_word = th_poll_word();
}

static void offsets(void)
{
    F.eetop = class_field_offset(cls_Thread, "eetop");
    F.daemon = class_field_offset(cls_Thread, "daemon");
    F.name = class_field_offset(cls_Thread, "name");
    F.priority = class_field_offset(cls_Thread, "priority");
    F.status = class_field_offset(cls_Thread, "threadStatus");
    F.tid = class_field_offset(cls_Thread, "tid");
    F.blocker = class_field_offset(cls_Thread, "parkBlocker");
    F.intoff = class_field_offset(cls_Thread, "interruptedOff");
}

int vm_thread_attach_main(VMThread *t, size_t java_stack_bytes)
{
    threads_lock = th->mutex_new();
    threads_cond = th->cond_new();
    th->set_specific(t);
    if (interp_thread_init(t, java_stack_bytes) < 0)
        return -1;
    vm_thread_bind(t);
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
    FIELD_AT(jt, F.name, Object *) = name;
    FIELD_AT(jt, F.priority, int32_t) = 5;
    FIELD_AT(jt, F.tid, int64_t) = 1;
    FIELD_AT(jt, F.status, int32_t) = 1;
    vm_thread_set_eetop(jt, t);
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
void vm_thread_set_eetop(Object *jt, VMThread *t)
{
    __atomic_store_n(&FIELD_AT(jt, F.eetop, int64_t), (int64_t)(uintptr_t)t, __ATOMIC_SEQ_CST);
}

VMThread *vm_thread_of(Object *jt)
{
    return (VMThread *)(uintptr_t)__atomic_load_n(&FIELD_AT(jt, F.eetop, int64_t), __ATOMIC_SEQ_CST);
}

void vm_thread_set_interrupted_off(Object *jt, int v)
{
    __atomic_store_n(&FIELD_AT(jt, F.intoff, int32_t), v, __ATOMIC_SEQ_CST);
}

int vm_thread_interrupted_off(Object *jt, int clear)
{
    if (clear)
        return __atomic_exchange_n(&FIELD_AT(jt, F.intoff, int32_t), 0, __ATOMIC_SEQ_CST) != 0;
    return __atomic_load_n(&FIELD_AT(jt, F.intoff, int32_t), __ATOMIC_SEQ_CST) != 0;
}

int vm_thread_state_of(Object *jt)
{
    VMThread *target = vm_thread_of(jt);
    if (target != NULL)
        return atomic_load(&target->state);
    return FIELD_AT(jt, F.status, int32_t) == 2 ? TS_TERMINATED : TS_NEW;
}

void vm_thread_end_java(VMThread *t, Object *jt)
{
    monitor_enter(t, jt);
    atomic_store(&t->state, TS_TERMINATED);
    vm_thread_set_eetop(jt, NULL);
    if (atomic_load(&t->interrupted))   /* HotSpot 17 keeps the status past the end */
        vm_thread_set_interrupted_off(jt, 1);
    FIELD_AT(jt, F.status, int32_t) = 2;
    monitor_notify(t, jt, 1);
    monitor_exit(t, jt);
}

static void thread_main(void *arg)
{
    VMThread *t = arg;
    th->set_specific(t);
    vm_thread_bind(t);
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
    vm_thread_end_java(t, jt);
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

int vm_thread_start(VMThread *t, Object *jt)
{
    if (FIELD_AT(jt, F.status, int32_t) != 0) {
        exc_throw(t, "java/lang/IllegalThreadStateException", NULL);
        return -1;
    }
    VMThread *nt = vm_thread_alloc();
    if (nt == NULL) {
        exc_throw(t, "java/lang/OutOfMemoryError", "unable to create native thread: possibly out of memory or process/resource limits reached");
        return -1;
    }
    nt->jthread = jt;
    nt->daemon = FIELD_AT(jt, F.daemon, int32_t) & 1;
    if (vm_thread_interrupted_off(jt, 1))   /* interrupted before start: starts interrupted */
        atomic_store(&nt->interrupted, 1);
    vm_lock(vm_current(), threads_lock);
    nt->id = next_tid++;
    if (!nt->daemon)
        non_daemon_count++;
    th->mutex_unlock(threads_lock);
    vm_thread_set_eetop(jt, nt);
    FIELD_AT(jt, F.status, int32_t) = 1;
    atomic_store(&nt->state, TS_RUNNABLE);
    sp_register(nt, 0);
    ThThread *spawned = th->spawn(thread_main, nt, vm_opts.xss);
    if (spawned == NULL) {
        sp_unregister(nt);
        vm_thread_set_eetop(jt, NULL);
        FIELD_AT(jt, F.status, int32_t) = 0;
        vm_lock(vm_current(), threads_lock);
        if (!nt->daemon && --non_daemon_count == 0)
            th->cond_broadcast(threads_cond);
        th->mutex_unlock(threads_lock);
        retire_thread(nt);
        exc_throw(t, "java/lang/OutOfMemoryError", "unable to create native thread: possibly out of memory or process/resource limits reached");
        return -1;
    }
    return 0;
}
