/* process.c: starting child processes and waiting for them (io.h).
 *
 * A child is started with posix_spawn (glibc's is a vfork-like clone that
 * reports a failed exec as its return value, so "no such program" is an
 * error of the call, not an exit status).  Its standard streams are pipes
 * whose parent ends are close-on-exec, an fd the caller opened (a file
 * redirect), or the VM's own (inherit).  Waiting costs no polling: the
 * child's pidfd (pidfd_open, Linux 5.3) becomes readable when it exits, and
 * the wait is an ordinary io_wait on it, which the thread backend turns into
 * a blocking poll (native) or an iomgr wait (green).  Only where pidfd_open
 * is missing does io_child_wait fall back to checking every 10 ms. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "io.h"
#include "../threads/threads.h"

extern char **environ;

static int pidfd_open_(pid_t pid)
{
#ifdef SYS_pidfd_open
    int fd = (int)syscall(SYS_pidfd_open, pid, 0);
    if (fd >= 0)
        fcntl(fd, F_SETFD, FD_CLOEXEC);
    return fd;
#else
    (void)pid;
    errno = ENOSYS;
    return -1;
#endif
}

int io_spawn(const IoSpawn *s, int pipes[3], int *pidfd)
{
    int ends[3][2] = { { -1, -1 }, { -1, -1 }, { -1, -1 } };
    posix_spawn_file_actions_t fa;
    posix_spawnattr_t attr;
    int err = 0;
    pipes[0] = pipes[1] = pipes[2] = -1;
    *pidfd = -1;
    for (int k = 0; k < 3; k++) {
        if (s->fd[k] == IO_SPAWN_PIPE && !(k == 2 && s->merge_err) && pipe2(ends[k], O_CLOEXEC) < 0) {
            err = -errno;
            goto close_pipes;
        }
    }
    if ((err = -posix_spawn_file_actions_init(&fa)) != 0)
        goto close_pipes;
    if ((err = -posix_spawnattr_init(&attr)) != 0) {
        posix_spawn_file_actions_destroy(&fa);
        goto close_pipes;
    }
    /* The child starts with the default signal dispositions and no signal
     * blocked, whatever the VM's threads have set (SIGPIPE is ignored by
     * the VM, SIGALRM drives green threads). */
    sigset_t none, all;
    sigemptyset(&none);
    sigfillset(&all);
    posix_spawnattr_setsigmask(&attr, &none);
    posix_spawnattr_setsigdefault(&attr, &all);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    for (int k = 0; k < 3 && err == 0; k++) {
        int from;
        if (k == 2 && s->merge_err)
            from = 1;               /* 2>&1, after 1 is in place */
        else if (s->fd[k] == IO_SPAWN_PIPE)
            from = ends[k][k == 0 ? 0 : 1];
        else if (s->fd[k] == IO_SPAWN_INHERIT)
            continue;
        else
            from = s->fd[k];
        err = -posix_spawn_file_actions_adddup2(&fa, from, k);
    }
    if (err == 0 && s->dir != NULL)
        err = -posix_spawn_file_actions_addchdir_np(&fa, s->dir);
    pid_t pid = -1;
    if (err == 0) {
        char *const *env = s->envp != NULL ? s->envp : environ;
        int r = strchr(s->argv[0], '/') != NULL
                ? posix_spawn(&pid, s->argv[0], &fa, &attr, s->argv, env)
                : posix_spawnp(&pid, s->argv[0], &fa, &attr, s->argv, env);
        err = -r;
    }
    posix_spawn_file_actions_destroy(&fa);
    posix_spawnattr_destroy(&attr);
    if (err != 0)
        goto close_pipes;
    for (int k = 0; k < 3; k++) {
        if (ends[k][0] < 0)
            continue;
        /* Keep the parent's end, close the child's. */
        pipes[k] = ends[k][k == 0 ? 1 : 0];
        close(ends[k][k == 0 ? 0 : 1]);
    }
    *pidfd = pidfd_open_(pid);
    return pid;
close_pipes:
    for (int k = 0; k < 3; k++) {
        if (ends[k][0] >= 0)
            close(ends[k][0]);
        if (ends[k][1] >= 0)
            close(ends[k][1]);
    }
    return err;
}

int io_child_reap(int pid)
{
    siginfo_t info;
    memset(&info, 0, sizeof info);
    for (;;) {
        if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG) == 0)
            break;
        if (errno != EINTR)
            return -errno;
    }
    if (info.si_pid == 0)
        return -EAGAIN;             /* still running */
    if (info.si_code == CLD_EXITED)
        return info.si_status & 0xff;
    return 0x80 + info.si_status;   /* killed or dumped: 128 + the signal, as Java reports it */
}

/* Sleeps until the deadline through the backend (a green thread must not
 * block its OS thread), on a condition nobody signals. */
static void nap(int64_t deadline)
{
    static ThMutex *_Atomic lock;
    static ThCond *_Atomic cond;
    if (atomic_load(&cond) == NULL) {
        ThMutex *m = th->mutex_new();
        ThCond *c = th->cond_new();
        ThMutex *no_m = NULL;
        ThCond *no_c = NULL;
        if (m == NULL || c == NULL || !atomic_compare_exchange_strong(&lock, &no_m, m) ||
            !atomic_compare_exchange_strong(&cond, &no_c, c)) {
            struct timespec ts = { 0, 10 * 1000000L };   /* lost the race or out of memory */
            nanosleep(&ts, NULL);
            return;
        }
    }
    ThMutex *m = atomic_load(&lock);
    th->mutex_lock(m);
    while (th_now() < deadline && th->cond_wait(atomic_load(&cond), m, deadline) == 0)
        ;
    th->mutex_unlock(m);
}

int io_child_wait(int pid, int pidfd, int64_t deadline)
{
    if (pidfd >= 0) {
        int r = io_wait(pidfd, TH_FD_READ, deadline);
        if (r == -EBADF)
            return 1;               /* closed by the thread that reaped it */
        return r > 0 ? 1 : r == 0 ? 0 : r;
    }
    /* No pidfd: look every 10 ms (waitid with WNOWAIT leaves the child to
     * be reaped by io_child_reap). */
    for (;;) {
        siginfo_t info;
        memset(&info, 0, sizeof info);
        if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) < 0 && errno != EINTR)
            return errno == ECHILD ? 1 : -errno;
        if (info.si_pid != 0)
            return 1;
        int64_t now = th_now();
        if (now >= deadline)
            return 0;
        int64_t step = 10 * 1000000LL;
        if (deadline - now < step)
            step = deadline - now;
        nap(now + step);
    }
}

int io_child_signal(int pid, int sig)
{
    return kill((pid_t)pid, sig) == 0 ? 0 : -errno;
}
