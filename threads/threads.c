/* threads.c: choosing the backend, and the clock helpers both share. */
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sched.h>
#include "threads.h"

const ThreadOps *th = &th_native_ops;
volatile int th_poll_flag;

int th_select(const char *name, const char **why)
{
    *why = NULL;
    if (strcmp(name, "native") == 0) {
        th = &th_native_ops;
        return 0;
    }
    if (strcmp(name, "green") == 0) {
        if (th_green_ops.init == NULL) {
            *why = "the green thread backend is not built yet (see README: Status)";
            return -1;
        }
        th = &th_green_ops;
        return 0;
    }
    *why = "unknown thread backend";
    return -1;
}

int64_t th_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

int64_t th_wall_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int th_cpu_count(void)
{
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0)
        return CPU_COUNT(&set);
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 1;
}
