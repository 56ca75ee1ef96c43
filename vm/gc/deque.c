/* deque.c: the Chase-Lev work-stealing deque (see deque.h).
 *
 * Invariants:
 * - top only grows, by a compare-and-swap (thieves, and the owner taking
 *   the last item); bottom is written only by the owner.
 * - Items live in array->buf[i & mask] for top <= i < bottom.  Indices are
 *   signed 64-bit, so bottom - 1 never wraps below top.
 * - The owner publishes an item with a release fence before the store to
 *   bottom; a thief reads bottom with acquire after a seq_cst fence that
 *   orders it after its read of top, and claims the item with a seq_cst
 *   CAS on top.  The owner's pop stores bottom - 1, then a seq_cst fence,
 *   then reads top: with the thief's fence this makes "both took the last
 *   item" impossible (PPoPP 2013, figure 1).
 * - The overflow list is guarded by its mutex.  ovf_count mirrors its size
 *   for lock-free peeking; it is exact whenever the lock is free.  Thieves
 *   only try-lock it, so a thief never blocks behind the owner. */
#include <pthread.h>
#include <stdlib.h>
#include "deque.h"

struct GcDequeArray {
    int64_t size;                   /* a power of two */
    GcDequeArray *next_retired;
    _Atomic(void *) buf[];
};

#define CHUNK_ITEMS 1022

typedef struct OvfChunk {
    struct OvfChunk *next;
    size_t n;
    void *items[CHUNK_ITEMS];
} OvfChunk;

struct GcOverflow {
    pthread_mutex_t lock;
    OvfChunk *head;                 /* head->n > 0 unless head is NULL */
    OvfChunk *spare;                /* one empty chunk kept for reuse */
};

_Atomic bool gc_deque_fail_alloc_for_test;

static bool alloc_fails(void)
{
    return atomic_load_explicit(&gc_deque_fail_alloc_for_test, memory_order_relaxed);
}

static GcDequeArray *array_new(int64_t size)
{
    if (alloc_fails())
        return NULL;
    GcDequeArray *a = malloc(sizeof *a + (size_t)size * sizeof(_Atomic(void *)));
    if (a == NULL)
        return NULL;
    a->size = size;
    a->next_retired = NULL;
    for (int64_t i = 0; i < size; i++)
        atomic_init(&a->buf[i], NULL);
    return a;
}

int gc_deque_init(GcDeque *q, unsigned log_initial, unsigned log_max)
{
    if (log_initial < 1)
        log_initial = 1;
    if (log_max < log_initial)
        log_max = log_initial;
    if (log_max > 40)
        log_max = 40;
    atomic_init(&q->top, 0);
    atomic_init(&q->bottom, 0);
    q->retired = NULL;
    q->log_max = log_max;
    q->spilled = q->grows = 0;
    atomic_init(&q->ovf_count, 0);
    GcDequeArray *a = malloc(sizeof *a + ((size_t)1 << log_initial) * sizeof(_Atomic(void *)));
    q->ovf = calloc(1, sizeof *q->ovf);
    if (a == NULL || q->ovf == NULL || pthread_mutex_init(&q->ovf->lock, NULL) != 0) {
        free(a);
        free(q->ovf);
        q->ovf = NULL;
        atomic_init(&q->array, NULL);
        return -1;
    }
    a->size = (int64_t)1 << log_initial;
    a->next_retired = NULL;
    for (int64_t i = 0; i < a->size; i++)
        atomic_init(&a->buf[i], NULL);
    atomic_init(&q->array, a);
    return 0;
}

static void free_retired(GcDeque *q)
{
    while (q->retired != NULL) {
        GcDequeArray *n = q->retired->next_retired;
        free(q->retired);
        q->retired = n;
    }
}

static void free_chunks(OvfChunk *c)
{
    while (c != NULL) {
        OvfChunk *n = c->next;
        free(c);
        c = n;
    }
}

void gc_deque_reset(GcDeque *q)
{
    free_retired(q);
    atomic_store_explicit(&q->top, 0, memory_order_relaxed);
    atomic_store_explicit(&q->bottom, 0, memory_order_relaxed);
    if (q->ovf != NULL) {
        free_chunks(q->ovf->head);
        q->ovf->head = NULL;
    }
    atomic_store_explicit(&q->ovf_count, 0, memory_order_relaxed);
}

void gc_deque_destroy(GcDeque *q)
{
    gc_deque_reset(q);
    free(atomic_load_explicit(&q->array, memory_order_relaxed));
    atomic_store_explicit(&q->array, NULL, memory_order_relaxed);
    if (q->ovf != NULL) {
        free(q->ovf->spare);
        pthread_mutex_destroy(&q->ovf->lock);
        free(q->ovf);
        q->ovf = NULL;
    }
}

/* Owner: replaces a (full, holding [t, b)) by one twice its size.  The old
 * array stays readable for thieves until the next reset. */
static GcDequeArray *grow(GcDeque *q, GcDequeArray *a, int64_t t, int64_t b)
{
    if (a->size >= ((int64_t)1 << q->log_max))
        return NULL;
    GcDequeArray *n = array_new(a->size * 2);
    if (n == NULL)
        return NULL;
    for (int64_t i = t; i < b; i++)
        atomic_store_explicit(&n->buf[i & (n->size - 1)],
                              atomic_load_explicit(&a->buf[i & (a->size - 1)],
                                                   memory_order_relaxed),
                              memory_order_relaxed);
    atomic_store_explicit(&q->array, n, memory_order_release);
    a->next_retired = q->retired;
    q->retired = a;
    q->grows++;
    return n;
}

/* Owner: appends x to the overflow list.  Returns false if out of memory. */
static bool spill(GcDeque *q, void *x)
{
    GcOverflow *o = q->ovf;
    pthread_mutex_lock(&o->lock);
    OvfChunk *c = o->head;
    if (c == NULL || c->n == CHUNK_ITEMS) {
        OvfChunk *n = o->spare;
        if (n != NULL)
            o->spare = NULL;
        else if (!alloc_fails())
            n = malloc(sizeof *n);
        if (n == NULL) {
            pthread_mutex_unlock(&o->lock);
            return false;
        }
        n->n = 0;
        n->next = c;
        o->head = c = n;
    }
    c->items[c->n++] = x;
    atomic_fetch_add_explicit(&q->ovf_count, 1, memory_order_relaxed);
    pthread_mutex_unlock(&o->lock);
    q->spilled++;
    return true;
}

/* With o->lock held: removes and returns one overflow item, or NULL. */
static void *ovf_take_locked(GcDeque *q)
{
    GcOverflow *o = q->ovf;
    OvfChunk *c = o->head;
    if (c == NULL)
        return NULL;
    void *x = c->items[--c->n];
    if (c->n == 0) {
        o->head = c->next;
        if (o->spare == NULL)
            o->spare = c;
        else
            free(c);
    }
    atomic_fetch_sub_explicit(&q->ovf_count, 1, memory_order_relaxed);
    return x;
}

static void push_array(GcDeque *q, GcDequeArray *a, int64_t b, void *x)
{
    atomic_store_explicit(&a->buf[b & (a->size - 1)], x, memory_order_relaxed);
    atomic_thread_fence(memory_order_release);
    atomic_store_explicit(&q->bottom, b + 1, memory_order_relaxed);
}

bool gc_deque_push(GcDeque *q, void *x)
{
    int64_t b = atomic_load_explicit(&q->bottom, memory_order_relaxed);
    int64_t t = atomic_load_explicit(&q->top, memory_order_acquire);
    GcDequeArray *a = atomic_load_explicit(&q->array, memory_order_relaxed);
    if (b - t > a->size - 1) {
        GcDequeArray *n = grow(q, a, t, b);
        if (n == NULL)
            return spill(q, x);
        a = n;
    }
    push_array(q, a, b, x);
    return true;
}

/* Owner, with the array empty: moves up to half an array's worth of
 * overflow items back into the array (where thieves see them cheaply) and
 * returns one more, or NULL if the overflow list is empty. */
static void *refill_from_overflow(GcDeque *q)
{
    if (atomic_load_explicit(&q->ovf_count, memory_order_relaxed) == 0)
        return NULL;
    GcOverflow *o = q->ovf;
    pthread_mutex_lock(&o->lock);
    void *x = ovf_take_locked(q);
    if (x != NULL) {
        GcDequeArray *a = atomic_load_explicit(&q->array, memory_order_relaxed);
        int64_t room = a->size / 2;
        while (room-- > 0) {
            int64_t b = atomic_load_explicit(&q->bottom, memory_order_relaxed);
            int64_t t = atomic_load_explicit(&q->top, memory_order_acquire);
            if (b - t > a->size - 1)
                break;
            void *y = ovf_take_locked(q);
            if (y == NULL)
                break;
            push_array(q, a, b, y);
        }
    }
    pthread_mutex_unlock(&o->lock);
    return x;
}

void *gc_deque_pop(GcDeque *q)
{
    int64_t b = atomic_load_explicit(&q->bottom, memory_order_relaxed) - 1;
    GcDequeArray *a = atomic_load_explicit(&q->array, memory_order_relaxed);
    atomic_store_explicit(&q->bottom, b, memory_order_relaxed);
    atomic_thread_fence(memory_order_seq_cst);
    int64_t t = atomic_load_explicit(&q->top, memory_order_relaxed);
    void *x = NULL;
    if (t <= b) {
        x = atomic_load_explicit(&a->buf[b & (a->size - 1)], memory_order_relaxed);
        if (t == b) {               /* the last item: race the thieves for it */
            if (!atomic_compare_exchange_strong_explicit(&q->top, &t, t + 1,
                                                         memory_order_seq_cst,
                                                         memory_order_relaxed))
                x = NULL;
            atomic_store_explicit(&q->bottom, b + 1, memory_order_relaxed);
        }
    } else {
        atomic_store_explicit(&q->bottom, b + 1, memory_order_relaxed);
    }
    if (x == NULL)
        x = refill_from_overflow(q);
    return x;
}

int gc_deque_steal(GcDeque *q, void **out)
{
    int64_t t = atomic_load_explicit(&q->top, memory_order_acquire);
    atomic_thread_fence(memory_order_seq_cst);
    int64_t b = atomic_load_explicit(&q->bottom, memory_order_acquire);
    if (t < b) {
        /* The paper reads the array with consume; acquire is what compilers
         * give consume anyway. */
        GcDequeArray *a = atomic_load_explicit(&q->array, memory_order_acquire);
        void *x = atomic_load_explicit(&a->buf[t & (a->size - 1)], memory_order_relaxed);
        if (!atomic_compare_exchange_strong_explicit(&q->top, &t, t + 1,
                                                     memory_order_seq_cst,
                                                     memory_order_relaxed))
            return GC_STEAL_ABORT;
        *out = x;
        return GC_STEAL_OK;
    }
    if (atomic_load_explicit(&q->ovf_count, memory_order_relaxed) == 0)
        return GC_STEAL_EMPTY;
    if (pthread_mutex_trylock(&q->ovf->lock) != 0)
        return GC_STEAL_ABORT;
    void *x = ovf_take_locked(q);
    pthread_mutex_unlock(&q->ovf->lock);
    if (x == NULL)
        return GC_STEAL_EMPTY;
    *out = x;
    return GC_STEAL_OK;
}

size_t gc_deque_size(GcDeque *q)
{
    int64_t b = atomic_load_explicit(&q->bottom, memory_order_relaxed);
    int64_t t = atomic_load_explicit(&q->top, memory_order_relaxed);
    size_t n = atomic_load_explicit(&q->ovf_count, memory_order_relaxed);
    return (b > t ? (size_t)(b - t) : 0) + n;
}
