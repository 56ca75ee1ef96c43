/* thread.h: the VM's side of a Java thread (the backend's side is ThThread).
 *
 * A VMThread owns a contiguous Java stack of Values.  Each activation is a
 * Frame placed on that stack between the callee's locals and its operand
 * stack: the caller's pushed arguments become the callee's first locals in
 * place, without a copy.  The Java stack is ordinary memory, scanned
 * conservatively by the GC together with the C stack. */
#ifndef VM_THREAD_H
#define VM_THREAD_H

#include <stdatomic.h>
#include <stdint.h>
#include "object.h"

typedef struct Method Method;
typedef struct ThThread ThThread;
typedef struct ThMutex ThMutex;
typedef struct ThCond ThCond;

typedef struct Frame {
    Method *method;
    const uint8_t *pc;              /* the current instruction, saved before calls/throws */
    Value *locals;
    Value *sp;                      /* operand stack pointer while a callee runs */
    struct Frame *prev;
    uint32_t flags;                 /* FRAME_ENTRY: return leaves the interpreter loop */
    uint32_t pad_;
    Object *sync;                   /* monitor held by a synchronized method, or NULL */
} Frame;

enum { FRAME_ENTRY = 1, FRAME_NATIVE = 2 };

#define FRAME_SLOTS ((int)((sizeof(Frame) + sizeof(Value) - 1) / sizeof(Value)))

enum ThreadState {
    TS_NEW, TS_RUNNABLE, TS_BLOCKED, TS_WAITING, TS_TIMED_WAITING, TS_TERMINATED
};

/* A monitor taken by a monitorenter, and the frame that took it (thread
 * dumps print it as "- locked" under that frame; monitor.h). */
typedef struct LockRecord {
    const Frame *frame;
    Object *obj;
} LockRecord;

typedef struct VMThread {
    Object *jthread;                /* the java.lang.Thread */
    Object *exception;              /* pending exception, or NULL */
    Frame *frame;                   /* innermost frame */
    Value *stack_base;              /* Java stack [stack_base, stack_end) */
    Value *stack_end;
    Value *stack_limit;             /* stack_end minus the reserve for StackOverflowError */
    Value *stack_top;               /* first free slot for a C-entered frame */
    int stack_borrowed;             /* the Java stack is the backend's (th->stack_extra) */
    char *c_stack_limit;            /* lowest safe C stack address */
    ThThread *th;
    int64_t id;
    _Atomic int interrupted;
    _Atomic int state;              /* enum ThreadState, for getState */
    int daemon;
    int in_soe;                     /* building a StackOverflowError */
    int exc_depth;                  /* nested exc_new calls (excep.c) */
    /* Blocking: each thread waits on its own condition, with the mutex of
     * whatever it waits for (a monitor's, or park_lock for sleep/park). */
    ThCond *cond;
    ThMutex *park_lock;
    Monitor *_Atomic wait_mon;      /* monitor this thread waits in, or NULL */
    Object *_Atomic lock_obj;       /* the object it waits in or to lock (thread dumps) */
    int notified;                   /* set by notify while in a wait queue */
    int park_permit;
    struct VMThread *wait_next;     /* link in a monitor's wait queue */
    LockRecord *lock_recs;          /* monitorenter records, innermost last */
    int lock_rec_n, lock_rec_cap;
    struct VMThread *all_next, *all_prev;
    uint64_t rng;                   /* identity hash generator */
    /* The safepoint protocol (safepoint.c). */
    _Atomic int gc_safe;            /* 1 while in a safe region (or not started) */
    char *gc_sp;                    /* C stack in use while safe: [gc_sp, c_stack_hi) */
    char *c_stack_hi;
    void *gc_tlab;                  /* the allocator's per-thread cache */
    struct VMThread *sp_next, *sp_prev;
} VMThread;

/* The thread running now (set by the backend on every switch). */
VMThread *vm_current(void);

#endif

/* Thread lifecycle (natives/thread.c). */

/* Allocates a VMThread with its blocking primitives; NULL on failure. */
VMThread *vm_thread_alloc(void);

/* Makes the calling OS thread the VM's main thread: creates its Java stack
 * and its java.lang.Thread (named "main").  Returns 0, or -1. */
int vm_thread_attach_main(VMThread *t, size_t java_stack_bytes);

/* Waits until every non-daemon thread other than the caller has ended. */
void vm_threads_wait_non_daemon(VMThread *self);

/* Ends the process with status (System.exit, Runtime.halt, end of main). */
void vm_exit(int status) __attribute__((noreturn));
