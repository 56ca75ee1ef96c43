/* io.c: blocking I/O for the native backend: plain blocking system calls.
 * (The green backend's iomgr will take over these entry points.) */
#include <errno.h>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include "io.h"

long io_read(int fd, void *buf, size_t n)
{
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
        if (fd >= 0)
            return fd;
        if (errno != EINTR)
            return -errno;
    }
}

int io_close(int fd)
{
    return close(fd) == 0 ? 0 : -errno;
}

long io_available(int fd)
{
    int n = 0;
    if (ioctl(fd, FIONREAD, &n) < 0)
        return -errno;
    return n;
}
