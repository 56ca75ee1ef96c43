/* loader.c: user class loaders (JVMS §5.3).
 *
 * A class is identified by its defining loader and its name.  The built-in
 * loaders (the boot loader of the class library and the app loader of the
 * class path) are one namespace, class.c's name-keyed table, with
 * Class.loader NULL: their path is unchanged and needs no Java call.  Each
 * user loader (any ClassLoader but ClassLoader$AppClassLoader) has a
 * LoaderData, made on first use and reached through the Java field
 * ClassLoader.vmLoader: a table of every class the loader defined or
 * initiated (a class its loadClass returned for a resolution), and the
 * list of those it defined, which class_foreach walks for the GC.
 *
 * Invariants:
 * - LoaderData and its entries are written under class.c's loader lock.
 *   They are freed, with every class the loader defined, only by
 *   loader_gc_unload, world stopped, once a collection found the loader
 *   object unmarked.  Marking keeps a loader whenever anything reaches it,
 *   a mirror of one of its classes, an instance of one (arrays and lambda
 *   objects included), a frame running one of their methods (heap.c), or a
 *   live loader whose classes name one of its classes (superclass,
 *   interfaces, element class, or a class it initiated: resolution always
 *   goes through the resolving class's own loader, so a class of another
 *   loader is reached only through an entry of that table).  A reached
 *   loader marks its classes' statics, mirrors and constant pools.  Classes
 *   of the built-in loaders are never unloaded.
 * - A name maps to one class per loader: the first recorded wins, so a
 *   loader that returns different classes for a name later sees the first.
 * - Java code (loadClass, the duplicate-definition message) may run with
 *   the loader lock held on this thread; the lock is recursive.
 * - Loading constraints (JVMS 5.3.4) are sets of loaders that must agree on
 *   a name, added when a method or field is resolved across loaders or a
 *   method overrides (or implements) one of another loader's class, and checked whenever a
 *   loader records a class (define or initiate).  java.* names are never
 *   constrained (only the boot loader may define them).  The built-in
 *   namespace takes part as loader NULL; class.c checks its own loads and
 *   definitions (loader_builtin_admit) before it records them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <uthash.h>
#include "class.h"
#include "classpath.h"
#include "excep.h"
#include "interp.h"
#include "jstring.h"
#include "options.h"
#include "heap.h"

typedef struct LoaderEntry {
    const char *name;               /* the class's own name (outlives the entry) */
    Class *c;
    UT_hash_handle hh;
} LoaderEntry;

typedef struct LoaderData {
    Object *obj;                    /* the loader (not a root: see loader_gc_scan) */
    LoaderEntry *table;
    Class **defined;
    size_t ndefined, cap;
    struct LoaderData *next;
} LoaderData;

static LoaderData *all_loaders;     /* guarded by the loader lock */
static Class *constraint_conflict(Object *l, Class *c);
static void conflict_error(VMThread *t, Object *l, Class *c, Class *other);
static int override_constraints(VMThread *t, Class *c);

/* A loading constraint: loaders (NULL: the built-in namespace) that must
 * all have the same class for a name, and that class once one has it. */
typedef struct Constraint {
    Object **loaders;
    size_t n, cap;
    Class *c;
    struct Constraint *next;
} Constraint;

typedef struct ConstraintName {
    char *name;
    Constraint *sets;
    UT_hash_handle hh;
} ConstraintName;

static ConstraintName *constraints; /* guarded by the loader lock; loaders leave on unloading */
static void loader_gc_scan(void *obj, HeapVisitFn visit, void *cookie);
static uint32_t off_vmloader;
static Class *cls_app_loader;

/* The built-in app loader: resolution through it is class_load. */
static int is_app_loader(Object *l)
{
    if (cls_app_loader != NULL)
        return l->cls == cls_app_loader;
    if (strcmp(l->cls->name, "java/lang/ClassLoader$AppClassLoader") == 0 && class_is_boot(l->cls)) {
        cls_app_loader = l->cls;
        return 1;
    }
    return 0;
}

int class_loader_is_app(Object *l)
{
    return l != NULL && is_app_loader(l);
}

/* L's data, made on first use.  Called with the loader lock held. */
static LoaderData *loader_data(Object *l)
{
    if (off_vmloader == 0) {
        Class *k = l->cls;
        while (k->super != NULL && strcmp(k->name, "java/lang/ClassLoader") != 0)
            k = k->super;
        off_vmloader = class_field_offset(k, "vmLoader");
    }
    LoaderData *ld = FIELD_AT(l, off_vmloader, LoaderData *);
    if (ld == NULL) {
        ld = calloc(1, sizeof *ld);
        if (ld == NULL) {
            fprintf(stderr, "jvm: out of native memory\n");
            exit(1);
        }
        ld->obj = l;
        ld->next = all_loaders;
        all_loaders = ld;
        FIELD_AT(l, off_vmloader, LoaderData *) = ld;
        heap_class_scan = loader_gc_scan;
    }
    return ld;
}

static LoaderEntry *entry_of(LoaderData *ld, const char *name)
{
    LoaderEntry *e;
    HASH_FIND_STR(ld->table, name, e);
    return e;
}

/* Records c under its name in ld (unless a class is there already);
 * returns the class the loader now has for the name.  Lock held. */
static Class *record(LoaderData *ld, Class *c, int defined)
{
    LoaderEntry *e = entry_of(ld, c->name);
    if (e != NULL)
        return e->c;
    e = calloc(1, sizeof *e);
    if (e == NULL) {
        fprintf(stderr, "jvm: out of native memory\n");
        exit(1);
    }
    e->name = c->name;
    e->c = c;
    HASH_ADD_KEYPTR(hh, ld->table, e->name, strlen(e->name), e);
    if (defined) {
        if (ld->ndefined == ld->cap) {
            ld->cap = ld->cap ? ld->cap * 2 : 16;
            ld->defined = realloc(ld->defined, ld->cap * sizeof *ld->defined);
            if (ld->defined == NULL) {
                fprintf(stderr, "jvm: out of native memory\n");
                exit(1);
            }
        }
        ld->defined[ld->ndefined++] = c;
    }
    return c;
}

int class_is_boot(Class *c)
{
    while (c->kind == CK_ARRAY)
        c = c->component;
    if (c->kind == CK_PRIMITIVE)
        return 1;
    if (c->loader != NULL)
        return 0;
    if (c->cf != NULL)
        return c->cf->trusted;
    return strncmp(c->name, "java/", 5) == 0;   /* lambdas: by their host's package */
}

Class *class_find_in(Object *l, const char *name)
{
    if (l == NULL || is_app_loader(l))
        return class_find_loaded(name);
    VMThread *t = vm_current();
    class_lock(t);
    LoaderEntry *e = entry_of(loader_data(l), name);
    class_unlock();
    return e != NULL ? e->c : NULL;
}

static char *dotted(const char *name)
{
    char *s = strdup(name);
    if (s != NULL)
        for (char *p = s; *p; p++)
            if (*p == '/')
                *p = '.';
    return s;
}

/* L.loadClass(name) in Java.  wrap: a ClassNotFoundException becomes
 * NoClassDefFoundError: name (resolution), else it stays (Class.forName). */
static Class *call_load_class(VMThread *t, Object *l, const char *name, int wrap)
{
    char *jn = dotted(name);
    Object *s = jn != NULL ? jstring_new(t, jn) : NULL;
    free(jn);
    if (s == NULL)
        return NULL;
    Value args[2] = { { .l = l }, { .l = s } };
    Value r = interp_call_named(t, l, "loadClass", "(Ljava/lang/String;)Ljava/lang/Class;", args);
    if (t->exception != NULL) {
        Object *e = t->exception;
        if (wrap && class_is_subclass_of_name(e->cls, "java/lang/ClassNotFoundException")) {
            t->exception = NULL;
            Object *w = exc_new(t, "java/lang/NoClassDefFoundError", name, e);
            if (w != NULL)
                t->exception = w;
        }
        return NULL;
    }
    if (r.l == NULL) {
        exc_throw(t, "java/lang/NoClassDefFoundError", name);
        return NULL;
    }
    Class *c = class_of_mirror(r.l);
    if (strcmp(c->name, name) != 0) {
        exc_throwf(t, "java/lang/NoClassDefFoundError", "%s (wrong name: %s)", name, c->name);
        return NULL;
    }
    return c;
}

static Class *load_in(VMThread *t, Object *l, const char *name, int wrap)
{
    if (l == NULL || is_app_loader(l))
        return class_load(t, name);
    class_lock(t);
    LoaderData *ld = loader_data(l);
    LoaderEntry *e = entry_of(ld, name);
    class_unlock();
    if (e != NULL)
        return e->c;
    Class *c;
    if (name[0] == '[') {
        if (strlen(name) > 256 || name[1] == 0) {
            exc_throw(t, "java/lang/NoClassDefFoundError", name);
            return NULL;
        }
        Class *elem = class_from_desc_in(t, l, name + 1);
        if (elem == NULL)
            return NULL;
        if (elem->loader == NULL) {
            c = class_load(t, name);
        } else if (elem->loader != l) {
            c = load_in(t, elem->loader, name, wrap);
        } else {
            class_lock(t);
            e = entry_of(ld, name);
            c = e != NULL ? e->c : record(ld, class_new_array(t, name, elem), 1);
            class_unlock();
        }
    } else {
        c = call_load_class(t, l, name, wrap);
    }
    if (c == NULL)
        return NULL;
    class_lock(t);
    Class *other = entry_of(ld, c->name) == NULL ? constraint_conflict(l, c) : NULL;
    if (other == NULL)
        c = record(ld, c, 0);
    else
        conflict_error(t, l, c, other);
    class_unlock();
    return other == NULL ? c : NULL;
}

Class *class_load_in(VMThread *t, Object *l, const char *name)
{
    return load_in(t, l, name, 1);
}

Class *class_load_in_forname(VMThread *t, Object *l, const char *name)
{
    return load_in(t, l, name, 0);
}

Class *class_load_boot(VMThread *t, const char *name)
{
    Class *c = class_find_loaded(name);
    if (c != NULL)
        return class_is_boot(c) ? c : NULL;
    const char *el = name;
    while (*el == '[')
        el++;
    if (el != name) {
        if (*el != 'L')
            return el[1] == 0 && el[0] != 'V' && strchr("ZBCSIJFD", el[0]) ? class_load(t, name) : NULL;
        size_t n = strlen(el);
        if (n < 3 || el[n - 1] != ';')
            return NULL;
        char *en = strndup(el + 1, n - 2);
        Class *e = en != NULL ? class_load_boot(t, en) : NULL;
        free(en);
        return e != NULL ? class_load(t, name) : NULL;
    }
    size_t n = strlen(name), len = 0;
    char *res = malloc(n + 7), err[256];
    if (res == NULL)
        return NULL;
    memcpy(res, name, n);
    memcpy(res + n, ".class", 7);
    int corrupt = 0, trusted = 0;
    uint8_t *bytes = cp_find_ex(vm_classpath, res, &len, &corrupt, err, sizeof err, &trusted);
    free(res);
    free(bytes);
    if (bytes == NULL || !trusted)
        return NULL;
    return class_load(t, name);
}

/* "loader X attempted duplicate class definition for N. (...)", the text
 * from ClassLoader.duplicateMessage (HotSpot's, loader names included). */
static void duplicate(VMThread *t, Object *l, const char *name)
{
    char *jn = dotted(name);
    Object *s = jn != NULL ? jstring_new(t, jn) : NULL;
    free(jn);
    if (s == NULL)
        return;
    Value args[2] = { { .l = l }, { .l = s } };
    Value r = interp_call_named(t, l, "duplicateMessage", "(Ljava/lang/String;)Ljava/lang/String;", args);
    if (t->exception != NULL)
        return;
    char *msg = r.l != NULL ? jstring_to_utf8(r.l, NULL) : NULL;
    exc_throw(t, "java/lang/LinkageError", msg);
    free(msg);
}

Class *class_define_in(VMThread *t, Object *l, const char *name, const uint8_t *bytes, size_t len)
{
    char err[512] = "";
    int unsupported = 0;
    ClassFile *cf = cf_parse_named(bytes, len, name, err, sizeof err, &unsupported);
    if (cf == NULL) {
        exc_throw(t, unsupported ? "java/lang/UnsupportedClassVersionError"
                                 : "java/lang/ClassFormatError", err);
        return NULL;
    }
    if (name != NULL && strcmp(cf->name, name) != 0) {
        exc_throwf(t, "java/lang/NoClassDefFoundError", "%s (wrong name: %s)", name, cf->name);
        cf_free(cf);
        return NULL;
    }
    if (strncmp(cf->name, "java/", 5) == 0) {
        char *pkg = dotted(cf->name);
        char *dot = pkg != NULL ? strrchr(pkg, '.') : NULL;
        if (dot != NULL)
            *dot = 0;
        exc_throwf(t, "java/lang/SecurityException", "Prohibited package name: %s", pkg ? pkg : "java");
        free(pkg);
        cf_free(cf);
        return NULL;
    }
    cf->trusted = 0;
    if (vm_opts.verbose_class & 1)
        fprintf(stdout, "[class,load] %s\n", cf->name);
    class_lock(t);
    LoaderData *ld = loader_data(l);
    Class *c = NULL, *other;
    if (entry_of(ld, cf->name) != NULL) {
        duplicate(t, l, cf->name);
        cf_free(cf);
    } else {
        c = class_link_parsed(t, cf->name, cf, l);
        if (c == NULL) {
            cf_free(cf);
        } else if (entry_of(ld, cf->name) != NULL) {
            /* Defined meanwhile, while its supers loaded: this one is
             * dropped (and leaked: it owns cf, and nothing reaches it). */
            duplicate(t, l, cf->name);
            c = NULL;
        } else if ((other = constraint_conflict(l, c)) != NULL) {
            conflict_error(t, l, c, other);   /* c is dropped, as a duplicate is */
            c = NULL;
        } else {
            record(ld, c, 1);
            if (class_verify_user(t, c) < 0 || override_constraints(t, c) < 0) {
                LoaderEntry *e = entry_of(ld, c->name);
                HASH_DEL(ld->table, e);   /* stays in ld->defined: its statics are roots */
                free(e);
                c = NULL;
            }
        }
    }
    class_unlock();
    return c;
}

Class *class_define_hidden(VMThread *t, Object *l, const uint8_t *bytes, size_t len, Class *host)
{
    char err[512] = "";
    int unsupported = 0;
    ClassFile *cf = cf_parse_named(bytes, len, NULL, err, sizeof err, &unsupported);
    if (cf == NULL) {
        exc_throw(t, unsupported ? "java/lang/UnsupportedClassVersionError"
                                 : "java/lang/ClassFormatError", err);
        return NULL;
    }
    cf->trusted = 0;
    int builtin = l == NULL || is_app_loader(l);
    if (vm_opts.verbose_class & 1)
        fprintf(stdout, "[class,load] %s (hidden)\n", cf->name);
    class_lock(t);
    Class *c = class_link_parsed(t, cf->name, cf, builtin ? NULL : l);
    if (c == NULL) {
        cf_free(cf);
        class_unlock();
        return NULL;
    }
    size_t n = strlen(cf->name) + 24;
    char *hn = malloc(n);
    if (hn == NULL) {
        fprintf(stderr, "jvm: out of native memory\n");
        exit(1);
    }
    snprintf(hn, n, "%s+0x%016llx", cf->name, (unsigned long long)(uintptr_t)c);
    c->name = hn;                   /* owned by c (class_free frees it) */
    c->flags |= CF_HIDDEN;
    c->nest_host = host != NULL ? host : c;
    c->nest_resolved = 1;
    if (builtin) {
        class_table_add_hidden(c);
    } else {
        LoaderData *ld = loader_data(l);
        record(ld, c, 1);
        if (class_verify_user(t, c) < 0 || override_constraints(t, c) < 0) {
            LoaderEntry *e = entry_of(ld, c->name);
            HASH_DEL(ld->table, e);   /* stays in ld->defined: its statics are roots */
            free(e);
            c = NULL;
        }
    }
    class_unlock();
    return c;
}

/* ------------------------------------------------------------ loading constraints */

static void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n);
    if (p == NULL) {
        fprintf(stderr, "jvm: out of native memory\n");
        exit(1);
    }
    return p;
}

static Constraint *set_of(ConstraintName *cn, Object *l)
{
    for (Constraint *s = cn != NULL ? cn->sets : NULL; s != NULL; s = s->next)
        for (size_t k = 0; k < s->n; k++)
            if (s->loaders[k] == l)
                return s;
    return NULL;
}

static void set_add(Constraint *s, Object *l)
{
    if (s->n == s->cap) {
        s->cap = s->cap ? s->cap * 2 : 4;
        s->loaders = xrealloc(s->loaders, s->cap * sizeof *s->loaders);
    }
    s->loaders[s->n++] = l;
}

/* The class loader l has for name now (defined or initiated).  Lock held. */
static Class *known_in(Object *l, const char *name)
{
    if (l == NULL)
        return class_find_loaded(name);
    LoaderEntry *e = entry_of(loader_data(l), name);
    return e != NULL ? e->c : NULL;
}

/* Adds the constraint that l1 and l2 have one class for name; 0 when
 * they have (or are bound to) different ones already. */
static int add_constraint(VMThread *t, Object *l1, Object *l2, const char *name)
{
    if (l1 == l2)
        return 1;
    class_lock(t);
    Class *c1 = known_in(l1, name), *c2 = known_in(l2, name);
    ConstraintName *cn;
    HASH_FIND_STR(constraints, name, cn);
    Constraint *s1 = set_of(cn, l1), *s2 = set_of(cn, l2);
    Class *cands[4] = { c1, c2, s1 != NULL ? s1->c : NULL, s2 != NULL ? s2->c : NULL };
    Class *k = NULL;
    int ok = 1;
    for (int i = 0; i < 4; i++) {
        if (cands[i] == NULL)
            continue;
        if (k == NULL)
            k = cands[i];
        else if (k != cands[i])
            ok = 0;
    }
    if (ok) {
        if (cn == NULL) {
            cn = xrealloc(NULL, sizeof *cn);
            memset(cn, 0, sizeof *cn);
            cn->name = strdup(name);
            if (cn->name == NULL) {
                fprintf(stderr, "jvm: out of native memory\n");
                exit(1);
            }
            HASH_ADD_KEYPTR(hh, constraints, cn->name, strlen(cn->name), cn);
        }
        Constraint *s = s1 != NULL ? s1 : s2;
        if (s == NULL) {
            s = xrealloc(NULL, sizeof *s);
            memset(s, 0, sizeof *s);
            s->next = cn->sets;
            cn->sets = s;
        }
        if (s1 == NULL)
            set_add(s, l1);
        if (s2 == NULL)
            set_add(s, l2);
        if (s1 != NULL && s2 != NULL && s1 != s2) {
            for (size_t i = 0; i < s2->n; i++)
                set_add(s1, s2->loaders[i]);
            for (Constraint **pp = &cn->sets; *pp != NULL; pp = &(*pp)->next)
                if (*pp == s2) {
                    *pp = s2->next;
                    break;
                }
            free(s2->loaders);
            free(s2);
        }
        s->c = k;
    }
    class_unlock();
    return ok;
}

/* Before loader l records c: the class a constraint on l chose for c's
 * name when it is another (else binds the constraint to c).  Lock held. */
static Class *constraint_conflict(Object *l, Class *c)
{
    ConstraintName *cn;
    HASH_FIND_STR(constraints, c->name, cn);
    Constraint *s = set_of(cn, l);
    if (s == NULL)
        return NULL;
    if (s->c != NULL && s->c != c)
        return s->c;
    s->c = c;
    return NULL;
}

/* A Java String method of loader l: describe() or describeModule(). */
static char *loader_text(VMThread *t, Object *l, const char *method)
{
    Object *pending = t->exception;
    t->exception = NULL;
    Value args[1] = { { .l = l } };
    Value r = interp_call_named(t, l, method, "()Ljava/lang/String;", args);
    char *d = t->exception == NULL && r.l != NULL ? jstring_to_utf8(r.l, NULL) : NULL;
    t->exception = pending;
    return d != NULL ? d : strdup("?");
}

/* How HotSpot names c's loader: 'bootstrap', 'app', 'name' @hash, ... */
static char *class_loader_text(VMThread *t, Class *c)
{
    while (c->kind == CK_ARRAY)
        c = c->component;
    if (class_is_boot(c))
        return strdup("'bootstrap'");
    return c->loader == NULL ? strdup("'app'") : loader_text(t, c->loader, "describe");
}

/* Where c is: "unnamed module of loader 'x' @hash, parent loader 'app'". */
static char *class_module_text(VMThread *t, Class *c)
{
    while (c->kind == CK_ARRAY)
        c = c->component;
    if (class_is_boot(c))
        return strdup("module java.base of loader 'bootstrap'");
    if (c->loader == NULL)
        return strdup("unnamed module of loader 'app'");
    return loader_text(t, c->loader, "describeModule");
}

/* LinkageError: loader l wants to load c, but a constraint chose other. */
static void conflict_error(VMThread *t, Object *l, Class *c, Class *other)
{
    char *ld = l == NULL ? strdup("'app'") : loader_text(t, l, "describe"), *od = class_loader_text(t, other);
    char *om = class_module_text(t, other), *cn = class_java_name(c);
    exc_throwf(t, "java/lang/LinkageError", "loader constraint violation: loader %s wants to load class %s. "
               "A different class with the same name was previously loaded by %s. (%s is in %s)",
               ld, cn, od, cn, om);
    free(ld);
    free(od);
    free(om);
    free(cn);
}

int loader_builtin_admit(VMThread *t, Class *c)
{
    if (constraints == NULL)
        return 0;
    Class *other = constraint_conflict(NULL, c);
    if (other == NULL)
        return 0;
    conflict_error(t, NULL, c, other);
    return -1;
}

enum { LC_ITABLE = LC_OVERRIDE + 1 };

/* loader_check_signature; for LC_ITABLE cur is the interface, owner the
 * class of the method selected for it in subject's itable. */
static int check_signature(VMThread *t, int kind, Class *cur, Class *owner, Class *subject,
                           const char *name, const char *desc)
{
    if (cur->loader == owner->loader)
        return 0;
    for (const char *p = desc; *p; p++) {
        if (*p != 'L')
            continue;
        const char *e = strchr(p, ';');
        if (e == NULL)
            return 0;
        if (strncmp(p + 1, "java/", 5) == 0) {
            p = e;          /* only the boot loader defines java.*: one class for every loader */
            continue;
        }
        char *type = strndup(p + 1, (size_t)(e - p - 1));
        p = e;
        if (type == NULL) {
            exc_oom(t);
            return -1;
        }
        if (add_constraint(t, cur->loader, owner->loader, type)) {
            free(type);
            continue;
        }
        char *a = class_java_name(cur), *b = class_java_name(owner);
        char *la = class_loader_text(t, cur), *lb = class_loader_text(t, owner);
        char *ma = class_module_text(t, cur), *mb = class_module_text(t, owner);
        for (char *q = type; *q; q++)
            if (*q == '/')
                *q = '.';
        char sig[1024];
        desc_java_signature(sig, sizeof sig, kind == LC_OVERRIDE || kind == LC_ITABLE ? a : b, name, desc);
        if (kind == LC_METHOD)
            exc_throwf(t, "java/lang/LinkageError", "loader constraint violation: when resolving method %s "
                       "the class loader %s of the current class, %s, and the class loader %s for the method's "
                       "defining class, %s, have different Class objects for the type %s used in the signature "
                       "(%s is in %s; %s is in %s)", sig, la, a, lb, b, type, a, ma, b, mb);
        else if (kind == LC_FIELD)
            exc_throwf(t, "java/lang/LinkageError", "loader constraint violation: when resolving field \"%s\" "
                       "of type %s, the class loader %s of the current class, %s, and the class loader %s for "
                       "the field's defining class, %s, have different Class objects for type %s (%s is in %s; "
                       "%s is in %s)", name, type, la, a, lb, b, type, a, ma, b, mb);
        else if (kind == LC_ITABLE) {
            char *s = class_java_name(subject);
            exc_throwf(t, "java/lang/LinkageError", "loader constraint violation in interface itable "
                       "initialization for class %s: when selecting method %s the class loader %s for super "
                       "interface %s, and the class loader %s of the selected method's class, %s have different "
                       "Class objects for the type %s used in the signature (%s is in %s; %s is in %s)",
                       s, sig, la, a, lb, b, type, a, ma, b, mb);
            free(s);
        } else
            exc_throwf(t, "java/lang/LinkageError", "loader constraint violation for class %s: when selecting "
                       "overriding method %s the class loader %s of the selected method's type %s, and the "
                       "class loader %s for its super type %s have different Class objects for the type %s "
                       "used in the signature (%s is in %s; %s is in %s)", a, sig, la, a, lb, b, type, a, ma,
                       b, mb);
        free(a);
        free(b);
        free(la);
        free(lb);
        free(ma);
        free(mb);
        free(type);
        return -1;
    }
    return 0;
}

int loader_check_signature(VMThread *t, int kind, Class *cur, Class *owner, const char *name,
                           const char *desc)
{
    return check_signature(t, kind, cur, owner, NULL, name, desc);
}

/* The constraints c's overriding methods put on its loader and its
 * superclasses' (HotSpot checks them as it fills the vtable), and those
 * of the methods selected for its interfaces' (as it fills the itable). */
static int override_constraints(VMThread *t, Class *c)
{
    Class *s = c->super;
    if (s == NULL || c->cf == NULL || (c->access & ACC_INTERFACE))
        return 0;
    for (int k = 0; k < c->method_count; k++) {
        Method *m = &c->methods[k];
        if (m->vtable_index < 0 || (uint32_t)m->vtable_index >= s->vtable_length)
            continue;
        Method *sm = s->vtable[m->vtable_index];
        if (sm == m || sm->cls->loader == c->loader)
            continue;
        if (loader_check_signature(t, LC_OVERRIDE, c, sm->cls, m->name, m->desc) < 0)
            return -1;
    }
    for (uint32_t k = 0; k < c->all_interface_count; k++) {
        Class *i = c->all_interfaces[k];
        for (int j = 0; j < i->method_count; j++) {
            Method *im = &i->methods[j];
            if (im->access & (ACC_STATIC | ACC_PRIVATE) || im->name[0] == '<')
                continue;
            Method *sel = NULL;
            for (Class *x = c; x != NULL && sel == NULL; x = x->super) {
                Method *m = class_own_method(x, im->name, im->desc);
                if (m != NULL && !(m->access & ACC_STATIC))
                    sel = m;
            }
            if (sel != NULL && sel->cls->loader != i->loader &&
                check_signature(t, LC_ITABLE, i, sel->cls, c, im->name, im->desc) < 0)
                return -1;
        }
    }
    return 0;
}

/* ---- class unloading ---- */

/* A class of another loader that c names (its superclass, interfaces,
 * element class) keeps that loader alive. */
static void visit_other(Class *x, Object *self, HeapVisitFn visit, void *cookie)
{
    if (x != NULL && x->loader != NULL && x->loader != self)
        visit(x->loader, cookie);
}

/* Once per collection per reached loader (its object is scanned once):
 * everything its classes keep, and the loaders of the classes it names. */
static void loader_mark(LoaderData *ld, HeapVisitFn visit, void *cookie)
{
    for (size_t k = 0; k < ld->ndefined; k++) {
        Class *c = ld->defined[k];
        class_visit_roots(c, visit, cookie);
        visit_other(c->super, ld->obj, visit, cookie);
        visit_other(c->component, ld->obj, visit, cookie);
        for (uint32_t i = 0; i < c->all_interface_count; i++)
            visit_other(c->all_interfaces[i], ld->obj, visit, cookie);
    }
    /* Classes it initiated (resolutions from its classes went through it). */
    LoaderEntry *e, *tmp;
    HASH_ITER(hh, ld->table, e, tmp)
        visit_other(e->c, ld->obj, visit, cookie);
}

static void loader_gc_scan(void *obj, HeapVisitFn visit, void *cookie)
{
    Object *o = obj;
    Class *c = o->cls;
    if (c->loader != NULL)
        visit(c->loader, cookie);
    if (c->flags & CF_MIRROR) {
        Class *k = class_of_mirror(o);
        if (k != NULL && k->loader != NULL)
            visit(k->loader, cookie);
    }
    if ((c->flags & CF_LOADER) && off_vmloader != 0) {
        LoaderData *ld = FIELD_AT(o, off_vmloader, LoaderData *);
        if (ld != NULL)
            loader_mark(ld, visit, cookie);
    }
}

static void log_unload(Class *c)
{
    char *n = dotted(c->name);
    fprintf(stdout, "[class,unload] unloading class %s 0x%016llx\n", n ? n : c->name,
            (unsigned long long)(uintptr_t)c);
    free(n);
}

static uint64_t unloaded_classes;

/* Loader l is being unloaded: it leaves every loading constraint, and a
 * constraint bound to one of its classes is unbound (no live loader can
 * have that class: it would have kept l alive through its table). */
static void constraints_forget(Object *l)
{
    ConstraintName *cn, *tmp;
    HASH_ITER(hh, constraints, cn, tmp) {
        for (Constraint *s = cn->sets; s != NULL; s = s->next) {
            for (size_t k = 0; k < s->n;) {
                if (s->loaders[k] == l)
                    s->loaders[k] = s->loaders[--s->n];
                else
                    k++;
            }
            if (s->c != NULL && s->c->loader == l)
                s->c = NULL;
        }
    }
}

uint64_t loader_unloaded_count(void) { return unloaded_classes; }

void loader_gc_unload(void)
{
    int logged = 0;
    for (LoaderData **pp = &all_loaders; *pp != NULL;) {
        LoaderData *ld = *pp;
        if (heap_is_marked(ld->obj)) {
            pp = &ld->next;
            continue;
        }
        *pp = ld->next;
        constraints_forget(ld->obj);
        LoaderEntry *e, *tmp;
        HASH_ITER(hh, ld->table, e, tmp) {
            HASH_DEL(ld->table, e);
            free(e);
        }
        for (size_t k = 0; k < ld->ndefined; k++) {
            if ((vm_opts.verbose_class & 2) && ld->defined[k]->kind == CK_INSTANCE) {
                log_unload(ld->defined[k]);
                logged = 1;
            }
            if (ld->defined[k]->kind == CK_INSTANCE)
                unloaded_classes++;
            class_free(ld->defined[k]);
        }
        free(ld->defined);
        free(ld);
    }
    if (logged)
        fflush(stdout);
}

void loader_foreach_class(void (*fn)(Class *c, void *arg), void *arg)
{
    for (LoaderData *ld = all_loaders; ld != NULL; ld = ld->next)
        for (size_t k = 0; k < ld->ndefined; k++)
            fn(ld->defined[k], arg);
}
