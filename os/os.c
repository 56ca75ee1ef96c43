/* os.c: clocks, page size, RAM, stack bounds and entropy (see os.h). */
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>
#include "os.h"

int64_t os_monotonic_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

int64_t os_realtime_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

void os_monotonic_deadline(struct timespec *ts, int64_t ns)
{
    int64_t t = os_monotonic_ns() + ns;
    ts->tv_sec = (time_t)(t / 1000000000);
    ts->tv_nsec = (long)(t % 1000000000);
}

size_t os_page_size(void)
{
    static _Atomic size_t cached;
    size_t p = atomic_load_explicit(&cached, memory_order_relaxed);
    if (p == 0) {
        long v = sysconf(_SC_PAGESIZE);
        p = v > 0 ? (size_t)v : 4096;
        atomic_store_explicit(&cached, p, memory_order_relaxed);
    }
    return p;
}

uint64_t os_host_ram(void)
{
    long pages = sysconf(_SC_PHYS_PAGES), psize = sysconf(_SC_PAGESIZE);
    return pages > 0 && psize > 0 ? (uint64_t)pages * (uint64_t)psize : 0;
}

void os_thread_stack(char **low, char **high)
{
    pthread_attr_t attr;
    void *addr = NULL;
    size_t size = 0;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
        pthread_attr_getstack(&attr, &addr, &size);
        pthread_attr_destroy(&attr);
    }
    *low = addr;
    *high = addr != NULL ? (char *)addr + size : NULL;
}

int os_random_bytes(void *buf, size_t len)
{
    unsigned char *p = buf;
    while (len > 0) {
        ssize_t n = getrandom(p, len, 0);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return -errno;
        }
        p += n;
        len -= (size_t)n;
    }
    return 0;
}
