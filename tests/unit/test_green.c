/* test_green.c: libcheck suite "green" for the green-thread backend
 * (threads/green/), through the th-> table only, the way the VM uses it.
 *
 * Each test boots the backend itself (th->init adopts the test's thread)
 * and shuts it down at the end, so the tests run in one process
 * (CK_FORK=no) or forked alike.  Busy loops stand in for the interpreter:
 * `while (!flag) { if (th_poll_flag) th->safepoint(); }`.
 *
 * Run as `test_green --idle-forever [tickless|legacy] [pipe]` it boots
 * the backend, parks a second thread and itself in cond_wait forever (and
 * with `pipe` a third in io_read on a pipe nobody writes) and never
 * returns: the program to measure idle overhead with, from outside, e.g.
 *   ./test_green --idle-forever tickless & sleep 1;
 *   timeout -s INT 5 strace -c -f -p $!
 * (tickless: no system call at all; legacy too, as in JDK 1.1: its alarm
 * is set only for a deadline, and an fd wait without one blocks in poll). */
#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "threads/threads.h"
#include "io/io.h"

static void boot(int idle, const char *engine)
{
    const char *why;
    ck_assert_int_eq(th_select("green", &why), 0);
    if (engine != NULL)
        setenv("JVM_GREEN_IOMGR", engine, 1);
    else
        unsetenv("JVM_GREEN_IOMGR");
    ThConfig cfg = { .idle = idle, .stack_size = 0, .min_alarm_us = 0,
                     .log = getenv("TEST_THREADS_LOG") != NULL };
    ck_assert_int_eq(th->init(&cfg), 0);
}

static void halt(void)
{
    th->shutdown();
    unsetenv("JVM_GREEN_IOMGR");
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

/* ---- 1000 threads, one counter ---- */

static struct {
    ThMutex *m;
    long counter;
    int iterations;
    Join join;
    pthread_t os_thread;
    int wrong_os_thread;
} cnt;

static void count_main(void *arg)
{
    (void)arg;
    if (!pthread_equal(pthread_self(), cnt.os_thread))
        cnt.wrong_os_thread++;
    for (int i = 0; i < cnt.iterations; i++) {
        th->mutex_lock(cnt.m);
        long v = cnt.counter;
        if (i % 7 == 0)
            th->yield();            /* others queue on the mutex meanwhile */
        cnt.counter = v + 1;
        th->mutex_unlock(cnt.m);
    }
    join_done(&cnt.join);
}

static void run_counter(int threads, int iterations)
{
    memset(&cnt, 0, sizeof cnt);
    cnt.m = th->mutex_new();
    cnt.iterations = iterations;
    cnt.os_thread = pthread_self();
    join_init(&cnt.join, threads);
    for (int i = 0; i < threads; i++)
        ck_assert_ptr_nonnull(th->spawn(count_main, NULL, 0));
    join_wait(&cnt.join);
    ck_assert_int_eq(cnt.counter, (long)threads * iterations);
    ck_assert_int_eq(cnt.wrong_os_thread, 0);
}

START_TEST(test_counter_1000_threads)
{
    boot(TH_IDLE_TICKLESS, NULL);
    run_counter(1000, 50);
    run_counter(1000, 50);          /* dead threads' stacks were reused/freed */
    halt();
}
END_TEST

/* ---- producer / consumer on ThCond ---- */

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

static void run_prodcons(void)
{
    memset(&pc, 0, sizeof pc);
    pc.m = th->mutex_new();
    pc.not_full = th->cond_new();
    pc.not_empty = th->cond_new();
    pc.per_producer = 2000;
    join_init(&pc.join, 4);
    th->spawn(consumer, (void *)(intptr_t)2000, 0);
    th->spawn(producer, (void *)(intptr_t)0, 0);
    th->spawn(producer, (void *)(intptr_t)100000, 0);
    th->spawn(consumer, (void *)(intptr_t)2000, 0);
    join_wait(&pc.join);
    long n = pc.per_producer;
    ck_assert_int_eq(pc.sum, 2 * (n * (n + 1) / 2) + 100000 * n);
}

START_TEST(test_producer_consumer)
{
    boot(TH_IDLE_TICKLESS, NULL);
    run_prodcons();
    halt();
}
END_TEST

/* ---- deadlines ---- */

static struct {
    ThMutex *m;
    ThCond *c;
    int order[3], n;
    Join join;
} dl;

static void deadline_waiter(void *arg)
{
    int ms = (int)(intptr_t)arg;
    th->mutex_lock(dl.m);
    int64_t t0 = th_now();
    int r = th->cond_wait(dl.c, dl.m, t0 + (int64_t)ms * 1000000);
    int64_t late = th_now() - (t0 + (int64_t)ms * 1000000);
    if (r == 1 && late >= 0 && late < 200 * 1000000)
        dl.order[dl.n++] = ms;
    th->mutex_unlock(dl.m);
    join_done(&dl.join);
}

static void run_deadlines(void)
{
    ThMutex *m = th->mutex_new();
    ThCond *c = th->cond_new();
    th->mutex_lock(m);
    int64_t t0 = th_now();
    ck_assert_int_eq(th->cond_wait(c, m, t0 + 50 * 1000000), 1);
    int64_t took = th_now() - t0;
    ck_assert_int_ge(took, 50 * 1000000);     /* never early */
    ck_assert_int_lt(took, 250 * 1000000);    /* late only on a loaded machine */
    ck_assert_int_eq(th->cond_wait(c, m, th_now() - 1), 1);    /* already past */
    th->mutex_unlock(m);

    memset(&dl, 0, sizeof dl);
    dl.m = th->mutex_new();
    dl.c = th->cond_new();
    join_init(&dl.join, 3);
    th->spawn(deadline_waiter, (void *)(intptr_t)30, 0);
    th->spawn(deadline_waiter, (void *)(intptr_t)10, 0);
    th->spawn(deadline_waiter, (void *)(intptr_t)20, 0);
    join_wait(&dl.join);
    ck_assert_int_eq(dl.n, 3);
    ck_assert_int_eq(dl.order[0], 10);
    ck_assert_int_eq(dl.order[1], 20);
    ck_assert_int_eq(dl.order[2], 30);
}

static struct { ThMutex *m; ThCond *c; int flag; } sig;

static void signaller(void *arg)
{
    (void)arg;
    th->mutex_lock(sig.m);
    sig.flag = 1;
    th->cond_signal(sig.c);
    th->mutex_unlock(sig.m);
}

START_TEST(test_deadlines)
{
    boot(TH_IDLE_TICKLESS, NULL);
    run_deadlines();
    /* A signal before the deadline ends the wait with 0. */
    sig.m = th->mutex_new();
    sig.c = th->cond_new();
    sig.flag = 0;
    th->spawn(signaller, NULL, 0);
    th->mutex_lock(sig.m);
    int r = 0;
    int64_t t0 = th_now();
    while (!sig.flag && r == 0)
        r = th->cond_wait(sig.c, sig.m, t0 + 1000 * 1000000LL);
    th->mutex_unlock(sig.m);
    ck_assert_int_eq(r, 0);
    ck_assert_int_eq(sig.flag, 1);
    ck_assert_int_lt(th_now() - t0, 100 * 1000000);
    halt();
}
END_TEST

/* ---- preemption ---- */

static volatile int busy_flag;

static void flag_setter(void *arg)
{
    (void)arg;
    busy_flag = 1;
}

static void sleeper_setter(void *arg)
{
    (void)arg;
    ThMutex *m = th->mutex_new();
    ThCond *c = th->cond_new();
    th->mutex_lock(m);
    th->cond_wait(c, m, th_now() + 20 * 1000000);   /* nobody signals */
    th->mutex_unlock(m);
    busy_flag = 1;
}

/* The interpreter's loop: spin on a flag, polling at each back-branch. */
static int64_t spin_until_flag(int64_t limit_ns)
{
    int64_t t0 = th_now();
    while (!busy_flag) {
        if (th_poll_flag)
            th->safepoint();
        if (th_now() - t0 > limit_ns)
            break;
    }
    return th_now() - t0;
}

static void run_preemption(void)
{
    busy_flag = 0;
    ck_assert_ptr_nonnull(th->spawn(flag_setter, NULL, 0));
    int64_t took = spin_until_flag(3000 * 1000000LL);
    ck_assert_int_eq(busy_flag, 1);
    ck_assert_int_lt(took, 500 * 1000000);

    /* A sleeper's deadline comes due while the only runnable thread spins. */
    busy_flag = 0;
    ck_assert_ptr_nonnull(th->spawn(sleeper_setter, NULL, 0));
    th->yield();                    /* let it start and go to sleep */
    took = spin_until_flag(3000 * 1000000LL);
    ck_assert_int_eq(busy_flag, 1);
    ck_assert_int_lt(took, 500 * 1000000);
}

/* Two spinners that never block share the CPU through preemption: each
 * spins until both have counted far enough, which neither can do alone
 * (the wall-clock limit only ends a failing run). */
#define SPIN_TARGET 3000000L
static struct { volatile long iters[2]; int64_t limit; Join join; } spin;

static void spinner(void *arg)
{
    int me = (int)(intptr_t)arg;
    while ((spin.iters[0] < SPIN_TARGET || spin.iters[1] < SPIN_TARGET)
           && th_now() < spin.limit) {
        if (spin.iters[me] < SPIN_TARGET)
            spin.iters[me]++;
        if (th_poll_flag)
            th->safepoint();
    }
    join_done(&spin.join);
}

static void run_two_spinners(void)
{
    memset((void *)&spin, 0, sizeof spin);
    join_init(&spin.join, 2);
    spin.limit = th_now() + 10000 * 1000000LL;
    th->spawn(spinner, (void *)(intptr_t)0, 0);
    th->spawn(spinner, (void *)(intptr_t)1, 0);
    join_wait(&spin.join);
    ck_assert_int_eq(spin.iters[0], SPIN_TARGET);
    ck_assert_int_eq(spin.iters[1], SPIN_TARGET);
}

START_TEST(test_preemption)
{
    boot(TH_IDLE_TICKLESS, NULL);
    run_preemption();
    run_two_spinners();
    halt();
}
END_TEST

/* Spawned threads run only when the creator yields or blocks. */
static int started;
static void mark_started(void *arg) { (void)arg; started++; }

START_TEST(test_spawn_runs_at_yield)
{
    boot(TH_IDLE_TICKLESS, NULL);
    started = 0;
    th->spawn(mark_started, NULL, 0);
    th->spawn(mark_started, NULL, 0);
    ck_assert_int_eq(started, 0);
    th->yield();
    ck_assert_int_eq(started, 2);
    halt();
}
END_TEST

/* ---- stacks ---- */

static struct { char *low; char *local; Join join; } stk;

static void stack_probe(void *arg)
{
    (void)arg;
    char here;
    stk.low = th->stack_low();
    stk.local = &here;
    join_done(&stk.join);
}

START_TEST(test_stacks)
{
    boot(TH_IDLE_TICKLESS, NULL);
    char here;
    ck_assert_ptr_nonnull(th->stack_low());
    ck_assert(th->stack_low() < &here);
    join_init(&stk.join, 1);
    th->spawn(stack_probe, NULL, 128 * 1024);
    join_wait(&stk.join);
    ck_assert(stk.low < stk.local);
    ck_assert(stk.local - stk.low < 128 * 1024);
    ck_assert(stk.local - stk.low > 64 * 1024);    /* near the top */
    th->set_specific(&here);
    ck_assert_ptr_eq(th->get_specific(), &here);
    halt();
}
END_TEST

/* Recursion off the end of a green stack hits the guard page: SIGSEGV,
 * not a silent write into whatever lies below.  In a child process. */
static volatile int recurse_limit = 1 << 30;

static int recurse(int n)
{
    volatile char pad[1024];
    pad[0] = (char)n;
    if (n >= recurse_limit)
        return 0;
    return recurse(n + 1) + pad[0];
}

static void overflow_main(void *arg)
{
    (void)arg;
    recurse(0);
}

START_TEST(test_stack_guard_page)
{
    fflush(NULL);
    pid_t pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        signal(SIGSEGV, SIG_DFL);
        const char *why;
        th_select("green", &why);
        ThConfig cfg = { .idle = TH_IDLE_TICKLESS };
        th->init(&cfg);
        th->spawn(overflow_main, NULL, 64 * 1024);
        th->yield();
        _exit(0);                   /* not reached */
    }
    int status = 0;
    ck_assert_int_eq(waitpid(pid, &status, 0), pid);
    ck_assert(WIFSIGNALED(status));
    ck_assert_int_eq(WTERMSIG(status), SIGSEGV);
}
END_TEST

/* ---- fd waits ---- */

static struct {
    int fds[2];
    char got[16];
    long n;
    Join join;
} fdw;

static void pipe_reader(void *arg)
{
    (void)arg;
    fdw.n = io_read(fdw.fds[0], fdw.got, sizeof fdw.got);
    join_done(&fdw.join);
}

static void run_fd_wait(void)
{
    memset(&fdw, 0, sizeof fdw);
    ck_assert_int_eq(pipe(fdw.fds), 0);
    join_init(&fdw.join, 1);
    th->spawn(pipe_reader, NULL, 0);
    th->yield();                    /* the reader parks on the empty pipe */
    ck_assert_int_eq(fdw.n, 0);
    ck_assert_int_eq(io_write(fdw.fds[1], "hello", 5), 5);
    join_wait(&fdw.join);
    ck_assert_int_eq(fdw.n, 5);
    ck_assert(memcmp(fdw.got, "hello", 5) == 0);

    /* A wait with a deadline and no data times out. */
    int64_t t0 = th_now();
    ck_assert_int_eq(th->wait_fd(fdw.fds[0], TH_FD_READ, t0 + 30 * 1000000), 0);
    ck_assert_int_ge(th_now() - t0, 30 * 1000000);
    /* Writable at once. */
    ck_assert_int_eq(th->wait_fd(fdw.fds[1], TH_FD_WRITE, TH_FOREVER) & TH_FD_WRITE, TH_FD_WRITE);

    /* Closing the fd wakes its waiter, whose read then fails. */
    join_init(&fdw.join, 1);
    fdw.n = 0;
    th->spawn(pipe_reader, NULL, 0);
    th->yield();
    io_close(fdw.fds[0]);
    join_wait(&fdw.join);
    ck_assert_int_eq(fdw.n, -EBADF);

    /* Hang-up: the writer's close wakes a reader with end of file. */
    ck_assert_int_eq(pipe(fdw.fds), 0);
    join_init(&fdw.join, 1);
    fdw.n = 99;
    th->spawn(pipe_reader, NULL, 0);
    th->yield();
    io_close(fdw.fds[1]);
    join_wait(&fdw.join);
    ck_assert_int_eq(fdw.n, 0);
    io_close(fdw.fds[0]);

    /* A regular file is always ready. */
    int f = io_open("/proc/self/cmdline", O_RDONLY, 0);
    ck_assert_int_ge(f, 0);
    ck_assert_int_gt(th->wait_fd(f, TH_FD_READ, TH_FOREVER), 0);
    char b[8];
    ck_assert_int_gt(io_read(f, b, sizeof b), 0);
    io_close(f);
}

START_TEST(test_fd_wait_epoll)
{
    boot(TH_IDLE_TICKLESS, "epoll");
    run_fd_wait();
    halt();
}
END_TEST

START_TEST(test_fd_wait_poll)
{
    boot(TH_IDLE_TICKLESS, "poll");
    run_fd_wait();
    halt();
}
END_TEST

/* Many readers, each on its own pipe, woken in a burst. */
#define MANY 200
static struct { int fds[MANY][2]; int ok; Join join; } many;

static void many_reader(void *arg)
{
    int i = (int)(intptr_t)arg;
    char c;
    if (io_read(many.fds[i][0], &c, 1) == 1 && c == (char)i)
        many.ok++;
    join_done(&many.join);
}

START_TEST(test_many_fd_waiters)
{
    boot(TH_IDLE_TICKLESS, "epoll");
    memset(&many, 0, sizeof many);
    join_init(&many.join, MANY);
    for (int i = 0; i < MANY; i++) {
        ck_assert_int_eq(pipe(many.fds[i]), 0);
        th->spawn(many_reader, (void *)(intptr_t)i, 0);
    }
    th->yield();
    for (int i = MANY - 1; i >= 0; i--) {
        char c = (char)i;
        io_write(many.fds[i][1], &c, 1);
    }
    join_wait(&many.join);
    ck_assert_int_eq(many.ok, MANY);
    for (int i = 0; i < MANY; i++) {
        io_close(many.fds[i][0]);
        io_close(many.fds[i][1]);
    }
    halt();
}
END_TEST

/* ---- legacy mode: ucontext switches, deadline-driven alarms ---- */

START_TEST(test_legacy_mode)
{
    boot(TH_IDLE_LEGACY, NULL);
    run_counter(200, 20);
    run_prodcons();
    run_preemption();
    run_two_spinners();
    run_fd_wait();
    /* A deadline is an alarm set for it (no sooner than 1 ms): on time. */
    ThMutex *m = th->mutex_new();
    ThCond *c = th->cond_new();
    th->mutex_lock(m);
    int64_t t0 = th_now();
    ck_assert_int_eq(th->cond_wait(c, m, t0 + 40 * 1000000), 1);
    int64_t took = th_now() - t0;
    th->mutex_unlock(m);
    ck_assert_int_ge(took, 40 * 1000000);
    ck_assert_int_lt(took, 240 * 1000000);
    halt();
}
END_TEST

/* ---- the idle program for strace ---- */

static void block_forever(void *arg)
{
    (void)arg;
    ThMutex *m = th->mutex_new();
    ThCond *c = th->cond_new();
    th->mutex_lock(m);
    for (;;)
        th->cond_wait(c, m, TH_FOREVER);
}

static int idle_pipe[2];

static void block_on_pipe(void *arg)
{
    (void)arg;
    char c;
    io_read(idle_pipe[0], &c, 1);   /* nobody writes */
    block_forever(NULL);
}

static int idle_forever(const char *mode, const char *extra)
{
    const char *why;
    if (th_select("green", &why) < 0)
        return 2;
    ThConfig cfg = { .idle = strcmp(mode, "legacy") == 0 ? TH_IDLE_LEGACY : TH_IDLE_TICKLESS };
    const char *a = getenv("JDK_MIN_ALARM_INTERVAL");
    if (a != NULL)
        cfg.min_alarm_us = atol(a);
    if (th->init(&cfg) < 0)
        return 1;
    th->spawn(block_forever, NULL, 0);
    if (extra != NULL && strcmp(extra, "pipe") == 0) {
        if (pipe(idle_pipe) < 0)
            return 1;
        th->spawn(block_on_pipe, NULL, 0);
    }
    block_forever(NULL);
    return 0;
}

static Suite *green_suite(void)
{
    Suite *s = suite_create("green");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_counter_1000_threads);
    tcase_add_test(tc, test_producer_consumer);
    tcase_add_test(tc, test_deadlines);
    tcase_add_test(tc, test_preemption);
    tcase_add_test(tc, test_spawn_runs_at_yield);
    tcase_add_test(tc, test_stacks);
    tcase_add_test(tc, test_stack_guard_page);
    tcase_add_test(tc, test_fd_wait_epoll);
    tcase_add_test(tc, test_fd_wait_poll);
    tcase_add_test(tc, test_many_fd_waiters);
    tcase_add_test(tc, test_legacy_mode);
    suite_add_tcase(s, tc);
    return s;
}

int main(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "--idle-forever") == 0)
        return idle_forever(argc >= 3 ? argv[2] : "tickless", argc >= 4 ? argv[3] : NULL);
    SRunner *sr = srunner_create(green_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? 0 : 1;
}
