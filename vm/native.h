/* native.h: the table of native methods, keyed by class, name and
 * descriptor (uthash), filled once at start-up by each natives/ file. */
#ifndef VM_NATIVE_H
#define VM_NATIVE_H

#include "class.h"

typedef struct NativeDef {
    const char *cls;                /* internal name: java/lang/Object */
    const char *name;
    const char *desc;
    NativeFn fn;
} NativeDef;

/* Adds n definitions.  Later duplicates replace earlier ones. */
void native_register(const NativeDef *defs, int n);

/* Returns the native for cls.name desc, or NULL. */
NativeFn native_lookup(const char *cls, const char *name, const char *desc);

/* Binds m->native; returns 0, or -1 with UnsatisfiedLinkError pending
 * ("'int Foo.bar(int)'" naming the method as HotSpot does). */
int native_bind(VMThread *t, Method *m);

/* The class of the Java code that called a caller-sensitive method, as
 * HotSpot's @CallerSensitive finds it: native frames, java.lang.Class and
 * the frames of reflection (java.lang.reflect) and of method handles
 * (java.lang.invoke) are skipped.  skip_api: the frames of the innermost
 * other class (the caller-sensitive API itself, ResourceBundle say) are
 * skipped too, and reflection again after them.  NULL when none. */
Class *native_caller_class(VMThread *t, int skip_api);

/* Registers every built-in native (calls each natives/ file's init). */
void native_boot(void);

void natives_lang_init(void);
void natives_system_init(void);
void natives_thread_init(void);
void natives_io_init(void);
void natives_math_init(void);
void natives_net_init(void);
void natives_nio_init(void);
void natives_inet_init(void);
void natives_awt_init(void);
void natives_atomic_init(void);
void natives_process_init(void);
void natives_serial_init(void);
void natives_loader_init(void);
void natives_invoke_init(void);

/* A native Method for a call site of signature-polymorphic MethodHandle.invoke
 * or invokeExact with descriptor desc (natives/invoke.c); NULL (no exception)
 * when c.name is not one of those. */
Method *invoke_polymorphic(VMThread *t, Class *c, const char *name, const char *desc);

/* invokedynamic with a program's own bootstrap and ldc of the constants
 * java.lang.invoke makes (natives/invoke.c, through java.lang.invoke.Linkage). */
/* The loadable constant idx of cur as an object (primitives boxed; method
 * handles, method types and dynamic constants cached in rcp[idx]); NULL with
 * an exception pending (or for a null dynamic constant). */
Object *invoke_constant(VMThread *t, Class *cur, unsigned idx);
/* ldc of a CONSTANT_MethodHandle, MethodType or Dynamic: sets *v; returns 1
 * for a reference now in rcp[idx] (the ldc may be quickened), 0 for a value
 * to push each time (a primitive or null dynamic constant), -1 with an
 * exception pending. */
int invoke_ldc(VMThread *t, Class *cur, unsigned idx, Value *v);
/* Runs bootstrap method bsm_index of cur for a call site name desc; the
 * CallSite, or NULL with an exception pending (HotSpot's BootstrapMethodError). */
Object *invoke_bootstrap(VMThread *t, Class *cur, unsigned bsm_index, const char *name, const char *desc);
/* Calls site's current target with the arguments of descriptor desc that end
 * at sp; returns the new sp (arguments popped, result pushed), or sp with an
 * exception pending. */
Value *invoke_call_site(VMThread *t, Object *site, const char *desc, int arg_slots, Value *sp);
void natives_reflect_init(void);
void natives_zip_init(void);
void natives_raf_init(void);
void natives_files_init(void);
void natives_security_init(void);
void natives_atomics_init(void);

#endif
