/* jni_env.c: the functions of the JNIEnv table (jni.h's JNINativeInterface_).
 *
 * Each function that touches the heap or a reference table starts with
 * JNI_ENTER (jni_int.h): it leaves the safe state the native runs in, and
 * goes back to it when the function returns.  Messages of the exceptions
 * thrown here are HotSpot 17's.  Arguments are not checked beyond what
 * HotSpot checks without -Xcheck:jni: a NULL where the spec forbids one is
 * undefined, as there.
 *
 * Copies: Get<Type>ArrayElements, GetStringChars and GetStringUTFChars
 * return malloc'd copies (*isCopy = JNI_TRUE, as HotSpot), so JNI_ABORT
 * discards changes exactly as there; the Critical functions return the
 * object's own memory (the heap never moves objects). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "excep.h"
#include "interp.h"
#include "jni_int.h"
#include "jstring.h"
#include "monitor.h"

#define LOCAL(o) jni_new_local(e, (o))

static Class *cls_of(jclass c)
{
    return class_of_mirror(jni_deref(c));
}

/* ---- version, classes ---- */

static jint JNICALL jni_GetVersion(JNIEnv *env)
{
    (void)env;
    return JNI_VERSION_10;
}

static jclass JNICALL jni_FindClass(JNIEnv *env, const char *name)
{
    JNI_ENTER(env);
    if (name == NULL) {
        exc_npe(t, NULL);
        return NULL;
    }
    if (strchr(name, '.') != NULL || name[0] == 0) {
        exc_throw(t, "java/lang/NoClassDefFoundError", name);
        return NULL;
    }
    Class *c = class_load(t, name);
    if (c == NULL || class_init(t, c) < 0)
        return NULL;
    return LOCAL(class_mirror(t, c));
}

static jclass JNICALL jni_GetSuperclass(JNIEnv *env, jclass sub)
{
    JNI_ENTER(env);
    Class *c = cls_of(sub);
    if ((c->access & ACC_INTERFACE) || c->kind == CK_PRIMITIVE || c->super == NULL)
        return NULL;
    return LOCAL(class_mirror(t, c->super));
}

static jboolean JNICALL jni_IsAssignableFrom(JNIEnv *env, jclass sub, jclass sup)
{
    JNI_ENTER(env);
    return class_is_assignable(cls_of(sub), cls_of(sup)) ? JNI_TRUE : JNI_FALSE;
}

/* ---- exceptions ---- */

static jint JNICALL jni_Throw(JNIEnv *env, jthrowable obj)
{
    JNI_ENTER(env);
    Object *o = jni_deref(obj);
    if (o == NULL) {
        exc_npe(t, NULL);
        return JNI_ERR;
    }
    t->exception = o;
    return JNI_OK;
}

static jint JNICALL jni_ThrowNew(JNIEnv *env, jclass clazz, const char *msg)
{
    JNI_ENTER(env);
    Class *c = cls_of(clazz);
    if (class_init(t, c) < 0)
        return JNI_ERR;
    const char *desc = msg != NULL ? "(Ljava/lang/String;)V" : "()V";
    Method *ctor = class_own_method(c, "<init>", desc);
    if (ctor == NULL || (c->access & (ACC_ABSTRACT | ACC_INTERFACE))) {
        char what[1024];
        jni_method_external_name(c, "<init>", desc, what, sizeof what);
        exc_throwf(t, "java/lang/NoSuchMethodError", "'%s'", what);
        return JNI_ERR;
    }
    Object *o = obj_new(t, c);
    if (o == NULL)
        return JNI_ERR;
    Value args[2] = { { .l = o }, { .l = NULL } };
    if (msg != NULL && (args[1].l = jstring_new(t, msg)) == NULL)
        return JNI_ERR;
    interp_call(t, ctor, args);
    if (t->exception != NULL)
        return JNI_ERR;
    t->exception = o;
    return JNI_OK;
}

static jthrowable JNICALL jni_ExceptionOccurred(JNIEnv *env)
{
    JNI_ENTER(env);
    return LOCAL(t->exception);
}

/* As HotSpot: "Exception in thread "NAME" " then printStackTrace(). */
static void JNICALL jni_ExceptionDescribe(JNIEnv *env)
{
    JNI_ENTER(env);
    Object *ex = t->exception;
    if (ex == NULL)
        return;
    t->exception = NULL;
    if (class_is_subclass_of_name(ex->cls, "java/lang/ThreadDeath"))
        return;
    fflush(stdout);
    fprintf(stderr, "Exception ");
    if (t->jthread != NULL) {
        Field *nf = class_field_named(cls_Thread, "name");
        Object *name = nf ? FIELD_AT(t->jthread, nf->offset, Object *) : NULL;
        char *s = name ? jstring_to_utf8(name, NULL) : NULL;
        if (s != NULL)
            fprintf(stderr, "in thread \"%s\" ", s);
        free(s);
    }
    Value a[1] = { { .l = ex } };
    interp_call_named(t, ex, "printStackTrace", "()V", a);
    t->exception = NULL;
}

static void JNICALL jni_ExceptionClear(JNIEnv *env)
{
    JNI_ENTER(env);
    t->exception = NULL;
}

static jboolean JNICALL jni_ExceptionCheck(JNIEnv *env)
{
    JNI_ENTER(env);
    return t->exception != NULL ? JNI_TRUE : JNI_FALSE;
}

static void JNICALL jni_FatalError(JNIEnv *env, const char *msg)
{
    (void)env;
    fflush(stdout);
    fprintf(stderr, "FATAL ERROR in native method: %s\n", msg ? msg : "");
    abort();
}

/* ---- references ---- */

static jint JNICALL jni_PushLocalFrame(JNIEnv *env, jint capacity)
{
    JNI_ENTER(env);
    if (capacity < 0) {
        exc_throw(t, "java/lang/OutOfMemoryError", "PushLocalFrame: Requested local frame capacity is negative");
        return JNI_ERR;
    }
    LocalFrame *f = malloc(sizeof *f);
    if (f == NULL) {
        exc_oom(t);
        return JNI_ERR;
    }
    jni_frame_push(e, f, 1);
    return JNI_OK;
}

static jobject JNICALL jni_PopLocalFrame(JNIEnv *env, jobject result)
{
    JNI_ENTER(env);
    Object *r = jni_deref(result);
    if (e->frame != NULL && e->frame->on_heap)
        jni_frame_pop(e, e->frame);
    return LOCAL(r);
}

static jobject JNICALL jni_NewGlobalRef(JNIEnv *env, jobject obj)
{
    JNI_ENTER(env);
    return jni_new_global(t, jni_deref(obj), 0);
}

static void JNICALL jni_DeleteGlobalRef(JNIEnv *env, jobject ref)
{
    JNI_ENTER(env);
    if (jni_ref_kind(ref) == 1)
        jni_delete_global(t, ref);
}

static jweak JNICALL jni_NewWeakGlobalRef(JNIEnv *env, jobject obj)
{
    JNI_ENTER(env);
    return jni_new_global(t, jni_deref(obj), 1);
}

static void JNICALL jni_DeleteWeakGlobalRef(JNIEnv *env, jweak ref)
{
    JNI_ENTER(env);
    if (jni_ref_kind(ref) == 2)
        jni_delete_global(t, ref);
}

static void JNICALL jni_DeleteLocalRef(JNIEnv *env, jobject obj)
{
    JNI_ENTER(env);
    jni_delete_local(e, obj);
}

static jboolean JNICALL jni_IsSameObject(JNIEnv *env, jobject a, jobject b)
{
    JNI_ENTER(env);
    return jni_deref(a) == jni_deref(b) ? JNI_TRUE : JNI_FALSE;
}

static jobject JNICALL jni_NewLocalRef(JNIEnv *env, jobject ref)
{
    JNI_ENTER(env);
    return LOCAL(jni_deref(ref));
}

static jint JNICALL jni_EnsureLocalCapacity(JNIEnv *env, jint capacity)
{
    (void)env;
    return capacity < 0 ? JNI_ERR : JNI_OK;   /* frames grow as needed */
}

static jobjectRefType JNICALL jni_GetObjectRefType(JNIEnv *env, jobject obj)
{
    (void)env;
    if (obj == NULL)
        return JNIInvalidRefType;
    switch (jni_ref_kind(obj)) {
    case 1: return JNIGlobalRefType;
    case 2: return JNIWeakGlobalRefType;
    default: return JNILocalRefType;
    }
}

/* ---- objects ---- */

static int instantiable(VMThread *t, Class *c)
{
    if ((c->access & (ACC_ABSTRACT | ACC_INTERFACE)) || c->kind != CK_INSTANCE) {
        char *cn = class_java_name(c);
        exc_throw(t, "java/lang/InstantiationException", cn);
        free(cn);
        return 0;
    }
    return class_init(t, c) == 0;
}

static jobject JNICALL jni_AllocObject(JNIEnv *env, jclass clazz)
{
    JNI_ENTER(env);
    Class *c = cls_of(clazz);
    if (!instantiable(t, c))
        return NULL;
    return LOCAL(obj_new(t, c));
}

static jobject JNICALL jni_NewObjectA(JNIEnv *env, jclass clazz, jmethodID mid, const jvalue *args)
{
    JNI_ENTER(env);
    Class *c = cls_of(clazz);
    if (!instantiable(t, c))
        return NULL;
    Object *o = obj_new(t, c);
    if (o == NULL)
        return NULL;
    jni_call_java(t, o, (Method *)mid, 1, args);
    if (t->exception != NULL)
        return NULL;
    return LOCAL(o);
}

static jobject JNICALL jni_NewObjectV(JNIEnv *env, jclass clazz, jmethodID mid, va_list ap)
{
    jvalue a[256];
    jni_va_to_jvalues((Method *)mid, ap, a);
    return jni_NewObjectA(env, clazz, mid, a);
}

static jobject JNICALL jni_NewObject(JNIEnv *env, jclass clazz, jmethodID mid, ...)
{
    va_list ap;
    va_start(ap, mid);
    jobject r = jni_NewObjectV(env, clazz, mid, ap);
    va_end(ap);
    return r;
}

static jclass JNICALL jni_GetObjectClass(JNIEnv *env, jobject obj)
{
    JNI_ENTER(env);
    Object *o = jni_deref(obj);
    if (o == NULL) {
        exc_npe(t, NULL);
        return NULL;
    }
    return LOCAL(class_mirror(t, o->cls));
}

static jboolean JNICALL jni_IsInstanceOf(JNIEnv *env, jobject obj, jclass clazz)
{
    JNI_ENTER(env);
    Object *o = jni_deref(obj);
    return o == NULL || class_is_assignable(o->cls, cls_of(clazz)) ? JNI_TRUE : JNI_FALSE;
}

/* ---- method and field IDs ---- */

static jmethodID method_id(JNIEnv *env, jclass clazz, const char *name, const char *sig, int is_static)
{
    JNI_ENTER(env);
    Class *c = cls_of(clazz);
    if (class_init(t, c) < 0)
        return NULL;
    Method *m;
    if (name[0] == '<')
        m = class_own_method(c, name, sig);
    else
        m = class_find_method(c, name, sig);
    if (m == NULL && !is_static && (c->access & ACC_INTERFACE))
        m = class_find_method(cls_Object, name, sig);
    if (m == NULL || ((m->access & ACC_STATIC) != 0) != is_static ||
        (is_static && name[0] == '<')) {
        /* "static LFoo;.bar(I)V", as HotSpot's get_method_id */
        int array = c->kind == CK_ARRAY;
        exc_throwf(t, "java/lang/NoSuchMethodError", "%s%s%s%s.%s%s", is_static ? "static " : "",
                   array ? "" : "L", c->name, array ? "" : ";", name, sig);
        return NULL;
    }
    return (jmethodID)m;
}

static jmethodID JNICALL jni_GetMethodID(JNIEnv *env, jclass clazz, const char *name, const char *sig)
{
    return method_id(env, clazz, name, sig, 0);
}

static jmethodID JNICALL jni_GetStaticMethodID(JNIEnv *env, jclass clazz, const char *name, const char *sig)
{
    return method_id(env, clazz, name, sig, 1);
}

static jfieldID field_id(JNIEnv *env, jclass clazz, const char *name, const char *sig, int is_static)
{
    JNI_ENTER(env);
    Class *c = cls_of(clazz);
    if (class_init(t, c) < 0)
        return NULL;
    Field *f = class_find_field(c, name, sig);
    if (f == NULL || ((f->access & ACC_STATIC) != 0) != is_static) {
        if (is_static) {            /* HotSpot: the name, or "Foo.bar I" */
            exc_throw(t, "java/lang/NoSuchFieldError", name);
        } else {
            char *cn = class_java_name(c);
            exc_throwf(t, "java/lang/NoSuchFieldError", "%s.%s %s", cn, name, sig);
            free(cn);
        }
        return NULL;
    }
    if (is_static && class_init(t, f->cls) < 0)
        return NULL;
    return (jfieldID)f;
}

static jfieldID JNICALL jni_GetFieldID(JNIEnv *env, jclass clazz, const char *name, const char *sig)
{
    return field_id(env, clazz, name, sig, 0);
}

static jfieldID JNICALL jni_GetStaticFieldID(JNIEnv *env, jclass clazz, const char *name, const char *sig)
{
    return field_id(env, clazz, name, sig, 1);
}

/* ---- Call<Type>Method, CallNonvirtual<Type>Method, CallStatic<Type>Method ----
 * The A form does the work; V converts its va_list by the method's
 * descriptor; the ... form hands its va_list to V. */

#define CALLS(T, jt, CONV)                                                                  \
static jt JNICALL jni_Call##T##MethodA(JNIEnv *env, jobject obj, jmethodID mid,             \
                                       const jvalue *args)                                  \
{                                                                                           \
    JNI_ENTER(env);                                                                         \
    Value r = jni_call_java(t, jni_deref(obj), (Method *)mid, 0, args);                     \
    return CONV;                                                                            \
}                                                                                           \
static jt JNICALL jni_Call##T##MethodV(JNIEnv *env, jobject obj, jmethodID mid, va_list ap) \
{                                                                                           \
    jvalue a[256];                                                                          \
    jni_va_to_jvalues((Method *)mid, ap, a);                                                \
    return jni_Call##T##MethodA(env, obj, mid, a);                                          \
}                                                                                           \
static jt JNICALL jni_Call##T##Method(JNIEnv *env, jobject obj, jmethodID mid, ...)         \
{                                                                                           \
    va_list ap;                                                                             \
    va_start(ap, mid);                                                                      \
    jt r = jni_Call##T##MethodV(env, obj, mid, ap);                                         \
    va_end(ap);                                                                             \
    return r;                                                                               \
}                                                                                           \
static jt JNICALL jni_CallNonvirtual##T##MethodA(JNIEnv *env, jobject obj, jclass clazz,    \
                                                 jmethodID mid, const jvalue *args)         \
{                                                                                           \
    JNI_ENTER(env);                                                                         \
    (void)clazz;                                                                            \
    Value r = jni_call_java(t, jni_deref(obj), (Method *)mid, 1, args);                     \
    return CONV;                                                                            \
}                                                                                           \
static jt JNICALL jni_CallNonvirtual##T##MethodV(JNIEnv *env, jobject obj, jclass clazz,    \
                                                 jmethodID mid, va_list ap)                 \
{                                                                                           \
    jvalue a[256];                                                                          \
    jni_va_to_jvalues((Method *)mid, ap, a);                                                \
    return jni_CallNonvirtual##T##MethodA(env, obj, clazz, mid, a);                         \
}                                                                                           \
static jt JNICALL jni_CallNonvirtual##T##Method(JNIEnv *env, jobject obj, jclass clazz,     \
                                                jmethodID mid, ...)                         \
{                                                                                           \
    va_list ap;                                                                             \
    va_start(ap, mid);                                                                      \
    jt r = jni_CallNonvirtual##T##MethodV(env, obj, clazz, mid, ap);                        \
    va_end(ap);                                                                             \
    return r;                                                                               \
}                                                                                           \
static jt JNICALL jni_CallStatic##T##MethodA(JNIEnv *env, jclass clazz, jmethodID mid,      \
                                             const jvalue *args)                            \
{                                                                                           \
    JNI_ENTER(env);                                                                         \
    (void)clazz;                                                                            \
    Value r = jni_call_java(t, NULL, (Method *)mid, 2, args);                               \
    return CONV;                                                                            \
}                                                                                           \
static jt JNICALL jni_CallStatic##T##MethodV(JNIEnv *env, jclass clazz, jmethodID mid,      \
                                             va_list ap)                                    \
{                                                                                           \
    jvalue a[256];                                                                          \
    jni_va_to_jvalues((Method *)mid, ap, a);                                                \
    return jni_CallStatic##T##MethodA(env, clazz, mid, a);                                  \
}                                                                                           \
static jt JNICALL jni_CallStatic##T##Method(JNIEnv *env, jclass clazz, jmethodID mid, ...)  \
{                                                                                           \
    va_list ap;                                                                             \
    va_start(ap, mid);                                                                      \
    jt r = jni_CallStatic##T##MethodV(env, clazz, mid, ap);                                 \
    va_end(ap);                                                                             \
    return r;                                                                               \
}

CALLS(Object, jobject, LOCAL(r.l))
CALLS(Boolean, jboolean, (jboolean)(r.i != 0))
CALLS(Byte, jbyte, (jbyte)r.i)
CALLS(Char, jchar, (jchar)r.i)
CALLS(Short, jshort, (jshort)r.i)
CALLS(Int, jint, r.i)
CALLS(Long, jlong, r.j)
CALLS(Float, jfloat, r.f)
CALLS(Double, jdouble, r.d)

static void JNICALL jni_CallVoidMethodA(JNIEnv *env, jobject obj, jmethodID mid, const jvalue *args)
{
    JNI_ENTER(env);
    jni_call_java(t, jni_deref(obj), (Method *)mid, 0, args);
}

static void JNICALL jni_CallVoidMethodV(JNIEnv *env, jobject obj, jmethodID mid, va_list ap)
{
    jvalue a[256];
    jni_va_to_jvalues((Method *)mid, ap, a);
    jni_CallVoidMethodA(env, obj, mid, a);
}

static void JNICALL jni_CallVoidMethod(JNIEnv *env, jobject obj, jmethodID mid, ...)
{
    va_list ap;
    va_start(ap, mid);
    jni_CallVoidMethodV(env, obj, mid, ap);
    va_end(ap);
}

static void JNICALL jni_CallNonvirtualVoidMethodA(JNIEnv *env, jobject obj, jclass clazz,
                                                  jmethodID mid, const jvalue *args)
{
    JNI_ENTER(env);
    (void)clazz;
    jni_call_java(t, jni_deref(obj), (Method *)mid, 1, args);
}

static void JNICALL jni_CallNonvirtualVoidMethodV(JNIEnv *env, jobject obj, jclass clazz,
                                                  jmethodID mid, va_list ap)
{
    jvalue a[256];
    jni_va_to_jvalues((Method *)mid, ap, a);
    jni_CallNonvirtualVoidMethodA(env, obj, clazz, mid, a);
}

static void JNICALL jni_CallNonvirtualVoidMethod(JNIEnv *env, jobject obj, jclass clazz,
                                                 jmethodID mid, ...)
{
    va_list ap;
    va_start(ap, mid);
    jni_CallNonvirtualVoidMethodV(env, obj, clazz, mid, ap);
    va_end(ap);
}

static void JNICALL jni_CallStaticVoidMethodA(JNIEnv *env, jclass clazz, jmethodID mid,
                                              const jvalue *args)
{
    JNI_ENTER(env);
    (void)clazz;
    jni_call_java(t, NULL, (Method *)mid, 2, args);
}

static void JNICALL jni_CallStaticVoidMethodV(JNIEnv *env, jclass clazz, jmethodID mid, va_list ap)
{
    jvalue a[256];
    jni_va_to_jvalues((Method *)mid, ap, a);
    jni_CallStaticVoidMethodA(env, clazz, mid, a);
}

static void JNICALL jni_CallStaticVoidMethod(JNIEnv *env, jclass clazz, jmethodID mid, ...)
{
    va_list ap;
    va_start(ap, mid);
    jni_CallStaticVoidMethodV(env, clazz, mid, ap);
    va_end(ap);
}

/* ---- fields ----
 * Instance fields are 8-byte slots: int-sized values are written as the
 * interpreter writes them (zero-extended 32 bits), read from the low half. */

#define FIELDS(T, jt, GET, PUT, SGET, SPUT)                                                 \
static jt JNICALL jni_Get##T##Field(JNIEnv *env, jobject obj, jfieldID fid)                 \
{                                                                                           \
    JNI_ENTER(env);                                                                         \
    Object *o = jni_deref(obj);                                                             \
    uint32_t off = ((Field *)fid)->offset;                                                  \
    return GET;                                                                             \
}                                                                                           \
static void JNICALL jni_Set##T##Field(JNIEnv *env, jobject obj, jfieldID fid, jt v)         \
{                                                                                           \
    JNI_ENTER(env);                                                                         \
    Object *o = jni_deref(obj);                                                             \
    uint32_t off = ((Field *)fid)->offset;                                                  \
    PUT;                                                                                    \
}                                                                                           \
static jt JNICALL jni_GetStatic##T##Field(JNIEnv *env, jclass clazz, jfieldID fid)          \
{                                                                                           \
    JNI_ENTER(env);                                                                         \
    (void)clazz;                                                                            \
    Field *f = (Field *)fid;                                                                \
    Value *s = &f->cls->statics[f->offset];                                                 \
    return SGET;                                                                            \
}                                                                                           \
static void JNICALL jni_SetStatic##T##Field(JNIEnv *env, jclass clazz, jfieldID fid, jt v)  \
{                                                                                           \
    JNI_ENTER(env);                                                                         \
    (void)clazz;                                                                            \
    Field *f = (Field *)fid;                                                                \
    Value *s = &f->cls->statics[f->offset];                                                 \
    Value nv = { .raw = 0 };                                                                \
    SPUT;                                                                                   \
    *s = nv;                                                                                \
}

#define PUT32(x) (FIELD_AT(o, off, int64_t) = (uint32_t)(x))

FIELDS(Object, jobject, LOCAL(FIELD_AT(o, off, Object *)), FIELD_AT(o, off, Object *) = jni_deref(v),
       LOCAL(s->l), nv.l = jni_deref(v))
FIELDS(Boolean, jboolean, (jboolean)FIELD_AT(o, off, int32_t), PUT32(v & 1),
       (jboolean)s->i, nv.i = v & 1)
FIELDS(Byte, jbyte, (jbyte)FIELD_AT(o, off, int32_t), PUT32((int32_t)v),
       (jbyte)s->i, nv.i = v)
FIELDS(Char, jchar, (jchar)FIELD_AT(o, off, int32_t), PUT32((int32_t)v),
       (jchar)s->i, nv.i = v)
FIELDS(Short, jshort, (jshort)FIELD_AT(o, off, int32_t), PUT32((int32_t)v),
       (jshort)s->i, nv.i = v)
FIELDS(Int, jint, FIELD_AT(o, off, int32_t), PUT32(v), s->i, nv.i = v)
FIELDS(Long, jlong, FIELD_AT(o, off, int64_t), FIELD_AT(o, off, int64_t) = v, s->j, nv.j = v)
FIELDS(Float, jfloat, FIELD_AT(o, off, float),
       do { Value fv = { .raw = 0 }; fv.f = v; PUT32(fv.i); } while (0), s->f, nv.f = v)
FIELDS(Double, jdouble, FIELD_AT(o, off, double), FIELD_AT(o, off, double) = v, s->d, nv.d = v)

/* ---- strings ---- */

static size_t mutf8_length(const uint16_t *c, int32_t n)
{
    size_t len = 0;
    for (int32_t k = 0; k < n; k++)
        len += c[k] != 0 && c[k] < 0x80 ? 1 : c[k] < 0x800 ? 2 : 3;
    return len;
}

/* Modified UTF-8 (NUL as C0 80, surrogates one by one), NUL-terminated. */
static void mutf8_encode(const uint16_t *c, int32_t n, char *out)
{
    unsigned char *p = (unsigned char *)out;
    for (int32_t k = 0; k < n; k++) {
        unsigned u = c[k];
        if (u != 0 && u < 0x80) {
            *p++ = (unsigned char)u;
        } else if (u < 0x800) {
            *p++ = (unsigned char)(0xC0 | (u >> 6));
            *p++ = (unsigned char)(0x80 | (u & 0x3F));
        } else {
            *p++ = (unsigned char)(0xE0 | (u >> 12));
            *p++ = (unsigned char)(0x80 | ((u >> 6) & 0x3F));
            *p++ = (unsigned char)(0x80 | (u & 0x3F));
        }
    }
    *p = 0;
}

static jstring JNICALL jni_NewString(JNIEnv *env, const jchar *unicode, jsize len)
{
    JNI_ENTER(env);
    return LOCAL(jstring_new_utf16(t, unicode, len > 0 ? (size_t)len : 0));
}

static jsize JNICALL jni_GetStringLength(JNIEnv *env, jstring str)
{
    JNI_ENTER(env);
    return jstring_length(jni_deref(str));
}

static const jchar *JNICALL jni_GetStringChars(JNIEnv *env, jstring str, jboolean *isCopy)
{
    JNI_ENTER(env);
    Object *s = jni_deref(str);
    int32_t n = jstring_length(s);
    jchar *buf = malloc(((size_t)n + 1) * sizeof(jchar));
    if (buf == NULL) {
        exc_oom(t);
        return NULL;
    }
    memcpy(buf, jstring_chars(s), (size_t)n * sizeof(jchar));
    buf[n] = 0;
    if (isCopy != NULL)
        *isCopy = JNI_TRUE;
    return buf;
}

static void JNICALL jni_ReleaseStringChars(JNIEnv *env, jstring str, const jchar *chars)
{
    (void)env;
    (void)str;
    free((void *)chars);
}

static jstring JNICALL jni_NewStringUTF(JNIEnv *env, const char *utf)
{
    JNI_ENTER(env);
    if (utf == NULL)
        return NULL;
    return LOCAL(jstring_new_utf8(t, utf, strlen(utf)));
}

static jsize JNICALL jni_GetStringUTFLength(JNIEnv *env, jstring str)
{
    JNI_ENTER(env);
    Object *s = jni_deref(str);
    return (jsize)mutf8_length(jstring_chars(s), jstring_length(s));
}

static const char *JNICALL jni_GetStringUTFChars(JNIEnv *env, jstring str, jboolean *isCopy)
{
    JNI_ENTER(env);
    Object *s = jni_deref(str);
    const uint16_t *c = jstring_chars(s);
    int32_t n = jstring_length(s);
    char *buf = malloc(mutf8_length(c, n) + 1);
    if (buf == NULL) {
        exc_oom(t);
        return NULL;
    }
    mutf8_encode(c, n, buf);
    if (isCopy != NULL)
        *isCopy = JNI_TRUE;
    return buf;
}

static void JNICALL jni_ReleaseStringUTFChars(JNIEnv *env, jstring str, const char *chars)
{
    (void)env;
    (void)str;
    free((void *)chars);
}

static int string_range(VMThread *t, Object *s, jsize start, jsize len)
{
    int32_t n = jstring_length(s);
    if (start < 0 || len < 0 || start > n - len) {
        exc_throw(t, "java/lang/StringIndexOutOfBoundsException", NULL);
        return 0;
    }
    return 1;
}

static void JNICALL jni_GetStringRegion(JNIEnv *env, jstring str, jsize start, jsize len, jchar *buf)
{
    JNI_ENTER(env);
    Object *s = jni_deref(str);
    if (string_range(t, s, start, len) && len > 0)
        memcpy(buf, jstring_chars(s) + start, (size_t)len * sizeof(jchar));
}

static void JNICALL jni_GetStringUTFRegion(JNIEnv *env, jstring str, jsize start, jsize len, char *buf)
{
    JNI_ENTER(env);
    Object *s = jni_deref(str);
    if (!string_range(t, s, start, len))
        return;
    if (len > 0)
        mutf8_encode(jstring_chars(s) + start, len, buf);
    else if (buf != NULL)
        buf[0] = 0;
}

static const jchar *JNICALL jni_GetStringCritical(JNIEnv *env, jstring str, jboolean *isCopy)
{
    JNI_ENTER(env);
    if (isCopy != NULL)
        *isCopy = JNI_FALSE;
    return jstring_chars(jni_deref(str));
}

static void JNICALL jni_ReleaseStringCritical(JNIEnv *env, jstring str, const jchar *chars)
{
    (void)env;
    (void)str;
    (void)chars;
}

/* ---- arrays ---- */

static jsize JNICALL jni_GetArrayLength(JNIEnv *env, jarray array)
{
    JNI_ENTER(env);
    return ((Array *)jni_deref(array))->length;
}

static jobjectArray JNICALL jni_NewObjectArray(JNIEnv *env, jsize len, jclass elem, jobject init)
{
    JNI_ENTER(env);
    Array *a = array_new_ref(t, cls_of(elem), len);
    if (a == NULL)
        return NULL;
    Object *o = jni_deref(init);
    if (o != NULL)
        for (jsize k = 0; k < len; k++)
            ARRAY_ELEMS(a, Object *)[k] = o;
    return LOCAL(&a->hdr);
}

static jobject JNICALL jni_GetObjectArrayElement(JNIEnv *env, jobjectArray array, jsize index)
{
    JNI_ENTER(env);
    Array *a = (Array *)jni_deref(array);
    if (index < 0 || index >= a->length) {
        exc_aioobe(t, index, a->length);
        return NULL;
    }
    return LOCAL(ARRAY_ELEMS(a, Object *)[index]);
}

static void JNICALL jni_SetObjectArrayElement(JNIEnv *env, jobjectArray array, jsize index, jobject val)
{
    JNI_ENTER(env);
    Array *a = (Array *)jni_deref(array);
    Object *v = jni_deref(val);
    if (index < 0 || index >= a->length) {
        exc_aioobe(t, index, a->length);
        return;
    }
    Class *ec = a->hdr.cls->component;
    if (v != NULL && !class_is_assignable(v->cls, ec)) {
        Class *bottom = a->hdr.cls;
        while (bottom->kind == CK_ARRAY)
            bottom = bottom->component;
        char *vn = class_java_name(v->cls);
        char *bn = bottom->kind == CK_PRIMITIVE ? strdup(bottom->name) : class_java_name(bottom);
        char dims[600] = "";
        for (int d = a->hdr.cls->dims; d > 1 && strlen(dims) + 3 < sizeof dims; d--)
            strcat(dims, "[]");
        exc_throwf(t, "java/lang/ArrayStoreException", "type mismatch: can not store %s to %s[%d]%s",
                   vn, bn, index, dims);
        free(vn);
        free(bn);
        return;
    }
    ARRAY_ELEMS(a, Object *)[index] = v;
}

static int array_range(VMThread *t, Array *a, jsize start, jsize len)
{
    if (len < 0) {
        exc_throwf(t, "java/lang/ArrayIndexOutOfBoundsException", "Length %d is negative", len);
        return 0;
    }
    if (start < 0 || start > a->length - len) {
        exc_throwf(t, "java/lang/ArrayIndexOutOfBoundsException",
                   "Array region %d..%lld out of bounds for length %d",
                   start, (long long)start + len, a->length);
        return 0;
    }
    return 1;
}

#define ARRAYS(T, jt, C)                                                                    \
static jt##Array JNICALL jni_New##T##Array(JNIEnv *env, jsize len)                          \
{                                                                                           \
    JNI_ENTER(env);                                                                         \
    Array *a = array_new_prim(t, C, len);                                                   \
    return a ? LOCAL(&a->hdr) : NULL;                                                       \
}                                                                                           \
static jt *JNICALL jni_Get##T##ArrayElements(JNIEnv *env, jt##Array array, jboolean *isCopy) \
{                                                                                           \
    JNI_ENTER(env);                                                                         \
    Array *a = (Array *)jni_deref(array);                                                   \
    size_t n = (size_t)a->length * sizeof(jt);                                              \
    jt *p = malloc(n ? n : 1);                                                              \
    if (p == NULL) {                                                                        \
        exc_oom(t);                                                                         \
        return NULL;                                                                        \
    }                                                                                       \
    memcpy(p, ARRAY_DATA(a), n);                                                            \
    if (isCopy != NULL)                                                                     \
        *isCopy = JNI_TRUE;                                                                 \
    return p;                                                                               \
}                                                                                           \
static void JNICALL jni_Release##T##ArrayElements(JNIEnv *env, jt##Array array, jt *elems,  \
                                                  jint mode)                                \
{                                                                                           \
    JNI_ENTER(env);                                                                         \
    Array *a = (Array *)jni_deref(array);                                                   \
    if (mode != JNI_ABORT)                                                                  \
        memcpy(ARRAY_DATA(a), elems, (size_t)a->length * sizeof(jt));                       \
    if (mode != JNI_COMMIT)                                                                 \
        free(elems);                                                                        \
}                                                                                           \
static void JNICALL jni_Get##T##ArrayRegion(JNIEnv *env, jt##Array array, jsize start,      \
                                            jsize len, jt *buf)                             \
{                                                                                           \
    JNI_ENTER(env);                                                                         \
    Array *a = (Array *)jni_deref(array);                                                   \
    if (array_range(t, a, start, len) && len > 0)                                           \
        memcpy(buf, ARRAY_ELEMS(a, jt) + start, (size_t)len * sizeof(jt));                  \
}                                                                                           \
static void JNICALL jni_Set##T##ArrayRegion(JNIEnv *env, jt##Array array, jsize start,      \
                                            jsize len, const jt *buf)                       \
{                                                                                           \
    JNI_ENTER(env);                                                                         \
    Array *a = (Array *)jni_deref(array);                                                   \
    if (array_range(t, a, start, len) && len > 0)                                           \
        memcpy(ARRAY_ELEMS(a, jt) + start, buf, (size_t)len * sizeof(jt));                  \
}

ARRAYS(Boolean, jboolean, 'Z')
ARRAYS(Byte, jbyte, 'B')
ARRAYS(Char, jchar, 'C')
ARRAYS(Short, jshort, 'S')
ARRAYS(Int, jint, 'I')
ARRAYS(Long, jlong, 'J')
ARRAYS(Float, jfloat, 'F')
ARRAYS(Double, jdouble, 'D')

static void *JNICALL jni_GetPrimitiveArrayCritical(JNIEnv *env, jarray array, jboolean *isCopy)
{
    JNI_ENTER(env);
    if (isCopy != NULL)
        *isCopy = JNI_FALSE;
    return ARRAY_DATA(jni_deref(array));
}

static void JNICALL jni_ReleasePrimitiveArrayCritical(JNIEnv *env, jarray array, void *carray,
                                                      jint mode)
{
    (void)env;
    (void)array;
    (void)carray;
    (void)mode;
}

/* ---- natives, monitors, the VM ---- */

static jint JNICALL jni_RegisterNatives(JNIEnv *env, jclass clazz, const JNINativeMethod *methods,
                                        jint n)
{
    JNI_ENTER(env);
    Class *c = cls_of(clazz);
    for (jint k = 0; k < n; k++)
        if (jni_register_native(t, c, methods[k].name, methods[k].signature, methods[k].fnPtr) < 0)
            return JNI_ERR;
    return JNI_OK;
}

static jint JNICALL jni_UnregisterNatives(JNIEnv *env, jclass clazz)
{
    JNI_ENTER(env);
    jni_unregister_natives(cls_of(clazz));
    return JNI_OK;
}

static jint JNICALL jni_MonitorEnter(JNIEnv *env, jobject obj)
{
    JNI_ENTER(env);
    Object *o = jni_deref(obj);
    if (o == NULL) {
        exc_npe(t, NULL);
        return JNI_ERR;
    }
    return monitor_enter(t, o) < 0 ? JNI_ERR : JNI_OK;
}

static jint JNICALL jni_MonitorExit(JNIEnv *env, jobject obj)
{
    JNI_ENTER(env);
    Object *o = jni_deref(obj);
    if (o == NULL) {
        exc_npe(t, NULL);
        return JNI_ERR;
    }
    return monitor_exit(t, o) < 0 ? JNI_ERR : JNI_OK;
}

static jint JNICALL jni_GetJavaVM(JNIEnv *env, JavaVM **vm)
{
    (void)env;
    *vm = jni_vm;
    return JNI_OK;
}

/* ---- the table ---- */

#define CALL_SLOTS(T) \
    table->Call##T##Method = jni_Call##T##Method; \
    table->Call##T##MethodV = jni_Call##T##MethodV; \
    table->Call##T##MethodA = jni_Call##T##MethodA; \
    table->CallNonvirtual##T##Method = jni_CallNonvirtual##T##Method; \
    table->CallNonvirtual##T##MethodV = jni_CallNonvirtual##T##MethodV; \
    table->CallNonvirtual##T##MethodA = jni_CallNonvirtual##T##MethodA; \
    table->CallStatic##T##Method = jni_CallStatic##T##Method; \
    table->CallStatic##T##MethodV = jni_CallStatic##T##MethodV; \
    table->CallStatic##T##MethodA = jni_CallStatic##T##MethodA

#define FIELD_SLOTS(T) \
    table->Get##T##Field = jni_Get##T##Field; \
    table->Set##T##Field = jni_Set##T##Field; \
    table->GetStatic##T##Field = jni_GetStatic##T##Field; \
    table->SetStatic##T##Field = jni_SetStatic##T##Field

#define ARRAY_SLOTS(T) \
    table->New##T##Array = jni_New##T##Array; \
    table->Get##T##ArrayElements = jni_Get##T##ArrayElements; \
    table->Release##T##ArrayElements = jni_Release##T##ArrayElements; \
    table->Get##T##ArrayRegion = jni_Get##T##ArrayRegion; \
    table->Set##T##ArrayRegion = jni_Set##T##ArrayRegion

void jni_env_init(struct JNINativeInterface_ *table)
{
    table->GetVersion = jni_GetVersion;
    table->FindClass = jni_FindClass;
    table->GetSuperclass = jni_GetSuperclass;
    table->IsAssignableFrom = jni_IsAssignableFrom;
    table->Throw = jni_Throw;
    table->ThrowNew = jni_ThrowNew;
    table->ExceptionOccurred = jni_ExceptionOccurred;
    table->ExceptionDescribe = jni_ExceptionDescribe;
    table->ExceptionClear = jni_ExceptionClear;
    table->ExceptionCheck = jni_ExceptionCheck;
    table->FatalError = jni_FatalError;
    table->PushLocalFrame = jni_PushLocalFrame;
    table->PopLocalFrame = jni_PopLocalFrame;
    table->NewGlobalRef = jni_NewGlobalRef;
    table->DeleteGlobalRef = jni_DeleteGlobalRef;
    table->NewWeakGlobalRef = jni_NewWeakGlobalRef;
    table->DeleteWeakGlobalRef = jni_DeleteWeakGlobalRef;
    table->DeleteLocalRef = jni_DeleteLocalRef;
    table->IsSameObject = jni_IsSameObject;
    table->NewLocalRef = jni_NewLocalRef;
    table->EnsureLocalCapacity = jni_EnsureLocalCapacity;
    table->GetObjectRefType = jni_GetObjectRefType;
    table->AllocObject = jni_AllocObject;
    table->NewObject = jni_NewObject;
    table->NewObjectV = jni_NewObjectV;
    table->NewObjectA = jni_NewObjectA;
    table->GetObjectClass = jni_GetObjectClass;
    table->IsInstanceOf = jni_IsInstanceOf;
    table->GetMethodID = jni_GetMethodID;
    table->GetStaticMethodID = jni_GetStaticMethodID;
    table->GetFieldID = jni_GetFieldID;
    table->GetStaticFieldID = jni_GetStaticFieldID;
    CALL_SLOTS(Object);
    CALL_SLOTS(Boolean);
    CALL_SLOTS(Byte);
    CALL_SLOTS(Char);
    CALL_SLOTS(Short);
    CALL_SLOTS(Int);
    CALL_SLOTS(Long);
    CALL_SLOTS(Float);
    CALL_SLOTS(Double);
    CALL_SLOTS(Void);
    FIELD_SLOTS(Object);
    FIELD_SLOTS(Boolean);
    FIELD_SLOTS(Byte);
    FIELD_SLOTS(Char);
    FIELD_SLOTS(Short);
    FIELD_SLOTS(Int);
    FIELD_SLOTS(Long);
    FIELD_SLOTS(Float);
    FIELD_SLOTS(Double);
    table->NewString = jni_NewString;
    table->GetStringLength = jni_GetStringLength;
    table->GetStringChars = jni_GetStringChars;
    table->ReleaseStringChars = jni_ReleaseStringChars;
    table->NewStringUTF = jni_NewStringUTF;
    table->GetStringUTFLength = jni_GetStringUTFLength;
    table->GetStringUTFChars = jni_GetStringUTFChars;
    table->ReleaseStringUTFChars = jni_ReleaseStringUTFChars;
    table->GetStringRegion = jni_GetStringRegion;
    table->GetStringUTFRegion = jni_GetStringUTFRegion;
    table->GetStringCritical = jni_GetStringCritical;
    table->ReleaseStringCritical = jni_ReleaseStringCritical;
    table->GetArrayLength = jni_GetArrayLength;
    table->NewObjectArray = jni_NewObjectArray;
    table->GetObjectArrayElement = jni_GetObjectArrayElement;
    table->SetObjectArrayElement = jni_SetObjectArrayElement;
    ARRAY_SLOTS(Boolean);
    ARRAY_SLOTS(Byte);
    ARRAY_SLOTS(Char);
    ARRAY_SLOTS(Short);
    ARRAY_SLOTS(Int);
    ARRAY_SLOTS(Long);
    ARRAY_SLOTS(Float);
    ARRAY_SLOTS(Double);
    table->GetPrimitiveArrayCritical = jni_GetPrimitiveArrayCritical;
    table->ReleasePrimitiveArrayCritical = jni_ReleasePrimitiveArrayCritical;
    table->RegisterNatives = jni_RegisterNatives;
    table->UnregisterNatives = jni_UnregisterNatives;
    table->MonitorEnter = jni_MonitorEnter;
    table->MonitorExit = jni_MonitorExit;
    table->GetJavaVM = jni_GetJavaVM;
}
