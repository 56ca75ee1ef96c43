/* mn.c: the mn backend, Java threads as user-level threads over carrier
 * OS threads (M:N).
 *
 * Each thread has its own mmap'd C stack with a PROT_NONE guard page
 * below it (th->init adopts the calling OS thread and its stack as the
 * first thread) and is switched in user space by green's context switch
 * (threads/green/switch.c).  Carriers are pthreads, --carriers=N of them
 * (default th_cpu_count()); the calling OS thread is carrier 0.  Each
 * carrier runs a scheduler loop on a stack of its own (carrier 0's is
 * mmap'd, the others use their pthread stack); a thread switches to its
 * carrier's scheduler whenever it yields, blocks or ends, and the
 * scheduler switches to the next thread.
 *
 * Invariants:
 * - A thread runs on at most one carrier.  on_cpu is 1 from the moment a
 *   scheduler picks it until that scheduler is back on its own stack after
 *   the thread switched out; a scheduler that picks a thread waits for
 *   on_cpu to drop before switching to it, so a thread woken while it is
 *   still on its way out is never resumed on a stale stack pointer.
 * - Blocking: the thread takes a new generation in wait_word (MW_BLOCKED),
 *   then enters the wait structures (a ThMutex's or ThCond's queue, an fd
 *   queue, the timer heap), then switches out.  Exactly one waker wins the
 *   compare-and-swap to MW_WOKEN (mn_claim) and queues it to run; the
 *   thread, once resumed, takes itself off whatever structures still hold
 *   it before it does anything else, so it is in none when it blocks next.
 *   Queue wakers claim under the queue's lock (the thread cannot have left
 *   and re-blocked meanwhile); the timer heap records the generation.
 * - A ThMutex is not handed over (unlike green's): unlock frees it and
 *   wakes one waiter, which competes again; a locker spins briefly first.
 * - Run queues: one per carrier (its own lock), stolen from by idle
 *   carriers (half at a time), and a global one for threads made runnable
 *   by a preemption or from outside a carrier.
 * - Idle carriers: spin for SPIN_NS without a system call, then one of them (the
 *   netpoller) blocks in epoll_wait with the earliest timer as time-out,
 *   the others park on a futex.  A thread made runnable wakes a parked
 *   carrier (or kicks the netpoller) only when no carrier is spinning.
 * - sysmon, an OS thread of its own, ticks every half slice while some
 *   carrier is running threads: it asks a carrier that has run one thread
 *   for a whole slice while others wait to yield (its preempt flag plus
 *   the poll word of the thread it runs: each thread polls a word of its
 *   own, so the threads on other carriers never take the slow path for
 *   it, as they did while the request went through the global
 *   th_poll_flag), fires due timers and polls
 *   fds when no carrier is the netpoller.  With no carrier running Java
 *   code it sleeps on a futex without a deadline: an idle process makes
 *   no system calls.  A carrier in a blocking call is no netpoller: while
 *   every slot's carrier is in one and threads wait for fds or deadlines,
 *   sysmon stays awake and, after a tick, hands one slot over (or wakes a
 *   parked carrier), and the carrier that takes it polls (sysmon_may_sleep).
 *   --idle=legacy: sysmon ticks every slice forever.
 * - Only carriers may call the table (TH_CAP_FOREIGN_PROXY); the sysmon and
 *   the SIGQUIT reader use the internal, OS-thread-safe calls only.
 * - Thread-local storage: code that may switch reads the carrier through
 *   t->carrier after the switch, never a cached TLS address (compilers may
 *   keep one across calls; a thread may come back on another carrier).
 *
 * Blocking calls that cannot go through the netpoller (file I/O, JNI
 * natives, a write to a full terminal) hold the carrier they run on; the
 * other carriers go on (no hand-off of the run queue yet). */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <linux/futex.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include "mn_int.h"
#include "../../os/os.h"

/* The context switch is green's (switch.c). */
void green_ctx_switch(void **save, void *next) __attribute__((visibility("hidden")));
void *green_ctx_init_entry(char *top, void (*entry)(void)) __attribute__((visibility("hidden")));

/* Sanitizers must be told when the stack changes under them.
 * AddressSanitizer: every switch is bracketed by
 * __sanitizer_start_switch_fiber (the destination's stack bounds; NULL as
 * the save slot when the thread leaving is dead) and
 * __sanitizer_finish_switch_fiber once on the destination, as green does.
 * ThreadSanitizer: each thread and each carrier's scheduler is a TSan
 * fiber, and __tsan_switch_to_fiber comes right before each switch (with
 * synchronisation: what a thread did before it switched out happens before
 * what it does after it resumes, on whichever carrier). */
#if defined(__SANITIZE_ADDRESS__)
#define MN_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MN_ASAN 1
#endif
#endif
#if defined(__SANITIZE_THREAD__)
#define MN_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define MN_TSAN 1
#endif
#endif
#ifdef MN_ASAN
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#endif
#ifdef MN_TSAN
#include <sanitizer/tsan_interface.h>
#endif

/* Before a switch to the stack [bottom, bottom + size), fiber `fiber`. */
static inline void san_leave(void **fake_save, const void *bottom, size_t size, void *fiber)
{
#ifdef MN_ASAN
    __sanitizer_start_switch_fiber(fake_save, bottom, size);
#else
    (void)fake_save, (void)bottom, (void)size;
#endif
#ifdef MN_TSAN
    __tsan_switch_to_fiber(fiber, 0);
#else
    (void)fiber;
#endif
}

/* First thing on the stack switched to; *bottom_old/size_old (may be
 * NULL) get the bounds of the stack left. */
static inline void san_arrive(void *fake, const void **bottom_old, size_t *size_old)
{
#ifdef MN_ASAN
    __sanitizer_finish_switch_fiber(fake, bottom_old, size_old);
#else
    (void)fake, (void)bottom_old, (void)size_old;
#endif
}

static inline void *san_fiber_new(void)
{
#ifdef MN_TSAN
    return __tsan_create_fiber(0);
#else
    return NULL;
#endif
}

static inline void *san_fiber_current(void)
{
#ifdef MN_TSAN
    return __tsan_get_current_fiber();
#else
    return NULL;
#endif
}

#define DEFAULT_STACK (256 * 1024)
#define MIN_STACK (64 * 1024)
#define SCHED_STACK (256 * 1024)
/* A thread's mapping is [guard page][C stack][th->stack_extra's area, the
 * VM's Java stack]; the C stack's top is STACK_SHARE bytes into the first
 * page past its nominal size and the extra area starts there, so a thread
 * that uses under STACK_SHARE bytes of C stack and the rest of the page of
 * Java stack (one parked in wait: about 2.7 KB and a few hundred bytes)
 * touches a single page for both. */
#define STACK_SHARE 3072
#define SLICE_US 10000
/* An idle carrier looks for work this long (busy, no system call) before
 * it parks or becomes the netpoller.  Bounded in time, not in rounds: a
 * round whose carrier the kernel deschedules counts its whole absence. */
#define SPIN_NS (20 * 1000)
#define MAX_SPARES 256              /* carriers beyond --carriers, for hand-offs */
#define NETPOLL_SYSMON_NS (2 * 1000000)
#define NETPOLL_STALE_NS (100 * 1000)

enum { ACT_NONE, ACT_BLOCK, ACT_YIELD_LOCAL, ACT_YIELD_GLOBAL, ACT_DEAD };

/* A run queue: a FIFO through ThThread.rnext, under its owner's lock. */
typedef struct RunQ {
    ThThread *head, *tail;
    int n;
} RunQ;

struct Carrier {
    int id;
    pthread_mutex_t qlock;
    RunQ q;                         /* local run queue, under qlock */
    int polling;                    /* in go_idle's netpoll (its own threads run next) */
    _Atomic int qn;                 /* q.n, readable without the lock */
    void *sched_sp;                 /* the scheduler's saved stack pointer */
    const void *sched_bottom;       /* the scheduler's stack, for sanitizers */
    size_t sched_size;
    void *sched_fiber;              /* ThreadSanitizer's fiber for it */
    ThThread *cur;                  /* the thread it runs, or NULL; written under
                                       curlock, read by others under it */
    atomic_flag curlock;            /* so sysmon and poll_raise may write cur's
                                       poll word (cur is freed once it ends) */
    int action;                     /* what the thread switching out asks (ACT_*) */
    _Atomic int parked;             /* futex word: 1 while parked */
    _Atomic int preempt;            /* sysmon asks cur to yield */
    _Atomic int running;            /* a thread is on it (for sysmon) */
    _Atomic uint64_t resumes;       /* threads resumed so far */
    int holds_slot;                 /* may run threads (own field) */
    _Atomic int blocking;           /* 0, 1: cur is in a blocking call, 2: ...and
                                       sysmon handed c's slot to another carrier */
    _Atomic int64_t blocking_since;
    _Atomic int64_t resumed_ns;     /* when cur was resumed */
    uint64_t seen_resumes;          /* sysmon's */
    unsigned rng;
};

MnStats mn_stats;

static ThConfig cfg;
static int legacy;
static long slice_us;
static size_t page_size;
static int nslots;                  /* --carriers: threads running Java code at once */
static _Atomic int ncarriers;       /* carriers made (nslots, plus spares for hand-offs) */
static int max_carriers;
static Carrier *carriers;           /* max_carriers entries, made as needed */
static _Atomic int slots_free;      /* slots no carrier holds (handed off) */
static _Atomic int starting;        /* spare carriers started, not yet looking for a slot */
static pthread_mutex_t spawn_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t spare_lock = PTHREAD_MUTEX_INITIALIZER;
static Carrier **spares;            /* slot-less carriers parked, a stack */
static int nspares;
static _Atomic int nspares_atomic;
static ThThread main_thread;
static int initialized;
static int64_t start_ns;

static pthread_mutex_t gq_lock = PTHREAD_MUTEX_INITIALIZER;
static RunQ gq;                     /* global run queue */
static _Atomic int gqn;

static _Atomic int nspinning;       /* carriers looking for work, not parked */
static _Atomic int nactive;         /* carriers not idle (running or spinning) */
static _Atomic int nblocking;       /* carriers whose thread is in a blocking call */
static _Atomic int netpoller_busy;  /* a carrier holds the netpoller role */
static _Atomic int netpoll_blocked; /* ...and is inside epoll_wait */
static _Atomic int64_t netpoll_deadline;
static _Atomic int64_t last_netpoll_ns;
static _Atomic int64_t heap_first = TH_FOREVER;    /* the timers' earliest deadline, or TH_FOREVER */

static pthread_mutex_t idle_lock = PTHREAD_MUTEX_INITIALIZER;
static Carrier **idle;              /* parked carriers, a stack */
static int nidle;
static _Atomic int nidle_atomic;

static _Atomic int sysmon_word;     /* futex: bumped to wake sysmon */
static _Atomic int sysmon_sleeping;

static _Thread_local Carrier *tls_carrier;

/* ---- helpers ---- */

static long futex(_Atomic int *w, int op, int val, const struct timespec *ts)
{
    return syscall(SYS_futex, w, op, val, ts, NULL, 0);
}

static inline void cpu_relax(void)
{
#if defined(__x86_64__)
    __asm__ __volatile__("pause");
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

/* The carrier the calling OS thread is, read afresh (never inlined, so no
 * caller keeps the TLS address across a switch). */
static TH_OPAQUE Carrier *carrier_self(void)
{
    TH_OPAQUE_BODY();
    return tls_carrier;
}

/* The running thread (the table is called on carriers only). */
static ThThread *current(void)
{
    return carrier_self()->cur;
}

/* ---- queues ---- */

static void runq_push(RunQ *q, ThThread *t)
{
    t->rnext = NULL;
    if (q->tail != NULL)
        q->tail->rnext = t;
    else
        q->head = t;
    q->tail = t;
    q->n++;
}

static ThThread *runq_pop(RunQ *q)
{
    ThThread *t = q->head;
    if (t != NULL) {
        q->head = t->rnext;
        if (q->head == NULL)
            q->tail = NULL;
        q->n--;
        t->rnext = NULL;
    }
    return t;
}

static void local_push(Carrier *c, ThThread *t)
{
    pthread_mutex_lock(&c->qlock);
    runq_push(&c->q, t);
    atomic_store(&c->qn, c->q.n);
    pthread_mutex_unlock(&c->qlock);
}

static ThThread *local_pop(Carrier *c)
{
    if (atomic_load_explicit(&c->qn, memory_order_relaxed) == 0)
        return NULL;
    pthread_mutex_lock(&c->qlock);
    ThThread *t = runq_pop(&c->q);
    atomic_store(&c->qn, c->q.n);
    pthread_mutex_unlock(&c->qlock);
    return t;
}

static void global_push(ThThread *t)
{
    pthread_mutex_lock(&gq_lock);
    runq_push(&gq, t);
    atomic_store(&gqn, gq.n);
    pthread_mutex_unlock(&gq_lock);
}

static ThThread *global_pop(void)
{
    if (atomic_load_explicit(&gqn, memory_order_relaxed) == 0)
        return NULL;
    pthread_mutex_lock(&gq_lock);
    ThThread *t = runq_pop(&gq);
    atomic_store(&gqn, gq.n);
    pthread_mutex_unlock(&gq_lock);
    return t;
}

/* Takes half of another carrier's queue (at least one thread), keeps all
 * but the first in c's queue and returns the first. */
static ThThread *steal(Carrier *c)
{
    int n = atomic_load(&ncarriers);
    if (n < 2)
        return NULL;
    c->rng = c->rng * 1103515245u + 12345u;
    int start = (int)((c->rng >> 8) % (unsigned)n);
    for (int k = 0; k < n; k++) {
        Carrier *v = &carriers[(start + k) % n];
        if (v == c || atomic_load_explicit(&v->qn, memory_order_relaxed) == 0)
            continue;
        RunQ got = { NULL, NULL, 0 };
        pthread_mutex_lock(&v->qlock);
        int take = (v->q.n + 1) / 2;
        for (int i = 0; i < take && v->q.head != NULL; i++)
            runq_push(&got, runq_pop(&v->q));
        atomic_store(&v->qn, v->q.n);
        pthread_mutex_unlock(&v->qlock);
        ThThread *first = runq_pop(&got);
        if (first == NULL)
            continue;
        atomic_fetch_add_explicit(&mn_stats.steals, 1, memory_order_relaxed);
        if (got.n > 0) {
            pthread_mutex_lock(&c->qlock);
            ThThread *t;
            while ((t = runq_pop(&got)) != NULL)
                runq_push(&c->q, t);
            atomic_store(&c->qn, c->q.n);
            pthread_mutex_unlock(&c->qlock);
        }
        return first;
    }
    return NULL;
}

static int any_work(void)
{
    if (atomic_load(&gqn) > 0)
        return 1;
    int n = atomic_load(&ncarriers);
    for (int i = 0; i < n; i++)
        if (atomic_load(&carriers[i].qn) > 0)
            return 1;
    return 0;
}

/* ---- slots: at most nslots carriers run threads; hand-offs ---- */

static int slot_take(void)
{
    int f = atomic_load(&slots_free);
    while (f > 0)
        if (atomic_compare_exchange_weak(&slots_free, &f, f - 1))
            return 1;
    return 0;
}

static void *carrier_main(void *arg);

/* Starts a spare carrier for a slot that is free.  Returns 1 if started. */
static int spare_start(void)
{
    pthread_mutex_lock(&spawn_lock);
    int n = atomic_load(&ncarriers);
    int ok = 0;
    if (n < max_carriers && atomic_load(&slots_free) > atomic_load(&starting)) {
        Carrier *c = &carriers[n];
        c->id = n;
        c->rng = 0x9E3779B9u * (unsigned)(n + 1);
        pthread_mutex_init(&c->qlock, NULL);
        atomic_fetch_add(&starting, 1);
        pthread_attr_t attr;
        pthread_attr_init(&attr);
        pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
        pthread_attr_setstacksize(&attr, 256 * 1024);
        sigset_t all, old;
        sigfillset(&all);
        pthread_sigmask(SIG_SETMASK, &all, &old);
        pthread_t pt;
        int e = pthread_create(&pt, &attr, carrier_main, c);
        pthread_sigmask(SIG_SETMASK, &old, NULL);
        pthread_attr_destroy(&attr);
        if (e == 0) {
            atomic_store(&ncarriers, n + 1);
            atomic_fetch_add_explicit(&mn_stats.spares_started, 1, memory_order_relaxed);
            ok = 1;
        } else {
            atomic_fetch_sub(&starting, 1);
        }
    }
    pthread_mutex_unlock(&spawn_lock);
    return ok;
}

/* ---- waking carriers ---- */

static void sysmon_wake(void)
{
    atomic_fetch_add(&sysmon_word, 1);
    if (atomic_load(&sysmon_sleeping))
        futex(&sysmon_word, FUTEX_WAKE_PRIVATE, 1, NULL);
}

/* Threads wait for fds or deadlines and no carrier is the netpoller:
 * nothing but sysmon's polls wakes them. */
static int polls_unserved(void)
{
    return (netpoll_waiters() > 0 || atomic_load(&heap_first) != TH_FOREVER)
           && !atomic_load(&netpoller_busy);
}

/* A carrier stops idling: if no other carrier was running Java code,
 * sysmon may be asleep and must tick again (preemption, hand-offs). */
static void carrier_active(void)
{
    if (atomic_fetch_add(&nactive, 1) - atomic_load(&nblocking) <= 0)
        sysmon_wake();
}

/* Some thread became runnable: get a carrier to look, unless one is
 * looking already. */
static void wake_carrier(void)
{
    atomic_thread_fence(memory_order_seq_cst);
    if (atomic_load(&nspinning) > 0)
        return;
    if (atomic_load(&nidle_atomic) > 0) {
        pthread_mutex_lock(&idle_lock);
        Carrier *c = nidle > 0 ? idle[--nidle] : NULL;
        atomic_store(&nidle_atomic, nidle);
        pthread_mutex_unlock(&idle_lock);
        if (c != NULL) {
            atomic_store(&c->parked, 0);
            futex(&c->parked, FUTEX_WAKE_PRIVATE, 1, NULL);
            return;
        }
    }
    if (atomic_load(&slots_free) > 0) {     /* a slot was handed off */
        Carrier *c = NULL;
        if (atomic_load(&nspares_atomic) > 0) {
            pthread_mutex_lock(&spare_lock);
            c = nspares > 0 ? spares[--nspares] : NULL;
            atomic_store(&nspares_atomic, nspares);
            pthread_mutex_unlock(&spare_lock);
        }
        if (c != NULL) {
            atomic_store(&c->parked, 0);
            futex(&c->parked, FUTEX_WAKE_PRIVATE, 1, NULL);
            return;
        }
        if (spare_start())
            return;
    }
    if (atomic_load(&netpoll_blocked))
        netpoll_kick();
    else if (atomic_load(&nblocking) > 0 && atomic_load(&sysmon_sleeping))
        sysmon_wake();                      /* to hand a blocked carrier's slot over */
}

/* A carrier without a slot: waits for one (parked on the spare list). */
static void slot_acquire(Carrier *c)
{
    while (!c->holds_slot) {
        if (slot_take()) {
            c->holds_slot = 1;
            return;
        }
        pthread_mutex_lock(&spare_lock);
        spares[nspares++] = c;
        atomic_store(&nspares_atomic, nspares);
        atomic_store(&c->parked, 1);
        pthread_mutex_unlock(&spare_lock);
        atomic_thread_fence(memory_order_seq_cst);
        if (atomic_load(&slots_free) > 0) {
            pthread_mutex_lock(&spare_lock);
            for (int i = 0; i < nspares; i++)
                if (spares[i] == c) {
                    spares[i] = spares[--nspares];
                    break;
                }
            atomic_store(&nspares_atomic, nspares);
            pthread_mutex_unlock(&spare_lock);
            atomic_store(&c->parked, 0);
            continue;
        }
        atomic_fetch_sub(&nactive, 1);
        while (atomic_load(&c->parked))
            futex(&c->parked, FUTEX_WAIT_PRIVATE, 1, NULL);
        carrier_active();
    }
}

/* sysmon: c's thread has been in a blocking call for a while and other
 * threads wait: c's slot goes to another carrier, its queue to the global
 * one (Go's hand-off).  The thread takes a slot again when it returns. */
static void handoff(Carrier *c)
{
    int expect = 1;
    if (!atomic_compare_exchange_strong(&c->blocking, &expect, 2))
        return;
    atomic_fetch_add_explicit(&mn_stats.handoffs, 1, memory_order_relaxed);
    pthread_mutex_lock(&c->qlock);
    RunQ q = c->q;
    c->q.head = c->q.tail = NULL;
    c->q.n = 0;
    atomic_store(&c->qn, 0);
    pthread_mutex_unlock(&c->qlock);
    if (q.n > 0) {
        pthread_mutex_lock(&gq_lock);
        if (gq.tail != NULL)
            gq.tail->rnext = q.head;
        else
            gq.head = q.head;
        gq.tail = q.tail;
        gq.n += q.n;
        atomic_store(&gqn, gq.n);
        pthread_mutex_unlock(&gq_lock);
    }
    atomic_fetch_add(&slots_free, 1);
    wake_carrier();
}

int mn_claim(ThThread *t, uint64_t gen)
{
    uint64_t expect = (gen << 2) | MW_BLOCKED;
    return atomic_compare_exchange_strong(&t->wait_word, &expect, (gen << 2) | MW_WOKEN);
}

void mn_ready(ThThread *t)
{
    Carrier *c = carrier_self();
    if (c != NULL && c->holds_slot && !atomic_load(&c->blocking))
        local_push(c, t);
    else
        global_push(t);                 /* from sysmon, or a carrier in a blocking call */
    if (c != NULL && c->polling && atomic_load(&c->qn) <= 1)
        return;                     /* the idle carrier that polled runs it itself */
    wake_carrier();
}

/* ---- timers: one heap for every carrier ---- */

static pthread_mutex_t timer_lock = PTHREAD_MUTEX_INITIALIZER;
static ThThread **heap;
static int heap_n, heap_cap;

static void heap_set(int i, ThThread *t)
{
    heap[i] = t;
    t->timer_idx = i;
}

static void heap_up(int i)
{
    ThThread *t = heap[i];
    while (i > 0) {
        int p = (i - 1) / 2;
        if (heap[p]->deadline <= t->deadline)
            break;
        heap_set(i, heap[p]);
        i = p;
    }
    heap_set(i, t);
}

static void heap_down(int i)
{
    ThThread *t = heap[i];
    for (;;) {
        int c = 2 * i + 1;
        if (c >= heap_n)
            break;
        if (c + 1 < heap_n && heap[c + 1]->deadline < heap[c]->deadline)
            c++;
        if (t->deadline <= heap[c]->deadline)
            break;
        heap_set(i, heap[c]);
        i = c;
    }
    heap_set(i, t);
}

static void heap_remove_locked(ThThread *t)
{
    int i = t->timer_idx;
    t->timer_idx = -1;
    ThThread *last = heap[--heap_n];
    if (i != heap_n) {
        heap_set(i, last);
        heap_up(i);
        heap_down(last->timer_idx);
    }
    atomic_store(&heap_first, heap_n > 0 ? heap[0]->deadline : TH_FOREVER);
}

/* Puts the running thread t (blocked in generation gen) on the heap.
 * Returns 0, or -1 without memory. */
static int timer_add(ThThread *t, uint64_t gen, int64_t deadline)
{
    pthread_mutex_lock(&timer_lock);
    if (heap_n == heap_cap) {
        int cap = heap_cap ? heap_cap * 2 : 64;
        ThThread **h = realloc(heap, (size_t)cap * sizeof *h);
        if (h == NULL) {
            pthread_mutex_unlock(&timer_lock);
            return -1;
        }
        heap = h;
        heap_cap = cap;
    }
    t->deadline = deadline;
    t->timer_gen = gen;
    heap_set(heap_n++, t);
    heap_up(heap_n - 1);
    int64_t first = heap[0]->deadline;
    atomic_store(&heap_first, first);
    pthread_mutex_unlock(&timer_lock);
    /* The netpoller sleeps until the earliest deadline: an earlier one, or
     * the first with nobody in that role, must get a carrier to look. */
    if (deadline < atomic_load(&netpoll_deadline) && atomic_load(&netpoll_blocked))
        netpoll_kick();
    else if (!atomic_load(&netpoller_busy) && atomic_load(&nidle_atomic) > 0
             && atomic_load(&nspinning) == 0)
        wake_carrier();
    return 0;
}

static void timer_remove(ThThread *t)
{
    if (atomic_load_explicit(&t->timer_idx, memory_order_relaxed) < 0)  /* peek; re-checked under the lock */
        return;
    pthread_mutex_lock(&timer_lock);
    if (t->timer_idx >= 0)
        heap_remove_locked(t);
    pthread_mutex_unlock(&timer_lock);
}

/* Wakes every thread whose deadline has passed.  Returns how many. */
static int timers_fire(int64_t now)
{
    if (atomic_load_explicit(&heap_first, memory_order_relaxed) > now)
        return 0;
    int woken = 0;
    pthread_mutex_lock(&timer_lock);
    while (heap_n > 0 && heap[0]->deadline <= now) {
        ThThread *t = heap[0];
        uint64_t gen = t->timer_gen;
        heap_remove_locked(t);
        if (mn_claim(t, gen)) {
            t->timed_out = 1;
            mn_ready(t);
            woken++;
        }
    }
    pthread_mutex_unlock(&timer_lock);
    return woken;
}

/* ---- switching ---- */

/* Starts a block of the running thread t: returns its new generation. */
static uint64_t block_begin(ThThread *t)
{
    uint64_t gen = (atomic_load(&t->wait_word) >> 2) + 1;
    t->timed_out = 0;
    atomic_store(&t->wait_word, (gen << 2) | MW_BLOCKED);
    return gen;
}

/* Switches from the running thread t to its carrier's scheduler, which
 * then does `action`.  Returns when t is resumed (maybe elsewhere). */
static void switch_out(ThThread *t, int action)
{
    Carrier *c = t->carrier;
    c->action = action;
    void *fake = NULL;              /* ASan's, on t's stack until it resumes */
    san_leave(action == ACT_DEAD ? NULL : &fake, c->sched_bottom, c->sched_size, c->sched_fiber);
    green_ctx_switch(&t->sp, c->sched_sp);
    san_arrive(fake, NULL, NULL);
}

/* Parks the running thread t, already in its wait structures in
 * generation gen, with an optional deadline; returns 1 if the deadline
 * woke it.  Takes it off the timer heap before returning; the caller
 * takes it off its wait queue. */
static int block(ThThread *t, uint64_t gen, int64_t deadline)
{
    if (deadline != TH_FOREVER && timer_add(t, gen, deadline) < 0) {
        if (mn_claim(t, gen)) {     /* no memory for a timer: time out now */
            t->timed_out = 1;
            mn_ready(t);
        }
    }
    switch_out(t, ACT_BLOCK);
    if (deadline != TH_FOREVER)
        timer_remove(t);
    atomic_store(&t->wait_word, (gen << 2) | MW_NONE);
    return t->timed_out;
}

static void free_thread(ThThread *t)
{
#ifdef MN_ASAN
    /* Its frames never returned: clear their redzones' poison before the
     * pages go back, so a later mapping there starts clean. */
    ASAN_UNPOISON_MEMORY_REGION(t->map, t->map_size);
#endif
#ifdef MN_TSAN
    __tsan_destroy_fiber(t->san_fiber);
#endif
    munmap(t->map, t->map_size);
    free(t);
}

/* c->cur, under c->curlock. */
static void set_cur(Carrier *c, ThThread *t)
{
    while (atomic_flag_test_and_set_explicit(&c->curlock, memory_order_acquire))
        cpu_relax();
    c->cur = t;
    atomic_flag_clear_explicit(&c->curlock, memory_order_release);
}

/* Raises the poll word of the thread c runs, if any (any OS thread). */
static void raise_cur(Carrier *c)
{
    while (atomic_flag_test_and_set_explicit(&c->curlock, memory_order_acquire))
        cpu_relax();
    if (c->cur != NULL)
        __atomic_store_n(&c->cur->poll, 1, __ATOMIC_RELAXED);
    atomic_flag_clear_explicit(&c->curlock, memory_order_release);
}

/* Back on c's scheduler stack after t switched out: does what t asked.
 * Both ways a carrier gets there go through here (run_thread, and
 * carrier 0's first switch from the main thread, sched0_entry), so a
 * thread that leaves a carrier without a slot is never queued unseen. */
static void switched_out(Carrier *c, ThThread *t)
{
    atomic_store_explicit(&c->running, 0, memory_order_relaxed);
    int was_blocking = atomic_exchange(&c->blocking, 0);
    if (was_blocking != 0)
        atomic_fetch_sub(&nblocking, 1);
    if (was_blocking == 2)
        c->holds_slot = 0;              /* switched out inside its blocking call */
    atomic_store(&c->preempt, 0);       /* a request for the thread that left */
    set_cur(c, NULL);
    int action = c->action;
    atomic_store_explicit(&t->on_cpu, 0, memory_order_release);
    switch (action) {
    case ACT_YIELD_LOCAL:
        local_push(c, t);
        break;
    case ACT_YIELD_GLOBAL:
        global_push(t);
        if (!c->holds_slot)
            wake_carrier();             /* back from a hand-off: c may not run it */
        break;
    case ACT_DEAD:
        free_thread(t);
        break;
    default:
        break;                      /* ACT_BLOCK: a waker queues it */
    }
}

/* Runs t on carrier c until it switches out, then does what it asked. */
static void run_thread(Carrier *c, ThThread *t)
{
    for (int spins = 0; atomic_load_explicit(&t->on_cpu, memory_order_acquire); spins++) {
        if (spins < 100)
            cpu_relax();
        else
            sched_yield();          /* its carrier was descheduled mid-switch */
    }
    atomic_store_explicit(&t->on_cpu, 1, memory_order_relaxed);
    t->carrier = c;
    set_cur(c, t);
    /* A stop-the-world request raised while t was switched out (the
     * request comes before th_poll_flag, which comes before poll_raise
     * reads cur under curlock: either it saw t or t sees the flag). */
    if (th_poll_flag)
        __atomic_store_n(&t->poll, 1, __ATOMIC_RELAXED);
    c->action = ACT_NONE;
    atomic_store_explicit(&c->resumed_ns, th_now(), memory_order_relaxed);
    atomic_fetch_add_explicit(&c->resumes, 1, memory_order_relaxed);
    atomic_store_explicit(&c->running, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&mn_stats.switches, 1, memory_order_relaxed);
    void *fake = NULL;
    san_leave(&fake, t->san_bottom, t->san_size, t->san_fiber);
    green_ctx_switch(&c->sched_sp, t->sp);
    san_arrive(fake, NULL, NULL);
    switched_out(c, t);
}

/* Nothing to run: becomes the netpoller or parks, until there may be
 * work.  c is not counted active meanwhile. */
static void go_idle(Carrier *c)
{
    atomic_fetch_sub(&nactive, 1);  /* sysmon sleeps once it sees 0 */
    int want_poll = netpoll_waiters() > 0 || atomic_load(&heap_first) != TH_FOREVER;
    int expect = 0;
    if (want_poll && atomic_compare_exchange_strong(&netpoller_busy, &expect, 1)) {
        /* Announce the wait before reading the earliest deadline: a timer
         * added meanwhile sees netpoll_blocked with TH_FOREVER or the old
         * deadline, and kicks (timer_add). */
        atomic_store(&netpoll_deadline, TH_FOREVER);
        atomic_store(&netpoll_blocked, 1);
        atomic_thread_fence(memory_order_seq_cst);
        int64_t first = atomic_load(&heap_first);
        atomic_store(&netpoll_deadline, first);
        int64_t now = th_now();
        int64_t timeout = first == TH_FOREVER ? -1 : first <= now ? 0 : first - now;
        if (any_work())
            timeout = 0;
        c->polling = 1;
        /* Interrupted (a stop and SIGCONT, as when a tracer attaches, ends
         * epoll_wait with EINTR whatever SA_RESTART says): wait again at
         * once rather than look for work, which costs calls. */
        int64_t end = timeout > 0 ? th_now() + timeout : 0;
        while (netpoll_poll(timeout) < 0 && errno == EINTR && !any_work()) {
            if (timeout > 0 && (timeout = end - th_now()) < 0)
                timeout = 0;
            if (timeout == 0)
                break;
        }
        atomic_store(&netpoll_blocked, 0);
        atomic_store(&netpoll_deadline, TH_FOREVER);
        atomic_store(&last_netpoll_ns, th_now());
        timers_fire(th_now());
        c->polling = 0;
        atomic_store(&netpoller_busy, 0);
    } else {
        pthread_mutex_lock(&idle_lock);
        idle[nidle++] = c;
        atomic_store(&nidle_atomic, nidle);
        atomic_store(&c->parked, 1);
        pthread_mutex_unlock(&idle_lock);
        atomic_thread_fence(memory_order_seq_cst);
        int poll_wanted = (netpoll_waiters() > 0 || atomic_load(&heap_first) != TH_FOREVER)
                          && !atomic_load(&netpoller_busy);
        if (any_work() || poll_wanted) {
            pthread_mutex_lock(&idle_lock);
            for (int i = 0; i < nidle; i++)
                if (idle[i] == c) {
                    idle[i] = idle[--nidle];
                    break;
                }
            atomic_store(&nidle_atomic, nidle);
            pthread_mutex_unlock(&idle_lock);
            atomic_store(&c->parked, 0);
        } else {
            atomic_fetch_add_explicit(&mn_stats.parks, 1, memory_order_relaxed);
            while (atomic_load(&c->parked))
                futex(&c->parked, FUTEX_WAIT_PRIVATE, 1, NULL);
        }
    }
    carrier_active();
}

/* The next thread for c to run; waits (idle) until there is one. */
static ThThread *find_runnable(Carrier *c)
{
    int spins = 0;
    int64_t spin_end = 0;
    atomic_fetch_add(&nspinning, 1);
    for (;;) {
        /* Busy carriers never idle into the netpoller: whoever schedules
         * looks at it without blocking when nobody has for a while, so
         * ready sockets do not wait for sysmon (Go's findrunnable). */
        int expect = 0;
        if (netpoll_waiters() > 0
            && th_now() - atomic_load_explicit(&last_netpoll_ns, memory_order_relaxed) >= NETPOLL_STALE_NS
            && atomic_compare_exchange_strong(&netpoller_busy, &expect, 1)) {
            atomic_store(&last_netpoll_ns, th_now());
            c->polling = 1;
            netpoll_poll(0);
            c->polling = 0;
            atomic_store(&netpoller_busy, 0);
        }
        ThThread *t = local_pop(c);
        if (t == NULL)
            t = global_pop();
        if (t == NULL && timers_fire(th_now()) > 0)
            t = local_pop(c);
        if (t == NULL)
            t = steal(c);
        if (t != NULL) {
            /* The last spinner to find work wakes another, so that a burst
             * of readied threads spreads over the carriers. */
            if (atomic_fetch_sub(&nspinning, 1) == 1 && any_work())
                wake_carrier();
            return t;
        }
        int64_t now = th_now();
        if (spins++ == 0)
            spin_end = now + SPIN_NS;
        if (now < spin_end) {
            /* Threads waiting for fds: look without blocking, now and then
             * (a reply on a socket usually comes within microseconds). */
            expect = 0;
            if (spins % 4 == 1 && netpoll_waiters() > 0
                && atomic_compare_exchange_strong(&netpoller_busy, &expect, 1)) {
                c->polling = 1;
                netpoll_poll(0);
                c->polling = 0;
                atomic_store(&netpoller_busy, 0);
                continue;
            }
            /* No sched_yield: it cost a system call per few rounds (about
             * 200 a second with xmltest, a carrier idling through each
             * collection), and on a busy machine it let the spin last a
             * whole time slice. */
            for (int i = 0; i < 20; i++)
                cpu_relax();
            continue;
        }
        atomic_fetch_sub(&nspinning, 1);
        go_idle(c);
        atomic_fetch_add(&nspinning, 1);
        spins = 0;
    }
}

static void sched_loop(Carrier *c)
{
    for (;;) {
        slot_acquire(c);
        ThThread *t = find_runnable(c);
        run_thread(c, t);
    }
}

/* Carrier 0's scheduler starts here, on its own stack, the first time the
 * main thread switches out. */
static void sched0_entry(void)
{
    /* The main thread switched out: finish that first (ASan tells the
     * main stack's bounds as it knows them, for switches back to it). */
    san_arrive(NULL, &main_thread.san_bottom, &main_thread.san_size);
    Carrier *c = carrier_self();
    switched_out(c, c->cur);        /* maybe back from a hand-off (never ACT_DEAD:
                                       the main thread does not end by switching) */
    sched_loop(c);
    abort();
}

static void *carrier_main(void *arg)
{
    Carrier *c = arg;
    tls_carrier = c;
    /* Its scheduler runs on this pthread's own stack. */
    char *low, *high;
    os_thread_stack(&low, &high);
    c->sched_bottom = low;
    c->sched_size = (size_t)(high - (char *)c->sched_bottom);
    c->sched_fiber = san_fiber_current();
    sigset_t none;
    sigemptyset(&none);
    pthread_sigmask(SIG_SETMASK, &none, NULL);
    atomic_fetch_add(&nactive, 1);
    if (!c->holds_slot)
        atomic_fetch_sub(&starting, 1);     /* a spare: slot_acquire from here */
    sched_loop(c);
    return NULL;
}

/* A new thread starts here on its own stack. */
static void thread_entry(void)
{
    san_arrive(NULL, NULL, NULL);   /* first run: no fake stack to restore */
    ThThread *t = carrier_self()->cur;
    t->fn(t->arg);
    switch_out(t, ACT_DEAD);
    abort();                        /* a dead thread is never resumed */
}

/* ---- sysmon ---- */

/* Nothing runs Java code: every carrier idle, or in a blocking call that
 * no runnable thread waits behind, and no fd or deadline that only sysmon
 * would see (a carrier in a blocking call is nobody's netpoller: with
 * every slot's carrier in one, threads waiting for an fd or a deadline
 * would wait until a call returned).  Whatever makes this false while
 * sysmon sleeps wakes it: a carrier that stops idling (carrier_active),
 * a thread made runnable (wake_carrier), a blocking call that begins with
 * polls unserved (mn_blocking_begin) or ends. */
static int sysmon_may_sleep(void)
{
    int blocking = atomic_load(&nblocking);
    return atomic_load(&nactive) - blocking <= 0 && !any_work()
           && !(blocking > 0 && polls_unserved());
}

static void sysmon_main(void *arg)
{
    (void)arg;
    uint64_t *seen = calloc((size_t)max_carriers, sizeof *seen);
    int64_t tick_ns = legacy ? (int64_t)slice_us * 1000 : (int64_t)slice_us * 500;
    if (seen == NULL)
        return;
    for (;;) {
        /* Nothing runs Java code (every carrier idle, or in a blocking
         * call that nobody waits behind): sleep until that changes. */
        if (!legacy && sysmon_may_sleep()) {
            int w = atomic_load(&sysmon_word);
            atomic_store(&sysmon_sleeping, 1);
            atomic_thread_fence(memory_order_seq_cst);
            if (sysmon_may_sleep())
                futex(&sysmon_word, FUTEX_WAIT_PRIVATE, w, NULL);
            atomic_store(&sysmon_sleeping, 0);
            continue;
        }
        struct timespec ts = { tick_ns / 1000000000, tick_ns % 1000000000 };
        nanosleep(&ts, NULL);
        atomic_fetch_add_explicit(&mn_stats.sysmon_ticks, 1, memory_order_relaxed);
        int64_t now = th_now();
        if (!atomic_load(&netpoller_busy)) {
            timers_fire(now);
            if (netpoll_waiters() > 0 && now - atomic_load(&last_netpoll_ns) >= NETPOLL_SYSMON_NS) {
                atomic_store(&last_netpoll_ns, now);
                atomic_fetch_add_explicit(&mn_stats.sysmon_polls, 1, memory_order_relaxed);
                netpoll_poll(0);
            }
        }
        int waiting = any_work();
        /* fds or deadlines wait and no carrier runs or polls (every one
         * with a slot is in a blocking call, or parked): wake a parked one,
         * or hand one blocked carrier's slot over, and it becomes the
         * netpoller.  (A carrier that runs threads looks at the netpoller
         * as it schedules, and sysmon polled above.) */
        int blocking = atomic_load(&nblocking);
        int unserved = blocking > 0 && atomic_load(&nactive) - blocking <= 0
                       && atomic_load(&slots_free) == 0 && polls_unserved();
        if (unserved && atomic_load(&nidle_atomic) > 0) {
            wake_carrier();
            unserved = 0;
        }
        int n = atomic_load(&ncarriers);
        for (int i = 0; i < n; i++) {
            Carrier *c = &carriers[i];
            if (atomic_load(&c->blocking) == 1) {
                if ((waiting || unserved || atomic_load(&c->qn) > 0)
                    && now - atomic_load(&c->blocking_since) >= tick_ns) {
                    handoff(c);
                    unserved = 0;
                }
                continue;
            }
            uint64_t r = atomic_load_explicit(&c->resumes, memory_order_relaxed);
            if (!atomic_load_explicit(&c->running, memory_order_relaxed)) {
                seen[i] = r;
                continue;
            }
            int same = r == seen[i];
            seen[i] = r;
            if (waiting && same
                && now - atomic_load(&c->resumed_ns) >= (int64_t)slice_us * 1000) {
                atomic_store(&c->preempt, 1);
                raise_cur(c);       /* its word alone: the others run on */
            }
        }
    }
}

/* ---- SIGQUIT: a reader OS thread starts a thread for each dump ---- */

static int quit_pipe[2] = { -1, -1 };
static void (*quit_fn)(void);

static void on_quit_signal(int sig)
{
    (void)sig;
    int saved = errno;
    char ch = 'Q';
    ssize_t w = write(quit_pipe[1], &ch, 1);
    (void)w;
    errno = saved;
}

static void quit_thread_main(void *arg)
{
    (void)arg;
    quit_fn();
}

static ThThread *mn_spawn(void (*fn)(void *), void *arg, size_t stack_size);

static void quit_reader(void *arg)
{
    (void)arg;
    for (;;) {
        char ch;
        ssize_t r = read(quit_pipe[0], &ch, 1);
        if (r == 1) {
            if (mn_spawn(quit_thread_main, NULL, 0) == NULL)
                fprintf(stderr, "jvm: SIGQUIT: cannot start a thread for the dump\n");
        } else if (r < 0 && errno != EINTR) {
            return;
        }
    }
}

static int mn_on_quit(void (*fn)(void))
{
    if (pipe2(quit_pipe, O_CLOEXEC) < 0) {
        fprintf(stderr, "jvm: SIGQUIT: cannot make a pipe: %s\n", strerror(errno));
        return -1;
    }
    fcntl(quit_pipe[1], F_SETFL, O_NONBLOCK);
    quit_fn = fn;
    int rc = th_os_spawn(NULL, quit_reader, NULL, 64 * 1024, 0);
    if (rc != 0) {
        fprintf(stderr, "jvm: SIGQUIT: cannot start its thread: %s\n", strerror(rc));
        return -1;
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_quit_signal;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGQUIT, &sa, NULL);
    return 0;
}

/* ---- the table ---- */

static int mn_init(const ThConfig *c)
{
    if (initialized)
        return 0;
    cfg = *c;
    legacy = cfg.idle == TH_IDLE_LEGACY;
    slice_us = cfg.min_alarm_us > 0 ? cfg.min_alarm_us : SLICE_US;
    page_size = os_page_size();
    nslots = cfg.carriers > 0 ? cfg.carriers : th_cpu_count();
    if (nslots < 1)
        nslots = 1;
    max_carriers = nslots + MAX_SPARES;
    carriers = calloc((size_t)max_carriers, sizeof *carriers);
    idle = calloc((size_t)max_carriers, sizeof *idle);
    spares = calloc((size_t)max_carriers, sizeof *spares);
    if (carriers == NULL || idle == NULL || spares == NULL) {
        fprintf(stderr, "jvm: mn threads: out of memory\n");
        return -1;
    }
    int rc = netpoll_init();
    if (rc < 0) {
        fprintf(stderr, "jvm: mn threads: cannot start the netpoller: %s\n", strerror(-rc));
        return -1;
    }
    for (int i = 0; i < nslots; i++) {
        carriers[i].id = i;
        carriers[i].rng = 0x9E3779B9u * (unsigned)(i + 1);
        carriers[i].holds_slot = 1;
        pthread_mutex_init(&carriers[i].qlock, NULL);
    }
    atomic_store(&ncarriers, nslots);
    /* Carrier 0 is this OS thread; its scheduler gets a stack of its own,
     * as this stack stays the main thread's. */
    Carrier *c0 = &carriers[0];
    char *s0 = mmap(NULL, SCHED_STACK + page_size, PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    if (s0 == MAP_FAILED || mprotect(s0, page_size, PROT_NONE) < 0) {
        fprintf(stderr, "jvm: mn threads: cannot map a scheduler stack\n");
        return -1;
    }
    c0->sched_sp = green_ctx_init_entry(s0 + page_size + SCHED_STACK, sched0_entry);
    c0->sched_bottom = s0 + page_size;
    c0->sched_size = SCHED_STACK;
    c0->sched_fiber = san_fiber_new();
    memset(&main_thread, 0, sizeof main_thread);
    main_thread.timer_idx = -1;
    os_thread_stack(&main_thread.stack_low, &main_thread.stack_high);
    main_thread.san_fiber = san_fiber_current();
    atomic_store(&main_thread.on_cpu, 1);
    main_thread.carrier = c0;
    c0->cur = &main_thread;
    atomic_store(&c0->running, 1);
    atomic_store(&c0->resumed_ns, th_now());
    tls_carrier = c0;
    atomic_store(&nactive, 1);
    atomic_store(&netpoll_deadline, TH_FOREVER);
    start_ns = th_now();
    initialized = 1;
    for (int i = 1; i < nslots; i++) {
        pthread_attr_t attr;
        pthread_attr_init(&attr);
        pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
        pthread_attr_setstacksize(&attr, SCHED_STACK);
        pthread_t pt;
        /* Carriers start with every signal blocked, then unblock them
         * (carrier_main), so none arrives before tls_carrier is set. */
        sigset_t all, old;
        sigfillset(&all);
        pthread_sigmask(SIG_SETMASK, &all, &old);
        int e = pthread_create(&pt, &attr, carrier_main, &carriers[i]);
        pthread_sigmask(SIG_SETMASK, &old, NULL);
        pthread_attr_destroy(&attr);
        if (e != 0) {
            fprintf(stderr, "jvm: mn threads: cannot start carrier %d: %s\n", i, strerror(e));
            return -1;
        }
    }
    rc = th_os_spawn(NULL, sysmon_main, NULL, 64 * 1024, 0);
    if (rc != 0) {
        fprintf(stderr, "jvm: mn threads: cannot start sysmon: %s\n", strerror(rc));
        return -1;
    }
    return 0;
}

static ThThread *mn_spawn(void (*fn)(void *), void *arg, size_t stack_size)
{
    size_t size = stack_size ? stack_size : cfg.stack_size ? cfg.stack_size : DEFAULT_STACK;
    if (size < MIN_STACK)
        size = MIN_STACK;
    size = (size + page_size - 1) & ~(page_size - 1);
    ThThread *t = calloc(1, sizeof *t);
    if (t == NULL)
        return NULL;
    /* [guard page][C stack][extra]: see STACK_SHARE. */
    size_t extra = cfg.stack_extra ? (cfg.stack_extra + page_size - 1) & ~(page_size - 1) : 0;
    size_t share = extra ? STACK_SHARE : 0;
    t->map_size = size + page_size + (extra ? extra + page_size : 0);
    t->map = mmap(NULL, t->map_size, PROT_READ | PROT_WRITE,
                  MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    if (t->map == MAP_FAILED) {
        free(t);
        return NULL;
    }
    if (mprotect(t->map, page_size, PROT_NONE) < 0) {   /* the guard page */
        munmap(t->map, t->map_size);
        free(t);
        return NULL;
    }
    t->stack_low = t->map + page_size;
    t->stack_high = t->stack_low + size + share;
    t->extra = extra ? t->stack_high : NULL;
    t->extra_size = extra ? (size_t)(t->map + t->map_size - t->stack_high) : 0;
    t->fn = fn;
    t->arg = arg;
    t->timer_idx = -1;
    t->sp = green_ctx_init_entry(t->stack_high, thread_entry);
    t->san_bottom = t->stack_low;
    t->san_size = size + share;
    t->san_fiber = san_fiber_new();
    atomic_fetch_add_explicit(&mn_stats.spawned, 1, memory_order_relaxed);
    mn_ready(t);
    return t;
}

/* self and get_specific answer NULL on an OS thread that is no carrier
 * (a library's thread asking whether it is attached), not a crash. */
static ThThread *mn_self(void)
{
    Carrier *c = carrier_self();
    return c != NULL ? c->cur : NULL;
}

static void mn_set_specific(void *p) { current()->specific = p; }

static void *mn_get_specific(void)
{
    ThThread *t = mn_self();
    return t != NULL ? t->specific : NULL;
}
static char *mn_stack_low(void) { return current()->stack_low; }

static void *mn_stack_extra(size_t *bytes)
{
    ThThread *t = current();
    *bytes = t->extra_size;
    return t->extra;
}
static char *mn_stack_high(void) { return current()->stack_high; }

static int mn_on_own_thread(void)
{
    Carrier *c = carrier_self();
    return c != NULL && c->cur != NULL;
}

static void mn_yield(void)
{
    ThThread *t = current();
    Carrier *c = t->carrier;
    timers_fire(th_now());
    if (atomic_load(&c->qn) > 0)
        switch_out(t, ACT_YIELD_LOCAL);
    else if (atomic_load(&gqn) > 0)
        switch_out(t, ACT_YIELD_GLOBAL);    /* behind the global queue's head */
}

/* A mutex: owner by compare-and-swap; waiters queue under lk.  Unlock
 * frees the mutex and wakes one waiter, which competes again (barging, as
 * pthread mutexes: with several carriers, handing the mutex to a thread
 * that first has to be scheduled would hold every other locker behind it).
 * A locker spins a little first, while the owner may be running on
 * another carrier. */
struct ThMutex {
    pthread_mutex_t lk;
    ThThread *_Atomic owner;
    MnQueue waiters;
    _Atomic int nwait;              /* waiters.n, readable without lk */
};

#define MUTEX_SPINS 64

struct ThCond {
    pthread_mutex_t lk;
    MnQueue waiters;
};

static ThMutex *mn_mutex_new(void)
{
    ThMutex *m = calloc(1, sizeof *m);
    if (m != NULL)
        pthread_mutex_init(&m->lk, NULL);
    return m;
}

static int mutex_try(ThMutex *m, ThThread *t)
{
    ThThread *none = NULL;
    return atomic_compare_exchange_strong(&m->owner, &none, t);
}

static void mn_mutex_lock(ThMutex *m)
{
    ThThread *t = current();
    if (mutex_try(m, t))
        return;
    if (atomic_load(&m->owner) == t) {
        fprintf(stderr, "jvm: mn threads: a thread locked a mutex it holds\n");
        abort();
    }
    for (;;) {
        if (atomic_load_explicit(&ncarriers, memory_order_relaxed) > 1)
            for (int i = 0; i < MUTEX_SPINS; i++) {
                cpu_relax();
                if (atomic_load_explicit(&m->owner, memory_order_relaxed) == NULL && mutex_try(m, t))
                    return;
            }
        pthread_mutex_lock(&m->lk);
        uint64_t gen = block_begin(t);
        mn_queue_push(&m->waiters, t);
        atomic_fetch_add(&m->nwait, 1);
        pthread_mutex_unlock(&m->lk);
        /* Dekker with unlock: it frees the owner, then reads nwait; we
         * count ourselves, then try once more before sleeping. */
        if (mutex_try(m, t)) {
            pthread_mutex_lock(&m->lk);
            if (t->queue == &m->waiters) {
                mn_queue_remove(&m->waiters, t);
                atomic_fetch_sub(&m->nwait, 1);
            }
            pthread_mutex_unlock(&m->lk);
            uint64_t expect = (gen << 2) | MW_BLOCKED;
            if (!atomic_compare_exchange_strong(&t->wait_word, &expect, (gen << 2) | MW_NONE))
                block(t, gen, TH_FOREVER);  /* an unlock queued us meanwhile: take that wake */
            atomic_store(&t->wait_word, (gen << 2) | MW_NONE);
            return;
        }
        block(t, gen, TH_FOREVER);  /* an unlock woke us: compete again */
        if (mutex_try(m, t))
            return;
    }
}

static int mn_mutex_trylock(ThMutex *m)
{
    return mutex_try(m, current());
}

static void mn_mutex_unlock(ThMutex *m)
{
    atomic_store(&m->owner, NULL);
    if (atomic_load(&m->nwait) == 0)
        return;
    pthread_mutex_lock(&m->lk);
    ThThread *w;
    while ((w = mn_queue_pop(&m->waiters)) != NULL) {
        atomic_fetch_sub(&m->nwait, 1);
        if (mn_claim(w, atomic_load(&w->wait_word) >> 2)) {
            mn_ready(w);
            break;
        }                           /* it took the mutex itself meanwhile */
    }
    pthread_mutex_unlock(&m->lk);
}

/* Nobody holds or waits for m (threads.h): an unlocker is done with m->lk
 * before it returns, and a waiter leaves the queue before it takes m. */
static void mn_mutex_free(ThMutex *m)
{
    if (m != NULL) {
        pthread_mutex_destroy(&m->lk);
        free(m);
    }
}

static ThCond *mn_cond_new(void)
{
    ThCond *c = calloc(1, sizeof *c);
    if (c != NULL)
        pthread_mutex_init(&c->lk, NULL);
    return c;
}

static int mn_cond_wait(ThCond *c, ThMutex *m, int64_t deadline)
{
    if (deadline != TH_FOREVER && deadline <= th_now())
        return 1;
    ThThread *t = current();
    pthread_mutex_lock(&c->lk);
    uint64_t gen = block_begin(t);
    mn_queue_push(&c->waiters, t);
    pthread_mutex_unlock(&c->lk);
    mn_mutex_unlock(m);
    int timed_out = block(t, gen, deadline);
    if (timed_out) {                /* woken by its deadline: maybe still queued
                                       (a signaller pops and claims under c->lk) */
        pthread_mutex_lock(&c->lk);
        if (t->queue == &c->waiters)
            mn_queue_remove(&c->waiters, t);
        pthread_mutex_unlock(&c->lk);
    }
    mn_mutex_lock(m);
    return timed_out;
}

/* Nobody waits on c: a waiter whose deadline came took itself off the
 * queue before mn_cond_wait returned. */
static void mn_cond_free(ThCond *c)
{
    if (c != NULL) {
        pthread_mutex_destroy(&c->lk);
        free(c);
    }
}

/* Claims and readies the first waiter that is still blocked (one whose
 * deadline came first is skipped); c->lk held. */
static int cond_wake_one(ThCond *c)
{
    ThThread *w;
    while ((w = mn_queue_pop(&c->waiters)) != NULL) {
        if (mn_claim(w, atomic_load(&w->wait_word) >> 2)) {
            mn_ready(w);
            return 1;
        }
    }
    return 0;
}

static void mn_cond_signal(ThCond *c)
{
    pthread_mutex_lock(&c->lk);
    cond_wake_one(c);
    pthread_mutex_unlock(&c->lk);
}

static void mn_cond_broadcast(ThCond *c)
{
    pthread_mutex_lock(&c->lk);
    while (cond_wake_one(c))
        ;
    pthread_mutex_unlock(&c->lk);
}

/* At a safepoint poll: clears the thread's own poll word, then yields if
 * sysmon asked (it raises preempt before the word: a request whose word
 * this clear erased is seen here). */
static void mn_safepoint(void)
{
    ThThread *t = current();
    __atomic_store_n(&t->poll, 0, __ATOMIC_RELAXED);
    atomic_thread_fence(memory_order_seq_cst);
    Carrier *c = t->carrier;
    int mine = atomic_exchange(&c->preempt, 0);
    if (!mine)
        return;
    if (atomic_load(&c->qn) == 0 && atomic_load(&gqn) == 0)
        return;                     /* nobody waits any more */
    atomic_fetch_add_explicit(&mn_stats.preemptions, 1, memory_order_relaxed);
    switch_out(t, ACT_YIELD_GLOBAL);
}

static volatile int *mn_poll_word(void)
{
    return &current()->poll;
}

/* A stop-the-world request: every thread on a carrier now polls; one
 * resumed later sees th_poll_flag (run_thread). */
static void mn_poll_raise(void)
{
    int n = atomic_load(&ncarriers);
    for (int i = 0; i < n; i++)
        raise_cur(&carriers[i]);
}

static int mn_wait_fd_gen(int fd, int events, int64_t deadline, const _Atomic uint32_t *closing,
                          uint32_t seen)
{
    if (deadline != TH_FOREVER && deadline <= th_now())
        return 0;
    ThThread *t = current();
    uint64_t gen = block_begin(t);
    int rc = netpoll_add(t, fd, events, closing, seen);
    if (rc != 0) {
        atomic_store(&t->wait_word, (gen << 2) | MW_NONE);
        return rc > 0 ? events : rc;
    }
    atomic_fetch_add_explicit(&mn_stats.fd_waits, 1, memory_order_relaxed);
    int timed_out = block(t, gen, deadline);
    if (timed_out)                  /* else the netpoller took it off, under its lock */
        netpoll_remove(t);
    return timed_out ? 0 : t->fd_ready;
}

static int mn_wait_fd(int fd, int events, int64_t deadline)
{
    return mn_wait_fd_gen(fd, events, deadline, NULL, 0);
}

static void mn_blocking_begin(void)
{
    Carrier *c = current()->carrier;
    atomic_store(&c->preempt, 0);
    atomic_store(&c->blocking_since, th_now());
    if (atomic_exchange(&c->blocking, 1) == 0)
        atomic_fetch_add(&nblocking, 1);
    /* c was maybe the last carrier that could poll: sysmon must not sleep
     * through the fds and deadlines (sysmon_may_sleep). */
    if (atomic_load(&sysmon_sleeping) && polls_unserved())
        sysmon_wake();
}

static void mn_blocking_end(void)
{
    ThThread *t = current();
    Carrier *c = t->carrier;
    int expect = 1;
    int kept = atomic_compare_exchange_strong(&c->blocking, &expect, 0);
    if (expect == 0)
        return;                     /* came back on another carrier, with a slot */
    atomic_fetch_sub(&nblocking, 1);
    if (atomic_load(&sysmon_sleeping))
        sysmon_wake();              /* c runs Java code again: preemption */
    if (kept)
        return;
    atomic_store(&c->blocking, 0);  /* the slot was handed off: take one again */
    c->holds_slot = 0;
    if (slot_take()) {
        c->holds_slot = 1;
        return;
    }
    switch_out(t, ACT_YIELD_GLOBAL);    /* a carrier with a slot runs it */
}

static void mn_fd_closing(int fd)
{
    if (initialized)
        netpoll_fd_closing(fd);
}

static void mn_shutdown(void)
{
    if (!initialized || !cfg.log)
        return;
    double s = (double)(th_now() - start_ns) / 1e9;
    if (s <= 0)
        s = 1e-9;
    unsigned long sw = atomic_load(&mn_stats.switches);
    fprintf(stderr,
            "[threads: mn, %s, %d carriers, %.3f s: %lu switches (%.0f/s), %lu preemptions, "
            "%lu steals, %lu parks, %lu netpolls, %lu sysmon ticks (%lu polls), "
            "%lu fd waits, %lu threads spawned, %lu handoffs, %lu spare carriers]\n",
            legacy ? "legacy" : "tickless", nslots, s, sw, (double)sw / s,
            atomic_load(&mn_stats.preemptions), atomic_load(&mn_stats.steals),
            atomic_load(&mn_stats.parks), atomic_load(&mn_stats.netpolls),
            atomic_load(&mn_stats.sysmon_ticks), atomic_load(&mn_stats.sysmon_polls),
            atomic_load(&mn_stats.fd_waits), atomic_load(&mn_stats.spawned),
            atomic_load(&mn_stats.handoffs), atomic_load(&mn_stats.spares_started));
}

const ThreadOps th_mn_ops = {
    .name = "mn",
    .caps = TH_CAP_NONBLOCKING_IO | TH_CAP_SAFEPOINT_SWITCHES | TH_CAP_FOREIGN_PROXY
            | TH_CAP_MIGRATES,
    .on_own_thread = mn_on_own_thread,
    .blocking_begin = mn_blocking_begin,
    .blocking_end = mn_blocking_end,
    .init = mn_init,
    .spawn = mn_spawn,
    .self = mn_self,
    .set_specific = mn_set_specific,
    .get_specific = mn_get_specific,
    .stack_low = mn_stack_low,
    .stack_high = mn_stack_high,
    .stack_extra = mn_stack_extra,
    .saved_context = NULL,          /* switched-out threads are in safe regions: gc_sp */
    .yield = mn_yield,
    .mutex_new = mn_mutex_new,
    .mutex_lock = mn_mutex_lock,
    .mutex_trylock = mn_mutex_trylock,
    .mutex_free = mn_mutex_free,
    .mutex_unlock = mn_mutex_unlock,
    .cond_new = mn_cond_new,
    .cond_free = mn_cond_free,
    .cond_wait = mn_cond_wait,
    .cond_signal = mn_cond_signal,
    .cond_broadcast = mn_cond_broadcast,
    .safepoint = mn_safepoint,
    .poll_word = mn_poll_word,
    .poll_raise = mn_poll_raise,
    .shutdown = mn_shutdown,
    .wait_fd = mn_wait_fd,
    .wait_fd_gen = mn_wait_fd_gen,
    .fd_closing = mn_fd_closing,
    .on_quit = mn_on_quit,
    .one_os_thread = 0,
};
