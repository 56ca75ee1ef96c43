/* heap.c: the Java heap as the VM sees it (object.h), over the collector
 * in vm/gc/: allocation through each thread's cache, collection on
 * exhaustion or System.gc(), and the root set.
 *
 * Roots (all scanned with the world stopped, safepoint.c):
 * - every registered thread: its Java stack [stack_base, live top) and its
 *   C stack [gc_sp, c_stack_hi) plus any saved register area, scanned
 *   conservatively against the object-start bitmap (interior pointers
 *   allowed on C stacks); its java.lang.Thread and pending exception;
 * - every class of the built-in loaders: reference statics, its mirror, its
 *   failed-init error, and its resolved constant pool (conservatively:
 *   entries that are not heap objects are ignored) with its invokedynamic
 *   sites; a user loader's classes are no roots: a reached loader object,
 *   mirror or instance of one of them, or a frame running one of their
 *   methods, marks them all (loader.c), and those of a loader found dead
 *   are unloaded before the sweep;
 * - the intern table, the slots registered with heap_add_root, and JNI
 *   global and local references (jni_foreach_root).
 * Objects are then scanned precisely, here (scan_object, the scanner the
 * page heap is given: class ref_offsets; reference arrays
 * element by element).  Weak referents are cleared when nothing else reaches
 * them, soft ones by an LRU policy or the last-ditch collection before an
 * OutOfMemoryError (below: scan_object, ref_process; heap_alloc); finalizable objects found
 * unreachable are queued and what they reach marked (reference.c). */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "class.h"
#include "../os/container.h"
#include "gc/pageheap.h"
#include "heap.h"
#include "gc/terminator.h"
#include "jni_vm.h"
#include "jstring.h"
#include "monitor.h"
#include "object.h"
#include "options.h"
#include "reference.h"
#include "safepoint.h"
#include "thread.h"
#include "../threads/threads.h"
#include "../os/os.h"

static Object ***extra_roots;
static int extra_count, extra_cap;
#define HEAP_PAGES_PER_THREAD 4       /* room kept free per thread after a collection */

static ThMutex *collect_lock;
static _Atomic uint64_t collections;

static void scan_object(void *obj, GcVisitFn visit, void *cookie, void *arg);

int heap_init(size_t initial, size_t max)
{
    if (vm_opts.container_cache_ms >= 0)
        os_container_set_cache_ms(vm_opts.container_cache_ms);
    int n = vm_opts.gc_threads > 0 ? vm_opts.gc_threads : os_active_cpus();
    vm_opts.gc_threads = n < 1 ? 1 : n;
    collect_lock = th->mutex_new();
    if (initial == 0)
        initial = max < ((size_t)8 << 20) ? max : (size_t)8 << 20;
    gc_heap_set_scanner(scan_object);
    return gc_heap_init(initial, max, vm_opts.gc_threads);
}

/* Mutators may register at once (lambda singletons); a collection never
 * overlaps, as the caller is not at a safepoint. */
static atomic_flag roots_spin = ATOMIC_FLAG_INIT;

static void heap_roots_lock(void)
{
    while (atomic_flag_test_and_set_explicit(&roots_spin, memory_order_acquire))
        th->yield();
}

static void heap_roots_unlock(void)
{
    atomic_flag_clear_explicit(&roots_spin, memory_order_release);
}

void heap_add_root(Object **slot)
{
    heap_roots_lock();
    if (extra_count == extra_cap) {
        extra_cap = extra_cap ? extra_cap * 2 : 64;
        extra_roots = os_xrealloc(extra_roots, sizeof *extra_roots * (size_t)extra_cap);
    }
    extra_roots[extra_count++] = slot;
    heap_roots_unlock();
}

void heap_remove_root(Object **slot)
{
    heap_roots_lock();
    for (int k = extra_count - 1; k >= 0; k--)
        if (extra_roots[k] == slot) {
            extra_roots[k] = extra_roots[--extra_count];
            break;
        }
    heap_roots_unlock();
}

static void *collect_alloc(VMThread *t, const char *cause, size_t size);

static GcTlab *tlab_of(VMThread *t)
{
    if (t->gc_tlab == NULL) {
        GcTlab *tl = os_xmalloc(sizeof *tl);
        gc_tlab_init(tl);
        t->gc_tlab = tl;
    }
    return t->gc_tlab;
}

void heap_thread_exit(VMThread *t)
{
    if (t->gc_tlab != NULL) {
        gc_tlab_destroy(t->gc_tlab);
        free(t->gc_tlab);
        t->gc_tlab = NULL;
    }
}

void *heap_alloc(VMThread *t, size_t size)
{
    if (t == NULL)
        t = vm_current();
    GcTlab *tl = tlab_of(t);
    void *p = gc_heap_alloc(tl, size);
    if (__builtin_expect(p != NULL, 1) && !vm_opts.gc_stress)
        return p;
    if (p != NULL) {                /* -XX:+GCStress: collect at every allocation */
        heap_collect_cause(t, "stress");
        return p;
    }
    uint64_t seen = atomic_load(&collections);
    vm_lock(t, collect_lock);
    if (atomic_load(&collections) == seen)
        p = collect_alloc(t, "Allocation Failure", size);
    else
        p = gc_heap_alloc(tl, size);
    th->mutex_unlock(collect_lock);
    if (p == NULL && gc_heap_grow(size) == 0)
        p = gc_heap_alloc(tl, size);
    if (p == NULL) {
        /* Last ditch: clear soft references, then try once more. */
        vm_lock(t, collect_lock);
        heap_clear_soft = 1;
        p = collect_alloc(t, "Last Ditch", size);
        heap_clear_soft = 0;
        th->mutex_unlock(collect_lock);
    }
    return p;
}

size_t heap_used(void) { return gc_heap_used(); }
size_t heap_capacity(void) { return gc_heap_capacity(); }
size_t heap_max(void) { return gc_heap_max(); }

/* ---- roots ---- */

typedef struct RootCtx {
    VMThread **threads;
    int nthreads;
    VMThread *self;
} RootCtx;

bool heap_is_object_start(const void *p) { return gc_is_object_start(p); }
bool heap_is_marked(const void *obj) { return gc_heap_is_marked(obj); }
void heap_mark_more(void **objs, size_t n) { gc_heap_mark_more(objs, n); }

static void visit_if_object(void *p, GcVisitFn visit, void *cookie)
{
    if (p != NULL && gc_is_object_start(p))
        visit(p, cookie);
}

static GcVisitFn cur_visit;
static void *cur_cookie;

static void class_roots(Class *c, void *arg)
{
    (void)arg;
    if (c->loader != NULL)          /* a user loader's: live while its loader is (loader.c) */
        return;
    class_visit_roots(c, cur_visit, cur_cookie);
}

static void interned_root(Object **slot, void *arg)
{
    (void)arg;
    visit_if_object(*slot, cur_visit, cur_cookie);
}

static void thread_stacks(RootCtx *rc, VMThread *t, GcVisitFn visit, void *cookie)
{
    visit_if_object(t->jthread, visit, cookie);
    visit_if_object(t->exception, visit, cookie);
    /* A method running (or in a native call) keeps its class's loader. */
    for (Frame *f = t->frame; f != NULL; f = f->prev)
        if (f->method != NULL && f->method->cls->loader != NULL)
            visit(f->method->cls->loader, cookie);
    if (t->stack_base != NULL && t->frame != NULL) {
        Frame *f = t->frame;
        Value *top = (f->flags & FRAME_NATIVE) ? f->sp
                     : (Value *)f + FRAME_SLOTS + f->method->max_stack;
        if (f->sp > top)
            top = f->sp;
        if (top > t->stack_end)
            top = t->stack_end;
        gc_heap_scan_range(t->stack_base, top, false, visit, cookie);
    }
    char *lo = t->gc_sp;
    void *regs = NULL;
    size_t regs_len = 0;
    if (t != rc->self && th->saved_context != NULL && t->th != NULL) {
        char *sp;
        if (th->saved_context(t->th, &sp, &regs, &regs_len) == 0)
            lo = sp;
    }
    if (lo != NULL && t->c_stack_hi != NULL && lo < t->c_stack_hi)
        gc_heap_scan_range(lo, t->c_stack_hi, true, visit, cookie);
    if (regs != NULL)
        gc_heap_scan_range(regs, (char *)regs + regs_len, true, visit, cookie);
}

static void scan_task(int task, GcVisitFn visit, void *cookie, void *arg)
{
    RootCtx *rc = arg;
    if (task == 0) {
        cur_visit = visit;
        cur_cookie = cookie;
        class_foreach(class_roots, NULL);
        jni_foreach_root(interned_root, NULL);
        ref_gc_roots(visit, cookie);
        for (int k = 0; k < extra_count; k++)
            visit_if_object(*extra_roots[k], visit, cookie);
        return;
    }
    if (task - 1 < rc->nthreads)
        thread_stacks(rc, rc->threads[task - 1], visit, cookie);
}

static void collect_thread(VMThread *t, void *arg)
{
    RootCtx *rc = arg;
    rc->threads[rc->nthreads++] = t;
}

static int count_thread(VMThread *t, int *n)
{
    (void)t;
    return ++*n;
}

static void count_cb(VMThread *t, void *arg)
{
    count_thread(t, arg);
}

/* Finalization marks what unreachable finalizable objects reach. */
/* ---- the object graph the collector marks ----
 *
 * The page heap knows no Java object: it marks through scan_object, set
 * with gc_heap_set_scanner at heap_init, and this file does reference
 * processing in the collection's after_mark hook.
 *
 * Reference objects: instances of classes flagged CF_WEAKREF, CF_SOFTREF or
 * CF_PHANTOMREF have their referent left out of the class's reference map.
 * Marking records each one it meets whose referent is set (a soft one only
 * when the LRU policy lets it go, else its referent is marked as strong);
 * after marking, a referent that nothing else reached is cleared (before
 * the sweep frees it) and heap_ref_cleared is told.  Weak and soft references
 * are cleared before the VM's after_mark hook (finalization) marks more,
 * phantom ones after it, as HotSpot orders them. */
static uint32_t weak_referent_offset, soft_timestamp_offset;
int heap_clear_soft;
int64_t heap_soft_clock, heap_soft_max_interval = INT64_MAX;
void (*heap_ref_cleared)(void *ref);
void (*heap_class_scan)(void *obj, GcVisitFn visit, void *cookie);
static atomic_flag weak_lock = ATOMIC_FLAG_INIT;    /* marking threads discover concurrently */

typedef struct RefList {
    Object **v;
    size_t n, cap;
} RefList;
static RefList found_weak, found_phantom;

void heap_set_referent_offset(uint32_t off)
{
    weak_referent_offset = off;
}

void heap_set_soft_timestamp_offset(uint32_t off)
{
    soft_timestamp_offset = off;
}

/* Returns false if the list cannot grow (the caller then treats the
 * referent as strong). */
static bool ref_discover(RefList *l, Object *o)
{
    bool ok = true;
    while (atomic_flag_test_and_set_explicit(&weak_lock, memory_order_acquire))
        os_yield();                 /* marking threads are plain OS threads */

    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 256;
        Object **v = realloc(l->v, cap * sizeof *v);
        if (v != NULL) {
            l->v = v;
            l->cap = cap;
        }
    }
    if (l->n < l->cap)
        l->v[l->n++] = o;
    else
        ok = false;
    atomic_flag_clear_explicit(&weak_lock, memory_order_release);
    return ok;
}

static void ref_process(RefList *l)
{
    for (size_t k = 0; k < l->n; k++) {
        Object **slot = &FIELD_AT(l->v[k], weak_referent_offset, Object *);
        if (*slot != NULL && !gc_heap_is_marked(*slot)) {
            *slot = NULL;
            if (heap_ref_cleared != NULL)
                heap_ref_cleared(l->v[k]);
        }
    }
    l->n = 0;
    if (l->cap > 4096) {            /* a burst of references: give the room back */
        free(l->v);
        l->v = NULL;
        l->cap = 0;
    }
}

/* HotSpot's LRU policy: a soft reference not read for longer than the
 * interval the VM set (free megabytes times SoftRefLRUPolicyMSPerMB) is
 * treated as weak. */
static bool soft_clearable(Object *o)
{
    if (heap_clear_soft)
        return true;
    if (soft_timestamp_offset == 0)
        return false;
    int64_t age = heap_soft_clock - FIELD_AT(o, soft_timestamp_offset, int64_t);
    return age > heap_soft_max_interval;
}

/* Precise scan of one object through its class's reference map. */
static void scan_object(void *obj, GcVisitFn visit, void *cookie, void *arg)
{
    (void)arg;
    Object *o = obj;
    Class *c = o->cls;
    if (c == NULL)                  /* allocated, header not written yet */
        return;
    if (__builtin_expect(c->loader != NULL || (c->flags & (CF_MIRROR | CF_LOADER)), 0) &&
        heap_class_scan != NULL)
        heap_class_scan(o, visit, cookie);
    if ((c->flags & (CF_WEAKREF | CF_SOFTREF | CF_PHANTOMREF)) && weak_referent_offset != 0) {
        Object *r = FIELD_AT(o, weak_referent_offset, Object *);
        if (r != NULL) {
            bool found;
            if (c->flags & CF_PHANTOMREF)
                found = ref_discover(&found_phantom, o);
            else if ((c->flags & CF_WEAKREF) || soft_clearable(o))
                found = ref_discover(&found_weak, o);
            else
                found = false;      /* soft and recently used: strong */
            if (!found)
                visit(r, cookie);
        }
    }
    class_visit_refs(c, o, visit, cookie);
}

static void after_mark(void *arg)
{
    (void)arg;
    ref_process(&found_weak);
    ref_gc_after_mark();            /* finalization: may mark more */
    ref_process(&found_weak);       /* met while marking from finalizable objects */
    ref_process(&found_phantom);
}

/* The weak VM tables drop what nothing marked. */
static void before_sweep(void *arg)
{
    (void)arg;
    jstring_gc_prune();
    monitor_gc_sweep();
    loader_gc_unload();             /* last: classes of dead user loaders */
}

static __attribute__((noinline)) void collect_stopped(VMThread *self, const char *cause)
{
    RootCtx rc = { NULL, 0, self };
    int n = 0;
    sp_foreach(count_cb, &n);
    rc.threads = os_xmalloc(sizeof(VMThread *) * (size_t)(n + 1));
    sp_foreach(collect_thread, &rc);
    GcRootSet roots = { 1 + rc.nthreads, scan_task, &rc, after_mark, before_sweep };
    GcCollectStats st;
    ref_gc_begin();
    gc_heap_collect(&roots, vm_opts.gc_threads, vm_opts.gc_termination, cause, &st);
    ref_gc_end(gc_heap_max() > gc_heap_used() ? gc_heap_max() - gc_heap_used() : 0);
    atomic_fetch_add(&collections, 1);
    /* Each allocating thread caches a page per size class it allocates in,
     * which no other thread allocates from: with many threads, a heap sized
     * by the bytes in use alone is all held in caches soon after each
     * collection, and collections come every few allocations (500 echo
     * connections on green: 450 collections of a 1 to 10 MiB heap in 13 s,
     * each scanning every stack).  So leave room for HEAP_PAGES_PER_THREAD pages
     * a thread, within -Xmx. */
    size_t room = (size_t)rc.nthreads * HEAP_PAGES_PER_THREAD * GC_PAGE_SIZE;
    /* At most a quarter of -Xmx, though: in a small heap, growing straight to
     * the limit lets live objects scatter over every page (a page keeps its
     * size class while anything in it lives), and then a size class with no
     * free block finds no free page either: NetEchoMany's 100 threads in
     * -Xmx16m ran out of memory with 4 MiB live in 4 runs out of 10. */
    if (room > gc_heap_max() / 4)
        room = gc_heap_max() / 4;
    size_t cap = gc_heap_capacity(), used = gc_heap_used();
    if (cap < gc_heap_max() && (cap < used || cap - used < room))
        gc_heap_grow(room - (cap < used ? 0 : cap - used));
    free(rc.threads);
    if (vm_opts.verbose_gc) {
        char line[512];
        gc_heap_format_verbose(line, sizeof line, &st);
        fprintf(stdout, "%s stopping %.3f ms, cgroup files read: %llu\n", line,
                (double)sp_last_stop_ns / 1e6, (unsigned long long)os_container_files_read());
        fflush(stdout);
    }
}

/* A collection for an allocation that failed: the object is taken (growing
 * the heap if need be) before the world resumes, so that other threads
 * cannot fill what the collection freed first (160 threads in -Xmx8m did,
 * and one of them ran out of memory with 250 KiB live).  Returns NULL if
 * even then there is no room. */
static __attribute__((noinline)) void *collect_alloc(VMThread *t, const char *cause, size_t size)
{
    __builtin_unwind_init();
    sp_stop_world(t);
    collect_stopped(t, cause);
    GcTlab *tl = tlab_of(t);
    void *p = gc_heap_alloc(tl, size);
    if (p == NULL && gc_heap_grow(size) == 0)
        p = gc_heap_alloc(tl, size);
    sp_resume_world(t);
    ref_after_collection(t);
    return p;
}

void heap_collect_cause(VMThread *t, const char *cause)
{
    if (t == NULL)
        t = vm_current();
    __builtin_unwind_init();        /* this thread's registers, into this frame */
    sp_stop_world(t);
    collect_stopped(t, cause);
    sp_resume_world(t);
    ref_after_collection(t);
}

void heap_collect(VMThread *t)
{
    if (t == NULL)
        t = vm_current();
    vm_lock(t, collect_lock);
    heap_collect_cause(t, "System.gc()");
    th->mutex_unlock(collect_lock);
}
