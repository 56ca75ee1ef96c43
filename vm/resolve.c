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
#include "native.h"
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
static int same_package(Class *a, Class *b);
static const char *nest_host_name(VMThread *t, Class *c);
static char *module_of(VMThread *t, Class *c);
static int member_access_ok(VMThread *t, Class *cur, Class *owner, uint16_t access);
static void member_denied(VMThread *t, Class *cur, Class *owner, uint16_t access, const char *kind,
                          const char *member);

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
    if ((cur->flags & CF_HIDDEN) && strcmp(name, cur->cf->name) == 0) {
        publish(cur, idx, cur);     /* a hidden class names itself by its file's name */
        return cur;
    }
    c = class_load_in(t, cur->loader, name);
    if (c == NULL)
        return NULL;
    Class *e = c;
    while (e->kind == CK_ARRAY)
        e = e->component;
    if (e->kind == CK_INSTANCE && !(e->access & ACC_PUBLIC) && !same_package(cur, e)) {
        /* JVMS 5.4.4: a class that is not public is reached only from its
         * own runtime package (its name's package in its defining loader). */
        char *a = class_java_name(e), *b = class_java_name(cur);
        char *ma = module_of(t, e), *mb = module_of(t, cur);
        if (strcmp(ma, mb) == 0)
            exc_throwf(t, "java/lang/IllegalAccessError",
                       "failed to access class %s from class %s (%s and %s are in %s)", a, b, a, b, ma);
        else
            exc_throwf(t, "java/lang/IllegalAccessError",
                       "failed to access class %s from class %s (%s is in %s; %s is in %s)", a, b, a, ma, b, mb);
        free(a);
        free(b);
        free(ma);
        free(mb);
        return NULL;
    }
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
        if (!member_access_ok(t, cur, f->cls, f->access)) {
            char what[600];
            char *cn = class_java_name(f->cls);
            snprintf(what, sizeof what, "%s.%s", cn, f->name);
            free(cn);
            member_denied(t, cur, f->cls, f->access, "field", what);
            return NULL;
        }
        if (loader_check_signature(t, LC_FIELD, cur, f->cls, name, desc) < 0)
            return NULL;
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
    m = invoke_polymorphic(t, c, name, desc);
    if (m != NULL) {
        publish(cur, idx, m);
        return m;
    }
    if (t->exception != NULL)
        return NULL;
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
    /* An array's clone() is public (JVMS 2.15), though Object's is protected. */
    int array_clone = c->kind == CK_ARRAY && strcmp(name, "clone") == 0;
    if (!array_clone && !member_access_ok(t, cur, m->cls, m->access)) {
        char sig[1024];
        java_signature(sig, sizeof sig, m->cls, name, desc);
        member_denied(t, cur, m->cls, m->access, "method", sig);
        return NULL;
    }
    if (loader_check_signature(t, LC_METHOD, cur, m->cls, name, desc) < 0)
        return NULL;
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

/* Where HotSpot's messages say a class is: "module java.base of loader
 * 'bootstrap'", "unnamed module of loader 'app'", or "unnamed module of
 * loader Name @hash" (ClassLoader.describe).  malloc'd. */
static char *loader_desc(VMThread *t, Class *c)
{
    while (c->kind == CK_ARRAY)
        c = c->component;
    if (class_is_boot(c))
        return strdup("'bootstrap'");
    if (c->loader == NULL)
        return strdup("'app'");
    Object *pending = t->exception;
    t->exception = NULL;
    Value args[1] = { { .l = c->loader } };
    Value r = interp_call_named(t, c->loader, "describe", "()Ljava/lang/String;", args);
    char *d = t->exception == NULL && r.l != NULL ? jstring_to_utf8(r.l, NULL) : NULL;
    t->exception = pending;
    return d != NULL ? d : strdup("?");
}

static char *module_of(VMThread *t, Class *c)
{
    char *l = loader_desc(t, c);
    size_t n = strlen(l) + 40;
    char *m = malloc(n);
    if (m != NULL)
        snprintf(m, n, "%s of loader %s", class_is_boot(c) ? "module java.base" : "unnamed module", l);
    free(l);
    return m != NULL ? m : strdup("?");
}

/* Same runtime package: the same defining loader (the boot loader apart
 * from the app loader) and the same package name. */
static int same_package(Class *a, Class *b)
{
    while (a->kind == CK_ARRAY)
        a = a->component;
    while (b->kind == CK_ARRAY)
        b = b->component;
    if (a == b)
        return 1;
    if (a->kind != CK_INSTANCE || b->kind != CK_INSTANCE)
        return a->kind == b->kind;
    if (a->loader != b->loader || class_is_boot(a) != class_is_boot(b))
        return 0;
    const char *sa = strrchr(a->name, '/'), *sb = strrchr(b->name, '/');
    size_t la = sa ? (size_t)(sa - a->name) : 0, lb = sb ? (size_t)(sb - b->name) : 0;
    return la == lb && memcmp(a->name, b->name, la) == 0;
}

/* JVMS 5.4.4 for a member of owner with these flags, used from cur. */
static int member_access_ok(VMThread *t, Class *cur, Class *owner, uint16_t access)
{
    if (access & ACC_PUBLIC)
        return 1;
    if (access & ACC_PRIVATE)
        return private_access_ok(t, cur, owner);
    if (same_package(cur, owner))
        return 1;
    return (access & ACC_PROTECTED) && class_is_assignable(cur, owner);
}

/* "class A tried to access [private |protected ]method 'void B.m()' (...)",
 * plus HotSpot's nest-membership note for a private member whose nest host
 * has the right name in another runtime package. */
static void member_denied(VMThread *t, Class *cur, Class *owner, uint16_t access, const char *kind,
                          const char *member)
{
    char what[1200];
    snprintf(what, sizeof what, "%s%s %s",
             (access & ACC_PRIVATE) ? "private " : (access & ACC_PROTECTED) ? "protected " : "",
             kind, member);
    if ((access & ACC_PRIVATE) && cur->loader != owner->loader &&
        strcmp(nest_host_name(t, cur), owner->name) == 0) {
        char *a = class_java_name(cur), *b = class_java_name(owner);
        char *la = loader_desc(t, cur), *lb = loader_desc(t, owner);
        char *ma = module_of(t, cur), *mb = module_of(t, owner);
        exc_throwf(t, "java/lang/IllegalAccessError",
                   "class %s tried to access %s (%s is in %s; %s is in %s), (Type %s (loader: %s) is not "
                   "a nest member of type %s (loader: %s): types are in different packages)",
                   a, what, a, ma, b, mb, a, la, b, lb);
        free(a);
        free(b);
        free(la);
        free(lb);
        free(ma);
        free(mb);
        return;
    }
    illegal_access(t, cur, owner, what);
}

void resolve_cast_message(Class *from, Class *to, char *buf, size_t n)
{
    VMThread *t = vm_current();
    char *a = class_java_name(from), *b = class_java_name(to);
    char *ma = module_of(t, from), *mb = module_of(t, to);
    if (strcmp(ma, mb) == 0)
        snprintf(buf, n, "class %s cannot be cast to class %s (%s and %s are in %s)",
                 a, b, a, b, ma);
    else
        snprintf(buf, n, "class %s cannot be cast to class %s (%s is in %s; %s is in %s)",
                 a, b, a, ma, b, mb);
    free(a);
    free(b);
    free(ma);
    free(mb);
}

/* The nest host of c (JVMS 5.4.4): the class its NestHost attribute names,
 * if that class lists c among its NestMembers; else c itself. */
static const char *nest_host_name(VMThread *t, Class *c)
{
    if (c->nest_resolved && c->nest_host != NULL)   /* a hidden class: its given host */
        return c->nest_host == c ? c->name : nest_host_name(t, c->nest_host);
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
    char *ma = module_of(t, cur), *mb = module_of(t, owner);
    if (strcmp(ma, mb) == 0)
        exc_throwf(t, "java/lang/IllegalAccessError", "class %s tried to access %s (%s and %s are in %s)",
                   a, what, a, b, ma);
    else
        exc_throwf(t, "java/lang/IllegalAccessError", "class %s tried to access %s (%s is in %s; %s is in %s)",
                   a, what, a, ma, b, mb);
    free(a);
    free(b);
    free(ma);
    free(mb);
}
