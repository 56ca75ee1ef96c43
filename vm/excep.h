/* excep.h: throwing and describing Java exceptions from C.
 *
 * An exception is pending on the thread (t->exception) and the function
 * that noticed it returns NULL or -1; callers check and return in turn.
 * No longjmp. */
#ifndef VM_EXCEP_H
#define VM_EXCEP_H

#include "thread.h"

/* Creates an instance of the class named cname (java/lang/...) with the
 * given message (may be NULL) and makes it pending.  If creating it fails,
 * whatever that failure threw is pending instead. */
void exc_throw(VMThread *t, const char *cname, const char *msg);

/* As exc_throw with a printf-style message. */
void exc_throwf(VMThread *t, const char *cname, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Makes obj (a Throwable) pending. */
void exc_set(VMThread *t, Object *obj);

/* Creates a Throwable of class cname with message msg and cause, without
 * throwing it.  Returns NULL with an exception pending. */
Object *exc_new(VMThread *t, const char *cname, const char *msg, Object *cause);

/* Records the Java stack of t into throwable's backtrace (skipping the
 * throwable's own constructor frames). */
void exc_fill_backtrace(VMThread *t, Object *throwable);

/* Builds StackTraceElement[] from a throwable's backtrace. */
Object *exc_stack_trace(VMThread *t, Object *throwable);

/* Line number of bytecode offset pc in m, or -1. */
int exc_line_of(Method *m, uint32_t pc);

/* Prints a pending uncaught exception the way HotSpot does, through
 * Thread.dispatchUncaughtException, and clears it. */
void exc_report_uncaught(VMThread *t);

/* Creates the OutOfMemoryError thrown when even that cannot be allocated. */
void exc_preallocate(VMThread *t);

/* Convenience throwers for the interpreter. */
void exc_npe(VMThread *t, const char *msg);
void exc_aioobe(VMThread *t, int32_t index, int32_t length);
void exc_oom(VMThread *t);
void exc_soe(VMThread *t);

#endif
