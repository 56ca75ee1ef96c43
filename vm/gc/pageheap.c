/* pageheap.c: the page heap and its mark-sweep collection (see pageheap.h).
 *
 * Invariants:
 * - Pages [0, H.committed) are readable and writable; the rest of the
 *   reservation is PROT_NONE.  Every committed page is in exactly one of:
 *   a free run (kind PG_FREE), a small page (PG_SMALL), or a large object's
 *   run (PG_LARGE head, PG_LARGE_CONT tail pages pointing at the head).
 * - A small page is owned by at most one GcTlab bin (owned = 1); only that
 *   thread allocates from it and writes its start bits, with plain stores
 *   (a page's bits are 64 whole words no other page shares).  Or, in slice
 *   mode, it is not owned and bins hold slices of it (sliced = 1): blocks
 *   taken off its free list or bump range under H.lock, their start bits
 *   set with atomic ORs; such a page is never owned until the next sweep,
 *   which finds the blocks of a retired slice again (no start bit, below
 *   the bump pointer).  A page that
 *   is not owned keeps its free list, its bump pointer and its free count in
 *   the descriptor; blocks at or above the bump pointer were never used and
 *   are still zero.  A non-owned page with free blocks is on H.partial[c].
 * - A block is allocated iff its start bit is set.  Free-list blocks and
 *   dead objects may hold garbage; they are zeroed when handed out.
 * - dirty == 0 means the page's memory is known to be zero (fresh from the
 *   kernel); a page taken from the pool with dirty set is cleared first.
 * - H.lock guards the page pool, the partial lists and the TLAB registry.
 *   Collections run with the world stopped, so sweeping touches
 *   descriptors and bitmaps without racing mutators; it still takes the
 *   lock for the lists.
 * - used = H.live (bytes live after the last sweep) + H.allocated (bytes
 *   handed to caches and large objects since, less what caches gave back). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include "../../os/container.h"
#include "../../os/os.h"
#include "../../os/vmassert.h"
#include "pageheap.h"

enum { PG_FREE, PG_SMALL, PG_LARGE, PG_LARGE_CONT };

typedef struct GcPage {
    uint8_t kind, sclass, dirty, owned, sliced;
    uint32_t run;                   /* free-run head, large head: pages in the run */
    uint32_t head;                  /* large tail page: index of the head */
    uint32_t nblocks;               /* small: blocks in the page */
    uint32_t nfree;                 /* small, not owned: free blocks */
    void *free;                     /* small, not owned: free list */
    char *bump;                     /* small, not owned: first never-used block */
    struct GcPage *next;            /* partial list or free-run list */
} GcPage;

static const uint16_t class_size[GC_NCLASSES] = {
    16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320,
    384, 448, 512, 640, 768, 896, 1024, 1280, 1536, 1792, 2048, 2560, 3072,
    3584, 4096, 5120, 6144, 7168, 8192,
};
_Static_assert(sizeof class_size / sizeof class_size[0] == GC_NCLASSES, "size classes");

static uint8_t class_of_granules[GC_SMALL_MAX / GC_GRANULE + 1];

static struct Heap {
    bool inited;
    char *resv;                     /* the mapping, for munmap */
    size_t resv_bytes;
    char *base;                     /* page-aligned start */
    size_t max_pages, committed;
    GcPage *pages;
    size_t pages_bytes;
    GcBitmap starts, marks;
    size_t bm_bytes;
    pthread_mutex_t lock;
    GcPage *partial[GC_NCLASSES];
    GcPage *runs;                   /* free runs in address order */
    size_t free_pages;
    _Atomic size_t live;
    _Atomic int64_t allocated;
    GcTlab *tlabs;
    size_t ntlabs;                  /* registered caches */
    GcMarkCtx *marker;
    uint64_t seq;
    GcHeapPolicy policy;
    int cur_nthreads, cur_protocol; /* of the collection running (gc_heap_mark_more) */
} H = { .lock = PTHREAD_MUTEX_INITIALIZER, .policy = { 30, 70 } };

static uint64_t now_ns(void)
{
    return (uint64_t)os_monotonic_ns();
}

static inline char *page_addr(const GcPage *pg)
{
    return H.base + ((size_t)(pg - H.pages) << GC_PAGE_SHIFT);
}

static inline int class_index(size_t size)
{
    return class_of_granules[(size + GC_GRANULE - 1) / GC_GRANULE];
}

size_t gc_size_class_bytes(size_t size)
{
    return size <= GC_SMALL_MAX ? class_size[class_index(size)] : 0;
}

size_t gc_size_class_at(int i)
{
    return i >= 0 && i < GC_NCLASSES ? class_size[i] : 0;
}

static void init_class_table(void)
{
    int c = 0;
    for (size_t g = 0; g <= GC_SMALL_MAX / GC_GRANULE; g++) {
        while (class_size[c] < g * GC_GRANULE)
            c++;
        class_of_granules[g] = (uint8_t)c;
    }
}

static void *map_side(size_t bytes)
{
    void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    return p == MAP_FAILED ? NULL : p;
}

/* ---- the page pool (H.lock held) ---- */

static void rebuild_runs(void)
{
    GcPage **tail = &H.runs;
    H.free_pages = 0;
    for (size_t i = 0; i < H.committed;) {
        if (H.pages[i].kind != PG_FREE) {
            i++;
            continue;
        }
        size_t j = i;
        while (j < H.committed && H.pages[j].kind == PG_FREE)
            j++;
        GcPage *r = &H.pages[i];
        r->run = (uint32_t)(j - i);
        *tail = r;
        tail = &r->next;
        H.free_pages += j - i;
        i = j;
    }
    *tail = NULL;
}

/* First fit: k pages off the front of the first run that has them. */
static GcPage *take_pages(size_t k)
{
    for (GcPage **pp = &H.runs, *r; (r = *pp) != NULL; pp = &r->next) {
        VM_ASSERT(r->kind == PG_FREE && r->run > 0);
        if (r->run < k)
            continue;
        if (r->run == k) {
            *pp = r->next;
        } else {
            GcPage *rest = r + k;
            rest->kind = PG_FREE;
            rest->run = r->run - (uint32_t)k;
            rest->next = r->next;
            *pp = rest;
        }
        H.free_pages -= k;
        return r;
    }
    return NULL;
}

/* ---- set-up ---- */

static size_t round_pages(size_t bytes)
{
    return (bytes + GC_PAGE_SIZE - 1) >> GC_PAGE_SHIFT;
}

static int commit(size_t k)
{
    if (k == 0 || H.committed + k > H.max_pages)
        return -1;
    char *a = H.base + (H.committed << GC_PAGE_SHIFT);
    if (mprotect(a, k << GC_PAGE_SHIFT, PROT_READ | PROT_WRITE) != 0)
        return -1;
    for (size_t i = H.committed; i < H.committed + k; i++)
        memset(&H.pages[i], 0, sizeof H.pages[i]);   /* PG_FREE, clean */
    H.committed += k;
    rebuild_runs();
    return 0;
}

int gc_heap_init(size_t initial, size_t max, int gc_threads)
{
    if (H.inited)
        gc_heap_destroy();
    init_class_table();
    if (max < GC_PAGE_SIZE)
        max = GC_PAGE_SIZE;
    if (initial > max)
        initial = max;
    H.max_pages = round_pages(max);
    if (H.max_pages > UINT32_MAX)
        H.max_pages = UINT32_MAX;
    size_t bytes = H.max_pages << GC_PAGE_SHIFT;
    H.resv_bytes = bytes + GC_PAGE_SIZE;
    void *r = mmap(NULL, H.resv_bytes, PROT_NONE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (r == MAP_FAILED) {
        fprintf(stderr, "Error occurred during initialization of VM\n"
                        "Could not reserve enough space for object heap\n");
        return -1;
    }
    H.resv = r;
    H.base = (char *)(((uintptr_t)r + GC_PAGE_SIZE - 1) & ~(uintptr_t)(GC_PAGE_SIZE - 1));
    H.pages_bytes = H.max_pages * sizeof(GcPage);
    H.pages = map_side(H.pages_bytes);
    H.bm_bytes = bytes / (GC_GRANULE * 8);
    H.starts.base = H.marks.base = (uintptr_t)H.base;
    H.starts.nwords = H.marks.nwords = bytes / (GC_GRANULE * 64);
    H.starts.words = map_side(H.bm_bytes);
    H.marks.words = map_side(H.bm_bytes);
    H.marker = gc_mark_ctx_new(gc_threads < 1 ? 1 : gc_threads);
    H.committed = 0;
    H.runs = NULL;
    H.free_pages = 0;
    H.tlabs = NULL;
    H.seq = 0;
    memset(H.partial, 0, sizeof H.partial);
    atomic_store(&H.live, 0);
    atomic_store(&H.allocated, 0);
    H.inited = true;
    if (H.pages == NULL || H.starts.words == NULL || H.marks.words == NULL ||
        H.marker == NULL || commit(round_pages(initial > 0 ? initial : GC_PAGE_SIZE)) != 0) {
        gc_heap_destroy();
        fprintf(stderr, "Error occurred during initialization of VM\n"
                        "Could not reserve enough space for object heap\n");
        return -1;
    }
    return 0;
}

void gc_heap_destroy(void)
{
    if (!H.inited)
        return;
    gc_mark_ctx_free(H.marker);
    if (H.pages)
        munmap(H.pages, H.pages_bytes);
    if (H.starts.words)
        munmap(H.starts.words, H.bm_bytes);
    if (H.marks.words)
        munmap(H.marks.words, H.bm_bytes);
    munmap(H.resv, H.resv_bytes);
    H.marker = NULL;
    H.pages = NULL;
    H.starts.words = H.marks.words = NULL;
    H.base = H.resv = NULL;
    H.committed = H.max_pages = 0;
    H.tlabs = NULL;
    H.inited = false;
}

int gc_heap_grow(size_t bytes)
{
    size_t k = round_pages(bytes ? bytes : 1);
    pthread_mutex_lock(&H.lock);
    if (H.committed + k > H.max_pages)
        k = H.max_pages - H.committed;
    int rc = commit(k);
    pthread_mutex_unlock(&H.lock);
    return rc;
}

void gc_heap_set_policy(const GcHeapPolicy *p)
{
    H.policy = *p;
}

void gc_heap_default_sizes(size_t *initial, size_t *max)
{
    size_t phys = os_physical_memory();
    size_t mx = phys / 4, in = phys / 64;
    const size_t floor = 8u << 20;
    if (mx < floor)
        mx = floor;
    if (in < floor)
        in = floor;
    if (in > mx)
        in = mx;
    *max = round_pages(mx) << GC_PAGE_SHIFT;
    *initial = round_pages(in) << GC_PAGE_SHIFT;
}

/* ---- caches ---- */

void gc_tlab_init(GcTlab *tl)
{
    memset(tl, 0, sizeof *tl);
    pthread_mutex_lock(&H.lock);
    tl->next = H.tlabs;
    if (H.tlabs)
        H.tlabs->prev = tl;
    H.tlabs = tl;
    H.ntlabs++;
    pthread_mutex_unlock(&H.lock);
}

/* Gives back bin b's page with what is left in it (H.lock held). */
static void release_bin_locked(GcTlabBin *b)
{
    if (b->shared) {                /* the sweep finds its blocks again */
        atomic_fetch_sub_explicit(&H.allocated, (int64_t)b->left * (int64_t)(b->shared),
                                  memory_order_relaxed);
        memset(b, 0, sizeof *b);
        return;
    }
    GcPage *pg = b->page;
    if (pg == NULL)
        return;
    VM_ASSERT(pg->kind == PG_SMALL && pg->owned && b->left <= pg->nblocks);
    int c = pg->sclass;
    atomic_fetch_sub_explicit(&H.allocated, (int64_t)b->left * class_size[c],
                              memory_order_relaxed);
    pg->owned = 0;
    pg->free = b->free;
    pg->bump = b->bump;
    pg->nfree = b->left;
    if (b->left > 0) {
        pg->next = H.partial[c];
        H.partial[c] = pg;
    }
    memset(b, 0, sizeof *b);
}

static void retire_locked(GcTlab *tl)
{
    for (int c = 0; c < GC_NCLASSES; c++)
        release_bin_locked(&tl->bin[c]);
}

void gc_tlab_retire(GcTlab *tl)
{
    pthread_mutex_lock(&H.lock);
    retire_locked(tl);
    pthread_mutex_unlock(&H.lock);
}

void gc_tlab_destroy(GcTlab *tl)
{
    pthread_mutex_lock(&H.lock);
    retire_locked(tl);
    if (tl->prev)
        tl->prev->next = tl->next;
    else if (H.tlabs == tl)
        H.tlabs = tl->next;
    if (tl->next)
        tl->next->prev = tl->prev;
    tl->next = tl->prev = NULL;
    H.ntlabs--;
    pthread_mutex_unlock(&H.lock);
}

static void retire_all(void)
{
    pthread_mutex_lock(&H.lock);
    for (GcTlab *tl = H.tlabs; tl != NULL; tl = tl->next)
        retire_locked(tl);
    pthread_mutex_unlock(&H.lock);
}

/* A fresh page of class c (H.lock held), or NULL; *clear: its memory must
 * be zeroed. */
static GcPage *new_small_page(int c, bool *clear)
{
    GcPage *pg = take_pages(1);
    if (pg == NULL)
        return NULL;
    size_t cs = class_size[c];
    *clear = pg->dirty;
    pg->kind = PG_SMALL;
    pg->sclass = (uint8_t)c;
    pg->dirty = 1;
    pg->owned = 0;
    pg->sliced = 0;
    pg->nblocks = (uint32_t)(GC_PAGE_SIZE / cs);
    pg->nfree = pg->nblocks;
    pg->free = NULL;
    pg->bump = page_addr(pg);
    return pg;
}

/* Slice mode: the heap has fewer than GC_PAGES_PER_TLAB pages of -Xmx per
 * cache (H.lock held). */
static bool slicing(void)
{
    return H.ntlabs * GC_PAGES_PER_TLAB > H.max_pages;
}

/* Gives the exhausted bin b of class c a slice of a shared page (H.lock
 * held; released on return).  Returns false if the heap has no block. */
static bool refill_slice(GcTlabBin *b, int c)
{
    size_t cs = class_size[c];
    GcPage *pg = H.partial[c];
    if (pg == NULL) {
        bool clear = false;
        pg = new_small_page(c, &clear);
        if (pg == NULL) {
            pthread_mutex_unlock(&H.lock);
            return false;
        }
        if (clear)                  /* under the lock: others may slice it next */
            memset(page_addr(pg), 0, GC_PAGE_SIZE);
        pg->next = NULL;
        H.partial[c] = pg;
    }
    pg->sliced = 1;
    /* Every cache's slices together: about a thirty-second of -Xmx. */
    size_t want = (H.max_pages << GC_PAGE_SHIFT) / 32 / (H.ntlabs ? H.ntlabs : 1) / 4;
    if (want > GC_PAGE_SIZE / 4)
        want = GC_PAGE_SIZE / 4;
    uint32_t n = (uint32_t)(want / cs);
    if (n < 1)
        n = 1;
    if (n > pg->nfree)
        n = pg->nfree;
    memset(b, 0, sizeof *b);
    b->shared = (uint32_t)cs;
    uint32_t got = 0;
    void **tail = &b->free;
    while (got < n && pg->free != NULL) {
        void *blk = pg->free;
        pg->free = *(void **)blk;
        *tail = blk;
        tail = (void **)blk;
        got++;
    }
    *tail = NULL;
    char *end = page_addr(pg) + (size_t)pg->nblocks * cs;
    if (got < n && pg->bump < end) {
        size_t k = (size_t)(end - pg->bump) / cs;
        if (k > n - got)
            k = n - got;
        b->bump = pg->bump;
        b->end = pg->bump + k * cs;
        pg->bump = b->end;
        got += (uint32_t)k;
    }
    pg->nfree -= got;
    if (pg->nfree == 0)
        H.partial[c] = pg->next;    /* full until the next sweep */
    b->left = got;
    pthread_mutex_unlock(&H.lock);
    atomic_fetch_add_explicit(&H.allocated, (int64_t)got * (int64_t)cs, memory_order_relaxed);
    return got > 0;
}

/* Gives the exhausted bin c a page with free blocks.  Returns false if the
 * committed heap has none. */
static bool refill(GcTlab *tl, int c)
{
    GcTlabBin *b = &tl->bin[c];
    size_t cs = class_size[c];
    bool clear = false;
    pthread_mutex_lock(&H.lock);
    if (b->shared) {
        b->shared = 0;              /* used up: nothing to give back */
        b->left = 0;
    }
    if (b->page != NULL) {          /* full: nothing to give back */
        b->page->owned = 0;
        b->page->free = NULL;
        b->page->bump = page_addr(b->page) + (size_t)b->page->nblocks * cs;
        b->page->nfree = 0;
        b->page = NULL;
    }
    GcPage *pg = H.partial[c];
    if (slicing() || (pg != NULL && pg->sliced))
        return refill_slice(b, c);
    if (pg != NULL) {
        VM_ASSERT(pg->kind == PG_SMALL && pg->sclass == c && !pg->owned && pg->nfree > 0);
        H.partial[c] = pg->next;
    } else {
        pg = new_small_page(c, &clear);
        if (pg == NULL) {
            pthread_mutex_unlock(&H.lock);
            return false;
        }
    }
    pg->owned = 1;
    pg->next = NULL;
    pthread_mutex_unlock(&H.lock);
    if (clear)
        memset(page_addr(pg), 0, GC_PAGE_SIZE);
    b->page = pg;
    b->free = pg->free;
    b->bump = pg->bump;
    b->end = page_addr(pg) + (size_t)pg->nblocks * cs;
    b->left = pg->nfree;
    atomic_fetch_add_explicit(&H.allocated, (int64_t)b->left * (int64_t)cs,
                              memory_order_relaxed);
    return true;
}

static void *alloc_large(GcTlab *tl, size_t size)
{
    size_t k = round_pages(size);
    if (k == 0 || k > H.max_pages)
        return NULL;
    pthread_mutex_lock(&H.lock);
    GcPage *pg = take_pages(k);
    if (pg == NULL) {
        pthread_mutex_unlock(&H.lock);
        return NULL;
    }
    size_t head = (size_t)(pg - H.pages);
    bool any_dirty = false;
    for (size_t i = 0; i < k; i++) {
        any_dirty |= pg[i].dirty;
        pg[i].kind = i == 0 ? PG_LARGE : PG_LARGE_CONT;
        pg[i].head = (uint32_t)head;
        pg[i].dirty = 1;
        pg[i].owned = 0;
    }
    pg->run = (uint32_t)k;
    char *p = page_addr(pg);
    gc_bitmap_set(&H.starts, p);
    pthread_mutex_unlock(&H.lock);
    if (any_dirty)
        memset(p, 0, size);
    atomic_fetch_add_explicit(&H.allocated, (int64_t)(k << GC_PAGE_SHIFT), memory_order_relaxed);
    if (tl != NULL)
        tl->allocated += k << GC_PAGE_SHIFT;
    return p;
}

void *gc_heap_alloc(GcTlab *tl, size_t size)
{
    if (size > GC_SMALL_MAX)
        return alloc_large(tl, size);
    int c = class_index(size);
    size_t cs = class_size[c];
    GcTlabBin *b = &tl->bin[c];
    void *p;
    for (;;) {
        if (b->free != NULL) {
            p = b->free;
            b->free = *(void **)p;
            memset(p, 0, cs);
            break;
        }
        if (b->bump < b->end) {
            p = b->bump;            /* never used: already zero */
            b->bump += cs;
            break;
        }
        if (!refill(tl, c))
            return NULL;
    }
    b->left--;
    if (__builtin_expect(b->shared != 0, 0))
        gc_bitmap_set_atomic(&H.starts, p);
    else
        gc_bitmap_set(&H.starts, p);
    tl->allocated += cs;
    return p;
}

/* ---- queries ---- */

static inline bool in_heap(uintptr_t a)
{
    return a >= (uintptr_t)H.base && a < (uintptr_t)H.base + (H.committed << GC_PAGE_SHIFT);
}

bool gc_is_object_start(const void *p)
{
    uintptr_t a = (uintptr_t)p;
    return in_heap(a) && (a & (GC_GRANULE - 1)) == 0 && gc_bitmap_test(&H.starts, p);
}

void *gc_object_containing(const void *p)
{
    uintptr_t a = (uintptr_t)p;
    if (!in_heap(a))
        return NULL;
    GcPage *pg = &H.pages[(a - (uintptr_t)H.base) >> GC_PAGE_SHIFT];
    char *blk;
    switch (pg->kind) {
    case PG_SMALL: {
        size_t cs = class_size[pg->sclass];
        size_t j = (a - (uintptr_t)page_addr(pg)) / cs;
        if (j >= pg->nblocks)
            return NULL;
        blk = page_addr(pg) + j * cs;
        break;
    }
    case PG_LARGE_CONT:
        pg = &H.pages[pg->head];
        /* fall through */
    case PG_LARGE:
        blk = page_addr(pg);
        break;
    default:
        return NULL;
    }
    return gc_bitmap_test(&H.starts, blk) ? blk : NULL;
}

/* The conservative scan reads every word of a range it is given: whole C
 * stacks of other threads (ASan's redzones between their locals, frames
 * below the live top; words the owning thread, parked in a safe region,
 * may still write under TSan's eyes) and saved register blocks.  Those
 * reads are the algorithm, not a bug: a stale or poisoned word can at most
 * keep an object alive, never be written or followed unless the object
 * tables say it is an object start.  So the sanitizers do not instrument
 * this one function (what it calls still is). */
#if defined(__has_attribute)
#if __has_attribute(no_sanitize)
#define GC_SCAN_NO_SANITIZE __attribute__((no_sanitize("address", "thread")))
#endif
#endif
#ifndef GC_SCAN_NO_SANITIZE
#define GC_SCAN_NO_SANITIZE
#endif

GC_SCAN_NO_SANITIZE
void gc_heap_scan_range(const void *lo, const void *hi, bool interior,
                        GcVisitFn visit, void *cookie)
{
    uintptr_t a = ((uintptr_t)lo + sizeof(void *) - 1) & ~(uintptr_t)(sizeof(void *) - 1);
    for (; a + sizeof(void *) <= (uintptr_t)hi; a += sizeof(void *)) {
        void *v = *(void *const *)a;
        void *obj = interior ? gc_object_containing(v) : gc_is_object_start(v) ? v : NULL;
        if (obj != NULL)
            visit(obj, cookie);
    }
}

size_t gc_heap_used(void)
{
    int64_t a = atomic_load_explicit(&H.allocated, memory_order_relaxed);
    size_t live = atomic_load_explicit(&H.live, memory_order_relaxed);
    return a > 0 ? live + (size_t)a : live;
}

size_t gc_heap_capacity(void)
{
    return H.committed << GC_PAGE_SHIFT;
}

size_t gc_heap_max(void)
{
    return H.max_pages << GC_PAGE_SHIFT;
}

const GcBitmap *gc_heap_marks(void)
{
    return &H.marks;
}

bool gc_heap_is_marked(const void *obj)
{
    return in_heap((uintptr_t)obj) && gc_bitmap_test(&H.marks, obj);
}

void gc_heap_clear_marks(void)
{
    memset((void *)H.marks.words, 0, H.committed * (GC_PAGE_SIZE / (GC_GRANULE * 8)));
}

GcMarkCtx *gc_heap_marker(void)
{
    return H.marker;
}

/* ---- marking ---- */

static GcScanFn scan_object;        /* how an object's references are found */

void gc_heap_set_scanner(GcScanFn scan)
{
    scan_object = scan;
}

void gc_heap_mark(const GcRootSet *roots, int nthreads, int protocol, GcMarkStats *out)
{
    retire_all();
    GcMarkOps ops = {
        .scan = scan_object,
        .roots = roots->scan,
        .nroot_tasks = roots->ntasks,
        .arg = roots->arg,
    };
    gc_mark_run(H.marker, &ops, &H.marks, nthreads, protocol, out);
}

typedef struct MoreRoots {
    void **v;
    size_t n;
} MoreRoots;

static void more_roots(int task, GcVisitFn visit, void *cookie, void *arg)
{
    (void)task;
    MoreRoots *l = arg;
    for (size_t k = 0; k < l->n; k++)
        visit(l->v[k], cookie);
}

void gc_heap_mark_more(void **objs, size_t n)
{
    MoreRoots l = { objs, n };
    GcMarkOps ops = { .scan = scan_object, .roots = more_roots, .nroot_tasks = 1, .arg = &l };
    gc_mark_run(H.marker, &ops, &H.marks, H.cur_nthreads, H.cur_protocol, NULL);
}

/* ---- sweeping ---- */

/* Rebuilds small page pg's free list below its bump pointer from the start
 * and mark bits; clears the start bits of dead objects.  Returns the live
 * blocks. */
static uint32_t sweep_small(GcPage *pg)
{
    size_t cs = class_size[pg->sclass];
    char *start = page_addr(pg);
    VM_ASSERT(pg->kind == PG_SMALL && !pg->owned);
    VM_ASSERT(pg->bump >= start && pg->bump <= start + (size_t)pg->nblocks * cs);
    size_t used = (size_t)(pg->bump - start) / cs;
    size_t g0 = (size_t)(start - H.base) / GC_GRANULE;
    void *head = NULL, **tail = &head;
    uint32_t live = 0;
    for (size_t j = 0; j < used; j++) {
        size_t g = g0 + j * cs / GC_GRANULE;
        uint64_t bit = (uint64_t)1 << (g % 64);
        _Atomic uint64_t *sw = &H.starts.words[g / 64];
        uint64_t s = atomic_load_explicit(sw, memory_order_relaxed);
        if (s & bit) {
            if (atomic_load_explicit(&H.marks.words[g / 64], memory_order_relaxed) & bit) {
                live++;
                continue;
            }
            atomic_store_explicit(sw, s & ~bit, memory_order_relaxed);
        }
        char *blk = start + j * cs;
        *tail = blk;
        tail = (void **)blk;
    }
    *tail = NULL;
    pg->free = head;
    pg->nfree = pg->nblocks - live;
    return live;
}

size_t gc_heap_sweep(void)
{
    retire_all();
    pthread_mutex_lock(&H.lock);
    GcPage *ptail[GC_NCLASSES];
    for (int c = 0; c < GC_NCLASSES; c++) {
        H.partial[c] = NULL;
        ptail[c] = NULL;
    }
    size_t live_bytes = 0, freed = 0;
    for (size_t i = 0; i < H.committed;) {
        GcPage *pg = &H.pages[i];
        if (pg->kind == PG_SMALL) {
            pg->sliced = 0;         /* every cache was retired */
            uint32_t live = sweep_small(pg);
            int c = pg->sclass;
            live_bytes += (size_t)live * class_size[c];
            if (live == 0) {
                pg->kind = PG_FREE;
                freed++;
            } else if (pg->nfree > 0) {
                pg->next = NULL;
                if (ptail[c])
                    ptail[c]->next = pg;
                else
                    H.partial[c] = pg;
                ptail[c] = pg;
            }
            i++;
        } else if (pg->kind == PG_LARGE) {
            size_t k = pg->run;
            char *a = page_addr(pg);
            if (gc_bitmap_test(&H.marks, a)) {
                live_bytes += k << GC_PAGE_SHIFT;
            } else {
                gc_bitmap_clear(&H.starts, a);
                for (size_t j = 0; j < k; j++)
                    pg[j].kind = PG_FREE;
                freed += k;
            }
            i += k;
        } else {
            i++;
        }
    }
    gc_heap_clear_marks();
    rebuild_runs();
    atomic_store_explicit(&H.live, live_bytes, memory_order_relaxed);
    atomic_store_explicit(&H.allocated, 0, memory_order_relaxed);
    pthread_mutex_unlock(&H.lock);
    return freed;
}

/* ---- a whole collection ---- */

void gc_heap_collect(const GcRootSet *roots, int nthreads, int protocol,
                     const char *cause, GcCollectStats *out)
{
    GcCollectStats st;
    memset(&st, 0, sizeof st);
    uint64_t t0 = now_ns();
    retire_all();
    st.seq = ++H.seq;
    st.cause = cause;
    st.used_before = gc_heap_used();
    st.capacity_before = gc_heap_capacity();
    gc_heap_mark(roots, nthreads, protocol, &st.mark);
    if (roots->after_mark != NULL) {
        H.cur_nthreads = nthreads;
        H.cur_protocol = protocol;
        roots->after_mark(roots->arg);
    }
    if (roots->before_sweep != NULL)
        roots->before_sweep(roots->arg);
    uint64_t t1 = now_ns();
    st.pages_freed = gc_heap_sweep();
    uint64_t t2 = now_ns();
    st.used_after = gc_heap_used();

    /* Grow to keep min_free_pct free, within what the machine still has. */
    size_t cap = gc_heap_capacity();
    size_t want_free = cap / 100 * H.policy.min_free_pct;
    if (cap - st.used_after < want_free && cap < gc_heap_max()) {
        size_t target = st.used_after / (100 - H.policy.min_free_pct) * 100;
        size_t add = target > cap ? target - cap : GC_PAGE_SIZE;
        size_t avail = os_available_memory();
        if (add > avail / 2)
            add = avail / 2;
        if (add > 0)
            gc_heap_grow(add);
    }
    st.capacity_after = gc_heap_capacity();
    uint64_t t3 = now_ns();
    st.mark_ns = t1 - t0;
    st.sweep_ns = t2 - t1;
    st.pause_ns = t3 - t0;
    if (out != NULL)
        *out = st;
}

int gc_heap_format_verbose(char *buf, size_t n, const GcCollectStats *s)
{
    const GcWorkStats *w = &s->mark.work;
    return snprintf(buf, n,
                    "[GC #%llu (%s) %zuK->%zuK(%zuK), %.3f ms (mark %.3f ms, sweep %.3f ms), "
                    "%d GC threads, %s, steals %llu/%llu, yields %llu, parks %llu, wake-ups %llu]",
                    (unsigned long long)s->seq, s->cause ? s->cause : "System.gc()",
                    s->used_before >> 10, s->used_after >> 10, s->capacity_after >> 10,
                    (double)s->pause_ns / 1e6, (double)s->mark_ns / 1e6,
                    (double)s->sweep_ns / 1e6, s->mark.nthreads,
                    s->mark.protocol == GC_TERM_YIELD ? "yield" : "park",
                    (unsigned long long)w->steals, (unsigned long long)w->steal_attempts,
                    (unsigned long long)w->yields, (unsigned long long)w->parks,
                    (unsigned long long)w->wakeups);
}
