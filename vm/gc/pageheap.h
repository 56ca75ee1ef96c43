/* pageheap.h: the page heap and its mark-sweep collection.
 *
 * It knows no Java object: what an object references is told by the scan
 * function the VM sets (gc_heap_set_scanner; vm/heap.c scans by the class's
 * reference map and handles Reference objects), and what is done between
 * marking and sweeping by the root set's hooks.
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
 * (mark.h), scanning each marked object with the scan function, then sweeps page by page: unmarked blocks go back to their
 * page's free list, pages left empty go back to the page pool, free pages
 * are coalesced into runs.  Objects never move.
 *
 * Single heap per process.  The allocation functions are thread-safe; the
 * rest (init, grow, collect, destroy) are for one thread with the world
 * stopped. */
#ifndef VM_GC_PAGEHEAP_H
#define VM_GC_PAGEHEAP_H

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
    /* Optional, world stopped, with arg: after marking (reference
     * processing; may mark more with gc_heap_mark_more: finalization), and
     * just before the sweep (weak VM tables drop what is not marked). */
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

/* How a marked object's references are found: scan(obj, visit, cookie,
 * NULL) calls visit(ref, cookie) for each object start obj references.
 * Set once, before the first collection. */
typedef void (*GcScanFn)(void *obj, GcVisitFn visit, void *cookie, void *arg);
void gc_heap_set_scanner(GcScanFn scan);

/* From the after_mark hook only: marks what objs[0..n) reach (the objects
 * included), with the collection's marking threads. */
void gc_heap_mark_more(void **objs, size_t n);

/* Writes the -verbose:gc line (no newline) for s into buf.  Returns what
 * snprintf returns. */
int gc_heap_format_verbose(char *buf, size_t n, const GcCollectStats *s);

#endif
