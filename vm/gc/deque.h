/* deque.h: a Chase-Lev work-stealing deque of void * items.
 *
 * One owner thread pushes and pops at the bottom; any number of thieves
 * steal at the top.  The circular array grows by doubling up to a maximum;
 * when it is full at that size, or growing cannot get memory, items spill
 * into an overflow list of chunks beside it, which the owner drains when the
 * array is empty and which thieves may also take from.  The memory orders
 * are those of Lê, Pop, Cohen and Zappa Nardelli, "Correct and Efficient
 * Work-Stealing for Weak Memory Models" (PPoPP 2013).
 *
 * Arrays replaced by a larger one are kept until gc_deque_reset() or
 * gc_deque_destroy(), because a thief may still be reading one: call those
 * only while no thread uses the deque (between collections).
 *
 * Items must not be NULL. */
#ifndef VM_GC_DEQUE_H
#define VM_GC_DEQUE_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct GcDequeArray GcDequeArray;
typedef struct GcOverflow GcOverflow;

#define GC_CACHE_LINE 64

typedef struct GcDeque {
    _Alignas(GC_CACHE_LINE) _Atomic int64_t top;    /* thieves' end */
    _Alignas(GC_CACHE_LINE) _Atomic int64_t bottom; /* owner's end */
    _Atomic size_t ovf_count;       /* items in ovf; read without the lock */
    _Atomic(GcDequeArray *) array;
    GcDequeArray *retired;          /* replaced arrays, owner's list */
    unsigned log_max;               /* array never grows past 1 << log_max */
    GcOverflow *ovf;
    uint64_t spilled;               /* items ever pushed to ovf (owner) */
    uint64_t grows;                 /* times the array doubled (owner) */
} GcDeque;

enum { GC_STEAL_OK, GC_STEAL_EMPTY, GC_STEAL_ABORT };

/* Prepares q with an array of 1 << log_initial items that may grow to
 * 1 << log_max.  Returns 0, or -1 if out of memory. */
int gc_deque_init(GcDeque *q, unsigned log_initial, unsigned log_max);

/* Frees everything q holds.  No thread may use q at the time. */
void gc_deque_destroy(GcDeque *q);

/* Empties q and frees the arrays it replaced.  No thread may use q. */
void gc_deque_reset(GcDeque *q);

/* Owner only.  Pushes x at the bottom.  Returns false only when the array
 * is full and neither growing nor spilling could get memory. */
bool gc_deque_push(GcDeque *q, void *x);

/* Owner only.  Pops the bottom item, or, when the array is empty, one from
 * the overflow list.  Returns NULL when both are empty. */
void *gc_deque_pop(GcDeque *q);

/* Any thread.  Takes the top item into *out: GC_STEAL_OK, GC_STEAL_EMPTY
 * (nothing there, overflow included), or GC_STEAL_ABORT (lost a race with
 * another thief or the owner; q may still hold items). */
int gc_deque_steal(GcDeque *q, void **out);

/* Any thread.  A snapshot of the item count (array and overflow); exact
 * only while q is quiescent. */
size_t gc_deque_size(GcDeque *q);

/* Test hook: while set, spilling to the overflow list fails as if out of
 * memory, and so does growing the array. */
extern _Atomic bool gc_deque_fail_alloc_for_test;

#endif
