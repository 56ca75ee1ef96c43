/* test_gcheap.c: libcheck suite "gcheap" for vm/gc/pageheap.c, vm/gc/mark.c
 * and os/container.c.
 *
 * The heap is exercised with fake classes laid out as class.c lays out real
 * ones (a 24-byte header, 8-byte field slots, a reference-offset list): a
 * Node with three reference fields and a long, arrays of Nodes, and int
 * arrays whose elements look like pointers but must not be traced.  A
 * random graph of them is marked with 1, 2, 16 and 128 threads under both
 * termination protocols, and with deques so small and so short of memory
 * that marking must fall back on rescanning, and every run must mark
 * exactly the set a sequential search finds.  The container queries read a
 * fake cgroup v2 and v1 tree written under /tmp. */
#include <check.h>
#include <ftw.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "class.h"
#include "os/container.h"
#include "gc/deque.h"
#include "gc/pageheap.h"

typedef struct Node {
    Object hdr;
    Object *a, *b, *c;
    int64_t value;
} Node;
_Static_assert(offsetof(Node, a) == 24 && sizeof(Node) == 56, "Node layout");

static uint32_t node_offsets[3] = { offsetof(Node, a), offsetof(Node, b), offsetof(Node, c) };
static Class node_cls, node_arr_cls, int_cls, int_arr_cls;

static void setup_classes(void)
{
    node_cls = (Class){ .name = "Node", .kind = CK_INSTANCE, .instance_size = sizeof(Node),
                        .ref_count = 3, .ref_offsets = node_offsets };
    int_cls = (Class){ .name = "int", .kind = CK_PRIMITIVE, .prim = 'I' };
    node_arr_cls = (Class){ .name = "[LNode;", .kind = CK_ARRAY, .prim = 'L', .elem_size = 8,
                            .dims = 1, .component = &node_cls };
    int_arr_cls = (Class){ .name = "[I", .kind = CK_ARRAY, .prim = 'I', .elem_size = 4,
                           .dims = 1, .component = &int_cls };
}

/* The page heap knows no object layout: the test's graph is scanned by
 * the test's own function, over the Class records above (as vm/heap.c
 * scans Java objects). */
static void test_scan(void *obj, GcVisitFn visit, void *cookie, void *arg)
{
    (void)arg;
    Object *o = obj;
    Class *c = o->cls;
    if (c == NULL)
        return;
    class_visit_refs(c, o, visit, cookie);
}

static bool all_zero(const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        if (b[i] != 0)
            return false;
    return true;
}

static uint64_t rng_state = 0x2545F4914F6CDD1DULL;
static uint32_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (uint32_t)(rng_state >> 16);
}

static GcTlab tlab;

static void heap_up(size_t initial, size_t max, int threads)
{
    gc_heap_set_scanner(test_scan);
    ck_assert_int_eq(gc_heap_init(initial, max, threads), 0);
    gc_tlab_init(&tlab);
}

static void heap_down(void)
{
    gc_tlab_destroy(&tlab);
    gc_heap_destroy();
}

/* ---- allocation ---- */

START_TEST(every_size_class)
{
    heap_up(16 << 20, 16 << 20, 1);
    size_t prev = 0;
    for (size_t s = 1; s <= GC_SMALL_MAX; s++) {
        size_t c = gc_size_class_bytes(s);
        ck_assert_uint_ge(c, s);
        ck_assert_uint_ge(c, prev);
        ck_assert_uint_eq(c % 8, 0);
        prev = c;
    }
    for (int i = 0; i < GC_NCLASSES; i++) {
        size_t cs = gc_size_class_at(i), lo = i ? gc_size_class_at(i - 1) + 1 : 1;
        ck_assert_uint_eq(gc_size_class_bytes(cs), cs);
        ck_assert_uint_eq(gc_size_class_bytes(lo), cs);
        size_t sizes[] = { lo, (lo + cs) / 2, cs };
        for (int k = 0; k < 3; k++) {
            for (int rep = 0; rep < 3; rep++) {
                char *p = gc_heap_alloc(&tlab, sizes[k]);
                ck_assert_ptr_nonnull(p);
                ck_assert_uint_eq((uintptr_t)p % 8, 0);
                ck_assert(all_zero(p, sizes[k]));
                ck_assert(gc_is_object_start(p));
                ck_assert_ptr_eq(gc_object_containing(p + sizes[k] - 1), p);
                ck_assert_ptr_eq(gc_object_containing(p + cs - 1), p);
                ck_assert(!gc_is_object_start(p + 8));
                ck_assert(!gc_is_object_start(p + 1));
                memset(p, 0xAB, sizes[k]);
            }
        }
    }
    ck_assert(!gc_is_object_start(NULL));
    ck_assert(!gc_is_object_start(&tlab));
    ck_assert_ptr_null(gc_object_containing(&tlab));
    heap_down();
}
END_TEST

typedef struct Rec {
    char *p;
    size_t size;
} Rec;

static int rec_cmp(const void *a, const void *b)
{
    const Rec *x = a, *y = b;
    return x->p < y->p ? -1 : x->p > y->p;
}

START_TEST(object_start_bitmap)
{
    heap_up(128 << 20, 128 << 20, 1);
    enum { N = 20000 };
    Rec *r = malloc(N * sizeof *r);
    for (int i = 0; i < N; i++) {
        size_t s = rnd() % 50 == 0 ? 8193 + rnd() % 60000 : 1 + rnd() % 3000;
        r[i].p = gc_heap_alloc(&tlab, s);
        ck_assert_ptr_nonnull(r[i].p);
        r[i].size = s > GC_SMALL_MAX ? (s + GC_PAGE_SIZE - 1) / GC_PAGE_SIZE * GC_PAGE_SIZE
                                     : gc_size_class_bytes(s);
    }
    qsort(r, N, sizeof *r, rec_cmp);
    for (int i = 0; i < N; i++) {
        if (i + 1 < N)
            ck_assert(r[i].p + r[i].size <= r[i + 1].p);        /* no overlap */
        ck_assert(gc_is_object_start(r[i].p));
        for (size_t off = 8; off < r[i].size; off += 8) {
            if (gc_is_object_start(r[i].p + off))
                ck_abort_msg("start bit inside object %p at +%zu", (void *)r[i].p, off);
            if (gc_object_containing(r[i].p + off) != r[i].p)
                ck_abort_msg("containing(%p + %zu) wrong", (void *)r[i].p, off);
        }
    }
    free(r);
    heap_down();
}
END_TEST

static int ptr_cmp(const void *a, const void *b)
{
    const char *x = *(char *const *)a, *y = *(char *const *)b;
    return x < y ? -1 : x > y;
}

START_TEST(sweep_and_free_list_reuse)
{
    heap_up(16 << 20, 16 << 20, 1);
    enum { N = 30000 };
    char **p = malloc(N * sizeof *p);
    for (int i = 0; i < N; i++) {
        p[i] = gc_heap_alloc(&tlab, 40);
        ck_assert_ptr_nonnull(p[i]);
        memset(p[i], 0xCD, 40);
    }
    size_t used_before = gc_heap_used();
    ck_assert_uint_ge(used_before, (size_t)N * 40);
    for (int i = 0; i < N; i += 3)
        ck_assert(gc_bitmap_claim(gc_heap_marks(), p[i]));
    gc_heap_sweep();
    ck_assert_uint_eq(gc_bitmap_count(gc_heap_marks()), 0);     /* marks cleared */
    size_t live = 0;
    for (int i = 0; i < N; i++) {
        ck_assert(gc_is_object_start(p[i]) == (i % 3 == 0));
        if (i % 3 == 0) {
            ck_assert_uint_eq((unsigned char)p[i][39], 0xCD); /* survivors untouched */
            live++;
        }
    }
    ck_assert_uint_eq(gc_heap_used(), live * 40);
    /* Every freed block is handed out again, zeroed, before fresh memory. */
    char **dead = malloc(N * sizeof *dead);
    size_t nfreed = 0;
    for (int i = 0; i < N; i++)
        if (i % 3 != 0)
            dead[nfreed++] = p[i];
    qsort(dead, nfreed, sizeof *dead, ptr_cmp);
    for (size_t k = 0; k < nfreed; k++) {
        char *q = gc_heap_alloc(&tlab, 40);
        ck_assert_ptr_nonnull(q);
        ck_assert(all_zero(q, 40));
        ck_assert_ptr_nonnull(bsearch(&q, dead, nfreed, sizeof *dead, ptr_cmp));
    }
    free(dead);
    free(p);
    heap_down();
}
END_TEST

START_TEST(large_objects)
{
    heap_up(32 << 20, 32 << 20, 1);
    size_t sizes[] = { GC_SMALL_MAX + 1, 40000, 1 << 20, 3 << 20, GC_PAGE_SIZE };
    char *p[5];
    for (int i = 0; i < 5; i++) {
        p[i] = gc_heap_alloc(&tlab, sizes[i]);
        ck_assert_ptr_nonnull(p[i]);
        ck_assert_uint_eq((uintptr_t)p[i] % GC_PAGE_SIZE, 0);
        ck_assert(all_zero(p[i], sizes[i]));
        ck_assert(gc_is_object_start(p[i]));
        ck_assert_ptr_eq(gc_object_containing(p[i] + sizes[i] - 1), p[i]);
        ck_assert_ptr_eq(gc_object_containing(p[i] + sizes[i] / 2), p[i]);
        memset(p[i], 0x5A, sizes[i]);
    }
    size_t used = gc_heap_used();
    gc_bitmap_claim(gc_heap_marks(), p[2]);             /* keep the 1 MiB one */
    size_t freed = gc_heap_sweep();
    ck_assert_uint_eq(freed, 1 + 2 + 96 + 1);
    ck_assert_uint_lt(gc_heap_used(), used);
    ck_assert(gc_is_object_start(p[2]));
    ck_assert(!gc_is_object_start(p[3]));
    ck_assert_ptr_null(gc_object_containing(p[3] + 100));
    /* Pages given back are reused, and cleared first. */
    char *q = gc_heap_alloc(&tlab, 3 << 20);
    ck_assert_ptr_nonnull(q);
    ck_assert(all_zero(q, 3 << 20));
    for (int i = 0; i < 2000; i++) {
        char *s = gc_heap_alloc(&tlab, 100);
        ck_assert(all_zero(s, 100));
    }
    heap_down();
}
END_TEST

START_TEST(growth_and_exhaustion)
{
    heap_up(1 << 20, 4 << 20, 1);
    ck_assert_uint_eq(gc_heap_capacity(), 1 << 20);
    ck_assert_uint_eq(gc_heap_max(), 4 << 20);
    size_t n = 0;
    while (gc_heap_alloc(&tlab, 1000) != NULL)
        n++;
    ck_assert_uint_eq(n, 1024);                         /* 32 per page, 32 pages */
    ck_assert_ptr_null(gc_heap_alloc(&tlab, 20000));
    ck_assert_ptr_null(gc_heap_alloc(&tlab, 16));
    ck_assert_int_eq(gc_heap_grow(1 << 20), 0);
    ck_assert_uint_eq(gc_heap_capacity(), 2 << 20);
    char *big = gc_heap_alloc(&tlab, 512 << 10);
    ck_assert_ptr_nonnull(big);
    ck_assert_int_eq(gc_heap_grow(100 << 20), 0);       /* clamped to the maximum */
    ck_assert_uint_eq(gc_heap_capacity(), 4 << 20);
    ck_assert_int_eq(gc_heap_grow(1), -1);
    ck_assert_ptr_null(gc_heap_alloc(&tlab, 5 << 20));
    while (gc_heap_alloc(&tlab, 3000) != NULL)
        n++;
    ck_assert_ptr_null(gc_heap_alloc(&tlab, 16));
    ck_assert_uint_ge(gc_heap_used(), 3 << 20);
    gc_heap_sweep();                                    /* nothing marked */
    ck_assert_uint_eq(gc_heap_used(), 0);
    ck_assert_ptr_nonnull(gc_heap_alloc(&tlab, 3 << 20));
    heap_down();
}
END_TEST

/* ---- many threads allocating at once ---- */

typedef struct AllocArg {
    int id;
    int n;
    char **objs;
    size_t *sizes;
} AllocArg;

static void *alloc_main(void *p)
{
    AllocArg *a = p;
    GcTlab tl;
    gc_tlab_init(&tl);
    uint64_t s = 0x9E3779B97F4A7C15ULL * (uint64_t)(a->id + 1);
    for (int i = 0; i < a->n; i++) {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        size_t sz = (s >> 20) % 97 == 0 ? 9000 + (s >> 8) % 30000 : 8 + (s >> 8) % 2000;
        char *o = gc_heap_alloc(&tl, sz);
        if (o == NULL || !all_zero(o, sz)) {
            a->objs[i] = NULL;
            continue;
        }
        memset(o, a->id + 1, sz);
        a->objs[i] = o;
        a->sizes[i] = sz;
    }
    gc_tlab_destroy(&tl);
    return NULL;
}

/* More caches than a small heap has pages for: slices of shared pages.
 * 64 threads in a 1 MiB heap (32 pages) each allocate; every object is
 * distinct and zeroed, marked survivors stay, and the sweep finds the blocks
 * of the retired slices again. */
typedef struct SliceArg {
    int id, n;
    char **objs;
    pthread_barrier_t *bar;
} SliceArg;

static void *slice_main(void *p)
{
    SliceArg *a = p;
    GcTlab tl;
    gc_tlab_init(&tl);
    pthread_barrier_wait(a->bar);   /* every cache registered: slicing */
    for (int i = 0; i < a->n; i++) {
        size_t sz = 16 + (size_t)((i * 7 + a->id) % 5) * 24;
        char *o = gc_heap_alloc(&tl, sz);
        if (o != NULL && all_zero(o, sz))
            memset(o, a->id + 1, 16);
        else
            o = NULL;
        a->objs[i] = o;
    }
    pthread_barrier_wait(a->bar);   /* all allocated before any cache goes */
    gc_tlab_destroy(&tl);
    return NULL;
}

START_TEST(small_heap_many_caches)
{
    heap_up(1 << 20, 1 << 20, 1);
    enum { T = 64, N = 150 };
    pthread_t t[T];
    SliceArg a[T];
    pthread_barrier_t bar;
    pthread_barrier_init(&bar, NULL, T);
    for (int i = 0; i < T; i++) {
        a[i] = (SliceArg){ i, N, malloc(N * sizeof(char *)), &bar };
        ck_assert_int_eq(pthread_create(&t[i], NULL, slice_main, &a[i]), 0);
    }
    for (int i = 0; i < T; i++)
        pthread_join(t[i], NULL);
    pthread_barrier_destroy(&bar);
    /* 64 threads x 5 size classes would need 320 whole pages: 32 are there. */
    for (int i = 0; i < T; i++)
        for (int k = 0; k < N; k++) {
            char *o = a[i].objs[k];
            ck_assert_msg(o != NULL, "thread %d object %d not allocated", i, k);
            ck_assert(gc_is_object_start(o));
            ck_assert_int_eq(o[15], (char)(i + 1));
        }
    for (int i = 0; i < T; i++)
        for (int k = 0; k < N; k += 2)
            gc_bitmap_claim(gc_heap_marks(), a[i].objs[k]);
    gc_heap_sweep();
    for (int i = 0; i < T; i++)
        for (int k = 0; k < N; k++) {
            ck_assert(gc_is_object_start(a[i].objs[k]) == (k % 2 == 0));
            if (k % 2 == 0)
                ck_assert_int_eq(a[i].objs[k][15], (char)(i + 1));
        }
    /* The freed half is found again: as many objects fit once more. */
    size_t got = 0;
    for (int k = 0; k < T * N / 2; k++) {
        char *o = gc_heap_alloc(&tlab, 16 + (size_t)(k % 5) * 24);
        if (o == NULL)
            break;
        ck_assert(all_zero(o, 16));
        got++;
    }
    ck_assert_uint_eq(got, (size_t)T * N / 2);
    for (int i = 0; i < T; i++)
        free(a[i].objs);
    heap_down();
}
END_TEST

START_TEST(threads_allocating_at_once)
{
    heap_up(256 << 20, 256 << 20, 1);
    enum { T = 8, N = 20000 };
    pthread_t t[T];
    AllocArg a[T];
    for (int i = 0; i < T; i++) {
        a[i] = (AllocArg){ i, N, malloc(N * sizeof(char *)), malloc(N * sizeof(size_t)) };
        ck_assert_int_eq(pthread_create(&t[i], NULL, alloc_main, &a[i]), 0);
    }
    for (int i = 0; i < T; i++)
        pthread_join(t[i], NULL);
    for (int i = 0; i < T; i++) {
        for (int k = 0; k < N; k++) {
            char *o = a[i].objs[k];
            ck_assert_ptr_nonnull(o);
            ck_assert(gc_is_object_start(o));
            for (size_t b = 0; b < a[i].sizes[k]; b++)
                if (o[b] != (char)(i + 1))
                    ck_abort_msg("object of thread %d overwritten", i);
        }
        free(a[i].objs);
        free(a[i].sizes);
    }
    heap_down();
}
END_TEST

/* ---- a synthetic graph, marked in parallel ---- */

typedef struct Graph {
    Object **objs;                  /* obj->hash == its index + 1 */
    size_t n;
    bool *expect;
    size_t nexpect;
    Object *roots[64];
    uintptr_t *conservative;        /* words scanned conservatively */
    size_t nconservative;
} Graph;

static Graph G;

static Object *new_obj(Class *c, int32_t len)
{
    size_t size = c->kind == CK_ARRAY ? sizeof(Array) + (size_t)len * c->elem_size
                                      : c->instance_size;
    Object *o = gc_heap_alloc(&tlab, size);
    ck_assert_ptr_nonnull(o);
    o->cls = c;
    if (c->kind == CK_ARRAY)
        ((Array *)o)->length = len;
    o->hash = (uint32_t)(G.n + 1);
    G.objs[G.n++] = o;
    return o;
}

static Object *any_obj(void)
{
    return G.objs[rnd() % G.n];
}

static void build_graph(size_t nnodes)
{
    setup_classes();
    G.objs = malloc((nnodes + nnodes / 8 + 16) * sizeof *G.objs);
    G.n = 0;
    for (size_t i = 0; i < nnodes; i++) {
        Node *nd = (Node *)new_obj(&node_cls, 0);
        nd->value = (int64_t)i * 7;
    }
    for (size_t i = 0; i < nnodes / 20; i++)
        new_obj(&node_arr_cls, (int32_t)(rnd() % 10 == 0 ? 1100 + rnd() % 3000 : rnd() % 40));
    for (size_t i = 0; i < nnodes / 40; i++)
        new_obj(&int_arr_cls, (int32_t)(rnd() % 64));
    /* Sparse random edges, so a good part of the heap is unreachable. */
    for (size_t i = 0; i < G.n; i++) {
        Object *o = G.objs[i];
        if (o->cls == &node_cls) {
            Node *nd = (Node *)o;
            nd->a = rnd() % 100 < 70 ? any_obj() : NULL;
            nd->b = rnd() % 100 < 50 ? any_obj() : NULL;
            nd->c = rnd() % 100 < 30 ? any_obj() : NULL;
        } else if (o->cls == &node_arr_cls) {
            Array *a = (Array *)o;
            for (int32_t k = 0; k < a->length; k++)
                ARRAY_ELEMS(a, Object *)[k] = rnd() % 100 < 1 ? any_obj() : NULL;
        } else {
            Array *a = (Array *)o;     /* pointer-like ints, never followed */
            for (int32_t k = 0; k + 1 < a->length; k += 2) {
                uintptr_t v = (uintptr_t)any_obj();
                ARRAY_ELEMS(a, int32_t)[k] = (int32_t)(uint32_t)v;
                ARRAY_ELEMS(a, int32_t)[k + 1] = (int32_t)(uint32_t)(v >> 32);
            }
        }
    }
    for (int i = 0; i < 64; i++)
        G.roots[i] = rnd() % 4 ? any_obj() : NULL;
    /* A fake C stack: junk, object starts, and interior pointers (which
     * precise-start scanning must ignore). */
    G.nconservative = 4096;
    G.conservative = malloc(G.nconservative * sizeof *G.conservative);
    for (size_t i = 0; i < G.nconservative; i++) {
        switch (rnd() % 8) {
        case 0: G.conservative[i] = (uintptr_t)any_obj(); break;
        case 1: G.conservative[i] = (uintptr_t)any_obj() + 8; break;
        default: G.conservative[i] = ((uintptr_t)rnd() << 16) | rnd(); break;
        }
    }
}

static void expect_visit(Object *o, Object ***sp)
{
    if (o == NULL || G.expect[o->hash - 1])
        return;
    G.expect[o->hash - 1] = true;
    G.nexpect++;
    *(*sp)++ = o;
}

static void compute_expected(void)
{
    free(G.expect);
    G.expect = calloc(G.n, sizeof *G.expect);
    G.nexpect = 0;
    Object **stack = malloc(G.n * sizeof *stack), **sp = stack;
    for (int i = 0; i < 64; i++)
        expect_visit(G.roots[i], &sp);
    for (size_t i = 0; i < G.nconservative; i++)
        if (gc_is_object_start((void *)G.conservative[i]))
            expect_visit((Object *)G.conservative[i], &sp);
    while (sp > stack) {
        Object *o = *--sp;
        if (o->cls == &node_cls) {
            Node *nd = (Node *)o;
            expect_visit(nd->a, &sp);
            expect_visit(nd->b, &sp);
            expect_visit(nd->c, &sp);
        } else if (o->cls == &node_arr_cls) {
            Array *a = (Array *)o;
            for (int32_t k = 0; k < a->length; k++)
                expect_visit(ARRAY_ELEMS(a, Object *)[k], &sp);
        }
    }
    free(stack);
}

enum { PRECISE_TASKS = 16, CONS_TASKS = 4 };

static void graph_roots(int task, GcVisitFn visit, void *cookie, void *arg)
{
    (void)arg;
    if (task < PRECISE_TASKS) {
        for (int i = task * 4; i < task * 4 + 4; i++)
            visit(G.roots[i], cookie);
        return;
    }
    size_t per = G.nconservative / CONS_TASKS, k = (size_t)(task - PRECISE_TASKS);
    if (per == 0)
        return;
    gc_heap_scan_range(G.conservative + k * per, G.conservative + (k + 1) * per, false,
                       visit, cookie);
}

static const GcRootSet graph_rootset = { PRECISE_TASKS + CONS_TASKS, graph_roots, NULL, NULL, NULL };

static void check_marks(const char *what)
{
    size_t n = 0;
    for (size_t i = 0; i < G.n; i++) {
        bool m = gc_heap_is_marked(G.objs[i]);
        if (m != G.expect[i])
            ck_abort_msg("%s: object %zu marked %d, expected %d", what, i, m, G.expect[i]);
        n += m;
    }
    ck_assert_uint_eq(n, G.nexpect);
    ck_assert_uint_eq(gc_bitmap_count(gc_heap_marks()), G.nexpect);
}

/* The OS threads of this process (Threads: in /proc/self/status). */
static int os_threads(void)
{
    FILE *f = fopen("/proc/self/status", "r");
    ck_assert_ptr_nonnull(f);
    char line[256];
    int n = -1;
    while (fgets(line, sizeof line, f) != NULL)
        if (sscanf(line, "Threads: %d", &n) == 1)
            break;
    fclose(f);
    ck_assert_int_gt(n, 0);
    return n;
}

START_TEST(parallel_mark_sets_identical)
{
    heap_up(128 << 20, 128 << 20, 128);
    ck_assert_int_eq(gc_mark_max_threads(gc_heap_marker()), 128);
    int threads_before = os_threads();       /* no marking thread yet: made by the runs */
    build_graph(150000);
    compute_expected();
    ck_assert_uint_gt(G.nexpect, 1000);
    ck_assert_uint_lt(G.nexpect, G.n);
    printf("\ngraph: %zu objects, %zu reachable\n", G.n, G.nexpect);
    static const int ns[] = { 1, 2, 16, 128 };
    for (int p = 0; p < 2; p++) {
        for (int k = 0; k < 4; k++) {
            gc_heap_clear_marks();
            GcMarkStats ms;
            gc_heap_mark(&graph_rootset, ns[k], p ? GC_TERM_YIELD : GC_TERM_PARK, &ms);
            char what[64];
            snprintf(what, sizeof what, "%d threads, %s", ns[k], p ? "yield" : "park");
            check_marks(what);
            ck_assert_uint_eq(ms.work.marked, G.nexpect);
            ck_assert_int_eq(ms.nthreads, ns[k]);
            printf("  mark %-5s %3d threads: %7.2f ms, steals %llu/%llu, yields %llu, "
                   "parks %llu, wake-ups %llu, offers %llu\n", p ? "yield" : "park", ns[k],
                   (double)ms.ns / 1e6, (unsigned long long)ms.work.steals,
                   (unsigned long long)ms.work.steal_attempts,
                   (unsigned long long)ms.work.yields, (unsigned long long)ms.work.parks,
                   (unsigned long long)ms.work.wakeups, (unsigned long long)ms.work.offers);
        }
        if (p == 0)
            ck_assert_int_eq(os_threads(), threads_before + 127);
    }
    fflush(stdout);

    /* Tiny deques that cannot grow or spill: pushes fail, and the rescan
     * after the parallel phase must still find everything. */
    gc_mark_set_deque_limits(gc_heap_marker(), 1, 2);
    for (int k = 0; k < 3; k++) {
        static const int on[] = { 1, 4, 16 };
        gc_heap_clear_marks();
        GcMarkStats ms;
        atomic_store(&gc_deque_fail_alloc_for_test, true);
        gc_heap_mark(&graph_rootset, on[k], GC_TERM_PARK, &ms);
        atomic_store(&gc_deque_fail_alloc_for_test, false);
        check_marks("overflow");
        ck_assert_uint_gt(ms.overflow_rescans, 0);
    }
    /* Small deques that spill into their overflow lists. */
    gc_mark_set_deque_limits(gc_heap_marker(), 2, 4);
    gc_heap_clear_marks();
    GcMarkStats ms;
    gc_heap_mark(&graph_rootset, 16, GC_TERM_PARK, &ms);
    check_marks("spill");
    ck_assert_uint_gt(ms.spilled, 0);
    gc_mark_set_deque_limits(gc_heap_marker(), 10, 20);

    /* Sweep: the unreachable go, the reachable keep their contents, and
     * the space is reused. */
    gc_heap_clear_marks();
    gc_heap_mark(&graph_rootset, 16, GC_TERM_PARK, NULL);
    size_t before = gc_heap_used();
    gc_heap_sweep();
    ck_assert_uint_lt(gc_heap_used(), before);
    size_t dead_nodes = 0;
    for (size_t i = 0; i < G.n; i++) {
        Object *o = G.objs[i];
        ck_assert(gc_is_object_start(o) == G.expect[i]);
        if (G.expect[i] && o->cls == &node_cls)
            ck_assert_int_eq(((Node *)o)->value, (int64_t)i * 7);
        if (!G.expect[i] && i < 150000)
            dead_nodes++;
    }
    size_t reused = 0;
    for (size_t k = 0; k < dead_nodes; k++) {
        Node *nd = gc_heap_alloc(&tlab, sizeof(Node));
        ck_assert_ptr_nonnull(nd);
        ck_assert(all_zero(nd, sizeof *nd));
        Object *o = (Object *)nd;
        /* Reused block of a dead Node?  Its old index is unknown now, so
         * check through the address list. */
        if (k < 200)
            for (size_t i = 0; i < G.n; i++)
                if (G.objs[i] == o) {
                    reused++;
                    ck_assert(!G.expect[i]);
                    break;
                }
    }
    ck_assert_uint_eq(reused, 200);
    free(G.objs);
    free(G.expect);
    free(G.conservative);
    memset(&G, 0, sizeof G);
    heap_down();
}
END_TEST

START_TEST(full_collections_verbose)
{
    heap_up(8 << 20, 64 << 20, 16);
    setup_classes();
    G.objs = malloc(400000 * sizeof *G.objs);
    /* A live list that must survive, and garbage around it. */
    Node *head = NULL;
    GcCollectStats st;
    for (int round = 0; round < 6; round++) {
        for (int i = 0; i < 40000; i++) {
            G.n = 0;
            Node *garbage = (Node *)new_obj(&node_cls, 0);
            garbage->value = -1;
            if (i % 10 == 0) {
                Node *nd = (Node *)new_obj(&node_cls, 0);
                nd->a = (Object *)head;
                nd->value = round * 100000 + i;
                head = nd;
            }
        }
        G.roots[0] = (Object *)head;
        for (int i = 1; i < 64; i++)
            G.roots[i] = NULL;
        G.nconservative = 0;
        gc_heap_collect(&graph_rootset, 1 + round % 4 * 5, round & 1 ? GC_TERM_YIELD : GC_TERM_PARK,
                        "System.gc()", &st);
        char line[512];
        gc_heap_format_verbose(line, sizeof line, &st);
        printf("%s\n", line);
        ck_assert(strstr(line, "[GC #") == line);
        ck_assert_uint_eq(st.seq, (uint64_t)round + 1);
        ck_assert_uint_lt(st.used_after, st.used_before);
        ck_assert_uint_ge(st.used_after, (size_t)(round + 1) * 4000 * 56);
        ck_assert_uint_eq(st.mark.work.marked, (size_t)(round + 1) * 4000);
        size_t count = 0;
        int64_t expect_round = round, expect_i = 39990;
        for (Node *nd = head; nd != NULL; nd = (Node *)nd->a, count++) {
            ck_assert(gc_is_object_start(nd));
            ck_assert_int_eq(nd->value, expect_round * 100000 + expect_i);
            expect_i -= 10;
            if (expect_i < 0) {
                expect_i = 39990;
                expect_round--;
            }
        }
        ck_assert_uint_eq(count, (size_t)(round + 1) * 4000);
    }
    fflush(stdout);
    free(G.objs);
    memset(&G, 0, sizeof G);
    heap_down();
}
END_TEST

/* ---- container queries ---- */

static char tmpl[64];

static void put(const char *rel, const char *text)
{
    char p[256];
    snprintf(p, sizeof p, "%s/%s", tmpl, rel);
    for (char *s = p + strlen(tmpl) + 1; *s; s++)
        if (*s == '/') {
            *s = '\0';
            mkdir(p, 0755);
            *s = '/';
        }
    FILE *f = fopen(p, "w");
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    fclose(f);
}

static int rm_one(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
    (void)sb;
    (void)flag;
    (void)ftw;
    return remove(path);
}

static void rm_tmpl(void)
{
    nftw(tmpl, rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

static void roots_under(const char *cg, const char *proc)
{
    char a[128], b[128];
    snprintf(a, sizeof a, "%s/%s", tmpl, cg);
    snprintf(b, sizeof b, "%s/%s", tmpl, proc);
    os_container_set_root(a, b);
}

START_TEST(container_v2)
{
    snprintf(tmpl, sizeof tmpl, "/tmp/gcheap-cg-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(tmpl));
    put("proc/self/cgroup", "0::/box\n");
    put("proc/meminfo", "MemTotal: 1000 kB\nMemAvailable: 500 kB\n");
    put("cg/cgroup.controllers", "cpu memory\n");
    put("cg/box/cpu.max", "50000 100000\n");
    put("cg/box/memory.max", "104857600\n");
    put("cg/box/memory.current", "41943040\n");
    roots_under("cg", "proc");
    os_container_set_cache_ms(20);
    ck_assert_int_eq(os_container_version(), 2);
    ck_assert_int_eq(os_active_cpus(), 1);
    ck_assert_uint_eq(os_available_memory(), 104857600 - 41943040);
    ck_assert_uint_eq(os_physical_memory(), 104857600);
    /* Within the grace time: no file is read again. */
    uint64_t f0 = os_container_files_read();
    for (int i = 0; i < 100; i++) {
        ck_assert_uint_eq(os_available_memory(), 104857600 - 41943040);
        ck_assert_int_eq(os_active_cpus(), 1);
    }
    ck_assert_uint_eq(os_container_files_read(), f0);
    /* After it, the new value is seen. */
    put("cg/box/memory.current", "52428800\n");
    usleep(30000);
    ck_assert_uint_eq(os_available_memory(), 104857600 - 52428800);
    /* No cache: every call reads the files (memory.max and memory.current). */
    os_container_set_cache_ms(0);
    f0 = os_container_files_read();
    for (int i = 0; i < 10; i++)
        os_available_memory();
    ck_assert_uint_eq(os_container_files_read() - f0, 20);
    put("cg/box/cpu.max", "max 100000\n");
    ck_assert_int_le(os_active_cpus(), (int)sysconf(_SC_NPROCESSORS_ONLN));
    put("cg/box/cpu.max", "150000 100000\n");
    ck_assert_int_le(os_active_cpus(), 2);
    /* No memory limit: the host's MemAvailable. */
    put("cg/box/memory.max", "max\n");
    ck_assert_uint_eq(os_available_memory(), 500 * 1024);
    os_container_set_cache_ms(20);
    os_container_set_root(NULL, NULL);
    rm_tmpl();
}
END_TEST

START_TEST(container_v1)
{
    snprintf(tmpl, sizeof tmpl, "/tmp/gcheap-cg-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(tmpl));
    put("proc/self/cgroup", "4:memory:/docker/abc\n3:cpu,cpuacct:/docker/abc\n0::/\n");
    /* The host path is not visible inside: the mount root is the cgroup. */
    put("cg/memory/memory.limit_in_bytes", "67108864\n");
    put("cg/memory/memory.usage_in_bytes", "16777216\n");
    put("cg/cpu,cpuacct/cpu.cfs_quota_us", "100000\n");
    put("cg/cpu,cpuacct/cpu.cfs_period_us", "100000\n");
    roots_under("cg", "proc");
    os_container_set_cache_ms(0);
    ck_assert_int_eq(os_container_version(), 1);
    ck_assert_uint_eq(os_available_memory(), 67108864 - 16777216);
    ck_assert_uint_eq(os_physical_memory(), 67108864);
    ck_assert_int_eq(os_active_cpus(), 1);
    put("cg/cpu,cpuacct/cpu.cfs_quota_us", "-1\n");
    ck_assert_int_ge(os_active_cpus(), 1);
    ck_assert_int_le(os_active_cpus(), (int)sysconf(_SC_NPROCESSORS_ONLN));
    put("cg/cpu,cpuacct/cpu.cfs_quota_us", "250000\n");
    put("cg/cpu,cpuacct/cpu.cfs_period_us", "1000000\n");
    ck_assert_int_eq(os_active_cpus(), 1);
    /* v1's "unlimited" is a huge number. */
    put("cg/memory/memory.limit_in_bytes", "9223372036854771712\n");
    ck_assert_uint_eq(os_physical_memory(), (size_t)sysconf(_SC_PHYS_PAGES) *
                                            (size_t)sysconf(_SC_PAGESIZE));
    os_container_set_cache_ms(20);
    os_container_set_root(NULL, NULL);
    rm_tmpl();
}
END_TEST

START_TEST(container_this_machine)
{
    os_container_set_root(NULL, NULL);
    int cpus = os_active_cpus();
    ck_assert_int_ge(cpus, 1);
    ck_assert_int_le(cpus, (int)sysconf(_SC_NPROCESSORS_ONLN));
    ck_assert_uint_gt(os_available_memory(), 0);
    ck_assert_uint_gt(os_physical_memory(), 0);
    size_t in, mx;
    gc_heap_default_sizes(&in, &mx);
    ck_assert_uint_ge(mx, in);
    ck_assert_uint_ge(in, 8 << 20);
    printf("this machine: cgroup v%d, %d CPUs, %zu MiB available, %zu MiB physical, "
           "default heap %zu MiB .. %zu MiB\n", os_container_version(), cpus,
           os_available_memory() >> 20, os_physical_memory() >> 20, in >> 20, mx >> 20);
    fflush(stdout);
}
END_TEST

static Suite *gcheap_suite(void)
{
    Suite *s = suite_create("gcheap");
    TCase *tc = tcase_create("heap");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, every_size_class);
    tcase_add_test(tc, object_start_bitmap);
    tcase_add_test(tc, sweep_and_free_list_reuse);
    tcase_add_test(tc, large_objects);
    tcase_add_test(tc, growth_and_exhaustion);
    tcase_add_test(tc, threads_allocating_at_once);
    tcase_add_test(tc, small_heap_many_caches);
    suite_add_tcase(s, tc);
    tc = tcase_create("mark");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, parallel_mark_sets_identical);
    tcase_add_test(tc, full_collections_verbose);
    suite_add_tcase(s, tc);
    tc = tcase_create("container");
    tcase_add_test(tc, container_v2);
    tcase_add_test(tc, container_v1);
    tcase_add_test(tc, container_this_machine);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(gcheap_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? 0 : 1;
}
