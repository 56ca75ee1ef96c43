/* container.h: CPUs and memory as the machine or its container allows.
 *
 * Linux cgroup v2 (cpu.max, memory.max, memory.current) or v1
 * (cpu.cfs_quota_us / cpu.cfs_period_us, memory.limit_in_bytes /
 * memory.usage_in_bytes), found through /proc/self/cgroup; without a limit,
 * the host's numbers (affinity mask, MemAvailable).  Each answer is cached
 * for a grace time (20 ms by default) so that frequent callers (the heap
 * sizing policy asks at every collection) do not re-read the files each
 * time, as JDK 14 did before JDK-8232207; a grace time of 0 re-reads them
 * on every call.  Safe to call from any thread. */
#ifndef OS_CONTAINER_H
#define OS_CONTAINER_H

#include <stddef.h>
#include <stdint.h>

/* CPUs this process may use: its affinity mask, lowered to the cgroup CPU
 * quota rounded up; at least 1. */
int os_active_cpus(void);

/* Bytes of memory still available: the cgroup limit minus its usage when
 * there is a limit, else the host's MemAvailable. */
size_t os_available_memory(void);

/* Bytes of memory the process may use at most: the cgroup limit if there
 * is one below the host's RAM, else the host's RAM. */
size_t os_physical_memory(void);

/* Sets the grace time in milliseconds (0: no cache; --container-cache-ms). */
void os_container_set_cache_ms(int ms);
int os_container_cache_ms(void);

/* Files opened so far to answer the queries above. */
uint64_t os_container_files_read(void);

/* 2 or 1 for the cgroup version found, 0 for none (decided on first use). */
int os_container_version(void);

/* Test hook: reads cgroup files under cgroup_root (instead of
 * /sys/fs/cgroup) and proc_root (instead of /proc), and forgets the cache
 * and what was found.  NULL restores a default. */
void os_container_set_root(const char *cgroup_root, const char *proc_root);

#endif
