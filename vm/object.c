/* object.c: creating, copying and hashing objects and arrays. */
#include <string.h>
#include "class.h"
#include "excep.h"
#include "object.h"
#include "reference.h"
#include "thread.h"

Object *obj_new(VMThread *t, Class *cls)
{
    Object *o = heap_alloc(t, cls->instance_size);
    if (o == NULL) {
        exc_oom(t);
        return NULL;
    }
    o->cls = cls;
    if (__builtin_expect((cls->flags & CF_FINALIZABLE) != 0, 0) &&
        ref_register_finalizable(t, o) < 0)
        return NULL;
    return o;
}

Array *array_new(VMThread *t, Class *acls, int32_t n)
{
    if (n < 0) {
        exc_throwf(t, "java/lang/NegativeArraySizeException", "%d", n);
        return NULL;
    }
    size_t bytes = sizeof(Array) + (size_t)n * acls->elem_size;
    Array *a = heap_alloc(t, bytes);
    if (a == NULL) {
        exc_oom(t);
        return NULL;
    }
    a->hdr.cls = acls;
    a->length = n;
    return a;
}

Array *array_new_prim(VMThread *t, char type, int32_t n)
{
    Class *ac = class_array_of(t, cls_prim[(unsigned char)type]);
    return ac ? array_new(t, ac, n) : NULL;
}

Array *array_new_ref(VMThread *t, Class *elem, int32_t n)
{
    Class *ac = class_array_of(t, elem);
    return ac ? array_new(t, ac, n) : NULL;
}

size_t obj_size(Object *o)
{
    Class *c = o->cls;
    if (c->kind == CK_ARRAY)
        return sizeof(Array) + (size_t)((Array *)o)->length * c->elem_size;
    return c->instance_size;
}

Object *obj_clone(VMThread *t, Object *o)
{
    size_t n = obj_size(o);
    Object *c = heap_alloc(t, n);
    if (c == NULL) {
        exc_oom(t);
        return NULL;
    }
    memcpy(c, o, n);
    c->hash = 0;
    c->gcbits = 0;
    atomic_store(&c->mon, 0);
    if (__builtin_expect((c->cls->flags & CF_FINALIZABLE) != 0, 0) &&
        ref_register_finalizable(t, c) < 0)
        return NULL;
    return c;
}

int32_t obj_identity_hash(Object *o)
{
    uint32_t h = __atomic_load_n(&o->hash, __ATOMIC_RELAXED);
    if (h != 0)
        return (int32_t)h;
    /* Marsaglia xorshift on a per-thread state, as HotSpot's default. */
    VMThread *t = vm_current();
    uint64_t x = t ? t->rng : 0x9E3779B97F4A7C15ull ^ (uintptr_t)o;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    if (t)
        t->rng = x;
    h = (uint32_t)(x >> 33) & 0x7FFFFFFF;
    if (h == 0)
        h = 1;
    uint32_t expected = 0;
    if (!__atomic_compare_exchange_n(&o->hash, &expected, h, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
        return (int32_t)expected;
    return (int32_t)h;
}
