/* threads.h: the thread layer, one table of operations chosen at start-up.
 *
 * The interpreter and the natives never call pthreads, signals or poll
 * themselves: they call these.  The backends are listed in th_backends
 * (threads.c): native (one pthread per Java thread), green (all Java
 * threads on one OS thread) and mn (user-level threads over carrier OS
 * threads).  main binds one with th_select() and it never changes.
 *
 * Code outside threads/ never asks which backend runs: it asks what the
 * backend is like, by the capabilities of enum ThCap (th_has()).
 *
 * Times are CLOCK_MONOTONIC nanoseconds; a deadline of TH_FOREVER means
 * no time-out. */
#ifndef THREADS_H
#define THREADS_H

#include <stdatomic.h>
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
    int carriers;                   /* mn: carrier OS threads, 0 = CPUs */
    size_t stack_extra;             /* green, mn: bytes each spawned thread's mapping
                                       keeps for the VM beside its C stack (stack_extra) */
} ThConfig;

/* What a backend is like, as far as the VM and io/ care.  Each backend
 * declares its set in ThreadOps.caps. */
enum ThCap {
    /* A blocking system call would hold other Java threads: io/ makes its
     * fds non-blocking and waits for them through th->wait_fd. */
    TH_CAP_NONBLOCKING_IO = 1u << 0,
    /* th->safepoint may switch to another thread's stack, so the VM calls
     * it as a safe region (sp_call_blocking). */
    TH_CAP_SAFEPOINT_SWITCHES = 1u << 1,
    /* At most one Java thread runs at any time: a thread that runs on
     * needs no stop-the-world wait, and a native call holds every thread. */
    TH_CAP_ONE_RUNNING = 1u << 2,
    /* Only the backend's own OS threads (th->on_own_thread) may call the
     * table: an OS thread a native library made reaches the VM through a
     * proxy thread (vm/jni_green.c), and nothing may signal a ThCond from
     * a plain OS thread. */
    TH_CAP_FOREIGN_PROXY = 1u << 3,
    /* The backend raises and clears th_poll_flag itself (preemption): the
     * VM may raise it but never clears it. */
    TH_CAP_OWNS_POLL_FLAG = 1u << 4,
    /* A Java thread may move from one OS thread to another between two
     * calls of the table: OS-thread-local storage (_Thread_local, errno
     * across a switch) is not the Java thread's. */
    TH_CAP_MIGRATES = 1u << 5,
};

typedef struct ThreadOps {
    const char *name;
    unsigned caps;                  /* enum ThCap bits */
    /* Non-zero when the calling OS thread is one this backend runs its
     * threads on (for TH_CAP_FOREIGN_PROXY); NULL: every OS thread is. */
    int (*on_own_thread)(void);
    /* Bracket a call that may block in the kernel or in foreign code
     * without going through wait_fd (a JNI native, a file read, a write to
     * a terminal): a backend that runs many threads per OS thread may hand
     * the caller's other threads to another OS thread meanwhile.  Cheap
     * when the call is short.  May be NULL. */
    void (*blocking_begin)(void);
    void (*blocking_end)(void);
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
    /* Called by the interpreter when the running thread's poll word
     * (th_poll_word) is set. */
    void (*safepoint)(void);
    /* A backend whose threads each poll a word of their own (mn: a
     * preemption request reaches its thread alone, so the threads on the
     * other carriers do not take the slow path until it is served): the
     * calling thread's word, at the same address for the thread's whole
     * life.  NULL: every thread polls th_poll_flag. */
    volatile int *(*poll_word)(void);
    /* With poll_word: raises the word of every thread running now; a
     * thread resumed while th_poll_flag is set finds its word raised too
     * (th_poll_raise). */
    void (*poll_raise)(void);
    /* Called once when the VM exits (prints statistics when asked). */
    void (*shutdown)(void);
    /* Waits until fd is ready for the events in `events` (TH_FD_READ,
     * TH_FD_WRITE) or the deadline passes.  Returns the ready events
     * (> 0; TH_FD_ERROR is added on an error or hang-up), 0 on time-out,
     * or -errno.  May report readiness spuriously: callers retry their
     * non-blocking call and wait again on EAGAIN. */
    int (*wait_fd)(int fd, int events, int64_t deadline);
    /* wait_fd for a caller that keeps a close generation per fd and bumps
     * it before calling fd_closing (io/): returns -EBADF instead of waiting
     * when *closing no longer reads `seen` at the moment the thread is
     * registered as a waiter (read under the lock fd_closing takes), so a
     * close on another OS thread that runs just before the registration
     * cannot be missed.  NULL: wait_fd is enough (one OS thread, or waits
     * that the closer interrupts itself). */
    int (*wait_fd_gen)(int fd, int events, int64_t deadline, const _Atomic uint32_t *closing,
                       uint32_t seen);
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
    /* The running thread's share of its stack mapping that is not C stack
     * (ThConfig.stack_extra bytes or a little more, in *bytes), or NULL
     * (the main thread, a backend whose stacks are not its own).  It starts
     * in the page where the C stack's first frames are, so that a thread
     * using little of both (a thread parked in wait) touches one page for
     * them; its pages are touched only as used.  Lives as long as the
     * thread.  May be NULL. */
    void *(*stack_extra)(size_t *bytes);
    /* Superseded by caps (nothing outside threads/ reads it): non-zero
     * when all threads share one OS thread. */
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
extern const ThreadOps th_mn_ops;

/* For a function that reads OS-thread-local state (TLS, errno) and must be
 * called afresh at every use (TH_CAP_MIGRATES): never inlined, and not
 * analysed by the caller's compiler (gcc's noipa; for clang the memory
 * barrier in the body, TH_OPAQUE_BODY, keeps it from being found pure). */
#if defined(__clang__)
#define TH_OPAQUE __attribute__((noinline))
#else
#define TH_OPAQUE __attribute__((noinline, noipa))
#endif
#define TH_OPAQUE_BODY() __asm__ __volatile__("" ::: "memory")

/* Non-zero when the backend in use has capability `cap` (enum ThCap). */
static inline int th_has(unsigned cap)
{
    return (th->caps & cap) != 0;
}

/* The backends, in the order --help and -version list them; the first is
 * the default.  Option parsing, --help, -version and th_select read this
 * table only. */
typedef struct ThBackend {
    const char *name;
    const ThreadOps *ops;
    const char *version_note;       /* for -version, e.g. "pthreads", or NULL */
    const char *help;               /* one line for --help */
    const char *unbuilt;            /* why a build may lack it (init == NULL), or NULL */
} ThBackend;

extern const ThBackend th_backends[];
extern const int th_backend_count;

/* The backend called `name`, or NULL. */
const ThBackend *th_backend_find(const char *name);

/* Writes "native, green or mn" (the names, for messages) into buf. */
void th_backend_names(char *buf, size_t size, const char *sep, const char *last_sep);

/* Plain OS helper threads (the GC's marking pool, the JNI helpers): not
 * Java threads, never scheduled by the backend.  They start with every
 * signal blocked (so the backends' alarms, SIGIO and SIGQUIT go to the
 * backends' own threads) and may use pthreads freely, but on a backend
 * with TH_CAP_FOREIGN_PROXY must not call the table. */
typedef struct ThOsThread ThOsThread;

/* Starts fn(arg) on a new OS thread with a stack of stack_size bytes (0:
 * 256 KiB).  With joinable, *out gets a handle for th_os_join; without,
 * the thread is detached and out may be NULL.  Returns 0 or an errno. */
int th_os_spawn(ThOsThread **out, void (*fn)(void *), void *arg, size_t stack_size,
                int joinable);
/* Waits for a joinable helper to end and frees its handle. */
void th_os_join(ThOsThread *t);

/* The request to every thread (a stop-the-world or a test hook's stop),
 * and on backends without th->poll_word also a preemption: non-zero when
 * threads must call th->safepoint() at their next poll.  Raised with
 * th_poll_raise, which reaches the per-thread words too. */
extern volatile int th_poll_flag;

/* Raises th_poll_flag and, where threads poll words of their own, every
 * running thread's word. */
void th_poll_raise(void);

/* The word the calling thread's polls read (th->poll_word, or
 * th_poll_flag): `if (*w) th->safepoint();`.  Stable for the thread's
 * life. */
volatile int *th_poll_word(void);

/* Binds the backend named `name` (one of th_backends).  Returns 0, or -1
 * if unknown or not available (message in *why). */
int th_select(const char *name, const char **why);

int64_t th_now(void);               /* CLOCK_MONOTONIC ns */
int64_t th_wall_ms(void);           /* CLOCK_REALTIME ms */
/* CPUs available to the process: the affinity mask, lowered to the
 * cgroup CPU quota rounded up (as HotSpot's active_processor_count); the
 * same on every backend.  Cached (os/container.c). */
int th_cpu_count(void);

#endif
