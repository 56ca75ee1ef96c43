/* fuzz_load.c: libFuzzer target for class loading, linking and running.
 *
 * The VM is booted once (vm_test_boot, testhooks.h).  Each input is
 * defined as a class of its own (renamed Fz<n>), linked (the verifier
 * runs), initialized, and its main(String[]) run; a watchdog thread stops
 * a run after FUZZ_BUDGET_MS (default 100) of wall time by retiring the
 * class's code, so loops end in a VerifyError instead of a time-out.
 * System.exit throws instead of exiting.  stdin and stdout are /dev/null;
 * exceptions are turned into stack traces, not printed.
 *
 * Environment: FUZZ_THREADS=native|green (default native),
 * FUZZ_BUDGET_MS. */
#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include "testhooks.h"
#include "thread.h"
#include "../threads/threads.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static VMThread *vt;
static Class *_Atomic running;
static _Atomic int64_t started_ns;
static int64_t budget_ns = 100 * 1000000LL;

static int first_fd;                /* fds from here on are the VM's */

/* Shuts down every socket the VM has open (shutdown ends a recv, accept or
 * connect blocked on it), and closes them too when `close_them`, so that
 * the servers and connections an input leaves behind do not pile up. */
static void shutdown_sockets(int close_them)
{
    DIR *d = opendir("/proc/self/fd");
    if (d == NULL)
        return;
    int dfd = dirfd(d);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        int fd = atoi(e->d_name);
        struct stat st;
        if (fd < first_fd || fd == dfd || fstat(fd, &st) != 0 || !S_ISSOCK(st.st_mode))
            continue;
        shutdown(fd, SHUT_RDWR);
        if (close_them)
            close(fd);
    }
    closedir(d);
}

/* Past the budget: retire the class (loops end); past three budgets: the
 * main thread is blocked, so interrupt it and shut its sockets, again
 * every tick until the run ends. */
static void *watchdog(void *arg)
{
    (void)arg;
    for (;;) {
        struct timespec ts = { 0, 5 * 1000000L };
        nanosleep(&ts, NULL);
        Class *c = atomic_load(&running);
        int64_t age = th_now() - atomic_load(&started_ns);
        if (c == NULL || age <= budget_ns)
            continue;
        vm_test_stop(c);            /* again each tick: retiring is idempotent */
        if (age > 3 * budget_ns) {
            vm_test_wake(vt);
            shutdown_sockets(0);
        }
    }
    return NULL;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    int null = open("/dev/null", O_RDWR);
    if (null >= 0) {
        dup2(null, 0);
        dup2(null, 1);
        close(null);
    }
    first_fd = dup(0);
    if (first_fd >= 0)
        close(first_fd);
    if (first_fd < 3)
        first_fd = 3;
    /* Files a program writes stay small: a fuzzed length (setLength of
     * 512 GiB, then a byte-by-byte readLine through it) would otherwise run
     * for hours inside the class library, where retiring the class does not
     * reach.  Past the limit a write or truncate fails with EFBIG, an
     * IOException, as it would under `ulimit -f` on HotSpot. */
    struct rlimit fs = { 64u << 20, 64u << 20 };
    signal(SIGXFSZ, SIG_IGN);
    setrlimit(RLIMIT_FSIZE, &fs);
    const char *b = getenv("FUZZ_BUDGET_MS");
    if (b != NULL && atol(b) > 0)
        budget_ns = atol(b) * 1000000LL;
    const char *threads = getenv("FUZZ_THREADS");
    vt = vm_test_boot(threads ? threads : "native");
    if (vt == NULL) {
        fprintf(stderr, "fuzz_load: the VM did not boot\n");
        abort();
    }
    pthread_t w;
    if (pthread_create(&w, NULL, watchdog, NULL) != 0)
        abort();
    pthread_detach(w);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Class *c = vm_test_load_bytes(vt, data, size);
    if (c == NULL) {
        vt->exception = NULL;
        return 0;
    }
    atomic_store(&started_ns, th_now());
    atomic_store(&running, c);
    vm_test_run_main(vt, c);
    atomic_store(&running, NULL);
    vm_test_retire(c);              /* threads it started stop at their next instruction */
    shutdown_sockets(1);
    atomic_store(&vt->interrupted, 0);
    return 0;
}
