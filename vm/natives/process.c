/* process.c: natives of java.lang.ProcessImpl and ProcessHandleImpl, over
 * io/process.c (posix_spawn, pidfd waits).
 *
 * Every call that may block (waiting for a child) runs in a safe region, so
 * a collection never waits for it, and through io.h, so that on green
 * threads it blocks only the calling thread.  The pipes to a child are plain
 * fds wrapped in java.io.FileDescriptor objects; reading and writing them
 * goes through FileDescriptor's natives like any file. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../excep.h"
#include "../jstring.h"
#include "../native.h"
#include "../safepoint.h"
#include "../../io/io.h"
#include "../../threads/threads.h"

#define NATIVE(name) static Value name(VMThread *t, Value *a)
#define RET_V() return (Value){ .raw = 0 }

/* A NULL-terminated copy of a String[] in UTF-8; NULL with an exception
 * pending (or for a null array when nullable). */
static char **utf8_vector(VMThread *t, Array *arr)
{
    char **v = calloc((size_t)arr->length + 1, sizeof *v);
    if (v == NULL) {
        exc_oom(t);
        return NULL;
    }
    for (int32_t k = 0; k < arr->length; k++) {
        Object *s = ARRAY_ELEMS(arr, Object *)[k];
        if (s == NULL) {
            exc_npe(t, NULL);
            goto fail;
        }
        if ((v[k] = jstring_to_utf8(s, NULL)) == NULL) {
            exc_oom(t);
            goto fail;
        }
    }
    return v;
fail:
    for (int32_t k = 0; k < arr->length; k++)
        free(v[k]);
    free(v);
    return NULL;
}

static void free_vector(char **v)
{
    for (size_t k = 0; v != NULL && v[k] != NULL; k++)
        free(v[k]);
    free(v);
}

/* int spawn0(String[] cmd, String[] env, String dir, int[] fds, boolean
 * mergeErr, int[] pidfd): fds[k] in: -1 pipe, -2 inherit, else an fd; out:
 * the parent's pipe ends (-1 where none).  Returns the pid, or throws
 * IOException("error=N, text"), which the Java side puts in HotSpot's
 * "Cannot run program" message. */
NATIVE(proc_spawn0)
{
    Array *cmd = (Array *)a[0].l, *env = (Array *)a[1].l, *fds = (Array *)a[3].l;
    Array *pidfd_out = (Array *)a[5].l;
    char **argv = NULL, **envp = NULL, *dir = NULL;
    if (cmd == NULL || fds == NULL || fds->length != 3 || pidfd_out == NULL || cmd->length == 0) {
        exc_npe(t, NULL);
        return (Value){ .i = -1 };
    }
    if ((argv = utf8_vector(t, cmd)) == NULL)
        goto out;
    if (env != NULL && (envp = utf8_vector(t, env)) == NULL)
        goto out;
    if (a[2].l != NULL && (dir = jstring_to_utf8(a[2].l, NULL)) == NULL) {
        exc_oom(t);
        goto out;
    }
    IoSpawn s = { argv, envp, dir, { 0, 0, 0 }, a[4].i != 0 };
    for (int k = 0; k < 3; k++)
        s.fd[k] = ARRAY_ELEMS(fds, int32_t)[k];
    int pipes[3], pidfd;
    int pid = io_spawn(&s, pipes, &pidfd);
    if (pid < 0) {
        exc_throwf(t, "java/io/IOException", "error=%d, %s", -pid, strerror(-pid));
        goto out;
    }
    for (int k = 0; k < 3; k++)
        ARRAY_ELEMS(fds, int32_t)[k] = pipes[k];
    ARRAY_ELEMS(pidfd_out, int32_t)[0] = pidfd;
    free_vector(argv);
    free_vector(envp);
    free(dir);
    return (Value){ .i = pid };
out:
    free_vector(argv);
    free_vector(envp);
    free(dir);
    return (Value){ .i = -1 };
}

typedef struct WaitArgs {
    int pid, pidfd;
    int64_t deadline;
    int result;
} WaitArgs;

static void wait_cb(void *p)
{
    WaitArgs *w = p;
    w->result = io_child_wait(w->pid, w->pidfd, w->deadline);
}

/* boolean waitReady0(int pid, int pidfd, long timeoutNanos): true once the
 * child has exited (not reaped), false at the time-out (< 0: none). */
NATIVE(proc_waitReady0)
{
    int64_t timeout = a[2].j;
    int64_t deadline = timeout < 0 ? TH_FOREVER : th_now() + timeout;
    if (timeout >= 0 && deadline < 0)
        deadline = TH_FOREVER;      /* overflow: as good as forever */
    WaitArgs w = { a[0].i, a[1].i, deadline, 0 };
    sp_call_blocking(t, wait_cb, &w);
    if (w.result < 0 && w.result != -EBADF) {
        exc_throwf(t, "java/io/IOException", "waiting for process %d: %s", w.pid, strerror(-w.result));
        return (Value){ .i = 0 };
    }
    return (Value){ .i = w.result != 0 };
}

/* int reap0(int pid): the exit status, -1 while it runs, -2 if already reaped. */
NATIVE(proc_reap0)
{
    (void)t;
    int r = io_child_reap(a[0].i);
    return (Value){ .i = r >= 0 ? r : r == -EAGAIN ? -1 : -2 };
}

/* void kill0(int pid, boolean force) */
NATIVE(proc_kill0)
{
    (void)t;
    io_child_signal(a[0].i, a[1].i ? SIGKILL : SIGTERM);
    RET_V();
}

/* void close0(int fd): the pidfd, or a redirect's fd once the child has it. */
NATIVE(proc_close0)
{
    (void)t;
    if (a[0].i >= 0)
        io_close(a[0].i);
    RET_V();
}

/* FileDescriptor newFd0(int fd) */
NATIVE(proc_newFd0)
{
    Class *c = class_load(t, "java/io/FileDescriptor");
    if (c == NULL || class_init(t, c) != 0)
        return (Value){ .l = NULL };
    Object *o = obj_new(t, c);
    if (o == NULL)
        return (Value){ .l = NULL };
    *(int32_t *)((char *)o + class_field_offset(c, "fd")) = a[0].i;
    return (Value){ .l = o };
}

/* int openRedirect0(String path, int mode): 0 read, 1 write, 2 append.
 * Returns the fd, or throws FileNotFoundException("path (reason)"). */
NATIVE(proc_openRedirect0)
{
    if (a[0].l == NULL) {
        exc_npe(t, NULL);
        return (Value){ .i = -1 };
    }
    char *path = jstring_to_utf8(a[0].l, NULL);
    if (path == NULL) {
        exc_oom(t);
        return (Value){ .i = -1 };
    }
    int mode = a[1].i;
    int flags = mode == 0 ? O_RDONLY : O_WRONLY | O_CREAT | (mode == 2 ? O_APPEND : O_TRUNC);
    int fd = io_open(path, flags, 0666);
    if (fd < 0)
        exc_throwf(t, "java/io/FileNotFoundException", "%s (%s)", path,
                   fd == -EISDIR ? "Is a directory" : strerror(-fd));
    free(path);
    return (Value){ .i = fd };
}

NATIVE(ph_currentPid0) { (void)t; (void)a; return (Value){ .j = (int64_t)getpid() }; }

/* boolean isAlive0(long pid): the process exists and is not a zombie. */
NATIVE(ph_isAlive0)
{
    (void)t;
    char path[64], buf[512];
    snprintf(path, sizeof path, "/proc/%lld/stat", (long long)a[0].j);
    FILE *f = fopen(path, "re");
    if (f == NULL)
        return (Value){ .i = 0 };
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    char *close_paren = strrchr(buf, ')');   /* "pid (comm) S ..." */
    return (Value){ .i = close_paren != NULL && close_paren[1] == ' ' && close_paren[2] != 'Z' &&
                         close_paren[2] != 'X' };
}

/* long parentPid0(long pid): the parent's pid, or -1. */
NATIVE(ph_parentPid0)
{
    (void)t;
    char path[64], buf[512];
    snprintf(path, sizeof path, "/proc/%lld/stat", (long long)a[0].j);
    FILE *f = fopen(path, "re");
    if (f == NULL)
        return (Value){ .j = -1 };
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    char *p = strrchr(buf, ')');
    char state;
    long long ppid;
    if (p == NULL || sscanf(p + 1, " %c %lld", &state, &ppid) != 2)
        return (Value){ .j = -1 };
    return (Value){ .j = ppid };
}

/* boolean kill0(long pid, boolean force) */
NATIVE(ph_kill0)
{
    (void)t;
    return (Value){ .i = io_child_signal((int)a[0].j, a[1].i ? SIGKILL : SIGTERM) == 0 };
}

static const NativeDef defs[] = {
    { "java/lang/ProcessImpl", "spawn0", "([Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[IZ[I)I",
      proc_spawn0 },
    { "java/lang/ProcessImpl", "waitReady0", "(IIJ)Z", proc_waitReady0 },
    { "java/lang/ProcessImpl", "reap0", "(I)I", proc_reap0 },
    { "java/lang/ProcessImpl", "kill0", "(IZ)V", proc_kill0 },
    { "java/lang/ProcessImpl", "close0", "(I)V", proc_close0 },
    { "java/lang/ProcessImpl", "newFd0", "(I)Ljava/io/FileDescriptor;", proc_newFd0 },
    { "java/lang/ProcessImpl", "openRedirect0", "(Ljava/lang/String;I)I", proc_openRedirect0 },
    { "java/lang/ProcessHandleImpl", "currentPid0", "()J", ph_currentPid0 },
    { "java/lang/ProcessHandleImpl", "isAlive0", "(J)Z", ph_isAlive0 },
    { "java/lang/ProcessHandleImpl", "parentPid0", "(J)J", ph_parentPid0 },
    { "java/lang/ProcessHandleImpl", "kill0", "(JZ)Z", ph_kill0 },
};

void natives_process_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
