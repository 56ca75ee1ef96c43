/* reference.c: reference queues and finalization (see reference.h).
 *
 * Invariants:
 * - `pending` heads a list of cleared references that have a queue, linked
 *   through Reference.discovered; the collector pushes onto it with the
 *   world stopped, the Reference Handler takes the whole list under
 *   ref_lock.  A reference is cleared once, so it is pushed at most once.
 * - fin_reg holds every registered finalizable object not yet found
 *   unreachable; it is not a root (the collector reads it after marking).
 *   Mutators append under fin_spin (no safepoint inside, so the world never
 *   stops while it is held).
 * - fq[fq_head, fq_n) are the objects waiting for finalize(), oldest
 *   first, each a root until taken; mutators take under ref_lock, the
 *   collector appends with the world stopped (a thread that holds ref_lock
 *   then is parked in a safe region and does not touch the queue).
 * - ref_lock is a leaf: nothing else is locked or allocated under it. */
#include <stdlib.h>
#include "class.h"
#include "excep.h"
#include "heap.h"
#include "interp.h"
#include "native.h"
#include "options.h"
#include "reference.h"
#include "safepoint.h"
#include "../threads/threads.h"

#define NATIVE(name) static Value name(VMThread *t, Value *a)

static atomic_flag sync_spin = ATOMIC_FLAG_INIT, fin_spin = ATOMIC_FLAG_INIT;
static ThMutex *_Atomic ref_lock;
static ThCond *pending_cond, *final_cond;

static uint32_t off_queue, off_discovered;
static Class *soft_cls;
static int soft_clock_index = -1;
static size_t last_free_mb = SIZE_MAX;

static Object *pending;
static int pending_added, final_added;   /* by the last collection */

static Object **fin_reg;
static size_t fin_n, fin_cap;
static Object **fq;
static size_t fq_head, fq_n, fq_cap;

static _Atomic int finalizer_started;

static void spin_lock(atomic_flag *f)
{
    while (atomic_flag_test_and_set_explicit(f, memory_order_acquire))
        th->yield();
}

static void spin_unlock(atomic_flag *f)
{
    atomic_flag_clear_explicit(f, memory_order_release);
}

/* Makes ref_lock and the conditions on first use.  Returns 0, or -1. */
static int ensure_sync(void)
{
    if (atomic_load_explicit(&ref_lock, memory_order_acquire) != NULL)
        return 0;
    spin_lock(&sync_spin);
    int rc = 0;
    if (atomic_load(&ref_lock) == NULL) {
        ThMutex *m = th->mutex_new();
        pending_cond = pending_cond ? pending_cond : th->cond_new();
        final_cond = final_cond ? final_cond : th->cond_new();
        if (m == NULL || pending_cond == NULL || final_cond == NULL)
            rc = -1;
        else
            atomic_store_explicit(&ref_lock, m, memory_order_release);
    }
    spin_unlock(&sync_spin);
    return rc;
}

/* The collector cleared r's referent (world stopped). */
static void cleared(void *ref)
{
    Object *r = ref;
    if (FIELD_AT(r, off_queue, Object *) == NULL)
        return;
    FIELD_AT(r, off_discovered, Object *) = pending;
    pending = r;
    pending_added = 1;
}

void ref_class_linked(Class *c)
{
    if (off_queue == 0) {
        off_queue = class_field_offset(c->super, "queue");
        off_discovered = class_field_offset(c->super, "discovered");
        heap_ref_cleared = cleared;
    }
    if (c->flags & CF_SOFTREF) {
        heap_set_soft_timestamp_offset(class_field_offset(c, "timestamp"));
        Field *f = class_field_named(c, "clock");
        if (f != NULL && (f->access & ACC_STATIC)) {
            soft_clock_index = (int)f->offset;
            soft_cls = c;
        }
    }
}

/* ---- registration ---- */

int ref_register_finalizable(VMThread *t, Object *o)
{
    spin_lock(&fin_spin);
    if (fin_n == fin_cap) {
        size_t cap = fin_cap ? fin_cap * 2 : 64;
        Object **v = realloc(fin_reg, cap * sizeof *v);
        if (v == NULL) {
            spin_unlock(&fin_spin);
            exc_oom(t != NULL ? t : vm_current());
            return -1;
        }
        fin_reg = v;
        fin_cap = cap;
    }
    fin_reg[fin_n++] = o;
    spin_unlock(&fin_spin);
    return 0;
}

int ref_start_finalizer(VMThread *t)
{
    if (atomic_load(&finalizer_started))
        return 0;
    if (ensure_sync() < 0) {
        exc_oom(t);
        return -1;
    }
    Class *fc = class_load(t, "java/lang/ref/Finalizer");
    if (fc == NULL || class_init(t, fc) < 0)
        return -1;
    Method *m = class_own_method(fc, "ensureStarted", "()V");
    if (m == NULL) {
        exc_throw(t, "java/lang/NoSuchMethodError", "java.lang.ref.Finalizer.ensureStarted()V");
        return -1;
    }
    interp_call(t, m, NULL);
    if (t->exception != NULL)
        return -1;
    atomic_store(&finalizer_started, 1);
    return 0;
}

/* ---- the collector's side ---- */

void ref_gc_roots(HeapVisitFn visit, void *cookie)
{
    if (pending != NULL)
        visit(pending, cookie);
    for (size_t k = fq_head; k < fq_n; k++)
        visit(fq[k], cookie);
}

void ref_gc_begin(void)
{
    pending_added = final_added = 0;
    if (soft_cls == NULL || soft_cls->statics == NULL)
        return;
    if (last_free_mb == SIZE_MAX)
        last_free_mb = heap_max() >> 20;
    heap_soft_clock = soft_cls->statics[soft_clock_index].j;
    long per_mb = vm_opts.soft_ref_ms_per_mb;
    heap_soft_max_interval = per_mb > 0 && last_free_mb > (size_t)(INT64_MAX / per_mb)
                           ? INT64_MAX : (int64_t)last_free_mb * per_mb;
}

void ref_gc_end(size_t heap_free)
{
    last_free_mb = heap_free >> 20;
    if (soft_cls != NULL && soft_cls->statics != NULL)
        soft_cls->statics[soft_clock_index].j = th_now() / 1000000;
}

void ref_gc_after_mark(void)
{
    if (fin_n == 0)
        return;
    if (fq_head == fq_n)
        fq_head = fq_n = 0;
    size_t first = fq_n;
    for (size_t k = 0; k < fin_n;) {
        Object *o = fin_reg[k];
        if (heap_is_marked(o)) {
            k++;
            continue;
        }
        if (fq_n == fq_cap) {
            size_t cap = fq_cap ? fq_cap * 2 : 64;
            Object **v = realloc(fq, cap * sizeof *v);
            if (v == NULL)
                break;              /* the rest wait for a later collection */
            fq = v;
            fq_cap = cap;
        }
        fq[fq_n++] = o;
        fin_reg[k] = fin_reg[--fin_n];
    }
    /* What could not be queued stays registered, and alive till then. */
    for (size_t k = 0; k < fin_n; k++)
        if (!heap_is_marked(fin_reg[k]))
            heap_mark_more((void **)&fin_reg[k], 1);
    if (fq_n > first) {
        heap_mark_more((void **)&fq[first], fq_n - first);
        final_added = 1;
    }
    if (fin_cap > 256 && fin_n < fin_cap / 4) {
        Object **v = realloc(fin_reg, fin_cap / 2 * sizeof *v);
        if (v != NULL) {
            fin_reg = v;
            fin_cap /= 2;
        }
    }
}

void ref_after_collection(VMThread *t)
{
    if (!pending_added && !final_added)
        return;
    ThMutex *m = atomic_load_explicit(&ref_lock, memory_order_acquire);
    if (m == NULL)
        return;
    vm_lock(t, m);
    if (pending_added)
        th->cond_broadcast(pending_cond);
    if (final_added)
        th->cond_broadcast(final_cond);
    pending_added = final_added = 0;
    th->mutex_unlock(m);
}

/* ---- natives ---- */

/* Reference.waitForPendingReferences0: the whole pending list. */
NATIVE(ref_waitForPending)
{
    (void)a;
    if (ensure_sync() < 0) {
        exc_oom(t);
        return (Value){ .l = NULL };
    }
    ThMutex *m = atomic_load(&ref_lock);
    vm_lock(t, m);
    while (pending == NULL)         /* RUNNABLE meanwhile, as HotSpot shows it */
        vm_cond_wait(t, pending_cond, m, TH_FOREVER);
    Object *list = pending;
    pending = NULL;
    th->mutex_unlock(m);
    return (Value){ .l = list };
}

static Object *take(VMThread *t, int wait)
{
    ThMutex *m = atomic_load(&ref_lock);
    if (m == NULL)
        return NULL;                /* nothing was ever finalizable */
    vm_lock(t, m);
    if (wait && fq_head == fq_n) {
        atomic_store(&t->state, TS_WAITING);
        while (fq_head == fq_n)
            vm_cond_wait(t, final_cond, m, TH_FOREVER);
        atomic_store(&t->state, TS_RUNNABLE);
    }
    Object *o = NULL;
    if (fq_head < fq_n) {
        o = fq[fq_head];
        fq[fq_head++] = NULL;
        if (fq_head == fq_n)
            fq_head = fq_n = 0;
    }
    th->mutex_unlock(m);
    return o;
}

/* Calls o.finalize(); whatever it throws is dropped, as HotSpot does. */
static void finalize_one(VMThread *t, Object *o)
{
    Method *m = class_find_method(o->cls, "finalize", "()V");
    if (m == NULL)
        return;
    Value args[1] = { { .l = o } };
    interp_call(t, m, args);
    t->exception = NULL;
}

NATIVE(fin_take0)
{
    return (Value){ .l = take(t, a[0].i) };
}

NATIVE(fin_invokeFinalize0)
{
    if (a[0].l != NULL)
        finalize_one(t, a[0].l);
    return (Value){ .raw = 0 };
}

/* Runtime.runFinalization0: what is queued now, on the calling thread. */
NATIVE(rt_runFinalization0)
{
    (void)a;
    Object *o;
    while ((o = take(t, 0)) != NULL)
        finalize_one(t, o);
    return (Value){ .raw = 0 };
}

/* Reference.startSystemThread0: Thread.startSystemThread (private: the VM
 * calls it past the access check). */
NATIVE(ref_startSystemThread0)
{
    Method *m = class_own_method(cls_Thread, "startSystemThread",
                                 "(Ljava/lang/Runnable;Ljava/lang/String;IJ)Ljava/lang/Thread;");
    if (m == NULL) {
        exc_throw(t, "java/lang/NoSuchMethodError", "java.lang.Thread.startSystemThread");
        return (Value){ .raw = 0 };
    }
    Value args[5] = { a[0], a[1], a[2], a[3], { .raw = 0 } };
    interp_call(t, m, args);
    return (Value){ .raw = 0 };
}

static const NativeDef defs[] = {
    { "java/lang/ref/Reference", "startSystemThread0",
      "(Ljava/lang/Runnable;Ljava/lang/String;IJ)V", ref_startSystemThread0 },
    { "java/lang/ref/Reference", "waitForPendingReferences0", "()Ljava/lang/ref/Reference;",
      ref_waitForPending },
    { "java/lang/ref/Finalizer", "take0", "(Z)Ljava/lang/Object;", fin_take0 },
    { "java/lang/ref/Finalizer", "invokeFinalize0", "(Ljava/lang/Object;)V", fin_invokeFinalize0 },
    { "java/lang/Runtime", "runFinalization0", "()V", rt_runFinalization0 },
};

void natives_ref_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
