/* resolve.c: constant-pool resolution.
 *
 * The rcp[] slot of an entry is written once, after the entry has been
 * fully resolved, with a release store; readers use an acquire load, so a
 * thread that sees the pointer sees everything it points to.  Two threads
 * may race to resolve the same entry: both get the same answer, and the
 * slot is written with the same value. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "excep.h"
#include "interp.h"
#include "jstring.h"
#include "resolve.h"

static void *cached(Class *cur, unsigned idx)
{
    return atomic_load_explicit(&cur->rcp[idx], memory_order_acquire);
}

static void publish(Class *cur, unsigned idx, void *p)
{
    atomic_store_explicit(&cur->rcp[idx], p, memory_order_release);
}

static int private_access_ok(VMThread *t, Class *cur, Class *owner);
static void illegal_access(VMThread *t, Class *cur, Class *owner, const char *what);

static int bad_index(VMThread *t, Class *cur, unsigned idx, int tag)
{
    ClassFile *cf = cur->cf;
    if (cf == NULL || idx == 0 || idx >= cf->cp_count ||
        (tag != 0 && cf->cp[idx].tag != tag)) {
        exc_throwf(t, "java/lang/VerifyError", "Illegal constant pool index %u in class %s",
                   idx, cur->name);
        return 1;
    }
    return 0;
}

Class *resolve_class(VMThread *t, Class *cur, unsigned idx)
{
    Class *c = cached(cur, idx);
    if (c != NULL)
        return c;
    if (bad_index(t, cur, idx, CP_CLASS))
        return NULL;
    const char *name = cf_utf8(cur->cf, cur->cf->cp[idx].u.ref.a);
    if (name == NULL) {
        exc_throw(t, "java/lang/ClassFormatError", cur->name);
        return NULL;
    }
    c = class_load_in(t, cur->loader, name);
    if (c == NULL)
        return NULL;
    publish(cur, idx, c);
    return c;
}

static void member_names(Class *cur, unsigned idx, unsigned *cls, const char **name,
                         const char **desc)
{
    ClassFile *cf = cur->cf;
    *cls = cf->cp[idx].u.ref.a;
    unsigned nt = cf->cp[idx].u.ref.b;
    *name = cf_utf8(cf, cf->cp[nt].u.ref.a);
    *desc = cf_utf8(cf, cf->cp[nt].u.ref.b);
}

Field *resolve_field(VMThread *t, Class *cur, unsigned idx, int want_static)
{
    Field *f = cached(cur, idx);
    if (f == NULL) {
        if (bad_index(t, cur, idx, CP_FIELDREF))
            return NULL;
        unsigned ci;
        const char *name, *desc;
        member_names(cur, idx, &ci, &name, &desc);
        Class *c = resolve_class(t, cur, ci);
        if (c == NULL)
            return NULL;
        f = class_find_field(c, name, desc);
        if (f == NULL) {
            exc_throw(t, "java/lang/NoSuchFieldError", name);
            return NULL;
        }
        if ((f->access & ACC_PRIVATE) && !private_access_ok(t, cur, f->cls)) {
            char what[600];
            char *cn = class_java_name(f->cls);
            snprintf(what, sizeof what, "private field %s.%s", cn, f->name);
            free(cn);
            illegal_access(t, cur, f->cls, what);
            return NULL;
        }
        publish(cur, idx, f);
    }
    if (!!(f->access & ACC_STATIC) != !!want_static) {
        char *cn = class_java_name(f->cls);
        exc_throwf(t, "java/lang/IncompatibleClassChangeError", "Expected %s field %s.%s",
                   want_static ? "static" : "non-static", cn, f->name);
        free(cn);
        return NULL;
    }
    return f;
}

static void method_error(VMThread *t, const char *cname, Class *c, const char *name,
                         const char *desc)
{
    char *cn = class_java_name(c);
    exc_throwf(t, cname, "'%s %s.%s%s'", "", cn, name, desc);
    free(cn);
}

/* HotSpot names a method like 'void Foo.bar(int)'. */
static void java_signature(char *msg, size_t msglen, Class *c, const char *name, const char *desc)
{
    char *cn = class_java_name(c);
    desc_java_signature(msg, msglen, cn, name, desc);
    free(cn);
}

static void no_such_method(VMThread *t, Class *c, const char *name, const char *desc)
{
    char msg[1024];
    java_signature(msg, sizeof msg, c, name, desc);
    exc_throw(t, "java/lang/NoSuchMethodError", msg);
}

/* The checks of one use of a resolved method: the same constant may be used
 * by invokestatic and invokevirtual alike, and the resolution is cached. */
static Method *method_for_use(VMThread *t, Method *m, int kind)
{
    int is_static = !!(m->access & ACC_STATIC);
    if (is_static != (kind == RK_STATIC)) {
        char sig[1024];
        java_signature(sig, sizeof sig, m->cls, m->name, m->desc);
        exc_throwf(t, "java/lang/IncompatibleClassChangeError", "Expected %s method %s",
                   is_static ? "non-static" : "static", sig);
        return NULL;
    }
    if (kind == RK_SPECIAL && (m->access & ACC_ABSTRACT)) {
        method_error(t, "java/lang/AbstractMethodError", m->cls, m->name, m->desc);
        return NULL;
    }
    return m;
}

Method *resolve_method(VMThread *t, Class *cur, unsigned idx, int kind)
{
    Method *m = cached(cur, idx);
    if (m != NULL)
        return method_for_use(t, m, kind);
    ClassFile *cf = cur->cf;
    if (cf == NULL || idx == 0 || idx >= cf->cp_count ||
        (cf->cp[idx].tag != CP_METHODREF && cf->cp[idx].tag != CP_INTERFACE_METHODREF)) {
        bad_index(t, cur, idx, -1);
        return NULL;
    }
    int iface_ref = cf->cp[idx].tag == CP_INTERFACE_METHODREF;
    unsigned ci;
    const char *name, *desc;
    member_names(cur, idx, &ci, &name, &desc);
    Class *c = resolve_class(t, cur, ci);
    if (c == NULL)
        return NULL;
    if (iface_ref != !!(c->access & ACC_INTERFACE) && c->kind != CK_ARRAY) {
        char *cn = class_java_name(c);
        exc_throwf(t, "java/lang/IncompatibleClassChangeError",
                   iface_ref ? "Found class %s, but interface was expected"
                             : "Found interface %s, but class was expected", cn);
        free(cn);
        return NULL;
    }
    m = class_find_method(c, name, desc);
    if (m == NULL) {
        no_such_method(t, c, name, desc);
        return NULL;
    }
    if (!!(m->access & ACC_STATIC) != (kind == RK_STATIC)) {
        method_for_use(t, m, kind);      /* throws; the entry stays unresolved */
        return NULL;
    }
    if (kind == RK_SPECIAL && strcmp(name, "<init>") != 0 && !(c->access & ACC_INTERFACE) &&
        c != cur && (cur->access & ACC_SUPER) && class_is_assignable(cur, c) &&
        !(m->access & ACC_PRIVATE)) {
        /* super.m(): select from the current class's superclass. */
        Method *sel = class_find_method(cur->super, name, desc);
        if (sel != NULL)
            m = sel;
    }
    if ((m->access & ACC_PRIVATE) && !private_access_ok(t, cur, m->cls)) {
        char sig[1024], what[1100];
        java_signature(sig, sizeof sig, m->cls, name, desc);
        snprintf(what, sizeof what, "private method %s", sig);
        illegal_access(t, cur, m->cls, what);
        return NULL;
    }
    publish(cur, idx, m);
    return method_for_use(t, m, kind);
}

Object *resolve_string(VMThread *t, Class *cur, unsigned idx)
{
    Object *s = cached(cur, idx);
    if (s != NULL)
        return s;
    if (bad_index(t, cur, idx, CP_STRING))
        return NULL;
    unsigned u = cur->cf->cp[idx].u.ref.a;
    const char *str = cf_utf8(cur->cf, u);
    if (str == NULL) {
        exc_throw(t, "java/lang/ClassFormatError", cur->name);
        return NULL;
    }
    s = jstring_intern_utf8(t, str, cur->cf->cp[u].u.utf8.len);
    if (s == NULL)
        return NULL;
    publish(cur, idx, s);
    return s;
}

static int is_boot(Class *c)
{
    while (c->kind == CK_ARRAY)
        c = c->component;
    return c->kind == CK_PRIMITIVE || strncmp(c->name, "java/", 5) == 0;
}

void resolve_cast_message(Class *from, Class *to, char *buf, size_t n)
{
    char *a = class_java_name(from), *b = class_java_name(to);
    int ba = is_boot(from), bb = is_boot(to);
    const char *boot = "module java.base of loader 'bootstrap'";
    const char *app = "unnamed module of loader 'app'";
    if (ba == bb)
        snprintf(buf, n, "class %s cannot be cast to class %s (%s and %s are in %s)",
                 a, b, a, b, ba ? boot : app);
    else
        snprintf(buf, n, "class %s cannot be cast to class %s (%s is in %s; %s is in %s)",
                 a, b, a, ba ? boot : app, b, bb ? boot : app);
    free(a);
    free(b);
}

/* The nest host of c (JVMS 5.4.4): the class its NestHost attribute names,
 * if that class lists c among its NestMembers; else c itself. */
static const char *nest_host_name(VMThread *t, Class *c)
{
    if (c->cf == NULL || c->cf->nest_host == 0)
        return c->name;
    const char *hn = cf_class_name(c->cf, c->cf->nest_host);
    if (hn == NULL || strcmp(hn, c->name) == 0)
        return c->name;
    Object *pending = t->exception;
    Class *h = class_load_in(t, c->loader, hn);
    t->exception = pending;         /* an unloadable host: c is its own */
    if (h == NULL || h->cf == NULL)
        return c->name;
    for (unsigned k = 0; k < h->cf->nest_member_count; k++) {
        const char *mn = cf_class_name(h->cf, h->cf->nest_members[k]);
        if (mn != NULL && strcmp(mn, c->name) == 0)
            return h->name;
    }
    return c->name;
}

/* A private member of owner may be used from cur only within one nest.
 * Without this check any class could write Throwable.backtrace or
 * Class.vmClass, which hold raw VM pointers. */
static int private_access_ok(VMThread *t, Class *cur, Class *owner)
{
    if (cur == owner)
        return 1;
    return cur->loader == owner->loader &&
           strcmp(nest_host_name(t, cur), nest_host_name(t, owner)) == 0;
}

/* IllegalAccessError with HotSpot's text: "class A tried to access
 * private field B.f (A and B are in unnamed module of loader 'app')". */
static void illegal_access(VMThread *t, Class *cur, Class *owner, const char *what)
{
    char *a = class_java_name(cur), *b = class_java_name(owner);
    int ba = is_boot(cur), bb = is_boot(owner);
    const char *boot = "module java.base of loader 'bootstrap'";
    const char *app = "unnamed module of loader 'app'";
    if (ba == bb)
        exc_throwf(t, "java/lang/IllegalAccessError", "class %s tried to access %s (%s and %s are in %s)",
                   a, what, a, b, ba ? boot : app);
    else
        exc_throwf(t, "java/lang/IllegalAccessError", "class %s tried to access %s (%s is in %s; %s is in %s)",
                   a, what, a, ba ? boot : app, b, bb ? boot : app);
    free(a);
    free(b);
}
