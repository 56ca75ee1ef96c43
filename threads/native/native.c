/* native.c: the native backend, one pthread per Java thread.
 *
 * Mutexes are the pthread ones (futex-based in glibc: no system call
 * while uncontended); condition variables are bare futexes (ThCond in
 * native_int.h says why).  Condition waits use
 * CLOCK_MONOTONIC deadlines and end only on a signal, a broadcast or the
 * deadline: there is no periodic wake-up anywhere in this backend unless
 * --idle=legacy asks for one (legacy.c: the JDK 1.3 watcher thread and
 * once-a-second alarm that wakes every waiting thread). */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <linux/futex.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include "native_int.h"
#include "../../os/os.h"

struct ThThread {
    pthread_t pt;
    void (*fn)(void *);
    void *arg;
};

struct ThMutex { pthread_mutex_t m; };

static _Thread_local void *tls_specific;
static _Thread_local ThThread *tls_self;
static _Thread_local char *tls_stack_low, *tls_stack_high;
static ThThread main_thread;
static int log_threads;

static int nat_init(const ThConfig *cfg)
{
    main_thread.pt = pthread_self();
    tls_self = &main_thread;
    os_thread_stack(&tls_stack_low, &tls_stack_high);
    log_threads = cfg->log;
    if (cfg->idle == TH_IDLE_LEGACY)
        return legacy_start(cfg);
    return 0;
}

static void *trampoline(void *p)
{
    ThThread *t = p;
    tls_self = t;
    os_thread_stack(&tls_stack_low, &tls_stack_high);
    t->fn(t->arg);
    tls_self = NULL;
    free(t);                        /* detached: nobody joins or reads it after fn */
    return NULL;
}

static ThThread *nat_spawn(void (*fn)(void *), void *arg, size_t stack_size)
{
    ThThread *t = calloc(1, sizeof *t);
    if (t == NULL)
        return NULL;
    t->fn = fn;
    t->arg = arg;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    if (stack_size != 0)
        pthread_attr_setstacksize(&attr, stack_size < 65536 ? 65536 : stack_size);
    pthread_t tid;                  /* not t->pt: t may be freed before this returns */
    int rc = pthread_create(&tid, &attr, trampoline, t);
    pthread_attr_destroy(&attr);
    if (rc != 0) {
        free(t);
        return NULL;
    }
    return t;
}

static ThThread *nat_self(void) { return tls_self; }
static void nat_set_specific(void *p) { tls_specific = p; }
static void *nat_get_specific(void) { return tls_specific; }
static char *nat_stack_low(void) { return tls_stack_low; }
static char *nat_stack_high(void) { return tls_stack_high; }
static void nat_yield(void) { sched_yield(); }

static ThMutex *nat_mutex_new(void)
{
    ThMutex *m = malloc(sizeof *m);
    if (m != NULL)
        pthread_mutex_init(&m->m, NULL);
    return m;
}

static void nat_mutex_lock(ThMutex *m) { pthread_mutex_lock(&m->m); }
static int nat_mutex_trylock(ThMutex *m) { return pthread_mutex_trylock(&m->m) == 0; }
static void nat_mutex_unlock(ThMutex *m) { pthread_mutex_unlock(&m->m); }

static void nat_mutex_free(ThMutex *m)
{
    if (m != NULL) {
        pthread_mutex_destroy(&m->m);
        free(m);
    }
}

static ThCond *nat_cond_new(void)
{
    return calloc(1, sizeof(ThCond));
}

static void nat_cond_free(ThCond *c)
{
    free(c);
}

static long futex(atomic_uint *w, int op, unsigned val, const struct timespec *ts, unsigned bits)
{
    return syscall(SYS_futex, w, op, val, ts, NULL, bits);
}

/* The waiter counts itself and reads seq while it still holds m, so a
 * signaller holding m either finds it counted (and wakes it) or bumped seq
 * first, which the kernel's compare in FUTEX_WAIT then sees. */
static int nat_cond_wait(ThCond *c, ThMutex *m, int64_t deadline)
{
    int registered = atomic_load_explicit(&legacy_active, memory_order_relaxed);
    if (registered)
        legacy_wait_begin(c);
    atomic_fetch_add(&c->waiters, 1);
    unsigned seq = atomic_load(&c->seq);
    pthread_mutex_unlock(&m->m);
    long r;
    if (deadline == TH_FOREVER) {
        r = futex(&c->seq, FUTEX_WAIT_PRIVATE, seq, NULL, 0);
    } else {
        /* FUTEX_WAIT_BITSET takes an absolute CLOCK_MONOTONIC deadline. */
        struct timespec ts = { .tv_sec = deadline / 1000000000,
                               .tv_nsec = deadline % 1000000000 };
        r = futex(&c->seq, FUTEX_WAIT_BITSET_PRIVATE, seq, &ts, FUTEX_BITSET_MATCH_ANY);
    }
    int timed_out = r == -1 && errno == ETIMEDOUT;
    atomic_fetch_sub(&c->waiters, 1);
    pthread_mutex_lock(&m->m);
    if (registered)
        legacy_wait_end(c);
    return timed_out;
}

void native_cond_wake(ThCond *c, int all)
{
    atomic_fetch_add(&c->seq, 1);
    if (atomic_load(&c->waiters) > 0)
        futex(&c->seq, FUTEX_WAKE_PRIVATE, all ? INT_MAX : 1, NULL, 0);
}

static void nat_cond_signal(ThCond *c) { native_cond_wake(c, 0); }
static void nat_cond_broadcast(ThCond *c) { native_cond_wake(c, 1); }
static void nat_safepoint(void) { }

static void nat_shutdown(void)
{
    legacy_stop(log_threads);
}

static int nat_wait_fd(int fd, int events, int64_t deadline)
{
    struct pollfd p = { .fd = fd, .revents = 0,
                        .events = (short)((events & TH_FD_READ ? POLLIN : 0)
                                          | (events & TH_FD_WRITE ? POLLOUT : 0)) };
    for (;;) {
        struct timespec ts, *tsp = NULL;
        if (deadline != TH_FOREVER) {
            int64_t left = deadline - th_now();
            if (left < 0)
                left = 0;
            ts.tv_sec = left / 1000000000;
            ts.tv_nsec = left % 1000000000;
            tsp = &ts;
        }
        int rc = ppoll(&p, 1, tsp, NULL);
        if (rc > 0) {
            int r = (p.revents & POLLIN ? TH_FD_READ : 0) | (p.revents & POLLOUT ? TH_FD_WRITE : 0);
            if (p.revents & (POLLERR | POLLHUP | POLLNVAL))
                r |= TH_FD_ERROR | (events & (TH_FD_READ | TH_FD_WRITE));
            return r;
        }
        if (rc == 0 && deadline != TH_FOREVER && th_now() >= deadline)
            return 0;
        if (rc < 0 && errno != EINTR)
            return -errno;
    }
}

/* SIGQUIT: the handler writes a byte to quit_pipe; quit_main, a thread of
 * its own (like HotSpot's "Signal Dispatcher"), blocks in read(2) on the
 * other end and calls quit_fn once per byte.  Idle, it makes no call. */
static int quit_pipe[2] = { -1, -1 };
static void (*quit_fn)(void);

static void on_quit_signal(int sig)
{
    (void)sig;
    int saved = errno;
    char c = 'Q';
    ssize_t w = write(quit_pipe[1], &c, 1);     /* full pipe: dumps are pending anyway */
    (void)w;
    errno = saved;
}

static void *quit_main(void *arg)
{
    (void)arg;
    for (;;) {
        char c;
        ssize_t r = read(quit_pipe[0], &c, 1);
        if (r == 1)
            quit_fn();
        else if (r < 0 && errno != EINTR)
            return NULL;
    }
}

static int nat_on_quit(void (*fn)(void))
{
    if (pipe2(quit_pipe, O_CLOEXEC) < 0) {
        fprintf(stderr, "jvm: SIGQUIT: cannot make a pipe: %s\n", strerror(errno));
        return -1;
    }
    fcntl(quit_pipe[1], F_SETFL, O_NONBLOCK);
    quit_fn = fn;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attr, 256 * 1024);
    pthread_t pt;
    int rc = pthread_create(&pt, &attr, quit_main, NULL);
    pthread_attr_destroy(&attr);
    if (rc != 0) {
        fprintf(stderr, "jvm: SIGQUIT: cannot start its thread: %s\n", strerror(rc));
        close(quit_pipe[0]);
        close(quit_pipe[1]);
        quit_pipe[0] = quit_pipe[1] = -1;
        return -1;
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_quit_signal;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGQUIT, &sa, NULL);
    return 0;
}

const ThreadOps th_native_ops = {
    .name = "native",
    .caps = 0,
    .on_own_thread = NULL,
    .init = nat_init,
    .spawn = nat_spawn,
    .self = nat_self,
    .set_specific = nat_set_specific,
    .get_specific = nat_get_specific,
    .stack_low = nat_stack_low,
    .stack_high = nat_stack_high,
    .yield = nat_yield,
    .mutex_new = nat_mutex_new,
    .mutex_lock = nat_mutex_lock,
    .mutex_trylock = nat_mutex_trylock,
    .mutex_unlock = nat_mutex_unlock,
    .mutex_free = nat_mutex_free,
    .cond_new = nat_cond_new,
    .cond_free = nat_cond_free,
    .cond_wait = nat_cond_wait,
    .cond_signal = nat_cond_signal,
    .cond_broadcast = nat_cond_broadcast,
    .safepoint = nat_safepoint,
    .shutdown = nat_shutdown,
    .wait_fd = nat_wait_fd,
    .fd_closing = NULL,
    .on_quit = nat_on_quit,
    .one_os_thread = 0,
};
