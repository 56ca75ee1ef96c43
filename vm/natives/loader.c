/* loader.c (natives): java.lang.ClassLoader, the loader-related natives of
 * java.lang.Class (forName, getClassLoader, desiredAssertionStatus) and
 * java.net.JarAccess, the reader of jar: URLs and URLClassLoader's jars
 * (classlib/CONTRACT.md).  The loader logic itself is vm/loader.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <uthash.h>
#include "../class.h"
#include "../classpath.h"
#include "../excep.h"
#include "../interp.h"
#include "../jstring.h"
#include "../native.h"
#include "../options.h"

#define NATIVE(name) static Value name(VMThread *t, Value *a)
#define RET_I(x) return (Value){ .i = (x) }
#define RET_L(x) return (Value){ .l = (x) }

/* A Java binary name (a.b.C, or an array descriptor [La.b.C;) in internal
 * form, or NULL when it is not a well-formed one (no '/', arrays of
 * a valid element type). */
static char *internal_name(Object *jname)
{
    char *n = jstring_to_utf8(jname, NULL);
    if (n == NULL)
        return NULL;
    if (n[0] == 0 || strchr(n, '/') != NULL)
        goto bad;
    for (char *p = n; *p; p++)
        if (*p == '.')
            *p = '/';
    if (n[0] == '[') {
        const char *p = n;
        while (*p == '[')
            p++;
        if (p - n > 255)
            goto bad;
        if (*p == 'L') {
            size_t l = strlen(p);
            if (l < 3 || p[l - 1] != ';' || memchr(p, ';', l - 1) != NULL || p[1] == '/')
                goto bad;
        } else if (p[0] == 0 || p[1] != 0 || strchr("ZBCSIJFD", p[0]) == NULL) {
            goto bad;
        }
    }
    return n;
bad:
    free(n);
    return NULL;
}

static void throw_cnfe(VMThread *t, Object *jname)
{
    char *dn = jname != NULL ? jstring_to_utf8(jname, NULL) : NULL;
    exc_throw(t, "java/lang/ClassNotFoundException", dn);
    free(dn);
}

/* True when the pending exception is class_load's "no such class file"
 * for `name` (a NoClassDefFoundError whose message is the name itself). */
static int pending_is_not_found(VMThread *t, const char *name)
{
    static uint32_t off_msg;
    Object *e = t->exception;
    if (e == NULL || !class_is_subclass_of_name(e->cls, "java/lang/NoClassDefFoundError"))
        return 0;
    if (off_msg == 0)
        off_msg = class_field_offset(cls_Throwable, "detailMessage");
    Object *m = FIELD_AT(e, off_msg, Object *);
    char *s = m != NULL ? jstring_to_utf8(m, NULL) : NULL;
    int r = s != NULL && strcmp(s, name) == 0;
    free(s);
    return r;
}

/* The defining loader of the Java code that called Class.forName(String)
 * (caller-sensitive: reflection and method handle frames are skipped). */
static Object *caller_loader(VMThread *t)
{
    Class *c = native_caller_class(t, 0);
    return c != NULL ? c->loader : NULL;
}

/* Class.forName1(name, initialize, loader, callerSensitive): loader null
 * without the caller flag is the boot loader (the class library only). */
NATIVE(cls_forName1)
{
    Object *jname = a[0].l;
    int init = a[1].i, use_caller = a[3].i;
    Object *l = use_caller ? caller_loader(t) : a[2].l;
    if (jname == NULL) {
        exc_npe(t, NULL);
        RET_L(NULL);
    }
    char *n = internal_name(jname);
    if (n == NULL) {
        throw_cnfe(t, jname);
        RET_L(NULL);
    }
    Class *c;
    if (!use_caller && l == NULL) {
        c = class_load_boot(t, n);
        if (c == NULL && (t->exception == NULL || pending_is_not_found(t, n))) {
            t->exception = NULL;
            throw_cnfe(t, jname);
        }
    } else {
        c = class_load_in_forname(t, l, n);
        if (c == NULL && pending_is_not_found(t, n)) {
            t->exception = NULL;
            throw_cnfe(t, jname);
        }
    }
    free(n);
    if (c == NULL)
        RET_L(NULL);
    if (init && class_init(t, c) < 0)
        RET_L(NULL);
    RET_L(class_mirror(t, c));
}

NATIVE(cls_getClassLoader0)
{
    (void)t;
    Class *c = class_of_mirror(a[0].l);
    while (c->kind == CK_ARRAY)
        c = c->component;
    RET_L(c->loader);
}

NATIVE(cls_isBoot0) { (void)t; RET_I(class_is_boot(class_of_mirror(a[0].l))); }

/* -ea/-da/-esa/-dsa as HotSpot applies them: the last directive naming the
 * class wins; else the last naming its package or the nearest enclosing
 * package; else the default (system classes: -esa/-dsa; others: -ea/-da). */
NATIVE(cls_desiredAssertionStatus0)
{
    (void)t;
    Class *c = class_of_mirror(a[0].l);
    if (c->kind != CK_INSTANCE)
        RET_I(0);
    char *jn = class_java_name(c);
    int boot = class_is_boot(c);
    int result = boot ? vm_opts.assert_system : vm_opts.assert_user;
    int found = 0;
    for (int k = vm_opts.assert_count - 1; k >= 0 && !found; k--) {
        const AssertDirective *d = &vm_opts.asserts[k];
        if (!d->package && strcmp(d->name, jn) == 0) {
            result = d->enable;
            found = 1;
        }
    }
    char *pkg = strdup(jn);
    for (char *dot = pkg ? strrchr(pkg, '.') : NULL; !found; dot = strrchr(pkg, '.')) {
        if (dot == NULL) {
            if (strchr(jn, '.') == NULL)
                pkg[0] = 0;     /* the unnamed package, named "..." */
            else
                break;
        } else {
            *dot = 0;
        }
        for (int k = vm_opts.assert_count - 1; k >= 0 && !found; k--) {
            const AssertDirective *d = &vm_opts.asserts[k];
            if (d->package && strcmp(d->name, pkg) == 0) {
                result = d->enable;
                found = 1;
            }
        }
        if (dot == NULL)
            break;
    }
    free(pkg);
    free(jn);
    RET_I(result);
}

/* java.lang.ClassLoader */

NATIVE(ldr_userAssertionDefault0) { (void)t; (void)a; RET_I(vm_opts.assert_user); }

NATIVE(ldr_defineClass0)
{
    Object *l = a[0].l;
    Array *b = (Array *)a[2].l;
    int32_t off = a[3].i, len = a[4].i;
    char *n = NULL;
    if (a[1].l != NULL) {
        n = internal_name(a[1].l);
        if (n == NULL) {
            char *dn = jstring_to_utf8(a[1].l, NULL);
            exc_throwf(t, "java/lang/NoClassDefFoundError", "IllegalName: %s", dn ? dn : "");
            free(dn);
            RET_L(NULL);
        }
    }
    uint8_t *copy = malloc(len > 0 ? (size_t)len : 1);
    if (copy == NULL) {
        free(n);
        exc_oom(t);
        RET_L(NULL);
    }
    memcpy(copy, ARRAY_ELEMS(b, uint8_t) + off, (size_t)len);
    loader_before_define(t, len > 0 ? (size_t)len : 0);
    Class *c = class_define_in(t, l, n, copy, (size_t)len);
    free(copy);
    free(n);
    RET_L(c != NULL ? class_mirror(t, c) : NULL);
}

/* java.lang.reflect.Proxy.defineClass0: as ClassLoader's, but the app and
 * boot loaders define into the built-in namespace. */
NATIVE(proxy_defineClass0)
{
    Object *l = a[0].l;
    if (l != NULL && !class_loader_is_app(l))
        return ldr_defineClass0(t, a);
    Array *b = (Array *)a[2].l;
    Class *c = class_define_builtin(t, ARRAY_ELEMS(b, uint8_t) + a[3].i, (size_t)a[4].i);
    RET_L(c != NULL ? class_mirror(t, c) : NULL);
}

NATIVE(ldr_findLoadedClass0)
{
    if (a[1].l == NULL)
        RET_L(NULL);
    char *n = internal_name(a[1].l);
    Class *c = n != NULL ? class_find_in(a[0].l, n) : NULL;
    free(n);
    RET_L(c != NULL ? class_mirror(t, c) : NULL);
}

NATIVE(ldr_findBootstrapClass0)
{
    if (a[0].l == NULL)
        RET_L(NULL);
    char *n = internal_name(a[0].l);
    Class *c = n != NULL ? class_load_boot(t, n) : NULL;
    free(n);
    if (c == NULL) {
        t->exception = NULL;    /* a boot class that cannot link is simply not found here */
        RET_L(NULL);
    }
    RET_L(class_mirror(t, c));
}

typedef struct UrlList {
    char **urls;
    int n, cap;
} UrlList;

static void add_url(const char *url, void *arg)
{
    UrlList *ul = arg;
    if (ul->n == ul->cap) {
        ul->cap = ul->cap ? ul->cap * 2 : 4;
        char **u = realloc(ul->urls, (size_t)ul->cap * sizeof *u);
        if (u == NULL)
            return;
        ul->urls = u;
    }
    ul->urls[ul->n] = strdup(url);
    if (ul->urls[ul->n] != NULL)
        ul->n++;
}

static Object *string_array(VMThread *t, char **s, int n)
{
    Class *sa = cls_String;
    Array *arr = array_new_ref(t, sa, n);
    if (arr == NULL)
        return NULL;
    for (int k = 0; k < n; k++) {
        Object *js = jstring_new(t, s[k]);
        if (js == NULL)
            return NULL;
        ARRAY_ELEMS(arr, Object *)[k] = js;
    }
    return &arr->hdr;
}

NATIVE(ldr_classPathResources0)
{
    if (a[0].l == NULL) {
        exc_npe(t, NULL);
        RET_L(NULL);
    }
    char *name = jstring_to_utf8(a[0].l, NULL);
    UrlList ul = { NULL, 0, 0 };
    if (name != NULL)
        cp_locate(vm_classpath, name, a[1].i, add_url, &ul);
    free(name);
    Object *r = string_array(t, ul.urls, ul.n);
    for (int k = 0; k < ul.n; k++)
        free(ul.urls[k]);
    free(ul.urls);
    RET_L(r);
}

/* java.net.JarAccess: jars by path, opened once and kept open. */

typedef struct OpenJar {
    char *path;
    Jar *jar;
    UT_hash_handle hh;
} OpenJar;

static OpenJar *open_jars;          /* guarded by the loader lock */

/* The jar at path, or NULL with IOException pending. */
static Jar *jar_at(VMThread *t, Object *jpath)
{
    if (jpath == NULL) {
        exc_npe(t, NULL);
        return NULL;
    }
    char *path = jstring_to_utf8(jpath, NULL);
    if (path == NULL) {
        exc_oom(t);
        return NULL;
    }
    class_lock(t);
    OpenJar *o;
    HASH_FIND_STR(open_jars, path, o);
    if (o == NULL) {
        char err[512];
        Jar *j = jar_open_file(path, err, sizeof err);
        if (j == NULL) {
            class_unlock();
            exc_throwf(t, "java/io/IOException", "%s: %s", path, err);
            free(path);
            return NULL;
        }
        o = calloc(1, sizeof *o);
        if (o == NULL) {
            class_unlock();
            jar_close(j);
            free(path);
            exc_oom(t);
            return NULL;
        }
        o->path = path;
        o->jar = j;
        HASH_ADD_KEYPTR(hh, open_jars, o->path, strlen(o->path), o);
        path = NULL;
    }
    class_unlock();
    free(path);
    return o->jar;
}

NATIVE(jar_readEntry0)
{
    Jar *j = jar_at(t, a[0].l);
    if (j == NULL)
        RET_L(NULL);
    if (a[1].l == NULL) {
        exc_npe(t, NULL);
        RET_L(NULL);
    }
    char *name = jstring_to_utf8(a[1].l, NULL);
    size_t len = 0;
    int corrupt = 0;
    char err[512] = "";
    uint8_t *bytes = jar_read(j, name, &len, &corrupt, err, sizeof err);
    free(name);
    if (bytes == NULL) {
        if (corrupt)
            exc_throw(t, "java/util/zip/ZipException", err);
        RET_L(NULL);
    }
    Array *arr = len <= INT32_MAX ? array_new_prim(t, 'B', (int32_t)len) : NULL;
    if (arr != NULL)
        memcpy(ARRAY_ELEMS(arr, uint8_t), bytes, len);
    else if (t->exception == NULL)
        exc_oom(t);
    free(bytes);
    RET_L(arr != NULL ? &arr->hdr : NULL);
}

/* jname as UTF-8 (malloc'd), or NULL with an exception pending. */
static char *resource_name(VMThread *t, Object *jname)
{
    if (jname == NULL) {
        exc_npe(t, NULL);
        return NULL;
    }
    char *name = jstring_to_utf8(jname, NULL);
    if (name == NULL)
        exc_oom(t);
    return name;
}

/* ClassLoader.bootResource0(name): whether the class library has it. */
NATIVE(ldr_bootResource0)
{
    char *name = resource_name(t, a[0].l);
    int has = name != NULL && cp_library_has(vm_classpath, name);
    free(name);
    return (Value){ .i = has };
}

/* JarAccess.readBoot0(name): its bytes, or null. */
NATIVE(jar_readBoot0)
{
    size_t len = 0;
    char *name = resource_name(t, a[0].l);
    uint8_t *bytes = name != NULL ? cp_library_read(vm_classpath, name, &len) : NULL;
    free(name);
    if (bytes == NULL)
        RET_L(NULL);
    Array *arr = len <= INT32_MAX ? array_new_prim(t, 'B', (int32_t)len) : NULL;
    if (arr != NULL)
        memcpy(ARRAY_ELEMS(arr, uint8_t), bytes, len);
    else if (t->exception == NULL)
        exc_oom(t);
    free(bytes);
    RET_L(arr != NULL ? &arr->hdr : NULL);
}

NATIVE(jar_hasEntry0)
{
    Jar *j = jar_at(t, a[0].l);
    if (j == NULL || a[1].l == NULL)
        RET_I(0);
    char *name = jstring_to_utf8(a[1].l, NULL);
    int r = name != NULL && jar_has(j, name);
    free(name);
    RET_I(r);
}

static const NativeDef defs[] = {
    { "java/lang/Class", "forName1", "(Ljava/lang/String;ZLjava/lang/ClassLoader;Z)Ljava/lang/Class;", cls_forName1 },
    { "java/lang/Class", "getClassLoader0", "()Ljava/lang/ClassLoader;", cls_getClassLoader0 },
    { "java/lang/Class", "isBoot0", "()Z", cls_isBoot0 },
    { "java/lang/Class", "desiredAssertionStatus0", "()Z", cls_desiredAssertionStatus0 },
    { "java/lang/ClassLoader", "defineClass0", "(Ljava/lang/ClassLoader;Ljava/lang/String;[BII)Ljava/lang/Class;", ldr_defineClass0 },
    { "java/lang/ClassLoader", "findLoadedClass0", "(Ljava/lang/ClassLoader;Ljava/lang/String;)Ljava/lang/Class;", ldr_findLoadedClass0 },
    { "java/lang/ClassLoader", "findBootstrapClass0", "(Ljava/lang/String;)Ljava/lang/Class;", ldr_findBootstrapClass0 },
    { "java/lang/ClassLoader", "userAssertionDefault0", "()Z", ldr_userAssertionDefault0 },
    { "java/lang/ClassLoader", "classPathResources0", "(Ljava/lang/String;Z)[Ljava/lang/String;", ldr_classPathResources0 },
    { "java/lang/reflect/Proxy", "defineClass0", "(Ljava/lang/ClassLoader;Ljava/lang/String;[BII)Ljava/lang/Class;", proxy_defineClass0 },
    { "java/net/JarAccess", "readEntry0", "(Ljava/lang/String;Ljava/lang/String;)[B", jar_readEntry0 },
    { "java/lang/ClassLoader", "bootResource0", "(Ljava/lang/String;)Z", ldr_bootResource0 },
    { "java/net/JarAccess", "readBoot0", "(Ljava/lang/String;)[B", jar_readBoot0 },
    { "java/net/JarAccess", "hasEntry0", "(Ljava/lang/String;Ljava/lang/String;)Z", jar_hasEntry0 },
};

void natives_loader_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
