/* threads.h: the thread layer, one table of operations chosen at start-up.
 *
 * The interpreter and the natives never call pthreads, signals or poll
 * themselves: they call these.  Two backends implement the table: native
 * (one pthread per Java thread) and green (all Java threads on one OS
 * thread).  main binds one with th_select() and it never changes.
 *
 * Times are CLOCK_MONOTONIC nanoseconds; a deadline of TH_FOREVER means
 * no time-out. */
#ifndef THREADS_H
#define THREADS_H

#include <stddef.h>
#include <stdint.h>

typedef struct ThThread ThThread;
typedef struct ThMutex ThMutex;
typedef struct ThCond ThCond;

#define TH_FOREVER INT64_MAX

enum ThIdle { TH_IDLE_TICKLESS, TH_IDLE_LEGACY };

typedef struct ThConfig {
    int idle;                       /* enum ThIdle */
    size_t stack_size;              /* default C stack for new threads (-Xss) */
    long min_alarm_us;              /* JDK_MIN_ALARM_INTERVAL, 0 = backend default */
    int log;                        /* -Xlog:threads */
} ThConfig;

typedef struct ThreadOps {
    const char *name;
    /* Starts the backend and adopts the calling OS thread as the first
     * thread.  Returns 0, or -1 with a message printed. */
    int (*init)(const ThConfig *cfg);
    /* Starts fn(arg) on a new thread.  Returns NULL on failure. */
    ThThread *(*spawn)(void (*fn)(void *), void *arg, size_t stack_size);
    /* The calling thread's handle. */
    ThThread *(*self)(void);
    /* Per-thread value for the VM (its VMThread). */
    void (*set_specific)(void *p);
    void *(*get_specific)(void);
    /* Lowest usable address of the calling thread's C stack. */
    char *(*stack_low)(void);
    /* One past the highest address of the calling thread's C stack. */
    char *(*stack_high)(void);
    /* For a thread that is switched out (green) or NULL: where its saved
     * context is, so a collector can scan it: *sp = lowest stack address
     * in use, *regs and *regs_len: a saved register area outside the stack
     * (may be NULL/0).  Returns 0, or -1 if unknown (native threads). */
    int (*saved_context)(ThThread *t, char **sp, void **regs, size_t *regs_len);
    void (*yield)(void);
    ThMutex *(*mutex_new)(void);
    void (*mutex_lock)(ThMutex *m);
    void (*mutex_unlock)(ThMutex *m);
    /* Takes m if it is free: 1, else 0 (never blocks). */
    int (*mutex_trylock)(ThMutex *m);
    /* Frees a mutex nobody holds or waits for (NULL: nothing). */
    void (*mutex_free)(ThMutex *m);
    ThCond *(*cond_new)(void);
    /* Frees a condition nobody waits on (NULL: nothing). */
    void (*cond_free)(ThCond *c);
    /* Waits until signalled or the deadline passes: 0, or 1 on time-out.
     * May wake spuriously; callers re-check their condition. */
    int (*cond_wait)(ThCond *c, ThMutex *m, int64_t deadline);
    void (*cond_signal)(ThCond *c);
    void (*cond_broadcast)(ThCond *c);
    /* Called by the interpreter when th_poll_flag is set. */
    void (*safepoint)(void);
    /* Called once when the VM exits (prints statistics when asked). */
    void (*shutdown)(void);
    /* Waits until fd is ready for the events in `events` (TH_FD_READ,
     * TH_FD_WRITE) or the deadline passes.  Returns the ready events
     * (> 0; TH_FD_ERROR is added on an error or hang-up), 0 on time-out,
     * or -errno.  May report readiness spuriously: callers retry their
     * non-blocking call and wait again on EAGAIN. */
    int (*wait_fd)(int fd, int events, int64_t deadline);
    /* Tells the backend that fd is about to be closed: threads waiting on
     * it wake with TH_FD_ERROR and the backend forgets it.  May be NULL. */
    void (*fd_closing)(int fd);
    /* Makes every SIGQUIT (kill -3) run fn() soon after, in thread context
     * and never in the signal handler, which only sets a flag and writes a
     * byte to a pipe.  native: fn runs on a thread of its own that waits
     * in read(2) on that pipe; green: on a green thread started for it and
     * run before the others, when the running thread reaches a safepoint
     * poll or, when none runs, as soon as the idle wait returns (the pipe
     * is among the fds it waits on: nothing is added to an idle process).
     * fn runs with no VM thread of its own (get_specific gives NULL until
     * it sets one).  Returns 0, or -1 with a message printed. */
    int (*on_quit)(void (*fn)(void));
    /* Non-zero when all threads share one OS thread, so that io.c must
     * make its blocking calls non-blocking and wait through wait_fd. */
    int one_os_thread;
} ThreadOps;

/* Events for wait_fd. */
#define TH_FD_READ 1
#define TH_FD_WRITE 2
#define TH_FD_ERROR 4

/* The backend in use. */
extern const ThreadOps *th;
extern const ThreadOps th_native_ops;
extern const ThreadOps th_green_ops;

/* Non-zero when the running thread must call th->safepoint() at its next
 * poll (a preemption or a stop-the-world request). */
extern volatile int th_poll_flag;

/* Binds the backend named `name` ("native" or "green").  Returns 0, or -1
 * if unknown or not available (message in *why). */
int th_select(const char *name, const char **why);

int64_t th_now(void);               /* CLOCK_MONOTONIC ns */
int64_t th_wall_ms(void);           /* CLOCK_REALTIME ms */
int th_cpu_count(void);

#endif
