/* container.c: cgroup-aware CPU and memory queries (see container.h).
 *
 * Where the files are is decided once: /proc/self/cgroup names the
 * process's cgroup per hierarchy ("0::/path" for v2, "N:memory:/path" and
 * "N:cpu,cpuacct:/path" for v1).  v2 is used when the cgroup root itself is
 * a v2 mount (it has cgroup.controllers); a hybrid host's empty "unified"
 * hierarchy is ignored.  Inside a container the path often names a cgroup
 * of the host that is not visible under the container's mount, whose root
 * then is the process's cgroup: so "root + path" is tried first, then the
 * root.  Values are cached under `lock`, one timestamp per query. */
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "container.h"
#include "os.h"

typedef struct Cached {
    bool valid;
    uint64_t at_ns;
    uint64_t value;
} Cached;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static char cg_root[PATH_MAX] = "/sys/fs/cgroup";
static char proc_root[PATH_MAX] = "/proc";
static bool detected;
static int version;
static char cpu_dir[PATH_MAX], mem_dir[PATH_MAX]; /* "" when none */
static Cached cpus_c, avail_c, phys_c;
static _Atomic int cache_ms = 20;
static _Atomic uint64_t files_read;

static uint64_t now_ns(void)
{
    return (uint64_t)os_monotonic_ns();
}

/* Reads up to n-1 bytes of path into buf, NUL-terminated.  Returns the
 * length, or -1. */
static int read_file(const char *path, char *buf, size_t n)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    atomic_fetch_add_explicit(&files_read, 1, memory_order_relaxed);
    size_t got = 0;
    while (got + 1 < n) {
        ssize_t r = read(fd, buf + got, n - 1 - got);
        if (r <= 0)
            break;
        got += (size_t)r;
    }
    close(fd);
    buf[got] = '\0';
    return (int)got;
}

static bool exists(const char *dir, const char *name)
{
    char p[PATH_MAX + 64];
    snprintf(p, sizeof p, "%s/%s", dir, name);
    return access(p, F_OK) == 0;
}

/* Reads dir/name: a number into *v, or "max" (*v = UINT64_MAX).  For v2's
 * cpu.max, the second number goes to *second when not NULL. */
static bool read_value(const char *dir, const char *name, uint64_t *v, uint64_t *second)
{
    if (dir[0] == '\0')
        return false;
    char p[PATH_MAX + 64], buf[128];
    snprintf(p, sizeof p, "%s/%s", dir, name);
    if (read_file(p, buf, sizeof buf) <= 0)
        return false;
    char *s = buf, *end;
    while (*s == ' ')
        s++;
    if (strncmp(s, "max", 3) == 0) {
        *v = UINT64_MAX;
        end = s + 3;
    } else if (*s == '-') {       /* v1's -1: no quota */
        *v = UINT64_MAX;
        strtoll(s, &end, 10);
    } else {
        *v = strtoull(s, &end, 10);
        if (end == s)
            return false;
    }
    if (second != NULL) {
        *second = strtoull(end, &end, 10);
        if (*second == 0)
            *second = 100000;
    }
    return true;
}

/* Sets out to root/sub + path, or root/sub, whichever exists with file;
 * "" if neither. */
static void pick_dir(char *out, const char *sub, const char *path, const char *file)
{
    char a[PATH_MAX];
    out[0] = '\0';
    if (snprintf(a, sizeof a, "%s%s%s%s", cg_root, sub[0] ? "/" : "", sub,
                 strcmp(path, "/") == 0 ? "" : path) < (int)sizeof a && exists(a, file)) {
        snprintf(out, PATH_MAX, "%s", a);
        return;
    }
    if (snprintf(a, sizeof a, "%s%s%s", cg_root, sub[0] ? "/" : "", sub) < (int)sizeof a &&
        exists(a, file))
        snprintf(out, PATH_MAX, "%s", a);
}

static bool has_controller(const char *list, const char *name)
{
    size_t n = strlen(name);
    for (const char *s = list; *s;) {
        const char *e = strchr(s, ',');
        size_t len = e ? (size_t)(e - s) : strlen(s);
        if (len == n && strncmp(s, name, n) == 0)
            return true;
        if (e == NULL)
            break;
        s = e + 1;
    }
    return false;
}

/* With lock held. */
static void detect(void)
{
    if (detected)
        return;
    detected = true;
    version = 0;
    cpu_dir[0] = mem_dir[0] = '\0';
    char p[PATH_MAX + 32], buf[8192];
    snprintf(p, sizeof p, "%s/self/cgroup", proc_root);
    if (read_file(p, buf, sizeof buf) <= 0)
        return;
    char v2path[PATH_MAX] = "", mempath[PATH_MAX] = "", cpupath[PATH_MAX] = "";
    char cpusub[32] = "cpu";
    bool have_v2 = false, have_mem = false, have_cpu = false;
    for (char *line = strtok(buf, "\n"); line != NULL; line = strtok(NULL, "\n")) {
        char *c1 = strchr(line, ':');
        char *c2 = c1 ? strchr(c1 + 1, ':') : NULL;
        if (c2 == NULL)
            continue;
        *c1 = *c2 = '\0';
        const char *ctl = c1 + 1, *path = c2 + 1;
        if (strcmp(line, "0") == 0 && ctl[0] == '\0') {
            snprintf(v2path, sizeof v2path, "%s", path);
            have_v2 = true;
        } else {
            if (has_controller(ctl, "memory")) {
                snprintf(mempath, sizeof mempath, "%s", path);
                have_mem = true;
            }
            if (has_controller(ctl, "cpu")) {
                snprintf(cpupath, sizeof cpupath, "%s", path);
                snprintf(cpusub, sizeof cpusub, "%s", ctl);
                have_cpu = true;
            }
        }
    }
    if (have_v2 && exists(cg_root, "cgroup.controllers")) {
        version = 2;
        pick_dir(mem_dir, "", v2path, "memory.max");
        pick_dir(cpu_dir, "", v2path, "cpu.max");
        return;
    }
    if (have_mem || have_cpu) {
        version = 1;
        if (have_mem)
            pick_dir(mem_dir, "memory", mempath, "memory.limit_in_bytes");
        if (have_cpu) {
            pick_dir(cpu_dir, cpusub, cpupath, "cpu.cfs_quota_us");
            if (cpu_dir[0] == '\0')
                pick_dir(cpu_dir, "cpu", cpupath, "cpu.cfs_quota_us");
        }
    }
}

static uint64_t host_ram(void)
{
    return os_host_ram();
}

static int affinity_cpus(void)
{
    for (int n = 1024; n <= 1 << 20; n *= 2) {
        cpu_set_t *set = CPU_ALLOC((size_t)n);
        if (set == NULL)
            break;
        size_t sz = CPU_ALLOC_SIZE((size_t)n);
        if (sched_getaffinity(0, sz, set) == 0) {
            int c = CPU_COUNT_S(sz, set);
            CPU_FREE(set);
            return c > 0 ? c : 1;
        }
        CPU_FREE(set);
    }
    long c = sysconf(_SC_NPROCESSORS_ONLN);
    return c > 0 ? (int)c : 1;
}

/* With lock held: the cgroup memory limit, or UINT64_MAX. */
static uint64_t mem_limit(void)
{
    uint64_t lim = UINT64_MAX;
    if (version == 2)
        read_value(mem_dir, "memory.max", &lim, NULL);
    else if (version == 1)
        read_value(mem_dir, "memory.limit_in_bytes", &lim, NULL);
    uint64_t ram = host_ram();
    if (ram != 0 && lim >= ram)
        lim = UINT64_MAX;           /* v1 says "no limit" with a huge number */
    return lim;
}

static uint64_t compute_cpus(void)
{
    int cpus = affinity_cpus();
    uint64_t quota = UINT64_MAX, period = 100000;
    if (version == 2)
        read_value(cpu_dir, "cpu.max", &quota, &period);
    else if (version == 1 && read_value(cpu_dir, "cpu.cfs_quota_us", &quota, NULL))
        if (!read_value(cpu_dir, "cpu.cfs_period_us", &period, NULL) || period == 0)
            period = 100000;
    if (quota != UINT64_MAX && period > 0) {
        uint64_t q = (quota + period - 1) / period;
        if (q < 1)
            q = 1;
        if (q < (uint64_t)cpus)
            cpus = (int)q;
    }
    return (uint64_t)cpus;
}

static uint64_t compute_avail(void)
{
    uint64_t lim = mem_limit();
    if (lim != UINT64_MAX) {
        uint64_t used = 0;
        if (version == 2)
            read_value(mem_dir, "memory.current", &used, NULL);
        else
            read_value(mem_dir, "memory.usage_in_bytes", &used, NULL);
        return lim > used ? lim - used : 0;
    }
    char p[PATH_MAX + 32], buf[4096];
    snprintf(p, sizeof p, "%s/meminfo", proc_root);
    if (read_file(p, buf, sizeof buf) > 0) {
        char *s = strstr(buf, "MemAvailable:");
        if (s != NULL)
            return strtoull(s + 13, NULL, 10) * 1024;
    }
    return host_ram();
}

static uint64_t compute_phys(void)
{
    uint64_t lim = mem_limit();
    return lim != UINT64_MAX ? lim : host_ram();
}

static uint64_t cached(Cached *c, uint64_t (*compute)(void))
{
    pthread_mutex_lock(&lock);
    detect();
    int ms = atomic_load_explicit(&cache_ms, memory_order_relaxed);
    uint64_t now = now_ns();
    if (!(ms > 0 && c->valid && now - c->at_ns < (uint64_t)ms * 1000000u)) {
        c->value = compute();
        c->at_ns = now;
        c->valid = true;
    }
    uint64_t v = c->value;
    pthread_mutex_unlock(&lock);
    return v;
}

int os_active_cpus(void)
{
    return (int)cached(&cpus_c, compute_cpus);
}

size_t os_available_memory(void)
{
    uint64_t v = cached(&avail_c, compute_avail);
    return v > SIZE_MAX ? SIZE_MAX : (size_t)v;
}

size_t os_physical_memory(void)
{
    uint64_t v = cached(&phys_c, compute_phys);
    return v > SIZE_MAX ? SIZE_MAX : (size_t)v;
}

void os_container_set_cache_ms(int ms)
{
    atomic_store_explicit(&cache_ms, ms < 0 ? 0 : ms, memory_order_relaxed);
}

int os_container_cache_ms(void)
{
    return atomic_load_explicit(&cache_ms, memory_order_relaxed);
}

uint64_t os_container_files_read(void)
{
    return atomic_load_explicit(&files_read, memory_order_relaxed);
}

int os_container_version(void)
{
    pthread_mutex_lock(&lock);
    detect();
    int v = version;
    pthread_mutex_unlock(&lock);
    return v;
}

void os_container_set_root(const char *cgroup_root, const char *proc)
{
    pthread_mutex_lock(&lock);
    snprintf(cg_root, sizeof cg_root, "%s", cgroup_root ? cgroup_root : "/sys/fs/cgroup");
    snprintf(proc_root, sizeof proc_root, "%s", proc ? proc : "/proc");
    detected = false;
    cpus_c.valid = avail_c.valid = phys_c.valid = false;
    pthread_mutex_unlock(&lock);
}
