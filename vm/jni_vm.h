/* jni_vm.h: what the rest of the VM sees of the JNI layer (jni.c).
 *
 * (Not named jni.h: vm/ is on the include path, and <jni.h> must be the
 * JDK's own header, which jni.c and the user's libraries compile against.)
 *
 * A `native` method with no built-in implementation (native.c) is bound
 * on its first call to a C function found by dlsym in the libraries that
 * System.load/loadLibrary opened (or given by RegisterNatives), and called
 * through libffi with a JNIEnv whose function table follows the JDK's
 * jni.h slot for slot. */
#ifndef VM_JNI_VM_H
#define VM_JNI_VM_H

#include "class.h"
#include "thread.h"

/* Binds m (an ACC_NATIVE method) to Java_<cls>_<name> or its long form
 * Java_<cls>_<name>__<args> in a loaded library.  Returns 1 when bound,
 * 0 when no library defines it (nothing pending), or -1 with an exception
 * pending. */
int jni_bind(VMThread *t, Method *m);

/* Opens the library at path (System.load / loadLibrary) unless it is open
 * already, and runs its JNI_OnLoad.  Returns 1 when loaded, 0 when there is
 * no such file (nothing pending), or -1 with UnsatisfiedLinkError (or what
 * JNI_OnLoad threw) pending. */
int jni_load_library(VMThread *t, const char *path);

/* Calls fn on every slot that holds a JNI reference: global references and
 * the local references of every thread's native frames.  For the GC's root
 * task, with the world stopped. */
void jni_foreach_root(void (*fn)(Object **slot, void *arg), void *arg);

/* Registers the natives of natives/jni_lang.c (Runtime.loadFile0) and sets
 * up the JNI layer.  Called from native_boot. */
void natives_jni_init(void);

#endif
