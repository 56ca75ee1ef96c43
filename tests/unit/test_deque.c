/* test_deque.c: libcheck suite "deque" for vm/gc/deque.c.
 *
 * Items are addresses of the elements of one big array, so an item's index
 * is its offset; each test counts how often every item was taken and wants
 * exactly once.  The concurrent tests run one owner against N-1 thieves and
 * N owners that steal from each other, with a roomy array and with one so
 * small that most items go through the overflow list. */
#include <check.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gc/deque.h"

static char *items;                 /* item i is &items[i] */
static _Atomic int *taken;
static size_t nitems;

static void setup_items(size_t n)
{
    free(items);
    free((void *)taken);
    nitems = n;
    items = malloc(n);
    taken = calloc(n, sizeof *taken);
    ck_assert_ptr_nonnull(items);
    ck_assert_ptr_nonnull((void *)taken);
}

static void take(void *x)
{
    ck_assert_ptr_nonnull(x);
    size_t i = (size_t)((char *)x - items);
    ck_assert_uint_lt(i, nitems);
    atomic_fetch_add(&taken[i], 1);
}

static void check_all_once(void)
{
    for (size_t i = 0; i < nitems; i++)
        if (atomic_load(&taken[i]) != 1)
            ck_abort_msg("item %zu taken %d times", i, atomic_load(&taken[i]));
}

START_TEST(owner_lifo_thief_fifo)
{
    GcDeque q;
    ck_assert_int_eq(gc_deque_init(&q, 2, 20), 0);
    setup_items(100);
    for (int i = 0; i < 100; i++)
        ck_assert(gc_deque_push(&q, &items[i]));
    ck_assert_uint_eq(gc_deque_size(&q), 100);
    void *x;
    ck_assert_int_eq(gc_deque_steal(&q, &x), GC_STEAL_OK);
    ck_assert_ptr_eq(x, &items[0]);
    ck_assert_ptr_eq(gc_deque_pop(&q), &items[99]);
    for (int i = 98; i >= 1; i--)
        ck_assert_ptr_eq(gc_deque_pop(&q), &items[i]);
    ck_assert_ptr_null(gc_deque_pop(&q));
    ck_assert_int_eq(gc_deque_steal(&q, &x), GC_STEAL_EMPTY);
    ck_assert_uint_eq(gc_deque_size(&q), 0);
    ck_assert_uint_gt(q.grows, 0);
    /* Empty again: pop must not underflow and the deque must still work. */
    ck_assert_ptr_null(gc_deque_pop(&q));
    ck_assert(gc_deque_push(&q, &items[5]));
    ck_assert_ptr_eq(gc_deque_pop(&q), &items[5]);
    gc_deque_reset(&q);
    ck_assert(gc_deque_push(&q, &items[7]));
    ck_assert_int_eq(gc_deque_steal(&q, &x), GC_STEAL_OK);
    ck_assert_ptr_eq(x, &items[7]);
    gc_deque_destroy(&q);
}
END_TEST

START_TEST(overflow_spill_and_refill)
{
    GcDeque q;
    ck_assert_int_eq(gc_deque_init(&q, 2, 4), 0);   /* at most 16 in the array */
    setup_items(5000);
    for (size_t i = 0; i < nitems; i++)
        ck_assert(gc_deque_push(&q, &items[i]));
    ck_assert_uint_eq(gc_deque_size(&q), nitems);
    ck_assert_uint_ge(q.spilled, nitems - 16);
    /* Thieves take from the overflow list too once the array is empty. */
    void *x;
    for (int i = 0; i < 40; i++) {
        ck_assert_int_eq(gc_deque_steal(&q, &x), GC_STEAL_OK);
        take(x);
    }
    while ((x = gc_deque_pop(&q)) != NULL)
        take(x);
    ck_assert_int_eq(gc_deque_steal(&q, &x), GC_STEAL_EMPTY);
    check_all_once();
    gc_deque_destroy(&q);
}
END_TEST

START_TEST(push_fails_only_without_memory)
{
    GcDeque q;
    ck_assert_int_eq(gc_deque_init(&q, 2, 10), 0);
    setup_items(64);
    atomic_store(&gc_deque_fail_alloc_for_test, true);
    for (int i = 0; i < 4; i++)
        ck_assert(gc_deque_push(&q, &items[i]));       /* fits the first array */
    ck_assert(!gc_deque_push(&q, &items[4]));          /* cannot grow nor spill */
    atomic_store(&gc_deque_fail_alloc_for_test, false);
    ck_assert(gc_deque_push(&q, &items[4]));
    for (int i = 4; i >= 0; i--)
        ck_assert_ptr_eq(gc_deque_pop(&q), &items[i]);
    ck_assert_ptr_null(gc_deque_pop(&q));
    gc_deque_destroy(&q);
}
END_TEST

/* ---- one owner, N-1 thieves ---- */

typedef struct Shared {
    GcDeque *qs;
    int n;
    _Atomic size_t done;            /* items taken so far */
    _Atomic bool owner_finished;
    _Atomic uint64_t aborts;
} Shared;

typedef struct Arg {
    Shared *s;
    int id;
    uint64_t rng;
} Arg;

static uint32_t xrand(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return (uint32_t)(*s >> 16);
}

static void *thief_main(void *p)
{
    Arg *a = p;
    Shared *s = a->s;
    void *x;
    for (;;) {
        int r = gc_deque_steal(&s->qs[0], &x);
        if (r == GC_STEAL_OK) {
            take(x);
            atomic_fetch_add(&s->done, 1);
        } else if (r == GC_STEAL_ABORT) {
            atomic_fetch_add(&s->aborts, 1);
        } else if (atomic_load(&s->owner_finished)) {
            break;
        } else {
            sched_yield();
        }
    }
    return NULL;
}

static void one_owner(int n, unsigned log_max)
{
    setup_items(200000);
    GcDeque q;
    ck_assert_int_eq(gc_deque_init(&q, 3, log_max), 0);
    Shared s = { .qs = &q, .n = n };
    pthread_t t[64];
    Arg args[64];
    for (int i = 1; i < n; i++) {
        args[i] = (Arg){ &s, i, 0 };
        ck_assert_int_eq(pthread_create(&t[i], NULL, thief_main, &args[i]), 0);
    }
    uint64_t rng = 88172645463325252ULL;
    size_t next = 0;
    while (next < nitems) {
        /* Push a burst, then pop some: both ends move all the time. */
        unsigned burst = xrand(&rng) % 64 + 1;
        for (unsigned k = 0; k < burst && next < nitems; k++)
            ck_assert(gc_deque_push(&q, &items[next++]));
        unsigned pops = xrand(&rng) % 48;
        for (unsigned k = 0; k < pops; k++) {
            void *x = gc_deque_pop(&q);
            if (x == NULL)
                break;
            take(x);
            atomic_fetch_add(&s.done, 1);
        }
    }
    void *x;
    while ((x = gc_deque_pop(&q)) != NULL) {
        take(x);
        atomic_fetch_add(&s.done, 1);
    }
    atomic_store(&s.owner_finished, true);
    for (int i = 1; i < n; i++)
        pthread_join(t[i], NULL);
    ck_assert_uint_eq(atomic_load(&s.done), nitems);
    check_all_once();
    gc_deque_destroy(&q);
}

START_TEST(one_owner_many_thieves)
{
    static const int ns[] = { 2, 3, 4, 8, 16 };
    one_owner(ns[_i], 20);
}
END_TEST

START_TEST(one_owner_many_thieves_overflow)
{
    static const int ns[] = { 2, 4, 16 };
    one_owner(ns[_i], 3);           /* 8 slots: most pushes spill */
}
END_TEST

/* ---- N owners stealing from each other ---- */

static void *peer_main(void *p)
{
    Arg *a = p;
    Shared *s = a->s;
    GcDeque *mine = &s->qs[a->id];
    size_t per = nitems / (size_t)s->n;
    size_t lo = per * (size_t)a->id, hi = a->id == s->n - 1 ? nitems : lo + per;
    size_t next = lo;
    void *x;
    while (atomic_load(&s->done) < nitems) {
        if (next < hi) {
            unsigned burst = xrand(&a->rng) % 32 + 1;
            for (unsigned k = 0; k < burst && next < hi; k++)
                ck_assert(gc_deque_push(mine, &items[next++]));
        }
        unsigned pops = xrand(&a->rng) % 24;
        for (unsigned k = 0; k < pops && (x = gc_deque_pop(mine)) != NULL; k++) {
            take(x);
            atomic_fetch_add(&s->done, 1);
        }
        int v = (int)(xrand(&a->rng) % (uint32_t)s->n);
        if (v != a->id) {
            int r = gc_deque_steal(&s->qs[v], &x);
            if (r == GC_STEAL_OK) {
                take(x);
                atomic_fetch_add(&s->done, 1);
            }
        }
        if (next >= hi && gc_deque_size(mine) == 0)
            sched_yield();
    }
    return NULL;
}

static void peers(int n, unsigned log_max)
{
    setup_items(200000);
    GcDeque qs[64];
    for (int i = 0; i < n; i++)
        ck_assert_int_eq(gc_deque_init(&qs[i], 2, log_max), 0);
    Shared s = { .qs = qs, .n = n };
    pthread_t t[64];
    Arg args[64];
    for (int i = 0; i < n; i++) {
        args[i] = (Arg){ &s, i, 0x9E3779B97F4A7C15ULL * (uint64_t)(i + 1) };
        ck_assert_int_eq(pthread_create(&t[i], NULL, peer_main, &args[i]), 0);
    }
    for (int i = 0; i < n; i++)
        pthread_join(t[i], NULL);
    ck_assert_uint_eq(atomic_load(&s.done), nitems);
    check_all_once();
    for (int i = 0; i < n; i++) {
        ck_assert_uint_eq(gc_deque_size(&qs[i]), 0);
        gc_deque_destroy(&qs[i]);
    }
}

START_TEST(peers_push_pop_steal)
{
    static const int ns[] = { 1, 2, 4, 8, 16, 32 };
    peers(ns[_i], 20);
}
END_TEST

START_TEST(peers_push_pop_steal_overflow)
{
    static const int ns[] = { 2, 8, 32 };
    peers(ns[_i], 4);
}
END_TEST

static Suite *deque_suite(void)
{
    Suite *s = suite_create("deque");
    TCase *tc = tcase_create("sequential");
    tcase_add_test(tc, owner_lifo_thief_fifo);
    tcase_add_test(tc, overflow_spill_and_refill);
    tcase_add_test(tc, push_fails_only_without_memory);
    suite_add_tcase(s, tc);
    tc = tcase_create("concurrent");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, one_owner_many_thieves, 0, 5);
    tcase_add_loop_test(tc, one_owner_many_thieves_overflow, 0, 3);
    tcase_add_loop_test(tc, peers_push_pop_steal, 0, 6);
    tcase_add_loop_test(tc, peers_push_pop_steal_overflow, 0, 3);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(deque_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    free(items);
    free((void *)taken);
    return failed == 0 ? 0 : 1;
}
