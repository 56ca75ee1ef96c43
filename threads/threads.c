/* threads.c: the table of backends, choosing one, plain OS helper
 * threads, the poll words, and the clock helpers every backend shares. */
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "threads.h"
#include "../os/container.h"
#include "../os/os.h"

const ThreadOps *th = &th_native_ops;
volatile int th_poll_flag;

void th_poll_raise(void)
{
    th_poll_flag = 1;
    if (th->poll_raise != NULL) {
        atomic_thread_fence(memory_order_seq_cst);
        th->poll_raise();
    }
}

volatile int *th_poll_word(void)
{
    return th->poll_word != NULL ? th->poll_word() : &th_poll_flag;
}

const ThBackend th_backends[] = {
    { "native", &th_native_ops, "pthreads", "one pthread per Java thread (default)", NULL },
    { "green", &th_green_ops, NULL, "all Java threads on one OS thread", NULL },
    { "mn", &th_mn_ops, NULL, "user-level threads over --carriers=N OS threads", NULL },
};
const int th_backend_count = (int)(sizeof th_backends / sizeof th_backends[0]);

const ThBackend *th_backend_find(const char *name)
{
    for (int i = 0; i < th_backend_count; i++)
        if (strcmp(th_backends[i].name, name) == 0)
            return &th_backends[i];
    return NULL;
}

void th_backend_names(char *buf, size_t size, const char *sep, const char *last_sep)
{
    size_t used = 0;
    if (size == 0)
        return;
    buf[0] = '\0';
    for (int i = 0; i < th_backend_count && used < size; i++) {
        const char *s = i == 0 ? "" : i == th_backend_count - 1 ? last_sep : sep;
        int n = snprintf(buf + used, size - used, "%s%s", s, th_backends[i].name);
        if (n < 0)
            break;
        used += (size_t)n;
    }
}

int th_select(const char *name, const char **why)
{
    *why = NULL;
    const ThBackend *b = th_backend_find(name);
    if (b == NULL) {
        *why = "unknown thread backend";
        return -1;
    }
    if (b->ops->init == NULL) {
        *why = b->unbuilt != NULL ? b->unbuilt : "this thread backend is not built (see README: Status)";
        return -1;
    }
    th = b->ops;
    return 0;
}

/* ---- plain OS helper threads ---- */

struct ThOsThread {
    pthread_t pt;
    void (*fn)(void *);
    void *arg;
    int detached;                   /* set before the thread starts */
};

static void *os_thread_main(void *p)
{
    ThOsThread *t = p;
    void (*fn)(void *) = t->fn;
    void *arg = t->arg;
    if (t->detached)
        free(t);                    /* nobody else holds it */
    fn(arg);
    return NULL;
}

int th_os_spawn(ThOsThread **out, void (*fn)(void *), void *arg, size_t stack_size,
                int joinable)
{
    ThOsThread *t = calloc(1, sizeof *t);
    if (t == NULL)
        return ENOMEM;
    t->fn = fn;
    t->arg = arg;
    t->detached = !joinable;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, stack_size ? stack_size : 256 * 1024);
    if (!joinable)
        pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    /* The new thread inherits this mask: every signal blocked from its
     * first instruction, so none is ever delivered to it. */
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    pthread_t pt;
    int rc = pthread_create(&pt, &attr, os_thread_main, t);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    pthread_attr_destroy(&attr);
    if (rc != 0) {
        free(t);
        return rc;
    }
    if (joinable) {
        t->pt = pt;
        *out = t;
    } else if (out != NULL) {
        *out = NULL;
    }
    return 0;
}

void th_os_join(ThOsThread *t)
{
    if (t == NULL)
        return;
    pthread_join(t->pt, NULL);
    free(t);
}

/* ---- clocks and CPUs ---- */

int64_t th_now(void)
{
    return os_monotonic_ns();
}

int64_t th_wall_ms(void)
{
    return os_realtime_ns() / 1000000;
}

int th_cpu_count(void)
{
    return os_active_cpus();
}
