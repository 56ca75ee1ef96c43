/* jnicalls.c: calling Java from C (Call<Type>Method in its three forms,
 * virtual, nonvirtual and static), creating objects, class queries. */
#include <jni.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static jstring describe_exception(JNIEnv *env)
{
    jthrowable e = (*env)->ExceptionOccurred(env);
    (*env)->ExceptionClear(env);
    jclass tc = (*env)->FindClass(env, "java/lang/Throwable");
    jmethodID ts = (*env)->GetMethodID(env, tc, "toString", "()Ljava/lang/String;");
    return (*env)->CallObjectMethod(env, e, ts);
}

JNIEXPORT jstring JNICALL Java_JniCalls_callWho(JNIEnv *env, jclass c, jobject b)
{
    (void)c;
    jclass base = (*env)->FindClass(env, "JniCalls$Base");
    jmethodID who = (*env)->GetMethodID(env, base, "who", "()Ljava/lang/String;");
    return (*env)->CallObjectMethod(env, b, who);
}

JNIEXPORT jstring JNICALL Java_JniCalls_callWhoNonvirtual(JNIEnv *env, jclass c, jobject b)
{
    (void)c;
    jclass base = (*env)->FindClass(env, "JniCalls$Base");
    jmethodID who = (*env)->GetMethodID(env, base, "who", "()Ljava/lang/String;");
    return (*env)->CallNonvirtualObjectMethod(env, b, base, who);
}

static jlong call_v(JNIEnv *env, jobject o, jmethodID m, ...)
{
    va_list ap;
    va_start(ap, m);
    jlong r = (*env)->CallLongMethodV(env, o, m, ap);
    va_end(ap);
    return r;
}

/* Every return type, every argument type, through the ..., V and A forms. */
JNIEXPORT jstring JNICALL Java_JniCalls_callAll(JNIEnv *env, jclass c, jobject t)
{
    char buf[1024];
    jmethodID mz = (*env)->GetMethodID(env, c, "z", "(Z)Z");
    jmethodID mb = (*env)->GetMethodID(env, c, "b", "(B)B");
    jmethodID mc = (*env)->GetMethodID(env, c, "c", "(C)C");
    jmethodID ms = (*env)->GetMethodID(env, c, "s", "(S)S");
    jmethodID mi = (*env)->GetMethodID(env, c, "i", "(II)I");
    jmethodID mj = (*env)->GetMethodID(env, c, "j", "(JIJ)J");
    jmethodID mf = (*env)->GetMethodID(env, c, "f", "(FD)F");
    jmethodID md = (*env)->GetMethodID(env, c, "d", "(DFJ)D");
    jmethodID mv = (*env)->GetMethodID(env, c, "v", "(Ljava/lang/String;)V");
    jmethodID mo = (*env)->GetMethodID(env, c, "o", "(Ljava/lang/Object;I)Ljava/lang/Object;");
    jmethodID mmix = (*env)->GetMethodID(env, c, "mix", "(ZBCSIJFDLjava/lang/String;)J");
    jboolean z = (*env)->CallBooleanMethod(env, t, mz, JNI_TRUE);
    jbyte b = (*env)->CallByteMethod(env, t, mb, (jbyte)-7);
    jchar ch = (*env)->CallCharMethod(env, t, mc, (jchar)'x');
    jshort s = (*env)->CallShortMethod(env, t, ms, (jshort)-1234);
    jint i = (*env)->CallIntMethod(env, t, mi, 40, 2);
    jlong j = (*env)->CallLongMethod(env, t, mj, (jlong)1 << 40, 3, (jlong)-5);
    jfloat f = (*env)->CallFloatMethod(env, t, mf, 1.5f, 2.25);
    jdouble d = (*env)->CallDoubleMethod(env, t, md, 0.5, 0.25f, (jlong)3);
    (*env)->CallVoidMethod(env, t, mv, (*env)->NewStringUTF(env, "from C"));
    jobject o = (*env)->CallObjectMethod(env, t, mo, (*env)->NewStringUTF(env, "obj"), 3);
    const char *os = (*env)->GetStringUTFChars(env, o, NULL);
    jlong mix = (*env)->CallLongMethod(env, t, mmix, JNI_TRUE, (jbyte)1, (jchar)2, (jshort)3, 4,
                                       (jlong)5, 6.0f, 7.0, (*env)->NewStringUTF(env, "eight"));
    jlong mixv = call_v(env, t, mmix, JNI_FALSE, (jbyte)-1, (jchar)65535, (jshort)-3, -4,
                        (jlong)-5, -6.5f, -7.5, NULL);
    jvalue a[9];
    a[0].z = JNI_TRUE; a[1].b = 10; a[2].c = 20; a[3].s = 30; a[4].i = 40;
    a[5].j = 50; a[6].f = 60.5f; a[7].d = 70.25; a[8].l = (*env)->NewStringUTF(env, "ninety");
    jlong mixa = (*env)->CallLongMethodA(env, t, mmix, a);
    jvalue ai[2];
    ai[0].i = 100; ai[1].i = 23;
    jint ia = (*env)->CallIntMethodA(env, t, mi, ai);
    snprintf(buf, sizeof buf, "z=%d b=%d c=%c s=%d i=%d j=%lld f=%g d=%g o=%s mix=%lld mixv=%lld mixa=%lld ia=%d",
             z, b, (char)ch, s, i, (long long)j, (double)f, d, os, (long long)mix, (long long)mixv,
             (long long)mixa, ia);
    (*env)->ReleaseStringUTFChars(env, o, os);
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jstring JNICALL Java_JniCalls_callStatics(JNIEnv *env, jclass c)
{
    char buf[512];
    jmethodID rep = (*env)->GetStaticMethodID(env, c, "repeat", "(Ljava/lang/String;I)Ljava/lang/String;");
    jstring r = (*env)->CallStaticObjectMethod(env, c, rep, (*env)->NewStringUTF(env, "ab"), 3);
    jmethodID sq = (*env)->GetStaticMethodID(env, c, "square", "(D)D");
    jdouble d = (*env)->CallStaticDoubleMethod(env, c, sq, 1.5);
    jvalue a[1];
    a[0].d = -3;
    jdouble da = (*env)->CallStaticDoubleMethodA(env, c, sq, a);
    jmethodID cnt = (*env)->GetStaticMethodID(env, c, "count", "()V");
    (*env)->CallStaticVoidMethod(env, c, cnt);
    (*env)->CallStaticVoidMethodA(env, c, cnt, NULL);
    jmethodID gc = (*env)->GetStaticMethodID(env, c, "counter", "()I");
    jint n = (*env)->CallStaticIntMethod(env, c, gc);
    jclass integer = (*env)->FindClass(env, "java/lang/Integer");
    jmethodID pi = (*env)->GetStaticMethodID(env, integer, "parseInt", "(Ljava/lang/String;I)I");
    jint parsed = (*env)->CallStaticIntMethod(env, integer, pi, (*env)->NewStringUTF(env, "ff"), 16);
    jclass jmath = (*env)->FindClass(env, "java/lang/Math");
    jmethodID mx = (*env)->GetStaticMethodID(env, jmath, "max", "(JJ)J");
    jlong m = (*env)->CallStaticLongMethod(env, jmath, mx, (jlong)-4, (jlong)9);
    const char *rs = (*env)->GetStringUTFChars(env, r, NULL);
    snprintf(buf, sizeof buf, "repeat=%s square=%g squareA=%g counter=%d parseInt=%d max=%lld",
             rs, d, da, n, parsed, (long long)m);
    (*env)->ReleaseStringUTFChars(env, r, rs);
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jobject JNICALL Java_JniCalls_newBase(JNIEnv *env, jclass c, jint v, jint how)
{
    (void)c;
    jclass base = (*env)->FindClass(env, "JniCalls$Derived");
    jmethodID ctor = (*env)->GetMethodID(env, base, "<init>", "(ILjava/lang/String;)V");
    jstring tag = (*env)->NewStringUTF(env, how == 0 ? "varargs" : "array");
    if (how == 0)
        return (*env)->NewObject(env, base, ctor, v, tag);
    jvalue a[2];
    a[0].i = v;
    a[1].l = tag;
    return (*env)->NewObjectA(env, base, ctor, a);
}

JNIEXPORT jobject JNICALL Java_JniCalls_alloc(JNIEnv *env, jclass c, jclass which)
{
    (void)c;
    return (*env)->AllocObject(env, which);
}

static void append_name(JNIEnv *env, jclass k, char *buf, size_t n)
{
    if (k == NULL) {
        strncat(buf, "null", n - strlen(buf) - 1);
        return;
    }
    jclass cc = (*env)->FindClass(env, "java/lang/Class");
    jmethodID gn = (*env)->GetMethodID(env, cc, "getName", "()Ljava/lang/String;");
    jstring s = (*env)->CallObjectMethod(env, k, gn);
    const char *u = (*env)->GetStringUTFChars(env, s, NULL);
    strncat(buf, u, n - strlen(buf) - 1);
    (*env)->ReleaseStringUTFChars(env, s, u);
}

JNIEXPORT jstring JNICALL Java_JniCalls_classInfo(JNIEnv *env, jclass c, jobject o)
{
    (void)c;
    char buf[512] = "";
    jclass k = (*env)->GetObjectClass(env, o);
    append_name(env, k, buf, sizeof buf);
    while (k != NULL) {
        k = (*env)->GetSuperclass(env, k);
        strcat(buf, " < ");
        append_name(env, k, buf, sizeof buf);
    }
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jstring JNICALL Java_JniCalls_superOf(JNIEnv *env, jclass c, jclass k)
{
    (void)c;
    char buf[256] = "";
    append_name(env, (*env)->GetSuperclass(env, k), buf, sizeof buf);
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jboolean JNICALL Java_JniCalls_isInstance(JNIEnv *env, jclass c, jobject o, jclass k)
{
    (void)c;
    return (*env)->IsInstanceOf(env, o, k);
}

JNIEXPORT jboolean JNICALL Java_JniCalls_assignable(JNIEnv *env, jclass c, jclass a, jclass b)
{
    (void)c;
    return (*env)->IsAssignableFrom(env, a, b);
}

JNIEXPORT jstring JNICALL Java_JniCalls_findClass(JNIEnv *env, jclass c, jstring name)
{
    (void)c;
    char buf[512] = "found ";
    const char *u = (*env)->GetStringUTFChars(env, name, NULL);
    jclass k = (*env)->FindClass(env, u);
    (*env)->ReleaseStringUTFChars(env, name, u);
    if (k == NULL)
        return describe_exception(env);
    append_name(env, k, buf, sizeof buf);
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jstring JNICALL Java_JniCalls_methodId(JNIEnv *env, jclass c, jclass k, jstring name,
                                                 jstring sig, jboolean isStatic)
{
    (void)c;
    const char *n = (*env)->GetStringUTFChars(env, name, NULL);
    const char *s = (*env)->GetStringUTFChars(env, sig, NULL);
    jmethodID m = isStatic ? (*env)->GetStaticMethodID(env, k, n, s) : (*env)->GetMethodID(env, k, n, s);
    (*env)->ReleaseStringUTFChars(env, name, n);
    (*env)->ReleaseStringUTFChars(env, sig, s);
    if (m == NULL)
        return describe_exception(env);
    return (*env)->NewStringUTF(env, "found");
}

JNIEXPORT void JNICALL Java_JniCalls_runIt(JNIEnv *env, jclass c, jobject r)
{
    (void)c;
    jclass rc = (*env)->FindClass(env, "java/lang/Runnable");
    jmethodID run = (*env)->GetMethodID(env, rc, "run", "()V");
    (*env)->CallVoidMethod(env, r, run);
}

JNIEXPORT jint JNICALL Java_JniCalls_callDefault(JNIEnv *env, jclass c, jobject o)
{
    (void)c;
    jclass ic = (*env)->FindClass(env, "JniCalls$Shape");
    jmethodID sides = (*env)->GetMethodID(env, ic, "sides", "()I");
    jmethodID twice = (*env)->GetMethodID(env, ic, "twice", "()I");
    jmethodID hash = (*env)->GetMethodID(env, ic, "hashCode", "()I");
    return (*env)->CallIntMethod(env, o, sides) * 100 + (*env)->CallIntMethod(env, o, twice)
           + (hash != NULL ? 0 : 10000);
}

/* Java -> C -> Java -> C ...: JniCalls.down(n) calls back into recurse. */
JNIEXPORT jint JNICALL Java_JniCalls_recurse(JNIEnv *env, jclass c, jint n)
{
    if (n == 0)
        return 0;
    jmethodID down = (*env)->GetStaticMethodID(env, c, "down", "(I)I");
    return n + (*env)->CallStaticIntMethod(env, c, down, n - 1);
}

JNIEXPORT jstring JNICALL Java_JniCalls_privateCall(JNIEnv *env, jclass c, jobject o)
{
    (void)c;
    jclass base = (*env)->FindClass(env, "JniCalls$Base");
    jmethodID secret = (*env)->GetMethodID(env, base, "secret", "()Ljava/lang/String;");
    return (*env)->CallObjectMethod(env, o, secret);
}
