/* thread.c: the natives of java.lang.Thread and LockSupport, over the VM
 * thread life cycle of vm/thread.c and the blocking of vm/monitor.c. */
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

NATIVE(thr_currentThread) { (void)a; return (Value){ .l = t->jthread }; }

NATIVE(thr_start0)
{
    vm_thread_start(t, a[0].l);
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
    VMThread *target = vm_thread_of(a[0].l);
    /* Not started or ended (perhaps just now, before the interrupt reached it): the status
     * stays in the Thread object, as on HotSpot 17.  Not when the thread took the interrupt
     * and then ended: mn ran the woken thread to its end before this one went on, and the
     * Thread was left marked interrupted (ThreadInterruptEnded, 12 runs in 30). */
    if (target == NULL || !thread_interrupt(target, a[0].l))
        vm_thread_set_interrupted_off(a[0].l, 1);
    RET_V();
}

NATIVE(thr_isInterrupted0)
{
    (void)t;
    VMThread *target = vm_thread_of(a[0].l);
    if (target == NULL)
        return (Value){ .i = vm_thread_interrupted_off(a[0].l, a[1].i) };
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

NATIVE(thr_isAlive0) { (void)t; return (Value){ .i = vm_thread_of(a[0].l) != NULL }; }

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
    while (vm_thread_of(jt) != NULL) {
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
    return (Value){ .i = vm_thread_state_of(jt) };
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
        VMThread *target = vm_thread_of(a[0].l);
        if (target != NULL)
            thread_unpark(target);
    }
    RET_V();
}

NATIVE(ls_setBlocker0)
{
    (void)t;
    if (a[0].l != NULL)
        __atomic_store_n(&FIELD_AT(a[0].l, vm_thread_fields.blocker, Object *), a[1].l, __ATOMIC_SEQ_CST);
    RET_V();
}

NATIVE(ls_getBlocker0)
{
    (void)t;
    return (Value){ .l = __atomic_load_n(&FIELD_AT(a[0].l, vm_thread_fields.blocker, Object *), __ATOMIC_SEQ_CST) };
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
