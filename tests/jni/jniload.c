/* jniload.c: loading (JNI_OnLoad once per library), the JavaVM, and
 * natives that are not there. */
#include <jni.h>
#include <stdio.h>

static int onload_calls;
static JavaVM *onload_vm;

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved)
{
    (void)reserved;
    onload_calls++;
    onload_vm = vm;
    return JNI_VERSION_10;
}

JNIEXPORT jint JNICALL Java_JniLoad_onloadCalls(JNIEnv *env, jclass c)
{
    (void)env; (void)c;
    return onload_calls;
}

JNIEXPORT jstring JNICALL Java_JniLoad_vmInfo(JNIEnv *env, jclass c)
{
    (void)c;
    JavaVM *vm = NULL;
    jint rc = (*env)->GetJavaVM(env, &vm);
    JNIEnv *env2 = NULL;
    jint rc2 = (*vm)->GetEnv(vm, (void **)&env2, JNI_VERSION_1_6);
    void *env3 = NULL;
    jint rc3 = (*vm)->GetEnv(vm, &env3, 0x7fff0000);
    JNIEnv *env4 = NULL;
    jint rc4 = (*vm)->AttachCurrentThread(vm, (void **)&env4, NULL);
    JavaVM *vms[2];
    jsize n = -1;
    jint rc5 = JNI_GetCreatedJavaVMs(vms, 2, &n);
    char buf[256];
    snprintf(buf, sizeof buf,
             "GetJavaVM=%d same-as-onload=%d GetEnv=%d same-env=%d GetEnv(bad)=%d null=%d "
             "Attach(again)=%d same-env=%d created=%d n=%d same-vm=%d version=0x%x",
             rc, vm == onload_vm, rc2, env2 == env, rc3, env3 == NULL, rc4, env4 == env, rc5, n,
             n == 1 && vms[0] == vm, (*env)->GetVersion(env));
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jint JNICALL Java_JniLoad_detachSelf(JNIEnv *env, jclass c)
{
    (void)c;
    JavaVM *vm;
    (*env)->GetJavaVM(env, &vm);
    return (*vm)->DetachCurrentThread(vm);
}
