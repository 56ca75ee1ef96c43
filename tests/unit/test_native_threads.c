/* test_native_threads.c: libcheck suite "native_threads" for the native
 * backend (threads/native/), through the th-> table only: the same
 * semantics the green suite checks, on one pthread per thread, and the
 * --idle=legacy watcher and alarm (legacy.c).
 *
 * Each test boots the backend itself and shuts it down at the end, so the
 * tests run in one process (CK_FORK=no) or forked alike.
 *
 * Run as `test_native_threads --idle-forever [tickless|legacy] [N]` it
 * boots the backend, parks N threads (default 1) and itself in cond_wait
 * forever and never returns: the program to measure idle overhead with,
 * from outside, e.g.
 *   ./test_native_threads --idle-forever legacy 35 & sleep 1;
 *   timeout -s INT 5 strace -c -f -p $!
 * (tickless: no system call at all; legacy: the watcher's poll every
 * 10 ms, and once a second an alarm and a futex wake and re-wait for
 * each waiting thread). */
#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "threads/threads.h"
#include "io/io.h"

static void boot(int idle)
{
    const char *why;
    ck_assert_int_eq(th_select("native", &why), 0);
    ThConfig cfg = { .idle = idle, .stack_size = 0, .min_alarm_us = 0,
                     .log = getenv("TEST_THREADS_LOG") != NULL };
    ck_assert_int_eq(th->init(&cfg), 0);
}

static void halt(void)
{
    th->shutdown();
}

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
    }
    join_done(&cnt.join);
}

static void run_counter(int threads, int iterations)
{
    memset(&cnt, 0, sizeof cnt);
    cnt.m = th->mutex_new();
    cnt.iterations = iterations;
    join_init(&cnt.join, threads);
    for (int i = 0; i < threads; i++)
        ck_assert_ptr_nonnull(th->spawn(count_main, NULL, 64 * 1024));
    join_wait(&cnt.join);
    ck_assert_int_eq(cnt.counter, (long)threads * iterations);
}

START_TEST(test_counter_1000_threads)
{
    boot(TH_IDLE_TICKLESS);
    run_counter(1000, 50);
    halt();
}
END_TEST

/* ---- producer / consumer ---- */

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
    boot(TH_IDLE_TICKLESS);
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
    int64_t d = th_now() + (int64_t)ms * 1000000;
    while (th->cond_wait(dl.c, dl.m, d) == 0)   /* legacy wakes spuriously */
        ;
    if (th_now() - d < 200 * 1000000)
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
    while (th->cond_wait(c, m, t0 + 50 * 1000000) == 0)
        ;                           /* legacy: a spurious wake at an alarm */
    int64_t took = th_now() - t0;
    ck_assert_int_ge(took, 50 * 1000000);     /* never early */
    ck_assert_int_lt(took, 250 * 1000000);    /* late only on a loaded machine */
    ck_assert_int_eq(th->cond_wait(c, m, th_now() - 1), 1);
    th->mutex_unlock(m);

    memset(&dl, 0, sizeof dl);
    dl.m = th->mutex_new();
    dl.c = th->cond_new();
    join_init(&dl.join, 3);
    th->spawn(deadline_waiter, (void *)(intptr_t)150, 0);
    th->spawn(deadline_waiter, (void *)(intptr_t)50, 0);
    th->spawn(deadline_waiter, (void *)(intptr_t)100, 0);
    join_wait(&dl.join);
    ck_assert_int_eq(dl.n, 3);
    ck_assert_int_eq(dl.order[0], 50);
    ck_assert_int_eq(dl.order[1], 100);
    ck_assert_int_eq(dl.order[2], 150);
}

START_TEST(test_deadlines)
{
    boot(TH_IDLE_TICKLESS);
    run_deadlines();
    halt();
}
END_TEST

/* ---- a busy thread does not keep another from running ---- */

static atomic_int busy_flag;

static void flag_setter(void *arg)
{
    (void)arg;
    atomic_store(&busy_flag, 1);
}

static void run_busy(void)
{
    atomic_store(&busy_flag, 0);
    th->spawn(flag_setter, NULL, 0);
    int64_t t0 = th_now();
    while (!atomic_load(&busy_flag) && th_now() - t0 < 3000 * 1000000LL) {
        if (th_poll_flag)
            th->safepoint();
    }
    ck_assert_int_eq(atomic_load(&busy_flag), 1);
}

START_TEST(test_busy_thread)
{
    boot(TH_IDLE_TICKLESS);
    run_busy();
    halt();
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

static void pipe_waiter(void *arg)
{
    (void)arg;
    fdw.n = th->wait_fd(fdw.fds[0], TH_FD_READ, TH_FOREVER);
    join_done(&fdw.join);
}

static void run_fd_wait(void)
{
    memset(&fdw, 0, sizeof fdw);
    ck_assert_int_eq(pipe(fdw.fds), 0);
    join_init(&fdw.join, 1);
    th->spawn(pipe_waiter, NULL, 0);
    usleep(20000);
    ck_assert_int_eq(fdw.n, 0);
    ck_assert_int_eq(io_write(fdw.fds[1], "x", 1), 1);
    join_wait(&fdw.join);
    ck_assert_int_eq(fdw.n & TH_FD_READ, TH_FD_READ);
    char b[4];
    ck_assert_int_eq(io_read(fdw.fds[0], b, 1), 1);

    join_init(&fdw.join, 1);
    fdw.n = 0;
    th->spawn(pipe_reader, NULL, 0);
    usleep(20000);
    ck_assert_int_eq(io_write(fdw.fds[1], "hello", 5), 5);
    join_wait(&fdw.join);
    ck_assert_int_eq(fdw.n, 5);
    ck_assert(memcmp(fdw.got, "hello", 5) == 0);

    int64_t t0 = th_now();
    ck_assert_int_eq(th->wait_fd(fdw.fds[0], TH_FD_READ, t0 + 30 * 1000000), 0);
    ck_assert_int_ge(th_now() - t0, 30 * 1000000);
    ck_assert_int_eq(th->wait_fd(fdw.fds[1], TH_FD_WRITE, TH_FOREVER) & TH_FD_WRITE, TH_FD_WRITE);

    /* Hang-up wakes a waiter with an error and EOF follows. */
    join_init(&fdw.join, 1);
    th->spawn(pipe_waiter, NULL, 0);
    usleep(20000);
    io_close(fdw.fds[1]);
    join_wait(&fdw.join);
    ck_assert(fdw.n & TH_FD_ERROR);
    ck_assert_int_eq(io_read(fdw.fds[0], b, sizeof b), 0);
    io_close(fdw.fds[0]);
}

START_TEST(test_fd_wait)
{
    boot(TH_IDLE_TICKLESS);
    run_fd_wait();
    halt();
}
END_TEST

/* ---- legacy: the watcher and the once-a-second wake-up ---- */

static struct {
    ThMutex *m;
    ThCond *c;
    int stop;
    int returns;                    /* cond_wait returns without a signal */
    Join join;
} lw;

static void legacy_waiter(void *arg)
{
    (void)arg;
    th->mutex_lock(lw.m);
    while (!lw.stop) {
        th->cond_wait(lw.c, lw.m, TH_FOREVER);
        if (!lw.stop)
            lw.returns++;
    }
    th->mutex_unlock(lw.m);
    join_done(&lw.join);
}

START_TEST(test_legacy_mode)
{
    boot(TH_IDLE_LEGACY);
    run_counter(200, 20);
    run_prodcons();
    run_deadlines();
    run_busy();
    run_fd_wait();

    memset(&lw, 0, sizeof lw);
    lw.m = th->mutex_new();
    lw.c = th->cond_new();
    join_init(&lw.join, 3);
    for (int i = 0; i < 3; i++)
        th->spawn(legacy_waiter, NULL, 0);
    int64_t t0 = th_now();
    usleep(2300 * 1000);            /* two alarms or more */
    th->mutex_lock(lw.m);
    int returns = lw.returns;
    int64_t seconds = (th_now() - t0) / 1000000000;
    lw.stop = 1;
    th->cond_broadcast(lw.c);
    th->mutex_unlock(lw.m);
    join_wait(&lw.join);
    ck_assert_int_ge(returns, 3 * 2);   /* each waiter woke at each alarm */
    ck_assert_int_le(returns, 3 * (seconds + 1));
    halt();
}
END_TEST

/* Tickless never wakes a waiter that nobody signals. */
START_TEST(test_tickless_no_wakeups)
{
    boot(TH_IDLE_TICKLESS);
    memset(&lw, 0, sizeof lw);
    lw.m = th->mutex_new();
    lw.c = th->cond_new();
    join_init(&lw.join, 2);
    for (int i = 0; i < 2; i++)
        th->spawn(legacy_waiter, NULL, 0);
    usleep(1200 * 1000);
    th->mutex_lock(lw.m);
    int returns = lw.returns;
    lw.stop = 1;
    th->cond_broadcast(lw.c);
    th->mutex_unlock(lw.m);
    join_wait(&lw.join);
    ck_assert_int_eq(returns, 0);
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

static int idle_forever(const char *mode, int n)
{
    const char *why;
    if (th_select("native", &why) < 0)
        return 2;
    ThConfig cfg = { .idle = strcmp(mode, "legacy") == 0 ? TH_IDLE_LEGACY : TH_IDLE_TICKLESS,
                     .log = getenv("TEST_THREADS_LOG") != NULL };
    if (th->init(&cfg) < 0)
        return 1;
    for (int i = 0; i < n; i++)
        th->spawn(block_forever, NULL, 0);
    block_forever(NULL);
    return 0;
}

static Suite *native_threads_suite(void)
{
    Suite *s = suite_create("native_threads");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_counter_1000_threads);
    tcase_add_test(tc, test_producer_consumer);
    tcase_add_test(tc, test_deadlines);
    tcase_add_test(tc, test_busy_thread);
    tcase_add_test(tc, test_fd_wait);
    tcase_add_test(tc, test_tickless_no_wakeups);
    tcase_add_test(tc, test_legacy_mode);
    suite_add_tcase(s, tc);
    return s;
}

int main(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "--idle-forever") == 0)
        return idle_forever(argc >= 3 ? argv[2] : "tickless", argc >= 4 ? atoi(argv[3]) : 1);
    SRunner *sr = srunner_create(native_threads_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? 0 : 1;
}
