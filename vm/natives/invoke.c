/* invoke.c: the VM's side of java.lang.invoke (classlib/CONTRACT.md).
 *
 * MethodHandle.invokeExact and invoke are signature-polymorphic: a call site
 * names them with its own descriptor.  resolve_method links such a site to
 * a native Method made here for that descriptor (one per name and
 * descriptor, kept for the VM's life), whose code boxes the arguments into
 * an Object[] and calls MethodHandle.invokeFromVM (Java: type checks,
 * conversions, the call), then unboxes the result as the descriptor says. */
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
    UT_hash_handle hh;
} PolyMethod;

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
    const char *desc = m->desc;
    int exact = strcmp(m->name, "invokeExact") == 0;
    Object *mh = args[0].l;
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
    Object *jdesc = jstring_new(t, desc);
    if (jdesc == NULL)
        return none;
    Value cargs[5] = { { .l = mh }, { .l = caller }, { .l = jdesc }, { .i = exact }, { .l = &arr->hdr } };
    Value r = interp_call_named(t, mh, "invokeFromVM",
                                "(Ljava/lang/Class;Ljava/lang/String;Z[Ljava/lang/Object;)Ljava/lang/Object;",
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
    if (strcmp(c->name, "java/lang/invoke/MethodHandle") != 0 ||
        (strcmp(name, "invokeExact") != 0 && strcmp(name, "invoke") != 0))
        return NULL;
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
        m->cls = c;
        m->name = strcmp(name, "invoke") == 0 ? "invoke" : "invokeExact";
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
};

void natives_invoke_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
