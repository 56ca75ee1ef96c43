/* jniprims.c: every primitive type in and out of a native method, static
 * and instance, and a call with more arguments than registers. */
#include <jni.h>
#include <math.h>
#include <stdio.h>
#include <time.h>

JNIEXPORT jboolean JNICALL Java_JniPrimitives_notZ(JNIEnv *env, jclass c, jboolean z)
{
    (void)env; (void)c;
    return !z;
}

JNIEXPORT jbyte JNICALL Java_JniPrimitives_negB(JNIEnv *env, jclass c, jbyte b)
{
    (void)env; (void)c;
    return (jbyte)-b;
}

JNIEXPORT jchar JNICALL Java_JniPrimitives_nextC(JNIEnv *env, jclass c, jchar ch)
{
    (void)env; (void)c;
    return (jchar)(ch + 1);
}

JNIEXPORT jshort JNICALL Java_JniPrimitives_negS(JNIEnv *env, jclass c, jshort s)
{
    (void)env; (void)c;
    return (jshort)-s;
}

JNIEXPORT jint JNICALL Java_JniPrimitives_addI(JNIEnv *env, jclass c, jint a, jint b)
{
    (void)env; (void)c;
    return (jint)((unsigned)a + (unsigned)b);
}

JNIEXPORT jlong JNICALL Java_JniPrimitives_mulJ(JNIEnv *env, jclass c, jlong a, jlong b)
{
    (void)env; (void)c;
    return (jlong)((unsigned long long)a * (unsigned long long)b);
}

JNIEXPORT jfloat JNICALL Java_JniPrimitives_halfF(JNIEnv *env, jclass c, jfloat f)
{
    (void)env; (void)c;
    return f / 2;
}

JNIEXPORT jdouble JNICALL Java_JniPrimitives_sqrtD(JNIEnv *env, jclass c, jdouble d)
{
    (void)env; (void)c;
    return sqrt(d);
}

static int nothing_calls;

JNIEXPORT void JNICALL Java_JniPrimitives_nothing(JNIEnv *env, jclass c)
{
    (void)env; (void)c;
    nothing_calls++;
}

JNIEXPORT jint JNICALL Java_JniPrimitives_nothingCalls(JNIEnv *env, jclass c)
{
    (void)env; (void)c;
    return nothing_calls;
}

/* Instance: reads this.base through JNI and adds x. */
JNIEXPORT jint JNICALL Java_JniPrimitives_plusBase(JNIEnv *env, jobject self, jint x)
{
    jclass c = (*env)->GetObjectClass(env, self);
    jfieldID f = (*env)->GetFieldID(env, c, "base", "I");
    return (*env)->GetIntField(env, self, f) + x;
}

JNIEXPORT jdouble JNICALL Java_JniPrimitives_mix(JNIEnv *env, jclass c, jint a, jlong b, jfloat f,
                                                 jdouble d, jbyte e, jshort s, jchar ch, jboolean z,
                                                 jint i2, jlong j2, jfloat f2, jdouble d2, jint i3,
                                                 jdouble d3, jint i4, jdouble d4, jlong j3, jfloat f3)
{
    (void)env; (void)c;
    return a + (double)b + f + d + e + s + ch + (z ? 1000 : 0) + i2 + (double)j2 + f2 + d2 +
           i3 * 2.0 + d3 * 3.0 + i4 * 4.0 + d4 * 5.0 + (double)j3 * 6.0 + f3 * 7.0;
}

JNIEXPORT jint JNICALL Java_JniPrimitives_boolAsInt(JNIEnv *env, jclass c, jboolean z)
{
    (void)env; (void)c;
    return z;
}

JNIEXPORT jboolean JNICALL Java_JniPrimitives_intToBoolean(JNIEnv *env, jclass c, jint v)
{
    (void)env; (void)c;
    return (jboolean)v;
}

JNIEXPORT jbyte JNICALL Java_JniPrimitives_intToByte(JNIEnv *env, jclass c, jint v)
{
    (void)env; (void)c;
    return (jbyte)v;
}

JNIEXPORT jchar JNICALL Java_JniPrimitives_intToChar(JNIEnv *env, jclass c, jint v)
{
    (void)env; (void)c;
    return (jchar)v;
}

JNIEXPORT jshort JNICALL Java_JniPrimitives_intToShort(JNIEnv *env, jclass c, jint v)
{
    (void)env; (void)c;
    return (jshort)v;
}

JNIEXPORT jstring JNICALL Java_JniPrimitives_describe(JNIEnv *env, jclass c, jbyte b, jchar ch,
                                                      jshort s, jlong j, jfloat f, jdouble d)
{
    (void)c;
    char buf[256];
    snprintf(buf, sizeof buf, "b=%d c=%u s=%d j=%lld f=%.9g d=%.17g", b, (unsigned)ch, s,
             (long long)j, (double)f, d);
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jint JNICALL Java_JniPrimitives_version(JNIEnv *env, jclass c)
{
    (void)c;
    return (*env)->GetVersion(env);
}

/* Sleeps ms in C, watching count[0] (bumped by a Java thread) through a
 * pinned pointer: how much the rest of the VM ran meanwhile. */
JNIEXPORT jlong JNICALL Java_JniBlocking_sleepWatching(JNIEnv *env, jclass c, jlongArray count, jint ms)
{
    (void)c;
    volatile jlong *p = (*env)->GetPrimitiveArrayCritical(env, count, NULL);
    jlong before = p[0];
    struct timespec ts = { ms / 1000, (long)(ms % 1000) * 1000000L };
    nanosleep(&ts, NULL);
    jlong after = p[0];
    (*env)->ReleasePrimitiveArrayCritical(env, count, (void *)p, 0);
    return after - before;
}
