/* test_threads.c: libcheck suite "threads", the conformance suite every
 * thread backend in th_backends (threads/threads.c) must pass, through the
 * th-> table only, the way the VM uses it.
 *
 * main runs the suite once per backend, each in a child process of its own
 * (a backend is started once per process, as by the VM), so a backend
 * added to the table is tested without touching this file.  A backend
 * that is listed but not built (init == NULL) is reported and skipped.
 * Busy loops stand in for the interpreter:
 * `if (*th_poll_word()) th->safepoint();`.
 *
 * Each runs twice, the second time with ThConfig.carriers = 1 (only mn
 * reads it).  `test_threads BACKEND` runs the suite for that backend
 * alone (TEST_THREADS_CARRIERS=N sets carriers). */
#include <check.h>
#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "threads/threads.h"
#include "io/io.h"

static const char *backend;         /* the one this process tests */

static void boot(void)
{
    static int booted;
    if (booted)
        return;
    booted = 1;
    const char *why;
    ck_assert_int_eq(th_select(backend, &why), 0);
    ThConfig cfg = { .idle = TH_IDLE_TICKLESS, .stack_size = 0, .min_alarm_us = 0,
                     .log = getenv("TEST_THREADS_LOG") != NULL, .carriers = 0 };
    const char *c = getenv("TEST_THREADS_CARRIERS");
    if (c != NULL)
        cfg.carriers = atoi(c);
    ck_assert_int_eq(th->init(&cfg), 0);
    io_boot();
}

/* A join: threads count themselves out under `lock`. */
typedef struct Join {
    ThMutex *lock;
    ThCond *cond;
    int left;
} Join;

static void join_init(Join *j, int n)
{
    j->lock = th->mutex_new();
    j->cond = th->cond_new();
    j->left = n;
}

static void join_done(Join *j)
{
    th->mutex_lock(j->lock);
    if (--j->left == 0)
        th->cond_broadcast(j->cond);
    th->mutex_unlock(j->lock);
}

static void join_wait(Join *j)
{
    th->mutex_lock(j->lock);
    while (j->left > 0)
        th->cond_wait(j->cond, j->lock, TH_FOREVER);
    th->mutex_unlock(j->lock);
}

static void poll_point(void)
{
    if (*th_poll_word())
        th->safepoint();
}

/* ---- the capabilities are consistent ---- */

START_TEST(test_caps)
{
    boot();
    ck_assert_str_eq(th->name, backend);
    if (th_has(TH_CAP_ONE_RUNNING)) {
        /* one running thread: a blocking call holds them all */
        ck_assert(th_has(TH_CAP_NONBLOCKING_IO));
        ck_assert(th_has(TH_CAP_SAFEPOINT_SWITCHES));
    }
    if (th_has(TH_CAP_FOREIGN_PROXY))
        ck_assert_ptr_nonnull(th->on_own_thread);
    if (th->on_own_thread != NULL)
        ck_assert(th->on_own_thread());
    if (th_has(TH_CAP_NONBLOCKING_IO))
        ck_assert_ptr_nonnull(th->wait_fd);
    ck_assert_int_ge(th_cpu_count(), 1);
}
END_TEST

/* ---- a counter under a mutex, many threads ---- */

static struct {
    ThMutex *m;
    long counter;
    int iterations;
    Join join;
} cnt;

static void count_main(void *arg)
{
    (void)arg;
    for (int i = 0; i < cnt.iterations; i++) {
        th->mutex_lock(cnt.m);
        long v = cnt.counter;
        if (i % 7 == 0)
            th->yield();
        cnt.counter = v + 1;
        th->mutex_unlock(cnt.m);
        poll_point();
    }
    join_done(&cnt.join);
}

START_TEST(test_counter)
{
    boot();
    cnt.m = th->mutex_new();
    cnt.iterations = 200;
    cnt.counter = 0;
    join_init(&cnt.join, 300);
    for (int i = 0; i < 300; i++)
        ck_assert_ptr_nonnull(th->spawn(count_main, NULL, 64 * 1024));
    join_wait(&cnt.join);
    ck_assert_int_eq(cnt.counter, 300L * 200);
}
END_TEST

/* ---- trylock ---- */

START_TEST(test_trylock)
{
    boot();
    ThMutex *m = th->mutex_new();
    ck_assert_int_eq(th->mutex_trylock(m), 1);
    th->mutex_unlock(m);
    th->mutex_lock(m);
    th->mutex_unlock(m);
    ck_assert_int_eq(th->mutex_trylock(m), 1);
    th->mutex_unlock(m);
}
END_TEST

/* ---- producer / consumer over two conditions ---- */

#define RING 4
static struct {
    ThMutex *m;
    ThCond *not_full, *not_empty;
    int buf[RING];
    int head, n;
    long sum;
    int per_producer;
    Join join;
} pc;

static void producer(void *arg)
{
    int base = (int)(intptr_t)arg;
    for (int i = 1; i <= pc.per_producer; i++) {
        th->mutex_lock(pc.m);
        while (pc.n == RING)
            th->cond_wait(pc.not_full, pc.m, TH_FOREVER);
        pc.buf[(pc.head + pc.n++) % RING] = base + i;
        th->cond_signal(pc.not_empty);
        th->mutex_unlock(pc.m);
    }
    join_done(&pc.join);
}

static void consumer(void *arg)
{
    int count = (int)(intptr_t)arg;
    for (int i = 0; i < count; i++) {
        th->mutex_lock(pc.m);
        while (pc.n == 0)
            th->cond_wait(pc.not_empty, pc.m, TH_FOREVER);
        pc.sum += pc.buf[pc.head];
        pc.head = (pc.head + 1) % RING;
        pc.n--;
        th->cond_signal(pc.not_full);
        th->mutex_unlock(pc.m);
    }
    join_done(&pc.join);
}

START_TEST(test_producer_consumer)
{
    boot();
    memset(&pc, 0, sizeof pc);
    pc.m = th->mutex_new();
    pc.not_full = th->cond_new();
    pc.not_empty = th->cond_new();
    pc.per_producer = 3000;
    join_init(&pc.join, 4);
    th->spawn(consumer, (void *)(intptr_t)3000, 0);
    th->spawn(producer, (void *)(intptr_t)0, 0);
    th->spawn(producer, (void *)(intptr_t)100000, 0);
    th->spawn(consumer, (void *)(intptr_t)3000, 0);
    join_wait(&pc.join);
    long n = pc.per_producer;
    ck_assert_int_eq(pc.sum, 2 * (n * (n + 1) / 2) + 100000 * n);
}
END_TEST

/* ---- deadlines: a timed wait ends at its deadline, not before ---- */

START_TEST(test_deadline)
{
    boot();
    ThMutex *m = th->mutex_new();
    ThCond *c = th->cond_new();
    th->mutex_lock(m);
    int64_t start = th_now();
    int64_t d = start + 30 * 1000000;
    int r;
    while ((r = th->cond_wait(c, m, d)) == 0 && th_now() < d)
        ;                           /* spurious wake-ups are allowed */
    int64_t took = th_now() - start;
    th->mutex_unlock(m);
    ck_assert_int_ge(took, 30 * 1000000);
    ck_assert_int_lt(took, 2000 * 1000000L);
    /* a deadline already past returns at once */
    th->mutex_lock(m);
    ck_assert_int_eq(th->cond_wait(c, m, th_now() - 1), 1);
    th->mutex_unlock(m);
}
END_TEST

/* ---- each thread its own specific value and stack ---- */

static struct {
    Join join;
    atomic_int bad;
} sp;

static void specific_main(void *arg)
{
    th->set_specific(arg);
    char here;
    if (th->stack_low() == NULL || !(th->stack_low() < &here && &here < th->stack_high()))
        atomic_fetch_add(&sp.bad, 1);
    ThThread *self = th->self();
    for (int i = 0; i < 50; i++) {
        th->yield();
        poll_point();
        if (th->get_specific() != arg || th->self() != self)
            atomic_fetch_add(&sp.bad, 1);
    }
    join_done(&sp.join);
}

START_TEST(test_specific_and_stack)
{
    boot();
    atomic_store(&sp.bad, 0);
    join_init(&sp.join, 40);
    static int tokens[40];
    for (int i = 0; i < 40; i++)
        ck_assert_ptr_nonnull(th->spawn(specific_main, &tokens[i], 0));
    join_wait(&sp.join);
    ck_assert_int_eq(atomic_load(&sp.bad), 0);
}
END_TEST

/* ---- a busy thread does not keep a sleeper from its deadline ---- */

static atomic_int busy_stop;
static Join busy_join;

static void busy_main(void *arg)
{
    (void)arg;
    while (!atomic_load(&busy_stop))
        poll_point();
    join_done(&busy_join);
}

START_TEST(test_busy_preempted)
{
    boot();
    atomic_store(&busy_stop, 0);
    int n = th_cpu_count() + 1;     /* more busy threads than CPUs */
    join_init(&busy_join, n);
    for (int i = 0; i < n; i++)
        th->spawn(busy_main, NULL, 0);
    ThMutex *m = th->mutex_new();
    ThCond *c = th->cond_new();
    th->mutex_lock(m);
    int64_t d = th_now() + 20 * 1000000;
    while (th->cond_wait(c, m, d) == 0 && th_now() < d)
        ;
    th->mutex_unlock(m);
    int64_t late = th_now() - d;
    atomic_store(&busy_stop, 1);
    join_wait(&busy_join);
    ck_assert_int_lt(late, 1000 * 1000000L);
}
END_TEST

/* ---- fd waits through io/ ---- */

static struct {
    int fds[2];
    long got;
    Join join;
} fw;

static void reader_main(void *arg)
{
    (void)arg;
    char b[8];
    fw.got = io_read(fw.fds[0], b, sizeof b);
    join_done(&fw.join);
}

START_TEST(test_fd_wait)
{
    boot();
    ck_assert_int_eq(pipe(fw.fds), 0);
    /* a timed wait on an empty pipe times out */
    int64_t d = th_now() + 10 * 1000000;
    ck_assert_int_eq(th->wait_fd(fw.fds[0], TH_FD_READ, d), 0);
    ck_assert_int_ge(th_now(), d);
    /* a reader blocked in io_read gets what another thread writes */
    fw.got = -100;
    join_init(&fw.join, 1);
    th->spawn(reader_main, NULL, 0);
    for (int i = 0; i < 5; i++)
        th->yield();
    ck_assert_int_eq(io_write(fw.fds[1], "abc", 3), 3);
    join_wait(&fw.join);
    ck_assert_int_eq(fw.got, 3);
    /* readiness is reported */
    ck_assert_int_eq(io_write(fw.fds[1], "x", 1), 1);
    int r = th->wait_fd(fw.fds[0], TH_FD_READ, TH_FOREVER);
    ck_assert(r & TH_FD_READ);
    io_close(fw.fds[0]);
    io_close(fw.fds[1]);
}
END_TEST

/* ---- plain OS helper threads ---- */

static atomic_int helper_ran, helper_blocked;

static void helper_main(void *arg)
{
    sigset_t cur;
    pthread_sigmask(SIG_SETMASK, NULL, &cur);
    if (sigismember(&cur, SIGALRM) && sigismember(&cur, SIGQUIT) && sigismember(&cur, SIGIO))
        atomic_fetch_add(&helper_blocked, 1);
    atomic_fetch_add(&helper_ran, (int)(intptr_t)arg);
}

START_TEST(test_os_helpers)
{
    boot();
    atomic_store(&helper_ran, 0);
    atomic_store(&helper_blocked, 0);
    ThOsThread *a, *b;
    ck_assert_int_eq(th_os_spawn(&a, helper_main, (void *)1, 0, 1), 0);
    ck_assert_int_eq(th_os_spawn(&b, helper_main, (void *)10, 64 * 1024, 1), 0);
    th_os_join(a);
    th_os_join(b);
    ck_assert_int_eq(atomic_load(&helper_ran), 11);
    ck_assert_int_eq(atomic_load(&helper_blocked), 2);
    ck_assert_int_eq(th_os_spawn(NULL, helper_main, (void *)100, 0, 0), 0);
    for (int i = 0; i < 2000 && atomic_load(&helper_ran) != 111; i++)
        usleep(1000);
    ck_assert_int_eq(atomic_load(&helper_ran), 111);
}
END_TEST

/* ---- a blocking call bracketed by blocking_begin/end does not hold the
 * others (with one carrier, mn hands its queue to a spare) ---- */

static atomic_long spun;
static atomic_int spin_stop;
static Join spin_join;

static void counter_main(void *arg)
{
    (void)arg;
    while (!atomic_load(&spin_stop)) {
        atomic_fetch_add(&spun, 1);
        poll_point();
        th->yield();
    }
    join_done(&spin_join);
}

START_TEST(test_blocking_call)
{
    boot();
    if (th->blocking_begin == NULL || th_has(TH_CAP_ONE_RUNNING))
        return;                     /* nothing to hand over */
    atomic_store(&spun, 0);
    atomic_store(&spin_stop, 0);
    join_init(&spin_join, 1);
    th->spawn(counter_main, NULL, 0);
    th->yield();
    th->blocking_begin();
    long before = atomic_load(&spun);
    usleep(200 * 1000);             /* a system call the backend cannot see into */
    long after = atomic_load(&spun);
    th->blocking_end();
    atomic_store(&spin_stop, 1);
    join_wait(&spin_join);
    ck_assert_int_gt(after, before);
}
END_TEST

/* ---- ...nor the wake-ups of threads that wait meanwhile: a deadline,
 * and an fd that an OS thread the backend does not know writes (as a
 * library's thread asking to attach does).  On mn with every slot's
 * carrier in a blocking call, nobody else is the netpoller: sysmon must
 * not sleep then but hand the slot over, or both wait until the call
 * ends (the JniThreadsJoin hang of --carriers=1). ---- */

static atomic_int bw_state;         /* 0, 1: about to wait, 2: woken */
static int bw_fds[2];
static Join bw_join;

static void deadline_waiter_main(void *arg)
{
    (void)arg;
    ThMutex *m = th->mutex_new();
    ThCond *c = th->cond_new();
    th->mutex_lock(m);
    atomic_store(&bw_state, 1);
    int64_t d = th_now() + 30 * 1000000;
    while (th->cond_wait(c, m, d) == 0 && th_now() < d)
        ;
    th->mutex_unlock(m);
    atomic_store(&bw_state, 2);
    th->cond_free(c);
    th->mutex_free(m);
    join_done(&bw_join);
}

static void fd_waiter_main(void *arg)
{
    (void)arg;
    char b[8];
    atomic_store(&bw_state, 1);
    if (io_read(bw_fds[0], b, sizeof b) == 1)
        atomic_store(&bw_state, 2);
    join_done(&bw_join);
}

static void late_writer_main(void *arg)
{
    (void)arg;
    usleep(30 * 1000);              /* long after the blocking call began */
    ssize_t w = write(bw_fds[1], "x", 1);
    (void)w;
}

/* Starts fn, lets it block, then makes a blocking call that lasts until
 * fn's thread is woken (at most 3 s); returns whether it was woken
 * during the call. */
static int woken_during_blocking_call(void (*fn)(void *))
{
    atomic_store(&bw_state, 0);
    join_init(&bw_join, 1);
    th->spawn(fn, NULL, 0);
    while (atomic_load(&bw_state) == 0)
        th->yield();
    for (int i = 0; i < 5; i++)     /* let it reach its wait */
        th->yield();
    th->blocking_begin();
    for (int i = 0; i < 3000 && atomic_load(&bw_state) != 2; i++)
        usleep(1000);
    int woken = atomic_load(&bw_state) == 2;
    th->blocking_end();
    join_wait(&bw_join);
    return woken;
}

START_TEST(test_blocking_call_wakeups)
{
    boot();
    if (th->blocking_begin == NULL || th_has(TH_CAP_ONE_RUNNING))
        return;
    for (int round = 0; round < 5; round++)
        ck_assert_msg(woken_during_blocking_call(deadline_waiter_main),
                      "round %d: a deadline did not wake its thread during a blocking call", round);
    ck_assert_int_eq(io_pipe(bw_fds), 0);
    for (int round = 0; round < 5; round++) {
        ck_assert_int_eq(th_os_spawn(NULL, late_writer_main, NULL, 0, 0), 0);
        ck_assert_msg(woken_during_blocking_call(fd_waiter_main),
                      "round %d: an fd did not wake its thread during a blocking call", round);
    }
    io_close(bw_fds[0]);
    io_close(bw_fds[1]);
}
END_TEST

static Suite *threads_suite(void)
{
    Suite *s = suite_create("threads");
    TCase *tc = tcase_create(backend);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_caps);
    tcase_add_test(tc, test_trylock);
    tcase_add_test(tc, test_counter);
    tcase_add_test(tc, test_producer_consumer);
    tcase_add_test(tc, test_deadline);
    tcase_add_test(tc, test_specific_and_stack);
    tcase_add_test(tc, test_busy_preempted);
    tcase_add_test(tc, test_fd_wait);
    tcase_add_test(tc, test_os_helpers);
    tcase_add_test(tc, test_blocking_call);
    tcase_add_test(tc, test_blocking_call_wakeups);
    suite_add_tcase(s, tc);
    return s;
}

/* Runs the suite for one backend in this process; returns the failures.
 * The backend is started once (the first test) and kept: as in the VM,
 * a process runs one backend. */
static int run_one(const char *name)
{
    backend = name;
    const ThBackend *b = th_backend_find(name);
    if (b == NULL) {
        fprintf(stderr, "test_threads: no backend %s\n", name);
        return 1;
    }
    if (b->ops->init == NULL) {
        printf("threads: %s is listed but not built: skipped\n", name);
        return 0;
    }
    SRunner *sr = srunner_create(threads_suite());
    srunner_set_fork_status(sr, CK_NOFORK);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed;
}

int main(int argc, char **argv)
{
    if (argc >= 2)
        return run_one(argv[1]) == 0 ? 0 : 1;
    /* Each backend twice: as configured (CPUs), and with one carrier
     * (ThConfig.carriers, which only mn reads). */
    int failed = 0;
    for (int i = 0; i < 2 * th_backend_count; i++) {
        const char *name = th_backends[i / 2].name;
        int one = i % 2;
        fflush(stdout);
        pid_t pid = fork();
        if (pid < 0) {
            perror("fork");
            return 1;
        }
        if (pid == 0) {
            if (one)
                setenv("TEST_THREADS_CARRIERS", "1", 1);
            int rc = run_one(name) == 0 ? 0 : 1;
            fflush(stdout);
            _exit(rc);
        }
        int st;
        if (waitpid(pid, &st, 0) < 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
            printf("threads: backend %s%s FAILED\n", name, one ? " (carriers=1)" : "");
            failed++;
        }
    }
    return failed == 0 ? 0 : 1;
}
