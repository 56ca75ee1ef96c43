/* io.c: blocking I/O, as the thread backend wants it.
 *
 * Native threads (th_has(TH_CAP_NONBLOCKING_IO) == 0): plain blocking system calls.
 *
 * Green threads: a blocking call would stop every thread, so the iomgr
 * way is used.  The first time an fd is used its kind is looked at once
 * and cached by fd number (the cache entry is reset by io_open and
 * io_close, so fds should be made and closed through this file):
 * - regular files, directories and block devices never wait long: plain
 *   calls (FD_PLAIN);
 * - 0, 1 and 2 are shared with the parent (a shell's terminal or pipe)
 *   and must not be switched to O_NONBLOCK behind its back: a read first
 *   waits for the fd through th->wait_fd, then reads (FD_WAIT_FIRST);
 *   writes to them are plain calls, which stall every green thread while
 *   a full pipe drains (rare, and each one is counted: io_plain_waits);
 * - anything else (pipes, sockets, ttys the VM opened) is made
 *   O_NONBLOCK: the call is tried, and on EAGAIN the thread waits in
 *   th->wait_fd until the iomgr says the fd is ready (FD_NONBLOCK).
 *   Sockets made here (io_socket, io_accept) are created non-blocking and
 *   entered in the cache at once.
 *
 * Closing an fd that other threads are blocked on.  Every call that can
 * wait notes the fd's close generation (fd_gen[fd], bumped by io_close and
 * io_preclose) when it starts, and gives up with -EBADF once it changed.
 * To get the waiters to look:
 * - green: th->fd_closing wakes every thread the iomgr holds on the fd;
 * - mn: the same, but a thread on another carrier may be between its
 *   generation check and its registration with the netpoller, so the
 *   closer bumps the generation before th->fd_closing and the waiter
 *   passes the generation word to th->wait_fd_gen, which re-reads it under
 *   the netpoller's lock when it registers: either the closer's wake-up
 *   finds the waiter registered, or the waiter sees the new generation;
 * - native: each waiting call is on a list (struct Op, linked while the
 *   call runs, in one of OP_STRIPES lists by fd number); the closer bumps
 *   the generation, then sends every listed thread of that fd
 *   IO_WAKE_SIGNAL, whose handler does nothing and is installed without
 *   SA_RESTART, so the blocked system call returns EINTR and the loop
 *   sees the new generation.  io_close then waits
 *   until they are gone (signalling again each millisecond, for a thread
 *   that was between its check and its system call) before releasing the
 *   number, so no call can ever run on a reused fd.
 * io_preclose does not wait: it bumps the generation, dup2s a dead socket
 * (one end of a socketpair whose other end is closed: reads give EOF,
 * accept EINVAL, sends EPIPE, poll reports hang-up) over the fd, so a call
 * that has not yet reached the kernel returns at once, and only then has
 * the backend wake its waiters (on mn a wait registered in the shared
 * epoll just before the dup2 is on the old file, whose epoll entry the
 * dup2 drops without an event), then signals.  io_close likewise bumps
 * first and has the backend wake waiters both before and after close(2).  The
 * Java socket classes use it when a close races with their own reads:
 * the last operation to finish then closes the number. */
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "io.h"
#include "../os/os.h"
#include "io_priv.h"
#include "../threads/threads.h"

/* errno belongs to an OS thread, and on mn a thread may come back from
 * th->wait_fd on another carrier; glibc declares __errno_location const,
 * so a compiler may keep its result across that call (it did, in the wait
 * loops of io_recv, io_send, io_accept and io_connect).  Every use here
 * asks afresh, through a function that is never inlined or analysed. */
static TH_OPAQUE int *io_errno_location(void)
{
    TH_OPAQUE_BODY();
    return &errno;
}
#undef errno
#define errno (*io_errno_location())


static _Atomic unsigned char *fd_kind;  /* TH_CAP_NONBLOCKING_IO only: kind by fd number */
static int fd_kind_cap;

/* Writes to shared fds that may have blocked the one OS thread (green). */
void io_boot(void)
{
    /* As HotSpot: a write to a closed pipe or socket fails with EPIPE
     * (an IOException) instead of killing the process. */
    signal(SIGPIPE, SIG_IGN);
}

_Atomic unsigned long io_plain_waits;

#define IO_WAKE_SIGNAL (SIGRTMAX - 2)
#define GEN_CAP_MAX (1 << 20)

static pthread_once_t kinds_once = PTHREAD_ONCE_INIT;

/* The kind table is made once, at its first use, as large as the fd
 * limit allows (pages are touched only where fds are), and never moves:
 * on mn several carriers read and write it at once. */
static void kinds_init(void)
{
    struct rlimit rl;
    long cap = 65536;
    if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_max != RLIM_INFINITY && (long)rl.rlim_max > cap)
        cap = (long)rl.rlim_max;
    if (cap > GEN_CAP_MAX)
        cap = GEN_CAP_MAX;
    fd_kind = calloc((size_t)cap, sizeof *fd_kind);     /* FD_UNKNOWN is 0 */
    fd_kind_cap = fd_kind != NULL ? (int)cap : 0;
}

static int grow_kinds(int fd)
{
    pthread_once(&kinds_once, kinds_init);
    return fd < fd_kind_cap ? 0 : -1;
}

static void kind_forget(int fd)
{
    pthread_once(&kinds_once, kinds_init);
    if (fd >= 0 && fd < fd_kind_cap)
        fd_kind[fd] = FD_UNKNOWN;
}

/* Green: records a kind known from how the fd was made. */
void kind_set(int fd, int kind)
{
    if (fd >= 0 && grow_kinds(fd) == 0)
        fd_kind[fd] = (unsigned char)kind;
}

int kind_of(int fd)
{
    if (fd < 0)
        return FD_PLAIN;            /* the call reports EBADF */
    if (grow_kinds(fd) < 0)
        return FD_PLAIN;
    if (fd_kind[fd] != FD_UNKNOWN)
        return fd_kind[fd];
    struct stat st;
    int kind = FD_PLAIN;
    if (fstat(fd, &st) < 0)
        return FD_PLAIN;            /* not cached: the call reports it */
    if (!S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode) && !S_ISBLK(st.st_mode)) {
        int fl = fcntl(fd, F_GETFL);
        if (fl >= 0 && (fl & O_NONBLOCK))
            kind = FD_NONBLOCK;
        else if (fd <= 2)
            kind = FD_WAIT_FIRST;
        else if (fl >= 0 && fcntl(fd, F_SETFL, fl | O_NONBLOCK) == 0)
            kind = FD_NONBLOCK;
    }
    fd_kind[fd] = (unsigned char)kind;
    return kind;
}

/* ---- close generations (both backends; a fixed table, read lock-free) ---- */

static _Atomic uint32_t *fd_gen;
static int fd_gen_cap;
static pthread_once_t gen_once = PTHREAD_ONCE_INIT;

static void gen_init(void)
{
    struct rlimit rl;
    long cap = 65536;
    if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_max != RLIM_INFINITY && (long)rl.rlim_max > cap)
        cap = (long)rl.rlim_max;
    if (cap > GEN_CAP_MAX)
        cap = GEN_CAP_MAX;
    fd_gen = calloc((size_t)cap, sizeof *fd_gen);
    fd_gen_cap = fd_gen != NULL ? (int)cap : 0;
}

static uint32_t gen_get(int fd)
{
    pthread_once(&gen_once, gen_init);
    if (fd < 0 || fd >= fd_gen_cap)
        return 0;
    return atomic_load(&fd_gen[fd]);
}

static void gen_bump(int fd)
{
    pthread_once(&gen_once, gen_init);
    if (fd >= 0 && fd < fd_gen_cap)
        atomic_fetch_add(&fd_gen[fd], 1);
}

/* fd's generation word, for the backend to re-read (wait_fd_gen); NULL
 * when fd has none. */
static const _Atomic uint32_t *gen_word(int fd)
{
    pthread_once(&gen_once, gen_init);
    return fd >= 0 && fd < fd_gen_cap ? &fd_gen[fd] : NULL;
}

/* ---- calls in progress (native: listed, so that a close can signal them) ---- */


/* The listed calls, in stripes by fd number so that unrelated fds do not
 * share a lock. */
#define OP_STRIPES 64

typedef struct OpStripe {
    pthread_mutex_t lock;
    pthread_cond_t gone;            /* an op of a closing fd left */
    Op *head;
    int closers;                    /* threads in wake_blocked waiting */
} OpStripe;

static OpStripe stripes[OP_STRIPES];
static pthread_once_t sig_once = PTHREAD_ONCE_INIT;

static OpStripe *stripe_of(int fd)
{
    return &stripes[(unsigned)fd % OP_STRIPES];
}

static void wake_handler(int sig)
{
    (void)sig;
}

static void sig_init(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = wake_handler;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0;                /* no SA_RESTART: blocked calls get EINTR */
    sigaction(IO_WAKE_SIGNAL, &sa, NULL);
    pthread_condattr_t a;
    pthread_condattr_init(&a);
    pthread_condattr_setclock(&a, CLOCK_MONOTONIC);
    for (int i = 0; i < OP_STRIPES; i++) {
        pthread_mutex_init(&stripes[i].lock, NULL);
        pthread_cond_init(&stripes[i].gone, &a);
        stripes[i].head = NULL;
        stripes[i].closers = 0;
    }
    pthread_condattr_destroy(&a);
}

void op_begin(Op *o, int fd)
{
    o->fd = fd;
    o->gen = gen_get(fd);
    o->listed = 0;
    if (th_has(TH_CAP_NONBLOCKING_IO) || fd < 0)
        return;
    pthread_once(&sig_once, sig_init);
    OpStripe *st = stripe_of(fd);
    o->pt = pthread_self();
    o->prev = NULL;
    pthread_mutex_lock(&st->lock);
    o->next = st->head;
    if (st->head != NULL)
        st->head->prev = o;
    st->head = o;
    o->listed = 1;
    pthread_mutex_unlock(&st->lock);
}

int op_closed(const Op *o)
{
    return gen_get(o->fd) != o->gen;
}

void op_end(Op *o)
{
    if (!o->listed)
        return;
    OpStripe *st = stripe_of(o->fd);
    pthread_mutex_lock(&st->lock);
    if (o->prev != NULL)
        o->prev->next = o->next;
    else
        st->head = o->next;
    if (o->next != NULL)
        o->next->prev = o->prev;
    o->listed = 0;
    if (st->closers > 0)
        pthread_cond_broadcast(&st->gone);
    pthread_mutex_unlock(&st->lock);
}

/* Gets every call blocked on fd to return, its generation being bumped
 * already; with wait_gone, returns only when none is left (native). */
static void wake_blocked(int fd, int wait_gone)
{
    if (th_has(TH_CAP_NONBLOCKING_IO) || fd < 0)
        return;                     /* green: th->fd_closing did the waking */
    pthread_once(&sig_once, sig_init);
    OpStripe *st = stripe_of(fd);
    pthread_mutex_lock(&st->lock);
    for (;;) {
        int n = 0;
        uint32_t now_gen = gen_get(fd);
        for (Op *o = st->head; o != NULL; o = o->next) {
            if (o->fd == fd && o->gen != now_gen) {
                pthread_kill(o->pt, IO_WAKE_SIGNAL);
                n++;
            }
        }
        if (n == 0 || !wait_gone)
            break;
        struct timespec ts;
        os_monotonic_deadline(&ts, 1000000);
        st->closers++;
        pthread_cond_timedwait(&st->gone, &st->lock, &ts);
        st->closers--;
    }
    pthread_mutex_unlock(&st->lock);
}

/* Waits for fd to be ready, as the backend waits: the ready events, 0 at
 * the deadline, -EBADF when closed meanwhile, or -errno. */
int connect_outcome(int fd)
{
    int err = 0;
    socklen_t len = sizeof err;
    if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &len) < 0)
        return -errno;
    if (err != 0)
        return -err;
    struct sockaddr_storage peer;
    socklen_t plen = sizeof peer;
    if (getpeername(fd, (struct sockaddr *)&peer, &plen) == 0)
        return 1;
    return errno == ENOTCONN ? 0 : -errno;
}

int wait_ready(const Op *o, int events, int64_t deadline)
{
    int fd = o->fd;
    if (th_has(TH_CAP_NONBLOCKING_IO)) {
        if (op_closed(o))
            return -EBADF;
        const _Atomic uint32_t *gw = gen_word(fd);
        int w = th->wait_fd_gen != NULL && gw != NULL
                    ? th->wait_fd_gen(fd, events, deadline, gw, o->gen)
                    : th->wait_fd(fd, events, deadline);
        if (op_closed(o))
            return -EBADF;
        return w;
    }
    struct pollfd p = { .fd = fd, .revents = 0,
                        .events = (short)((events & TH_FD_READ ? POLLIN : 0)
                                          | (events & TH_FD_WRITE ? POLLOUT : 0)) };
    for (;;) {
        if (op_closed(o))
            return -EBADF;
        struct timespec ts, *tsp = NULL;
        if (deadline != TH_FOREVER) {
            int64_t left = deadline - th_now();
            if (left <= 0)
                return 0;
            ts.tv_sec = left / 1000000000;
            ts.tv_nsec = left % 1000000000;
            tsp = &ts;
        }
        int rc = ppoll(&p, 1, tsp, NULL);
        if (rc > 0) {
            if (p.revents & POLLNVAL)
                return -EBADF;
            int r = (p.revents & POLLIN ? TH_FD_READ : 0) | (p.revents & POLLOUT ? TH_FD_WRITE : 0);
            if (p.revents & (POLLERR | POLLHUP))
                r |= TH_FD_ERROR | (events & (TH_FD_READ | TH_FD_WRITE));
            return r;
        }
        if (rc < 0 && errno != EINTR)
            return -errno;
        /* EINTR, or a time-out: look at the generation and the clock */
    }
}

int io_wait(int fd, int events, int64_t deadline)
{
    Op o;
    op_begin(&o, fd);
    int r = wait_ready(&o, events, deadline);
    op_end(&o);
    return r;
}

/* ---- files, pipes, terminals ---- */

/* A read or write that may block in the kernel (a file, a shared fd):
 * bracketed for the backend (th->blocking_begin), errno kept across the
 * end, which may resume the thread on another OS thread. */
static ssize_t plain_read(int fd, void *buf, size_t n)
{
    if (th->blocking_begin == NULL)
        return read(fd, buf, n);
    th->blocking_begin();
    ssize_t r = read(fd, buf, n);
    int e = errno;
    th->blocking_end();
    errno = e;
    return r;
}

static ssize_t plain_write(int fd, const void *buf, size_t n)
{
    if (th->blocking_begin == NULL)
        return write(fd, buf, n);
    th->blocking_begin();
    ssize_t r = write(fd, buf, n);
    int e = errno;
    th->blocking_end();
    errno = e;
    return r;
}

static long green_read(int fd, void *buf, size_t n)
{
    int kind = kind_of(fd);
    Op o;
    op_begin(&o, fd);
    for (;;) {
        if (kind == FD_WAIT_FIRST) {
            int w = wait_ready(&o, TH_FD_READ, TH_FOREVER);
            if (w < 0)
                return w;
        }
        ssize_t r = kind == FD_PLAIN ? plain_read(fd, buf, n) : read(fd, buf, n);
        if (r >= 0)
            return r;
        if (errno == EINTR)
            continue;
        if ((errno == EAGAIN || errno == EWOULDBLOCK) && kind != FD_PLAIN) {
            int w = wait_ready(&o, TH_FD_READ, TH_FOREVER);
            if (w < 0)
                return w;
            continue;
        }
        return -errno;
    }
}

static long green_write(int fd, const void *buf, size_t n)
{
    int kind = kind_of(fd);
    if (kind == FD_WAIT_FIRST)
        io_plain_waits++;
    Op o;
    op_begin(&o, fd);
    const char *p = buf;
    size_t done = 0;
    while (done < n) {
        ssize_t w = kind == FD_NONBLOCK ? write(fd, p + done, n - done)
                                        : plain_write(fd, p + done, n - done);
        if (w >= 0) {
            done += (size_t)w;
            continue;
        }
        if (errno == EINTR)
            continue;
        if ((errno == EAGAIN || errno == EWOULDBLOCK) && kind != FD_PLAIN) {
            int r = wait_ready(&o, TH_FD_WRITE, TH_FOREVER);
            if (r < 0)
                return r;
            continue;
        }
        return -errno;
    }
    return (long)done;
}

long io_read(int fd, void *buf, size_t n)
{
    if (th_has(TH_CAP_NONBLOCKING_IO))
        return green_read(fd, buf, n);
    Op o;
    op_begin(&o, fd);
    long r;
    for (;;) {
        ssize_t k = read(fd, buf, n);
        if (k >= 0) {
            r = k;
            break;
        }
        int e = errno;
        if (op_closed(&o)) {
            r = -EBADF;
            break;
        }
        if (e == EINTR)
            continue;
        if (e == EAGAIN || e == EWOULDBLOCK) {   /* someone made it non-blocking */
            int w = wait_ready(&o, TH_FD_READ, TH_FOREVER);
            if (w < 0) {
                r = w;
                break;
            }
            continue;
        }
        r = -e;
        break;
    }
    op_end(&o);
    return r;
}

long io_write(int fd, const void *buf, size_t n)
{
    if (th_has(TH_CAP_NONBLOCKING_IO))
        return green_write(fd, buf, n);
    Op o;
    op_begin(&o, fd);
    const char *p = buf;
    size_t done = 0;
    long r = 0;
    while (done < n) {
        ssize_t w = write(fd, p + done, n - done);
        if (w >= 0) {
            done += (size_t)w;
            continue;
        }
        int e = errno;
        if (op_closed(&o)) {
            r = -EBADF;
            break;
        }
        if (e == EINTR)
            continue;
        if (e == EAGAIN || e == EWOULDBLOCK) {
            int k = wait_ready(&o, TH_FD_WRITE, TH_FOREVER);
            if (k < 0) {
                r = k;
                break;
            }
            continue;
        }
        r = -e;
        break;
    }
    op_end(&o);
    return r < 0 ? r : (long)done;
}

int io_open(const char *path, int flags, int mode)
{
    for (;;) {
        int fd = open(path, flags | O_CLOEXEC, mode);
        if (fd >= 0) {
            kind_forget(fd);
            return fd;
        }
        if (errno != EINTR)
            return -errno;
    }
}

int io_close(int fd)
{
    gen_bump(fd);                   /* before fd_closing: see wait_fd_gen */
    if (th->fd_closing != NULL)
        th->fd_closing(fd);
    wake_blocked(fd, 1);
    kind_forget(fd);
    /* Not told again after close(): the number may belong to a new file of
     * another thread by then, whose waits fd_closing would drop. */
    return close(fd) == 0 ? 0 : -errno;
}

long io_available(int fd)
{
    int n = 0;
    if (ioctl(fd, FIONREAD, &n) < 0)
        return -errno;
    return n;
}

/* ---- sockets ---- */

static void to_sockaddr(struct sockaddr_in *sa, uint32_t addr, int port)
{
    memset(sa, 0, sizeof *sa);
    sa->sin_family = AF_INET;
    sa->sin_port = htons((uint16_t)port);
    sa->sin_addr.s_addr = htonl(addr);
}

static void from_sockaddr(const struct sockaddr_in *sa, uint32_t *addr, int *port)
{
    if (addr != NULL)
        *addr = ntohl(sa->sin_addr.s_addr);
    if (port != NULL)
        *port = ntohs(sa->sin_port);
}

int io_socket(void)
{
    int green = th_has(TH_CAP_NONBLOCKING_IO);
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | (green ? SOCK_NONBLOCK : 0), 0);
    if (fd < 0)
        return -errno;
    if (green)
        kind_set(fd, FD_NONBLOCK);
    else
        kind_forget(fd);
    return fd;
}

int io_bind(int fd, uint32_t addr, int port)
{
    struct sockaddr_in sa;
    to_sockaddr(&sa, addr, port);
    return bind(fd, (struct sockaddr *)&sa, sizeof sa) == 0 ? 0 : -errno;
}

int io_listen(int fd, int backlog)
{
    return listen(fd, backlog) == 0 ? 0 : -errno;
}

/* Native: makes fd non-blocking for good (a timed accept on a shared
 * listener must not block past its deadline when another thread took
 * the connection; untimed calls handle EAGAIN by waiting). */
static void set_nonblocking(int fd)
{
    int fl = fcntl(fd, F_GETFL);
    if (fl >= 0 && !(fl & O_NONBLOCK))
        fcntl(fd, F_SETFL, fl | O_NONBLOCK);
}

int io_accept(int fd, int64_t deadline, uint32_t *peer_addr, int *peer_port)
{
    int green = th_has(TH_CAP_NONBLOCKING_IO);
    Op o;
    op_begin(&o, fd);
    if (green)
        kind_of(fd);                /* a listener made elsewhere becomes non-blocking */
    else if (deadline != TH_FOREVER)
        set_nonblocking(fd);
    int r;
    for (;;) {
        if (op_closed(&o)) {
            r = -EBADF;
            break;
        }
        struct sockaddr_in sa;
        socklen_t len = sizeof sa;
        int s = accept4(fd, (struct sockaddr *)&sa, &len, SOCK_CLOEXEC | (green ? SOCK_NONBLOCK : 0));
        if (s >= 0) {
            if (green)
                kind_set(s, FD_NONBLOCK);
            else
                kind_forget(s);
            if (len >= sizeof sa && sa.sin_family == AF_INET) {
                from_sockaddr(&sa, peer_addr, peer_port);
            } else {
                if (peer_addr != NULL)
                    *peer_addr = 0;
                if (peer_port != NULL)
                    *peer_port = 0;
            }
            r = s;
            break;
        }
        int e = errno;
        if (e == EINTR || e == ECONNABORTED)
            continue;
        if (e == EAGAIN || e == EWOULDBLOCK) {
            int w = wait_ready(&o, TH_FD_READ, deadline);
            if (w == 0) {
                r = -ETIMEDOUT;
                break;
            }
            if (w < 0) {
                r = w;
                break;
            }
            continue;
        }
        r = op_closed(&o) ? -EBADF : -e;
        break;
    }
    op_end(&o);
    return r;
}

int io_connect(int fd, uint32_t addr, int port, int64_t deadline)
{
    int green = th_has(TH_CAP_NONBLOCKING_IO);
    Op o;
    op_begin(&o, fd);
    int restore = -1;
    if (green)
        kind_of(fd);
    if (!green && deadline != TH_FOREVER) {
        int fl = fcntl(fd, F_GETFL);
        if (fl >= 0 && !(fl & O_NONBLOCK) && fcntl(fd, F_SETFL, fl | O_NONBLOCK) == 0)
            restore = fl;
    }
    struct sockaddr_in sa;
    to_sockaddr(&sa, addr, port);
    int r;
    if (connect(fd, (struct sockaddr *)&sa, sizeof sa) == 0) {
        r = 0;
    } else if (errno != EINPROGRESS && errno != EINTR && errno != EAGAIN) {
        r = op_closed(&o) ? -EBADF : -errno;
    } else {
        /* In progress (a blocking connect cut by a signal goes on too). */
        for (;;) {
            int w = wait_ready(&o, TH_FD_WRITE, deadline);
            if (w == 0) {
                r = -ETIMEDOUT;
                break;
            }
            if (w < 0) {
                r = w;
                break;
            }
            int c = connect_outcome(fd);
            if (c != 0) {
                r = c < 0 ? c : 0;
                break;
            }
            /* a spurious report: still in progress */
        }
    }
    if (restore >= 0)
        fcntl(fd, F_SETFL, restore);
    op_end(&o);
    return r;
}

long io_recv(int fd, void *buf, size_t n, int64_t deadline)
{
    int flags = (th_has(TH_CAP_NONBLOCKING_IO) || deadline != TH_FOREVER) ? MSG_DONTWAIT : 0;
    Op o;
    op_begin(&o, fd);
    long r;
    for (;;) {
        if (op_closed(&o)) {
            r = -EBADF;
            break;
        }
        ssize_t k = recv(fd, buf, n, flags);
        if (k >= 0) {
            r = k == 0 && op_closed(&o) ? -EBADF : k;
            break;
        }
        int e = errno;
        if (e == EINTR)
            continue;
        if (e == EAGAIN || e == EWOULDBLOCK) {
            int w = wait_ready(&o, TH_FD_READ, deadline);
            if (w == 0) {
                r = -ETIMEDOUT;
                break;
            }
            if (w < 0) {
                r = w;
                break;
            }
            continue;
        }
        r = op_closed(&o) ? -EBADF : -e;
        break;
    }
    op_end(&o);
    return r;
}

long io_send(int fd, const void *buf, size_t n)
{
    int flags = MSG_NOSIGNAL | (th_has(TH_CAP_NONBLOCKING_IO) ? MSG_DONTWAIT : 0);
    Op o;
    op_begin(&o, fd);
    const char *p = buf;
    size_t done = 0;
    long r = 0;
    while (done < n) {
        if (op_closed(&o)) {
            r = -EBADF;
            break;
        }
        ssize_t w = send(fd, p + done, n - done, flags);
        if (w >= 0) {
            done += (size_t)w;
            continue;
        }
        int e = errno;
        if (e == EINTR)
            continue;
        if (e == EAGAIN || e == EWOULDBLOCK) {
            int k = wait_ready(&o, TH_FD_WRITE, TH_FOREVER);
            if (k < 0) {
                r = k;
                break;
            }
            continue;
        }
        r = op_closed(&o) ? -EBADF : -e;
        break;
    }
    op_end(&o);
    return r < 0 ? r : (long)done;
}

int io_shutdown(int fd, int how)
{
    int h = how == 0 ? SHUT_RD : how == 1 ? SHUT_WR : SHUT_RDWR;
    return shutdown(fd, h) == 0 ? 0 : -errno;
}

static int dead_fd = -1;
static pthread_once_t dead_once = PTHREAD_ONCE_INIT;

static void dead_init(void)
{
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0, sv) < 0)
        return;
    close(sv[1]);
    shutdown(sv[0], SHUT_RDWR);
    dead_fd = sv[0];
}

int io_preclose(int fd)
{
    if (fd < 0)
        return -EBADF;
    pthread_once(&dead_once, dead_init);
    gen_bump(fd);                   /* before fd_closing: see wait_fd_gen */
    if (th->fd_closing != NULL)
        th->fd_closing(fd);         /* green, mn: wake the waiters, drop epoll */
    int r = 0;
    if (dead_fd >= 0) {
        while (dup3(dead_fd, fd, O_CLOEXEC) < 0) {
            if (errno != EINTR && errno != EBUSY) {
                r = -errno;
                break;
            }
        }
    } else {
        shutdown(fd, SHUT_RDWR);    /* wakes most socket waits */
    }
    if (th->fd_closing != NULL)     /* again, for a wait registered meanwhile on the old */
        th->fd_closing(fd);         /* file, whose epoll entry the dup3 dropped silently */
    wake_blocked(fd, 0);
    return r;
}

int io_sockname(int fd, uint32_t *addr, int *port)
{
    struct sockaddr_in sa;
    socklen_t len = sizeof sa;
    memset(&sa, 0, sizeof sa);
    if (getsockname(fd, (struct sockaddr *)&sa, &len) < 0)
        return -errno;
    if (sa.sin_family != AF_INET)
        return -EAFNOSUPPORT;
    from_sockaddr(&sa, addr, port);
    return 0;
}

int io_peername(int fd, uint32_t *addr, int *port)
{
    struct sockaddr_in sa;
    socklen_t len = sizeof sa;
    memset(&sa, 0, sizeof sa);
    if (getpeername(fd, (struct sockaddr *)&sa, &len) < 0)
        return -errno;
    if (sa.sin_family != AF_INET)
        return -EAFNOSUPPORT;
    from_sockaddr(&sa, addr, port);
    return 0;
}

int io_setsockopt_int(int fd, int level, int name, int value)
{
    return setsockopt(fd, level, name, &value, sizeof value) == 0 ? 0 : -errno;
}

int io_getsockopt_int(int fd, int level, int name)
{
    int v = 0;
    socklen_t len = sizeof v;
    if (getsockopt(fd, level, name, &v, &len) < 0)
        return -errno;
    return v < 0 ? 0 : v;
}

int io_set_linger(int fd, int on, int secs)
{
    struct linger l = { .l_onoff = on ? 1 : 0, .l_linger = on ? secs : 0 };
    return setsockopt(fd, SOL_SOCKET, SO_LINGER, &l, sizeof l) == 0 ? 0 : -errno;
}

int io_get_linger(int fd, int *secs)
{
    struct linger l;
    socklen_t len = sizeof l;
    memset(&l, 0, sizeof l);
    if (getsockopt(fd, SOL_SOCKET, SO_LINGER, &l, &len) < 0)
        return -errno;
    *secs = l.l_onoff ? l.l_linger : -1;
    return 0;
}

int64_t io_seek(int fd, int64_t off, int whence)
{
    off_t r = lseek(fd, (off_t)off, whence);
    return r < 0 ? -errno : (int64_t)r;
}

int64_t io_size(int fd)
{
    struct stat st;
    return fstat(fd, &st) < 0 ? -errno : (int64_t)st.st_size;
}

int io_truncate(int fd, int64_t len)
{
    for (;;) {
        if (ftruncate(fd, (off_t)len) == 0)
            return 0;
        if (errno != EINTR)
            return -errno;
    }
}

int io_sync(int fd, int data_only)
{
    for (;;) {
        if ((data_only ? fdatasync(fd) : fsync(fd)) == 0)
            return 0;
        if (errno != EINTR)
            return -errno;
    }
}

/* ---- channels (java.nio.channels): descriptors made non-blocking on
 * every backend; a call with deadline IO_NOW never waits, any other waits
 * through wait_ready as the backend wants ---- */

int io_make_nonblocking(int fd)
{
    int fl = fcntl(fd, F_GETFL);
    if (fl < 0)
        return -errno;
    if (!(fl & O_NONBLOCK) && fcntl(fd, F_SETFL, fl | O_NONBLOCK) < 0)
        return -errno;
    if (th_has(TH_CAP_NONBLOCKING_IO))
        kind_set(fd, FD_NONBLOCK);
    return 0;
}

/* Waits (unless IO_NOW) after an EAGAIN: 1 to try again, or the result. */
static int again_wait(const Op *o, int events, int64_t deadline, long *r)
{
    if (deadline == IO_NOW) {
        *r = -EAGAIN;
        return 0;
    }
    int w = wait_ready(o, events, deadline);
    if (w == 0) {
        *r = -ETIMEDOUT;
        return 0;
    }
    if (w < 0) {
        *r = w;
        return 0;
    }
    return 1;
}

long io_read_some(int fd, void *buf, size_t n, int64_t deadline)
{
    Op o;
    op_begin(&o, fd);
    long r;
    for (;;) {
        if (op_closed(&o)) {
            r = -EBADF;
            break;
        }
        ssize_t k = read(fd, buf, n);
        if (k >= 0) {
            r = k == 0 && op_closed(&o) ? -EBADF : k;
            break;
        }
        int e = errno;
        if (e == EINTR)
            continue;
        if ((e == EAGAIN || e == EWOULDBLOCK) && again_wait(&o, TH_FD_READ, deadline, &r))
            continue;
        if (e != EAGAIN && e != EWOULDBLOCK)
            r = op_closed(&o) ? -EBADF : -e;
        break;
    }
    op_end(&o);
    return r;
}

long io_write_some(int fd, const void *buf, size_t n, int64_t deadline)
{
    Op o;
    op_begin(&o, fd);
    long r;
    for (;;) {
        if (op_closed(&o)) {
            r = -EBADF;
            break;
        }
        ssize_t k = write(fd, buf, n);
        if (k >= 0) {
            r = k;
            break;
        }
        int e = errno;
        if (e == EINTR)
            continue;
        if ((e == EAGAIN || e == EWOULDBLOCK) && again_wait(&o, TH_FD_WRITE, deadline, &r))
            continue;
        if (e != EAGAIN && e != EWOULDBLOCK)
            r = op_closed(&o) ? -EBADF : -e;
        break;
    }
    op_end(&o);
    return r;
}

long io_pread(int fd, void *buf, size_t n, int64_t pos)
{
    for (;;) {
        ssize_t k;
        if (th->blocking_begin != NULL) {
            th->blocking_begin();
            k = pread(fd, buf, n, (off_t)pos);
            int e = errno;
            th->blocking_end();
            errno = e;
        } else {
            k = pread(fd, buf, n, (off_t)pos);
        }
        if (k >= 0)
            return k;
        if (errno != EINTR)
            return -errno;
    }
}

long io_pwrite(int fd, const void *buf, size_t n, int64_t pos)
{
    size_t done = 0;
    const char *p = buf;
    while (done < n) {
        ssize_t k;
        if (th->blocking_begin != NULL) {
            th->blocking_begin();
            k = pwrite(fd, p + done, n - done, (off_t)(pos + (int64_t)done));
            int e = errno;
            th->blocking_end();
            errno = e;
        } else {
            k = pwrite(fd, p + done, n - done, (off_t)(pos + (int64_t)done));
        }
        if (k > 0)
            done += (size_t)k;
        else if (k < 0 && errno != EINTR)
            return -errno;
    }
    return (long)done;
}

int io_lock(int fd, int64_t pos, int64_t len, int shared, int wait)
{
    struct flock fl;
    memset(&fl, 0, sizeof fl);
    fl.l_type = shared ? F_RDLCK : F_WRLCK;
    fl.l_whence = SEEK_SET;
    fl.l_start = (off_t)pos;
    fl.l_len = (off_t)len;
    for (;;) {
        int rc;
        if (wait && th->blocking_begin != NULL) {
            th->blocking_begin();
            rc = fcntl(fd, F_SETLKW, &fl);
            int e = errno;
            th->blocking_end();
            errno = e;
        } else {
            rc = fcntl(fd, wait ? F_SETLKW : F_SETLK, &fl);
        }
        if (rc == 0)
            return 0;
        if (errno == EINTR)
            continue;
        if (!wait && (errno == EAGAIN || errno == EACCES))
            return -EAGAIN;
        return -errno;
    }
}

int io_unlock(int fd, int64_t pos, int64_t len)
{
    struct flock fl;
    memset(&fl, 0, sizeof fl);
    fl.l_type = F_UNLCK;
    fl.l_whence = SEEK_SET;
    fl.l_start = (off_t)pos;
    fl.l_len = (off_t)len;
    return fcntl(fd, F_SETLK, &fl) == 0 ? 0 : -errno;
}

int io_pipe(int fds[2])
{
    if (pipe2(fds, O_CLOEXEC | O_NONBLOCK) < 0)
        return -errno;
    for (int i = 0; i < 2; i++) {
        if (th_has(TH_CAP_NONBLOCKING_IO))
            kind_set(fds[i], FD_NONBLOCK);
        else
            kind_forget(fds[i]);
    }
    return 0;
}

int io_connect_finish(int fd, int64_t deadline)
{
    Op o;
    op_begin(&o, fd);
    int r;
    for (;;) {
        struct pollfd p = { .fd = fd, .events = POLLOUT, .revents = 0 };
        int k = poll(&p, 1, 0);
        if (k < 0 && errno == EINTR)
            continue;
        if (k == 0) {
            if (deadline == IO_NOW) {
                r = 0;
                break;
            }
            int w = wait_ready(&o, TH_FD_WRITE, deadline);
            if (w == 0) {
                r = -ETIMEDOUT;
                break;
            }
            if (w < 0) {
                r = w;
                break;
            }
            continue;
        }
        if (k < 0) {
            r = -errno;
            break;
        }
        int c = connect_outcome(fd);
        if (c != 0) {
            r = c;
            break;
        }
        if (deadline == IO_NOW) {
            r = 0;
            break;
        }
    }
    op_end(&o);
    return r;
}

/* ---- file mappings ---- */

void *io_map(int fd, int mode, int64_t pos, size_t len, size_t lead, int *err)
{
    if (len > SIZE_MAX - lead) {
        *err = -ENOMEM;
        return NULL;
    }
    char *base = mmap(NULL, lead + len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED) {
        *err = -errno;
        return NULL;
    }
    int prot = mode == 0 ? PROT_READ : PROT_READ | PROT_WRITE;
    int flags = (mode == 2 ? MAP_PRIVATE : MAP_SHARED) | MAP_FIXED;
    if (mmap(base + lead, len, prot, flags, fd, (off_t)pos) == MAP_FAILED) {
        *err = -errno;
        munmap(base, lead + len);
        return NULL;
    }
    return base;
}

int io_unmap(void *base, size_t total)
{
    return munmap(base, total) == 0 ? 0 : -errno;
}

int io_map_sync(void *addr, size_t len)
{
    return msync(addr, len, MS_SYNC) == 0 ? 0 : -errno;
}

int io_map_loaded(void *addr, size_t len)
{
    size_t page = os_page_size();
    size_t pages = (len + page - 1) / page;
    unsigned char vec[256];
    for (size_t done = 0; done < pages;) {
        size_t n = pages - done < sizeof vec ? pages - done : sizeof vec;
        if (mincore((char *)addr + done * page, n * page, vec) != 0)
            return 0;
        for (size_t i = 0; i < n; i++)
            if (!(vec[i] & 1))
                return 0;
        done += n;
    }
    return 1;
}

void io_map_load(void *addr, size_t len)
{
    size_t page = os_page_size();
    madvise(addr, len, MADV_WILLNEED);
    volatile unsigned char sink = 0;
    for (size_t off = 0; off < len; off += page)
        sink ^= ((volatile unsigned char *)addr)[off];
    (void)sink;
}

/* ---- pollers (Selector): an epoll set, itself waited for as one fd ---- */

int io_poller_new(void)
{
    int ep = epoll_create1(EPOLL_CLOEXEC);
    if (ep < 0)
        return -errno;
    kind_forget(ep);
    return ep;
}

int io_poller_ctl(int ep, int fd, int events, int was)
{
    struct epoll_event ev;
    memset(&ev, 0, sizeof ev);
    ev.events = (events & TH_FD_READ ? EPOLLIN : 0) | (events & TH_FD_WRITE ? EPOLLOUT : 0);
    ev.data.fd = fd;
    int op = events == 0 ? EPOLL_CTL_DEL : was ? EPOLL_CTL_MOD : EPOLL_CTL_ADD;
    if (events == 0 && !was)
        return 0;
    if (epoll_ctl(ep, op, fd, &ev) == 0)
        return 0;
    if (op == EPOLL_CTL_MOD && errno == ENOENT && epoll_ctl(ep, EPOLL_CTL_ADD, fd, &ev) == 0)
        return 0;
    if (op == EPOLL_CTL_ADD && errno == EEXIST && epoll_ctl(ep, EPOLL_CTL_MOD, fd, &ev) == 0)
        return 0;
    if (op == EPOLL_CTL_DEL && (errno == ENOENT || errno == EBADF))
        return 0;
    return -errno;
}

int io_poller_wait(int ep, int *fds, int *events, int max, int64_t deadline)
{
    if (max <= 0)
        return -EINVAL;
    if (max > 1024)
        max = 1024;
    struct epoll_event evs[1024];
    Op o;
    op_begin(&o, ep);
    int r;
    for (;;) {
        int k = epoll_wait(ep, evs, max, 0);
        if (k < 0 && errno == EINTR)
            continue;
        if (k < 0) {
            r = op_closed(&o) ? -EBADF : -errno;
            break;
        }
        if (k > 0) {
            for (int i = 0; i < k; i++) {
                unsigned e = evs[i].events;
                fds[i] = evs[i].data.fd;
                events[i] = (e & EPOLLIN ? TH_FD_READ : 0) | (e & EPOLLOUT ? TH_FD_WRITE : 0)
                            | (e & (EPOLLERR | EPOLLHUP) ? TH_FD_ERROR : 0);
            }
            r = k;
            break;
        }
        if (deadline == IO_NOW) {
            r = 0;
            break;
        }
        /* One wait for the whole set: the epoll fd is readable when any
         * member is ready. */
        int w = wait_ready(&o, TH_FD_READ, deadline);
        if (w == 0) {
            r = 0;
            break;
        }
        if (w < 0) {
            r = w;
            break;
        }
    }
    op_end(&o);
    return r;
}

int io_wakeup_new(void)
{
    int fd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    if (fd < 0)
        return -errno;
    if (th_has(TH_CAP_NONBLOCKING_IO))
        kind_set(fd, FD_NONBLOCK);
    else
        kind_forget(fd);
    return fd;
}

int io_wakeup_signal(int fd)
{
    uint64_t one = 1;
    for (;;) {
        if (write(fd, &one, sizeof one) >= 0 || errno == EAGAIN)
            return 0;
        if (errno != EINTR)
            return -errno;
    }
}

int io_wakeup_drain(int fd)
{
    uint64_t v;
    for (;;) {
        if (read(fd, &v, sizeof v) >= 0)
            return 1;
        if (errno == EAGAIN)
            return 0;
        if (errno != EINTR)
            return -errno;
    }
}
