/* netpoll.c: the mn backend's shared netpoller, one epoll set for every
 * carrier.
 *
 * A thread that wants an fd is put on that fd's queue (FdRec.waiters)
 * under fd_lock and parks; whichever carrier polls (the one idle carrier
 * that blocks in epoll_wait, or the sysmon thread with a zero time-out
 * while every carrier is busy) wakes, under fd_lock, each waiter whose
 * events came, with them in t->fd_ready.  An error or hang-up wakes every
 * waiter of the fd.  As in green's iomgr, registrations are level-
 * triggered and kept when the waiters leave (a thread woken for input
 * usually reads and waits again); only events that no waiter wanted make
 * the registration shrink, so an unwanted ready fd costs one extra report,
 * never a busy loop.  The eventfd `kick_fd` is always registered: writing
 * it ends a blocked epoll_wait (new work, or an earlier timer).
 *
 * A close on another carrier: io/ bumps the fd's close generation before
 * netpoll_fd_closing, and netpoll_add re-reads it under fd_lock, so a
 * thread registering just after the closer's wake-up gives up instead of
 * waiting on a closed fd (the closer's wake-up and the registration are
 * ordered by fd_lock).
 *
 * Invariant: a thread is on an fd queue only between netpoll_add and
 * its netpoll_remove after it resumes, and is claimed (mn_claim) under
 * fd_lock, so the generation it is claimed in is the one it waits in. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <unistd.h>
#include "mn_int.h"

typedef struct FdRec {
    MnQueue waiters;
    uint32_t armed;                 /* events registered, 0 = none */
} FdRec;

static pthread_mutex_t fd_lock = PTHREAD_MUTEX_INITIALIZER;
static int epfd = -1;
static int kick_fd = -1;
static FdRec *fds;                  /* by fd number, under fd_lock */
static int fds_cap;
static _Atomic int nwaiters;
static _Atomic int kick_pending;

#define EVENTS_MAX 128

int netpoll_init(void)
{
    epfd = epoll_create1(EPOLL_CLOEXEC);
    if (epfd < 0)
        return -errno;
    kick_fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    if (kick_fd < 0)
        return -errno;
    struct epoll_event ev;
    memset(&ev, 0, sizeof ev);
    ev.events = EPOLLIN;
    ev.data.fd = kick_fd;
    if (epoll_ctl(epfd, EPOLL_CTL_ADD, kick_fd, &ev) < 0)
        return -errno;
    return 0;
}

int netpoll_waiters(void)
{
    return atomic_load_explicit(&nwaiters, memory_order_relaxed);
}

void netpoll_kick(void)
{
    if (atomic_exchange(&kick_pending, 1))
        return;                     /* one write is enough until drained */
    uint64_t one = 1;
    ssize_t w = write(kick_fd, &one, sizeof one);
    (void)w;
}

static FdRec *fd_rec(int fd)
{
    if (fd < fds_cap)
        return &fds[fd];
    int cap = fds_cap ? fds_cap : 64;
    while (cap <= fd)
        cap *= 2;
    FdRec *n = realloc(fds, (size_t)cap * sizeof *n);
    if (n == NULL)
        return NULL;
    memset(&n[fds_cap], 0, (size_t)(cap - fds_cap) * sizeof *n);
    /* queues point at their FdRec only through t->fd: nothing to fix */
    fds = n;
    fds_cap = cap;
    return &fds[fd];
}

static uint32_t to_epoll(int ev)
{
    return (ev & TH_FD_READ ? (uint32_t)EPOLLIN : 0) | (ev & TH_FD_WRITE ? (uint32_t)EPOLLOUT : 0);
}

static int wanted(const FdRec *r)
{
    int w = 0;
    for (ThThread *t = r->waiters.head; t != NULL; t = t->next)
        w |= t->fd_events;
    return w;
}

/* Makes the kernel's registration of fd exactly `events` (fd_lock held). */
static int epoll_arm(int fd, FdRec *r, uint32_t events)
{
    struct epoll_event ev;
    memset(&ev, 0, sizeof ev);
    ev.events = events;
    ev.data.fd = fd;
    int op = events == 0 ? EPOLL_CTL_DEL : r->armed ? EPOLL_CTL_MOD : EPOLL_CTL_ADD;
    int rc = epoll_ctl(epfd, op, fd, &ev);
    if (rc < 0 && errno == ENOENT && op == EPOLL_CTL_MOD)
        rc = epoll_ctl(epfd, EPOLL_CTL_ADD, fd, &ev);   /* closed behind our back */
    else if (rc < 0 && errno == EEXIST && op == EPOLL_CTL_ADD)
        rc = epoll_ctl(epfd, EPOLL_CTL_MOD, fd, &ev);
    else if (rc < 0 && errno == ENOENT && op == EPOLL_CTL_DEL)
        rc = 0;
    if (rc < 0)
        return -errno;
    r->armed = events;
    return 0;
}

int netpoll_add(ThThread *t, int fd, int events, const _Atomic uint32_t *closing, uint32_t seen)
{
    if (fd < 0 || fd == kick_fd)
        return -EBADF;
    events &= TH_FD_READ | TH_FD_WRITE;
    pthread_mutex_lock(&fd_lock);
    /* The closer bumps *closing, then takes fd_lock (netpoll_fd_closing):
     * read under the lock, the bump is seen here unless the closer's
     * wake-up comes after this registration, and finds it. */
    if (closing != NULL && atomic_load(closing) != seen) {
        pthread_mutex_unlock(&fd_lock);
        return -EBADF;
    }
    FdRec *r = fd_rec(fd);
    if (r == NULL) {
        pthread_mutex_unlock(&fd_lock);
        return -ENOMEM;
    }
    uint32_t need = to_epoll(events);
    if ((need & ~r->armed) != 0) {
        int rc = epoll_arm(fd, r, r->armed | need);
        if (rc < 0) {
            pthread_mutex_unlock(&fd_lock);
            return rc == -EPERM ? 1 : rc;   /* EPERM: a regular file, always ready */
        }
    }
    t->fd = fd;
    t->fd_events = events;
    t->fd_ready = 0;
    mn_queue_push(&r->waiters, t);
    atomic_fetch_add(&nwaiters, 1);
    pthread_mutex_unlock(&fd_lock);
    return 0;
}

void netpoll_remove(ThThread *t)
{
    pthread_mutex_lock(&fd_lock);
    if (t->queue != NULL && t->fd >= 0 && t->fd < fds_cap && t->queue == &fds[t->fd].waiters) {
        mn_queue_remove(t->queue, t);
        atomic_fetch_sub(&nwaiters, 1);
    }
    pthread_mutex_unlock(&fd_lock);
}

/* Wakes the waiters of fd that wanted some of `ready` (fd_lock held). */
static int wake_ready(FdRec *r, int ready)
{
    int woken = 0;
    ThThread *next;
    for (ThThread *t = r->waiters.head; t != NULL; t = next) {
        next = t->next;
        int got = ready & (t->fd_events | TH_FD_ERROR);
        if (got == 0)
            continue;
        mn_queue_remove(&r->waiters, t);
        atomic_fetch_sub(&nwaiters, 1);
        t->fd_ready = got;
        if (mn_claim(t, atomic_load(&t->wait_word) >> 2)) {
            mn_ready(t);
            woken++;
        }
    }
    return woken;
}

int netpoll_poll(int64_t timeout_ns)
{
    struct epoll_event evs[EVENTS_MAX];
    struct timespec ts, *tsp = NULL;
    if (timeout_ns >= 0) {
        ts.tv_sec = timeout_ns / 1000000000;
        ts.tv_nsec = timeout_ns % 1000000000;
        tsp = &ts;
    }
    atomic_fetch_add_explicit(&mn_stats.netpolls, 1, memory_order_relaxed);
    int n = epoll_pwait2(epfd, evs, EVENTS_MAX, tsp, NULL);
    if (n < 0)
        return -1;
    int woken = 0;
    pthread_mutex_lock(&fd_lock);
    for (int i = 0; i < n; i++) {
        int fd = evs[i].data.fd;
        if (fd == kick_fd) {
            /* Drain, then allow the next kick: cleared first, a kick
             * in between would be drained here and leave kick_pending
             * set with nothing to read, and every later kick would be
             * skipped while the netpoller sleeps. */
            uint64_t v;
            ssize_t rd = read(kick_fd, &v, sizeof v);
            (void)rd;
            atomic_store(&kick_pending, 0);
            continue;
        }
        if (fd < 0 || fd >= fds_cap)
            continue;
        FdRec *r = &fds[fd];
        unsigned e = evs[i].events;
        int ready = (e & EPOLLIN ? TH_FD_READ : 0) | (e & EPOLLOUT ? TH_FD_WRITE : 0);
        if (e & (EPOLLERR | EPOLLHUP))
            ready |= TH_FD_ERROR | TH_FD_READ | TH_FD_WRITE;
        int want = wanted(r);
        woken += wake_ready(r, ready);
        /* Stop reports nobody waited for; keep what was wanted. */
        uint32_t keep = r->armed & to_epoll(want);
        int stray = want == 0 || (e & (EPOLLIN | EPOLLOUT) & ~to_epoll(want)) != 0;
        if (stray && keep != r->armed)
            epoll_arm(fd, r, keep);
    }
    pthread_mutex_unlock(&fd_lock);
    return woken;
}

void netpoll_fd_closing(int fd)
{
    pthread_mutex_lock(&fd_lock);
    if (fd >= 0 && fd < fds_cap) {
        FdRec *r = &fds[fd];
        if (r->armed)
            epoll_arm(fd, r, 0);
        wake_ready(r, TH_FD_ERROR | TH_FD_READ | TH_FD_WRITE);
    }
    pthread_mutex_unlock(&fd_lock);
}
