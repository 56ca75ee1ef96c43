/* heap2.h: the mark-sweep heap (replaces heap.c once integrated).
 *
 * One region is reserved for -Xmx and committed from its start as the heap
 * grows from -Xms.  It is cut into 32 KiB pages.  A small object (up to
 * GC_SMALL_MAX bytes) lives in a page of blocks of one size class; a large
 * one in a run of whole pages.  Beside the heap lie an object-start bitmap
 * and a mark bitmap, one bit per 8 bytes, and a table of page descriptors.
 *
 * Allocation goes through a GcTlab, one per mutator thread: it holds one
 * page per size class, taken from the heap for that thread alone, so
 * allocating a small object takes no lock; the lock is taken once per page
 * (and for every large object).  When the heap is small for its threads
 * (fewer than GC_PAGES_PER_TLAB pages of -Xmx per cache), a cache takes a
 * slice of a shared page instead (a few blocks, sized so that every
 * thread's slices fit in a thirty-second of -Xmx), so that a hundred
 * threads fit in -Xmx8m.  Every block handed out is zeroed.
 *
 * A collection (gc_heap_collect) runs with the world stopped: it retires
 * every registered GcTlab, marks in parallel from the caller's root tasks
 * (mark.h), scanning objects precisely by their class's reference map
 * (Class.ref_offsets; arrays whose component is not primitive element by
 * element), then sweeps page by page: unmarked blocks go back to their
 * page's free list, pages left empty go back to the page pool, free pages
 * are coalesced into runs.  Objects never move.
 *
 * Single heap per process.  The allocation functions are thread-safe; the
 * rest (init, grow, collect, destroy) are for one thread with the world
 * stopped. */
#ifndef VM_GC_HEAP2_H
#define VM_GC_HEAP2_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "mark.h"

#define GC_PAGE_SHIFT 15
#define GC_PAGE_SIZE ((size_t)1 << GC_PAGE_SHIFT)
#define GC_SMALL_MAX 8192
#define GC_NCLASSES 35
#define GC_PAGES_PER_TLAB 16          /* below this many pages of -Xmx per cache: slices */

struct GcPage;

typedef struct GcTlabBin {
    char *bump, *end;               /* never-used (zeroed) blocks */
    void *free;                     /* free-list blocks (zeroed on hand-out) */
    uint32_t left;                  /* blocks still available in this bin */
    uint32_t shared;                /* a slice of a page others allocate in too */
    struct GcPage *page;            /* the page it owns (whole-page mode) */
} GcTlabBin;

/* A thread's allocation cache.  Embed it in the thread, gc_tlab_init() it
 * before the first allocation and gc_tlab_destroy() it when the thread
 * ends.  Only its thread (or the collector, world stopped) touches it. */
typedef struct GcTlab {
    GcTlabBin bin[GC_NCLASSES];
    uint64_t allocated;             /* bytes handed out through this cache */
    struct GcTlab *next, *prev;     /* the heap's registry */
} GcTlab;

/* The root set of a collection, split into tasks that workers claim. */
typedef struct GcRootSet {
    int ntasks;
    /* Task `task`: calls visit(obj, cookie) for each root object start (or
     * NULL).  Conservative ranges go through gc_heap_scan_range. */
    void (*scan)(int task, GcVisitFn visit, void *cookie, void *arg);
    void *arg;
    /* Optional, world stopped, with arg: after marking and clearing weak and
     * soft references (may mark more with gc_heap_mark_more: finalization),
     * and after phantom references are cleared, just before the sweep (weak
     * VM tables drop what is not marked). */
    void (*after_mark)(void *arg);
    void (*before_sweep)(void *arg);
} GcRootSet;

typedef struct GcCollectStats {
    uint64_t seq;                   /* 1 for the first collection */
    const char *cause;
    size_t used_before, used_after;
    size_t capacity_before, capacity_after;
    uint64_t pause_ns, mark_ns, sweep_ns;
    size_t pages_freed;             /* pages returned to the page pool */
    GcMarkStats mark;
} GcCollectStats;

/* Reserves max bytes and commits initial (both rounded up to pages).
 * gc_threads: the most marking threads collections will use (1 or more).
 * Returns 0, or -1 with a message printed. */
int gc_heap_init(size_t initial, size_t max, int gc_threads);

/* Unmaps the heap; every GcTlab becomes invalid (for tests). */
void gc_heap_destroy(void);

void gc_tlab_init(GcTlab *tl);
void gc_tlab_destroy(GcTlab *tl);

/* Gives back tl's pages (their free blocks are found again by the next
 * sweep).  The collector does this to every registered cache itself. */
void gc_tlab_retire(GcTlab *tl);

/* Returns size bytes of zeroed, 8-byte aligned memory, or NULL when the
 * committed heap has no room (it neither collects nor grows). */
void *gc_heap_alloc(GcTlab *tl, size_t size);

/* Commits at least `bytes` more, up to the reserved maximum.  Returns 0, or
 * -1 if nothing could be added. */
int gc_heap_grow(size_t bytes);

/* True if p is the start of an allocated object. */
bool gc_is_object_start(const void *p);

/* The start of the allocated object containing p (p may point inside it),
 * or NULL. */
void *gc_object_containing(const void *p);

/* Conservatively visits every word in [lo, hi) that points into an
 * allocated object (interior pointers included, if interior is true). */
void gc_heap_scan_range(const void *lo, const void *hi, bool interior,
                        GcVisitFn visit, void *cookie);

/* Full collection, world stopped: marks from roots with nthreads workers
 * and protocol (GC_TERM_*), sweeps, then grows the committed heap if less
 * than GcHeapPolicy.min_free_pct of it is free.  Fills *out if not NULL. */
void gc_heap_collect(const GcRootSet *roots, int nthreads, int protocol,
                     const char *cause, GcCollectStats *out);

/* The mark phase alone, then the sweep alone (gc_heap_collect does both);
 * for tests and for a collector that runs reference processing between. */
void gc_heap_mark(const GcRootSet *roots, int nthreads, int protocol, GcMarkStats *out);
size_t gc_heap_sweep(void);         /* returns the pages freed */

/* The mark bitmap (valid between gc_heap_mark and gc_heap_sweep). */
const GcBitmap *gc_heap_marks(void);
bool gc_heap_is_marked(const void *obj);

/* Clears the mark bitmap without sweeping (for tests, or an aborted mark). */
void gc_heap_clear_marks(void);

/* The heap's marker, to tune it (deque limits, terminator knobs). */
GcMarkCtx *gc_heap_marker(void);

size_t gc_heap_used(void);          /* bytes in allocated blocks (approximate) */
size_t gc_heap_capacity(void);      /* bytes committed */
size_t gc_heap_max(void);           /* bytes reserved */

/* The block size of the class that serves size bytes (size <= GC_SMALL_MAX). */
size_t gc_size_class_bytes(size_t size);
/* The block size of size class i (0 .. GC_NCLASSES-1). */
size_t gc_size_class_at(int i);

typedef struct GcHeapPolicy {
    unsigned min_free_pct;          /* 30: grow after a collection to keep this free */
    unsigned max_free_pct;          /* 70: (reserved for shrinking) */
} GcHeapPolicy;
void gc_heap_set_policy(const GcHeapPolicy *p);

/* Default -Xms and -Xmx from the memory the machine or container allows
 * (os_physical_memory): max 1/4 of it, initial 1/64, at least 8 MiB. */
void gc_heap_default_sizes(size_t *initial, size_t *max);

/* Writes the -verbose:gc line (no newline) for s into buf.  Returns what
 * snprintf returns. */
/* Set while a last-ditch collection runs: soft references are then
 * treated as weak (cleared when nothing else reaches their referent). */
extern int gc_clear_soft;

/* Byte offset of Reference.referent, for classes flagged CF_WEAKREF,
 * CF_SOFTREF or CF_PHANTOMREF (the referent is left out of their reference
 * map), and of SoftReference.timestamp (a long: the soft clock when last
 * read). */
void gc_heap_set_weak_referent_offset(uint32_t off);
void gc_heap_set_soft_timestamp_offset(uint32_t off);

/* The soft-reference LRU policy, set by the VM before each collection: a
 * soft reference whose timestamp is more than gc_soft_max_interval older
 * than gc_soft_clock is cleared like a weak one. */
extern int64_t gc_soft_clock, gc_soft_max_interval;

/* Called, world stopped, for each reference whose referent a collection
 * cleared (NULL: nobody is told). */
extern void (*gc_ref_cleared)(void *ref);

/* Class unloading's hook (loader.c): called while marking for each object
 * whose class has a user loader or the CF_MIRROR / CF_LOADER flag, so that
 * a reached instance, mirror or loader keeps its loader's classes alive.
 * It may call visit on heap object starts only.  NULL: none. */
extern void (*gc_class_scan)(void *obj, GcVisitFn visit, void *cookie);

/* From the after_mark hook only: marks what objs[0..n) reach (the objects
 * included), with the collection's marking threads. */
void gc_heap_mark_more(void **objs, size_t n);

int gc_heap_format_verbose(char *buf, size_t n, const GcCollectStats *s);

#endif
