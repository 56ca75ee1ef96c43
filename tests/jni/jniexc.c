/* jniexc.c: exceptions thrown in C and caught in Java, and Java
 * exceptions seen, cleared or passed on by C. */
#include <jni.h>
#include <stdio.h>
#include <string.h>

JNIEXPORT void JNICALL Java_JniExceptions_throwNew(JNIEnv *env, jclass c, jstring cls, jstring msg)
{
    (void)c;
    const char *cn = (*env)->GetStringUTFChars(env, cls, NULL);
    jclass k = (*env)->FindClass(env, cn);
    (*env)->ReleaseStringUTFChars(env, cls, cn);
    if (k == NULL)
        return;                     /* NoClassDefFoundError is pending */
    const char *m = msg ? (*env)->GetStringUTFChars(env, msg, NULL) : NULL;
    jint rc = (*env)->ThrowNew(env, k, m);
    if (m)
        (*env)->ReleaseStringUTFChars(env, msg, m);
    if (rc != 0)
        fprintf(stderr, "ThrowNew failed\n");
}

JNIEXPORT jint JNICALL Java_JniExceptions_throwObject(JNIEnv *env, jclass c, jthrowable t)
{
    (void)c;
    (*env)->Throw(env, t);
    return 12345;                   /* ignored: an exception is pending */
}

static jstring string_of(JNIEnv *env, jobject o)
{
    jmethodID ts = (*env)->GetMethodID(env, (*env)->FindClass(env, "java/lang/Object"), "toString",
                                       "()Ljava/lang/String;");
    return (*env)->CallObjectMethod(env, o, ts);
}

/* Runs r; reports what it threw (ExceptionCheck/Occurred), then clears it. */
JNIEXPORT jstring JNICALL Java_JniExceptions_callAndCatch(JNIEnv *env, jclass c, jobject r)
{
    (void)c;
    jmethodID run = (*env)->GetMethodID(env, (*env)->FindClass(env, "java/lang/Runnable"), "run", "()V");
    (*env)->CallVoidMethod(env, r, run);
    if (!(*env)->ExceptionCheck(env))
        return (*env)->NewStringUTF(env, "nothing thrown");
    jthrowable e = (*env)->ExceptionOccurred(env);
    (*env)->ExceptionClear(env);
    jboolean still = (*env)->ExceptionCheck(env);
    jstring s = string_of(env, e);
    const char *u = (*env)->GetStringUTFChars(env, s, NULL);
    char buf[512];
    snprintf(buf, sizeof buf, "caught in C: %s (pending after clear: %d)", u, still);
    (*env)->ReleaseStringUTFChars(env, s, u);
    return (*env)->NewStringUTF(env, buf);
}

/* Runs r and returns with whatever it threw still pending. */
JNIEXPORT jint JNICALL Java_JniExceptions_callAndPropagate(JNIEnv *env, jclass c, jobject r)
{
    (void)c;
    jmethodID run = (*env)->GetMethodID(env, (*env)->FindClass(env, "java/lang/Runnable"), "run", "()V");
    (*env)->CallVoidMethod(env, r, run);
    return (*env)->ExceptionCheck(env) ? -1 : 1;
}

/* A Java method returning a value throws: the call returns 0. */
JNIEXPORT jstring JNICALL Java_JniExceptions_failingCall(JNIEnv *env, jclass c)
{
    jmethodID m = (*env)->GetStaticMethodID(env, c, "failing", "(I)I");
    jint r = (*env)->CallStaticIntMethod(env, c, m, 5);
    jthrowable e = (*env)->ExceptionOccurred(env);
    (*env)->ExceptionClear(env);
    jstring s = string_of(env, e);
    const char *u = (*env)->GetStringUTFChars(env, s, NULL);
    char buf[512];
    snprintf(buf, sizeof buf, "result %d, %s", r, u);
    (*env)->ReleaseStringUTFChars(env, s, u);
    return (*env)->NewStringUTF(env, buf);
}

/* Throws a new exception and prints it with ExceptionDescribe (stderr). */
JNIEXPORT jboolean JNICALL Java_JniExceptions_describe(JNIEnv *env, jclass c)
{
    (void)c;
    (*env)->ThrowNew(env, (*env)->FindClass(env, "java/lang/IllegalStateException"), "described by C");
    (*env)->ExceptionDescribe(env);
    return (*env)->ExceptionCheck(env);
}

/* Replaces the pending exception with a new one whose cause it is. */
JNIEXPORT void JNICALL Java_JniExceptions_wrap(JNIEnv *env, jclass c, jobject r)
{
    (void)c;
    jmethodID run = (*env)->GetMethodID(env, (*env)->FindClass(env, "java/lang/Runnable"), "run", "()V");
    (*env)->CallVoidMethod(env, r, run);
    jthrowable cause = (*env)->ExceptionOccurred(env);
    if (cause == NULL)
        return;
    (*env)->ExceptionClear(env);
    jclass rc = (*env)->FindClass(env, "java/lang/RuntimeException");
    jmethodID ctor = (*env)->GetMethodID(env, rc, "<init>", "(Ljava/lang/String;Ljava/lang/Throwable;)V");
    jobject w = (*env)->NewObject(env, rc, ctor, (*env)->NewStringUTF(env, "wrapped in C"), cause);
    (*env)->Throw(env, w);
}

JNIEXPORT void JNICALL Java_JniExceptions_throwCustom(JNIEnv *env, jclass c, jint code)
{
    (void)c;
    char msg[64];
    snprintf(msg, sizeof msg, "code %d", code);
    (*env)->ThrowNew(env, (*env)->FindClass(env, "JniExceptions$AppException"), msg);
}

JNIEXPORT jint JNICALL Java_JniExceptions_nested(JNIEnv *env, jclass c, jint depth)
{
    jmethodID m = (*env)->GetStaticMethodID(env, c, "nestedJava", "(I)I");
    if (depth == 0) {
        (*env)->ThrowNew(env, (*env)->FindClass(env, "java/lang/ArithmeticException"), "bottom");
        return 0;
    }
    jint r = (*env)->CallStaticIntMethod(env, c, m, depth - 1);
    if ((*env)->ExceptionCheck(env))
        return -1;
    return r + 1;
}

JNIEXPORT void JNICALL Java_JniExceptions_uncaught(JNIEnv *env, jclass c)
{
    (void)c;
    (*env)->ThrowNew(env, (*env)->FindClass(env, "java/lang/UnsupportedOperationException"), "left for the VM");
}
