/* jnifields.c: Get/Set<Type>Field and the static ones, for every type,
 * declared and inherited; missing fields. */
#include <jni.h>
#include <stdio.h>
#include <string.h>

JNIEXPORT void JNICALL Java_JniFields_setAll(JNIEnv *env, jclass c, jobject o, jint seed)
{
    jclass k = (*env)->GetObjectClass(env, o);
    (*env)->SetBooleanField(env, o, (*env)->GetFieldID(env, k, "z", "Z"), (jboolean)(seed & 1));
    (*env)->SetByteField(env, o, (*env)->GetFieldID(env, k, "b", "B"), (jbyte)(seed * 50));
    (*env)->SetCharField(env, o, (*env)->GetFieldID(env, k, "c", "C"), (jchar)('a' + seed));
    (*env)->SetShortField(env, o, (*env)->GetFieldID(env, k, "s", "S"), (jshort)(seed * -9000));
    (*env)->SetIntField(env, o, (*env)->GetFieldID(env, k, "i", "I"), seed * 100000);
    (*env)->SetLongField(env, o, (*env)->GetFieldID(env, k, "j", "J"), (jlong)seed << 50);
    (*env)->SetFloatField(env, o, (*env)->GetFieldID(env, k, "f", "F"), (jfloat)seed / 8);
    (*env)->SetDoubleField(env, o, (*env)->GetFieldID(env, k, "d", "D"), seed / 7.0);
    (*env)->SetObjectField(env, o, (*env)->GetFieldID(env, k, "str", "Ljava/lang/String;"),
                           (*env)->NewStringUTF(env, "set from C"));
    (*env)->SetObjectField(env, o, (*env)->GetFieldID(env, k, "arr", "[I"),
                           (*env)->NewIntArray(env, seed));
    (*env)->SetIntField(env, o, (*env)->GetFieldID(env, k, "inherited", "I"), -seed);
    (void)c;
}

JNIEXPORT jstring JNICALL Java_JniFields_getAll(JNIEnv *env, jclass c, jobject o)
{
    (void)c;
    char buf[512];
    jclass k = (*env)->GetObjectClass(env, o);
    jstring str = (*env)->GetObjectField(env, o, (*env)->GetFieldID(env, k, "str", "Ljava/lang/String;"));
    jobject arr = (*env)->GetObjectField(env, o, (*env)->GetFieldID(env, k, "arr", "[I"));
    const char *u = str ? (*env)->GetStringUTFChars(env, str, NULL) : NULL;
    snprintf(buf, sizeof buf, "z=%d b=%d c=%c s=%d i=%d j=%lld f=%g d=%.6f str=%s arr=%d inherited=%d",
             (*env)->GetBooleanField(env, o, (*env)->GetFieldID(env, k, "z", "Z")),
             (*env)->GetByteField(env, o, (*env)->GetFieldID(env, k, "b", "B")),
             (char)(*env)->GetCharField(env, o, (*env)->GetFieldID(env, k, "c", "C")),
             (*env)->GetShortField(env, o, (*env)->GetFieldID(env, k, "s", "S")),
             (*env)->GetIntField(env, o, (*env)->GetFieldID(env, k, "i", "I")),
             (long long)(*env)->GetLongField(env, o, (*env)->GetFieldID(env, k, "j", "J")),
             (double)(*env)->GetFloatField(env, o, (*env)->GetFieldID(env, k, "f", "F")),
             (*env)->GetDoubleField(env, o, (*env)->GetFieldID(env, k, "d", "D")),
             u ? u : "null", arr ? (*env)->GetArrayLength(env, arr) : -1,
             (*env)->GetIntField(env, o, (*env)->GetFieldID(env, k, "inherited", "I")));
    if (u)
        (*env)->ReleaseStringUTFChars(env, str, u);
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT void JNICALL Java_JniFields_setStatics(JNIEnv *env, jclass c, jint seed)
{
    (*env)->SetStaticBooleanField(env, c, (*env)->GetStaticFieldID(env, c, "sz", "Z"), JNI_TRUE);
    (*env)->SetStaticByteField(env, c, (*env)->GetStaticFieldID(env, c, "sb", "B"), (jbyte)-seed);
    (*env)->SetStaticCharField(env, c, (*env)->GetStaticFieldID(env, c, "sc", "C"), (jchar)('A' + seed));
    (*env)->SetStaticShortField(env, c, (*env)->GetStaticFieldID(env, c, "ss", "S"), (jshort)(seed * 1000));
    (*env)->SetStaticIntField(env, c, (*env)->GetStaticFieldID(env, c, "si", "I"), -seed * 7);
    (*env)->SetStaticLongField(env, c, (*env)->GetStaticFieldID(env, c, "sj", "J"), -((jlong)seed << 40));
    (*env)->SetStaticFloatField(env, c, (*env)->GetStaticFieldID(env, c, "sf", "F"), -0.5f * (jfloat)seed);
    (*env)->SetStaticDoubleField(env, c, (*env)->GetStaticFieldID(env, c, "sd", "D"), 1e-3 * seed);
    (*env)->SetStaticObjectField(env, c, (*env)->GetStaticFieldID(env, c, "sstr", "Ljava/lang/String;"),
                                 (*env)->NewStringUTF(env, "static from C"));
}

JNIEXPORT jstring JNICALL Java_JniFields_getStatics(JNIEnv *env, jclass c)
{
    char buf[512];
    jstring str = (*env)->GetStaticObjectField(env, c, (*env)->GetStaticFieldID(env, c, "sstr", "Ljava/lang/String;"));
    const char *u = str ? (*env)->GetStringUTFChars(env, str, NULL) : NULL;
    snprintf(buf, sizeof buf, "sz=%d sb=%d sc=%c ss=%d si=%d sj=%lld sf=%g sd=%g sstr=%s",
             (*env)->GetStaticBooleanField(env, c, (*env)->GetStaticFieldID(env, c, "sz", "Z")),
             (*env)->GetStaticByteField(env, c, (*env)->GetStaticFieldID(env, c, "sb", "B")),
             (char)(*env)->GetStaticCharField(env, c, (*env)->GetStaticFieldID(env, c, "sc", "C")),
             (*env)->GetStaticShortField(env, c, (*env)->GetStaticFieldID(env, c, "ss", "S")),
             (*env)->GetStaticIntField(env, c, (*env)->GetStaticFieldID(env, c, "si", "I")),
             (long long)(*env)->GetStaticLongField(env, c, (*env)->GetStaticFieldID(env, c, "sj", "J")),
             (double)(*env)->GetStaticFloatField(env, c, (*env)->GetStaticFieldID(env, c, "sf", "F")),
             (*env)->GetStaticDoubleField(env, c, (*env)->GetStaticFieldID(env, c, "sd", "D")),
             u ? u : "null");
    if (u)
        (*env)->ReleaseStringUTFChars(env, str, u);
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jstring JNICALL Java_JniFields_fieldId(JNIEnv *env, jclass c, jclass k, jstring name,
                                                 jstring sig, jboolean isStatic)
{
    (void)c;
    const char *n = (*env)->GetStringUTFChars(env, name, NULL);
    const char *s = (*env)->GetStringUTFChars(env, sig, NULL);
    jfieldID f = isStatic ? (*env)->GetStaticFieldID(env, k, n, s) : (*env)->GetFieldID(env, k, n, s);
    (*env)->ReleaseStringUTFChars(env, name, n);
    (*env)->ReleaseStringUTFChars(env, sig, s);
    if (f != NULL)
        return (*env)->NewStringUTF(env, "found");
    jthrowable e = (*env)->ExceptionOccurred(env);
    (*env)->ExceptionClear(env);
    jmethodID ts = (*env)->GetMethodID(env, (*env)->GetObjectClass(env, e), "toString", "()Ljava/lang/String;");
    return (*env)->CallObjectMethod(env, e, ts);
}

/* Reading a static field initializes its class first. */
JNIEXPORT jint JNICALL Java_JniFields_lazyStatic(JNIEnv *env, jclass c)
{
    (void)c;
    jclass k = (*env)->FindClass(env, "JniFields$Lazy");
    jfieldID f = (*env)->GetStaticFieldID(env, k, "value", "I");
    return (*env)->GetStaticIntField(env, k, f);
}
