/* native_int.h: what native.c and legacy.c (the --idle=legacy watcher and
 * alarm) share.  Not for the VM: it sees only threads.h. */
#ifndef NATIVE_INT_H
#define NATIVE_INT_H

#include <pthread.h>
#include <stdatomic.h>
#include "../threads.h"

#define NATIVE_HIDDEN __attribute__((visibility("hidden")))

/* A condition variable on a bare futex word rather than pthread_cond_t:
 * glibc's condvar relocks the mutex as "contended" after every wait, so
 * the next unlock costs a FUTEX_WAKE even when no one else wants it (two
 * system calls per Thread.sleep wake-up instead of one). */
struct ThCond {
    atomic_uint seq;                /* futex word: bumped by each signal/broadcast */
    atomic_int waiters;             /* threads between registering and leaving a wait */
    int legacy_waiters;             /* threads in cond_wait (legacy registry) */
    struct ThCond *legacy_prev, *legacy_next;
};

/* Non-zero while --idle=legacy runs (the watcher and the alarm). */
extern atomic_int legacy_active NATIVE_HIDDEN;

/* Starts the watcher thread (poll(NULL, 0, 10) forever) and the 1 s
 * SIGALRM.  Returns 0, or -1 with a message printed. */
int legacy_start(const ThConfig *cfg) NATIVE_HIDDEN;
/* Stops both and prints their counters when log is set. */
void legacy_stop(int log) NATIVE_HIDDEN;
/* Registers a wait on c before the caller blocks in it, and unregisters
 * it after, so that the alarm can wake every waiting thread. */
void legacy_wait_begin(struct ThCond *c) NATIVE_HIDDEN;
void legacy_wait_end(struct ThCond *c) NATIVE_HIDDEN;
/* Wakes one thread waiting on c, or all of them (cond_signal/broadcast). */
void native_cond_wake(struct ThCond *c, int all) NATIVE_HIDDEN;

#endif
