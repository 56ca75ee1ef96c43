/* green.c: the green-thread backend, every thread on one OS thread.
 *
 * Each spawned thread has its own mmap'd C stack with a PROT_NONE guard
 * page below it; th->init adopts the calling OS thread (its own stack) as
 * the first green thread.  Switches are green_ctx_switch (switch.c, no
 * system call), or swapcontext in --idle=legacy, which like the Solaris
 * green threads costs a sigprocmask per switch.
 *
 * Invariants of the scheduler:
 * - Exactly one thread, `cur`, runs (GS_RUNNING) whenever green code is
 *   not inside idle_wait; it is on no queue.
 * - A GS_RUNNABLE thread is on the run queue, a FIFO served round-robin
 *   without priorities; a new thread is queued at spawn and first runs
 *   when the running one yields, blocks or is preempted.
 * - A GS_BLOCKED thread is on exactly one wait queue (a ThMutex's, a
 *   ThCond's, or an fd's in the iomgr), named by t->queue and t->wait, and
 *   also on the sleep heap (a binary min-heap by deadline) iff it waits
 *   with a deadline.  green_wake takes it off both and queues it to run;
 *   nothing else makes a blocked thread runnable.
 * - A ThMutex is handed over on unlock: the first waiter becomes the owner
 *   before it runs, so a woken locker never finds the mutex taken.
 * - The SIGALRM handler touches nothing but th_poll_flag and a counter; the
 *   queues change only in thread context, so no signal is ever blocked.
 *   Preemption happens at the interpreter's next safepoint poll.
 * - A dead thread's stack is freed by the next thread to run (it cannot
 *   unmap the stack it is running on); its ThThread goes with it, so a
 *   handle is not to be used once its function has returned.
 *
 * Timers and idling:
 * - tickless (default): the interval timer runs only while a thread runs
 *   and something else wants the CPU or the clock (a runnable thread, a
 *   sleeper, an fd waiter), with a time slice of JDK_MIN_ALARM_INTERVAL
 *   or 10 ms.  It is armed as soon as it is wanted and disarmed only at an
 *   alarm that finds it unwanted, so at most two setitimer calls a slice.
 *   When nothing can run, the scheduler makes one blocking poll/epoll_wait
 *   whose timeout is the earliest deadline, or none.  A timer still armed
 *   when idling starts is disarmed by the first alarm that interrupts the
 *   idle wait, so an idle program makes no system calls at all once
 *   settled (a few calls after the last activity, then nothing).
 * - legacy (JDK 1.1's clock manager and iomgr, as JDK-4036992 describes
 *   them): while threads run, the alarm ticks every JDK_MIN_ALARM_INTERVAL
 *   µs (default 1000) when the timer is wanted, as in tickless.  When
 *   nothing can run, the alarm is set for the earliest deadline but no
 *   sooner than JDK_MIN_ALARM_INTERVAL from now (nothing ticks without a
 *   deadline), and the scheduler blocks until it: in a poll() over the
 *   waited fds (the stand-in for the SIGIO that woke JDK 1.1 for pollable
 *   fds) and the SIGQUIT pipe, or in pause() when there are neither
 *   (JDK 1.1 always paused).  After the alarm every
 *   waited fd is polled once with a zero timeout, then expired deadlines
 *   wake.  Every fd wait also polls its fd once with a zero timeout before
 *   it parks, so a timed wait (the AWT loop's select()) costs two
 *   non-blocking polls per call plus one alarm: setitimer, poll or pause,
 *   rt_sigreturn.  The cost follows the waits' time-outs, not a clock tick.
 *
 * Other OS threads (GC workers) must not call this table.  SIGALRM is
 * process-directed; if another OS thread takes it, the handler forwards it
 * to the green thread's OS thread. */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/time.h>
#include <unistd.h>
#include "green_int.h"
#include "../../os/os.h"

/* AddressSanitizer must be told when the stack changes under it, or it
 * reports the other thread's frames as overflows (and its fake stacks for
 * use-after-return would be mixed up).  Every switch is bracketed by
 * __sanitizer_start_switch_fiber (the destination's stack bounds; NULL as
 * the save slot when the thread leaving is dead, so its fake stack goes)
 * and __sanitizer_finish_switch_fiber on the thread that resumes. */
#if defined(__SANITIZE_ADDRESS__)
#define GREEN_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GREEN_ASAN 1
#endif
#endif
#ifdef GREEN_ASAN
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#endif

#define DEFAULT_STACK (256 * 1024)
#define MIN_STACK (64 * 1024)
/* A thread's mapping is [guard page][C stack][th->stack_extra's area, the
 * VM's Java stack]; the C stack's top is STACK_SHARE bytes into the first
 * page past its nominal size and the extra area starts there, so a thread
 * that uses under STACK_SHARE bytes of C stack and the rest of the page of
 * Java stack (one parked in wait) touches a single page for both. */
#define STACK_SHARE 3072
#define TICKLESS_SLICE_US 10000
#define LEGACY_ALARM_US 1000
#define LEGACY_ALARM_MAX_US (1000L * 1000000)   /* a far deadline: re-armed after */

GreenStats green_stats;

static ThConfig cfg;
static int legacy;                  /* cfg.idle == TH_IDLE_LEGACY */
static long alarm_us;               /* alarm period / time slice */
static int initialized;
static size_t page_size;

static ThThread main_thread;
static ucontext_t main_uc;
static ThThread *cur;
static ThThread *zombie;            /* dead, its stack still to be freed */
static GreenQueue runq;

static ThThread **heap;             /* sleep heap, earliest deadline first */
static int heap_n, heap_cap;

static int timer_on;
static int in_idle;
static volatile unsigned long alarms;  /* SIGALRMs taken (written by handler) */
static volatile unsigned long sigios;  /* SIGIOs taken (written by handler) */
static unsigned long alarms_seen, sigios_seen;     /* at the last safepoint */
static int64_t resumed_ns;                          /* when `cur` last got the CPU */
static pthread_t green_os_thread;
static _Thread_local int on_green_os_thread;
static int64_t start_ns;

static void quit_check(void);
static int quit_pipe[2];            /* defined with the SIGQUIT code below */
static unsigned long legacy_alarms_done;   /* alarms already served by legacy_idle */
static int timer_far;               /* armed with a first expiry beyond a slice... */
static unsigned long timer_far_alarms;     /* ...when alarms was this (it has not rung since) */

/* ---- the sleep heap ---- */

static void heap_set(int i, ThThread *t)
{
    heap[i] = t;
    t->heap_idx = i;
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

static int heap_push(ThThread *t, int64_t deadline)
{
    if (heap_n == heap_cap) {
        int cap = heap_cap ? heap_cap * 2 : 64;
        ThThread **h = realloc(heap, (size_t)cap * sizeof *h);
        if (h == NULL)
            return -1;
        heap = h;
        heap_cap = cap;
    }
    t->deadline = deadline;
    heap_set(heap_n++, t);
    heap_up(heap_n - 1);
    return 0;
}

static void heap_remove(ThThread *t)
{
    int i = t->heap_idx;
    t->heap_idx = -1;
    ThThread *last = heap[--heap_n];
    if (i == heap_n)
        return;
    heap_set(i, last);
    heap_up(i);
    heap_down(last->heap_idx);
}

/* Wakes every sleeper whose deadline is at or before now. */
static void wake_expired(int64_t now)
{
    while (heap_n > 0 && heap[0]->deadline <= now)
        green_wake(heap[0], 1);
}

/* ---- the timer ---- */

static void on_alarm(int sig)
{
    (void)sig;
    if (!on_green_os_thread) {
        pthread_kill(green_os_thread, SIGALRM);
        return;
    }
    alarms++;
    th_poll_flag = 1;
}

/* SIGIO (tickless): an fd a thread waits on became ready (iomgr_set_sigio). */
static void on_sigio(int sig)
{
    (void)sig;
    sigios++;
    th_poll_flag = 1;
}

/* Arms the periodic alarm (first expiry after first_us) or disarms it. */
static void timer_set(int on, long first_us)
{
    struct itimerval it;
    memset(&it, 0, sizeof it);
    if (on) {
        it.it_interval.tv_sec = alarm_us / 1000000;
        it.it_interval.tv_usec = alarm_us % 1000000;
        if (first_us < 1)           /* callers cap it (legacy idle: the deadline) */
            first_us = alarm_us;
        it.it_value.tv_sec = first_us / 1000000;
        it.it_value.tv_usec = first_us % 1000000;
    }
    setitimer(ITIMER_REAL, &it, NULL);
    timer_on = on;
    timer_far = on && first_us > alarm_us;
    timer_far_alarms = alarms;
    green_stats.timer_sets++;
}

static int timer_wanted(void)
{
    return runq.n > 0 || heap_n > 0 || iomgr_waiters() > 0;
}

/* The running thread needs a timer while anything else wants
 * the CPU (run queue), the clock (sleep heap) or an fd.  The timer is
 * armed as soon as it is wanted but disarmed only by timer_settle at an
 * alarm, so that threads handing a mutex back and forth do not make two
 * setitimer calls a switch: at most two per time slice. */
static void timer_update(void)
{
    if (in_idle)
        return;
    if (timer_on && timer_far && alarms == timer_far_alarms) {
        /* Armed for a far deadline (legacy idle) and not rung yet: the
         * thread that runs now gets its time slice back, or a CPU-bound
         * one would go unpreempted until that deadline. */
        timer_set(timer_wanted(), alarm_us);
        return;
    }
    if (timer_on || !timer_wanted())
        return;
    long first = alarm_us;
    if (!legacy && runq.n == 0 && heap_n > 0) {
        int64_t d = heap[0]->deadline - th_now();
        first = d <= 0 ? 1 : (long)(d / 1000 < alarm_us ? d / 1000 + 1 : alarm_us);
    }
    timer_set(1, first);
}

/* At an alarm: stops the timer if nothing wants it any more. */
static void timer_settle(void)
{
    if (timer_on && !timer_wanted())
        timer_set(0, 0);
}

/* ---- scheduling ---- */

static void reap_zombie(void)
{
    ThThread *z = zombie;
    if (z == NULL)
        return;
    zombie = NULL;
#ifdef GREEN_ASAN
    /* Its frames never returned: clear their redzones' poison before the
     * pages go back, so a later mapping there starts clean. */
    ASAN_UNPOISON_MEMORY_REGION(z->map, z->map_size);
#endif
    munmap(z->map, z->map_size);
    free(z->uc);
    free(z);
}

/* Runs in a thread each time it gets the CPU back. */
static void after_resume(void)
{
    reap_zombie();
    cur->state = GS_RUNNING;
    resumed_ns = th_now();
    timer_update();
}

#ifdef GREEN_ASAN
/* The main (adopted) thread's stack as ASan knows it, learnt by the first
 * thread that main switches to; spawned threads' stacks are their maps. */
static const void *asan_main_bottom;
static size_t asan_main_size;
static ThThread *asan_leaving;          /* the thread a switch comes from */

static void asan_start_switch(void **fake_save, ThThread *from, ThThread *to)
{
    asan_leaving = from;
    if (to == &main_thread)
        __sanitizer_start_switch_fiber(fake_save, asan_main_bottom, asan_main_size);
    else
        __sanitizer_start_switch_fiber(fake_save, to->stack_low, (size_t)(to->stack_high - to->stack_low));
}

static void asan_finish_switch(void *fake)
{
    const void *bottom;
    size_t size;
    __sanitizer_finish_switch_fiber(fake, &bottom, &size);
    if (asan_leaving == &main_thread && asan_main_size == 0) {
        asan_main_bottom = bottom;
        asan_main_size = size;
    }
}
#endif

static void switch_to(ThThread *next)
{
    ThThread *prev = cur;
    cur = next;
    green_stats.switches++;
#ifdef GREEN_ASAN
    void *fake = NULL;              /* lives on prev's stack until it resumes */
    asan_start_switch(prev->state == GS_DEAD ? NULL : &fake, prev, next);
#endif
    if (legacy)
        swapcontext(prev->uc, next->uc);
    else
        green_ctx_switch(&prev->sp, next->sp);
#ifdef GREEN_ASAN
    asan_finish_switch(fake);
#endif
}

/* One legacy idle step (see the top): arms the alarm for the earliest
 * deadline, no sooner than alarm_us, blocks until it (or until a waited fd
 * is ready), then polls the waited fds once and wakes what is due.  The
 * alarm repeats every alarm_us after its first expiry, so one that comes
 * between the checks and the blocking call only delays the wake-up. */
static void legacy_idle(int64_t now)
{
    unsigned long before = alarms;
    if (heap_n > 0) {
        int64_t us = (heap[0]->deadline - now + 999) / 1000;
        if (us < alarm_us)
            us = alarm_us;
        if (us > LEGACY_ALARM_MAX_US)
            us = LEGACY_ALARM_MAX_US;
        timer_set(1, (long)us);
    } else if (timer_on) {
        timer_set(0, 0);            /* no deadline: nothing to tick for */
    }
    if (iomgr_waiters() > 0 || quit_pipe[0] >= 0) {
        /* poll, not pause: the SIGQUIT pipe ends it even for a signal
         * that comes between quit_check and the call */
        if (alarms == before && iomgr_poll(-1) >= 0)
            return;                 /* an fd is ready: its waiters run */
    } else {
        if (alarms == before) {
            pause();                /* until the alarm (or another signal) */
            green_stats.polls++;
        }
    }
    if (iomgr_waiters() > 0)
        iomgr_poll(0);              /* the timed waits' second poll */
    wake_expired(th_now());
    legacy_alarms_done = alarms;    /* the safepoint after need not poll again */
}

/* Waits, with no thread running, until some thread becomes runnable. */
static void idle_wait(void)
{
    in_idle = 1;
    unsigned long alarms_at_start = alarms;
    while (runq.n == 0) {
        int64_t now = th_now();
        wake_expired(now);
        quit_check();
        if (runq.n > 0)
            break;
        if (legacy) {
            legacy_idle(now);
            continue;
        }
        if (timer_on && alarms != alarms_at_start)
            timer_set(0, 0);        /* idle for a whole tick: stop ticking */
        int64_t timeout = -1;
        if (heap_n > 0)
            timeout = heap[0]->deadline - now;
        iomgr_poll(timeout);
    }
    in_idle = 0;
}

/* Gives the CPU to the next runnable thread; returns when the calling
 * thread is chosen again (never, for a dead thread).  The caller has
 * queued itself or parked itself somewhere first. */
static void schedule(void)
{
    ThThread *self = cur;
    for (;;) {
        ThThread *next = green_queue_pop(&runq);
        if (next != NULL) {
            if (next != self)
                switch_to(next);
            break;
        }
        idle_wait();
    }
    after_resume();
}

void green_wake(ThThread *t, int timed_out)
{
    if (t->heap_idx >= 0)
        heap_remove(t);
    if (t->wait == GW_FD)
        iomgr_remove_waiter(t);
    else if (t->queue != NULL)
        green_queue_remove(t->queue, t);
    t->wait = GW_NONE;
    t->timed_out = timed_out;
    t->state = GS_RUNNABLE;
    green_queue_push(&runq, t);
    timer_update();
}

/* Blocks the running thread, already parked on a wait queue, until
 * green_wake; with a deadline it is also put on the sleep heap.  Returns 1
 * if the deadline woke it. */
static int block_current(int64_t deadline)
{
    ThThread *t = cur;
    t->state = GS_BLOCKED;
    t->timed_out = 0;
    if (deadline != TH_FOREVER && heap_push(t, deadline) < 0) {
        green_wake(t, 1);           /* no memory for the heap: time out now */
        schedule();
        return 1;
    }
    schedule();
    return t->timed_out;
}

void green_thread_main(void)
{
#ifdef GREEN_ASAN
    asan_finish_switch(NULL);       /* first run: no fake stack to restore */
#endif
    after_resume();
    ThThread *t = cur;
    t->fn(t->arg);
    t->state = GS_DEAD;
    zombie = t;
    schedule();
    abort();                        /* a dead thread is never scheduled */
}

static void boot_ucontext(void)
{
    green_thread_main();
}

/* A context that starts green_thread_main on the given stack (legacy).
 * getcontext only fills it in here: nothing ever returns to this call. */
static ucontext_t *make_ucontext(char *stack, size_t size)
{
    ucontext_t *volatile uc = malloc(sizeof *uc);
    if (uc == NULL)
        return NULL;
    if (getcontext(uc) < 0) {
        free(uc);
        return NULL;
    }
    uc->uc_stack.ss_sp = stack;
    uc->uc_stack.ss_size = size;
    uc->uc_link = NULL;
    makecontext(uc, boot_ucontext, 0);
    return uc;
}

/* ---- the table ---- */

static int green_init(const ThConfig *c)
{
    cfg = *c;
    legacy = cfg.idle == TH_IDLE_LEGACY;
    alarm_us = cfg.min_alarm_us > 0 ? cfg.min_alarm_us
               : legacy ? LEGACY_ALARM_US : TICKLESS_SLICE_US;
    page_size = os_page_size();
    memset(&green_stats, 0, sizeof green_stats);
    alarms = 0;
    sigios = 0;
    alarms_seen = sigios_seen = 0;
    resumed_ns = th_now();
    legacy_alarms_done = 0;
    if (legacy && cfg.min_alarm_us > 0) {
        /* JDK 1.1 printed this on stdout, among the program's output. */
        printf("[Minimum alarm interval set to %ld usecs]\n", cfg.min_alarm_us);
        fflush(stdout);
    }
    const char *engine = getenv("JVM_GREEN_IOMGR");
    int e = legacy ? GREEN_IO_POLL : GREEN_IO_EPOLL;
    if (engine != NULL && strcmp(engine, "poll") == 0)
        e = GREEN_IO_POLL;
    else if (engine != NULL && strcmp(engine, "epoll") == 0)
        e = GREEN_IO_EPOLL;
    int rc = iomgr_init(e);
    if (rc < 0) {
        fprintf(stderr, "jvm: green threads: cannot start the iomgr: %s\n", strerror(-rc));
        return -1;
    }

    memset(&main_thread, 0, sizeof main_thread);
    main_thread.state = GS_RUNNING;
    main_thread.heap_idx = -1;
    os_thread_stack(&main_thread.stack_low, &main_thread.stack_high);
    main_thread.uc = &main_uc;
    cur = &main_thread;
    zombie = NULL;
    memset(&runq, 0, sizeof runq);
    heap_n = 0;
    in_idle = 0;
    timer_on = 0;

    green_os_thread = pthread_self();
    on_green_os_thread = 1;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm;
    sa.sa_flags = SA_RESTART;       /* other blocking calls carry on */
    sigemptyset(&sa.sa_mask);
    sigaction(SIGALRM, &sa, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGALRM);
    if (!legacy) {                  /* JDK 1.1's model polls at alarms instead */
        sa.sa_handler = on_sigio;
        sigaction(SIGIO, &sa, NULL);
        sigaddset(&set, SIGIO);
        iomgr_set_sigio(1);
    }
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
    start_ns = th_now();
    initialized = 1;
    return 0;
}

static ThThread *green_spawn(void (*fn)(void *), void *arg, size_t stack_size)
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
    size += share;
    t->fn = fn;
    t->arg = arg;
    t->heap_idx = -1;
    if (legacy) {
        t->uc = make_ucontext(t->stack_low, size);
        if (t->uc == NULL) {
            munmap(t->map, t->map_size);
            free(t);
            return NULL;
        }
    } else {
        t->sp = green_ctx_init(t->stack_high);
    }
    green_stats.spawned++;
    t->state = GS_RUNNABLE;
    green_queue_push(&runq, t);
    timer_update();
    return t;
}

/* SIGQUIT: the handler sets quit_pending and the poll flag and writes a
 * byte to quit_pipe, whose read end the iomgr always waits on too (and
 * drains), so that an idle wait returns for it, however late the signal
 * comes.  quit_check, in thread context at a safepoint or in the idle
 * loop, then starts a thread that runs quit_fn, first in the run queue. */
static int quit_pipe[2] = { -1, -1 };
static void (*quit_fn)(void);
static volatile sig_atomic_t quit_pending;

static void on_quit_signal(int sig)
{
    (void)sig;
    int saved = errno;
    quit_pending = 1;
    th_poll_flag = 1;                   /* after quit_pending: see quit_check */
    char c = 'Q';
    ssize_t w = write(quit_pipe[1], &c, 1);
    (void)w;
    errno = saved;
}

static void quit_thread_main(void *arg)
{
    (void)arg;
    quit_fn();
}

static void quit_check(void)
{
    if (!quit_pending)
        return;
    quit_pending = 0;
    ThThread *t = green_spawn(quit_thread_main, NULL, 0);
    if (t == NULL) {
        fprintf(stderr, "jvm: SIGQUIT: cannot start a thread for the dump\n");
        return;
    }
    green_queue_remove(&runq, t);       /* to the front of the queue */
    green_queue_push_front(&runq, t);
}

static int green_on_quit(void (*fn)(void))
{
    if (pipe2(quit_pipe, O_CLOEXEC | O_NONBLOCK) < 0) {
        fprintf(stderr, "jvm: SIGQUIT: cannot make a pipe: %s\n", strerror(errno));
        return -1;
    }
    int rc = iomgr_set_wake_fd(quit_pipe[0]);
    if (rc < 0) {
        fprintf(stderr, "jvm: SIGQUIT: cannot wait on its pipe: %s\n", strerror(-rc));
        close(quit_pipe[0]);
        close(quit_pipe[1]);
        quit_pipe[0] = quit_pipe[1] = -1;
        return -1;
    }
    quit_fn = fn;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_quit_signal;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGQUIT, &sa, NULL);
    return 0;
}

static ThThread *green_self(void) { return cur; }
static int green_on_own_thread(void) { return on_green_os_thread; }

static int green_saved_context(ThThread *t, char **sp, void **regs, size_t *regs_len)
{
    if (t == NULL || t == cur || t->state == GS_DEAD)
        return -1;
    if (legacy) {
        if (t->uc == NULL)
            return -1;
        *sp = (char *)t->uc->uc_mcontext.gregs[REG_RSP];
        *regs = t->uc;
        *regs_len = sizeof *t->uc;
    } else {
        *sp = t->sp;                /* callee-saved registers are pushed below it */
        *regs = NULL;
        *regs_len = 0;
    }
    return 0;
}
static void green_set_specific(void *p) { cur->specific = p; }
static void *green_get_specific(void) { return cur->specific; }
static char *green_stack_low(void) { return cur->stack_low; }
static char *green_stack_high(void) { return cur->stack_high; }

static void *green_stack_extra(size_t *bytes)
{
    *bytes = cur->extra_size;
    return cur->extra;
}

static void green_yield(void)
{
    if (heap_n > 0 && heap[0]->deadline <= th_now())
        wake_expired(th_now());
    if (runq.n == 0)
        return;
    cur->state = GS_RUNNABLE;
    green_queue_push(&runq, cur);
    schedule();
}

struct ThMutex {
    ThThread *owner;
    GreenQueue waiters;
};

struct ThCond {
    GreenQueue waiters;
};

static ThMutex *green_mutex_new(void)
{
    return calloc(1, sizeof(ThMutex));
}

static void green_mutex_lock(ThMutex *m)
{
    if (m->owner == NULL) {
        m->owner = cur;
        return;
    }
    if (m->owner == cur) {
        fprintf(stderr, "jvm: green threads: a thread locked a mutex it holds\n");
        abort();
    }
    green_queue_push(&m->waiters, cur);
    cur->wait = GW_MUTEX;
    block_current(TH_FOREVER);      /* unlock handed it to us */
}

static int green_mutex_trylock(ThMutex *m)
{
    if (m->owner != NULL)
        return 0;
    m->owner = cur;
    return 1;
}

static void green_mutex_unlock(ThMutex *m)
{
    ThThread *w = green_queue_pop(&m->waiters);
    m->owner = w;
    if (w != NULL)
        green_wake(w, 0);
}

static ThCond *green_cond_new(void)
{
    return calloc(1, sizeof(ThCond));
}

/* Both are plain memory: a queue is empty when nobody holds or waits. */
static void green_mutex_free(ThMutex *m)
{
    free(m);
}

static void green_cond_free(ThCond *c)
{
    free(c);
}

static int green_cond_wait(ThCond *c, ThMutex *m, int64_t deadline)
{
    if (deadline != TH_FOREVER && deadline <= th_now())
        return 1;
    green_queue_push(&c->waiters, cur);
    cur->wait = GW_COND;
    green_mutex_unlock(m);          /* makes a locker runnable, no switch */
    int timed_out = block_current(deadline);
    green_mutex_lock(m);
    return timed_out;
}

static void green_cond_signal(ThCond *c)
{
    if (c->waiters.head != NULL)
        green_wake(c->waiters.head, 0);
}

static void green_cond_broadcast(ThCond *c)
{
    while (c->waiters.head != NULL)
        green_wake(c->waiters.head, 0);
}

/* At a safepoint after SIGIO alone (no alarm since the last safepoint):
 * some fd a thread waits on is ready.  Polls; if that woke threads, they
 * run first, and the running thread next, ahead of the run queue: it was
 * not at the end of its time slice, so it keeps its place.  Nothing woken
 * (the ready fd was one that no thread waits on now): no switch. */
static void io_safepoint(void)
{
    int before = runq.n;
    if (iomgr_waiters() > 0)
        iomgr_poll(0);
    int woken = runq.n - before;
    if (woken <= 0)
        return;
    green_stats.io_preemptions++;
    cur->state = GS_RUNNABLE;
    green_queue_push_front(&runq, cur);
    for (int i = 0; i < woken; i++) {
        ThThread *t = runq.tail;
        green_queue_remove(&runq, t);
        green_queue_push_front(&runq, t);
    }
    schedule();
}

/* At a safepoint after an alarm: wake what is due, look at the fds
 * without blocking, and let the next runnable thread in. */
static void green_safepoint(void)
{
    th_poll_flag = 0;
    quit_check();
    unsigned long a = alarms, s = sigios;
    int io_only = s != sigios_seen && a == alarms_seen;
    alarms_seen = a;
    sigios_seen = s;
    if (io_only) {
        io_safepoint();
        return;
    }
    /* The running thread has had the CPU for half a slice or more while
     * others wait for fds: from now on those fds say when they are ready
     * (SIGIO) instead of waiting for the end of a slice.  Threads that hand
     * messages back and forth run for microseconds at a time and never
     * pay for the signals. */
    if (!legacy && iomgr_waiters() > 0 && th_now() - resumed_ns >= (int64_t)alarm_us * 500)
        iomgr_async_waited();
    if (heap_n > 0)
        wake_expired(th_now());
    if (iomgr_waiters() > 0 && !(legacy && alarms == legacy_alarms_done))
        iomgr_poll(0);
    if (runq.n == 0) {
        timer_settle();
        return;
    }
    green_stats.preemptions++;
    cur->state = GS_RUNNABLE;
    green_queue_push(&runq, cur);
    schedule();
}

static int green_wait_fd(int fd, int events, int64_t deadline)
{
    if (deadline != TH_FOREVER && deadline <= th_now())
        return 0;
    if (legacy) {                   /* JDK 1.1: a non-blocking poll first */
        int r = iomgr_poll_fd(fd, events);
        if (r != 0)
            return r;
    }
    int rc = iomgr_add_waiter(cur, fd, events);
    if (rc != 0)
        return rc > 0 ? events : rc;
    green_stats.fd_waits++;
    if (block_current(deadline))
        return 0;
    return cur->fd_ready;
}

static void green_fd_closing(int fd)
{
    if (initialized)
        iomgr_fd_closing(fd);
}

static void green_shutdown(void)
{
    if (!initialized)
        return;
    initialized = 0;
    timer_set(0, 0);               /* the handler stays: a late alarm is harmless */
    if (cfg.log) {
        double s = (double)(th_now() - start_ns) / 1e9;
        if (s <= 0)
            s = 1e-9;
        unsigned long a = alarms;
        fprintf(stderr,
                "[threads: green, %s, iomgr %s, %.3f s: %lu switches (%.0f/s), "
                "%lu preemptions (%.0f/s), %lu alarms (%.0f/s), %lu polls (%.0f/s), "
                "%lu fd waits, %lu timer sets, %lu threads spawned, "
                "%lu SIGIOs, %lu switches to a thread a SIGIO woke]\n",
                legacy ? "legacy" : "tickless", iomgr_engine_name(), s,
                green_stats.switches, (double)green_stats.switches / s,
                green_stats.preemptions, (double)green_stats.preemptions / s,
                a, (double)a / s, green_stats.polls, (double)green_stats.polls / s,
                green_stats.fd_waits, green_stats.timer_sets, green_stats.spawned,
                (unsigned long)sigios, green_stats.io_preemptions);
    }
    iomgr_shutdown();
    free(heap);
    heap = NULL;
    heap_n = heap_cap = 0;
}

const ThreadOps th_green_ops = {
    .name = "green",
    .caps = TH_CAP_NONBLOCKING_IO | TH_CAP_SAFEPOINT_SWITCHES | TH_CAP_ONE_RUNNING
            | TH_CAP_FOREIGN_PROXY | TH_CAP_OWNS_POLL_FLAG,
    .on_own_thread = green_on_own_thread,
    .init = green_init,
    .spawn = green_spawn,
    .self = green_self,
    .set_specific = green_set_specific,
    .get_specific = green_get_specific,
    .stack_low = green_stack_low,
    .stack_high = green_stack_high,
    .stack_extra = green_stack_extra,
    .saved_context = green_saved_context,
    .yield = green_yield,
    .mutex_new = green_mutex_new,
    .mutex_lock = green_mutex_lock,
    .mutex_trylock = green_mutex_trylock,
    .mutex_unlock = green_mutex_unlock,
    .mutex_free = green_mutex_free,
    .cond_new = green_cond_new,
    .cond_free = green_cond_free,
    .cond_wait = green_cond_wait,
    .cond_signal = green_cond_signal,
    .cond_broadcast = green_cond_broadcast,
    .safepoint = green_safepoint,
    .shutdown = green_shutdown,
    .wait_fd = green_wait_fd,
    .fd_closing = green_fd_closing,
    .on_quit = green_on_quit,
    .one_os_thread = 1,
};
