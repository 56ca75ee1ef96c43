/* jni_lang.c: the class library's way into the JNI layer (jni.c):
 * Runtime.load0/loadLibrary0 are Java code that finds the file and calls
 * loadFile0 for each candidate (classlib/CONTRACT.md). */
#include <stdlib.h>
#include "../excep.h"
#include "../jni_vm.h"
#include "../jstring.h"
#include "../native.h"

#define NATIVE(name) static Value name(VMThread *t, Value *a)

void jni_init(void);

/* static boolean loadFile0(String path): false if there is no such file. */
NATIVE(rt_loadFile0)
{
    if (a[0].l == NULL) {
        exc_npe(t, NULL);
        return (Value){ .i = 0 };
    }
    char *path = jstring_to_utf8(a[0].l, NULL);
    int r = jni_load_library(t, path);
    free(path);
    return (Value){ .i = r > 0 };
}

static const NativeDef defs[] = {
    { "java/lang/Runtime", "loadFile0", "(Ljava/lang/String;)Z", rt_loadFile0 },
};

void natives_jni_init(void)
{
    jni_init();
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
