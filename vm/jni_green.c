/* jni_green.c: JNI across OS threads under the green backend.
 *
 * Every green thread runs on one OS thread, and the backend's table must
 * not be called from any other (green.c).  Two kinds of OS threads still
 * want to call JNI functions:
 * - threads a library creates and attaches (AttachCurrentThread);
 * - helper threads that run native methods when -Djvm.jni.offload=true,
 *   so that a long native call does not hold every green thread.
 * Both get a "client" JNIEnv whose table forwards each call to a green
 * thread that runs it with its own env: the call's libffi description
 * (cif, argument pointers, result buffer; the signature of every slot
 * comes from jni.h through jni_slots.h) is put in a Request, an eventfd
 * wakes the green thread (waiting in the iomgr like any I/O), and the
 * client blocks on a second eventfd until the result is there.  The
 * variadic and va_list functions cannot be described to libffi: their
 * client versions turn their arguments into jvalues (by the method's
 * descriptor) and forward the A form.
 *
 * Attaching: a listener green thread (started with the first library)
 * takes attach requests and spawns one proxy green thread per attached
 * OS thread, with its own VMThread and java.lang.Thread; the proxy
 * serves that thread's calls until DetachCurrentThread, which is
 * asynchronous (the OS thread does not wait), so a native that joins a
 * thread which detaches does not wait for the green world.
 *
 * Offload: the calling green thread hands the prepared ffi call to an
 * idle helper OS thread (made on demand, kept), then serves the helper's
 * JNI calls itself, in the native's own local frame, until the helper
 * reports that the native returned.  Meanwhile it waits in the iomgr, so
 * every other green thread runs. */
#include <errno.h>
#include <poll.h>
#include <ffi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <threads.h>
#include <unistd.h>
#include "../io/io.h"
#include "interp.h"
#include "jni_int.h"
#include "options.h"
#include "safepoint.h"
#include "../threads/threads.h"
#include "../os/os.h"

enum { REQ_CALL, REQ_DONE, REQ_DETACH };

typedef struct Request {
    int kind;
    int slot;
    ffi_cif *cif;
    void *ret;
    void **args;
} Request;

typedef struct Channel {
    int req_fd;                     /* client -> green thread (non-blocking) */
    int resp_fd;                    /* green thread -> client (blocking) */
    Request *_Atomic req;
} Channel;

typedef struct ClientEnv {
    const struct JNINativeInterface_ *functions;   /* forward_table */
    Channel *ch;
} ClientEnv;

static struct JNINativeInterface_ forward_table;
static int ready;                   /* forward_table and the listener exist */
static _Thread_local int on_vm_thread;
static _Thread_local ClientEnv *foreign_env;    /* an attached foreign thread */
static _Thread_local ClientEnv *helper_env;     /* a helper running a native */
static int offload = -1;

_Atomic unsigned long jni_green_offloaded_calls;

/* ---- channels ---- */

static Channel *channel_new(void)
{
    Channel *ch = calloc(1, sizeof *ch);
    if (ch == NULL)
        return NULL;
    ch->req_fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    ch->resp_fd = eventfd(0, EFD_CLOEXEC);
    if (ch->req_fd < 0 || ch->resp_fd < 0) {
        if (ch->req_fd >= 0)
            close(ch->req_fd);
        if (ch->resp_fd >= 0)
            close(ch->resp_fd);
        free(ch);
        return NULL;
    }
    return ch;
}

/* Green side: the fds are known to the iomgr, so closed through io.h. */
static void channel_free(Channel *ch)
{
    io_close(ch->req_fd);
    close(ch->resp_fd);
    free(ch);
}

static void signal_fd(int fd)
{
    uint64_t one = 1;
    while (write(fd, &one, sizeof one) < 0 && errno == EINTR)
        ;
}

static void drain_fd(int fd)
{
    uint64_t v;
    while (read(fd, &v, sizeof v) < 0 && errno == EINTR)
        ;
}

_Atomic int jni_green_natives_held;    /* native calls holding the green OS thread now */
static _Atomic int warned_held;

/* Client side: waits for the green thread's reply.  If it does not come
 * because a native call holds every green thread (which then must not
 * wait for this thread), says so once rather than hanging silently. */
static void wait_reply(Channel *ch)
{
    struct pollfd p = { .fd = ch->resp_fd, .events = POLLIN };
    while (poll(&p, 1, 2000) == 0) {
        if (atomic_load(&jni_green_natives_held) > 0 && !atomic_exchange(&warned_held, 1))
            fprintf(stderr, "jvm: a thread made by a native library waits for the green threads, "
                            "but a native call holds them all (-Djvm.jni.offload=true runs "
                            "natives on helper OS threads)\n");
    }
    drain_fd(ch->resp_fd);
}

/* Client side: posts r and, unless it is asynchronous, waits for it. */
static void post(Channel *ch, Request *r, int wait)
{
    atomic_store(&ch->req, r);
    signal_fd(ch->req_fd);
    if (wait)
        wait_reply(ch);
}

typedef struct WaitArg {
    int fd;
} WaitArg;

static void wait_cb(void *p)
{
    io_wait(((WaitArg *)p)->fd, TH_FD_READ, TH_FOREVER);
}

/* Green side: the next request on ch (waiting in the iomgr, safe). */
static Request *next_request(VMThread *t, Channel *ch)
{
    for (;;) {
        WaitArg w = { ch->req_fd };
        sp_call_blocking(t, wait_cb, &w);
        uint64_t v;
        if (read(ch->req_fd, &v, sizeof v) == sizeof v)
            return atomic_load(&ch->req);
    }
}

/* Green side: runs a forwarded call with env, then wakes the client. */
static void run_request(Channel *ch, Request *r, JNIEnv *env)
{
    void *args[16];
    unsigned n = r->cif->nargs < 16 ? r->cif->nargs : 16;
    args[0] = &env;
    for (unsigned k = 1; k < n; k++)
        args[k] = r->args[k];
    void (*fn)(void) = ((void (*const *)(void))jni_table)[r->slot];
    ffi_call(r->cif, fn, r->ret, args);
    signal_fd(ch->resp_fd);
}

/* ---- the forwarding table ---- */

static void forward(ffi_cif *cif, void *ret, void **args, void *user)
{
    ClientEnv *ce = *(ClientEnv **)args[0];
    Request r = { REQ_CALL, (int)(intptr_t)user, cif, ret, args };
    post(ce->ch, &r, 1);
}

static ffi_type *ffi_code(char c)
{
    switch (c) {
    case 'v': return &ffi_type_void;
    case 'z': return &ffi_type_uint8;
    case 'b': return &ffi_type_sint8;
    case 'c': return &ffi_type_uint16;
    case 's': return &ffi_type_sint16;
    case 'i': return &ffi_type_sint32;
    case 'j': return &ffi_type_sint64;
    case 'f': return &ffi_type_float;
    case 'd': return &ffi_type_double;
    default: return &ffi_type_pointer;
    }
}

#define FWD_CALLS(T, jt)                                                                    \
static jt JNICALL fwd_Call##T##MethodV(JNIEnv *env, jobject obj, jmethodID mid, va_list ap) \
{                                                                                           \
    jvalue a[256];                                                                          \
    jni_va_to_jvalues((Method *)mid, ap, a);                                                \
    return (*env)->Call##T##MethodA(env, obj, mid, a);                                      \
}                                                                                           \
static jt JNICALL fwd_Call##T##Method(JNIEnv *env, jobject obj, jmethodID mid, ...)         \
{                                                                                           \
    va_list ap;                                                                             \
    va_start(ap, mid);                                                                      \
    jt r = fwd_Call##T##MethodV(env, obj, mid, ap);                                         \
    va_end(ap);                                                                             \
    return r;                                                                               \
}                                                                                           \
static jt JNICALL fwd_CallNonvirtual##T##MethodV(JNIEnv *env, jobject obj, jclass clazz,    \
                                                 jmethodID mid, va_list ap)                 \
{                                                                                           \
    jvalue a[256];                                                                          \
    jni_va_to_jvalues((Method *)mid, ap, a);                                                \
    return (*env)->CallNonvirtual##T##MethodA(env, obj, clazz, mid, a);                     \
}                                                                                           \
static jt JNICALL fwd_CallNonvirtual##T##Method(JNIEnv *env, jobject obj, jclass clazz,     \
                                                jmethodID mid, ...)                         \
{                                                                                           \
    va_list ap;                                                                             \
    va_start(ap, mid);                                                                      \
    jt r = fwd_CallNonvirtual##T##MethodV(env, obj, clazz, mid, ap);                        \
    va_end(ap);                                                                             \
    return r;                                                                               \
}                                                                                           \
static jt JNICALL fwd_CallStatic##T##MethodV(JNIEnv *env, jclass clazz, jmethodID mid,      \
                                             va_list ap)                                    \
{                                                                                           \
    jvalue a[256];                                                                          \
    jni_va_to_jvalues((Method *)mid, ap, a);                                                \
    return (*env)->CallStatic##T##MethodA(env, clazz, mid, a);                              \
}                                                                                           \
static jt JNICALL fwd_CallStatic##T##Method(JNIEnv *env, jclass clazz, jmethodID mid, ...)  \
{                                                                                           \
    va_list ap;                                                                             \
    va_start(ap, mid);                                                                      \
    jt r = fwd_CallStatic##T##MethodV(env, clazz, mid, ap);                                 \
    va_end(ap);                                                                             \
    return r;                                                                               \
}

FWD_CALLS(Object, jobject)
FWD_CALLS(Boolean, jboolean)
FWD_CALLS(Byte, jbyte)
FWD_CALLS(Char, jchar)
FWD_CALLS(Short, jshort)
FWD_CALLS(Int, jint)
FWD_CALLS(Long, jlong)
FWD_CALLS(Float, jfloat)
FWD_CALLS(Double, jdouble)

static void JNICALL fwd_CallVoidMethodV(JNIEnv *env, jobject obj, jmethodID mid, va_list ap)
{
    jvalue a[256];
    jni_va_to_jvalues((Method *)mid, ap, a);
    (*env)->CallVoidMethodA(env, obj, mid, a);
}

static void JNICALL fwd_CallVoidMethod(JNIEnv *env, jobject obj, jmethodID mid, ...)
{
    va_list ap;
    va_start(ap, mid);
    fwd_CallVoidMethodV(env, obj, mid, ap);
    va_end(ap);
}

static void JNICALL fwd_CallNonvirtualVoidMethodV(JNIEnv *env, jobject obj, jclass clazz,
                                                  jmethodID mid, va_list ap)
{
    jvalue a[256];
    jni_va_to_jvalues((Method *)mid, ap, a);
    (*env)->CallNonvirtualVoidMethodA(env, obj, clazz, mid, a);
}

static void JNICALL fwd_CallNonvirtualVoidMethod(JNIEnv *env, jobject obj, jclass clazz,
                                                 jmethodID mid, ...)
{
    va_list ap;
    va_start(ap, mid);
    fwd_CallNonvirtualVoidMethodV(env, obj, clazz, mid, ap);
    va_end(ap);
}

static void JNICALL fwd_CallStaticVoidMethodV(JNIEnv *env, jclass clazz, jmethodID mid, va_list ap)
{
    jvalue a[256];
    jni_va_to_jvalues((Method *)mid, ap, a);
    (*env)->CallStaticVoidMethodA(env, clazz, mid, a);
}

static void JNICALL fwd_CallStaticVoidMethod(JNIEnv *env, jclass clazz, jmethodID mid, ...)
{
    va_list ap;
    va_start(ap, mid);
    fwd_CallStaticVoidMethodV(env, clazz, mid, ap);
    va_end(ap);
}

static jobject JNICALL fwd_NewObjectV(JNIEnv *env, jclass clazz, jmethodID mid, va_list ap)
{
    jvalue a[256];
    jni_va_to_jvalues((Method *)mid, ap, a);
    return (*env)->NewObjectA(env, clazz, mid, a);
}

static jobject JNICALL fwd_NewObject(JNIEnv *env, jclass clazz, jmethodID mid, ...)
{
    va_list ap;
    va_start(ap, mid);
    jobject r = fwd_NewObjectV(env, clazz, mid, ap);
    va_end(ap);
    return r;
}

#define FWD_SLOTS(T) \
    forward_table.Call##T##Method = fwd_Call##T##Method; \
    forward_table.Call##T##MethodV = fwd_Call##T##MethodV; \
    forward_table.CallNonvirtual##T##Method = fwd_CallNonvirtual##T##Method; \
    forward_table.CallNonvirtual##T##MethodV = fwd_CallNonvirtual##T##MethodV; \
    forward_table.CallStatic##T##Method = fwd_CallStatic##T##Method; \
    forward_table.CallStatic##T##MethodV = fwd_CallStatic##T##MethodV

static int build_forward_table(void)
{
    FWD_SLOTS(Object);
    FWD_SLOTS(Boolean);
    FWD_SLOTS(Byte);
    FWD_SLOTS(Char);
    FWD_SLOTS(Short);
    FWD_SLOTS(Int);
    FWD_SLOTS(Long);
    FWD_SLOTS(Float);
    FWD_SLOTS(Double);
    FWD_SLOTS(Void);
    forward_table.NewObject = fwd_NewObject;
    forward_table.NewObjectV = fwd_NewObjectV;
    int count;
    const JniSlot *slots = jni_slot_info(&count);
    void (**out)(void) = (void (**)(void))&forward_table;
    for (int k = 0; k < count; k++) {
        const JniSlot *s = &slots[k];
        if (s->name == NULL || out[k] != NULL)
            continue;
        if (s->flags != 0) {
            fprintf(stderr, "jvm: JNI slot %s has no forwarder\n", s->name);
            return -1;
        }
        size_t n = strlen(s->params);
        ffi_cif *cif = malloc(sizeof *cif);
        ffi_type **types = malloc((n ? n : 1) * sizeof *types);
        if (cif == NULL || types == NULL)
            return -1;
        for (size_t a = 0; a < n; a++)
            types[a] = ffi_code(s->params[a]);
        if (ffi_prep_cif(cif, FFI_DEFAULT_ABI, (unsigned)n, ffi_code(s->ret), types) != FFI_OK)
            return -1;
        void *code;
        ffi_closure *cl = ffi_closure_alloc(sizeof(ffi_closure), &code);
        if (cl == NULL || ffi_prep_closure_loc(cl, cif, forward, (void *)(intptr_t)k, code) != FFI_OK)
            return -1;
        memcpy(&out[k], &code, sizeof code);
    }
    return 0;
}

/* ---- attaching foreign threads ---- */

typedef struct AttachRequest {
    struct AttachRequest *next;
    char *name;
    jobject group;                  /* a global reference, or NULL */
    int daemon;
    Channel *ch;
    jint rc;
} AttachRequest;

static AttachRequest *_Atomic attach_queue;
static int attach_fd = -1;

static void proxy_main(void *arg)
{
    AttachRequest *rq = arg;
    Channel *ch = rq->ch;
    VMThread *t = vm_thread_alloc();
    if (t == NULL || interp_thread_init(t, vm_java_stack_bytes) < 0) {
        rq->rc = JNI_ENOMEM;
        signal_fd(ch->resp_fd);
        return;
    }
    th->set_specific(t);
    vm_thread_bind(t);
    t->c_stack_hi = th->stack_high();
    sp_register(t, 1);
    int rc;
    JniEnv *e = jni_attach_self(t, rq->name, jni_deref(rq->group), rq->daemon, &rc);
    rq->rc = rc;
    signal_fd(ch->resp_fd);         /* rq belongs to the client from here */
    if (e != NULL) {
        for (;;) {
            Request *r = next_request(t, ch);
            if (r->kind == REQ_DETACH) {
                free(r);
                break;
            }
            run_request(ch, r, (JNIEnv *)e);
        }
        jni_detach_self(t);
        channel_free(ch);
    }
    heap_thread_exit(t);
    sp_unregister(t);
    interp_thread_free(t);
}

static void listener_main(void *arg)
{
    (void)arg;
    for (;;) {
        WaitArg w = { attach_fd };
        wait_cb(&w);                /* not a Java thread: no safepoint state */
        uint64_t v;
        if (read(attach_fd, &v, sizeof v) != sizeof v)
            continue;
        AttachRequest *rq = atomic_exchange(&attach_queue, NULL);
        while (rq != NULL) {
            AttachRequest *next = rq->next;
            if (th->spawn(proxy_main, rq, vm_opts.xss) == NULL) {
                rq->rc = JNI_ENOMEM;
                signal_fd(rq->ch->resp_fd);
            }
            rq = next;
        }
    }
}

jint jni_green_foreign_attach(void **penv, void *args, int daemon)
{
    if (foreign_env != NULL || helper_env != NULL) {
        *penv = foreign_env != NULL ? foreign_env : helper_env;
        return JNI_OK;
    }
    *penv = NULL;
    if (!ready)
        return JNI_ERR;
    JavaVMAttachArgs *aa = args;
    AttachRequest rq = { NULL, NULL, aa ? aa->group : NULL, daemon, channel_new(), JNI_ERR };
    ClientEnv *ce = malloc(sizeof *ce);
    if (rq.ch == NULL || ce == NULL) {
        free(ce);
        return JNI_ENOMEM;
    }
    if (aa != NULL && aa->name != NULL)
        rq.name = os_xstrdup(aa->name);
    AttachRequest *head = atomic_load(&attach_queue);
    do {
        rq.next = head;
    } while (!atomic_compare_exchange_weak(&attach_queue, &head, &rq));
    signal_fd(attach_fd);
    wait_reply(rq.ch);
    free(rq.name);
    if (rq.rc != JNI_OK) {
        close(rq.ch->req_fd);       /* never seen by the iomgr */
        close(rq.ch->resp_fd);
        free(rq.ch);
        free(ce);
        return rq.rc;
    }
    ce->functions = &forward_table;
    ce->ch = rq.ch;
    foreign_env = ce;
    *penv = ce;
    return JNI_OK;
}

jint jni_green_foreign_detach(void)
{
    ClientEnv *ce = foreign_env;
    if (ce == NULL)
        return helper_env != NULL ? JNI_ERR : JNI_OK;
    Request *r = calloc(1, sizeof *r);
    if (r == NULL)
        return JNI_ENOMEM;
    r->kind = REQ_DETACH;
    foreign_env = NULL;
    post(ce->ch, r, 0);             /* the proxy frees r and the channel */
    free(ce);
    return JNI_OK;
}

jint jni_green_foreign_get_env(void **penv, jint version)
{
    ClientEnv *ce = foreign_env != NULL ? foreign_env : helper_env;
    if (ce == NULL) {
        *penv = NULL;
        return JNI_EDETACHED;
    }
    (void)version;
    *penv = ce;
    return JNI_OK;
}

int jni_green_on_vm_thread(void)
{
    return th->on_own_thread != NULL ? th->on_own_thread() : on_vm_thread;
}

/* ---- offloading native calls ---- */

typedef struct Helper {
    struct Helper *next_idle;
    mtx_t lock;
    cnd_t wake;
    int has_job;
    ffi_cif *cif;
    void *fn, *ret;
    void **avals;
    ClientEnv env;
    Request done;
    Channel *ch;
} Helper;

static Helper *idle_helpers;        /* touched only on the green OS thread */

static void helper_main(void *arg)
{
    Helper *h = arg;
    for (;;) {
        mtx_lock(&h->lock);
        while (!h->has_job)
            cnd_wait(&h->wake, &h->lock);
        h->has_job = 0;
        mtx_unlock(&h->lock);
        helper_env = &h->env;
        ffi_call(h->cif, FFI_FN(h->fn), h->ret, h->avals);
        helper_env = NULL;
        h->done.kind = REQ_DONE;
        post(h->ch, &h->done, 0);
    }
}

static Helper *helper_get(void)
{
    Helper *h = idle_helpers;
    if (h != NULL) {
        idle_helpers = h->next_idle;
        return h;
    }
    h = calloc(1, sizeof *h);
    if (h == NULL || (h->ch = channel_new()) == NULL)
        goto fail;
    if (mtx_init(&h->lock, mtx_plain) != thrd_success || cnd_init(&h->wake) != thrd_success)
        goto fail;
    h->env.functions = &forward_table;
    h->env.ch = h->ch;
    if (th_os_spawn(NULL, helper_main, h, (size_t)8 << 20, 0) != 0)
        goto fail;
    return h;
fail:
    fprintf(stderr, "jvm: cannot start a JNI helper thread\n");
    abort();
}

int jni_green_offload_enabled(void)
{
    if (offload < 0) {
        offload = 0;
        for (int k = 0; k < vm_opts.nprops; k++)
            if (strcmp(vm_opts.props[k], "jvm.jni.offload=true") == 0)
                offload = 1;
    }
    return offload && ready;
}

/* Runs the prepared call on a helper; own is t's env, which serves the
 * helper's JNI calls; env_first: avals[0] is the JNIEnv * argument, to be
 * replaced by the helper's client env (JNI_OnLoad takes a JavaVM *). */
void jni_green_offload_call(VMThread *t, JNIEnv *own, int env_first, ffi_cif *cif, void *fn,
                            void *ret, void **avals)
{
    Helper *h = helper_get();
    unsigned n = cif->nargs;
    void *av[n + 1];
    JNIEnv *client = (JNIEnv *)&h->env;
    memcpy(av, avals, n * sizeof *av);
    if (env_first)
        av[0] = &client;
    mtx_lock(&h->lock);
    h->cif = cif;
    h->fn = fn;
    h->ret = ret;
    h->avals = av;
    h->has_job = 1;
    cnd_signal(&h->wake);
    mtx_unlock(&h->lock);
    atomic_fetch_add(&jni_green_offloaded_calls, 1);
    for (;;) {
        Request *r = next_request(t, h->ch);
        if (r->kind == REQ_DONE)
            break;
        run_request(h->ch, r, own);
    }
    h->next_idle = idle_helpers;
    idle_helpers = h;
}

/* ---- start-up ---- */

static void print_offload_stats(void)
{
    unsigned long n = atomic_load(&jni_green_offloaded_calls);
    if (n > 0)
        fprintf(stderr, "[jni: %lu native calls ran on helper OS threads]\n", n);
}

void jni_green_mark_vm_thread(void)
{
    on_vm_thread = 1;
}

/* With the first library (on a green thread): the forwarding table and
 * the listener for foreign threads. */
void jni_green_init(void)
{
    if (!th_has(TH_CAP_FOREIGN_PROXY) || ready)
        return;
    if (build_forward_table() < 0) {
        fprintf(stderr, "jvm: cannot build the JNI forwarding table\n");
        abort();
    }
    attach_fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    if (attach_fd < 0 || th->spawn(listener_main, NULL, 64 * 1024) == NULL) {
        fprintf(stderr, "jvm: cannot start the JNI attach listener\n");
        abort();
    }
    if (vm_opts.log_threads)
        atexit(print_offload_stats);
    ready = 1;
}
