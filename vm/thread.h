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
    /* What its safepoint polls read: th_poll_word() once it runs on th,
     * th_poll_flag before (vm_thread_bind). */
    volatile int *poll_word;
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

/* ---- the life cycle (thread.c) ---- */

/* Offsets of java.lang.Thread's fields the VM reads and writes (set once
 * the core classes are loaded, by vm_thread_make_main_object). */
typedef struct VmThreadFields {
    uint32_t eetop, daemon, name, priority, status, tid, blocker, intoff;
} VmThreadFields;
extern VmThreadFields vm_thread_fields;

/* Allocates a VMThread with its blocking primitives (reusing an ended
 * thread's); NULL on failure. */
VMThread *vm_thread_alloc(void);

/* Binds t to the calling backend thread: t->th and its poll word. */
void vm_thread_bind(VMThread *t);

/* Makes the calling OS thread the VM's main thread: creates its Java stack.
 * Returns 0, or -1. */
int vm_thread_attach_main(VMThread *t, size_t java_stack_bytes);

/* Creates the main thread's java.lang.Thread (named "main") without running
 * a constructor.  Returns 0, or -1 with an exception pending. */
int vm_thread_make_main_object(VMThread *t);

/* Thread.start(): a new backend thread runs jt.run().  Returns 0, or -1
 * with IllegalThreadStateException or OutOfMemoryError pending on t. */
int vm_thread_start(VMThread *t, Object *jt);

/* The VMThread running the java.lang.Thread jt, or NULL (not started, or
 * ended); and Thread.eetop's store. */
VMThread *vm_thread_of(Object *jt);
void vm_thread_set_eetop(Object *jt, VMThread *t);

/* Thread.interruptedOff: the interrupt status while no VMThread runs jt
 * (before start, after the end), as JDK 17 keeps it in the Thread object.
 * The getter clears it when clear is set. */
void vm_thread_set_interrupted_off(Object *jt, int v);
int vm_thread_interrupted_off(Object *jt, int clear);

/* Thread.getState's number for jt (enum ThreadState). */
int vm_thread_state_of(Object *jt);

/* The end of t as the Java thread jt: under jt's monitor, TERMINATED, no
 * longer alive, joiners woken. */
void vm_thread_end_java(VMThread *t, Object *jt);

/* Waits until every non-daemon thread other than the caller has ended. */
void vm_threads_wait_non_daemon(VMThread *self);

/* Ends the process with status (System.exit, Runtime.halt, end of main;
 * vm.c). */
void vm_exit(int status) __attribute__((noreturn));

#endif
