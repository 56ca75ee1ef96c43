/* os.h: what is Linux-specific and is neither threads nor I/O, in one place.
 *
 * The lowest layer: it includes nothing of the project's but its own
 * headers, and every other layer may use it.  CPUs and memory as the
 * machine or its container allows are in container.h (same layer).  Each
 * function here is safe to call from any thread and never fails in a way
 * its caller must handle, except where it says so. */
#ifndef OS_OS_H
#define OS_OS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* CLOCK_MONOTONIC in nanoseconds (never goes back; not the wall clock). */
int64_t os_monotonic_ns(void);

/* CLOCK_REALTIME in nanoseconds since the epoch. */
int64_t os_realtime_ns(void);

/* *ts = CLOCK_MONOTONIC now + ns: an absolute deadline for a condition
 * variable whose clock was set to CLOCK_MONOTONIC. */
struct timespec;
void os_monotonic_deadline(struct timespec *ts, int64_t ns);

/* Gives the CPU to another runnable OS thread (sched_yield), for spin
 * loops on plain OS threads (the GC's marking pool); Java threads use
 * th->yield, which knows the backend. */
void os_yield(void);

/* The system's page size in bytes (read once). */
size_t os_page_size(void);

/* Bytes of RAM the host has (sysconf), 0 if unknown. */
uint64_t os_host_ram(void);

/* The calling OS thread's stack: [*low, *high).  Both NULL when the
 * system cannot say (then callers must not scan it). */
void os_thread_stack(char **low, char **high);

/* malloc, calloc, realloc, strdup and strndup for the C heap that never
 * return NULL: when the system has no memory left they print HotSpot's
 * "insufficient memory" lines to stderr and end the process with status 1
 * (where a caller has a Java exception to throw instead, it calls the
 * plain function and checks). */
void *os_xmalloc(size_t n);
void *os_xcalloc(size_t count, size_t size);
void *os_xrealloc(void *p, size_t n);
char *os_xstrdup(const char *s);
char *os_xstrndup(const char *s, size_t n);

/* Fills buf with len bytes from the kernel's CSPRNG (getrandom).  Returns
 * 0, or -errno. */
int os_random_bytes(void *buf, size_t len);

#endif
