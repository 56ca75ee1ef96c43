/* invoke.c: the VM's side of java.lang.invoke (classlib/CONTRACT.md).
 *
 * MethodHandle.invokeExact and invoke are signature-polymorphic: a call site
 * names them with its own descriptor.  resolve_method links such a site to
 * a native Method made here for that descriptor (one per name and
 * descriptor, kept for the VM's life), whose code boxes the arguments into
 * an Object[] and calls MethodHandle.invokeFromVM (Java: type checks,
 * conversions, the call), then unboxes the result as the descriptor says.
 *
 * VarHandle's access-mode methods (get, set, compareAndSet, ...) are
 * signature-polymorphic too and are linked the same way: their stub calls
 * VarHandle.invokeFromVM with the mode's ordinal in VarHandle.AccessMode
 * (vh_modes below, in the enum's order).  Each stub's descriptor String is
 * made once and kept (a heap root), so that Java can cache per site by
 * identity. */
#include <stdatomic.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <uthash.h>
#include "../class.h"
#include "../excep.h"
#include "../interp.h"
#include "../jstring.h"
#include "../native.h"

#define NATIVE(name) static Value name(VMThread *t, Value *a)

typedef struct PolyMethod {
    char *key;                      /* name + ' ' + desc; owned */
    Method m;
    int mode;                       /* VarHandle: the access mode's ordinal; MethodHandle: -1 */
    Object *jdesc;                  /* desc as a String (a heap root), made at the first call */
    UT_hash_handle hh;
} PolyMethod;

/* VarHandle.AccessMode's method names, in the enum's order. */
static const char *const vh_modes[] = {
    "get", "set", "getVolatile", "setVolatile", "getAcquire", "setRelease", "getOpaque", "setOpaque",
    "compareAndSet", "compareAndExchange", "compareAndExchangeAcquire", "compareAndExchangeRelease",
    "weakCompareAndSetPlain", "weakCompareAndSet", "weakCompareAndSetAcquire", "weakCompareAndSetRelease",
    "getAndSet", "getAndSetAcquire", "getAndSetRelease", "getAndAdd", "getAndAddAcquire", "getAndAddRelease",
    "getAndBitwiseOr", "getAndBitwiseOrRelease", "getAndBitwiseOrAcquire", "getAndBitwiseAnd",
    "getAndBitwiseAndRelease", "getAndBitwiseAndAcquire", "getAndBitwiseXor", "getAndBitwiseXorRelease",
    "getAndBitwiseXorAcquire",
};
#define VH_NMODES ((int)(sizeof vh_modes / sizeof vh_modes[0]))

static int vh_mode(const char *name)
{
    for (int k = 0; k < VH_NMODES; k++)
        if (strcmp(vh_modes[k], name) == 0)
            return k;
    return -1;
}

static PolyMethod *poly_methods;    /* guarded by the loader lock */

static const char *box_name(char c)
{
    switch (c) {
    case 'Z': return "java/lang/Boolean";
    case 'B': return "java/lang/Byte";
    case 'C': return "java/lang/Character";
    case 'S': return "java/lang/Short";
    case 'I': return "java/lang/Integer";
    case 'J': return "java/lang/Long";
    case 'F': return "java/lang/Float";
    default: return "java/lang/Double";
    }
}

/* The box of primitive v of type c (Integer.valueOf...), or NULL with an
 * exception pending. */
static Object *box(VMThread *t, char c, Value v)
{
    const char *bn = box_name(c);
    Class *k = class_load(t, bn);
    if (k == NULL || class_init(t, k) < 0)
        return NULL;
    char desc[64];
    snprintf(desc, sizeof desc, "(%c)L%s;", c, bn);
    Method *m = class_own_method(k, "valueOf", desc);
    if (m == NULL) {
        exc_throwf(t, "java/lang/InternalError", "no %s.valueOf%s", bn, desc);
        return NULL;
    }
    Value a2[2] = { v, { .raw = 0 } };     /* a long or double takes two slots */
    Value r = interp_call(t, m, a2);
    return t->exception != NULL ? NULL : r.l;
}

static Value poly_stub(VMThread *t, Value *args)
{
    Value none = { .raw = 0 };
    Method *m = t->frame->method;
    PolyMethod *pm = (PolyMethod *)((char *)m - offsetof(PolyMethod, m));
    const char *desc = m->desc;
    int exact = pm->mode >= 0 ? pm->mode : strcmp(m->name, "invokeExact") == 0;
    Object *mh = args[0].l;
    if (mh == NULL) {
        exc_npe(t, NULL);
        return none;
    }
    int n = 0;
    const char *p;
    for (p = desc + 1; *p && *p != ')'; p = desc_skip_type(p))
        n++;
    Array *arr = array_new_ref(t, cls_Object, n);
    if (arr == NULL)
        return none;
    int slot = 1, k = 0;
    for (p = desc + 1; *p && *p != ')'; p = desc_skip_type(p), k++) {
        Value v = args[slot];
        slot += *p == 'J' || *p == 'D' ? 2 : 1;
        Object *o = v.l;
        if (*p != 'L' && *p != '[') {
            o = box(t, *p, v);
            if (o == NULL)
                return none;
        }
        ARRAY_ELEMS(arr, Object *)[k] = o;
    }
    Frame *cf = t->frame->prev;
    Object *caller = cf != NULL && cf->method != NULL ? class_mirror(t, cf->method->cls) : NULL;
    Object *jdesc = __atomic_load_n(&pm->jdesc, __ATOMIC_ACQUIRE);
    if (jdesc == NULL) {
        Object *fresh = jstring_new(t, desc);
        if (fresh == NULL)
            return none;
        /* No allocation between the publication and the root: no collection. */
        if (__atomic_compare_exchange_n(&pm->jdesc, &jdesc, fresh, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
            heap_add_root(&pm->jdesc);
            jdesc = fresh;
        }
    }
    Value cargs[5] = { { .l = mh }, { .l = caller }, { .l = jdesc }, { .i = exact }, { .l = &arr->hdr } };
    Value r = interp_call_named(t, mh, "invokeFromVM",
                                pm->mode >= 0
                                ? "(Ljava/lang/Class;Ljava/lang/String;I[Ljava/lang/Object;)Ljava/lang/Object;"
                                : "(Ljava/lang/Class;Ljava/lang/String;Z[Ljava/lang/Object;)Ljava/lang/Object;",
                                cargs);
    if (t->exception != NULL)
        return none;
    char rc = p[0] == ')' ? p[1] : 'V';
    if (rc == 'V' || rc == 'L' || rc == '[')
        return r;
    Object *o = r.l;
    if (o == NULL) {
        exc_npe(t, NULL);
        return none;
    }
    uint32_t off = class_field_offset(o->cls, "value");
    Value out = { .raw = 0 };
    switch (rc) {
    case 'J': out.j = FIELD_AT(o, off, int64_t); break;
    case 'F': out.f = FIELD_AT(o, off, float); break;
    case 'D': out.d = FIELD_AT(o, off, double); break;
    default: out.i = FIELD_AT(o, off, int32_t); break;
    }
    return out;
}

Method *invoke_polymorphic(VMThread *t, Class *c, const char *name, const char *desc)
{
    int mode = -1;
    if (strcmp(c->name, "java/lang/invoke/VarHandle") == 0) {
        if ((mode = vh_mode(name)) < 0)
            return NULL;
    } else if (strcmp(c->name, "java/lang/invoke/MethodHandle") != 0 ||
               (strcmp(name, "invokeExact") != 0 && strcmp(name, "invoke") != 0)) {
        return NULL;
    }
    size_t kl = strlen(name) + strlen(desc) + 2;
    char *key = malloc(kl);
    if (key == NULL) {
        exc_oom(t);
        return NULL;
    }
    snprintf(key, kl, "%s %s", name, desc);
    class_lock(t);
    PolyMethod *pm;
    HASH_FIND_STR(poly_methods, key, pm);
    if (pm == NULL && (pm = calloc(1, sizeof *pm)) != NULL) {
        pm->key = key;
        key = NULL;
        Method *m = &pm->m;
        pm->mode = mode;
        m->cls = c;
        m->name = mode >= 0 ? vh_modes[mode] : strcmp(name, "invoke") == 0 ? "invoke" : "invokeExact";
        m->desc = strchr(pm->key, ' ') + 1;
        /* Private: linked as invokespecial is, straight to this method. */
        m->access = ACC_PUBLIC | ACC_PRIVATE | ACC_FINAL | ACC_NATIVE | ACC_VARARGS;
        m->vtable_index = -1;
        m->arg_slots = (uint16_t)(desc_arg_slots(m->desc, &m->ret) + 1);
        m->ret_slots = m->ret == 'V' ? 0 : (m->ret == 'J' || m->ret == 'D') ? 2 : 1;
        m->native = poly_stub;
        method_set_key(m);
        HASH_ADD_KEYPTR(hh, poly_methods, pm->key, strlen(pm->key), pm);
    }
    class_unlock();
    free(key);
    if (pm == NULL)
        exc_oom(t);
    return pm != NULL ? &pm->m : NULL;
}

/* The declared natives, reached only by reflection (Method.invoke). */
NATIVE(mh_reflective)
{
    (void)a;
    exc_throw(t, "java/lang/UnsupportedOperationException", "cannot reflectively invoke MethodHandle");
    return (Value){ .raw = 0 };
}

/* VarHandle's access-mode natives, reached only by reflection. */
static Value vh_reflective(VMThread *t, Value *a)
{
    (void)a;
    exc_throw(t, "java/lang/UnsupportedOperationException", "cannot reflectively invoke VarHandle");
    return (Value){ .raw = 0 };
}

NATIVE(vh_fullFence)
{
    (void)t;
    (void)a;
    atomic_thread_fence(memory_order_seq_cst);
    return (Value){ .raw = 0 };
}

NATIVE(vh_acquireFence)
{
    (void)t;
    (void)a;
    atomic_thread_fence(memory_order_acquire);
    return (Value){ .raw = 0 };
}

NATIVE(vh_releaseFence)
{
    (void)t;
    (void)a;
    atomic_thread_fence(memory_order_release);
    return (Value){ .raw = 0 };
}

/* MethodHandles.callerClass0: the caller of MethodHandles.lookup(), past
 * reflection and method handles. */
NATIVE(mhs_callerClass0)
{
    (void)a;
    Class *c = native_caller_class(t, 0);
    return (Value){ .l = class_mirror(t, c != NULL ? c : cls_Object) };
}

static const NativeDef defs[] = {
    { "java/lang/invoke/MethodHandle", "invokeExact", "([Ljava/lang/Object;)Ljava/lang/Object;", mh_reflective },
    { "java/lang/invoke/MethodHandle", "invoke", "([Ljava/lang/Object;)Ljava/lang/Object;", mh_reflective },
    { "java/lang/invoke/MethodHandles", "callerClass0", "()Ljava/lang/Class;", mhs_callerClass0 },
    { "java/lang/invoke/VarHandle", "fullFence", "()V", vh_fullFence },
    { "java/lang/invoke/VarHandle", "acquireFence", "()V", vh_acquireFence },
    { "java/lang/invoke/VarHandle", "releaseFence", "()V", vh_releaseFence },
};

void natives_invoke_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
    static NativeDef vh[VH_NMODES];
    for (int k = 0; k < VH_NMODES; k++) {
        const char *n = vh_modes[k];
        int is_set = strncmp(n, "set", 3) == 0;
        int is_cas = strstr(n, "ompareAndSet") != NULL;
        vh[k] = (NativeDef){ "java/lang/invoke/VarHandle", n,
                             is_set ? "([Ljava/lang/Object;)V"
                             : is_cas ? "([Ljava/lang/Object;)Z" : "([Ljava/lang/Object;)Ljava/lang/Object;",
                             vh_reflective };
    }
    native_register(vh, VH_NMODES);
}
