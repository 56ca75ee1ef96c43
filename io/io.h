/* io.h: every blocking call the VM makes goes through here, so that the
 * thread backend decides how to block (plain blocking syscalls on native
 * threads, non-blocking calls plus the iomgr on green threads).
 *
 * All functions return >= 0 on success or -errno. */
#ifndef IO_H
#define IO_H

#include <stddef.h>
#include <stdint.h>

long io_read(int fd, void *buf, size_t n);
/* Writes all n bytes (loops over short writes). */
long io_write(int fd, const void *buf, size_t n);
int io_open(const char *path, int flags, int mode);
int io_close(int fd);
/* Bytes readable without blocking (FIONREAD), or -errno. */
long io_available(int fd);

#endif
