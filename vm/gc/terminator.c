/* terminator.c: the two termination protocols (see terminator.h).
 *
 * Why "offered == n" is final: a worker offers only with its own queue
 * empty, and leaves an offer (decrementing offered) before it steals.  So
 * while all n have offered, no worker holds or can take an item, every
 * queue is empty, and no queue can refill.  Whoever sees offered == n may
 * return true at once.
 *
 * GC_TERM_PARK state (offered, spinner, done, the waiter stack and each
 * slot's wake flag) changes only under tm->lock; offered is also read
 * without it by the spinner.  A worker blocks on its own slot's condition
 * variable, so a wake-up is aimed at one worker and the final wake-up is
 * one signal per blocked worker.  hint_wanted is a relaxed flag for busy
 * workers: set when idle workers are blocked and none is watching, cleared
 * when someone starts watching or a hint is delivered. */
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "terminator.h"
#include "../../os/os.h"

typedef struct Slot {
    pthread_cond_t cv;
    bool wake;                      /* under tm->lock */
    unsigned yields_left;           /* park: this worker's sched_yield budget */
} Slot;

struct GcTerminator {
    int max, n, protocol;
    GcPeekFn peek;
    void *peek_arg;
    GcTermTuning tu;
    _Alignas(64) _Atomic int offered;
    _Alignas(64) _Atomic bool hint_wanted;
    _Alignas(64) pthread_mutex_t lock;
    int spinner;                    /* worker spinning, or -1 */
    bool done;
    int nwaiting;
    int *waiters;                   /* stack of blocked workers */
    Slot *slots;
};

enum { SPIN_DONE, SPIN_FOUND, SPIN_GAVE_UP };

static inline void cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield" ::: "memory");
#else
    atomic_signal_fence(memory_order_seq_cst);
#endif
}

static void relax_n(unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        cpu_relax();
}

void gc_work_stats_add(GcWorkStats *sum, const GcWorkStats *s)
{
    sum->offers += s->offers;
    sum->spins += s->spins;
    sum->yields += s->yields;
    sum->sleeps += s->sleeps;
    sum->parks += s->parks;
    sum->wakeups += s->wakeups;
    sum->timeouts += s->timeouts;
    sum->hints += s->hints;
    sum->steal_attempts += s->steal_attempts;
    sum->steals += s->steals;
    sum->marked += s->marked;
}

void gc_term_default_tuning(GcTermTuning *tu)
{
    tu->hard_spins = 4096;
    tu->spin_to_yield_ratio = 10;
    tu->rounds_before_sleep = 1000;
    tu->sleep_ms = 1;
    tu->park_spin_start = 16;
    tu->park_spin_max = 1024;
    tu->park_spin_rounds = 8;
    tu->park_yields = 2;
    tu->park_watch_ms = 1;
}

GcTerminator *gc_term_new(int max_workers)
{
    if (max_workers < 1)
        return NULL;
    GcTerminator *tm = aligned_alloc(64, (sizeof *tm + 63) & ~(size_t)63);
    if (tm == NULL)
        return NULL;
    memset(tm, 0, sizeof *tm);
    tm->max = max_workers;
    tm->waiters = calloc((size_t)max_workers, sizeof *tm->waiters);
    tm->slots = calloc((size_t)max_workers, sizeof *tm->slots);
    if (tm->waiters == NULL || tm->slots == NULL || pthread_mutex_init(&tm->lock, NULL) != 0)
        goto fail;
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    for (int i = 0; i < max_workers; i++) {
        if (pthread_cond_init(&tm->slots[i].cv, &ca) != 0) {
            while (i-- > 0)
                pthread_cond_destroy(&tm->slots[i].cv);
            pthread_condattr_destroy(&ca);
            pthread_mutex_destroy(&tm->lock);
            goto fail;
        }
    }
    pthread_condattr_destroy(&ca);
    gc_term_default_tuning(&tm->tu);
    tm->spinner = -1;
    return tm;
fail:
    free(tm->waiters);
    free(tm->slots);
    free(tm);
    return NULL;
}

void gc_term_free(GcTerminator *tm)
{
    if (tm == NULL)
        return;
    for (int i = 0; i < tm->max; i++)
        pthread_cond_destroy(&tm->slots[i].cv);
    pthread_mutex_destroy(&tm->lock);
    free(tm->waiters);
    free(tm->slots);
    free(tm);
}

void gc_term_set_tuning(GcTerminator *tm, const GcTermTuning *tu)
{
    if (tu == NULL)
        gc_term_default_tuning(&tm->tu);
    else
        tm->tu = *tu;
}

void gc_term_reset(GcTerminator *tm, int nworkers, int protocol,
                   GcPeekFn peek, void *peek_arg)
{
    if (nworkers < 1)
        nworkers = 1;
    if (nworkers > tm->max)
        nworkers = tm->max;
    tm->n = nworkers;
    tm->protocol = protocol;
    tm->peek = peek;
    tm->peek_arg = peek_arg;
    atomic_store_explicit(&tm->offered, 0, memory_order_relaxed);
    atomic_store_explicit(&tm->hint_wanted, false, memory_order_relaxed);
    tm->spinner = -1;
    tm->done = false;
    tm->nwaiting = 0;
    for (int i = 0; i < tm->max; i++) {
        tm->slots[i].wake = false;
        tm->slots[i].yields_left = tm->tu.park_yields;
    }
}

static size_t peek(GcTerminator *tm)
{
    return tm->peek != NULL ? tm->peek(tm->peek_arg) : 0;
}

/* ---- GC_TERM_YIELD ---- */

static bool offer_yield(GcTerminator *tm, GcWorkStats *st)
{
    const GcTermTuning *tu = &tm->tu;
    atomic_fetch_add_explicit(&tm->offered, 1, memory_order_seq_cst);
    unsigned start = tu->hard_spins >> tu->spin_to_yield_ratio;
    if (start == 0)
        start = 1;
    unsigned limit = start, spin_rounds = 0, rounds = 0;
    for (;;) {
        if (atomic_load_explicit(&tm->offered, memory_order_acquire) == tm->n)
            return true;
        if (rounds < tu->rounds_before_sleep) {
            rounds++;
            if (spin_rounds > tu->spin_to_yield_ratio) {
                sched_yield();
                st->yields++;
                spin_rounds = 0;
                limit = start;
            } else {
                relax_n(limit);
                st->spins += limit;
                limit = limit * 2 < tu->hard_spins ? limit * 2 : tu->hard_spins;
                spin_rounds++;
            }
        } else {
            struct timespec ts = { (time_t)(tu->sleep_ms / 1000),
                                   (long)(tu->sleep_ms % 1000) * 1000000L };
            nanosleep(&ts, NULL);
            st->sleeps++;
        }
        if (peek(tm) > 0) {
            atomic_fetch_sub_explicit(&tm->offered, 1, memory_order_seq_cst);
            return false;
        }
    }
}

/* ---- GC_TERM_PARK ---- */

/* Tasks beyond one per still-working worker: a busy worker pops its own
 * last task soon, so only a surplus is worth leaving the offer for. */
static size_t surplus(GcTerminator *tm)
{
    size_t tasks = peek(tm);
    int working = tm->n - atomic_load_explicit(&tm->offered, memory_order_acquire);
    if (working < 0)
        working = 0;
    return tasks > (size_t)working ? tasks - (size_t)working : 0;
}

/* The spinner's watch over the queues, without the lock. */
static int spin_for_work(GcTerminator *tm, int w, GcWorkStats *st)
{
    const GcTermTuning *tu = &tm->tu;
    unsigned limit = tu->park_spin_start ? tu->park_spin_start : 1;
    for (unsigned round = 0;; round++) {
        if (atomic_load_explicit(&tm->offered, memory_order_acquire) == tm->n)
            return SPIN_DONE;
        if (surplus(tm) > 0)
            return SPIN_FOUND;
        if (round >= tu->park_spin_rounds)
            return SPIN_GAVE_UP;
        if (round == tu->park_spin_rounds / 2 && tm->slots[w].yields_left > 0) {
            /* Once per spell, while the budget lasts, let a preempted busy
             * worker have this CPU. */
            tm->slots[w].yields_left--;
            sched_yield();
            st->yields++;
        } else {
            relax_n(limit);
            st->spins += limit;
            limit = limit * 2 < tu->park_spin_max ? limit * 2 : tu->park_spin_max;
        }
    }
}

/* With the lock: wakes up to k blocked workers, most recently blocked
 * first (their caches are the warmest). */
static void wake_some(GcTerminator *tm, size_t k, GcWorkStats *st)
{
    while (k > 0 && tm->nwaiting > 0) {
        int id = tm->waiters[--tm->nwaiting];
        tm->slots[id].wake = true;
        pthread_cond_signal(&tm->slots[id].cv);
        st->wakeups++;
        k--;
    }
}

/* With the lock: blocks worker w until woken, done, or (ms > 0) the time-out.
 * Returns false on time-out. */
static bool block(GcTerminator *tm, int w, unsigned ms, GcWorkStats *st)
{
    Slot *s = &tm->slots[w];
    s->wake = false;
    tm->waiters[tm->nwaiting++] = w;
    st->parks++;
    struct timespec dl;
    if (ms > 0) {
        os_monotonic_deadline(&dl, (int64_t)ms * 1000000);
    }
    while (!s->wake && !tm->done) {
        int rc = ms > 0 ? pthread_cond_timedwait(&s->cv, &tm->lock, &dl)
                        : pthread_cond_wait(&s->cv, &tm->lock);
        if (rc == ETIMEDOUT && !s->wake && !tm->done) {
            for (int i = 0; i < tm->nwaiting; i++) {
                if (tm->waiters[i] == w) {
                    tm->waiters[i] = tm->waiters[--tm->nwaiting];
                    break;
                }
            }
            st->timeouts++;
            return false;
        }
    }
    return true;
}

/* With the lock: worker leaves its offer to go and steal. */
static bool leave(GcTerminator *tm)
{
    atomic_store_explicit(&tm->offered,
                          atomic_load_explicit(&tm->offered, memory_order_relaxed) - 1,
                          memory_order_seq_cst);
    if (tm->spinner < 0 && tm->nwaiting > 0)
        atomic_store_explicit(&tm->hint_wanted, true, memory_order_relaxed);
    pthread_mutex_unlock(&tm->lock);
    return false;
}

static bool offer_park(GcTerminator *tm, int w, GcWorkStats *st)
{
    pthread_mutex_lock(&tm->lock);
    int off = atomic_load_explicit(&tm->offered, memory_order_relaxed) + 1;
    atomic_store_explicit(&tm->offered, off, memory_order_seq_cst);
    if (off == tm->n) {
        tm->done = true;
        atomic_store_explicit(&tm->hint_wanted, false, memory_order_relaxed);
        wake_some(tm, (size_t)tm->nwaiting, st);
        pthread_mutex_unlock(&tm->lock);
        return true;
    }
    unsigned watch_ms = tm->tu.park_watch_ms ? tm->tu.park_watch_ms : 1;
    for (;;) {
        if (tm->done)
            break;
        if (tm->spinner < 0) {
            tm->spinner = w;
            atomic_store_explicit(&tm->hint_wanted, false, memory_order_relaxed);
            pthread_mutex_unlock(&tm->lock);
            int r = spin_for_work(tm, w, st);
            if (r == SPIN_DONE)
                return true;        /* final: the last offerer wakes the rest */
            pthread_mutex_lock(&tm->lock);
            tm->spinner = -1;
            if (tm->done)
                break;
            if (r == SPIN_FOUND) {
                size_t extra = surplus(tm);
                if (extra > 0) {
                    wake_some(tm, extra - 1, st);
                    return leave(tm);
                }
                continue;           /* gone already: watch again */
            }
            /* Spun long enough: block, but come back to look now and then
             * in case busy workers never hint. */
            atomic_store_explicit(&tm->hint_wanted, true, memory_order_relaxed);
            block(tm, w, watch_ms, st);
            if (watch_ms < 16)
                watch_ms *= 2;
        } else {
            block(tm, w, 0, st);
        }
        if (tm->done)
            break;
        if (surplus(tm) > 0)
            return leave(tm);
    }
    pthread_mutex_unlock(&tm->lock);
    return true;
}

bool gc_term_offer(GcTerminator *tm, int w, GcWorkStats *st)
{
    st->offers++;
    if (tm->n <= 1)
        return true;
    return tm->protocol == GC_TERM_YIELD ? offer_yield(tm, st) : offer_park(tm, w, st);
}

bool gc_term_hint_wanted(GcTerminator *tm)
{
    return atomic_load_explicit(&tm->hint_wanted, memory_order_relaxed);
}

void gc_term_hint(GcTerminator *tm, GcWorkStats *st)
{
    if (tm->protocol != GC_TERM_PARK ||
        !atomic_exchange_explicit(&tm->hint_wanted, false, memory_order_relaxed))
        return;
    pthread_mutex_lock(&tm->lock);
    if (!tm->done && tm->spinner < 0 && tm->nwaiting > 0) {
        wake_some(tm, 1, st);
        st->hints++;
    }
    pthread_mutex_unlock(&tm->lock);
}
