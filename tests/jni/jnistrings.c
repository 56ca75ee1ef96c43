/* jnistrings.c: strings both ways: UTF-8 and UTF-16 views, lengths,
 * regions and the critical form. */
#include <jni.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

JNIEXPORT jstring JNICALL Java_JniStrings_echo(JNIEnv *env, jclass c, jstring s)
{
    (void)c;
    jboolean copy;
    const char *u = (*env)->GetStringUTFChars(env, s, &copy);
    jstring r = (*env)->NewStringUTF(env, u);
    (*env)->ReleaseStringUTFChars(env, s, u);
    return r;
}

JNIEXPORT jint JNICALL Java_JniStrings_utfLength(JNIEnv *env, jclass c, jstring s)
{
    (void)c;
    return (*env)->GetStringUTFLength(env, s);
}

JNIEXPORT jint JNICALL Java_JniStrings_length(JNIEnv *env, jclass c, jstring s)
{
    (void)c;
    return (*env)->GetStringLength(env, s);
}

/* The modified UTF-8 bytes, in hex. */
JNIEXPORT jstring JNICALL Java_JniStrings_utfBytes(JNIEnv *env, jclass c, jstring s)
{
    (void)c;
    const char *u = (*env)->GetStringUTFChars(env, s, NULL);
    size_t n = strlen(u);
    char *out = malloc(n * 3 + 1);
    out[0] = 0;
    for (size_t k = 0; k < n; k++)
        sprintf(out + strlen(out), "%s%02x", k ? " " : "", (unsigned char)u[k]);
    (*env)->ReleaseStringUTFChars(env, s, u);
    jstring r = (*env)->NewStringUTF(env, out);
    free(out);
    return r;
}

JNIEXPORT jstring JNICALL Java_JniStrings_reverse(JNIEnv *env, jclass c, jstring s)
{
    (void)c;
    jsize n = (*env)->GetStringLength(env, s);
    const jchar *chars = (*env)->GetStringChars(env, s, NULL);
    jchar *rev = malloc(((size_t)n + 1) * sizeof(jchar));
    for (jsize k = 0; k < n; k++)
        rev[k] = chars[n - 1 - k];
    (*env)->ReleaseStringChars(env, s, chars);
    jstring r = (*env)->NewString(env, rev, n);
    free(rev);
    return r;
}

JNIEXPORT jstring JNICALL Java_JniStrings_region(JNIEnv *env, jclass c, jstring s, jint start, jint len)
{
    (void)c;
    jchar buf[64];
    if (len > 64)
        len = 64;
    (*env)->GetStringRegion(env, s, start, len, buf);
    if ((*env)->ExceptionCheck(env))
        return NULL;
    return (*env)->NewString(env, buf, len);
}

JNIEXPORT jstring JNICALL Java_JniStrings_utfRegion(JNIEnv *env, jclass c, jstring s, jint start, jint len)
{
    (void)c;
    char buf[256];
    memset(buf, 'x', sizeof buf);
    (*env)->GetStringUTFRegion(env, s, start, len, buf);
    if ((*env)->ExceptionCheck(env))
        return NULL;
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jint JNICALL Java_JniStrings_countCritical(JNIEnv *env, jclass c, jstring s, jchar what)
{
    (void)c;
    jsize n = (*env)->GetStringLength(env, s);
    const jchar *chars = (*env)->GetStringCritical(env, s, NULL);
    jint count = 0;
    for (jsize k = 0; k < n; k++)
        count += chars[k] == what;
    (*env)->ReleaseStringCritical(env, s, chars);
    return count;
}

JNIEXPORT jstring JNICALL Java_JniStrings_fromBytes(JNIEnv *env, jclass c, jbyteArray bytes)
{
    (void)c;
    jsize n = (*env)->GetArrayLength(env, bytes);
    char *buf = malloc((size_t)n + 1);
    (*env)->GetByteArrayRegion(env, bytes, 0, n, (jbyte *)buf);
    buf[n] = 0;
    jstring r = (*env)->NewStringUTF(env, buf);
    free(buf);
    return r;
}

JNIEXPORT jstring JNICALL Java_JniStrings_nullString(JNIEnv *env, jclass c)
{
    (void)env; (void)c;
    return NULL;
}

JNIEXPORT jboolean JNICALL Java_JniStrings_isNull(JNIEnv *env, jclass c, jstring s)
{
    (void)env; (void)c;
    return s == NULL;
}

JNIEXPORT jstring JNICALL Java_JniStrings_joinAll(JNIEnv *env, jclass c, jobjectArray parts)
{
    (void)c;
    char buf[1024] = "";
    jsize n = (*env)->GetArrayLength(env, parts);
    for (jsize k = 0; k < n; k++) {
        jstring s = (*env)->GetObjectArrayElement(env, parts, k);
        const char *u = (*env)->GetStringUTFChars(env, s, NULL);
        if (k)
            strcat(buf, "+");
        strncat(buf, u, sizeof buf - strlen(buf) - 2);
        (*env)->ReleaseStringUTFChars(env, s, u);
        (*env)->DeleteLocalRef(env, s);
    }
    return (*env)->NewStringUTF(env, buf);
}
