/* io.c: blocking I/O, as the thread backend wants it.
 *
 * Native threads (th->one_os_thread == 0): plain blocking system calls.
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
 *   th->wait_fd until the iomgr says the fd is ready (FD_NONBLOCK). */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>
#include "io.h"
#include "../threads/threads.h"

enum { FD_UNKNOWN, FD_PLAIN, FD_WAIT_FIRST, FD_NONBLOCK };

static unsigned char *fd_kind;      /* green only: kind by fd number */
static int fd_kind_cap;

/* Writes to shared fds that may have blocked the one OS thread (green). */
unsigned long io_plain_waits;

static void kind_forget(int fd)
{
    if (fd >= 0 && fd < fd_kind_cap)
        fd_kind[fd] = FD_UNKNOWN;
}

static int kind_of(int fd)
{
    if (fd < 0)
        return FD_PLAIN;            /* the call reports EBADF */
    if (fd >= fd_kind_cap) {
        int cap = fd_kind_cap ? fd_kind_cap : 64;
        while (cap <= fd)
            cap *= 2;
        unsigned char *k = realloc(fd_kind, (size_t)cap);
        if (k == NULL)
            return FD_PLAIN;
        for (int i = fd_kind_cap; i < cap; i++)
            k[i] = FD_UNKNOWN;
        fd_kind = k;
        fd_kind_cap = cap;
    }
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

static long green_read(int fd, void *buf, size_t n)
{
    int kind = kind_of(fd);
    for (;;) {
        if (kind == FD_WAIT_FIRST) {
            int w = th->wait_fd(fd, TH_FD_READ, TH_FOREVER);
            if (w < 0)
                return w;
        }
        ssize_t r = read(fd, buf, n);
        if (r >= 0)
            return r;
        if (errno == EINTR)
            continue;
        if ((errno == EAGAIN || errno == EWOULDBLOCK) && kind != FD_PLAIN) {
            int w = th->wait_fd(fd, TH_FD_READ, TH_FOREVER);
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
    const char *p = buf;
    size_t done = 0;
    while (done < n) {
        ssize_t w = write(fd, p + done, n - done);
        if (w >= 0) {
            done += (size_t)w;
            continue;
        }
        if (errno == EINTR)
            continue;
        if ((errno == EAGAIN || errno == EWOULDBLOCK) && kind != FD_PLAIN) {
            int r = th->wait_fd(fd, TH_FD_WRITE, TH_FOREVER);
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
    if (th->one_os_thread)
        return green_read(fd, buf, n);
    for (;;) {
        ssize_t r = read(fd, buf, n);
        if (r >= 0)
            return r;
        if (errno != EINTR)
            return -errno;
    }
}

long io_write(int fd, const void *buf, size_t n)
{
    if (th->one_os_thread)
        return green_write(fd, buf, n);
    const char *p = buf;
    size_t done = 0;
    while (done < n) {
        ssize_t w = write(fd, p + done, n - done);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return -errno;
        }
        done += (size_t)w;
    }
    return (long)done;
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
    if (th->fd_closing != NULL)
        th->fd_closing(fd);
    kind_forget(fd);
    return close(fd) == 0 ? 0 : -errno;
}

long io_available(int fd)
{
    int n = 0;
    if (ioctl(fd, FIONREAD, &n) < 0)
        return -errno;
    return n;
}
