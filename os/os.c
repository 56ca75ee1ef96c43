/* os.c: clocks, page size, RAM, stack bounds and entropy (see os.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>
#include "os.h"
#include "vmassert.h"

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

void os_yield(void)
{
    sched_yield();
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

static void out_of_memory(size_t n, const char *what)
{
    fprintf(stderr, "#\n# There is insufficient memory for the Java Runtime Environment to continue.\n"
                    "# Native memory allocation (%s) failed to allocate %zu bytes\n", what, n);
    fflush(stderr);
    _exit(1);
}

void *os_xmalloc(size_t n)
{
    void *p = malloc(n);
    if (p == NULL && n != 0)
        out_of_memory(n, "malloc");
    return p;
}

void *os_xcalloc(size_t count, size_t size)
{
    void *p = calloc(count, size);
    if (p == NULL && count != 0 && size != 0)
        out_of_memory(count * size, "calloc");
    return p;
}

void *os_xrealloc(void *old, size_t n)
{
    void *p = realloc(old, n);
    if (p == NULL && n != 0)
        out_of_memory(n, "realloc");
    return p;
}

char *os_xstrdup(const char *s)
{
    char *p = strdup(s);
    if (p == NULL)
        out_of_memory(strlen(s) + 1, "malloc");
    return p;
}

char *os_xstrndup(const char *s, size_t n)
{
    char *p = strndup(s, n);
    if (p == NULL)
        out_of_memory(n + 1, "malloc");
    return p;
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

#if defined(JVM_ASSERT) && JVM_ASSERT
void vm_assert_fail(const char *cond, const char *file, int line, const char *func)
{
    fprintf(stderr, "jvm: internal error: assertion failed: %s (%s:%d, %s)\n", cond, file, line, func);
    fflush(stderr);
    abort();
}
#endif
