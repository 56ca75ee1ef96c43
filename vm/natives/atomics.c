/* atomics.c: the natives of java.util.concurrent.atomic.Atomics, the
 * package's own access to a word of an object or array, under the
 * atomic arrays and the field updaters.
 *
 * A word is named by (object, byte offset from the object's start): for
 * an instance field, its Field.offset (one 8-byte slot; an int lives in
 * its low 4 bytes, which on this little-endian layout start the slot, and
 * the high 4 stay zero, so a 4-byte CAS there is coherent with the
 * interpreter's 8-byte stores of the zero-extended value); for an array
 * element, arrayBase() + index * element size.  Java validates every
 * offset before it gets here (the class is package-private: only the
 * library's atomic classes call it, with indexes checked against the
 * array's length and offsets found by fieldInfo).  All operations are
 * sequentially consistent, as the interpreter's volatile accesses are.
 *
 * java.lang.invoke.VarHandle reaches the same natives through its own
 * package-private class, java.lang.invoke.VarHandleWords (registered below
 * under both names), with two additions: a negative offset -(i + 1) names
 * static slot i of the class whose mirror is the object (fieldInfo's
 * out[2]), and getSmall/putSmall/cmpxchgSmall reach the 1- and 2-byte
 * elements of byte, boolean, short and char arrays (zero-extended).
 *
 * sun.misc.Unsafe's field operations (instance methods: this, o, off, ...)
 * reach the same natives on a + 1, but only after unsafe_word checks that
 * off is the offset of an instance field of o's class or a superclass, of
 * the operation's type: user code passes these offsets, and a bad one is an
 * IllegalArgumentException here, never a stray access. */
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "../class.h"
#include "../classfile.h"
#include "../excep.h"
#include "../jstring.h"
#include "../native.h"

#define NATIVE(name) static Value name(VMThread *t, Value *a)
#define RET_V() return (Value){ .raw = 0 }
#define SC __ATOMIC_SEQ_CST

static void *word(Value o, Value off)
{
    return (char *)o.l + off.j;
}

/* Returns the word, or NULL with NullPointerException pending. */
static void *word_of(VMThread *t, Value *a)
{
    if (a[0].l == NULL) {
        exc_npe(t, NULL);
        return NULL;
    }
    if (a[1].j < 0) {               /* a static slot of the mirror's class */
        Class *c = class_of_mirror(a[0].l);
        if (c == NULL || c->statics == NULL) {
            exc_throw(t, "java/lang/InternalError", "static word of no class");
            return NULL;
        }
        return &c->statics[-a[1].j - 1];
    }
    return word(a[0], a[1]);
}

/* ---- int (o, off at a[0], a[1..2]; operands from a[3]) ---- */

NATIVE(getInt)
{
    int32_t *p = word_of(t, a);
    return (Value){ .i = p ? __atomic_load_n(p, SC) : 0 };
}

NATIVE(putInt)
{
    int32_t *p = word_of(t, a);
    if (p)
        __atomic_store_n(p, a[3].i, SC);
    RET_V();
}

NATIVE(casInt)
{
    int32_t *p = word_of(t, a);
    int32_t expect = a[3].i;
    return (Value){ .i = p ? __atomic_compare_exchange_n(p, &expect, a[4].i, 0, SC, SC) : 0 };
}

NATIVE(cmpxchgInt)
{
    int32_t *p = word_of(t, a);
    int32_t expect = a[3].i;
    if (p)
        __atomic_compare_exchange_n(p, &expect, a[4].i, 0, SC, SC);
    return (Value){ .i = expect };
}

NATIVE(getAndAddInt)
{
    uint32_t *p = word_of(t, a);    /* unsigned: the sum wraps */
    return (Value){ .i = p ? (int32_t)__atomic_fetch_add(p, (uint32_t)a[3].i, SC) : 0 };
}

NATIVE(getAndSetInt)
{
    int32_t *p = word_of(t, a);
    return (Value){ .i = p ? __atomic_exchange_n(p, a[3].i, SC) : 0 };
}

/* ---- long (operands from a[3], two slots each) ---- */

NATIVE(getLong)
{
    int64_t *p = word_of(t, a);
    return (Value){ .j = p ? __atomic_load_n(p, SC) : 0 };
}

NATIVE(putLong)
{
    int64_t *p = word_of(t, a);
    if (p)
        __atomic_store_n(p, a[3].j, SC);
    RET_V();
}

NATIVE(casLong)
{
    int64_t *p = word_of(t, a);
    int64_t expect = a[3].j;
    return (Value){ .i = p ? __atomic_compare_exchange_n(p, &expect, a[5].j, 0, SC, SC) : 0 };
}

NATIVE(cmpxchgLong)
{
    int64_t *p = word_of(t, a);
    int64_t expect = a[3].j;
    if (p)
        __atomic_compare_exchange_n(p, &expect, a[5].j, 0, SC, SC);
    return (Value){ .j = expect };
}

NATIVE(getAndAddLong)
{
    uint64_t *p = word_of(t, a);
    return (Value){ .j = p ? (int64_t)__atomic_fetch_add(p, (uint64_t)a[3].j, SC) : 0 };
}

NATIVE(getAndSetLong)
{
    int64_t *p = word_of(t, a);
    return (Value){ .j = p ? __atomic_exchange_n(p, a[3].j, SC) : 0 };
}

/* ---- references (compared by identity) ---- */

NATIVE(getRef)
{
    Object **p = word_of(t, a);
    return (Value){ .l = p ? __atomic_load_n(p, SC) : NULL };
}

NATIVE(putRef)
{
    Object **p = word_of(t, a);
    if (p)
        __atomic_store_n(p, a[3].l, SC);
    RET_V();
}

NATIVE(casRef)
{
    Object **p = word_of(t, a);
    Object *expect = a[3].l;
    return (Value){ .i = p ? __atomic_compare_exchange_n(p, &expect, a[4].l, 0, SC, SC) : 0 };
}

NATIVE(cmpxchgRef)
{
    Object **p = word_of(t, a);
    Object *expect = a[3].l;
    if (p)
        __atomic_compare_exchange_n(p, &expect, a[4].l, 0, SC, SC);
    return (Value){ .l = expect };
}

NATIVE(getAndSetRef)
{
    Object **p = word_of(t, a);
    return (Value){ .l = p ? __atomic_exchange_n(p, a[3].l, SC) : NULL };
}

/* ---- 1- and 2-byte array elements (o, off, width at a[3]; values
 * zero-extended; operands from a[4]) ---- */

NATIVE(getSmall)
{
    void *p = word_of(t, a);
    if (p == NULL)
        return (Value){ .i = 0 };
    return (Value){ .i = a[3].i == 1 ? __atomic_load_n((uint8_t *)p, SC) : __atomic_load_n((uint16_t *)p, SC) };
}

NATIVE(putSmall)
{
    void *p = word_of(t, a);
    if (p != NULL && a[3].i == 1)
        __atomic_store_n((uint8_t *)p, (uint8_t)a[4].i, SC);
    else if (p != NULL)
        __atomic_store_n((uint16_t *)p, (uint16_t)a[4].i, SC);
    RET_V();
}

NATIVE(cmpxchgSmall)
{
    void *p = word_of(t, a);
    if (p == NULL)
        return (Value){ .i = 0 };
    if (a[3].i == 1) {
        uint8_t expect = (uint8_t)a[4].i;
        __atomic_compare_exchange_n((uint8_t *)p, &expect, (uint8_t)a[5].i, 0, SC, SC);
        return (Value){ .i = expect };
    }
    uint16_t expect = (uint16_t)a[4].i;
    __atomic_compare_exchange_n((uint16_t *)p, &expect, (uint16_t)a[5].i, 0, SC, SC);
    return (Value){ .i = expect };
}

/* ---- layout ---- */

NATIVE(arrayBase)
{
    (void)t;
    (void)a;
    return (Value){ .i = (int32_t)sizeof(Array) };
}

/* fieldInfo(Class c, String name, long[] out): the descriptor of the
 * field `name` declared by c itself (not inherited), with out[0] its byte
 * offset and out[1] its access flags; null when c declares no such field.
 * A static field reports offset -1, and, where out has a third element,
 * its word's offset there (-(slot + 1); an instance field's offset). */
NATIVE(fieldInfo)
{
    if (a[0].l == NULL || a[1].l == NULL || a[2].l == NULL) {
        exc_npe(t, NULL);
        return (Value){ .l = NULL };
    }
    Array *out = (Array *)a[2].l;
    if (out->length < 2) {
        exc_aioobe(t, 1, out->length);
        return (Value){ .l = NULL };
    }
    Class *c = class_of_mirror(a[0].l);
    if (c == NULL || atomic_load_explicit(&c->state, memory_order_acquire) < CS_LINKED) {
        exc_throw(t, "java/lang/InternalError", "field updater on a class not linked");
        return (Value){ .l = NULL };
    }
    char *name = jstring_to_utf8(a[1].l, NULL);
    Field *f = NULL;
    for (int i = 0; i < c->field_count; i++)
        if (strcmp(c->fields[i].name, name) == 0) {
            f = &c->fields[i];
            break;
        }
    free(name);
    if (f == NULL)
        return (Value){ .l = NULL };
    int64_t *o = ARRAY_ELEMS(out, int64_t);
    o[0] = (f->access & ACC_STATIC) ? -1 : (int64_t)f->offset;
    o[1] = f->access;
    if (out->length >= 3)
        o[2] = (f->access & ACC_STATIC) ? -(int64_t)f->offset - 1 : (int64_t)f->offset;
    return (Value){ .l = jstring_new(t, f->desc) };
}

/* ---- sun.misc.Unsafe (a[0] its this, a[1] o, a[2] off) ---- */

/* Where an Unsafe access of `size` bytes of type `type` (a descriptor char,
 * 'L' for a reference) at (o, off) lands, or NULL with an exception pending:
 * an instance field of o's class chain of that type (*field = 1; a small
 * type lives as an int32 in its slot), or bytes inside the elements of an
 * array: of a primitive array for a primitive access, whatever its element
 * type (as HotSpot lets libraries read a long out of a byte[]); of a
 * reference array, on an element, for a reference.  aligned: the access must
 * be naturally aligned (the atomic operations). */
static void *unsafe_at(VMThread *t, Object *o, int64_t off, char type, int size, int aligned, int *field)
{
    *field = 0;
    if (o == NULL) {
        exc_npe(t, NULL);
        return NULL;
    }
    if (o->cls->kind == CK_ARRAY) {
        Class *c = o->cls;
        int64_t base = (int64_t)sizeof(Array);
        int64_t end = base + (int64_t)((Array *)o)->length * c->elem_size;
        int refs = c->prim == 'L' || c->prim == '[';
        int ok = off >= base && off <= end - size;
        if (ok && type == 'L')
            ok = refs && (off - base) % (int64_t)sizeof(Object *) == 0;
        else if (ok)
            ok = !refs && (!aligned || (off - base) % size == 0);
        if (ok)
            return (char *)o + off;
        exc_throwf(t, "java/lang/IllegalArgumentException",
                   "sun.misc.Unsafe: offset %lld is not inside the elements of %s (length %d) for a%s %d-byte %s access",
                   (long long)off, c->name, (int)((Array *)o)->length, aligned ? "n aligned" : "", size,
                   type == 'L' ? "reference" : "primitive");
        return NULL;
    }
    if (o->cls->kind == CK_INSTANCE)
        for (Class *c = o->cls; c != NULL; c = c->super)
            for (int i = 0; i < c->field_count; i++) {
                Field *f = &c->fields[i];
                char d = f->desc[0] == '[' ? 'L' : f->desc[0];
                if (!(f->access & ACC_STATIC) && (int64_t)f->offset == off && d == type) {
                    *field = 1;
                    return (char *)o + off;
                }
            }
    exc_throwf(t, "java/lang/IllegalArgumentException",
               "sun.misc.Unsafe: offset %lld is no field of %s of the type used (this VM's Unsafe reaches only instance fields and array elements)",
               (long long)off, o->cls->name);
    return NULL;
}

/* 0 when (a[1], a[2]) is a word the atomic natives may use for an access of
 * type `type`: an instance field of that type or an aligned element word of
 * an array; else -1 with an exception pending. */
static int unsafe_word(VMThread *t, Value *a, char type)
{
    int field;
    return unsafe_at(t, a[1].l, a[2].j, type, type == 'I' ? 4 : 8, 1, &field) ? 0 : -1;
}

#define UNSAFE(name, type, inner, zero) \
    NATIVE(name) \
    { \
        if (unsafe_word(t, a, type) < 0) \
            return (Value){ zero }; \
        return inner(t, a + 1); \
    }

UNSAFE(u_casInt, 'I', casInt, .i = 0)
UNSAFE(u_getAndAddInt, 'I', getAndAddInt, .i = 0)
UNSAFE(u_getAndSetInt, 'I', getAndSetInt, .i = 0)
UNSAFE(u_casLong, 'J', casLong, .i = 0)
UNSAFE(u_getAndAddLong, 'J', getAndAddLong, .j = 0)
UNSAFE(u_getAndSetLong, 'J', getAndSetLong, .j = 0)
UNSAFE(u_casRef, 'L', casRef, .i = 0)
UNSAFE(u_getAndSetRef, 'L', getAndSetRef, .l = NULL)

/* Plain and volatile loads and stores of every type (all sequentially
 * consistent): an aligned word atomically, an unaligned one inside a
 * primitive array byte-wise between fences, a small-typed field through its
 * int32 slot (the slot's value extended as the interpreter keeps it). */
#define U_LOAD(p, T, v) \
    do { \
        if ((uintptr_t)(p) % sizeof(T) == 0) { \
            __atomic_load((T *)(p), &(v), SC); \
        } else { \
            __atomic_thread_fence(SC); \
            memcpy(&(v), (p), sizeof(T)); \
            __atomic_thread_fence(SC); \
        } \
    } while (0)

#define U_STORE(p, T, v) \
    do { \
        if ((uintptr_t)(p) % sizeof(T) == 0) { \
            __atomic_store((T *)(p), &(v), SC); \
        } else { \
            __atomic_thread_fence(SC); \
            memcpy((p), &(v), sizeof(T)); \
            __atomic_thread_fence(SC); \
        } \
    } while (0)

#define U_ACCESS(Name, T, tc, slot, arg, SMALL_LOAD, SMALL_STORE) \
    NATIVE(u_get##Name) \
    { \
        int field; \
        void *p = unsafe_at(t, a[1].l, a[2].j, tc, (int)sizeof(T), 0, &field); \
        Value r = { .raw = 0 }; \
        T v; \
        if (p == NULL) \
            return r; \
        if (field && sizeof(T) < 4) { \
            SMALL_LOAD; \
        } else { \
            U_LOAD(p, T, v); \
        } \
        r.slot = v; \
        return r; \
    } \
    NATIVE(u_put##Name) \
    { \
        int field; \
        void *p = unsafe_at(t, a[1].l, a[2].j, tc, (int)sizeof(T), 0, &field); \
        T v = (T)a[4].arg;             /* this, o, off (two slots), x */ \
        if (p == NULL) \
            RET_V(); \
        if (field && sizeof(T) < 4) { \
            SMALL_STORE; \
        } else { \
            U_STORE(p, T, v); \
        } \
        RET_V(); \
    }

#define SLOT_LOAD(T) v = (T)__atomic_load_n((int32_t *)p, SC)
#define SLOT_STORE __atomic_store_n((int32_t *)p, (int32_t)v, SC)
#define NO_SLOT (void)0

U_ACCESS(Byte, int8_t, 'B', i, i, SLOT_LOAD(int8_t), SLOT_STORE)
U_ACCESS(Boolean, uint8_t, 'Z', i, i, SLOT_LOAD(uint8_t), SLOT_STORE)
U_ACCESS(Short, int16_t, 'S', i, i, SLOT_LOAD(int16_t), SLOT_STORE)
U_ACCESS(Char, uint16_t, 'C', i, i, SLOT_LOAD(uint16_t), SLOT_STORE)
U_ACCESS(Int, int32_t, 'I', i, i, NO_SLOT, NO_SLOT)
U_ACCESS(Long, int64_t, 'J', j, j, NO_SLOT, NO_SLOT)
U_ACCESS(Float, float, 'F', f, f, NO_SLOT, NO_SLOT)
U_ACCESS(Double, double, 'D', d, d, NO_SLOT, NO_SLOT)
U_ACCESS(Ref, Object *, 'L', l, l, NO_SLOT, NO_SLOT)

/* long objectFieldOffset0(Field f): the byte offset of instance field f. */
NATIVE(u_objectFieldOffset0)
{
    Object *fo = a[1].l;
    if (fo == NULL) {
        exc_npe(t, NULL);
        return (Value){ .j = 0 };
    }
    Field *f = (Field *)(intptr_t)FIELD_AT(fo, class_field_offset(fo->cls, "handle"), int64_t);
    if (f == NULL || (f->access & ACC_STATIC)) {
        exc_throw(t, "java/lang/IllegalArgumentException", "sun.misc.Unsafe: static fields are not supported by this VM");
        return (Value){ .j = 0 };
    }
    return (Value){ .j = (int64_t)f->offset };
}

#define OJ "(Ljava/lang/Object;J"
#define UN "sun/misc/Unsafe"
#define O "Ljava/lang/Object;"

#define DEFS(AT) \
    { AT, "getInt", OJ ")I", getInt }, \
    { AT, "putInt", OJ "I)V", putInt }, \
    { AT, "casInt", OJ "II)Z", casInt }, \
    { AT, "cmpxchgInt", OJ "II)I", cmpxchgInt }, \
    { AT, "getAndAddInt", OJ "I)I", getAndAddInt }, \
    { AT, "getAndSetInt", OJ "I)I", getAndSetInt }, \
    { AT, "getLong", OJ ")J", getLong }, \
    { AT, "putLong", OJ "J)V", putLong }, \
    { AT, "casLong", OJ "JJ)Z", casLong }, \
    { AT, "cmpxchgLong", OJ "JJ)J", cmpxchgLong }, \
    { AT, "getAndAddLong", OJ "J)J", getAndAddLong }, \
    { AT, "getAndSetLong", OJ "J)J", getAndSetLong }, \
    { AT, "getRef", OJ ")Ljava/lang/Object;", getRef }, \
    { AT, "putRef", OJ "Ljava/lang/Object;)V", putRef }, \
    { AT, "casRef", OJ "Ljava/lang/Object;Ljava/lang/Object;)Z", casRef }, \
    { AT, "cmpxchgRef", OJ "Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;", cmpxchgRef }, \
    { AT, "getAndSetRef", OJ "Ljava/lang/Object;)Ljava/lang/Object;", getAndSetRef }, \
    { AT, "arrayBase", "()I", arrayBase }, \
    { AT, "fieldInfo", "(Ljava/lang/Class;Ljava/lang/String;[J)Ljava/lang/String;", fieldInfo },


static const NativeDef defs[] = {
    DEFS("java/util/concurrent/atomic/Atomics")
    DEFS("java/lang/invoke/VarHandleWords")
    { "java/lang/invoke/VarHandleWords", "getSmall", OJ "I)I", getSmall },
    { "java/lang/invoke/VarHandleWords", "putSmall", OJ "II)V", putSmall },
    { "java/lang/invoke/VarHandleWords", "cmpxchgSmall", OJ "III)I", cmpxchgSmall },
    { UN, "getByte", OJ ")B", u_getByte },
    { UN, "putByte", OJ "B)V", u_putByte },
    { UN, "getByteVolatile", OJ ")B", u_getByte },
    { UN, "putByteVolatile", OJ "B)V", u_putByte },
    { UN, "getBoolean", OJ ")Z", u_getBoolean },
    { UN, "putBoolean", OJ "Z)V", u_putBoolean },
    { UN, "getBooleanVolatile", OJ ")Z", u_getBoolean },
    { UN, "putBooleanVolatile", OJ "Z)V", u_putBoolean },
    { UN, "getShort", OJ ")S", u_getShort },
    { UN, "putShort", OJ "S)V", u_putShort },
    { UN, "getShortVolatile", OJ ")S", u_getShort },
    { UN, "putShortVolatile", OJ "S)V", u_putShort },
    { UN, "getChar", OJ ")C", u_getChar },
    { UN, "putChar", OJ "C)V", u_putChar },
    { UN, "getCharVolatile", OJ ")C", u_getChar },
    { UN, "putCharVolatile", OJ "C)V", u_putChar },
    { UN, "getInt", OJ ")I", u_getInt },
    { UN, "putInt", OJ "I)V", u_putInt },
    { UN, "getIntVolatile", OJ ")I", u_getInt },
    { UN, "putIntVolatile", OJ "I)V", u_putInt },
    { UN, "putOrderedInt", OJ "I)V", u_putInt },
    { UN, "getLong", OJ ")J", u_getLong },
    { UN, "putLong", OJ "J)V", u_putLong },
    { UN, "getLongVolatile", OJ ")J", u_getLong },
    { UN, "putLongVolatile", OJ "J)V", u_putLong },
    { UN, "putOrderedLong", OJ "J)V", u_putLong },
    { UN, "getFloat", OJ ")F", u_getFloat },
    { UN, "putFloat", OJ "F)V", u_putFloat },
    { UN, "getFloatVolatile", OJ ")F", u_getFloat },
    { UN, "putFloatVolatile", OJ "F)V", u_putFloat },
    { UN, "getDouble", OJ ")D", u_getDouble },
    { UN, "putDouble", OJ "D)V", u_putDouble },
    { UN, "getDoubleVolatile", OJ ")D", u_getDouble },
    { UN, "putDoubleVolatile", OJ "D)V", u_putDouble },
    { UN, "getObject", OJ ")Ljava/lang/Object;", u_getRef },
    { UN, "putObject", OJ "Ljava/lang/Object;)V", u_putRef },
    { UN, "getObjectVolatile", OJ ")Ljava/lang/Object;", u_getRef },
    { UN, "putObjectVolatile", OJ "Ljava/lang/Object;)V", u_putRef },
    { UN, "putOrderedObject", OJ "Ljava/lang/Object;)V", u_putRef },
    { UN, "compareAndSwapInt", OJ "II)Z", u_casInt },
    { UN, "getAndAddInt", OJ "I)I", u_getAndAddInt },
    { UN, "getAndSetInt", OJ "I)I", u_getAndSetInt },
    { UN, "compareAndSwapLong", OJ "JJ)Z", u_casLong },
    { UN, "getAndAddLong", OJ "J)J", u_getAndAddLong },
    { UN, "getAndSetLong", OJ "J)J", u_getAndSetLong },
    { UN, "compareAndSwapObject", OJ O O ")Z", u_casRef },
    { UN, "getAndSetObject", OJ O ")" O, u_getAndSetRef },
    { UN, "arrayBase0", "()I", arrayBase },
    { UN, "objectFieldOffset0", "(Ljava/lang/reflect/Field;)J", u_objectFieldOffset0 },
};

void natives_atomics_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
