/* atomic.c: compare-and-set and its kin for java.util.concurrent.atomic and
 * AbstractQueuedSynchronizer.state, as C11 atomics on the field itself.
 *
 * Every field is one 8-byte slot (object.h); an int or boolean lives in
 * the low 4 bytes with the high 4 zero, which is what every store writes
 * (putfield_i, putfield_z and the volatile paths of interp.c).  So a CAS
 * of the whole slot against the zero-extended expected value is exact,
 * and stays coherent with the interpreter's seq_cst volatile loads and
 * stores of the same slot.
 *
 * Each native finds its field in the class that declares the native
 * (the method of the native frame that call_native pushed), once: a
 * subclass has the same offset.  Only the class library's own classes
 * declare these natives, so the field is always there. */
#include <stdatomic.h>
#include <stdint.h>
#include "../class.h"
#include "../native.h"
#include "../thread.h"

#define NATIVE(name) static Value name(VMThread *t, Value *a)

/* Offset of the field `name` of the class declaring the running native,
 * cached in *cache (offset + 1; 0 until first looked up). */
static uint32_t field_off(VMThread *t, _Atomic uint32_t *cache, const char *name)
{
    uint32_t c = atomic_load_explicit(cache, memory_order_relaxed);
    if (c != 0)
        return c - 1;
    uint32_t off = class_field_offset(t->frame->method->cls, name);
    atomic_store_explicit(cache, off + 1, memory_order_relaxed);
    return off;
}

static inline int64_t *slot(Object *o, uint32_t off)
{
    return &FIELD_AT(o, off, int64_t);
}

/* An int or boolean as its slot holds it. */
static inline int64_t zx(int32_t v)
{
    return (int64_t)(uint32_t)v;
}

static int cas64(int64_t *p, int64_t expect, int64_t update)
{
    return __atomic_compare_exchange_n(p, &expect, update, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

static int64_t cmpxchg64(int64_t *p, int64_t expect, int64_t update)
{
    __atomic_compare_exchange_n(p, &expect, update, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    return expect;                  /* the witness: what the slot held */
}

/* ---- AtomicInteger (value: int) ---- */

static _Atomic uint32_t ai_off;

NATIVE(ai_compareAndSet)
{
    return (Value){ .i = cas64(slot(a[0].l, field_off(t, &ai_off, "value")), zx(a[1].i), zx(a[2].i)) };
}

NATIVE(ai_compareAndExchange)
{
    return (Value){ .i = (int32_t)cmpxchg64(slot(a[0].l, field_off(t, &ai_off, "value")),
                                            zx(a[1].i), zx(a[2].i)) };
}

NATIVE(ai_getAndSet)
{
    return (Value){ .i = (int32_t)__atomic_exchange_n(slot(a[0].l, field_off(t, &ai_off, "value")),
                                                      zx(a[1].i), __ATOMIC_SEQ_CST) };
}

NATIVE(ai_getAndAdd)
{
    /* A CAS loop, not fetch_add on the slot: the sum must wrap in 32 bits
     * and leave the high half zero. */
    int64_t *p = slot(a[0].l, field_off(t, &ai_off, "value"));
    int64_t old = __atomic_load_n(p, __ATOMIC_SEQ_CST);
    for (;;) {
        int64_t next = zx((int32_t)((uint32_t)old + (uint32_t)a[1].i));
        if (__atomic_compare_exchange_n(p, &old, next, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
            return (Value){ .i = (int32_t)old };
    }
}

/* ---- AtomicLong (value: long) ---- */

static _Atomic uint32_t al_off;

NATIVE(al_compareAndSet)
{
    return (Value){ .i = cas64(slot(a[0].l, field_off(t, &al_off, "value")), a[1].j, a[3].j) };
}

NATIVE(al_compareAndExchange)
{
    return (Value){ .j = cmpxchg64(slot(a[0].l, field_off(t, &al_off, "value")), a[1].j, a[3].j) };
}

NATIVE(al_getAndSet)
{
    return (Value){ .j = __atomic_exchange_n(slot(a[0].l, field_off(t, &al_off, "value")),
                                             a[1].j, __ATOMIC_SEQ_CST) };
}

NATIVE(al_getAndAdd)
{
    /* Two's-complement wrap, done in unsigned arithmetic. */
    int64_t *p = slot(a[0].l, field_off(t, &al_off, "value"));
    uint64_t old = (uint64_t)__atomic_fetch_add((uint64_t *)p, (uint64_t)a[1].j, __ATOMIC_SEQ_CST);
    return (Value){ .j = (int64_t)old };
}

/* ---- AtomicBoolean (value: an int, 0 or 1 in its slot, as the JDK's field) ---- */

static _Atomic uint32_t ab_off;

NATIVE(ab_compareAndSet)
{
    return (Value){ .i = cas64(slot(a[0].l, field_off(t, &ab_off, "value")),
                               zx(a[1].i & 1), zx(a[2].i & 1)) };
}

NATIVE(ab_compareAndExchange)
{
    return (Value){ .i = (int32_t)cmpxchg64(slot(a[0].l, field_off(t, &ab_off, "value")),
                                            zx(a[1].i & 1), zx(a[2].i & 1)) != 0 };
}

NATIVE(ab_getAndSet)
{
    return (Value){ .i = __atomic_exchange_n(slot(a[0].l, field_off(t, &ab_off, "value")),
                                             zx(a[1].i & 1), __ATOMIC_SEQ_CST) != 0 };
}

/* ---- AtomicReference (value: V) ---- */

static _Atomic uint32_t ar_off;

static inline Object **ref_slot(Object *o, uint32_t off)
{
    return &FIELD_AT(o, off, Object *);
}

NATIVE(ar_compareAndSet)
{
    Object *expect = a[1].l;
    return (Value){ .i = __atomic_compare_exchange_n(ref_slot(a[0].l, field_off(t, &ar_off, "value")),
                                                     &expect, a[2].l, 0, __ATOMIC_SEQ_CST,
                                                     __ATOMIC_SEQ_CST) };
}

NATIVE(ar_compareAndExchange)
{
    Object *expect = a[1].l;
    __atomic_compare_exchange_n(ref_slot(a[0].l, field_off(t, &ar_off, "value")), &expect, a[2].l, 0,
                                __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    return (Value){ .l = expect };
}

NATIVE(ar_getAndSet)
{
    return (Value){ .l = __atomic_exchange_n(ref_slot(a[0].l, field_off(t, &ar_off, "value")),
                                             a[1].l, __ATOMIC_SEQ_CST) };
}

/* ---- AbstractQueuedSynchronizer (state: int) ---- */

static _Atomic uint32_t aqs_off;

NATIVE(aqs_compareAndSetState)
{
    return (Value){ .i = cas64(slot(a[0].l, field_off(t, &aqs_off, "state")), zx(a[1].i), zx(a[2].i)) };
}

#define AI "java/util/concurrent/atomic/AtomicInteger"
#define AL "java/util/concurrent/atomic/AtomicLong"
#define AB "java/util/concurrent/atomic/AtomicBoolean"
#define AR "java/util/concurrent/atomic/AtomicReference"

static const NativeDef defs[] = {
    { AI, "compareAndSet", "(II)Z", ai_compareAndSet },
    { AI, "compareAndExchange", "(II)I", ai_compareAndExchange },
    { AI, "getAndSet", "(I)I", ai_getAndSet },
    { AI, "getAndAdd", "(I)I", ai_getAndAdd },
    { AL, "compareAndSet", "(JJ)Z", al_compareAndSet },
    { AL, "compareAndExchange", "(JJ)J", al_compareAndExchange },
    { AL, "getAndSet", "(J)J", al_getAndSet },
    { AL, "getAndAdd", "(J)J", al_getAndAdd },
    { AB, "compareAndSet", "(ZZ)Z", ab_compareAndSet },
    { AB, "compareAndExchange", "(ZZ)Z", ab_compareAndExchange },
    { AB, "getAndSet", "(Z)Z", ab_getAndSet },
    { AR, "compareAndSet", "(Ljava/lang/Object;Ljava/lang/Object;)Z", ar_compareAndSet },
    { AR, "compareAndExchange", "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
      ar_compareAndExchange },
    { AR, "getAndSet", "(Ljava/lang/Object;)Ljava/lang/Object;", ar_getAndSet },
    { "java/util/concurrent/locks/AbstractQueuedSynchronizer", "compareAndSetState", "(II)Z",
      aqs_compareAndSetState },
};

void natives_atomic_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
