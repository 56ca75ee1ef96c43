/* class.h: classes, methods and fields as the interpreter sees them.
 *
 * Loading turns a ClassFile into a Class; linking lays out fields, builds the
 * vtable and the method table; initialization runs <clinit> in JVMS §5.5
 * order.  The class table, the loader lock and the initialization protocol
 * are safe under concurrent threads.  Classes of the built-in loaders are
 * never unloaded; a user loader's are, with it (loader.c).
 *
 * Constant-pool entries are resolved lazily, once, into rcp[] (pointers
 * published with release stores); the instruction that used the entry is
 * then rewritten to a quick variant that reads rcp[] directly. */
#ifndef VM_CLASS_H
#define VM_CLASS_H

#include <stdatomic.h>
#include <stdint.h>
#include <uthash.h>
#include "classfile.h"
#include "object.h"

typedef struct Class Class;
typedef struct Method Method;

/* A native method: args are the JVMS argument slots (this first). Returns the
 * result (ignored for void) or anything with t->exception set. */
typedef Value (*NativeFn)(VMThread *t, Value *args);

struct Method {
    Class *cls;
    const char *name;
    const char *desc;
    uint16_t access;
    uint16_t max_stack, max_locals;
    uint16_t arg_slots;             /* JVMS slots of the arguments, this included */
    char ret;                       /* first char of the return descriptor */
    uint8_t ret_slots;              /* 0, 1 or 2 */
    int32_t vtable_index;           /* -1: not dispatched through the vtable */
    uint32_t code_length;
    uint8_t *code;                  /* the ClassFile's copy, quickened in place */
    uint16_t handler_count;
    CfExHandler *handlers;
    uint16_t line_count;
    CfLine *lines;
    NativeFn native;                /* bound on first call for ACC_NATIVE */
    void *jni;                      /* JNI binding (jni.c): the C function, its ffi_cif */
    void *lambda;                   /* LambdaInfo for synthetic lambda methods */
    int (*intrinsic)(Value *args, Value *result);   /* intrinsics.h; NULL for most */
    void *_Atomic *rcp;             /* its class's rcp (bytecode methods), one load less */
    uint8_t invoke_fast;            /* bytecode, no intrinsic, not synchronized: the
                                     * interpreter's call needs no other check */
    uintptr_t xbias;                /* interp.c, computed-goto build: its handler table
                                     * minus code * sizeof(void *), 0 until it first runs */
    unsigned keyhash;               /* of name and desc, the method-table key */
};

typedef struct Field {
    Class *cls;
    const char *name;
    const char *desc;
    uint16_t access;
    uint16_t constant_value;        /* cp index of ConstantValue, or 0 */
    uint32_t offset;                /* instance: byte offset; static: index into statics */
} Field;

typedef struct MethodKey {          /* a slot of a method table: name+desc -> method */
    Method *m;                      /* NULL: the slot is free; the key: m's name and desc */
    int32_t vindex;                 /* vtable index, or -1 */
} MethodKey;

/* A class's method table: open addressing with linear probing on
 * Method.keyhash, at most 3/4 full; written while the class links, read
 * without a lock after. */
typedef struct MethodTable {
    uint32_t mask;                  /* slots - 1 (slots a power of two) */
    uint32_t count;
    MethodKey slot[];
} MethodTable;

enum { CK_INSTANCE, CK_ARRAY, CK_PRIMITIVE };
enum { CS_LOADED, CS_LINKED, CS_INITIALIZING, CS_INITIALIZED, CS_ERROR };

enum {                              /* Class.flags */
    CF_THROWABLE = 1, CF_REFERENCE = 2, CF_LAMBDA = 4, CF_CLONEABLE = 8,
    CF_HIDDEN = 16, CF_WEAKREF = 32,  /* WeakReference/PhantomReference: referent is weak */
    CF_SOFTREF = 64,  /* SoftReference: referent cleared by the LRU policy (heap.c) */
    CF_PHANTOMREF = 128, /* PhantomReference: cleared after finalization */
    CF_FINALIZABLE = 256, /* overrides Object.finalize() with a non-empty body */
    CF_MIRROR = 512,     /* java.lang.Class: a mirror keeps its class's loader alive */
    CF_LOADER = 1024     /* java.lang.ClassLoader and subclasses: a reached loader
                          * keeps every class it defined (loader.c) */
};

#define CLASS_ICACHE_SIZE 8

struct Class {
    const char *name;               /* internal form: java/lang/String, [I */
    ClassFile *cf;                  /* NULL for arrays, primitives, lambdas */
    Class *super;
    Class **interfaces;             /* direct superinterfaces */
    uint16_t interface_count;
    uint16_t access;
    uint8_t kind;                   /* CK_* */
    char prim;                      /* primitive: its descriptor char; array: element's */
    uint8_t elem_size;              /* arrays: element size in bytes */
    uint8_t dims;                   /* arrays: dimensions */
    uint32_t flags;
    Class *component;               /* arrays: element class */
    Class *_Atomic array_class;     /* the class of arrays of this, once made */
    Method *methods;
    uint16_t method_count;
    Field *fields;
    uint16_t field_count;
    Method **vtable;
    uint32_t vtable_length;
    MethodTable *mtable;            /* every method callable on instances + own statics */
    Class **all_interfaces;         /* transitive closure, for subtype checks */
    uint32_t all_interface_count;
    uint32_t instance_size;         /* bytes, header included */
    uint32_t ref_count;             /* reference fields in instances */
    uint32_t *ref_offsets;
    Value *statics;
    uint16_t static_count;
    uint8_t *static_is_ref;
    void *_Atomic *rcp;             /* resolved constant pool, cf->cp_count entries */
    Object *_Atomic mirror;         /* java.lang.Class instance */
    _Atomic int state;
    VMThread *init_thread;
    Method *clinit;
    const char *source_file;
    Class *nest_host;               /* hidden classes: the nest host Lookup.defineHiddenClass
                                     * gave (NESTMATE: the lookup class's), else itself */
    uint8_t nest_resolved;          /* nest_host is set */
    void *lambda_info;              /* CF_LAMBDA: the call-site data */
    Object *init_error;             /* cause for NoClassDefFoundError after a failed <clinit> */
    Object *loader;                 /* the defining loader: NULL for the built-in ones (the
                                     * class library's boot loader and the class path's app
                                     * loader share the name-keyed class table); else a user
                                     * java.lang.ClassLoader, kept alive by its classes */
    /* Interface-dispatch cache of this receiver class: class_select_iface. */
    struct ICNode *_Atomic icache[CLASS_ICACHE_SIZE];
    struct ICNode *ic_nodes;        /* every node made for it (one per method) */
    UT_hash_handle hh;
};

/* One selection, made once per (receiver class, method) and never changed
 * or freed, so a reader needs no lock. */
typedef struct ICNode {
    const Method *m;
    Method *target;
    struct ICNode *next;
} ICNode;

/* Bootstraps the class table and loads the core classes.  Returns 0, or -1
 * with a message printed. */
int class_boot(VMThread *t);

/* The core classes, loaded by class_boot. */
extern Class *cls_Object, *cls_String, *cls_Class, *cls_Throwable,
             *cls_Thread, *cls_Cloneable, *cls_Serializable;
extern Class *cls_prim[128];        /* indexed by descriptor char: 'I', 'Z', 'V'... */

/* Returns the class named `name` (internal form or array descriptor),
 * loading and linking it.  Returns NULL with NoClassDefFoundError,
 * ClassFormatError, ... pending. */
Class *class_load(VMThread *t, const char *name);

/* Returns the loaded class `name`, or NULL (never loads, never throws). */
Class *class_find_loaded(const char *name);

/* Returns the class of arrays of elem, or NULL with an exception pending. */
Class *class_array_of(VMThread *t, Class *elem);

/* Returns the class for a field descriptor (I, Ljava/lang/String;, [I). */
Class *class_from_desc(VMThread *t, const char *desc);

/* Runs static initialization if needed (JVMS §5.5).  Returns 0, or -1 with
 * the exception pending. */
int class_init(VMThread *t, Class *c);

/* Calls visit(ref, cookie) for each non-null reference o (of class c)
 * holds through c's reference map, or each element of a reference array
 * (not Reference.referent, which the map leaves out: heap.c). */
static inline void class_visit_refs(const Class *c, Object *o, void (*visit)(void *ref, void *cookie),
                                    void *cookie)
{
    if (c->kind == CK_ARRAY) {
        if (c->component != NULL && c->component->kind != CK_PRIMITIVE) {
            Array *a = (Array *)o;
            Object **e = ARRAY_ELEMS(a, Object *);
            for (int32_t i = 0; i < a->length; i++)
                if (e[i] != NULL)
                    visit(e[i], cookie);
        }
        return;
    }
    for (uint32_t i = 0; i < c->ref_count; i++) {
        Object *r = FIELD_AT(o, c->ref_offsets[i], Object *);
        if (r != NULL)
            visit(r, cookie);
    }
}

static inline int class_ready(Class *c)
{
    return atomic_load_explicit(&c->state, memory_order_acquire) == CS_INITIALIZED;
}

/* Returns the java.lang.Class object for c, making it on first use. */
Object *class_mirror(VMThread *t, Class *c);

/* Returns the Class behind a java.lang.Class object. */
Class *class_of_mirror(Object *mirror);

/* True if an instance of s may be assigned to a variable of type c. */
int class_is_assignable(Class *s, Class *c);

/* True if c is sub or equal to the class named `name`. */
int class_is_subclass_of_name(Class *c, const char *name);

/* Method lookup by name and descriptor: own methods, then superclasses, then
 * superinterfaces (JVMS §5.4.3.3).  Returns NULL (no exception). */
Method *class_find_method(Class *c, const char *name, const char *desc);

/* Method declared by c itself, or NULL. */
Method *class_own_method(Class *c, const char *name, const char *desc);

/* Selects the implementation of `m` for a receiver of class rc (virtual and
 * interface calls, default methods included).  Returns NULL if none. */
Method *class_select(Class *rc, Method *m);

/* class_select through rc's small cache (the interpreter's invokeinterface
 * and invokevirtual of interface methods): one load and a compare when hit. */
Method *class_select_slow(Class *rc, Method *m);
static inline Method *class_select_iface(Class *rc, Method *m)
{
    unsigned h = (unsigned)(((uintptr_t)m * 0x9E3779B97F4A7C15ull) >> 61) & (CLASS_ICACHE_SIZE - 1);
    ICNode *n = atomic_load_explicit(&rc->icache[h], memory_order_acquire);
    if (n != NULL && n->m == m)
        return n->target;
    return class_select_slow(rc, m);
}

/* Field lookup in c, its superinterfaces, then superclasses (JVMS §5.4.3.2). */
Field *class_find_field(Class *c, const char *name, const char *desc);

/* Field of c or its superclasses by name only (for the VM's own use). */
Field *class_field_named(Class *c, const char *name);

/* Byte offset of instance field `name` in class `c`, or aborts (VM contract). */
uint32_t class_field_offset(Class *c, const char *name);

/* Java-form name (java.lang.String, [I) into a new malloc'd string. */
char *class_java_name(Class *c);

/* The class path the loader reads (set by main). */
struct ClassPath;
extern struct ClassPath *vm_classpath;

/* Creates a new linked class with no class file (used for lambdas). */
Class *class_new_synthetic(VMThread *t, const char *name, Class *super,
                           Class **ifaces, uint16_t nifaces,
                           Method *methods, uint16_t nmethods,
                           uint16_t nfields, const uint8_t *field_is_ref);

/* Sets m->keyhash from m->name and m->desc. */
void method_set_key(Method *m);

/* ---- user class loaders (loader.c; JVMS §5.3) ----
 * A class is identified by its defining loader and its name.  The built-in
 * loaders (loader NULL) use class_load; each user loader has its own table
 * of the classes it defined or initiated, reached through the loader's
 * ClassLoader.vmLoader field. */

/* Loads `name` (internal form or array descriptor) as loader L does:
 * class_load for L NULL, else L's table, else L.loadClass(String) in Java
 * (a ClassNotFoundException becomes NoClassDefFoundError: name).  Returns
 * NULL with an exception pending. */
Class *class_load_in(VMThread *t, Object *loader, const char *name);

/* class_load_in for Class.forName: L's ClassNotFoundException stays. */
Class *class_load_in_forname(VMThread *t, Object *loader, const char *name);

/* class_from_desc as loader L resolves it. */
Class *class_from_desc_in(VMThread *t, Object *loader, const char *desc);

/* Defines a class from bytes[0..len) in user loader L (name internal form,
 * or NULL to take the file's).  Returns NULL with LinkageError,
 * ClassFormatError, NoClassDefFoundError, ... pending. */
Class *class_define_in(VMThread *t, Object *loader, const char *name,
                       const uint8_t *bytes, size_t len);

/* Defines a class from bytes in the built-in (app) namespace, as
 * java.lang.reflect.Proxy does for the app and boot loaders.  Returns NULL
 * with LinkageError (already defined), ClassFormatError, ... pending. */
Class *class_define_builtin(VMThread *t, const uint8_t *bytes, size_t len);

/* Defines a hidden class (Lookup.defineHiddenClass) from bytes in loader L
 * (NULL or the app loader: the built-in namespace).  Its name is the file's
 * with "+0x<address>" (Class.getName shows "/0x..."); no name lookup finds
 * it, and its constant pool's own name resolves to it.  Its nest host is
 * host (NULL: itself).  Returns NULL with ClassFormatError, ... pending. */
Class *class_define_hidden(VMThread *t, Object *loader, const uint8_t *bytes, size_t len, Class *host);

/* Adds c, a hidden class of the built-in namespace, to the class table under
 * its hidden name (a GC root, as every built-in class).  Lock held. */
void class_table_add_hidden(Class *c);

/* Before the built-in namespace records c (loaded or defined): 0, or -1
 * with HotSpot's LinkageError when a loading constraint chose another class
 * for c's name (else the constraint is bound to c).  Loader lock held. */
int loader_builtin_admit(VMThread *t, Class *c);

/* True when l is the built-in app loader (ClassLoader$AppClassLoader). */
int class_loader_is_app(Object *l);

/* The class L has defined or initiated under `name`, or NULL. */
Class *class_find_in(Object *loader, const char *name);

/* Loads `name` only if the class library (the boot loader) has it: NULL
 * with no exception pending when it does not. */
Class *class_load_boot(VMThread *t, const char *name);

/* True for classes of the class library (and primitives, and arrays of
 * those): what java.lang.Class.getClassLoader answers null for. */
int class_is_boot(Class *c);

/* Used by loader.c: class.c's loader lock (recursive), and the linking of
 * parsed bytes into a class defined by loader (NULL: built-in), which takes
 * ownership of cf on success.  Called with the lock held. */
void class_lock(VMThread *t);
void class_unlock(void);
Class *class_link_parsed(VMThread *t, const char *name, ClassFile *cf, Object *loader);
Class *class_new_array(VMThread *t, const char *name, Class *elem);
/* Verifies c and prepares its code for the interpreter: done by define for
 * the built-in loaders, by loader.c once a user loader has recorded c.
 * Returns 0, or -1 with VerifyError (or NoClassDefFoundError) pending. */
int class_verify_user(VMThread *t, Class *c);
void loader_foreach_class(void (*fn)(Class *c, void *arg), void *arg);
/* Before the sweep, world stopped: unloads the classes of every user loader
 * whose object the collection did not mark (loader.c). */
void loader_gc_unload(void);
uint64_t loader_unloaded_count(void);

/* Class unloading (loader.c), world stopped.  class_visit_roots visits what
 * c keeps alive: reference statics, mirror, failed-init error, loader, the
 * objects of its resolved constant pool and of its invokedynamic sites.
 * class_free frees every C-side record of c (methods, constant pool,
 * quickened code, statics, dispatch tables, call sites and their lambda
 * classes); nothing may reach c after.  class_free_synthetic frees a class
 * made by class_new_synthetic, its methods array included. */
void class_visit_roots(Class *c, void (*visit)(void *, void *), void *cookie);
void class_free(Class *c);
void class_free_synthetic(Class *c);
/* What other modules keep per class, forgotten as c unloads. */
void reflect_class_unloaded(Class *c);
void reflect_visit_class(Class *c, void (*visit)(void *, void *), void *cookie);
void jni_binding_free(void *binding);
void indy_visit_site(void *site, void (*visit)(void *, void *), void *cookie);
void indy_free_site(void *site);

/* Loading constraints (JVMS 5.3.4), checked where HotSpot checks them: each
 * class named in desc must be the same class for the loaders of cur and of
 * owner.  kind: LC_METHOD (resolving owner's method `name` from cur),
 * LC_FIELD (its field), LC_OVERRIDE (cur's method overrides one of its
 * superclass owner).  A class a user loader defines is checked the same
 * way against the interface methods its itable selects.  A loader that has not loaded a name yet is bound to
 * the other's choice when it does.  Returns 0, or -1 with LinkageError
 * ("loader constraint violation: ...", HotSpot's text) pending. */
enum { LC_METHOD, LC_FIELD, LC_OVERRIDE };
int loader_check_signature(VMThread *t, int kind, Class *cur, Class *owner, const char *name,
                           const char *desc);

/* Iterates all loaded classes (for GC roots). */
void class_foreach(void (*fn)(Class *c, void *arg), void *arg);

#endif
