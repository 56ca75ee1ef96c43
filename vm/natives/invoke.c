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
 * identity.
 *
 * invokedynamic with a program's own bootstrap method (indy.c hands such
 * sites here) and ldc of CONSTANT_MethodHandle, MethodType and Dynamic go
 * through java.lang.invoke.Linkage: invoke_constant turns a constant into
 * its object (handles, types and dynamic constants cached in rcp[], so
 * each resolves once), invoke_bootstrap calls the bootstrap method for a
 * CallSite, and invoke_call_site boxes a call's arguments and runs the
 * site's current target. */
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
#include "../resolve.h"

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

/* A result r boxed by Java as descriptor char rc says: a reference as it
 * is, a primitive unboxed (NullPointerException for null). */
static Value unbox_result(VMThread *t, char rc, Value r)
{
    if (rc == 'V' || rc == 'L' || rc == '[')
        return r;
    Object *o = r.l;
    if (o == NULL) {
        exc_npe(t, NULL);
        return (Value){ .raw = 0 };
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

/* The arguments of descriptor desc at args (JVMS slots), boxed into a new
 * Object[]; NULL with an exception pending. */
static Array *box_args(VMThread *t, const char *desc, const Value *args)
{
    int n = 0;
    const char *p;
    for (p = desc + 1; *p && *p != ')'; p = desc_skip_type(p))
        n++;
    Array *arr = array_new_ref(t, cls_Object, n);
    if (arr == NULL)
        return NULL;
    int slot = 0, k = 0;
    for (p = desc + 1; *p && *p != ')'; p = desc_skip_type(p), k++) {
        Value v = args[slot];
        slot += *p == 'J' || *p == 'D' ? 2 : 1;
        Object *o = v.l;
        if (*p != 'L' && *p != '[') {
            o = box(t, *p, v);
            if (o == NULL)
                return NULL;
        }
        ARRAY_ELEMS(arr, Object *)[k] = o;
    }
    return arr;
}

/* ---- VarHandle's fast path ----
 *
 * A call of a field, static or array-element VarHandle (VarHandle$Word,
 * invoke behaviour) of an int, long, float, double or reference variable
 * (no getAndAdd or bitwise mode for float and double) whose site passes
 * each primitive as the mode's type is run here, with the atomic classes'
 * natives (atomics.c, through native_lookup), when every check passes: the
 * receiver is an instance of the field's class, the array of the handle's
 * array class and the index in bounds, a reference value an instance of the
 * variable's type (of the array's component type for a store), and a
 * reference result of a site type that names the variable's type itself.
 * Anything else returns 0, untouched, and Java does the call with its
 * conversions and exceptions.  (The natives take (object, offset) in
 * three slots, then their operands, a long's in two.) */

enum { VK_GET, VK_SET, VK_CAS, VK_CAE, VK_GAS, VK_ADD, VK_OR, VK_AND, VK_XOR };

static int vh_kind(int mode)
{
    static const signed char kinds[] = {
        VK_GET, VK_SET, VK_GET, VK_SET, VK_GET, VK_SET, VK_GET, VK_SET,
        VK_CAS, VK_CAE, VK_CAE, VK_CAE, VK_CAS, VK_CAS, VK_CAS, VK_CAS,
        VK_GAS, VK_GAS, VK_GAS, VK_ADD, VK_ADD, VK_ADD, VK_OR, VK_OR, VK_OR,
        VK_AND, VK_AND, VK_AND, VK_XOR, VK_XOR, VK_XOR,
    };
    return kinds[mode];
}

typedef struct VhLayout {
    Class *cls;                     /* VarHandle$Word */
    uint32_t exact, read_only, array, stat, offset, decl, tc, var_type, coords;
    NativeFn op[3][6];              /* [int, long, ref][get, put, cas, cmpxchg, getAndAdd, getAndSet] */
} VhLayout;

static VhLayout *_Atomic vh_layout;

static const VhLayout *layout_of(Class *c)
{
    VhLayout *l = atomic_load_explicit(&vh_layout, memory_order_acquire);
    if (l != NULL)
        return l->cls == c ? l : NULL;
    if (strcmp(c->name, "java/lang/invoke/VarHandle$Word") != 0)
        return NULL;
    l = calloc(1, sizeof *l);
    if (l == NULL)
        return NULL;
    l->cls = c;
    l->exact = class_field_offset(c, "exact");
    l->read_only = class_field_offset(c, "readOnly");
    l->array = class_field_offset(c, "array");
    l->stat = class_field_offset(c, "stat");
    l->offset = class_field_offset(c, "offset");
    l->decl = class_field_offset(c, "decl");
    l->tc = class_field_offset(c, "tc");
    l->var_type = class_field_offset(c, "varType");
    l->coords = class_field_offset(c, "coords");
    static const char *const names[6] = { "get", "put", "cas", "cmpxchg", "getAndAdd", "getAndSet" };
    static const char *const types[3] = { "Int", "Long", "Ref" };
    static const char *const descs[3][6] = {
        { "(Ljava/lang/Object;J)I", "(Ljava/lang/Object;JI)V", "(Ljava/lang/Object;JII)Z",
          "(Ljava/lang/Object;JII)I", "(Ljava/lang/Object;JI)I", "(Ljava/lang/Object;JI)I" },
        { "(Ljava/lang/Object;J)J", "(Ljava/lang/Object;JJ)V", "(Ljava/lang/Object;JJJ)Z",
          "(Ljava/lang/Object;JJJ)J", "(Ljava/lang/Object;JJ)J", "(Ljava/lang/Object;JJ)J" },
        { "(Ljava/lang/Object;J)Ljava/lang/Object;", "(Ljava/lang/Object;JLjava/lang/Object;)V",
          "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Z",
          "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;", NULL,
          "(Ljava/lang/Object;JLjava/lang/Object;)Ljava/lang/Object;" },
    };
    for (int r = 0; r < 3; r++)
        for (int k = 0; k < 6; k++) {
            if (descs[r][k] == NULL)
                continue;
            char n[32];
            snprintf(n, sizeof n, "%s%s", names[k], types[r]);
            l->op[r][k] = native_lookup("java/lang/invoke/VarHandleWords", n, descs[r][k]);
            if (l->op[r][k] == NULL) {
                free(l);
                return NULL;
            }
        }
    VhLayout *none = NULL;
    if (!atomic_compare_exchange_strong(&vh_layout, &none, l)) {
        free(l);
        l = none;
    }
    return l->cls == c ? l : NULL;
}

/* Whether descriptor type p (one of the site's) names class c as a caller in
 * loader `loader` would resolve it, for certain: c's own name, and c boot's
 * or of that loader. */
static int names_class(const char *p, Class *c, Object *loader)
{
    size_t n = strlen(c->name);
    if (c->kind == CK_ARRAY) {
        if (strncmp(p, c->name, n) != 0)
            return 0;
    } else if (p[0] != 'L' || strncmp(p + 1, c->name, n) != 0 || p[n + 1] != ';') {
        return 0;
    }
    Class *e = c;
    while (e->kind == CK_ARRAY)
        e = e->component;
    return e->kind == CK_PRIMITIVE || class_is_boot(e) || e->loader == loader;
}

static int vh_fast(VMThread *t, PolyMethod *pm, Value *args, Value *out)
{
    Object *vh = args[0].l;
    const VhLayout *L = layout_of(vh->cls);
    if (L == NULL || FIELD_AT(vh, L->exact, int32_t))
        return 0;
    int kind = vh_kind(pm->mode);
    int read_only = FIELD_AT(vh, L->read_only, int32_t) != 0;
    char tc = (char)FIELD_AT(vh, L->tc, int32_t);
    /* float and double go as their bits (compare-and-set compares bits, as HotSpot's does) */
    int rep = tc == 'I' || tc == 'F' ? 0 : tc == 'J' || tc == 'D' ? 1 : tc == 'L' ? 2 : -1;
    if (rep < 0 || (read_only && kind != VK_GET) ||
        ((rep == 2 || tc == 'F' || tc == 'D') && kind >= VK_ADD))
        return 0;
    int array = FIELD_AT(vh, L->array, int32_t) != 0, stat = FIELD_AT(vh, L->stat, int32_t) != 0;
    Object *vt_mirror = FIELD_AT(vh, L->var_type, Object *);
    Class *vt = vt_mirror != NULL ? class_of_mirror(vt_mirror) : NULL;
    Array *coords = (Array *)FIELD_AT(vh, L->coords, Object *);
    if (vt == NULL || coords == NULL)
        return 0;
    Frame *cf = t->frame->prev;
    Object *loader = cf != NULL && cf->method != NULL ? cf->method->cls->loader : NULL;
    /* The site's arguments against the mode's: coordinates, then values. */
    const char *p = pm->m.desc + 1;
    int slot = 1;
    Object *base;
    int64_t off;
    if (array) {
        if (*p != 'L' && *p != '[')
            return 0;
        Object *arr = args[slot++].l;
        p = desc_skip_type(p);
        if (*p != 'I')
            return 0;
        int32_t idx = args[slot++].i;
        p++;
        Class *ac = coords->length > 0 ? class_of_mirror(ARRAY_ELEMS(coords, Object *)[0]) : NULL;
        if (arr == NULL || ac == NULL || !class_is_assignable(arr->cls, ac))
            return 0;
        if (idx < 0 || idx >= ((Array *)arr)->length)
            return 0;
        base = arr;
        off = (int64_t)sizeof(Array) + (int64_t)idx * (rep == 0 ? 4 : 8);
    } else if (stat) {
        base = FIELD_AT(vh, L->decl, Object *);
        off = FIELD_AT(vh, L->offset, int64_t);
        if (base == NULL)
            return 0;
    } else {
        if (*p != 'L' && *p != '[')
            return 0;
        Object *recv = args[slot++].l;
        p = desc_skip_type(p);
        Class *dc = coords->length > 0 ? class_of_mirror(ARRAY_ELEMS(coords, Object *)[0]) : NULL;
        if (recv == NULL || dc == NULL || !class_is_assignable(recv->cls, dc))
            return 0;
        base = recv;
        off = FIELD_AT(vh, L->offset, int64_t);
    }
    int nvals = kind == VK_GET ? 0 : kind == VK_CAS || kind == VK_CAE ? 2 : 1;
    Value vals[2];
    for (int k = 0; k < nvals; k++) {
        if (rep == 2) {
            if (*p != 'L' && *p != '[')
                return 0;
            Object *v = args[slot].l;
            Class *want = vt;
            if (array && k == nvals - 1)
                want = base->cls->component;   /* a store: the array's own component type */
            if (v != NULL && !class_is_assignable(v->cls, want))
                return 0;
            if (v != NULL && !class_is_assignable(v->cls, vt))
                return 0;
            slot++;
        } else {
            if (*p != tc)
                return 0;
            slot += rep == 1 ? 2 : 1;
        }
        vals[k] = args[slot - (rep == 1 ? 2 : 1)];
        p = desc_skip_type(p);
    }
    if (*p != ')')
        return 0;
    char rc = p[1];
    char want_ret = kind == VK_SET ? 'V' : kind == VK_CAS ? 'Z' : tc;
    int drop = 0;
    if (rc == 'V' && want_ret != 'V')
        drop = 1;
    else if (want_ret == 'L') {
        if (!names_class(p + 1, vt, loader))
            return 0;
    } else if (rc != want_ret) {
        return 0;
    }
    Value a[8] = { { .l = base }, { .j = off } };     /* off takes two slots */
    int w = rep == 1 ? 2 : 1;       /* operand slots */
    Value r = { .raw = 0 };
    const NativeFn *op = L->op[rep];
    switch (kind) {
    case VK_GET: r = op[0](t, a); break;
    case VK_SET: a[3] = vals[0]; r = op[1](t, a); break;
    case VK_CAS: a[3] = vals[0]; a[3 + w] = vals[1]; r = op[2](t, a); break;
    case VK_CAE: a[3] = vals[0]; a[3 + w] = vals[1]; r = op[3](t, a); break;
    case VK_ADD: a[3] = vals[0]; r = op[4](t, a); break;
    case VK_GAS: a[3] = vals[0]; r = op[5](t, a); break;
    default: {                      /* bitwise: a compare-and-exchange loop */
        Value old = op[0](t, a);
        for (;;) {
            Value nv = old;
            int64_t x = rep == 1 ? vals[0].j : vals[0].i;
            int64_t o = rep == 1 ? old.j : old.i;
            int64_t n = kind == VK_OR ? (o | x) : kind == VK_AND ? (o & x) : (o ^ x);
            if (rep == 1)
                nv.j = n;
            else
                nv.i = (int32_t)n;
            a[3] = old;
            a[3 + w] = nv;
            Value seen = op[3](t, a);
            if (rep == 1 ? seen.j == old.j : seen.i == old.i)
                break;
            old = seen;
        }
        r = old;
        break;
    }
    }
    if (t->exception != NULL)
        return 0;
    *out = drop ? (Value){ .raw = 0 } : r;
    return 1;
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
    Value fast;
    if (pm->mode >= 0 && vh_fast(t, pm, args, &fast))
        return fast;
    if (t->exception != NULL)
        return none;
    Array *arr = box_args(t, desc, args + 1);
    if (arr == NULL)
        return none;
    const char *p = strchr(desc, ')');
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
    return unbox_result(t, p != NULL ? p[1] : 'V', r);
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

/* ---- invokedynamic and constants through java.lang.invoke.Linkage ---- */

/* Calls the static Linkage.name desc; the result, or NULL (check
 * t->exception). */
static Object *linkage_call(VMThread *t, const char *name, const char *desc, Value *args)
{
    Class *k = class_load(t, "java/lang/invoke/Linkage");
    if (k == NULL || class_init(t, k) < 0)
        return NULL;
    Method *m = class_own_method(k, name, desc);
    if (m == NULL) {
        exc_throwf(t, "java/lang/InternalError", "no Linkage.%s%s", name, desc);
        return NULL;
    }
    Value r = interp_call(t, m, args);
    return t->exception != NULL ? NULL : r.l;
}

static Object *caller_mirror(VMThread *t, Class *cur)
{
    return class_mirror(t, cur);
}

/* Publishes o in rcp[idx] unless another thread did first; returns the
 * entry's object. */
static Object *publish_constant(Class *cur, unsigned idx, Object *o)
{
    void *expected = NULL;
    if (atomic_compare_exchange_strong(&cur->rcp[idx], &expected, o))
        return o;
    return expected;
}

static Object *constant_at(VMThread *t, Class *cur, unsigned idx, int depth);

/* The static arguments of bootstrap bm as a new Object[]. */
static Array *static_args(VMThread *t, Class *cur, CfBootstrap *bm, int depth)
{
    Array *arr = array_new_ref(t, cls_Object, bm->arg_count);
    if (arr == NULL)
        return NULL;
    for (int k = 0; k < bm->arg_count; k++) {
        Object *o = constant_at(t, cur, bm->args[k], depth + 1);
        if (t->exception != NULL)
            return NULL;
        ARRAY_ELEMS(arr, Object *)[k] = o;
    }
    return arr;
}

/* A CONSTANT_MethodHandle: its member resolved as the bytecode that
 * names it would be (HotSpot's linkage errors), then the handle made by
 * the caller's full-privilege lookup. */
static Object *method_handle_constant(VMThread *t, Class *cur, unsigned idx)
{
    ClassFile *cf = cur->cf;
    int kind = cf->cp[idx].u.ref.a;
    unsigned ref = cf->cp[idx].u.ref.b;
    if (ref == 0 || ref >= cf->cp_count) {
        exc_throw(t, "java/lang/ClassFormatError", "bad method handle constant");
        return NULL;
    }
    if (kind >= 1 && kind <= 4) {
        if (resolve_field(t, cur, ref, kind == 2 || kind == 4) == NULL)
            return NULL;
    } else {
        int rk = kind == 6 ? RK_STATIC : kind == 7 || kind == 8 ? RK_SPECIAL
                 : kind == 9 ? RK_INTERFACE : RK_VIRTUAL;
        if (resolve_method(t, cur, ref, rk) == NULL)
            return NULL;
    }
    Class *refc = resolve_class(t, cur, cf->cp[ref].u.ref.a);
    if (refc == NULL)
        return NULL;
    unsigned nt = cf->cp[ref].u.ref.b;
    Object *caller = caller_mirror(t, cur);
    Object *rm = class_mirror(t, refc);
    Object *name = jstring_new(t, cf_utf8(cf, cf->cp[nt].u.ref.a));
    Object *desc = name != NULL ? jstring_new(t, cf_utf8(cf, cf->cp[nt].u.ref.b)) : NULL;
    if (caller == NULL || rm == NULL || desc == NULL)
        return NULL;
    Value a[5] = { { .l = caller }, { .i = kind }, { .l = rm }, { .l = name }, { .l = desc } };
    return linkage_call(t, "methodHandle",
                        "(Ljava/lang/Class;ILjava/lang/Class;Ljava/lang/String;Ljava/lang/String;)"
                        "Ljava/lang/invoke/MethodHandle;", a);
}

/* The constant idx of cur as an object (a primitive boxed); NULL with an
 * exception pending, or a null dynamic constant.  depth bounds dynamic
 * constants that name each other among their static arguments. */
static Object *constant_at(VMThread *t, Class *cur, unsigned idx, int depth)
{
    ClassFile *cf = cur->cf;
    if (cf == NULL || idx == 0 || idx >= cf->cp_count) {
        exc_throw(t, "java/lang/ClassFormatError", "bad constant index");
        return NULL;
    }
    if (depth > 64) {
        exc_throw(t, "java/lang/StackOverflowError", NULL);
        return NULL;
    }
    CfConst *c = &cf->cp[idx];
    switch (c->tag) {
    case CP_INTEGER: return box(t, 'I', (Value){ .i = c->u.i });
    case CP_FLOAT: return box(t, 'F', (Value){ .f = c->u.f });
    case CP_LONG: return box(t, 'J', (Value){ .j = c->u.l });
    case CP_DOUBLE: return box(t, 'D', (Value){ .d = c->u.d });
    case CP_STRING: return resolve_string(t, cur, idx);
    case CP_CLASS: {
        Class *k = resolve_class(t, cur, idx);
        return k != NULL ? class_mirror(t, k) : NULL;
    }
    case CP_METHOD_TYPE: case CP_METHOD_HANDLE: case CP_DYNAMIC:
        break;
    default:
        exc_throw(t, "java/lang/InternalError", "constant kind not loadable");
        return NULL;
    }
    Object *o = atomic_load_explicit(&cur->rcp[idx], memory_order_acquire);
    if (o != NULL)
        return o;
    if (c->tag == CP_METHOD_TYPE) {
        Object *caller = caller_mirror(t, cur);
        Object *desc = jstring_new(t, cf_utf8(cf, c->u.ref.a));
        if (caller == NULL || desc == NULL)
            return NULL;
        Value a[2] = { { .l = caller }, { .l = desc } };
        o = linkage_call(t, "methodType", "(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/invoke/MethodType;", a);
    } else if (c->tag == CP_METHOD_HANDLE) {
        o = method_handle_constant(t, cur, idx);
    } else {
        if (c->u.ref.a >= cf->bootstrap_count) {
            exc_throw(t, "java/lang/ClassFormatError", "bad dynamic constant");
            return NULL;
        }
        CfBootstrap *bm = &cf->bootstraps[c->u.ref.a];
        unsigned nt = c->u.ref.b;
        Object *bsm = constant_at(t, cur, bm->method_ref, depth + 1);
        if (bsm == NULL)
            return NULL;
        Array *args = static_args(t, cur, bm, depth);
        Object *caller = caller_mirror(t, cur);
        Object *name = args != NULL ? jstring_new(t, cf_utf8(cf, cf->cp[nt].u.ref.a)) : NULL;
        Object *desc = name != NULL ? jstring_new(t, cf_utf8(cf, cf->cp[nt].u.ref.b)) : NULL;
        if (caller == NULL || desc == NULL)
            return NULL;
        Value a[5] = { { .l = caller }, { .l = bsm }, { .l = name }, { .l = desc }, { .l = &args->hdr } };
        o = linkage_call(t, "constant",
                         "(Ljava/lang/Class;Ljava/lang/invoke/MethodHandle;Ljava/lang/String;Ljava/lang/String;"
                         "[Ljava/lang/Object;)Ljava/lang/Object;", a);
    }
    if (o == NULL)
        return NULL;                /* a null dynamic constant is not cached */
    return publish_constant(cur, idx, o);
}

Object *invoke_constant(VMThread *t, Class *cur, unsigned idx)
{
    return constant_at(t, cur, idx, 0);
}

int invoke_ldc(VMThread *t, Class *cur, unsigned idx, Value *v)
{
    Object *o = constant_at(t, cur, idx, 0);
    if (t->exception != NULL)
        return -1;
    CfConst *c = &cur->cf->cp[idx];
    if (c->tag == CP_DYNAMIC) {
        const char *d = cf_utf8(cur->cf, cur->cf->cp[c->u.ref.b].u.ref.b);
        if (d != NULL && d[0] != 'L' && d[0] != '[') {
            *v = unbox_result(t, d[0], (Value){ .l = o });
            return t->exception != NULL ? -1 : 0;
        }
        if (o == NULL) {            /* null: not cached, so not quickened */
            v->l = NULL;
            return 0;
        }
    }
    v->l = o;
    return 1;
}

Object *invoke_bootstrap(VMThread *t, Class *cur, unsigned bsm_index, const char *name, const char *desc)
{
    ClassFile *cf = cur->cf;
    CfBootstrap *bm = &cf->bootstraps[bsm_index];
    Object *bsm = constant_at(t, cur, bm->method_ref, 0);
    if (bsm == NULL)
        return NULL;
    Array *args = static_args(t, cur, bm, 0);
    Object *caller = args != NULL ? caller_mirror(t, cur) : NULL;
    Object *jname = caller != NULL ? jstring_new(t, name) : NULL;
    Object *jdesc = jname != NULL ? jstring_new(t, desc) : NULL;
    if (jdesc == NULL)
        return NULL;
    Value a[5] = { { .l = caller }, { .l = bsm }, { .l = jname }, { .l = jdesc }, { .l = &args->hdr } };
    return linkage_call(t, "callSite",
                        "(Ljava/lang/Class;Ljava/lang/invoke/MethodHandle;Ljava/lang/String;Ljava/lang/String;"
                        "[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;", a);
}

Value *invoke_call_site(VMThread *t, Object *site, const char *desc, int arg_slots, Value *sp)
{
    Value *args = sp - arg_slots;
    Array *arr = box_args(t, desc, args);
    if (arr == NULL)
        return sp;
    Value a[2] = { { .l = site }, { .l = &arr->hdr } };
    Object *r = linkage_call(t, "invoke",
                             "(Ljava/lang/invoke/CallSite;[Ljava/lang/Object;)Ljava/lang/Object;", a);
    if (t->exception != NULL)
        return sp;
    const char *p = strchr(desc, ')');
    char rc = p != NULL ? p[1] : 'V';
    Value v = unbox_result(t, rc, (Value){ .l = r });
    if (t->exception != NULL)
        return sp;
    if (rc == 'V')
        return args;
    *args = v;
    return args + (rc == 'J' || rc == 'D' ? 2 : 1);
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
