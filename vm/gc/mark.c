/* mark.c: the parallel marker (see mark.h).
 *
 * A run: the caller publishes the run's parameters under c->lock, bumps
 * c->gen and wakes workers 1 and 2; each woken worker i wakes 2i+1 and 2i+2,
 * so start-up costs log2(n) wake-up latencies rather than n.  Every worker
 * claims root tasks from an atomic counter until none is left, draining its
 * own deque after each; then it alternates draining, 2n random steal
 * attempts, and offering termination.  The last worker to finish signals
 * the caller.
 *
 * Invariants:
 * - An object is in some deque only if its mark bit is set, and it was
 *   pushed by the worker whose claim set the bit.
 * - A marked object has been scanned, or sits in a deque, or c->overflowed
 *   is set (its push failed).
 * - Pool threads block every signal, so the VM's timer signals (green
 *   preemption, legacy alarms) never land on a GC worker. */
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "deque.h"
#include "mark.h"
#include "../../os/os.h"
#include "../../threads/threads.h"

typedef struct Worker {
    GcDeque q;
    GcWorkStats st;
    uint64_t rng;
    uint32_t pushes;
    int id;
    struct GcMarkCtx *c;
    ThOsThread *tid;
    unsigned seen_gen;
    pthread_cond_t cv;              /* with c->lock: "a run for me started" */
} Worker;

struct GcMarkCtx {
    int max;                        /* workers allowed, caller included */
    int made;                       /* workers made so far (ensure_workers) */
    Worker *w;
    GcTerminator *term;
    pthread_mutex_t lock;
    pthread_cond_t done_cv;
    unsigned gen;                   /* runs started; under lock */
    int active;                     /* workers in the current run; under lock */
    bool quit;
    _Atomic int remaining;          /* pool workers still in the run */
    /* the current run */
    const GcMarkOps *ops;
    const GcBitmap *marks;
    int n;
    _Atomic int next_task;
    _Atomic bool overflowed;
    unsigned log_init, log_max, q_log_init, q_log_max;
};

/* ---- bitmaps ---- */

int gc_bitmap_init(GcBitmap *bm, const void *base, size_t bytes)
{
    bm->base = (uintptr_t)base;
    bm->nwords = (bytes + GC_GRANULE * 64 - 1) / (GC_GRANULE * 64);
    bm->words = calloc(bm->nwords ? bm->nwords : 1, sizeof *bm->words);
    return bm->words != NULL ? 0 : -1;
}

void gc_bitmap_free(GcBitmap *bm)
{
    free(bm->words);
    bm->words = NULL;
    bm->nwords = 0;
}

size_t gc_bitmap_count(const GcBitmap *bm)
{
    size_t n = 0;
    for (size_t i = 0; i < bm->nwords; i++)
        n += (size_t)__builtin_popcountll(atomic_load_explicit(&bm->words[i],
                                                               memory_order_relaxed));
    return n;
}

void gc_bitmap_foreach(const GcBitmap *bm, void (*fn)(void *p, void *arg), void *arg)
{
    for (size_t i = 0; i < bm->nwords; i++) {
        uint64_t w = atomic_load_explicit(&bm->words[i], memory_order_relaxed);
        while (w != 0) {
            unsigned b = (unsigned)__builtin_ctzll(w);
            w &= w - 1;
            fn((void *)(bm->base + (i * 64 + b) * GC_GRANULE), arg);
        }
    }
}

/* ---- workers ---- */

static uint64_t now_ns(void)
{
    return (uint64_t)os_monotonic_ns();
}

static uint32_t rnd(Worker *w)
{
    uint64_t x = w->rng;             /* xorshift64* */
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    w->rng = x;
    return (uint32_t)((x * 0x2545F4914F6CDD1DULL) >> 32);
}

static void push(Worker *w, void *obj)
{
    if (!gc_deque_push(&w->q, obj)) {
        atomic_store_explicit(&w->c->overflowed, true, memory_order_relaxed);
        return;
    }
    /* A busy worker with surplus wakes a blocked one if nobody watches. */
    if ((++w->pushes & 31) == 0 && gc_term_hint_wanted(w->c->term) &&
        gc_deque_size(&w->q) > 4)
        gc_term_hint(w->c->term, &w->st);
}

static void visit(void *ref, void *cookie)
{
    Worker *w = cookie;
    const GcBitmap *bm = w->c->marks;
    if (ref == NULL || !gc_bitmap_covers(bm, ref) || !gc_bitmap_claim(bm, ref))
        return;
    w->st.marked++;
    push(w, ref);
}

static void drain(Worker *w)
{
    const GcMarkOps *ops = w->c->ops;
    void *obj;
    while ((obj = gc_deque_pop(&w->q)) != NULL)
        ops->scan(obj, visit, w, ops->arg);
}

/* Up to 2n attempts at random victims; scans what it gets.  True if it
 * got something. */
static bool steal_some(Worker *w)
{
    GcMarkCtx *c = w->c;
    int n = c->n;
    if (n < 2)
        return false;
    for (int k = 0; k < 2 * n; k++) {
        int v = (int)(rnd(w) % (uint32_t)(n - 1));
        if (v >= w->id)
            v++;                    /* never self */
        w->st.steal_attempts++;
        if (gc_deque_size(&c->w[v].q) == 0)
            continue;
        void *obj;
        if (gc_deque_steal(&c->w[v].q, &obj) == GC_STEAL_OK) {
            w->st.steals++;
            c->ops->scan(obj, visit, w, c->ops->arg);
            return true;
        }
    }
    return false;
}

static size_t peek_all(void *arg)
{
    GcMarkCtx *c = arg;
    size_t n = 0;
    for (int i = 0; i < c->n; i++)
        n += gc_deque_size(&c->w[i].q);
    return n;
}

static void work(Worker *w)
{
    GcMarkCtx *c = w->c;
    const GcMarkOps *ops = c->ops;
    for (;;) {
        int t = atomic_fetch_add_explicit(&c->next_task, 1, memory_order_relaxed);
        if (t >= ops->nroot_tasks)
            break;
        ops->roots(t, visit, w, ops->arg);
        drain(w);
    }
    for (;;) {
        drain(w);
        if (steal_some(w))
            continue;
        if (gc_term_offer(c->term, w->id, &w->st))
            break;
    }
}

static void wake_children(GcMarkCtx *c, int i, int active)
{
    for (int k = 2 * i + 1; k <= 2 * i + 2 && k < active; k++)
        pthread_cond_signal(&c->w[k].cv);
}

static void pool_main(void *arg)
{
    Worker *w = arg;
    GcMarkCtx *c = w->c;
    for (;;) {
        pthread_mutex_lock(&c->lock);
        while (!c->quit && (w->seen_gen == c->gen || w->id >= c->active))
            pthread_cond_wait(&w->cv, &c->lock);
        if (c->quit) {
            pthread_mutex_unlock(&c->lock);
            return;
        }
        w->seen_gen = c->gen;
        int active = c->active;
        pthread_mutex_unlock(&c->lock);
        wake_children(c, w->id, active);
        work(w);
        if (atomic_fetch_sub_explicit(&c->remaining, 1, memory_order_acq_rel) == 1) {
            pthread_mutex_lock(&c->lock);
            pthread_cond_signal(&c->done_cv);
            pthread_mutex_unlock(&c->lock);
        }
    }
}

/* ---- the context ---- */

static int ensure_workers(GcMarkCtx *c, int n);

/* Workers [0, c->made) have their deque and condition variable, and every
 * one of them but worker 0 its thread.  Worker 0 (the caller's) is made with
 * the context; the pool by the first run that asks for it, so a program that
 * never collects (Hello) starts no marking thread. */
GcMarkCtx *gc_mark_ctx_new(int max_threads)
{
    if (max_threads < 1)
        max_threads = 1;
    GcMarkCtx *c = calloc(1, sizeof *c);
    if (c == NULL)
        return NULL;
    size_t wbytes = ((size_t)max_threads * sizeof(Worker) + 63) & ~(size_t)63;
    c->w = aligned_alloc(64, wbytes);
    c->term = gc_term_new(max_threads);
    if (c->w == NULL || c->term == NULL || pthread_mutex_init(&c->lock, NULL) != 0) {
        free(c->w);
        gc_term_free(c->term);
        free(c);
        return NULL;
    }
    pthread_cond_init(&c->done_cv, NULL);
    memset(c->w, 0, wbytes);
    c->log_init = c->q_log_init = 10;
    c->log_max = c->q_log_max = 20;
    c->max = max_threads;
    if (ensure_workers(c, 1) < 1) {
        gc_term_free(c->term);
        pthread_cond_destroy(&c->done_cv);
        pthread_mutex_destroy(&c->lock);
        free(c->w);
        free(c);
        return NULL;
    }
    return c;
}

/* Makes workers up to n (at most c->max).  If a deque or a thread cannot be
 * made, c->max drops to the workers made, so later runs use fewer.  Returns
 * the workers made, which may be more than n (at least 1 once the context
 * exists). */
static int ensure_workers(GcMarkCtx *c, int n)
{
    if (n > c->max)
        n = c->max;
    if (c->made >= n)
        return c->made;
    while (c->made < n) {
        Worker *w = &c->w[c->made];
        w->id = c->made;
        w->c = c;
        w->rng = 0x9E3779B97F4A7C15ULL * (uint64_t)(w->id + 1);
        w->seen_gen = c->gen;
        if (gc_deque_init(&w->q, c->q_log_init, c->q_log_max) != 0)
            break;
        pthread_cond_init(&w->cv, NULL);
        if (w->id > 0 && th_os_spawn(&w->tid, pool_main, w, 256 * 1024, 1) != 0) {
            pthread_cond_destroy(&w->cv);
            gc_deque_destroy(&w->q);
            break;
        }
        c->made++;
    }
    if (c->made < n)
        c->max = c->made > 0 ? c->made : 1;
    return c->made;
}

void gc_mark_ctx_free(GcMarkCtx *c)
{
    if (c == NULL)
        return;
    pthread_mutex_lock(&c->lock);
    c->quit = true;
    for (int i = 1; i < c->made; i++)
        pthread_cond_signal(&c->w[i].cv);
    pthread_mutex_unlock(&c->lock);
    for (int i = 0; i < c->made; i++) {
        if (i > 0)
            th_os_join(c->w[i].tid);
        pthread_cond_destroy(&c->w[i].cv);
        gc_deque_destroy(&c->w[i].q);
    }
    gc_term_free(c->term);
    pthread_cond_destroy(&c->done_cv);
    pthread_mutex_destroy(&c->lock);
    free(c->w);
    free(c);
}

int gc_mark_max_threads(const GcMarkCtx *c)
{
    return c->max;
}

void gc_mark_set_deque_limits(GcMarkCtx *c, unsigned log_initial, unsigned log_max)
{
    c->log_init = log_initial;
    c->log_max = log_max;
}

void gc_mark_set_term_tuning(GcMarkCtx *c, const GcTermTuning *tu)
{
    gc_term_set_tuning(c->term, tu);
}

/* After an overflow: scans every marked object again on this thread (as
 * worker 0), marking and pushing what it still reaches. */
static void rescan_one(void *obj, void *arg)
{
    Worker *w = arg;
    w->c->ops->scan(obj, visit, w, w->c->ops->arg);
    drain(w);
}

void gc_mark_run(GcMarkCtx *c, const GcMarkOps *ops, const GcBitmap *marks,
                 int nthreads, int protocol, GcMarkStats *out)
{
    uint64_t t0 = now_ns();
    if (nthreads < 1)
        nthreads = 1;
    if (nthreads > c->max)
        nthreads = c->max;
    if (c->log_init != c->q_log_init || c->log_max != c->q_log_max) {
        for (int i = 0; i < c->made; i++) {
            GcDeque fresh;
            if (gc_deque_init(&fresh, c->log_init, c->log_max) == 0) {
                gc_deque_destroy(&c->w[i].q);
                c->w[i].q = fresh;
            }
        }
        c->q_log_init = c->log_init;
        c->q_log_max = c->log_max;
    }
    int avail = ensure_workers(c, nthreads);
    if (nthreads > avail)
        nthreads = avail;
    for (int i = 0; i < nthreads; i++) {
        memset(&c->w[i].st, 0, sizeof c->w[i].st);
        c->w[i].q.spilled = 0;
    }
    c->ops = ops;
    c->marks = marks;
    c->n = nthreads;
    atomic_store_explicit(&c->next_task, 0, memory_order_relaxed);
    atomic_store_explicit(&c->overflowed, false, memory_order_relaxed);
    gc_term_reset(c->term, nthreads, protocol, peek_all, c);
    atomic_store_explicit(&c->remaining, nthreads - 1, memory_order_relaxed);

    if (nthreads > 1) {
        pthread_mutex_lock(&c->lock);
        c->gen++;
        c->active = nthreads;
        pthread_mutex_unlock(&c->lock);
        wake_children(c, 0, nthreads);
    }
    work(&c->w[0]);
    if (nthreads > 1) {
        pthread_mutex_lock(&c->lock);
        while (atomic_load_explicit(&c->remaining, memory_order_acquire) > 0)
            pthread_cond_wait(&c->done_cv, &c->lock);
        pthread_mutex_unlock(&c->lock);
    }

    uint64_t rescans = 0;
    while (atomic_load_explicit(&c->overflowed, memory_order_relaxed)) {
        atomic_store_explicit(&c->overflowed, false, memory_order_relaxed);
        c->n = 1;
        gc_bitmap_foreach(marks, rescan_one, &c->w[0]);
        rescans++;
    }

    if (out != NULL) {
        memset(out, 0, sizeof *out);
        out->nthreads = nthreads;
        out->protocol = protocol;
        for (int i = 0; i < nthreads; i++) {
            gc_work_stats_add(&out->work, &c->w[i].st);
            out->spilled += c->w[i].q.spilled;
        }
        out->overflow_rescans = rescans;
    }
    for (int i = 0; i < nthreads; i++)
        gc_deque_reset(&c->w[i].q);
    if (out != NULL)
        out->ns = now_ns() - t0;
}
