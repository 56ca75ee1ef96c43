/* terminator.h: deciding when N parallel GC workers have run out of work.
 *
 * A worker whose own queue is empty and whose steal attempts failed calls
 * gc_term_offer().  That returns true once all N workers have offered at the
 * same time (the work is done: no queue can refill, since only a working
 * worker pushes), or false as soon as the worker should go back to stealing
 * because work was seen in some queue.  The queues are looked at only
 * through the peek callback given to gc_term_reset().
 *
 * Two protocols:
 * - GC_TERM_PARK (the default): one idle worker at a time is the spinner.
 *   It spins (pause instructions, at most a couple of sched_yield calls per
 *   worker per collection) watching the queues; the other idle workers block
 *   on a condition variable.  When the spinner sees work it wakes as many
 *   blocked workers as there are tasks to take; when it has spun long
 *   enough it blocks too, with a time-out, and a busy worker that pushes
 *   work while nobody watches wakes one through gc_term_hint().  The last
 *   worker to offer wakes everyone.  Yields per collection are at most
 *   GcTermTuning.park_yields times the worker count.
 * - GC_TERM_YIELD: the shape of HotSpot's old ParallelTaskTerminator.
 *   Each idle worker loops on its own: spin rounds of growing length, a
 *   sched_yield every few rounds, and after many rounds 1 ms sleeps, peeking
 *   at the queues after every round.  With more workers than CPUs this
 *   yields thousands of times per collection (the JDK 6 yield storm).
 *
 * gc_term_reset() and the statistics are for one collection; a terminator
 * may be reset and reused as often as wanted, while no worker is in it. */
#ifndef VM_GC_TERMINATOR_H
#define VM_GC_TERMINATOR_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { GC_TERM_PARK = 0, GC_TERM_YIELD = 1 };

/* Per-worker counters for one collection (summed by gc_work_stats_add). */
typedef struct GcWorkStats {
    uint64_t offers;                /* calls to gc_term_offer */
    uint64_t spins;                 /* pause instructions executed while idle */
    uint64_t yields;                /* sched_yield calls */
    uint64_t sleeps;                /* timed sleeps (yield protocol) */
    uint64_t parks;                 /* blocking waits (park protocol) */
    uint64_t wakeups;               /* blocked workers this one woke */
    uint64_t timeouts;              /* blocking waits that ended by time-out */
    uint64_t hints;                 /* gc_term_hint calls that woke someone */
    uint64_t steal_attempts;        /* filled in by the caller (mark.c) */
    uint64_t steals;
    uint64_t marked;                /* objects marked (mark.c) */
} GcWorkStats;

void gc_work_stats_add(GcWorkStats *sum, const GcWorkStats *s);

/* The knobs of both protocols; gc_term_default_tuning() gives the values
 * documented beside each field. */
typedef struct GcTermTuning {
    /* GC_TERM_YIELD; the HotSpot flag each one plays, in brackets */
    unsigned hard_spins;            /* 4096: longest spin round [WorkStealingHardSpins] */
    unsigned spin_to_yield_ratio;   /* 10: spin rounds per yield [WorkStealingSpinToYieldRatio] */
    unsigned rounds_before_sleep;   /* 1000: then sleep [WorkStealingYieldsBeforeSleep] */
    unsigned sleep_ms;              /* 1 [WorkStealingSleepMillis] */
    /* GC_TERM_PARK */
    unsigned park_spin_start;       /* 16: first spin round of the spinner */
    unsigned park_spin_max;         /* 1024: longest spin round */
    unsigned park_spin_rounds;      /* 8: rounds before giving up */
    unsigned park_yields;           /* 2: sched_yield budget per worker and collection */
    unsigned park_watch_ms;         /* 1: first time-out of a spinner that gave up (doubles to 16) */
} GcTermTuning;

void gc_term_default_tuning(GcTermTuning *tu);

/* Approximate number of tasks in all queues (0 = none seen). */
typedef size_t (*GcPeekFn)(void *arg);

typedef struct GcTerminator GcTerminator;

/* Returns a terminator for up to max_workers workers, or NULL. */
GcTerminator *gc_term_new(int max_workers);
void gc_term_free(GcTerminator *tm);

/* Prepares tm for a collection with nworkers (1..max) workers. */
void gc_term_reset(GcTerminator *tm, int nworkers, int protocol,
                   GcPeekFn peek, void *peek_arg);

/* Replaces the tuning (before gc_term_reset; NULL restores the defaults). */
void gc_term_set_tuning(GcTerminator *tm, const GcTermTuning *tu);

/* Worker `w` (0..nworkers-1) offers to terminate; see the top of this file.
 * Counts into *st, which belongs to worker w. */
bool gc_term_offer(GcTerminator *tm, int w, GcWorkStats *st);

/* True when some workers are blocked and none is watching the queues: a
 * worker that has surplus work should then call gc_term_hint().  One
 * relaxed load; always false under GC_TERM_YIELD. */
bool gc_term_hint_wanted(GcTerminator *tm);

/* Wakes one blocked worker to come and steal, if gc_term_hint_wanted. */
void gc_term_hint(GcTerminator *tm, GcWorkStats *st);

#endif
