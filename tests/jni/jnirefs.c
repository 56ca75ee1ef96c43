/* jnirefs.c: global references across calls and collections, local
 * references (many in one frame, frames pushed and popped, deleted in a
 * loop, kept in C memory during a call), weak globals, reference types. */
#include <jni.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static jobject kept[8];

JNIEXPORT void JNICALL Java_JniRefs_keep(JNIEnv *env, jclass c, jint slot, jobject o)
{
    (void)c;
    if (kept[slot] != NULL)
        (*env)->DeleteGlobalRef(env, kept[slot]);
    kept[slot] = o ? (*env)->NewGlobalRef(env, o) : NULL;
}

JNIEXPORT jobject JNICALL Java_JniRefs_kept(JNIEnv *env, jclass c, jint slot)
{
    (void)c;
    return kept[slot] ? (*env)->NewLocalRef(env, kept[slot]) : NULL;
}

static void gc(JNIEnv *env)
{
    jclass sys = (*env)->FindClass(env, "java/lang/System");
    jmethodID m = (*env)->GetStaticMethodID(env, sys, "gc", "()V");
    (*env)->CallStaticVoidMethod(env, sys, m);
}

static void churn(JNIEnv *env, jclass c)
{
    jmethodID m = (*env)->GetStaticMethodID(env, c, "churn", "()V");
    (*env)->CallStaticVoidMethod(env, c, m);
}

/* n local strings in one frame (more than the 16 guaranteed), a collection
 * and garbage in between, then every one is checked. */
JNIEXPORT jint JNICALL Java_JniRefs_manyLocals(JNIEnv *env, jclass c, jint n)
{
    jstring *refs = malloc(sizeof *refs * (size_t)n);
    (*env)->EnsureLocalCapacity(env, n);
    for (jint k = 0; k < n; k++) {
        char buf[32];
        snprintf(buf, sizeof buf, "local-%d", k);
        refs[k] = (*env)->NewStringUTF(env, buf);
    }
    churn(env, c);
    gc(env);
    jint ok = 0;
    for (jint k = 0; k < n; k++) {
        char want[32];
        snprintf(want, sizeof want, "local-%d", k);
        const char *u = (*env)->GetStringUTFChars(env, refs[k], NULL);
        ok += strcmp(u, want) == 0;
        (*env)->ReleaseStringUTFChars(env, refs[k], u);
    }
    free(refs);
    return ok;
}

/* PushLocalFrame / PopLocalFrame, nested, passing a result out. */
JNIEXPORT jstring JNICALL Java_JniRefs_frames(JNIEnv *env, jclass c, jint depth)
{
    (void)c;
    if ((*env)->PushLocalFrame(env, 4) != 0)
        return NULL;
    jstring mine;
    if (depth == 0) {
        mine = (*env)->NewStringUTF(env, "bottom");
    } else {
        jstring inner = Java_JniRefs_frames(env, c, depth - 1);
        const char *u = (*env)->GetStringUTFChars(env, inner, NULL);
        char buf[256];
        snprintf(buf, sizeof buf, "%d<%s", depth, u);
        (*env)->ReleaseStringUTFChars(env, inner, u);
        for (int k = 0; k < 40; k++)
            (*env)->NewStringUTF(env, "garbage in this frame");
        mine = (*env)->NewStringUTF(env, buf);
    }
    return (*env)->PopLocalFrame(env, mine);
}

JNIEXPORT jint JNICALL Java_JniRefs_deleteLoop(JNIEnv *env, jclass c, jint n)
{
    (void)c;
    jint total = 0;
    for (jint k = 0; k < n; k++) {
        jstring s = (*env)->NewStringUTF(env, "short-lived");
        total += (*env)->GetStringLength(env, s);
        (*env)->DeleteLocalRef(env, s);
    }
    return total;
}

struct stash {
    jobject a, b;
};

/* Local references kept in malloc'd memory while Java collects. */
JNIEXPORT jstring JNICALL Java_JniRefs_stash(JNIEnv *env, jclass c)
{
    struct stash *st = malloc(sizeof *st);
    st->a = (*env)->NewStringUTF(env, "kept only in a malloc'd struct");
    jintArray arr = (*env)->NewIntArray(env, 3);
    jint v[3] = { 7, 8, 9 };
    (*env)->SetIntArrayRegion(env, arr, 0, 3, v);
    st->b = arr;
    arr = NULL;
    for (int k = 0; k < 3; k++) {
        churn(env, c);
        gc(env);
    }
    jint back[3];
    (*env)->GetIntArrayRegion(env, st->b, 0, 3, back);
    const char *u = (*env)->GetStringUTFChars(env, st->a, NULL);
    char buf[256];
    snprintf(buf, sizeof buf, "%s %d %d %d", u, back[0], back[1], back[2]);
    (*env)->ReleaseStringUTFChars(env, st->a, u);
    free(st);
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jboolean JNICALL Java_JniRefs_same(JNIEnv *env, jclass c, jobject a, jobject b)
{
    (void)c;
    jobject ga = (*env)->NewGlobalRef(env, a);
    jboolean r = (*env)->IsSameObject(env, ga, b);
    (*env)->DeleteGlobalRef(env, ga);
    return r;
}

JNIEXPORT jstring JNICALL Java_JniRefs_refTypes(JNIEnv *env, jclass c, jobject o)
{
    (void)c;
    jobject g = (*env)->NewGlobalRef(env, o);
    jweak w = (*env)->NewWeakGlobalRef(env, o);
    jobject l = (*env)->NewLocalRef(env, w);
    char buf[128];
    snprintf(buf, sizeof buf, "arg=%d global=%d weak=%d local=%d null=%d same=%d,%d,%d",
             (*env)->GetObjectRefType(env, o), (*env)->GetObjectRefType(env, g),
             (*env)->GetObjectRefType(env, w), (*env)->GetObjectRefType(env, l),
             (*env)->GetObjectRefType(env, NULL), (*env)->IsSameObject(env, o, g),
             (*env)->IsSameObject(env, w, l), (*env)->IsSameObject(env, NULL, NULL));
    (*env)->DeleteWeakGlobalRef(env, w);
    (*env)->DeleteGlobalRef(env, g);
    return (*env)->NewStringUTF(env, buf);
}

static jobject many[2000];

JNIEXPORT jint JNICALL Java_JniRefs_manyGlobals(JNIEnv *env, jclass c, jint n)
{
    for (jint k = 0; k < n; k++) {
        jobject s = (*env)->NewStringUTF(env, "g");
        many[k] = (*env)->NewGlobalRef(env, s);
        (*env)->DeleteLocalRef(env, s);
    }
    for (jint k = 0; k < n; k += 2) {
        (*env)->DeleteGlobalRef(env, many[k]);
        many[k] = NULL;
    }
    churn(env, c);
    gc(env);
    jint len = 0;
    for (jint k = 0; k < n; k++) {
        if (many[k] == NULL) {
            jobject s = (*env)->NewStringUTF(env, "gg");
            many[k] = (*env)->NewGlobalRef(env, s);
            (*env)->DeleteLocalRef(env, s);
        }
    }
    gc(env);
    for (jint k = 0; k < n; k++) {
        len += (*env)->GetStringLength(env, many[k]);
        (*env)->DeleteGlobalRef(env, many[k]);
    }
    return len;
}
