/* safepoint.h: stopping the world for the collector, and the blocking
 * protocol that makes it possible.
 *
 * A thread is either running Java/VM code (unsafe: it may hold object
 * pointers anywhere, and must reach a safepoint poll before a collection
 * can start) or blocked in a call made through sp_call_blocking() and the
 * helpers below (safe: its C stack above the recorded point, its saved
 * registers and its Java stack are stable and can be scanned).  Every
 * blocking call the VM makes -- contended locks, condition waits, sleeps,
 * parks, I/O -- goes through these, on both backends. */
#ifndef VM_SAFEPOINT_H
#define VM_SAFEPOINT_H

#include <stdint.h>
#include "thread.h"

/* Starts the protocol (called once by vm_boot, before any thread). */
void sp_boot(void);

/* Adds t to / removes t from the set of threads a collection stops.
 * A registered thread that has not run yet counts as safe. */
void sp_register(VMThread *t, int running);
void sp_unregister(VMThread *t);

/* A new thread's first act: leaves the safe state it was registered in
 * (waiting for a collection in progress). */
void sp_thread_begin(VMThread *t);

/* Runs fn(arg) as a safe region: records the C stack point and registers,
 * marks t safe, calls fn, then waits for any collection in progress before
 * returning. */
void sp_call_blocking(VMThread *t, void (*fn)(void *), void *arg);

/* Blocking helpers built on sp_call_blocking (uncontended locks skip it). */
void vm_lock(VMThread *t, ThMutex *m);
int vm_cond_wait(VMThread *t, ThCond *c, ThMutex *m, int64_t deadline);
void vm_yield(VMThread *t);

/* The interpreter's poll slow path (its poll word, t->poll_word, was set). */
void vm_safepoint(VMThread *t);

/* Stops every other registered thread at a safepoint or in a safe region.
 * Returns with the registry locked until sp_resume_world. */
void sp_stop_world(VMThread *self);
void sp_resume_world(VMThread *self);

/* While the world is stopped: calls fn for each registered thread. */
void sp_foreach(void (*fn)(VMThread *t, void *arg), void *arg);

/* Non-zero while a collection holds the world stopped. */
extern _Atomic int sp_world_stopped;

/* How long the last sp_stop_world waited for the other threads (ns,
 * from holding the registry lock to every thread safe): the time to
 * safepoint, which -verbose:gc prints beside the pause.  Written by the
 * thread that stops the world. */
extern int64_t sp_last_stop_ns;

#endif
