/* jni_int.h: the JNI layer's internals, shared by jni.c (references,
 * transitions, binding and calling natives, libraries, JavaVM, the green
 * backend's forwarding) and jni_env.c (the JNIEnv function table).
 *
 * References.  A jobject is the address of a slot holding an Object *:
 * - local: a slot in a LocalFrame (untagged, 8-aligned).  Each native call
 *   pushes a frame (on the C stack of jni_invoke), PushLocalFrame pushes
 *   one on the C heap; slots come from the frame's inline chunk, then from
 *   malloc'd chunks that never move, so a handle stays valid until its
 *   frame is popped;
 * - global: a slot in the global table, tagged with bit 0; weak global:
 *   the same table, bit 1 (weak globals are kept strongly: the collector
 *   has no hook to clear them).
 * jni_foreach_root hands every live slot to the collector, so an object
 * reachable only from a reference (say, one kept in a malloc'd struct by
 * the library during a call) survives; raw Object pointers are never
 * given to C code.  jmethodID is a Method *, jfieldID a Field *.
 *
 * Thread states.  A native method runs as a safe region of the safepoint
 * protocol (sp_call_blocking), as HotSpot runs natives "in native": the
 * collector may run while it computes, because everything it can reach
 * is behind a handle.  Every JNI function that touches the heap first
 * leaves the safe state (waiting out a collection in progress) and goes
 * back to it on return: JNI_ENTER below. */
#ifndef VM_JNI_INT_H
#define VM_JNI_INT_H

#include <ffi.h>
#include <jni.h>
#include <stdatomic.h>
#include <stdint.h>
#include <uthash.h>
#include "class.h"
#include "thread.h"

#define JNI_INLINE_LOCALS 16        /* the spec guarantees 16 per frame */
#define JNI_CHUNK_LOCALS 64

typedef struct LocalChunk {
    struct LocalChunk *next;        /* older chunk of the same frame */
    int used, cap;
    Object **slot;                  /* cap slots: the frame's inline ones, or after the chunk */
} LocalChunk;

typedef struct LocalFrame {
    struct LocalFrame *prev;
    LocalChunk *chunk;              /* newest chunk: &first, or a malloc'd one */
    int on_heap;                    /* pushed by PushLocalFrame: free on pop */
    LocalChunk first;               /* its slots are first_slots */
    Object *first_slots[JNI_INLINE_LOCALS];
} LocalFrame;

/* The per-thread JNIEnv.  A JNIEnv * points at `functions`. */
typedef struct JniEnv {
    const struct JNINativeInterface_ *functions;
    VMThread *t;
    LocalFrame *frame;              /* innermost local frame, or NULL */
    LocalFrame base;                /* attached threads: refs made outside natives */
    int attached;                   /* by AttachCurrentThread */
    int native_depth;               /* native calls on this thread's C stack */
    UT_hash_handle hh;              /* keyed by t */
} JniEnv;

extern const struct JNINativeInterface_ *jni_table;   /* the real functions */
extern JavaVM *jni_vm;

/* The env of t, created on first use (t must be the running thread). */
JniEnv *jni_env_of(VMThread *t);

/* Local frames. */
void jni_frame_push(JniEnv *e, LocalFrame *f, int on_heap);
void jni_frame_pop(JniEnv *e, LocalFrame *f);
/* A new local reference to o in e's innermost frame (NULL for NULL). */
jobject jni_new_local(JniEnv *e, Object *o);
void jni_delete_local(JniEnv *e, jobject h);

/* Global references (weak: a weak global, kept strongly). */
jobject jni_new_global(VMThread *t, Object *o, int weak);
void jni_delete_global(VMThread *t, jobject h);

/* The object behind any reference. */
static inline Object *jni_deref(jobject h)
{
    if (h == NULL)
        return NULL;
    return *(Object **)((uintptr_t)h & ~(uintptr_t)3);
}

static inline int jni_ref_kind(jobject h)   /* 0 local, 1 global, 2 weak global */
{
    return (int)((uintptr_t)h & 3);
}

/* Leaving and re-entering the safe state around a JNI function's body. */
typedef struct JniTransition {
    VMThread *t;
    char *gc_sp;
    int was_safe;
} JniTransition;

JniTransition jni_enter(JNIEnv *env);
void jni_leave(JniTransition *tr);

/* Declares `t` (the thread) and `e` (its JniEnv) for a JNI function, in
 * the VM state until the function returns. */
#define JNI_ENTER(env) \
    JniTransition jni_tr_ __attribute__((cleanup(jni_leave))) = jni_enter(env); \
    VMThread *t = jni_tr_.t; \
    JniEnv *e = (JniEnv *)(env); \
    (void)t; (void)e

/* Calls m with JNI arguments: recv (NULL for static), args by m->desc.
 * kind: 0 virtual, 1 nonvirtual, 2 static.  Returns the raw result, or
 * zero with an exception pending. */
Value jni_call_java(VMThread *t, Object *recv, Method *m, int kind, const jvalue *args);

/* Converts a va_list of arguments for m's descriptor into jvalues. */
void jni_va_to_jvalues(Method *m, va_list ap, jvalue *out);

/* Java arguments of a descriptor (at most 255). */
int jni_param_count(const char *desc);

/* "int Foo.bar(int, java.lang.String)" into out, as HotSpot names methods. */
void jni_method_external_name(Class *c, const char *name, const char *desc,
                              char *out, size_t n);

/* RegisterNatives for one method: binds cls.name desc to fn.  Returns 0,
 * or -1 with NoSuchMethodError pending. */
int jni_register_native(VMThread *t, Class *c, const char *name, const char *desc, void *fn);
/* UnregisterNatives: unbinds every JNI-bound native of c. */
void jni_unregister_natives(Class *c);

/* Thread attach/detach helpers shared with the green forwarding. */
JniEnv *jni_attach_self(VMThread *t, const char *name, Object *group, int daemon, int *rc);
void jni_detach_self(VMThread *t);

/* One slot of struct JNINativeInterface_, as vm/gen_jni_slots.py reads
 * jni.h (jni_slots.h, included by jni.c only). */
typedef struct JniSlot {
    const char *name;               /* NULL for reserved slots */
    char ret;                       /* signature letters: see gen_jni_slots.py */
    const char *params;
    int flags;
} JniSlot;
enum { JNI_SLOT_VARIADIC = 1, JNI_SLOT_VALIST = 2 };

/* The slot table and its length. */
const JniSlot *jni_slot_info(int *count);

/* Starts the JNI layer (natives_jni_init). */
void jni_init(void);

/* The green backend's side (jni_green.c).  on_vm_thread: the calling OS
 * thread is the one the green threads run on (marked at start-up). */
void jni_green_init(void);
void jni_green_mark_vm_thread(void);
int jni_green_on_vm_thread(void);
int jni_green_offload_enabled(void);
void jni_green_offload_call(VMThread *t, JNIEnv *own, int env_first, ffi_cif *cif, void *fn,
                            void *ret, void **avals);
jint jni_green_foreign_attach(void **penv, void *args, int daemon);
jint jni_green_foreign_detach(void);
jint jni_green_foreign_get_env(void **penv, jint version);

/* Fills the JNIEnv table (jni_env.c). */
void jni_env_init(struct JNINativeInterface_ *table);

/* Aborts naming the JNI function of slot `index` (generated stubs). */
void jni_unimplemented(int index) __attribute__((noreturn));

/* Statistics for -Xlog:threads: native calls that held the one OS thread
 * of the green backend, and how long they held it. */
extern _Atomic unsigned long jni_green_blocking_calls;
extern _Atomic long long jni_green_blocking_ns, jni_green_longest_ns;
extern _Atomic int jni_green_natives_held;   /* such calls running now */

#endif
