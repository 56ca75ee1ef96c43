/* vm.h: the one header for code that embeds the VM (the launcher, the unit
 * tests).  Everything else in vm/ is internal. */
#ifndef VM_VM_H
#define VM_VM_H

#include "thread.h"

/* Boots the VM from vm_opts (options.h): the thread backend, the heap, the
 * main thread, the class path (the embedded class library first, then
 * vm_opts.classpath or the jar), the natives, the core classes and
 * System.initPhase1.  Returns the main VMThread, or NULL with a message
 * printed on stderr. */
VMThread *vm_boot(void);

/* Loads main_class (dotted or slashed) and runs its main(String[]) with
 * vm_opts.argv.  Returns the process exit status the java launcher would
 * give (0, or 1 after an uncaught exception or a load failure, with
 * HotSpot's messages printed).  Does not wait for other threads. */
int vm_run_main(VMThread *t, const char *main_class);

/* Runs java.lang.Shutdown.shutdown() (shutdown hooks) if the class
 * library has it; called once when the last non-daemon thread has ended. */
void vm_shutdown_hooks(VMThread *t);

#endif
