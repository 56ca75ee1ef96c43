/* jnithreads.c: threads the library creates, attached to the VM
 * (named, unnamed, daemon), calling Java and detaching; and a native that
 * starts and joins several such threads itself. */
#include <jni.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static JavaVM *jvm;
static jclass threads_class;        /* global: JniThreads */
static jobject target;              /* global: an instance, for instance calls */

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved)
{
    (void)reserved;
    jvm = vm;
    JNIEnv *env;
    if ((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_8) != JNI_OK)
        return JNI_ERR;
    jclass c = (*env)->FindClass(env, "JniThreads");
    if (c == NULL)
        return JNI_ERR;
    threads_class = (*env)->NewGlobalRef(env, c);
    return JNI_VERSION_1_8;
}

JNIEXPORT void JNICALL Java_JniThreads_setTarget(JNIEnv *env, jclass c, jobject o)
{
    (void)c;
    target = (*env)->NewGlobalRef(env, o);
}

struct job {
    int k, named, daemon;
    pthread_t thread;
    int rc_before, rc_attach, same_again, rc_after, rc_detach, rc_gone;
    char reply[128];
};

static struct job jobs[16];

static void *worker(void *p)
{
    struct job *j = p;
    JNIEnv *env = NULL, *env2 = NULL;
    j->rc_before = (*jvm)->GetEnv(jvm, (void **)&env, JNI_VERSION_1_8);
    char name[32];
    snprintf(name, sizeof name, "jni-worker-%d", j->k);
    JavaVMAttachArgs args = { JNI_VERSION_1_8, j->named ? name : NULL, NULL };
    j->rc_attach = j->daemon ? (*jvm)->AttachCurrentThreadAsDaemon(jvm, (void **)&env, &args)
                             : (*jvm)->AttachCurrentThread(jvm, (void **)&env, &args);
    if (j->rc_attach != JNI_OK)
        return NULL;
    (*jvm)->AttachCurrentThread(jvm, (void **)&env2, NULL);
    j->same_again = env2 == env;
    JNIEnv *env3 = NULL;
    j->rc_after = (*jvm)->GetEnv(jvm, (void **)&env3, JNI_VERSION_1_8);
    jmethodID hello = (*env)->GetMethodID(env, threads_class, "hello", "(I)Ljava/lang/String;");
    jstring s = (*env)->CallObjectMethod(env, target, hello, j->k);
    const char *u = (*env)->GetStringUTFChars(env, s, NULL);
    snprintf(j->reply, sizeof j->reply, "%s", u);
    (*env)->ReleaseStringUTFChars(env, s, u);
    jmethodID boom = (*env)->GetStaticMethodID(env, threads_class, "boom", "()V");
    (*env)->CallStaticVoidMethod(env, threads_class, boom);
    if ((*env)->ExceptionCheck(env))
        (*env)->ExceptionClear(env);
    jmethodID cb = (*env)->GetStaticMethodID(env, threads_class, "callback", "(IIIII)V");
    (*env)->CallStaticVoidMethod(env, threads_class, cb, j->k, j->rc_before, j->rc_attach,
                                 j->same_again, j->rc_after);
    j->rc_detach = (*jvm)->DetachCurrentThread(jvm);
    j->rc_gone = (*jvm)->GetEnv(jvm, (void **)&env3, JNI_VERSION_1_8);
    return NULL;
}

JNIEXPORT void JNICALL Java_JniThreads_start(JNIEnv *env, jclass c, jint k, jboolean named, jboolean daemon)
{
    (void)env; (void)c;
    struct job *j = &jobs[k];
    memset(j, 0, sizeof *j);
    j->k = k;
    j->named = named;
    j->daemon = daemon;
    pthread_create(&j->thread, NULL, worker, j);
}

JNIEXPORT jstring JNICALL Java_JniThreads_join(JNIEnv *env, jclass c, jint k)
{
    (void)c;
    struct job *j = &jobs[k];
    pthread_join(j->thread, NULL);
    char buf[256];
    snprintf(buf, sizeof buf, "reply=%s detach=%d after-detach=%d", j->reply, j->rc_detach, j->rc_gone);
    return (*env)->NewStringUTF(env, buf);
}

/* n threads at once, each adding to a Java counter m times, all joined
 * inside this call. */
struct adder {
    pthread_t thread;
    int m;
    int ok;
};

static void *adder_main(void *p)
{
    struct adder *a = p;
    JNIEnv *env;
    if ((*jvm)->AttachCurrentThread(jvm, (void **)&env, NULL) != JNI_OK)
        return NULL;
    jmethodID add = (*env)->GetStaticMethodID(env, threads_class, "add", "(I)I");
    for (int i = 0; i < a->m; i++)
        (*env)->CallStaticIntMethod(env, threads_class, add, 1);
    a->ok = 1;
    (*jvm)->DetachCurrentThread(jvm);
    return NULL;
}

JNIEXPORT jint JNICALL Java_JniThreads_runAdders(JNIEnv *env, jclass c, jint n, jint m)
{
    (void)env; (void)c;
    struct adder a[16];
    for (int k = 0; k < n; k++) {
        a[k].m = m;
        a[k].ok = 0;
        pthread_create(&a[k].thread, NULL, adder_main, &a[k]);
    }
    jint ok = 0;
    for (int k = 0; k < n; k++) {
        pthread_join(a[k].thread, NULL);
        ok += a[k].ok;
    }
    return ok;
}
