/* iomgr.c: the green threads' fd waits, over poll (legacy, the reference)
 * or epoll (the tickless default).
 *
 * A thread that wants an fd is parked on that fd's queue (FdRec.waiters);
 * the scheduler calls iomgr_poll when it idles or at an alarm, and every
 * waiter whose events came is woken with them in t->fd_ready.  An error
 * or hang-up wakes every waiter of the fd.
 *
 * The poll engine builds its pollfd array from the fds that have waiters,
 * each time: nothing is registered with the kernel.
 *
 * The epoll engine registers an fd (level-triggered) when a waiter wants
 * events the registration lacks, and keeps the registration when the
 * waiters leave: a thread woken for input usually reads and waits again,
 * and would otherwise pay two epoll_ctl calls a message.  Only when the
 * kernel reports events that no waiter wanted does the registration shrink
 * to what is still wanted (EPOLL_CTL_DEL when nothing is), so an unwanted
 * ready fd costs one extra report, never a busy loop.  Closing an fd
 * through io_close (th->fd_closing) drops its registration first; an fd
 * closed behind our back is repaired when its number is next waited on
 * (ENOENT from MOD becomes ADD, EEXIST from ADD becomes MOD).
 *
 * SIGIO (tickless, iomgr_set_sigio): iomgr_async_waited makes the fds
 * waited on now signal the green OS thread when they become ready, which
 * costs three fcntl calls once per fd and then one signal delivery per
 * readiness edge; the scheduler asks for it when a thread has run a whole
 * time slice while others waited for fds.  Not for fds 0-2: their open
 * file descriptions are usually shared with the parent (a terminal), which
 * would keep O_ASYNC and our owner after we exit. */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "green_int.h"

typedef struct FdRec {
    GreenQueue waiters;
    uint32_t armed;                 /* epoll: events registered, 0 = none */
    int active_idx;                 /* index in active[], or -1 */
    uint8_t async;                  /* SIGIO: 0 not set yet, 1 set, 2 cannot be */
} FdRec;

static int engine;
static int epfd = -1;
static FdRec *fds;
static int fds_cap;
static int *active;                 /* fds that have waiters */
static int active_n, active_cap;
static int nwaiters;
static struct pollfd *pfds;
static int pfds_cap;
static int wake_fd = -1;            /* iomgr_set_wake_fd: always waited on */
static int sigio;                   /* iomgr_set_sigio */
static pid_t sigio_tid;

#define EVENTS_MAX 256

int iomgr_init(int e)
{
    engine = e;
    nwaiters = 0;
    active_n = 0;
    if (engine == GREEN_IO_EPOLL) {
        epfd = epoll_create1(EPOLL_CLOEXEC);
        if (epfd < 0)
            return -errno;
    }
    return 0;
}

void iomgr_shutdown(void)
{
    if (epfd >= 0)
        close(epfd);
    epfd = -1;
    free(fds);
    free(active);
    free(pfds);
    fds = NULL;
    active = NULL;
    pfds = NULL;
    fds_cap = active_cap = pfds_cap = 0;
    active_n = nwaiters = 0;
}

int iomgr_set_wake_fd(int fd)
{
    if (engine == GREEN_IO_EPOLL) {
        struct epoll_event ev;
        memset(&ev, 0, sizeof ev);
        ev.events = EPOLLIN;
        ev.data.fd = fd;
        if (epoll_ctl(epfd, EPOLL_CTL_ADD, fd, &ev) < 0)
            return -errno;
    }
    wake_fd = fd;
    return 0;
}

static void drain_wake_fd(void)
{
    char buf[64];
    while (read(wake_fd, buf, sizeof buf) > 0)
        ;
}

const char *iomgr_engine_name(void)
{
    return engine == GREEN_IO_EPOLL ? "epoll" : "poll";
}

int iomgr_waiters(void)
{
    return nwaiters;
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
    for (int i = fds_cap; i < cap; i++) {
        memset(&n[i], 0, sizeof n[i]);
        n[i].active_idx = -1;
    }
    fds = n;
    fds_cap = cap;
    return &fds[fd];
}

static int wanted(const FdRec *r)
{
    int w = 0;
    for (ThThread *t = r->waiters.head; t != NULL; t = t->next)
        w |= t->fd_events;
    return w;
}

static uint32_t to_epoll(int ev)
{
    return (ev & TH_FD_READ ? (uint32_t)EPOLLIN : 0) | (ev & TH_FD_WRITE ? (uint32_t)EPOLLOUT : 0);
}

static int from_revents(unsigned ev, unsigned in, unsigned out, unsigned err)
{
    return (ev & in ? TH_FD_READ : 0) | (ev & out ? TH_FD_WRITE : 0)
           | (ev & err ? TH_FD_ERROR : 0);
}

/* Makes the kernel's registration of fd exactly `events` (epoll bits). */
static int epoll_arm(int fd, FdRec *r, uint32_t events)
{
    struct epoll_event ev;
    memset(&ev, 0, sizeof ev);
    ev.events = events;
    ev.data.fd = fd;
    int op = events == 0 ? EPOLL_CTL_DEL : r->armed ? EPOLL_CTL_MOD : EPOLL_CTL_ADD;
    int rc = epoll_ctl(epfd, op, fd, &ev);
    if (rc < 0 && errno == ENOENT && op == EPOLL_CTL_MOD) {
        r->async = 0;               /* closed behind our back: a new file */
        rc = epoll_ctl(epfd, EPOLL_CTL_ADD, fd, &ev);
    }
    else if (rc < 0 && errno == EEXIST && op == EPOLL_CTL_ADD)
        rc = epoll_ctl(epfd, EPOLL_CTL_MOD, fd, &ev);
    else if (rc < 0 && errno == ENOENT && op == EPOLL_CTL_DEL)
        rc = 0;
    if (rc < 0)
        return -errno;
    r->armed = events;
    return 0;
}

static void active_add(int fd, FdRec *r)
{
    if (active_n == active_cap) {
        int cap = active_cap ? active_cap * 2 : 64;
        int *a = realloc(active, (size_t)cap * sizeof *a);
        if (a == NULL)
            return;                 /* poll engine misses it; epoll is fine */
        active = a;
        active_cap = cap;
    }
    r->active_idx = active_n;
    active[active_n++] = fd;
}

static void active_remove(FdRec *r)
{
    int i = r->active_idx;
    if (i < 0)
        return;
    r->active_idx = -1;
    int last = active[--active_n];
    if (i < active_n) {
        active[i] = last;
        fds[last].active_idx = i;
    }
}

void iomgr_set_sigio(int on)
{
    sigio = on;
    sigio_tid = (pid_t)syscall(SYS_gettid);
}

static void set_async(int fd, FdRec *r)
{
    struct f_owner_ex owner = { F_OWNER_TID, sigio_tid };
    int fl = fcntl(fd, F_GETFL);
    r->async = fl >= 0 && fcntl(fd, F_SETOWN_EX, &owner) == 0
               && fcntl(fd, F_SETFL, fl | O_ASYNC) == 0 ? 1 : 2;
}

void iomgr_async_waited(void)
{
    if (!sigio)
        return;
    for (int i = 0; i < active_n; i++) {
        int fd = active[i];
        if (fd > 2 && fds[fd].async == 0)
            set_async(fd, &fds[fd]);
    }
}

int iomgr_add_waiter(ThThread *t, int fd, int events)
{
    if (fd < 0)
        return -EBADF;
    events &= TH_FD_READ | TH_FD_WRITE;
    FdRec *r = fd_rec(fd);
    if (r == NULL)
        return -ENOMEM;
    if (engine == GREEN_IO_EPOLL) {
        uint32_t need = to_epoll(events);
        if ((need & ~r->armed) != 0) {
            int rc = epoll_arm(fd, r, r->armed | need);
            if (rc == -EPERM)
                return 1;           /* a regular file: always ready */
            if (rc < 0)
                return rc;
        }
    }
    t->fd = fd;
    t->fd_events = events;
    t->fd_ready = 0;
    t->wait = GW_FD;
    green_queue_push(&r->waiters, t);
    t->queue = NULL;                /* fds[] may move: found again by t->fd */
    if (r->active_idx < 0)
        active_add(fd, r);
    nwaiters++;
    return 0;
}

void iomgr_remove_waiter(ThThread *t)
{
    FdRec *r = &fds[t->fd];
    green_queue_remove(&r->waiters, t);
    nwaiters--;
    if (r->waiters.n == 0)
        active_remove(r);
}

/* Wakes the waiters of fd that wanted some of `ready`. */
static int wake_ready(int fd, int ready)
{
    FdRec *r = &fds[fd];
    int woken = 0;
    ThThread *next;
    for (ThThread *t = r->waiters.head; t != NULL; t = next) {
        next = t->next;
        int got = ready & (t->fd_events | TH_FD_ERROR);
        if (got != 0) {
            t->fd_ready = got;
            green_wake(t, 0);
            woken++;
        }
    }
    return woken;
}

static int poll_engine(int64_t timeout_ns)
{
    if (pfds_cap < active_n + 1) {
        struct pollfd *p = realloc(pfds, (size_t)(active_n + 1) * sizeof *p);
        if (p == NULL)
            return 0;
        pfds = p;
        pfds_cap = active_n + 1;
    }
    int n = active_n;
    for (int i = 0; i < n; i++) {
        int w = wanted(&fds[active[i]]);
        pfds[i].fd = active[i];
        pfds[i].events = (short)((w & TH_FD_READ ? POLLIN : 0) | (w & TH_FD_WRITE ? POLLOUT : 0));
        pfds[i].revents = 0;
    }
    int all = n;
    if (wake_fd >= 0) {             /* last, after the waiters' fds */
        pfds[all].fd = wake_fd;
        pfds[all].events = POLLIN;
        pfds[all].revents = 0;
        all++;
    }
    struct timespec ts, *tsp = NULL;
    if (timeout_ns >= 0) {
        ts.tv_sec = timeout_ns / 1000000000;
        ts.tv_nsec = timeout_ns % 1000000000;
        tsp = &ts;
    }
    green_stats.polls++;
    int rc = timeout_ns == 0 || timeout_ns == -1     /* poll(2), as JDK 1.1's iomgr */
             ? poll(all ? pfds : NULL, (nfds_t)all, timeout_ns == 0 ? 0 : -1)
             : ppoll(all ? pfds : NULL, (nfds_t)all, tsp, NULL);
    if (rc <= 0)
        return rc < 0 ? -1 : 0;
    if (all > n && pfds[n].revents != 0)
        drain_wake_fd();
    int woken = 0;
    for (int i = 0; i < n; i++) {
        if (pfds[i].revents == 0)
            continue;
        int ready = from_revents((unsigned)pfds[i].revents, POLLIN, POLLOUT,
                                 POLLERR | POLLHUP | POLLNVAL);
        if (ready & TH_FD_ERROR)
            ready |= TH_FD_READ | TH_FD_WRITE;
        woken += wake_ready(pfds[i].fd, ready);
    }
    return woken;
}

static int epoll_engine(int64_t timeout_ns)
{
    struct epoll_event evs[EVENTS_MAX];
    struct timespec ts, *tsp = NULL;
    if (timeout_ns >= 0) {
        ts.tv_sec = timeout_ns / 1000000000;
        ts.tv_nsec = timeout_ns % 1000000000;
        tsp = &ts;
    }
    green_stats.polls++;
    int n = epoll_pwait2(epfd, evs, EVENTS_MAX, tsp, NULL);
    if (n <= 0)
        return n < 0 ? -1 : 0;
    int woken = 0;
    for (int i = 0; i < n; i++) {
        int fd = evs[i].data.fd;
        if (fd == wake_fd) {
            drain_wake_fd();
            continue;
        }
        if (fd < 0 || fd >= fds_cap)
            continue;
        FdRec *r = &fds[fd];
        int ready = from_revents(evs[i].events, EPOLLIN, EPOLLOUT, EPOLLERR | EPOLLHUP);
        int want = wanted(r);
        if (ready & TH_FD_ERROR)
            ready |= TH_FD_READ | TH_FD_WRITE;
        woken += wake_ready(fd, ready);
        /* Stop reports nobody waited for; keep what was wanted. */
        uint32_t keep = r->armed & to_epoll(want);
        int stray = want == 0 || (evs[i].events & (EPOLLIN | EPOLLOUT) & ~to_epoll(want)) != 0;
        if (stray && keep != r->armed)
            epoll_arm(fd, r, keep);
    }
    return woken;
}

int iomgr_poll(int64_t timeout_ns)
{
    if (engine == GREEN_IO_EPOLL)
        return epoll_engine(timeout_ns);
    return poll_engine(timeout_ns);
}

int iomgr_poll_fd(int fd, int events)
{
    if (fd < 0)
        return -EBADF;
    struct pollfd p = { .fd = fd, .revents = 0,
                        .events = (short)((events & TH_FD_READ ? POLLIN : 0)
                                          | (events & TH_FD_WRITE ? POLLOUT : 0)) };
    green_stats.polls++;
    int rc = poll(&p, 1, 0);
    if (rc < 0)
        return errno == EINTR ? 0 : -errno;
    if (rc == 0)
        return 0;
    int ready = from_revents((unsigned)p.revents, POLLIN, POLLOUT, POLLERR | POLLHUP | POLLNVAL);
    if (ready & TH_FD_ERROR)
        ready |= TH_FD_READ | TH_FD_WRITE;
    return ready & (events | TH_FD_ERROR);
}

void iomgr_fd_closing(int fd)
{
    if (fd < 0 || fd >= fds_cap)
        return;
    FdRec *r = &fds[fd];
    if (engine == GREEN_IO_EPOLL && r->armed)
        epoll_arm(fd, r, 0);
    r->async = 0;
    while (r->waiters.head != NULL) {
        ThThread *t = r->waiters.head;
        t->fd_ready = TH_FD_ERROR | t->fd_events;
        green_wake(t, 0);
    }
}
