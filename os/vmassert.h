/* vmassert.h: VM_ASSERT, for the invariants the file headers state.
 *
 * On when the build says so (-Dvm_assert=true defines JVM_ASSERT=1: the
 * sanitizer stages, the switch-dispatch variant; -Dvm_assert=auto, the
 * default, turns it on for buildtype=debug only), compiled out otherwise,
 * condition and all, so a check may be as dear as it needs to be.  A
 * failed assertion names the condition and where it is, then aborts (a
 * core dump and the sanitizers' reports show the stack).
 *
 * Any layer may include it (it includes nothing of the project's). */
#ifndef OS_VMASSERT_H
#define OS_VMASSERT_H

#if defined(JVM_ASSERT) && JVM_ASSERT
void vm_assert_fail(const char *cond, const char *file, int line, const char *func)
    __attribute__((noreturn, cold));
#define VM_ASSERT(cond) \
    ((cond) ? (void)0 : vm_assert_fail(#cond, __FILE__, __LINE__, __func__))
#define VM_ASSERTS_ON 1
#else
#define VM_ASSERT(cond) ((void)sizeof(!(cond)))
#define VM_ASSERTS_ON 0
#endif

#endif
