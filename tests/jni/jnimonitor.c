/* jnimonitor.c: MonitorEnter/MonitorExit from C, contended by Java
 * threads, and a native that waits on a Java monitor through a callback. */
#include <jni.h>

/* n times: lock o, read-modify-write JniMonitor.counter, unlock. */
JNIEXPORT void JNICALL Java_JniMonitor_bump(JNIEnv *env, jclass c, jobject o, jint n)
{
    jfieldID f = (*env)->GetStaticFieldID(env, c, "counter", "I");
    jmethodID spin = (*env)->GetStaticMethodID(env, c, "spin", "()V");
    for (jint k = 0; k < n; k++) {
        if ((*env)->MonitorEnter(env, o) != JNI_OK)
            return;
        jint v = (*env)->GetStaticIntField(env, c, f);
        if ((k & 15) == 0)
            (*env)->CallStaticVoidMethod(env, c, spin);   /* widen the window */
        (*env)->SetStaticIntField(env, c, f, v + 1);
        (*env)->MonitorExit(env, o);
    }
}

/* Reentrant: enter twice, exit twice; Thread.holdsLock seen from Java. */
JNIEXPORT jint JNICALL Java_JniMonitor_nested(JNIEnv *env, jclass c, jobject o)
{
    jmethodID holds = (*env)->GetStaticMethodID(env, c, "holds", "(Ljava/lang/Object;)Z");
    jint r = 0;
    (*env)->MonitorEnter(env, o);
    (*env)->MonitorEnter(env, o);
    r += (*env)->CallStaticBooleanMethod(env, c, holds, o);
    (*env)->MonitorExit(env, o);
    r += 10 * (*env)->CallStaticBooleanMethod(env, c, holds, o);
    (*env)->MonitorExit(env, o);
    r += 100 * (*env)->CallStaticBooleanMethod(env, c, holds, o);
    return r;
}

JNIEXPORT jint JNICALL Java_JniMonitor_exitUnowned(JNIEnv *env, jclass c, jobject o)
{
    (void)c;
    return (*env)->MonitorExit(env, o);
}

/* Holds o's monitor, tells Java (arm) and calls o.wait(ms) from C. */
JNIEXPORT void JNICALL Java_JniMonitor_waitFromC(JNIEnv *env, jclass c, jobject o, jlong ms)
{
    jmethodID wait = (*env)->GetMethodID(env, (*env)->FindClass(env, "java/lang/Object"), "wait", "(J)V");
    jmethodID arm = (*env)->GetStaticMethodID(env, c, "arm", "()V");
    (*env)->MonitorEnter(env, o);
    (*env)->CallStaticVoidMethod(env, c, arm);
    (*env)->CallVoidMethod(env, o, wait, ms);
    (*env)->MonitorExit(env, o);
}
