/* jni.c: native methods of users' libraries, through libffi and a JNIEnv
 * laid out as the JDK's jni.h says (jni_int.h has the reference and
 * thread-state invariants).
 *
 * Binding.  A native method with no built-in implementation is bound on
 * its first call (native_bind -> jni_bind): the short name
 * Java_<class>_<method>, then the long name Java_<class>_<method>__<args>
 * (escapes _1 '_', _2 ';', _3 '[', _0xxxx other characters, '/' -> '_'),
 * looked up with dlsym in every library System.load/loadLibrary opened, in
 * the order they were opened; RegisterNatives binds directly.  The binding
 * (the C function and an ffi_cif prepared from the descriptor, JNIEnv *
 * and jclass/jobject first) is cached on the Method (m->jni) and
 * m->native becomes jni_invoke, which every later call goes through.
 *
 * A call.  jni_invoke pushes a local frame on its own C stack, turns the
 * receiver (or the class, for a static method) and every reference argument
 * into local references, and calls the function with ffi_call inside
 * sp_call_blocking: the native runs in the safe state.  On return the
 * result is turned back (jboolean normalized to 0/1, narrow types
 * sign/zero extended, a returned reference dereferenced), the frame is
 * popped, and whatever the native threw is pending.
 *
 * Green threads.  A native call runs on the one OS thread and holds every
 * green thread until it returns (as in JDK 1.1), except where the native
 * calls a JNI function while a time slice is due (the function yields, as
 * at an interpreter safepoint).  Each such call is counted and timed
 * (-Xlog:threads prints the totals at exit).  With -Djvm.jni.offload=true
 * a native instead runs on a helper OS thread while its green thread, and
 * every other, go on; see jni_green.c, which also forwards the JNI calls
 * of threads a library creates itself.
 *
 * Locking: jni_lock (a VM mutex, taken with vm_lock) guards the env table,
 * the library list, the global reference table and binding.  Nothing that
 * can block or collect runs under it. */
#include <ctype.h>
#include <dlfcn.h>
#include <ffi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "excep.h"
#include "interp.h"
#include "jni_int.h"
#include "jni_vm.h"
#include "jstring.h"
#include "monitor.h"
#include "options.h"
#include "safepoint.h"
#include "../os/os.h"
#include "../threads/threads.h"

#include "jni_slots.h"

static ThMutex *jni_lock;
static JniEnv *envs;                /* by VMThread, every thread that used JNI */
static struct JNINativeInterface_ table;
const struct JNINativeInterface_ *jni_table = &table;

_Atomic unsigned long jni_green_blocking_calls;
_Atomic long long jni_green_blocking_ns, jni_green_longest_ns;

void jni_unimplemented(int index)
{
    const char *name = index >= 0 && index < JNI_SLOT_COUNT && jni_slots[index].name
                       ? jni_slots[index].name : "?";
    fflush(stdout);
    fprintf(stderr, "jvm: JNI function %s is not implemented\n", name);
    abort();
}

/* ---- thread states ---- */

JniTransition jni_enter(JNIEnv *env)
{
    JniEnv *e = (JniEnv *)env;
    VMThread *t = e->t;
    JniTransition tr = { t, t->gc_sp, 0 };
    if (atomic_load_explicit(&t->gc_safe, memory_order_relaxed)) {
        tr.was_safe = 1;
        atomic_store(&t->gc_safe, 0);
        /* Native threads: wait out a collection in progress (Dekker with
         * sp_stop_world through vm_safepoint's read of the request).
         * Green: no collection can be running, but a due time slice is
         * taken here, as at an interpreter poll. */
        if (!th_has(TH_CAP_ONE_RUNNING) || th_poll_flag)
            vm_safepoint(t);
    }
    return tr;
}

void jni_leave(JniTransition *tr)
{
    if (tr->was_safe) {
        tr->t->gc_sp = tr->gc_sp;   /* the native's frames hold no raw objects */
        atomic_store(&tr->t->gc_safe, 1);
    }
}

/* ---- envs ---- */

/* The last env looked up on this OS thread: only where a Java thread keeps
 * its OS thread (not TH_CAP_MIGRATES: there a carrier's cache would hold
 * envs of threads that moved on, and ended). */
static _Thread_local VMThread *cached_t;
static _Thread_local JniEnv *cached_env;

JniEnv *jni_env_of(VMThread *t)
{
    int cache = !th_has(TH_CAP_MIGRATES);
    if (cache && cached_t == t && cached_env != NULL)
        return cached_env;
    JniEnv *e;
    vm_lock(t, jni_lock);
    HASH_FIND_PTR(envs, &t, e);
    if (e == NULL) {
        e = calloc(1, sizeof *e);
        if (e == NULL) {
            fprintf(stderr, "jvm: out of memory for a JNIEnv\n");
            abort();
        }
        e->functions = jni_table;
        e->t = t;
        HASH_ADD_PTR(envs, t, e);
    }
    th->mutex_unlock(jni_lock);
    if (cache) {
        cached_t = t;
        cached_env = e;
    }
    return e;
}

static void env_remove(VMThread *t, JniEnv *e)
{
    vm_lock(t, jni_lock);
    HASH_DEL(envs, e);
    th->mutex_unlock(jni_lock);
    if (cached_env == e) {
        cached_env = NULL;
        cached_t = NULL;
    }
}

/* ---- local references ---- */

void jni_frame_push(JniEnv *e, LocalFrame *f, int on_heap)
{
    f->on_heap = on_heap;
    f->first.next = NULL;
    f->first.used = 0;
    f->first.cap = JNI_INLINE_LOCALS;
    f->first.slot = f->first_slots;
    f->chunk = &f->first;
    f->prev = e->frame;
    e->frame = f;
}

void jni_frame_pop(JniEnv *e, LocalFrame *f)
{
    e->frame = f->prev;
    LocalChunk *c = f->chunk;
    while (c != &f->first) {
        LocalChunk *next = c->next;
        free(c);
        c = next;
    }
    if (f->on_heap)
        free(f);
}

jobject jni_new_local(JniEnv *e, Object *o)
{
    if (o == NULL)
        return NULL;
    LocalFrame *f = e->frame;
    if (f == NULL) {
        fprintf(stderr, "jvm: JNI local reference made outside any native frame\n");
        abort();
    }
    LocalChunk *c = f->chunk;
    if (c->used == c->cap) {
        LocalChunk *n = malloc(sizeof *n + JNI_CHUNK_LOCALS * sizeof(Object *));
        if (n == NULL) {
            fprintf(stderr, "jvm: out of memory for JNI local references\n");
            abort();
        }
        n->next = c;
        n->used = 0;
        n->cap = JNI_CHUNK_LOCALS;
        n->slot = (Object **)(n + 1);
        f->chunk = c = n;
    }
    c->slot[c->used] = o;
    return (jobject)&c->slot[c->used++];
}

void jni_delete_local(JniEnv *e, jobject h)
{
    if (h == NULL || jni_ref_kind(h) != 0)
        return;
    Object **slot = (Object **)h;
    *slot = NULL;
    LocalFrame *f = e->frame;
    if (f != NULL && f->chunk->used > 0 && slot == &f->chunk->slot[f->chunk->used - 1])
        f->chunk->used--;           /* the common make-use-delete pattern stays O(1) */
}

/* ---- global references ---- */

#define GLOBAL_CHUNK 256

typedef struct GlobalChunk {
    struct GlobalChunk *next;
    Object *slot[GLOBAL_CHUNK];
} GlobalChunk;

static GlobalChunk *globals;        /* newest first; only the newest has free tail */
static int globals_used;            /* slots used in the newest chunk */
static Object **global_free;        /* freed slots, linked through themselves (tag 1) */

jobject jni_new_global(VMThread *t, Object *o, int weak)
{
    if (o == NULL)
        return NULL;
    vm_lock(t, jni_lock);
    Object **slot;
    if (global_free != NULL) {
        slot = global_free;
        global_free = (Object **)((uintptr_t)*slot & ~(uintptr_t)1);
    } else {
        if (globals == NULL || globals_used == GLOBAL_CHUNK) {
            GlobalChunk *c = calloc(1, sizeof *c);
            if (c == NULL) {
                th->mutex_unlock(jni_lock);
                exc_oom(t);
                return NULL;
            }
            c->next = globals;
            globals = c;
            globals_used = 0;
        }
        slot = &globals->slot[globals_used++];
    }
    *slot = o;
    th->mutex_unlock(jni_lock);
    return (jobject)((uintptr_t)slot | (weak ? 2u : 1u));
}

void jni_delete_global(VMThread *t, jobject h)
{
    if (h == NULL || jni_ref_kind(h) == 0)
        return;
    Object **slot = (Object **)((uintptr_t)h & ~(uintptr_t)3);
    vm_lock(t, jni_lock);
    *slot = (Object *)((uintptr_t)global_free | 1);
    global_free = slot;
    th->mutex_unlock(jni_lock);
}

/* World stopped: no mutator is inside jni_lock (nothing under it polls). */
void jni_foreach_root(void (*fn)(Object **slot, void *arg), void *arg)
{
    for (GlobalChunk *c = globals; c != NULL; c = c->next) {
        int n = c == globals ? globals_used : GLOBAL_CHUNK;
        for (int k = 0; k < n; k++)
            if (c->slot[k] != NULL && !((uintptr_t)c->slot[k] & 1))
                fn(&c->slot[k], arg);
    }
    JniEnv *e, *tmp;
    HASH_ITER(hh, envs, e, tmp) {
        for (LocalFrame *f = e->frame; f != NULL; f = f->prev)
            for (LocalChunk *c = f->chunk; c != NULL; c = c->next)
                for (int k = 0; k < c->used; k++)
                    if (c->slot[k] != NULL)
                        fn(&c->slot[k], arg);
    }
}

/* ---- descriptors ---- */

int jni_param_count(const char *desc)
{
    int n = 0;
    for (const char *p = desc + 1; *p && *p != ')'; p = desc_skip_type(p))
        n++;
    return n;
}

void jni_method_external_name(Class *c, const char *name, const char *desc, char *out, size_t n)
{
    char *cn = class_java_name(c);
    desc_method_java_name(out, n, cn, name, desc);
    free(cn);
}

static ffi_type *ffi_of(char c)
{
    switch (c) {
    case 'Z': return &ffi_type_uint8;
    case 'B': return &ffi_type_sint8;
    case 'C': return &ffi_type_uint16;
    case 'S': return &ffi_type_sint16;
    case 'I': return &ffi_type_sint32;
    case 'J': return &ffi_type_sint64;
    case 'F': return &ffi_type_float;
    case 'D': return &ffi_type_double;
    case 'V': return &ffi_type_void;
    default: return &ffi_type_pointer;
    }
}

/* ---- binding ---- */

typedef struct JniBinding {
    void *fn;
    ffi_cif cif;
    int nparams;
    char *kinds;                    /* one descriptor char per Java parameter */
    ffi_type *types[];              /* JNIEnv *, jclass/jobject, then the parameters */
} JniBinding;

static Value jni_invoke(VMThread *t, Value *args);

static JniBinding *binding_new(Method *m, void *fn)
{
    int np = jni_param_count(m->desc);
    JniBinding *b = malloc(sizeof *b + (size_t)(np + 2) * sizeof(ffi_type *));
    char *kinds = malloc((size_t)np + 1);
    if (b == NULL || kinds == NULL) {
        free(b);
        free(kinds);
        return NULL;
    }
    b->fn = fn;
    b->nparams = np;
    b->kinds = kinds;
    b->types[0] = &ffi_type_pointer;
    b->types[1] = &ffi_type_pointer;
    int k = 0;
    for (const char *p = m->desc + 1; *p && *p != ')'; p = desc_skip_type(p), k++) {
        kinds[k] = *p;
        b->types[2 + k] = ffi_of(*p);
    }
    kinds[k] = 0;
    const char *r = strchr(m->desc, ')');
    if (ffi_prep_cif(&b->cif, FFI_DEFAULT_ABI, (unsigned)(np + 2), ffi_of(r ? r[1] : 'V'),
                     b->types) != FFI_OK) {
        free(kinds);
        free(b);
        return NULL;
    }
    return b;
}

void jni_binding_free(void *binding)
{
    JniBinding *b = binding;
    free(b->kinds);
    free(b);
}

static int bind_to(VMThread *t, Method *m, void *fn)
{
    JniBinding *b = binding_new(m, fn);
    if (b == NULL) {
        exc_oom(t);
        return -1;
    }
    /* An older binding may still be in use by a running call: leaked. */
    __atomic_store_n(&m->jni, b, __ATOMIC_RELEASE);
    __atomic_store_n(&m->native, jni_invoke, __ATOMIC_RELEASE);
    return 0;
}

typedef struct Buf {
    char *s;
    size_t len, cap;
} Buf;

static void buf_put(Buf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap * 2 : 128;
        while (cap < b->len + n + 1)
            cap *= 2;
        char *ns = realloc(b->s, cap);
        if (ns == NULL) {
            fprintf(stderr, "jvm: out of memory mangling a JNI name\n");
            abort();
        }
        b->s = ns;
        b->cap = cap;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}

/* Appends the JNI mangling of modified UTF-8 text s[0..n). */
static void mangle(Buf *b, const char *s, size_t n)
{
    const unsigned char *p = (const unsigned char *)s, *end = p + n;
    while (p < end) {
        unsigned u = *p++;
        if (u >= 0x80) {            /* decode one UTF-16 unit */
            if ((u & 0xE0) == 0xC0 && p < end) {
                u = ((u & 0x1F) << 6) | (*p++ & 0x3F);
            } else if ((u & 0xF0) == 0xE0 && p + 1 < end) {
                u = ((u & 0x0F) << 12) | ((unsigned)(p[0] & 0x3F) << 6) | (p[1] & 0x3F);
                p += 2;
            }
        }
        char tmp[8];
        if (u < 0x80 && isalnum((int)u)) {
            tmp[0] = (char)u;
            buf_put(b, tmp, 1);
        } else if (u == '/') {
            buf_put(b, "_", 1);
        } else if (u == '_') {
            buf_put(b, "_1", 2);
        } else if (u == ';') {
            buf_put(b, "_2", 2);
        } else if (u == '[') {
            buf_put(b, "_3", 2);
        } else {
            snprintf(tmp, sizeof tmp, "_0%04x", u & 0xFFFF);
            buf_put(b, tmp, 6);
        }
    }
}

typedef struct JniLib {
    char *path;                     /* canonical */
    void *handle;
} JniLib;

static JniLib *libs;
static int nlibs, libs_cap;

static void *find_symbol(const char *name)
{
    for (int k = 0; k < nlibs; k++) {
        void *p = dlsym(libs[k].handle, name);
        if (p != NULL)
            return p;
    }
    return NULL;
}

int jni_bind(VMThread *t, Method *m)
{
    if (nlibs == 0)
        return 0;
    Buf b = { 0 };
    buf_put(&b, "Java_", 5);
    mangle(&b, m->cls->name, strlen(m->cls->name));
    buf_put(&b, "_", 1);
    mangle(&b, m->name, strlen(m->name));
    vm_lock(t, jni_lock);
    void *fn = find_symbol(b.s);
    if (fn == NULL) {
        buf_put(&b, "__", 2);
        const char *close = strchr(m->desc, ')');
        mangle(&b, m->desc + 1, close ? (size_t)(close - m->desc - 1) : 0);
        fn = find_symbol(b.s);
    }
    th->mutex_unlock(jni_lock);
    free(b.s);
    if (fn == NULL)
        return 0;
    return bind_to(t, m, fn) < 0 ? -1 : 1;
}

int jni_register_native(VMThread *t, Class *c, const char *name, const char *desc, void *fn)
{
    Method *m = class_own_method(c, name, desc);
    int named = 0;
    for (int k = 0; k < c->method_count && !named; k++)
        named = strcmp(c->methods[k].name, name) == 0;
    if (!named) {
        /* HotSpot says so when the name is not in its symbol table at all;
         * a name no method of the class has is the nearest we know. */
        char *cn = class_java_name(c);
        exc_throwf(t, "java/lang/NoSuchMethodError", "Method %s.%s%s not found", cn, name, desc);
        free(cn);
        return -1;
    }
    if (m == NULL || !(m->access & ACC_NATIVE)) {
        char what[1024];
        jni_method_external_name(c, name, desc, what, sizeof what);
        exc_throwf(t, "java/lang/NoSuchMethodError", "Method '%s' %s", what,
                   m == NULL ? "name or signature does not match" : "is not declared as native");
        return -1;
    }
    return bind_to(t, m, fn);
}

void jni_unregister_natives(Class *c)
{
    for (int k = 0; k < c->method_count; k++) {
        Method *m = &c->methods[k];
        if ((m->access & ACC_NATIVE) && __atomic_load_n(&m->native, __ATOMIC_ACQUIRE) == jni_invoke)
            __atomic_store_n(&m->native, NULL, __ATOMIC_RELEASE);
    }
}

/* ---- calling a native ---- */

typedef struct FfiCall {
    ffi_cif *cif;
    void *fn;
    void *ret;
    void **avals;
    int env_first;                  /* avals[0] points at the JNIEnv * (not JNI_OnLoad) */
} FfiCall;

static void ffi_cb(void *p)
{
    FfiCall *c = p;
    if (th->blocking_begin != NULL)
        th->blocking_begin();
    ffi_call(c->cif, FFI_FN(c->fn), c->ret, c->avals);
    if (th->blocking_end != NULL)
        th->blocking_end();
}

/* Runs the prepared call as a native: in the safe state; on green, held
 * on the one OS thread (counted) or offloaded to a helper. */
static void run_native(VMThread *t, FfiCall *c)
{
    if (!th_has(TH_CAP_ONE_RUNNING)) {
        sp_call_blocking(t, ffi_cb, c);
        return;
    }
    if (jni_green_offload_enabled()) {
        jni_green_offload_call(t, (JNIEnv *)jni_env_of(t), c->env_first, c->cif, c->fn, c->ret,
                               c->avals);
        return;
    }
    int64_t t0 = th_now();
    atomic_fetch_add(&jni_green_natives_held, 1);
    sp_call_blocking(t, ffi_cb, c);
    atomic_fetch_sub(&jni_green_natives_held, 1);
    long long ns = th_now() - t0;
    atomic_fetch_add(&jni_green_blocking_calls, 1);
    atomic_fetch_add(&jni_green_blocking_ns, ns);
    if (ns > atomic_load(&jni_green_longest_ns))
        atomic_store(&jni_green_longest_ns, ns);
}

typedef union FfiRet {
    ffi_arg a;
    int64_t j;
    float f;
    double d;
    void *p;
} FfiRet;

static Value jni_invoke(VMThread *t, Value *args)
{
    Method *m = t->frame->method;
    JniBinding *b = __atomic_load_n(&m->jni, __ATOMIC_ACQUIRE);
    JniEnv *e = jni_env_of(t);
    LocalFrame frame;
    jni_frame_push(e, &frame, 0);
    int n = b->nparams + 2;
    void *avals[n];
    uint64_t store[n];
    JNIEnv *envp = (JNIEnv *)e;
    avals[0] = &envp;
    int s = 0;
    if (m->access & ACC_STATIC) {
        *(jobject *)&store[1] = jni_new_local(e, class_mirror(t, m->cls));
    } else {
        *(jobject *)&store[1] = jni_new_local(e, args[0].l);
        s = 1;
    }
    avals[1] = &store[1];
    for (int k = 0; k < b->nparams; k++) {
        void *d = &store[k + 2];
        switch (b->kinds[k]) {
        case 'Z': *(jboolean *)d = (jboolean)(args[s++].i & 0xFF); break;
        case 'B': *(jbyte *)d = (jbyte)args[s++].i; break;
        case 'C': *(jchar *)d = (jchar)args[s++].i; break;
        case 'S': *(jshort *)d = (jshort)args[s++].i; break;
        case 'I': *(jint *)d = args[s++].i; break;
        case 'F': *(jfloat *)d = args[s++].f; break;
        case 'J': *(jlong *)d = args[s].j; s += 2; break;
        case 'D': *(jdouble *)d = args[s].d; s += 2; break;
        default: *(jobject *)d = jni_new_local(e, args[s++].l); break;
        }
        avals[k + 2] = d;
    }
    FfiRet ret = { 0 };
    FfiCall c = { &b->cif, b->fn, &ret, avals, 1 };
    e->native_depth++;
    run_native(t, &c);
    e->native_depth--;
    Value r = { .raw = 0 };
    const char *rt = strchr(m->desc, ')');
    switch (rt ? rt[1] : 'V') {
    case 'V': break;
    case 'Z': r.i = (uint8_t)ret.a != 0; break;
    case 'B': r.i = (int8_t)ret.a; break;
    case 'C': r.i = (uint16_t)ret.a; break;
    case 'S': r.i = (int16_t)ret.a; break;
    case 'I': r.i = (int32_t)ret.a; break;
    case 'J': r.j = ret.j; break;
    case 'F': r.f = ret.f; break;
    case 'D': r.d = ret.d; break;
    default: r.l = t->exception ? NULL : jni_deref((jobject)ret.p); break;
    }
    jni_frame_pop(e, &frame);
    return r;
}

/* ---- calling Java from C ---- */

void jni_va_to_jvalues(Method *m, va_list ap, jvalue *out)
{
    int k = 0;
    for (const char *p = m->desc + 1; *p && *p != ')'; p = desc_skip_type(p), k++) {
        switch (*p) {
        case 'Z': out[k].z = (jboolean)va_arg(ap, jint); break;
        case 'B': out[k].b = (jbyte)va_arg(ap, jint); break;
        case 'C': out[k].c = (jchar)va_arg(ap, jint); break;
        case 'S': out[k].s = (jshort)va_arg(ap, jint); break;
        case 'I': out[k].i = va_arg(ap, jint); break;
        case 'J': out[k].j = va_arg(ap, jlong); break;
        case 'F': out[k].f = (jfloat)va_arg(ap, jdouble); break;
        case 'D': out[k].d = va_arg(ap, jdouble); break;
        default: out[k].l = va_arg(ap, jobject); break;
        }
    }
}

Value jni_call_java(VMThread *t, Object *recv, Method *m, int kind, const jvalue *a)
{
    Value r = { .raw = 0 };
    if (t->exception != NULL)
        return r;                   /* the native must look at it first */
    Value args[257];
    int s = 0;
    if (kind != 2) {
        if (recv == NULL) {
            exc_npe(t, NULL);
            return r;
        }
        args[s++].l = recv;
    }
    int k = 0;
    for (const char *p = m->desc + 1; *p && *p != ')'; p = desc_skip_type(p), k++) {
        switch (*p) {
        case 'Z': args[s++].i = a[k].z & 1; break;
        case 'B': args[s++].i = a[k].b; break;
        case 'C': args[s++].i = a[k].c; break;
        case 'S': args[s++].i = a[k].s; break;
        case 'I': args[s++].i = a[k].i; break;
        case 'F': args[s].raw = 0; args[s++].f = a[k].f; break;
        case 'J': args[s].j = a[k].j; args[s + 1].raw = 0; s += 2; break;
        case 'D': args[s].d = a[k].d; args[s + 1].raw = 0; s += 2; break;
        default: args[s++].l = jni_deref(a[k].l); break;
        }
    }
    Method *target = m;
    if (kind == 0 && !(m->access & ACC_PRIVATE) && m->name[0] != '<') {
        Method *sel = class_select(recv->cls, m);
        if (sel != NULL)
            target = sel;
    }
    r = interp_call(t, target, args);
    if (t->exception != NULL)
        r.raw = 0;
    return r;
}

/* ---- libraries ---- */

typedef struct DlCall {
    const char *path;
    void *handle;
    char err[512];
} DlCall;

static void dlopen_cb(void *p)
{
    DlCall *d = p;
    d->handle = dlopen(d->path, RTLD_LAZY);
    if (d->handle == NULL) {
        const char *e = dlerror();
        snprintf(d->err, sizeof d->err, "%s", e ? e : "cannot load");
    }
}

static int supported_version(jint v)
{
    return v == JNI_VERSION_1_1 || v == JNI_VERSION_1_2 || v == JNI_VERSION_1_4 ||
           v == JNI_VERSION_1_6 || v == JNI_VERSION_1_8 || v == JNI_VERSION_9 ||
           v == JNI_VERSION_10;
}

static void lib_forget(VMThread *t, void *handle)
{
    vm_lock(t, jni_lock);
    for (int k = 0; k < nlibs; k++) {
        if (libs[k].handle == handle) {
            free(libs[k].path);
            memmove(&libs[k], &libs[k + 1], (size_t)(nlibs - k - 1) * sizeof *libs);
            nlibs--;
            break;
        }
    }
    th->mutex_unlock(jni_lock);
}

int jni_load_library(VMThread *t, const char *path)
{
    char *canon = realpath(path, NULL);
    if (canon == NULL || access(canon, F_OK) != 0) {
        free(canon);
        return 0;
    }
    vm_lock(t, jni_lock);
    for (int k = 0; k < nlibs; k++) {
        if (strcmp(libs[k].path, canon) == 0) {
            th->mutex_unlock(jni_lock);
            free(canon);
            return 1;               /* loaded already: JNI_OnLoad ran once */
        }
    }
    th->mutex_unlock(jni_lock);
    jni_green_init();
    DlCall d = { canon, NULL, "" };
    sp_call_blocking(t, dlopen_cb, &d);
    if (d.handle == NULL) {
        exc_throwf(t, "java/lang/UnsatisfiedLinkError", "%s: %s", canon, d.err);
        free(canon);
        return -1;
    }
    vm_lock(t, jni_lock);
    if (nlibs == libs_cap) {
        int cap = libs_cap ? libs_cap * 2 : 8;
        JniLib *nl = realloc(libs, (size_t)cap * sizeof *nl);
        if (nl == NULL) {
            th->mutex_unlock(jni_lock);
            free(canon);
            exc_oom(t);
            return -1;
        }
        libs = nl;
        libs_cap = cap;
    }
    libs[nlibs].path = canon;
    libs[nlibs].handle = d.handle;
    nlibs++;
    th->mutex_unlock(jni_lock);
    void *onload = dlsym(d.handle, "JNI_OnLoad");
    if (onload == NULL)
        return 1;
    /* JNI_OnLoad(JavaVM *, void *) runs as a native method does. */
    char *shown = os_xstrdup(canon);
    JniEnv *e = jni_env_of(t);
    LocalFrame frame;
    jni_frame_push(e, &frame, 0);
    ffi_cif cif;
    ffi_type *types[2] = { &ffi_type_pointer, &ffi_type_pointer };
    void *no_reserved = NULL;
    void *avals[2] = { &jni_vm, &no_reserved };
    FfiRet ret = { 0 };
    if (ffi_prep_cif(&cif, FFI_DEFAULT_ABI, 2, &ffi_type_sint32, types) != FFI_OK) {
        fprintf(stderr, "jvm: ffi_prep_cif failed for JNI_OnLoad\n");
        abort();
    }
    FfiCall call = { &cif, onload, &ret, avals, 0 };
    e->native_depth++;
    run_native(t, &call);
    e->native_depth--;
    jni_frame_pop(e, &frame);
    jint version = (jint)ret.a;
    if (t->exception != NULL) {
        lib_forget(t, d.handle);
        free(shown);
        return -1;
    }
    if (!supported_version(version)) {
        lib_forget(t, d.handle);
        exc_throwf(t, "java/lang/UnsatisfiedLinkError", "unsupported JNI version 0x%08X required by %s",
                   (unsigned)version, shown ? shown : path);
        free(shown);
        return -1;
    }
    free(shown);
    return 1;
}

/* ---- threads the library creates ---- */

#define TF vm_thread_fields

/* Makes the registered, running thread t a Java thread: its env (with a
 * base local frame) and its java.lang.Thread, built by the constructor
 * (name given, or "Thread-N" as HotSpot does).  Returns the env, or NULL
 * with *rc set and t no longer known to the JNI layer. */
JniEnv *jni_attach_self(VMThread *t, const char *name, Object *group, int daemon, int *rc)
{
    JniEnv *e = jni_env_of(t);
    e->attached = 1;
    jni_frame_push(e, &e->base, 0);
    *rc = JNI_ERR;
    if (class_init(t, cls_Thread) < 0)
        goto fail;
    Object *jt = obj_new(t, cls_Thread);
    if (jt == NULL)
        goto fail;
    FIELD_AT(jt, TF.priority, int32_t) = 5;
    vm_thread_set_eetop(jt, t);
    FIELD_AT(jt, TF.status, int32_t) = 1;
    t->jthread = jt;
    t->daemon = daemon;
    atomic_store(&t->state, TS_RUNNABLE);
    Value args[3] = { { .l = jt }, { .l = group }, { .l = NULL } };
    Method *ctor;
    if (name != NULL) {
        if ((args[2].l = jstring_new(t, name)) == NULL)
            goto fail;
        ctor = class_own_method(cls_Thread, "<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V");
    } else {
        ctor = class_own_method(cls_Thread, "<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/Runnable;)V");
    }
    if (ctor == NULL)
        goto fail;
    interp_call(t, ctor, args);
    if (t->exception != NULL)
        goto fail;
    FIELD_AT(jt, TF.daemon, int32_t) = daemon != 0;
    t->id = FIELD_AT(jt, TF.tid, int64_t);
    *rc = JNI_OK;
    return e;
fail:
    t->exception = NULL;
    t->jthread = NULL;
    jni_frame_pop(e, &e->base);
    env_remove(t, e);
    free(e);
    return NULL;
}

/* Ends an attached thread as a Java thread (the reverse of
 * jni_attach_self, for DetachCurrentThread): reports a pending exception
 * as uncaught, runs Thread.exit, wakes joiners, drops its references. */
void jni_detach_self(VMThread *t)
{
    JniEnv *e = jni_env_of(t);
    Object *jt = t->jthread;
    if (t->exception != NULL)
        exc_report_uncaught(t);
    Value a[1] = { { .l = jt } };
    Method *ex = jt ? class_find_method(jt->cls, "exit", "()V") : NULL;
    if (ex != NULL) {
        interp_call(t, ex, a);
        t->exception = NULL;
    }
    if (jt != NULL)
        vm_thread_end_java(t, jt);
    t->exception = NULL;
    while (e->frame != NULL)
        jni_frame_pop(e, e->frame);
    env_remove(t, e);
    free(e);
}

static jint attach(void **penv, void *args, int daemon)
{
    if (th_has(TH_CAP_FOREIGN_PROXY) && !jni_green_on_vm_thread())
        return jni_green_foreign_attach(penv, args, daemon);
    VMThread *cur = vm_current();
    if (cur != NULL) {
        *penv = jni_env_of(cur);
        return JNI_OK;
    }
    JavaVMAttachArgs *aa = args;
    if (aa != NULL && !supported_version(aa->version) && aa->version != 0) {
        *penv = NULL;
        return JNI_EVERSION;
    }
    VMThread *t = vm_thread_alloc();
    if (t == NULL)
        return JNI_ENOMEM;
    th->set_specific(t);
    if (interp_thread_init(t, vm_java_stack_bytes) < 0) {
        th->set_specific(NULL);
        return JNI_ENOMEM;
    }
    vm_thread_bind(t);
    char probe, *lo;
    os_thread_stack(&lo, &t->c_stack_hi);
    if (t->c_stack_hi == NULL)
        t->c_stack_hi = (char *)((uintptr_t)&probe + 4096);
    else if (lo != NULL && t->c_stack_hi - lo > 256 * 1024)
        t->c_stack_limit = lo + 96 * 1024;
    sp_register(t, 1);
    int rc;
    JniEnv *e = jni_attach_self(t, aa ? aa->name : NULL,
                                aa ? jni_deref(aa->group) : NULL, daemon, &rc);
    if (e == NULL) {
        heap_thread_exit(t);
        sp_unregister(t);
        interp_thread_free(t);
        th->set_specific(NULL);
        *penv = NULL;
        return rc;
    }
    t->gc_sp = NULL;                /* outside JNI calls: nothing on its C stack */
    atomic_store(&t->gc_safe, 1);
    *penv = e;
    return JNI_OK;
}

static jint JNICALL vm_AttachCurrentThread(JavaVM *vm, void **penv, void *args)
{
    (void)vm;
    return attach(penv, args, 0);
}

static jint JNICALL vm_AttachCurrentThreadAsDaemon(JavaVM *vm, void **penv, void *args)
{
    (void)vm;
    return attach(penv, args, 1);
}

static jint JNICALL vm_DetachCurrentThread(JavaVM *vm)
{
    (void)vm;
    if (th_has(TH_CAP_FOREIGN_PROXY) && !jni_green_on_vm_thread())
        return jni_green_foreign_detach();
    VMThread *t = vm_current();
    if (t == NULL)
        return JNI_OK;              /* not attached: nothing to do */
    JniEnv *e = jni_env_of(t);
    if (!e->attached || t->frame != NULL || th_has(TH_CAP_FOREIGN_PROXY))
        return JNI_ERR;             /* Java frames on its stack (or a VM thread) */
    JniTransition tr = jni_enter((JNIEnv *)e);
    (void)tr;
    jni_detach_self(t);
    heap_thread_exit(t);
    sp_unregister(t);
    interp_thread_free(t);
    th->set_specific(NULL);
    return JNI_OK;
}

static jint JNICALL vm_GetEnv(JavaVM *vm, void **penv, jint version)
{
    (void)vm;
    if (th_has(TH_CAP_FOREIGN_PROXY) && !jni_green_on_vm_thread())
        return jni_green_foreign_get_env(penv, version);
    VMThread *t = vm_current();
    if (t == NULL) {
        *penv = NULL;
        return JNI_EDETACHED;
    }
    if (!supported_version(version)) {
        *penv = NULL;
        return JNI_EVERSION;
    }
    *penv = jni_env_of(t);
    return JNI_OK;
}

static jint JNICALL vm_DestroyJavaVM(JavaVM *vm)
{
    (void)vm;
    return JNI_ERR;                 /* the launcher owns the VM's end */
}

static const struct JNIInvokeInterface_ invoke_table = {
    .DestroyJavaVM = vm_DestroyJavaVM,
    .AttachCurrentThread = vm_AttachCurrentThread,
    .DetachCurrentThread = vm_DetachCurrentThread,
    .GetEnv = vm_GetEnv,
    .AttachCurrentThreadAsDaemon = vm_AttachCurrentThreadAsDaemon,
};
static const struct JNIInvokeInterface_ *invoke_ptr = &invoke_table;
JavaVM *jni_vm = (JavaVM *)&invoke_ptr;

/* The VM is made by the launcher, not by a library: one VM, this one. */
JNIEXPORT jint JNICALL JNI_GetCreatedJavaVMs(JavaVM **vms, jsize n, jsize *count)
{
    if (n > 0 && vms != NULL)
        vms[0] = jni_vm;
    if (count != NULL)
        *count = 1;
    return JNI_OK;
}

/* ---- start-up ---- */

static void print_stats(void)
{
    unsigned long n = atomic_load(&jni_green_blocking_calls);
    if (n == 0)
        return;
    fprintf(stderr, "[jni: %lu native calls held every green thread: %.3f ms in all, longest %.3f ms]\n",
            n, (double)atomic_load(&jni_green_blocking_ns) / 1e6,
            (double)atomic_load(&jni_green_longest_ns) / 1e6);
}

void jni_init(void)
{
    jni_lock = th->mutex_new();
    void (**slots)(void) = (void (**)(void))&table;
    jni_env_init(&table);
    for (int k = 0; k < JNI_SLOT_COUNT; k++)
        if (slots[k] == NULL && jni_stubs[k] != NULL)
            slots[k] = jni_stubs[k];
    if (th_has(TH_CAP_FOREIGN_PROXY))
        jni_green_mark_vm_thread();     /* boot runs on the backend's OS thread */
    if (th_has(TH_CAP_ONE_RUNNING) && vm_opts.log_threads)
        atexit(print_stats);
}

/* For jni_green.c: the slot table of jni.h. */
const JniSlot *jni_slot_info(int *count)
{
    *count = JNI_SLOT_COUNT;
    return jni_slots;
}
