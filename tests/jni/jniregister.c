/* jniregister.c: JNI_OnLoad registering natives under other C names,
 * long (overloaded) names, escapes in names, RegisterNatives errors,
 * UnregisterNatives. */
#include <jni.h>
#include <stdio.h>
#include <string.h>

static jint JNICALL triple(JNIEnv *env, jclass c, jint x)
{
    (void)env; (void)c;
    return 3 * x;
}

static jstring JNICALL greet(JNIEnv *env, jobject self, jstring who)
{
    (void)self;
    const char *u = (*env)->GetStringUTFChars(env, who, NULL);
    char buf[128];
    snprintf(buf, sizeof buf, "hello, %s", u);
    (*env)->ReleaseStringUTFChars(env, who, u);
    return (*env)->NewStringUTF(env, buf);
}

static jint JNICALL quadruple(JNIEnv *env, jclass c, jint x)
{
    (void)env; (void)c;
    return 4 * x;
}

static int onload_calls;

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved)
{
    (void)reserved;
    JNIEnv *env;
    if ((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_8) != JNI_OK)
        return JNI_ERR;
    onload_calls++;
    jclass c = (*env)->FindClass(env, "JniRegister");
    JNINativeMethod m[] = {
        { "registered", "(I)I", (void *)triple },
        { "greet", "(Ljava/lang/String;)Ljava/lang/String;", (void *)greet },
    };
    if ((*env)->RegisterNatives(env, c, m, 2) != 0)
        return JNI_ERR;
    return JNI_VERSION_1_8;
}

JNIEXPORT jint JNICALL Java_JniRegister_onloadCalls(JNIEnv *env, jclass c)
{
    (void)env; (void)c;
    return onload_calls;
}

JNIEXPORT jstring JNICALL Java_JniRegister_over__I(JNIEnv *env, jclass c, jint x)
{
    (void)c;
    char buf[64];
    snprintf(buf, sizeof buf, "over(int %d)", x);
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jstring JNICALL Java_JniRegister_over__Ljava_lang_String_2(JNIEnv *env, jclass c, jstring s)
{
    (void)c; (void)s;
    return (*env)->NewStringUTF(env, "over(String)");
}

JNIEXPORT jstring JNICALL Java_JniRegister_over___3IJ(JNIEnv *env, jclass c, jintArray a, jlong j)
{
    (void)c;
    char buf[64];
    snprintf(buf, sizeof buf, "over(int[%d], long %lld)", (*env)->GetArrayLength(env, a), (long long)j);
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jstring JNICALL Java_JniRegister_over___3_3Ljava_lang_Object_2(JNIEnv *env, jclass c, jobjectArray a)
{
    (void)c; (void)a;
    return (*env)->NewStringUTF(env, "over(Object[][])");
}

JNIEXPORT jint JNICALL Java_JniRegister_under_1score(JNIEnv *env, jclass c, jint x)
{
    (void)env; (void)c;
    return x + 1000;
}

JNIEXPORT jstring JNICALL Java_JniRegister_00024Inner_hello(JNIEnv *env, jclass c)
{
    (void)c;
    return (*env)->NewStringUTF(env, "hello from JniRegister$Inner");
}

JNIEXPORT jstring JNICALL Java_JniRegister_caf_000e9(JNIEnv *env, jclass c)
{
    (void)c;
    return (*env)->NewStringUTF(env, "caf\\u00e9 found by its escaped name");
}

/* Both a short and a long name: the short one wins. */
JNIEXPORT jint JNICALL Java_JniRegister_both(JNIEnv *env, jclass c, jint x)
{
    (void)env; (void)c;
    return x;
}

JNIEXPORT jint JNICALL Java_JniRegister_both__I(JNIEnv *env, jclass c, jint x)
{
    (void)env; (void)c;
    return -x;
}

static jstring pending_message(JNIEnv *env)
{
    jthrowable e = (*env)->ExceptionOccurred(env);
    (*env)->ExceptionClear(env);
    jmethodID ts = (*env)->GetMethodID(env, (*env)->GetObjectClass(env, e), "toString", "()Ljava/lang/String;");
    return (*env)->CallObjectMethod(env, e, ts);
}

JNIEXPORT jstring JNICALL Java_JniRegister_registerBad(JNIEnv *env, jclass c, jint which)
{
    JNINativeMethod m[3] = {
        { "noSuchMethod", "(I)I", (void *)triple },
        { "notNative", "(I)I", (void *)triple },
        { "registered", "(J)I", (void *)triple },
    };
    jint rc = (*env)->RegisterNatives(env, c, &m[which], 1);
    if (rc == 0)
        return (*env)->NewStringUTF(env, "registered?");
    return pending_message(env);
}

JNIEXPORT jint JNICALL Java_JniRegister_rebind(JNIEnv *env, jclass c)
{
    JNINativeMethod m = { "registered", "(I)I", (void *)quadruple };
    return (*env)->RegisterNatives(env, c, &m, 1);
}

JNIEXPORT jint JNICALL Java_JniRegister_unregister(JNIEnv *env, jclass c)
{
    return (*env)->UnregisterNatives(env, c);
}
