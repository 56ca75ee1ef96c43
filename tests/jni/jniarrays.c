/* jniarrays.c: primitive arrays copied (Get/Release<Type>ArrayElements
 * with each release mode), by region, and pinned (critical); object
 * arrays. */
#include <jni.h>
#include <stdio.h>
#include <string.h>

JNIEXPORT jint JNICALL Java_JniArrays_sumInts(JNIEnv *env, jclass c, jintArray a)
{
    (void)c;
    jsize n = (*env)->GetArrayLength(env, a);
    jint *p = (*env)->GetIntArrayElements(env, a, NULL);
    jint sum = 0;
    for (jsize k = 0; k < n; k++)
        sum += p[k];
    (*env)->ReleaseIntArrayElements(env, a, p, JNI_ABORT);
    return sum;
}

JNIEXPORT void JNICALL Java_JniArrays_doubleInts(JNIEnv *env, jclass c, jintArray a)
{
    (void)c;
    jsize n = (*env)->GetArrayLength(env, a);
    jint *p = (*env)->GetIntArrayElements(env, a, NULL);
    for (jsize k = 0; k < n; k++)
        p[k] *= 2;
    (*env)->ReleaseIntArrayElements(env, a, p, 0);
}

/* Sets [0] and commits, then sets [1] and aborts: only [0] changes. */
JNIEXPORT void JNICALL Java_JniArrays_commitThenAbort(JNIEnv *env, jclass c, jlongArray a)
{
    (void)c;
    jlong *p = (*env)->GetLongArrayElements(env, a, NULL);
    p[0] = 111;
    (*env)->ReleaseLongArrayElements(env, a, p, JNI_COMMIT);
    p[1] = 222;
    (*env)->ReleaseLongArrayElements(env, a, p, JNI_ABORT);
}

/* Every primitive type: scales each element in place by `by`. */
JNIEXPORT void JNICALL Java_JniArrays_scaleAll(JNIEnv *env, jclass c, jbooleanArray z, jbyteArray b,
                                               jcharArray ch, jshortArray s, jfloatArray f,
                                               jdoubleArray d, jint by)
{
    (void)c;
    jsize n;
    jboolean *pz = (*env)->GetBooleanArrayElements(env, z, NULL);
    n = (*env)->GetArrayLength(env, z);
    for (jsize k = 0; k < n; k++)
        pz[k] = !pz[k];
    (*env)->ReleaseBooleanArrayElements(env, z, pz, 0);
    jbyte *pb = (*env)->GetByteArrayElements(env, b, NULL);
    n = (*env)->GetArrayLength(env, b);
    for (jsize k = 0; k < n; k++)
        pb[k] = (jbyte)(pb[k] * by);
    (*env)->ReleaseByteArrayElements(env, b, pb, 0);
    jchar *pc = (*env)->GetCharArrayElements(env, ch, NULL);
    n = (*env)->GetArrayLength(env, ch);
    for (jsize k = 0; k < n; k++)
        pc[k] = (jchar)(pc[k] + by);
    (*env)->ReleaseCharArrayElements(env, ch, pc, 0);
    jshort *ps = (*env)->GetShortArrayElements(env, s, NULL);
    n = (*env)->GetArrayLength(env, s);
    for (jsize k = 0; k < n; k++)
        ps[k] = (jshort)(ps[k] * by);
    (*env)->ReleaseShortArrayElements(env, s, ps, 0);
    jfloat *pf = (*env)->GetFloatArrayElements(env, f, NULL);
    n = (*env)->GetArrayLength(env, f);
    for (jsize k = 0; k < n; k++)
        pf[k] *= (jfloat)by;
    (*env)->ReleaseFloatArrayElements(env, f, pf, 0);
    jdouble *pd = (*env)->GetDoubleArrayElements(env, d, NULL);
    n = (*env)->GetArrayLength(env, d);
    for (jsize k = 0; k < n; k++)
        pd[k] *= by;
    (*env)->ReleaseDoubleArrayElements(env, d, pd, 0);
}

/* New arrays of each type filled by Set<Type>ArrayRegion, in an Object[]. */
JNIEXPORT jobjectArray JNICALL Java_JniArrays_makeAll(JNIEnv *env, jclass c, jint n)
{
    (void)c;
    jclass oc = (*env)->FindClass(env, "java/lang/Object");
    jobjectArray out = (*env)->NewObjectArray(env, 8, oc, NULL);
    jboolean z[16]; jbyte b[16]; jchar ch[16]; jshort s[16];
    jint i[16]; jlong j[16]; jfloat f[16]; jdouble d[16];
    if (n > 16)
        n = 16;
    for (jint k = 0; k < n; k++) {
        z[k] = (jboolean)(k & 1);
        b[k] = (jbyte)(k * 40);
        ch[k] = (jchar)('A' + k);
        s[k] = (jshort)(k * 5000);
        i[k] = k * 1000000;
        j[k] = (jlong)k << 40;
        f[k] = (jfloat)k / 4;
        d[k] = k / 3.0;
    }
    jbooleanArray az = (*env)->NewBooleanArray(env, n);
    (*env)->SetBooleanArrayRegion(env, az, 0, n, z);
    (*env)->SetObjectArrayElement(env, out, 0, az);
    jbyteArray ab = (*env)->NewByteArray(env, n);
    (*env)->SetByteArrayRegion(env, ab, 0, n, b);
    (*env)->SetObjectArrayElement(env, out, 1, ab);
    jcharArray ac = (*env)->NewCharArray(env, n);
    (*env)->SetCharArrayRegion(env, ac, 0, n, ch);
    (*env)->SetObjectArrayElement(env, out, 2, ac);
    jshortArray as = (*env)->NewShortArray(env, n);
    (*env)->SetShortArrayRegion(env, as, 0, n, s);
    (*env)->SetObjectArrayElement(env, out, 3, as);
    jintArray ai = (*env)->NewIntArray(env, n);
    (*env)->SetIntArrayRegion(env, ai, 0, n, i);
    (*env)->SetObjectArrayElement(env, out, 4, ai);
    jlongArray aj = (*env)->NewLongArray(env, n);
    (*env)->SetLongArrayRegion(env, aj, 0, n, j);
    (*env)->SetObjectArrayElement(env, out, 5, aj);
    jfloatArray af = (*env)->NewFloatArray(env, n);
    (*env)->SetFloatArrayRegion(env, af, 0, n, f);
    (*env)->SetObjectArrayElement(env, out, 6, af);
    jdoubleArray ad = (*env)->NewDoubleArray(env, n);
    (*env)->SetDoubleArrayRegion(env, ad, 0, n, d);
    (*env)->SetObjectArrayElement(env, out, 7, ad);
    return out;
}

/* Reads a region of every type back into a string. */
JNIEXPORT jstring JNICALL Java_JniArrays_readRegions(JNIEnv *env, jclass c, jobjectArray all,
                                                     jint start, jint len)
{
    (void)c;
    char buf[2048] = "";
    jboolean z[16]; jbyte b[16]; jchar ch[16]; jshort s[16];
    jint i[16]; jlong j[16]; jfloat f[16]; jdouble d[16];
    (*env)->GetBooleanArrayRegion(env, (*env)->GetObjectArrayElement(env, all, 0), start, len, z);
    (*env)->GetByteArrayRegion(env, (*env)->GetObjectArrayElement(env, all, 1), start, len, b);
    (*env)->GetCharArrayRegion(env, (*env)->GetObjectArrayElement(env, all, 2), start, len, ch);
    (*env)->GetShortArrayRegion(env, (*env)->GetObjectArrayElement(env, all, 3), start, len, s);
    (*env)->GetIntArrayRegion(env, (*env)->GetObjectArrayElement(env, all, 4), start, len, i);
    (*env)->GetLongArrayRegion(env, (*env)->GetObjectArrayElement(env, all, 5), start, len, j);
    (*env)->GetFloatArrayRegion(env, (*env)->GetObjectArrayElement(env, all, 6), start, len, f);
    (*env)->GetDoubleArrayRegion(env, (*env)->GetObjectArrayElement(env, all, 7), start, len, d);
    for (jint k = 0; k < len; k++)
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "(%d %d %c %d %d %lld %g %.4f)",
                 z[k], b[k], (char)ch[k], s[k], i[k], (long long)j[k], (double)f[k], d[k]);
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT void JNICALL Java_JniArrays_getRegion(JNIEnv *env, jclass c, jintArray a, jint start, jint len)
{
    (void)c;
    jint buf[64];
    (*env)->GetIntArrayRegion(env, a, start, len > 64 ? 64 : len, buf);
}

JNIEXPORT void JNICALL Java_JniArrays_setRegion(JNIEnv *env, jclass c, jdoubleArray a, jint start, jint len)
{
    (void)c;
    jdouble buf[64] = { 0 };
    (*env)->SetDoubleArrayRegion(env, a, start, len > 64 ? 64 : len, buf);
}

JNIEXPORT jobject JNICALL Java_JniArrays_newInts(JNIEnv *env, jclass c, jint n)
{
    (void)c;
    return (*env)->NewIntArray(env, n);
}

JNIEXPORT jobjectArray JNICALL Java_JniArrays_makeStrings(JNIEnv *env, jclass c, jint n, jstring fill)
{
    (void)c;
    jclass sc = (*env)->FindClass(env, "java/lang/String");
    jobjectArray a = (*env)->NewObjectArray(env, n, sc, fill);
    if (a != NULL && n > 1) {
        jstring s = (*env)->NewStringUTF(env, "second");
        (*env)->SetObjectArrayElement(env, a, 1, s);
    }
    return a;
}

JNIEXPORT jobject JNICALL Java_JniArrays_getElement(JNIEnv *env, jclass c, jobjectArray a, jint i)
{
    (void)c;
    return (*env)->GetObjectArrayElement(env, a, i);
}

JNIEXPORT void JNICALL Java_JniArrays_setElement(JNIEnv *env, jclass c, jobjectArray a, jint i, jobject v)
{
    (void)c;
    (*env)->SetObjectArrayElement(env, a, i, v);
}

JNIEXPORT jint JNICALL Java_JniArrays_length(JNIEnv *env, jclass c, jarray a)
{
    (void)c;
    return (*env)->GetArrayLength(env, a);
}

JNIEXPORT jlong JNICALL Java_JniArrays_sumCritical(JNIEnv *env, jclass c, jbyteArray a)
{
    (void)c;
    jsize n = (*env)->GetArrayLength(env, a);
    jbyte *p = (*env)->GetPrimitiveArrayCritical(env, a, NULL);
    jlong sum = 0;
    for (jsize k = 0; k < n; k++) {
        sum += p[k];
        p[k] = (jbyte)(n - k);
    }
    (*env)->ReleasePrimitiveArrayCritical(env, a, p, 0);
    return sum;
}

/* An int[n][n] identity matrix built from C. */
JNIEXPORT jobjectArray JNICALL Java_JniArrays_identity(JNIEnv *env, jclass c, jint n)
{
    (void)c;
    jclass rowc = (*env)->FindClass(env, "[I");
    jobjectArray m = (*env)->NewObjectArray(env, n, rowc, NULL);
    for (jint r = 0; r < n; r++) {
        jintArray row = (*env)->NewIntArray(env, n);
        jint one = 1;
        (*env)->SetIntArrayRegion(env, row, r, 1, &one);
        (*env)->SetObjectArrayElement(env, m, r, row);
        (*env)->DeleteLocalRef(env, row);
    }
    return m;
}
