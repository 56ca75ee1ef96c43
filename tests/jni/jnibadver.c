/* jnibadver.c: a JNI_OnLoad that asks for a JNI version no VM has. */
#include <jni.h>

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved)
{
    (void)vm; (void)reserved;
    return 0x00ff0000;
}
