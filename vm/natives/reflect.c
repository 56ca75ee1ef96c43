/* reflect.c: natives of java.lang.reflect.VMReflection, the VM's side of
 * core reflection (classlib/CONTRACT.md).
 *
 * Method, Field and Constructor are thin Java shells whose `long` handle is
 * the VM's own Method or Field record (which lives as long as its class,
 * that is forever).  Everything descriptive (class-file attributes,
 * signatures, annotations) is handed to Java as raw bytes plus constant-pool
 * look-ups and parsed there on first request; only what needs the VM's
 * records is done here: listing members, resolving descriptors, invoking a
 * method through interp_call, reading and writing fields, and making the
 * class behind an annotation instance. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../excep.h"
#include "../interp.h"
#include "../jstring.h"
#include "../native.h"
#include "../../threads/threads.h"

#define NATIVE(name) static Value name(VMThread *t, Value *a)
#define RET_I(x) return (Value){ .i = (x) }
#define RET_J(x) return (Value){ .j = (x) }
#define RET_L(x) return (Value){ .l = (x) }
#define RET_V() return (Value){ .raw = 0 }

/* ---- boxes --------------------------------------------------------------- */

static const char box_prims[] = "ZBCSIJFD";
static const char *const box_names[] = {
    "java/lang/Boolean", "java/lang/Byte", "java/lang/Character", "java/lang/Short",
    "java/lang/Integer", "java/lang/Long", "java/lang/Float", "java/lang/Double",
};
static Class *_Atomic box_cls[8];
static uint32_t box_off[8];

/* The box class for primitive descriptor char p (initialized), or NULL with
 * an exception pending. */
static Class *box_class(VMThread *t, int k)
{
    Class *c = atomic_load_explicit(&box_cls[k], memory_order_acquire);
    if (c != NULL)
        return c;
    c = class_load(t, box_names[k]);
    if (c == NULL || class_init(t, c) < 0)
        return NULL;
    box_off[k] = class_field_offset(c, "value");
    atomic_store_explicit(&box_cls[k], c, memory_order_release);
    return c;
}

static int prim_index(char p)
{
    const char *q = p ? strchr(box_prims, p) : NULL;
    return q ? (int)(q - box_prims) : -1;
}

/* The primitive char of a box object, or 0 if o is no box. */
static char box_prim_of(Object *o)
{
    for (int k = 0; k < 8; k++)
        if (o->cls == atomic_load_explicit(&box_cls[k], memory_order_acquire))
            return box_prims[k];
    const char *n = o->cls->name;
    if (strncmp(n, "java/lang/", 10) != 0)
        return 0;
    for (int k = 0; k < 8; k++)
        if (strcmp(n, box_names[k]) == 0)
            return box_prims[k];
    return 0;
}

/* A new box of primitive type p holding v; NULL with an exception pending. */
static Object *box_new(VMThread *t, char p, Value v)
{
    int k = prim_index(p);
    Class *c = box_class(t, k);
    Object *o = c ? obj_new(t, c) : NULL;
    if (o == NULL)
        return NULL;
    if (p == 'J' || p == 'D')
        FIELD_AT(o, box_off[k], int64_t) = v.j;
    else if (p == 'Z')
        FIELD_AT(o, box_off[k], int64_t) = (uint32_t)(v.i & 1);
    else if (p == 'B')
        FIELD_AT(o, box_off[k], int64_t) = (uint32_t)(int32_t)(int8_t)v.i;
    else if (p == 'S')
        FIELD_AT(o, box_off[k], int64_t) = (uint32_t)(int32_t)(int16_t)v.i;
    else if (p == 'C')
        FIELD_AT(o, box_off[k], int64_t) = (uint32_t)(uint16_t)v.i;
    else
        FIELD_AT(o, box_off[k], int64_t) = (uint32_t)v.i;
    return o;
}

/* Converts the value of box o (type `have`) to primitive `want` with the
 * widening conversions of JLS 5.1.2.  Returns 0, or -1 if not allowed. */
static int widen(char have, Value in, char want, Value *out)
{
    if (have == want) {
        *out = in;
        return 0;
    }
    int64_t l;
    switch (have) {
    case 'B': case 'S': case 'I': l = in.i; break;
    case 'C': l = (uint16_t)in.i; break;
    case 'J': l = in.j; break;
    case 'F':
        if (want != 'D')
            return -1;
        out->d = in.f;
        return 0;
    default:
        return -1;
    }
    /* from an integral type */
    static const char *const to[] = { "SIJFD", "IJFD", "IJFD", "JFD", "FD" };
    const char *allowed = have == 'B' ? to[0] : have == 'S' ? to[1] : have == 'C' ? to[2]
                        : have == 'I' ? to[3] : to[4];
    if (!strchr(allowed, want))
        return -1;
    switch (want) {
    case 'S': case 'I': out->i = (int32_t)l; break;
    case 'J': out->j = l; break;
    case 'F': out->f = (float)l; break;
    case 'D': out->d = (double)l; break;
    default: return -1;
    }
    return 0;
}

/* Reads box o's value into *v as its own type; returns its char or 0. */
static char box_read(Object *o, Value *v)
{
    char p = box_prim_of(o);
    if (p == 0)
        return 0;
    int k = prim_index(p);
    if (atomic_load_explicit(&box_cls[k], memory_order_acquire) == NULL) {
        /* A box made before box_class ran (its class is initialized). */
        box_off[k] = class_field_offset(o->cls, "value");
        atomic_store_explicit(&box_cls[k], o->cls, memory_order_release);
    }
    if (p == 'J' || p == 'D')
        v->j = FIELD_AT(o, box_off[k], int64_t);
    else
        v->i = FIELD_AT(o, box_off[k], int32_t);
    return p;
}

/* Unboxes o into primitive `want` (with widening).  Returns 0, or -1 when o
 * is null or no box of a convertible type (nothing pending). */
static int unbox(Object *o, char want, Value *out)
{
    if (o == NULL)
        return -1;
    Value v;
    char have = box_read(o, &v);
    return have ? widen(have, v, want, out) : -1;
}

/* ---- member objects ------------------------------------------------------ */

typedef struct MemberClasses {
    Class *method, *field, *ctor;
    uint32_t m_clazz, m_name, m_mods, m_handle;
    uint32_t f_clazz, f_name, f_mods, f_handle;
    uint32_t c_clazz, c_mods, c_handle;
} MemberClasses;

static MemberClasses mc;
static _Atomic int mc_ready;

static int member_classes(VMThread *t)
{
    if (atomic_load_explicit(&mc_ready, memory_order_acquire))
        return 0;
    Class *m = class_load(t, "java/lang/reflect/Method");
    Class *f = m ? class_load(t, "java/lang/reflect/Field") : NULL;
    Class *c = f ? class_load(t, "java/lang/reflect/Constructor") : NULL;
    if (c == NULL || class_init(t, m) < 0 || class_init(t, f) < 0 || class_init(t, c) < 0)
        return -1;
    mc.m_clazz = class_field_offset(m, "clazz");
    mc.m_name = class_field_offset(m, "name");
    mc.m_mods = class_field_offset(m, "modifiers");
    mc.m_handle = class_field_offset(m, "handle");
    mc.f_clazz = class_field_offset(f, "clazz");
    mc.f_name = class_field_offset(f, "name");
    mc.f_mods = class_field_offset(f, "modifiers");
    mc.f_handle = class_field_offset(f, "handle");
    mc.c_clazz = class_field_offset(c, "clazz");
    mc.c_mods = class_field_offset(c, "modifiers");
    mc.c_handle = class_field_offset(c, "handle");
    mc.method = m;
    mc.field = f;
    mc.ctor = c;
    atomic_store_explicit(&mc_ready, 1, memory_order_release);
    return 0;
}

enum { WANT_METHODS, WANT_CTORS };

static int method_wanted(const Method *m, int kind, int public_only)
{
    if (public_only && !(m->access & ACC_PUBLIC))
        return 0;
    int init = strcmp(m->name, "<init>") == 0;
    if (kind == WANT_CTORS)
        return init;
    return !init && strcmp(m->name, "<clinit>") != 0;
}

/* Method[] or Constructor[] of c's own methods. */
static Object *declared_methods(VMThread *t, Object *mirror, int kind, int public_only)
{
    if (member_classes(t) < 0)
        return NULL;
    Class *c = class_of_mirror(mirror);
    int n = 0;
    int listable = c->kind == CK_INSTANCE;
    int lambda = (c->flags & CF_LAMBDA) != 0;   /* its methods are native stubs */
    if (listable)
        for (int k = 0; k < c->method_count; k++)
            n += method_wanted(&c->methods[k], kind, public_only);
    Class *ec = kind == WANT_CTORS ? mc.ctor : mc.method;
    Array *arr = array_new_ref(t, ec, n);
    if (arr == NULL)
        return NULL;
    int i = 0;
    for (int k = 0; listable && k < c->method_count; k++) {
        Method *m = &c->methods[k];
        if (!method_wanted(m, kind, public_only))
            continue;
        Object *o = obj_new(t, ec);
        if (o == NULL)
            return NULL;
        /* JVM_RECOGNIZED_METHOD_MODIFIERS; a lambda's stubs are public, its writeReplace
         * private final, as HotSpot's proxies declare them */
        int mods = !lambda ? m->access & 0x1dff
                 : (m->access & ACC_PRIVATE) ? ACC_PRIVATE | ACC_FINAL : ACC_PUBLIC;
        if (kind == WANT_CTORS) {
            FIELD_AT(o, mc.c_clazz, Object *) = mirror;
            FIELD_AT(o, mc.c_mods, int64_t) = (uint32_t)mods;
            FIELD_AT(o, mc.c_handle, int64_t) = (int64_t)(intptr_t)m;
        } else {
            Object *name = jstring_intern_utf8(t, m->name, strlen(m->name));
            if (name == NULL)
                return NULL;
            FIELD_AT(o, mc.m_clazz, Object *) = mirror;
            FIELD_AT(o, mc.m_name, Object *) = name;
            FIELD_AT(o, mc.m_mods, int64_t) = (uint32_t)mods;
            FIELD_AT(o, mc.m_handle, int64_t) = (int64_t)(intptr_t)m;
        }
        ARRAY_ELEMS(arr, Object *)[i++] = o;
    }
    return &arr->hdr;
}

NATIVE(vr_methods) { RET_L(declared_methods(t, a[0].l, WANT_METHODS, a[1].i)); }
NATIVE(vr_constructors) { RET_L(declared_methods(t, a[0].l, WANT_CTORS, a[1].i)); }

NATIVE(vr_fields)
{
    if (member_classes(t) < 0)
        RET_L(NULL);
    Object *mirror = a[0].l;
    Class *c = class_of_mirror(mirror);
    int public_only = a[1].i, n = 0;
    int listable = c->kind == CK_INSTANCE && !(c->flags & CF_LAMBDA);
    for (int k = 0; listable && k < c->field_count; k++)
        n += !public_only || (c->fields[k].access & ACC_PUBLIC);
    Array *arr = array_new_ref(t, mc.field, n);
    if (arr == NULL)
        RET_L(NULL);
    int i = 0;
    for (int k = 0; listable && k < c->field_count; k++) {
        Field *f = &c->fields[k];
        if (public_only && !(f->access & ACC_PUBLIC))
            continue;
        Object *o = obj_new(t, mc.field);
        Object *name = o ? jstring_intern_utf8(t, f->name, strlen(f->name)) : NULL;
        if (name == NULL)
            RET_L(NULL);
        FIELD_AT(o, mc.f_clazz, Object *) = mirror;
        FIELD_AT(o, mc.f_name, Object *) = name;
        FIELD_AT(o, mc.f_mods, int64_t) = (uint32_t)(f->access & 0x50df);
        FIELD_AT(o, mc.f_handle, int64_t) = (int64_t)(intptr_t)f;
        ARRAY_ELEMS(arr, Object *)[i++] = o;
    }
    RET_L(&arr->hdr);
}

static Method *method_of(Value v) { return (Method *)(intptr_t)v.j; }
static Field *field_of(Value v) { return (Field *)(intptr_t)v.j; }

/* String descriptor(long handle, boolean isField) */
NATIVE(vr_descriptor)
{
    const char *d = a[2].i ? field_of(a[0])->desc : method_of(a[0])->desc;
    RET_L(jstring_intern_utf8(t, d, strlen(d)));
}

/* Class<?>[] types(Class<?> ctx, String desc): the classes of a method
 * descriptor's parameters followed by its return type, or of a field
 * descriptor (one element).  Resolved through ctx's defining loader. */
NATIVE(vr_types)
{
    Object *loader = class_of_mirror(a[0].l)->loader;
    char *d = jstring_to_utf8(a[1].l, NULL);
    Object *result = NULL;
    int n = 0;
    const char *p = d[0] == '(' ? d + 1 : d;
    if (d[0] == '(') {
        for (const char *q = p; *q && *q != ')'; q = desc_skip_type(q))
            n++;
        n++;                            /* the return type */
    } else {
        n = 1;
    }
    Array *arr = array_new_ref(t, cls_Class, n);
    if (arr == NULL)
        goto out;
    for (int k = 0; k < n; k++) {
        if (*p == ')')
            p++;
        const char *end = desc_skip_type(p);
        char buf[1024];
        size_t len = (size_t)(end - p);
        if (len >= sizeof buf) {
            exc_throw(t, "java/lang/NoClassDefFoundError", p);
            goto out;
        }
        memcpy(buf, p, len);
        buf[len] = '\0';
        Class *c = buf[0] == 'V' ? cls_prim['V'] : class_from_desc_in(t, loader, buf);
        Object *m = c ? class_mirror(t, c) : NULL;
        if (m == NULL)
            goto out;
        ARRAY_ELEMS(arr, Object *)[k] = m;
        p = end;
    }
    result = &arr->hdr;
out:
    free(d);
    RET_L(result);
}

static const CfMember *cf_member_of_method(const Method *m);

/* Class<?>[] exceptionTypes(long method) */
NATIVE(vr_exceptions)
{
    Method *m = method_of(a[0]);
    ClassFile *cf = m->cls->cf;
    const CfMember *cm = cf_member_of_method(m);
    int n = cm ? cm->exception_count : 0;
    Array *arr = array_new_ref(t, cls_Class, n);
    if (arr == NULL)
        RET_L(NULL);
    for (int k = 0; k < n; k++) {
        const char *cn = cf_class_name(cf, cm->exceptions[k]);
        Class *c = cn ? class_load_in(t, m->cls->loader, cn) : NULL;
        Object *mir = c ? class_mirror(t, c) : NULL;
        if (mir == NULL)
            RET_L(NULL);
        ARRAY_ELEMS(arr, Object *)[k] = mir;
    }
    RET_L(&arr->hdr);
}

/* ---- attributes and the constant pool ------------------------------------ */

/* The class-file member behind a method or field record, or NULL (VM-made
 * classes have none). */
static const CfMember *cf_member_of_method(const Method *m)
{
    ClassFile *cf = m->cls->cf;
    for (int k = 0; cf && k < cf->method_count; k++)
        if (!strcmp(cf->methods[k].name, m->name) && !strcmp(cf->methods[k].desc, m->desc))
            return &cf->methods[k];
    return NULL;
}

static const CfMember *cf_member_of_field(const Field *f)
{
    ClassFile *cf = f->cls->cf;
    for (int k = 0; cf && k < cf->field_count; k++)
        if (!strcmp(cf->fields[k].name, f->name) && !strcmp(cf->fields[k].desc, f->desc))
            return &cf->fields[k];
    return NULL;
}

/* byte[] attribute(Class<?> c, int kind, long handle, String name): the raw
 * body of a kept attribute of the class (kind 0), a method (1) or a field
 * (2), or null when absent. */
NATIVE(vr_attribute)
{
    Class *c = class_of_mirror(a[0].l);
    int kind = a[1].i;
    char *name = jstring_to_utf8(a[4].l, NULL);
    const CfAttr *at = NULL;
    if (kind == 0 && c->cf) {
        at = cf_find_attr(c->cf->attrs, c->cf->attr_count, name);
    } else if (kind == 1) {
        const CfMember *cm = cf_member_of_method(method_of(a[2]));
        at = cm ? cf_find_attr(cm->attrs, cm->attr_count, name) : NULL;
    } else if (kind == 2) {
        const CfMember *cm = cf_member_of_field(field_of(a[2]));
        at = cm ? cf_find_attr(cm->attrs, cm->attr_count, name) : NULL;
    }
    free(name);
    if (at == NULL)
        RET_L(NULL);
    Array *arr = array_new_prim(t, 'B', (int32_t)at->len);
    if (arr == NULL)
        RET_L(NULL);
    memcpy(ARRAY_DATA(arr), at->data, at->len);
    RET_L(&arr->hdr);
}

/* Object constant(Class<?> c, int index): Utf8 -> String, Integer, Float,
 * Long, Double -> their boxes, Class -> its internal name (String),
 * NameAndType -> String[]{name, descriptor}; anything else null. */
NATIVE(vr_constant)
{
    Class *c = class_of_mirror(a[0].l);
    ClassFile *cf = c->cf;
    unsigned i = (unsigned)a[1].i;
    if (cf == NULL || i == 0 || i >= cf->cp_count)
        RET_L(NULL);
    const CfConst *k = &cf->cp[i];
    Value v;
    switch (k->tag) {
    case CP_UTF8: RET_L(jstring_new_utf8(t, k->u.utf8.str, k->u.utf8.len));
    case CP_INTEGER: v.i = k->u.i; RET_L(box_new(t, 'I', v));
    case CP_FLOAT: v.f = k->u.f; RET_L(box_new(t, 'F', v));
    case CP_LONG: v.j = k->u.l; RET_L(box_new(t, 'J', v));
    case CP_DOUBLE: v.d = k->u.d; RET_L(box_new(t, 'D', v));
    case CP_CLASS: {
        const char *n = cf_class_name(cf, i);
        RET_L(n ? jstring_new(t, n) : NULL);
    }
    case CP_NAME_AND_TYPE: {
        Class *sc = class_load(t, "java/lang/String");
        Array *arr = sc ? array_new_ref(t, sc, 2) : NULL;
        if (arr == NULL)
            RET_L(NULL);
        for (int j = 0; j < 2; j++) {
            const char *s = cf_utf8(cf, j ? k->u.ref.b : k->u.ref.a);
            Object *js = jstring_new(t, s ? s : "");
            if (js == NULL)
                RET_L(NULL);
            ARRAY_ELEMS(arr, Object *)[j] = js;
        }
        RET_L(&arr->hdr);
    }
    default:
        RET_L(NULL);
    }
}

/* Class<?> classNamed(Class<?> ctx, String internalName): loads a class named
 * in ctx's class file, through ctx's defining loader (no initialization);
 * NoClassDefFoundError if absent. */
NATIVE(vr_classNamed)
{
    Object *loader = class_of_mirror(a[0].l)->loader;
    char *n = jstring_to_utf8(a[1].l, NULL);
    Class *c = class_load_in(t, loader, n);
    free(n);
    RET_L(c ? class_mirror(t, c) : NULL);
}

/* Class<?> callerClass(): the class of the innermost Java frame outside
 * java.lang.reflect, java.lang.invoke and java.lang.Class (the caller of
 * the reflective API). */
NATIVE(vr_callerClass)
{
    (void)a;
    Class *c = native_caller_class(t, 0);
    RET_L(c != NULL ? class_mirror(t, c) : NULL);
}

/* Class<?> apiCallerClass(): the caller of the class library method that
 * asks (ResourceBundle.getBundle, say), reflection skipped. */
NATIVE(vr_apiCallerClass)
{
    (void)a;
    Class *c = native_caller_class(t, 1);
    RET_L(c != NULL ? class_mirror(t, c) : NULL);
}

/* boolean isHidden(Class<?> c): a lambda proxy class (made by indy.c) or a
 * class of Lookup.defineHiddenClass. */
NATIVE(vr_isHidden)
{
    (void)t;
    Class *c = class_of_mirror(a[0].l);
    RET_I(((c->flags & CF_LAMBDA) && c->lambda_info != NULL) ||
          ((c->flags & CF_HIDDEN) && c->cf != NULL));
}

/* Class<?> defineHidden0(ClassLoader l, byte[] b, Class<?> host): a hidden
 * class of l (its nest host: host, or itself when null). */
NATIVE(vr_defineHidden0)
{
    Array *b = (Array *)a[1].l;
    if (b == NULL) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        RET_L(NULL);
    }
    Class *host = a[2].l != NULL ? class_of_mirror(a[2].l) : NULL;
    Class *c = class_define_hidden(t, a[0].l, ARRAY_ELEMS(b, uint8_t), (size_t)b->length, host);
    RET_L(c != NULL ? class_mirror(t, c) : NULL);
}

/* Class<?> hiddenNestHost0(Class<?> c): a hidden class's nest host, or null
 * for any other class (its NestHost attribute says). */
NATIVE(vr_hiddenNestHost0)
{
    Class *c = class_of_mirror(a[0].l);
    if (!(c->flags & CF_HIDDEN) || c->cf == NULL || !c->nest_resolved || c->nest_host == NULL)
        RET_L(NULL);
    RET_L(class_mirror(t, c->nest_host));
}

/* void initialize0(Class<?> c): runs c's static initialization (JVMS 5.5). */
NATIVE(vr_initialize0)
{
    class_init(t, class_of_mirror(a[0].l));
    RET_V();
}

/* ---- invocation ---------------------------------------------------------- */

static void throw_iae(VMThread *t, const char *msg)
{
    exc_throw(t, "java/lang/IllegalArgumentException", msg);
}

/* Wraps the pending exception in an InvocationTargetException. */
static void wrap_target(VMThread *t)
{
    Object *target = t->exception;
    t->exception = NULL;
    Class *c = class_load(t, "java/lang/reflect/InvocationTargetException");
    if (c == NULL || class_init(t, c) < 0)
        return;
    Method *ctor = class_own_method(c, "<init>", "(Ljava/lang/Throwable;)V");
    Object *e = ctor ? obj_new(t, c) : NULL;
    if (e == NULL) {
        if (!t->exception)
            t->exception = target;
        return;
    }
    Value args[2] = { { .l = e }, { .l = target } };
    interp_call(t, ctor, args);
    if (t->exception == NULL)
        t->exception = e;
}

/* Converts args (Object[], may be NULL) for a method with descriptor desc
 * and parameter classes ptypes (Class[]) into slots out[first..].  Returns
 * the next free slot, or -1 with IllegalArgumentException pending. */
static int convert_args(VMThread *t, const char *desc, Array *ptypes, Array *args,
                        Value *out, int first)
{
    int n = args ? args->length : 0;
    int np = ptypes ? ptypes->length : 0;
    if (n != np) {
        throw_iae(t, "wrong number of arguments");
        return -1;
    }
    Object **pt = ptypes ? ARRAY_ELEMS(ptypes, Object *) : NULL;
    Object **av = args ? ARRAY_ELEMS(args, Object *) : NULL;
    int slot = first;
    const char *p = desc + 1;
    for (int k = 0; k < n; k++, p = desc_skip_type(p)) {
        char d = *p;
        Object *o = av[k];
        if (d == 'L' || d == '[') {
            if (o != NULL && !class_is_assignable(o->cls, class_of_mirror(pt[k]))) {
                throw_iae(t, "argument type mismatch");
                return -1;
            }
            out[slot++].l = o;
            continue;
        }
        Value v = { .raw = 0 };
        if (unbox(o, d, &v) < 0) {
            throw_iae(t, o == NULL ? NULL : "argument type mismatch");
            return -1;
        }
        out[slot] = v;
        slot += d == 'J' || d == 'D' ? 2 : 1;
    }
    return slot;
}

/* Boxes a method's result of descriptor char ret. */
static Object *box_result(VMThread *t, char ret, Value r)
{
    if (ret == 'V')
        return NULL;
    if (ret == 'L' || ret == '[')
        return r.l;
    return box_new(t, ret, r);
}

#define INVOKE_STACK_SLOTS 32

/* Object invoke(long method, Object receiver, Object[] args, Class<?>[] ptypes):
 * virtual dispatch unless the method is static or private; invokeSpecial
 * runs exactly the given method (MethodHandles.Lookup.findSpecial). */
static Value invoke_common(VMThread *t, Value *a, int special)
{
    Method *m = method_of(a[0]);
    Object *recv = a[2].l;
    Array *args = (Array *)a[3].l, *ptypes = (Array *)a[4].l;
    int is_static = (m->access & ACC_STATIC) != 0;
    if (is_static) {
        if (!class_ready(m->cls) && class_init(t, m->cls) < 0)
            RET_L(NULL);
    } else if (recv == NULL) {
        exc_npe(t, NULL);
        RET_L(NULL);
    } else if (!class_is_assignable(recv->cls, m->cls)) {
        throw_iae(t, "object is not an instance of declaring class");
        RET_L(NULL);
    }
    Value buf[INVOKE_STACK_SLOTS];
    Value *slots = buf;
    if (m->arg_slots > INVOKE_STACK_SLOTS && (slots = calloc(m->arg_slots, sizeof(Value))) == NULL) {
        exc_oom(t);
        RET_L(NULL);
    }
    Object *result = NULL;
    if (!is_static)
        slots[0].l = recv;
    if (convert_args(t, m->desc, ptypes, args, slots, !is_static) < 0)
        goto out;
    Value r;
    if (special && (m->access & ACC_ABSTRACT)) {
        exc_throwf(t, "java/lang/AbstractMethodError", "%s.%s%s", m->cls->name, m->name, m->desc);
        goto out;
    }
    if (is_static || special || (m->access & ACC_PRIVATE))
        r = interp_call(t, m, slots);
    else
        r = interp_call_virtual(t, m, slots);
    if (t->exception) {
        wrap_target(t);
        goto out;
    }
    result = box_result(t, m->ret, r);
out:
    if (slots != buf)
        free(slots);
    RET_L(result);
}

NATIVE(vr_invoke)
{
    return invoke_common(t, a, 0);
}

NATIVE(vr_invokeSpecial)
{
    return invoke_common(t, a, 1);
}

/* Object newInstance(long ctor, Object[] args, Class<?>[] ptypes) */
NATIVE(vr_newInstance)
{
    Method *m = method_of(a[0]);
    Array *args = (Array *)a[2].l, *ptypes = (Array *)a[3].l;
    Class *c = m->cls;
    if (c->access & (ACC_ABSTRACT | ACC_INTERFACE)) {
        exc_throw(t, "java/lang/InstantiationException", NULL);
        RET_L(NULL);
    }
    if (!class_ready(c) && class_init(t, c) < 0)
        RET_L(NULL);
    Value buf[INVOKE_STACK_SLOTS];
    Value *slots = buf;
    if (m->arg_slots > INVOKE_STACK_SLOTS && (slots = calloc(m->arg_slots, sizeof(Value))) == NULL) {
        exc_oom(t);
        RET_L(NULL);
    }
    Object *result = NULL;
    if (convert_args(t, m->desc, ptypes, args, slots, 1) < 0)
        goto out;
    Object *o = obj_new(t, c);
    if (o == NULL)
        goto out;
    slots[0].l = o;
    interp_call(t, m, slots);
    if (t->exception) {
        wrap_target(t);
        goto out;
    }
    result = o;
out:
    if (slots != buf)
        free(slots);
    RET_L(result);
}

/* ---- fields -------------------------------------------------------------- */

/* The slot of field f in o (checked by the Java side: o is an instance of
 * f's class, or f is static and its class initialized here). */
static int64_t *field_slot(VMThread *t, Field *f, Object *o)
{
    if (f->access & ACC_STATIC) {
        if (!class_ready(f->cls) && class_init(t, f->cls) < 0)
            return NULL;
        return &f->cls->statics[f->offset].j;
    }
    if (o == NULL) {
        exc_npe(t, NULL);
        return NULL;
    }
    return &FIELD_AT(o, f->offset, int64_t);
}

/* Object get(long field, Object obj): the value, boxed for primitives. */
NATIVE(vr_get)
{
    Field *f = field_of(a[0]);
    int64_t *slot = field_slot(t, f, a[2].l);
    if (slot == NULL)
        RET_L(NULL);
    char d = f->desc[0];
    int vol = (f->access & ACC_VOLATILE) != 0;
    Value v;
    if (d == 'L' || d == '[') {
        v.l = vol ? __atomic_load_n((Object **)slot, __ATOMIC_SEQ_CST) : *(Object **)slot;
        RET_L(v.l);
    }
    if (d == 'J' || d == 'D')
        v.j = vol ? __atomic_load_n(slot, __ATOMIC_SEQ_CST) : *slot;
    else
        v.i = (int32_t)(vol ? __atomic_load_n(slot, __ATOMIC_SEQ_CST) : *slot);
    RET_L(box_new(t, d, v));
}

/* void set(long field, Object obj, Object value): value is a reference the
 * field's type admits, or a box of exactly its primitive type (the Java side
 * converts). */
NATIVE(vr_set)
{
    Field *f = field_of(a[0]);
    Object *val = a[3].l;
    int64_t *slot = field_slot(t, f, a[2].l);
    if (slot == NULL)
        RET_V();
    char d = f->desc[0];
    int64_t raw;
    if (d == 'L' || d == '[') {
        __atomic_store_n((Object **)slot, val, __ATOMIC_SEQ_CST);
        RET_V();
    }
    Value v = { .raw = 0 };
    if (unbox(val, d, &v) < 0) {
        throw_iae(t, "argument type mismatch");
        RET_V();
    }
    if (d == 'J' || d == 'D')
        raw = v.j;
    else if (d == 'Z')
        raw = (uint32_t)(v.i & 1);
    else
        raw = (uint32_t)v.i;
    if (f->access & ACC_STATIC)
        ((Value *)slot)->raw = d == 'J' || d == 'D' ? (uint64_t)raw : (uint64_t)(uint32_t)raw;
    else
        __atomic_store_n(slot, raw, __ATOMIC_SEQ_CST);
    RET_V();
}

/* ---- annotation instances ------------------------------------------------ */

/* Each annotation interface gets, on first use, a synthetic class extending
 * java.lang.reflect.AnnotationBase that implements it; each of its member
 * methods is anno_member, which asks AnnotationBase.member(String) for the
 * value and unboxes it for a primitive return type.  The table is written
 * under anno_lock and only grows. */
typedef struct AnnoImpl {
    Class *iface;
    Class *impl;
    UT_hash_handle hh;
} AnnoImpl;

static AnnoImpl *anno_impls;
static ThMutex *_Atomic anno_lock;

static ThMutex *anno_mutex(void)
{
    ThMutex *m = atomic_load_explicit(&anno_lock, memory_order_acquire);
    if (m == NULL) {
        ThMutex *fresh = th->mutex_new(), *none = NULL;
        if (atomic_compare_exchange_strong(&anno_lock, &none, fresh))
            m = fresh;
        else
            m = none;           /* another thread's; this one is left unused */
    }
    return m;
}
static _Atomic int anno_counter;

static Value anno_member(VMThread *t, Value *args)
{
    Value r = { .raw = 0 };
    Method *self = t->frame->method;
    Object *name = jstring_intern_utf8(t, self->name, strlen(self->name));
    if (name == NULL)
        return r;
    Value call[2] = { args[0], { .l = name } };
    Value v = interp_call_named(t, args[0].l, "member", "(Ljava/lang/String;)Ljava/lang/Object;", call);
    if (t->exception)
        return r;
    if (self->ret == 'L' || self->ret == '[')
        return v;
    if (unbox(v.l, self->ret, &r) < 0)
        exc_throw(t, "java/lang/annotation/AnnotationFormatError", self->name);
    return r;
}

static Class *anno_impl_class(VMThread *t, Class *iface)
{
    AnnoImpl *e;
    th->mutex_lock(anno_mutex());
    HASH_FIND_PTR(anno_impls, &iface, e);
    th->mutex_unlock(anno_mutex());
    if (e != NULL)
        return e->impl;
    Class *base = class_load(t, "java/lang/reflect/AnnotationBase");
    if (base == NULL || class_init(t, base) < 0)
        return NULL;
    int n = 0;
    for (int k = 0; k < iface->method_count; k++)
        n += !(iface->methods[k].access & ACC_STATIC) && (iface->methods[k].access & ACC_ABSTRACT);
    Method *ms = calloc(n ? (size_t)n : 1, sizeof *ms);
    if (ms == NULL) {
        exc_oom(t);
        return NULL;
    }
    int i = 0;
    for (int k = 0; k < iface->method_count; k++) {
        Method *im = &iface->methods[k];
        if ((im->access & ACC_STATIC) || !(im->access & ACC_ABSTRACT))
            continue;
        Method *m = &ms[i++];
        m->name = im->name;
        m->desc = im->desc;
        m->access = ACC_PUBLIC | ACC_NATIVE | ACC_SYNTHETIC;
        m->arg_slots = (uint16_t)(desc_arg_slots(im->desc, &m->ret) + 1);
        m->ret_slots = (uint8_t)(m->ret == 'V' ? 0 : m->ret == 'J' || m->ret == 'D' ? 2 : 1);
        m->native = anno_member;
    }
    char name[64];
    /* Not a name Proxy gives its classes ($ProxyN), so that no look-up by name
     * can find another class. */
    snprintf(name, sizeof name, "jdk/proxy1/$AnnotationProxy%d", atomic_fetch_add(&anno_counter, 1) + 1);
    Class *ifs[1] = { iface };
    Class *impl = class_new_synthetic(t, name, base, ifs, 1, ms, (uint16_t)n, 0, NULL);
    if (impl == NULL)
        return NULL;
    impl->loader = iface->loader;   /* its instances keep iface's loader; freed with iface */
    e = calloc(1, sizeof *e);
    if (e == NULL) {
        exc_oom(t);
        return NULL;
    }
    e->iface = iface;
    e->impl = impl;
    th->mutex_lock(anno_mutex());
    AnnoImpl *old;
    HASH_FIND_PTR(anno_impls, &iface, old);
    if (old == NULL)
        HASH_ADD_PTR(anno_impls, iface, e);
    th->mutex_unlock(anno_mutex());
    if (old != NULL) {
        free(e);
        return old->impl;
    }
    return impl;
}

/* World stopped (a collection): the mirror of c's implementation class,
 * which is in no class table, lives while c does. */
void reflect_visit_class(Class *c, void (*visit)(void *, void *), void *cookie)
{
    AnnoImpl *e;
    HASH_FIND_PTR(anno_impls, &c, e);
    if (e != NULL) {
        Object *mir = atomic_load(&e->impl->mirror);
        if (mir != NULL)
            visit(mir, cookie);
    }
}

/* World stopped (class unloading): nobody holds anno_lock. */
void reflect_class_unloaded(Class *c)
{
    if (!(c->access & ACC_ANNOTATION))
        return;
    AnnoImpl *e;
    HASH_FIND_PTR(anno_impls, &c, e);
    if (e != NULL) {
        HASH_DEL(anno_impls, e);
        class_free_synthetic(e->impl);
        free(e);
    }
}

/* Object annotationInstance(Class<?> type): a new, uninitialized instance
 * of the class implementing annotation interface `type` (the Java side fills
 * AnnotationBase's fields). */
NATIVE(vr_annotationInstance)
{
    Class *iface = class_of_mirror(a[0].l);
    Class *impl = anno_impl_class(t, iface);
    RET_L(impl ? obj_new(t, impl) : NULL);
}

static const NativeDef defs[] = {
#define VR "java/lang/reflect/VMReflection"
    { VR, "methods", "(Ljava/lang/Class;Z)[Ljava/lang/reflect/Method;", vr_methods },
    { VR, "constructors", "(Ljava/lang/Class;Z)[Ljava/lang/reflect/Constructor;", vr_constructors },
    { VR, "fields", "(Ljava/lang/Class;Z)[Ljava/lang/reflect/Field;", vr_fields },
    { VR, "descriptor", "(JZ)Ljava/lang/String;", vr_descriptor },
    { VR, "types", "(Ljava/lang/Class;Ljava/lang/String;)[Ljava/lang/Class;", vr_types },
    { VR, "exceptionTypes", "(J)[Ljava/lang/Class;", vr_exceptions },
    { VR, "attribute", "(Ljava/lang/Class;IJLjava/lang/String;)[B", vr_attribute },
    { VR, "constant", "(Ljava/lang/Class;I)Ljava/lang/Object;", vr_constant },
    { VR, "classNamed", "(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Class;", vr_classNamed },
    { VR, "callerClass", "()Ljava/lang/Class;", vr_callerClass },
    { VR, "apiCallerClass", "()Ljava/lang/Class;", vr_apiCallerClass },
    { VR, "isHidden", "(Ljava/lang/Class;)Z", vr_isHidden },
    { VR, "defineHidden0", "(Ljava/lang/ClassLoader;[BLjava/lang/Class;)Ljava/lang/Class;", vr_defineHidden0 },
    { VR, "hiddenNestHost0", "(Ljava/lang/Class;)Ljava/lang/Class;", vr_hiddenNestHost0 },
    { VR, "initialize0", "(Ljava/lang/Class;)V", vr_initialize0 },
    { VR, "invoke", "(JLjava/lang/Object;[Ljava/lang/Object;[Ljava/lang/Class;)Ljava/lang/Object;", vr_invoke },
    { VR, "invokeSpecial", "(JLjava/lang/Object;[Ljava/lang/Object;[Ljava/lang/Class;)Ljava/lang/Object;", vr_invokeSpecial },
    { VR, "newInstance", "(J[Ljava/lang/Object;[Ljava/lang/Class;)Ljava/lang/Object;", vr_newInstance },
    { VR, "get", "(JLjava/lang/Object;)Ljava/lang/Object;", vr_get },
    { VR, "set", "(JLjava/lang/Object;Ljava/lang/Object;)V", vr_set },
    { VR, "annotationInstance", "(Ljava/lang/Class;)Ljava/lang/Object;", vr_annotationInstance },
#undef VR
};

void natives_reflect_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
