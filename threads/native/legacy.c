/* legacy.c: --idle=legacy for the native backend, the JDK 1.3 HotSpot
 * pattern of seed 001: a "watcher" thread looping in poll(NULL, 0, 10)
 * forever, and a SIGALRM every second that wakes every waiting thread,
 * which finds nothing to do and waits again.
 *
 * A signal handler may not call pthread_cond_broadcast (it is not
 * async-signal-safe: the interrupted thread may be inside the same
 * condvar), so the alarm is steered to the watcher: legacy_start blocks
 * SIGALRM in the calling thread, which every later thread inherits, and
 * the watcher alone unblocks it.  The alarm then interrupts the watcher's
 * poll, the handler sets a flag, and the watcher broadcasts every ThCond
 * that has a waiter, from the registry that cond_wait keeps while legacy
 * mode runs.  Each woken thread returns 0 from cond_wait (a spurious
 * wake), re-checks its condition and waits again: per waiting thread, one
 * futex wake and one futex wait a second, as the old LWPs' interrupted
 * lwp_sema_wait. */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include "native_int.h"

#define WATCHER_POLL_MS 10
#define ALARM_PERIOD_S 1

atomic_int legacy_active;

static pthread_t watcher;
static atomic_int watcher_stop;
static volatile sig_atomic_t alarm_pending;
static volatile sig_atomic_t alarms;
static pthread_mutex_t registry_lock = PTHREAD_MUTEX_INITIALIZER;
static struct ThCond *registry;     /* conds with at least one waiter */
static unsigned long watcher_polls; /* written by the watcher only */
static unsigned long wakeups;       /* under registry_lock */
static int64_t start_ns;

static void on_alarm(int sig)
{
    (void)sig;
    alarms++;
    alarm_pending = 1;
}

static void wake_all_waiters(void)
{
    pthread_mutex_lock(&registry_lock);
    for (struct ThCond *c = registry; c != NULL; c = c->legacy_next) {
        native_cond_wake(c, 1);
        wakeups += (unsigned long)c->legacy_waiters;
    }
    pthread_mutex_unlock(&registry_lock);
}

static void *watcher_main(void *arg)
{
    (void)arg;
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGALRM);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
    while (!atomic_load_explicit(&watcher_stop, memory_order_relaxed)) {
        poll(NULL, 0, WATCHER_POLL_MS);
        watcher_polls++;
        if (alarm_pending) {
            alarm_pending = 0;
            wake_all_waiters();
        }
    }
    return NULL;
}

static void alarm_set(int on)
{
    struct itimerval it;
    memset(&it, 0, sizeof it);
    if (on) {
        it.it_interval.tv_sec = ALARM_PERIOD_S;
        it.it_value.tv_sec = ALARM_PERIOD_S;
    }
    setitimer(ITIMER_REAL, &it, NULL);
}

int legacy_start(const ThConfig *cfg)
{
    (void)cfg;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGALRM, &sa, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGALRM);
    pthread_sigmask(SIG_BLOCK, &set, NULL);

    atomic_store(&watcher_stop, 0);
    alarm_pending = 0;
    alarms = 0;
    watcher_polls = 0;
    wakeups = 0;
    int rc = pthread_create(&watcher, NULL, watcher_main, NULL);
    if (rc != 0) {
        fprintf(stderr, "jvm: --idle=legacy: cannot start the watcher thread: %s\n", strerror(rc));
        pthread_sigmask(SIG_UNBLOCK, &set, NULL);
        return -1;
    }
    atomic_store(&legacy_active, 1);
    alarm_set(1);
    start_ns = th_now();
    return 0;
}

void legacy_stop(int log)
{
    if (!atomic_load(&legacy_active))
        return;
    alarm_set(0);
    atomic_store(&legacy_active, 0);
    atomic_store(&watcher_stop, 1);
    pthread_join(watcher, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGALRM);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);   /* the handler stays installed */
    if (log) {
        double s = (double)(th_now() - start_ns) / 1e9;
        if (s <= 0)
            s = 1e-9;
        pthread_mutex_lock(&registry_lock);
        unsigned long w = wakeups;
        pthread_mutex_unlock(&registry_lock);
        fprintf(stderr, "[threads: native, legacy, %.3f s: %lu watcher polls (%.0f/s), "
                        "%d alarms (%.1f/s), %lu waiter wake-ups (%.1f/s)]\n",
                s, watcher_polls, (double)watcher_polls / s, (int)alarms,
                (double)alarms / s, w, (double)w / s);
    }
}

void legacy_wait_begin(struct ThCond *c)
{
    pthread_mutex_lock(&registry_lock);
    if (c->legacy_waiters++ == 0) {
        c->legacy_prev = NULL;
        c->legacy_next = registry;
        if (registry != NULL)
            registry->legacy_prev = c;
        registry = c;
    }
    pthread_mutex_unlock(&registry_lock);
}

void legacy_wait_end(struct ThCond *c)
{
    pthread_mutex_lock(&registry_lock);
    if (--c->legacy_waiters == 0) {
        if (c->legacy_prev != NULL)
            c->legacy_prev->legacy_next = c->legacy_next;
        else
            registry = c->legacy_next;
        if (c->legacy_next != NULL)
            c->legacy_next->legacy_prev = c->legacy_prev;
        c->legacy_prev = c->legacy_next = NULL;
    }
    pthread_mutex_unlock(&registry_lock);
}
