/* testhooks.h: entry points for harnesses that drive the VM from C (the
 * fuzz targets in tests/fuzz/, unit tests).  Nothing in the VM calls them.
 *
 * A harness boots once with vm_test_boot, then for each input loads a class
 * from bytes (vm_test_load_bytes), runs its main (vm_test_run_main) and
 * retires it (vm_test_retire).  A run that takes too long is ended from
 * another OS thread with vm_test_stop: the class's code is replaced, at the
 * next safepoint poll, by an invalid opcode, so every frame of it throws
 * VerifyError and unwinds.  Runtime.halt (System.exit) throws
 * java.lang.Error instead of ending the process. */
#ifndef VM_TESTHOOKS_H
#define VM_TESTHOOKS_H

#include <stddef.h>
#include <stdint.h>
#include "class.h"

/* Boots the VM on the given backend ("native" or "green") with a small
 * heap and, as the class path, a fresh private directory that
 * vm_test_load_bytes writes into.  Returns the main VMThread, or NULL with
 * a message printed. */
VMThread *vm_test_boot(const char *threads);

/* Defines a class from the class-file bytes buf[0..len) and links it.  The
 * class is renamed first (its this_class entry made to name a fresh Fz<n>,
 * when the constant pool can be walked) so that every input gets a class
 * of its own.  Returns the class, or NULL with the exception
 * (ClassFormatError, VerifyError, NoClassDefFoundError...) pending. */
Class *vm_test_load_bytes(VMThread *t, const uint8_t *buf, size_t len);

/* Initializes c and runs its static main(String[]) with no arguments, if
 * it has one.  An exception it throws is turned into a stack trace (as
 * printing it would) and cleared.  Returns 0 if main returned, 1 if it
 * threw, -1 if there is no main. */
int vm_test_run_main(VMThread *t, Class *c);

/* Asks, from any OS thread, that c stop running: done by the first Java
 * thread to reach a safepoint poll afterwards. */
void vm_test_stop(Class *c);

/* From another OS thread, native backend only: interrupts t as
 * Thread.interrupt would (sleep, wait and join end), without its locks;
 * a wake-up lost to a race is made good by calling again. */
void vm_test_wake(VMThread *t);

/* Replaces c's code by invalid instructions and drops its exception
 * handlers, so any frame of c still running (other threads) throws. */
void vm_test_retire(Class *c);

#endif
