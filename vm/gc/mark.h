/* mark.h: parallel marking over an abstract object graph.
 *
 * The marker knows objects only as addresses inside a mark bitmap (one bit
 * per 8-byte granule) and through two callbacks: one enumerates the roots
 * of one root task, one enumerates the references held by an object.  It
 * owns a pool of worker threads, created once and parked between
 * collections, and gives each worker a work-stealing deque; idle workers
 * steal from random victims and end through the chosen terminator protocol.
 * The calling thread is worker 0.
 *
 * An object is pushed only by the worker whose atomic test-and-set turned
 * its mark bit on, so each reachable object is scanned once (and again by
 * the rescan that follows a deque overflow, see gc_mark_run).  The graph
 * must not change while marking runs. */
#ifndef VM_GC_MARK_H
#define VM_GC_MARK_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "terminator.h"

/* ---- bitmaps: one bit per 8 bytes of [base, base + 64 * nwords) ---- */

typedef struct GcBitmap {
    uintptr_t base;
    size_t nwords;
    _Atomic uint64_t *words;
} GcBitmap;

#define GC_GRANULE 8

/* True if p lies in the range bm covers. */
static inline bool gc_bitmap_covers(const GcBitmap *bm, const void *p)
{
    uintptr_t a = (uintptr_t)p;
    return a >= bm->base && (a - bm->base) / (GC_GRANULE * 64) < bm->nwords;
}

static inline bool gc_bitmap_test(const GcBitmap *bm, const void *p)
{
    size_t i = ((uintptr_t)p - bm->base) / GC_GRANULE;
    return (atomic_load_explicit(&bm->words[i / 64], memory_order_relaxed) >> (i % 64)) & 1;
}

/* Atomically sets p's bit.  Returns true if this call turned it on. */
static inline bool gc_bitmap_claim(const GcBitmap *bm, const void *p)
{
    size_t i = ((uintptr_t)p - bm->base) / GC_GRANULE;
    uint64_t bit = (uint64_t)1 << (i % 64);
    _Atomic uint64_t *w = &bm->words[i / 64];
    if (atomic_load_explicit(w, memory_order_relaxed) & bit)
        return false;
    return !(atomic_fetch_or_explicit(w, bit, memory_order_relaxed) & bit);
}

/* Plain set/clear, for a word no other thread writes at the time. */
static inline void gc_bitmap_set(const GcBitmap *bm, const void *p)
{
    size_t i = ((uintptr_t)p - bm->base) / GC_GRANULE;
    _Atomic uint64_t *w = &bm->words[i / 64];
    atomic_store_explicit(w, atomic_load_explicit(w, memory_order_relaxed) |
                          ((uint64_t)1 << (i % 64)), memory_order_relaxed);
}

/* For bits other threads may set at the same time (a shared page's). */
static inline void gc_bitmap_set_atomic(const GcBitmap *bm, const void *p)
{
    size_t i = ((uintptr_t)p - bm->base) / GC_GRANULE;
    atomic_fetch_or_explicit(&bm->words[i / 64], (uint64_t)1 << (i % 64), memory_order_relaxed);
}

static inline void gc_bitmap_clear(const GcBitmap *bm, const void *p)
{
    size_t i = ((uintptr_t)p - bm->base) / GC_GRANULE;
    _Atomic uint64_t *w = &bm->words[i / 64];
    atomic_store_explicit(w, atomic_load_explicit(w, memory_order_relaxed) &
                          ~((uint64_t)1 << (i % 64)), memory_order_relaxed);
}

/* Allocates a zeroed bitmap for [base, base + bytes).  Returns 0 or -1. */
int gc_bitmap_init(GcBitmap *bm, const void *base, size_t bytes);
void gc_bitmap_free(GcBitmap *bm);

/* Counts the set bits. */
size_t gc_bitmap_count(const GcBitmap *bm);

/* Calls fn on the address of every set bit, in address order. */
void gc_bitmap_foreach(const GcBitmap *bm, void (*fn)(void *p, void *arg), void *arg);

/* ---- the marker ---- */

typedef void (*GcVisitFn)(void *ref, void *cookie);

typedef struct GcMarkOps {
    /* Calls visit(ref, cookie) for each reference held by obj (NULLs and
     * addresses outside the bitmap are ignored).  Must not block or
     * allocate. */
    void (*scan)(void *obj, GcVisitFn visit, void *cookie, void *arg);
    /* Root task `task` of nroot_tasks: calls visit(root, cookie) for each
     * root, which must be an object start covered by the bitmap, or NULL. */
    void (*roots)(int task, GcVisitFn visit, void *cookie, void *arg);
    int nroot_tasks;
    void *arg;
} GcMarkOps;

typedef struct GcMarkStats {
    int nthreads;
    int protocol;
    GcWorkStats work;               /* summed over the workers */
    uint64_t spilled;               /* deque items spilled to overflow lists */
    uint64_t overflow_rescans;      /* passes over the bitmap after a failed push */
    uint64_t ns;                    /* wall time of gc_mark_run */
} GcMarkStats;

typedef struct GcMarkCtx GcMarkCtx;

/* Creates the marker for up to max_threads workers: worker 0 is the caller
 * of gc_mark_run, the max_threads - 1 others pool threads that the first run
 * asking for them starts (none before: a program that never collects starts
 * no marking thread).  Returns NULL if nothing could be created.  Should a
 * pool thread fail to start, that run and later ones use fewer: see
 * gc_mark_max_threads. */
GcMarkCtx *gc_mark_ctx_new(int max_threads);

/* Ends the pool threads and frees everything.  Not during gc_mark_run. */
void gc_mark_ctx_free(GcMarkCtx *c);

int gc_mark_max_threads(const GcMarkCtx *c);

/* Deque sizing for later runs (log2 of items; defaults 10 and 20). */
void gc_mark_set_deque_limits(GcMarkCtx *c, unsigned log_initial, unsigned log_max);

/* The terminator's tuning for later runs (NULL: defaults). */
void gc_mark_set_term_tuning(GcMarkCtx *c, const GcTermTuning *tu);

/* Marks everything reachable from ops' roots into marks, with nthreads
 * workers (clamped to 1..max) ending by protocol (GC_TERM_*).  If a push
 * fails for want of memory the object stays marked but unscanned; after
 * the parallel phase the caller's thread then rescans every marked object
 * until nothing is left unscanned.  Fills *out if not NULL.  One run at a
 * time per context. */
void gc_mark_run(GcMarkCtx *c, const GcMarkOps *ops, const GcBitmap *marks,
                 int nthreads, int protocol, GcMarkStats *out);

#endif
