package java.util.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;

/**
 * An ExecutorService for ForkJoinTasks: a set of worker threads, each with its own
 * deque of tasks, that steal from one another when their own runs dry.
 *
 * <p>How it is built.  Every worker owns a {@link WorkQueue} (a circular array
 * under the queue's own monitor): the owner pushes and pops at the top (or takes
 * from the base in async mode), thieves take from the base.  Tasks from outside
 * go to one shared submission queue.  A worker looks in its own queue, then the
 * submissions, then steals from the others starting at a rotating index.
 *
 * <p>Idle workers wait on {@code lock}.  The hand-off between a push and a
 * worker about to sleep is a Dekker pair of atomics: a push increments
 * {@code pushes} then reads {@code idle}; a worker increments {@code idle} then
 * re-reads {@code pushes}, and sleeps only if it has not moved since it last
 * scanned, so a push is never lost.  Workers are started lazily, up to the
 * parallelism, when a push finds no idle one.  A sleeping worker waits without a
 * deadline, except the one that finds every worker idle: it waits keepAlive (60 s
 * by default, as the JDK) and then exits, handing the timed wait to the next one,
 * so an idle pool makes no system call and shrinks one worker per keepAlive.
 *
 * <p>Joining.  A worker that joins a task not yet done runs it itself if it is
 * still queued anywhere, else helps the worker that stole it by running the
 * tasks at the base of that worker's queue (the stolen task's own subtasks),
 * and only then blocks; while it is blocked it does not count against the
 * parallelism, so a spare worker is started for queued work (the JDK's
 * compensation), up to the maximum pool size.
 * ManagedBlocker does the same around its block().
 *
 * <p>{@code this} is the monitor that awaitTermination/awaitQuiescence wait on; it
 * is only ever taken inside {@code lock}, never the other way round.
 */
public class ForkJoinPool extends AbstractExecutorService {

    public static interface ForkJoinWorkerThreadFactory {
        ForkJoinWorkerThread newThread(ForkJoinPool pool);
    }

    public static interface ManagedBlocker {
        boolean block() throws InterruptedException;

        boolean isReleasable();
    }

    static final class DefaultForkJoinWorkerThreadFactory implements ForkJoinWorkerThreadFactory {
        public final ForkJoinWorkerThread newThread(ForkJoinPool pool) {
            return new ForkJoinWorkerThread(null, pool);
        }
    }

    static final int MAX_CAP = 0x7fff;
    static final int DEFAULT_COMMON_MAX_SPARES = 256;
    static final long DEFAULT_KEEPALIVE = 60000L;

    private static final int RUNNING = 0, SHUTDOWN = 1, STOP = 2, TERMINATED = 3;

    public static final ForkJoinWorkerThreadFactory defaultForkJoinWorkerThreadFactory;
    static final ForkJoinPool common;
    static final int COMMON_PARALLELISM;

    private static int poolIds;

    private static synchronized int nextPoolId() {
        return ++poolIds;
    }

    // ---------------------------------------------------------------- work queues

    /** A deque of tasks; the owner's end is the top. */
    static final class WorkQueue {
        final ForkJoinWorkerThread owner;
        /** Set at registration; -1 for the submission queue. */
        int index = -1;
        boolean fifo;
        /** The task this worker took from elsewhere and is running (helpJoin finds thieves by it). */
        volatile ForkJoinTask<?> currentSteal;
        private ForkJoinTask<?>[] array = new ForkJoinTask<?>[16];
        private int base, top;
        private volatile int count;

        WorkQueue(ForkJoinWorkerThread owner) {
            this.owner = owner;
        }

        synchronized void push(ForkJoinTask<?> t) {
            ForkJoinTask<?>[] a = array;
            if (top - base == a.length) {
                ForkJoinTask<?>[] b = new ForkJoinTask<?>[a.length * 2];
                for (int i = base; i != top; i++) {
                    b[i & (b.length - 1)] = a[i & (a.length - 1)];
                }
                array = a = b;
            }
            a[top & (a.length - 1)] = t;
            top++;
            count = top - base;
        }

        boolean isEmpty() {
            return count == 0;
        }

        int size() {
            return count;
        }

        synchronized ForkJoinTask<?> pop() {
            if (top == base) {
                return null;
            }
            ForkJoinTask<?>[] a = array;
            int i = --top & (a.length - 1);
            ForkJoinTask<?> t = a[i];
            a[i] = null;
            count = top - base;
            return t;
        }

        synchronized ForkJoinTask<?> poll() {
            if (top == base) {
                return null;
            }
            ForkJoinTask<?>[] a = array;
            int i = base++ & (a.length - 1);
            ForkJoinTask<?> t = a[i];
            a[i] = null;
            count = top - base;
            return t;
        }

        /** The next task the owner would run (LIFO, or FIFO in async mode and for submissions). */
        ForkJoinTask<?> nextLocal() {
            return fifo || owner == null ? poll() : pop();
        }

        synchronized ForkJoinTask<?> peekNext() {
            if (top == base) {
                return null;
            }
            ForkJoinTask<?>[] a = array;
            return fifo || owner == null ? a[base & (a.length - 1)] : a[(top - 1) & (a.length - 1)];
        }

        synchronized boolean tryUnpush(ForkJoinTask<?> t) {
            ForkJoinTask<?>[] a = array;
            if (top != base && a[(top - 1) & (a.length - 1)] == t) {
                a[--top & (a.length - 1)] = null;
                count = top - base;
                return true;
            }
            return false;
        }

        /** Removes t from wherever it is in the queue. */
        synchronized boolean tryRemove(ForkJoinTask<?> t) {
            ForkJoinTask<?>[] a = array;
            int m = a.length - 1;
            for (int i = top - 1; i - base >= 0; i--) {
                if (a[i & m] == t) {
                    for (int j = i; j + 1 != top; j++) {
                        a[j & m] = a[(j + 1) & m];
                    }
                    a[--top & m] = null;
                    count = top - base;
                    return true;
                }
            }
            return false;
        }

        synchronized void drainTo(Collection<? super ForkJoinTask<?>> c) {
            ForkJoinTask<?>[] a = array;
            while (top != base) {
                int i = base++ & (a.length - 1);
                c.add(a[i]);
                a[i] = null;
            }
            count = 0;
        }
    }

    // ---------------------------------------------------------------- state

    final int parallelism;
    final int maxTotal;
    final int minRunnable;
    final long keepAliveMillis;
    final boolean asyncMode;
    final String workerNamePrefix;
    final ForkJoinWorkerThreadFactory factory;
    final Thread.UncaughtExceptionHandler ueh;
    final Predicate<? super ForkJoinPool> saturate;
    private final boolean isCommon;

    final WorkQueue submissions = new WorkQueue(null);
    private final Object lock = new Object();
    private volatile WorkQueue[] queues = new WorkQueue[0];
    /** Workers started or being started (guarded by lock). */
    private volatile int total;
    /** Workers blocked in a join or a managed block (guarded by lock). */
    private volatile int blocked;
    private final AtomicInteger idle = new AtomicInteger();
    private final AtomicLong pushes = new AtomicLong();
    private volatile int runState;
    private volatile long stealCount;
    private int threadIds;
    private int scanRover;

    // ---------------------------------------------------------------- construction

    public ForkJoinPool() {
        this(Math.min(MAX_CAP, Runtime.getRuntime().availableProcessors()),
                defaultForkJoinWorkerThreadFactory, null, false);
    }

    public ForkJoinPool(int parallelism) {
        this(parallelism, defaultForkJoinWorkerThreadFactory, null, false);
    }

    public ForkJoinPool(int parallelism, ForkJoinWorkerThreadFactory factory,
                        Thread.UncaughtExceptionHandler handler, boolean asyncMode) {
        this(parallelism, factory, handler, asyncMode, 0, MAX_CAP, 1, null, DEFAULT_KEEPALIVE,
                TimeUnit.MILLISECONDS);
    }

    public ForkJoinPool(int parallelism, ForkJoinWorkerThreadFactory factory,
                        Thread.UncaughtExceptionHandler handler, boolean asyncMode,
                        int corePoolSize, int maximumPoolSize, int minimumRunnable,
                        Predicate<? super ForkJoinPool> saturate, long keepAliveTime, TimeUnit unit) {
        if (parallelism <= 0 || parallelism > MAX_CAP || maximumPoolSize < parallelism || keepAliveTime <= 0L) {
            throw new IllegalArgumentException();
        }
        if (factory == null || unit == null) {
            throw new NullPointerException();
        }
        this.parallelism = parallelism;
        this.factory = factory;
        this.ueh = handler;
        this.asyncMode = asyncMode;
        this.maxTotal = Math.min(MAX_CAP, maximumPoolSize);
        this.minRunnable = Math.max(0, Math.min(MAX_CAP, minimumRunnable));
        this.saturate = saturate;
        this.keepAliveMillis = Math.max(1L, unit.toMillis(keepAliveTime));
        this.workerNamePrefix = "ForkJoinPool-" + nextPoolId() + "-worker-";
        this.isCommon = false;
    }

    /** The common pool. */
    private ForkJoinPool(int parallelism, ForkJoinWorkerThreadFactory factory,
                         Thread.UncaughtExceptionHandler handler, int maxSpares) {
        this.parallelism = parallelism;
        this.factory = factory;
        this.ueh = handler;
        this.asyncMode = false;
        this.maxTotal = Math.min(MAX_CAP, parallelism + maxSpares);
        this.minRunnable = 1;
        this.saturate = null;
        this.keepAliveMillis = DEFAULT_KEEPALIVE;
        this.workerNamePrefix = null;
        this.isCommon = true;
    }

    static {
        defaultForkJoinWorkerThreadFactory = new DefaultForkJoinWorkerThreadFactory();
        int pc = -1;
        int spares = DEFAULT_COMMON_MAX_SPARES;
        ForkJoinWorkerThreadFactory fac = null;
        Thread.UncaughtExceptionHandler h = null;
        try {
            String p = System.getProperty("java.util.concurrent.ForkJoinPool.common.parallelism");
            if (p != null) {
                pc = Math.max(0, Math.min(MAX_CAP, Integer.parseInt(p)));
            }
            String ms = System.getProperty("java.util.concurrent.ForkJoinPool.common.maximumSpares");
            if (ms != null) {
                spares = Math.max(0, Math.min(MAX_CAP, Integer.parseInt(ms)));
            }
            String fp = System.getProperty("java.util.concurrent.ForkJoinPool.common.threadFactory");
            if (fp != null) {
                fac = (ForkJoinWorkerThreadFactory) ClassLoader.getSystemClassLoader().loadClass(fp)
                        .getConstructor().newInstance();
            }
            String hp = System.getProperty("java.util.concurrent.ForkJoinPool.common.exceptionHandler");
            if (hp != null) {
                h = (Thread.UncaughtExceptionHandler) ClassLoader.getSystemClassLoader().loadClass(hp)
                        .getConstructor().newInstance();
            }
        } catch (Exception ignore) {
        }
        if (pc < 0) {
            pc = Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
        }
        COMMON_PARALLELISM = Math.max(1, pc);
        common = new ForkJoinPool(COMMON_PARALLELISM, fac != null ? fac : defaultForkJoinWorkerThreadFactory,
                h, spares);
    }

    public static ForkJoinPool commonPool() {
        return common;
    }

    final String nextWorkerThreadName() {
        int id;
        synchronized (lock) {
            id = ++threadIds;
        }
        String prefix = workerNamePrefix;
        if (prefix == null) {
            prefix = "ForkJoinPool.commonPool-worker-";
        }
        return prefix + id;
    }

    // ---------------------------------------------------------------- workers

    /** Starts one more worker (total already counts it); undoes the count if none can be made. */
    private void createWorker() {
        Throwable ex = null;
        ForkJoinWorkerThread wt = null;
        try {
            wt = factory.newThread(this);
            if (wt != null) {
                wt.start();
                return;
            }
        } catch (Throwable rex) {
            ex = rex;
        }
        synchronized (lock) {
            total--;
            if (runState >= STOP) {
                tryTerminateLocked();
            }
        }
        if (ex != null) {
            ForkJoinTask.rethrow(ex);
        }
    }

    /** Starts a worker if none is idle and fewer than the parallelism run (blocked ones not counted). */
    private void tryAddWorker() {
        synchronized (lock) {
            if (runState >= STOP || idle.get() > 0 || total - blocked >= parallelism || total >= maxTotal) {
                return;
            }
            total++;
        }
        createWorker();
    }

    final void registerWorker(WorkQueue w) {
        synchronized (lock) {
            w.fifo = asyncMode;
            WorkQueue[] qs = queues;
            WorkQueue[] n = new WorkQueue[qs.length + 1];
            System.arraycopy(qs, 0, n, 0, qs.length);
            w.index = qs.length;
            n[qs.length] = w;
            queues = n;
        }
    }

    final void deregisterWorker(ForkJoinWorkerThread wt, Throwable ex) {
        WorkQueue w = wt == null ? null : wt.workQueue;
        boolean replace = false;
        synchronized (lock) {
            if (w != null && w.index >= 0) {
                WorkQueue[] qs = queues;
                ArrayList<WorkQueue> keep = new ArrayList<WorkQueue>(qs.length);
                for (WorkQueue q : qs) {
                    if (q != w) {
                        keep.add(q);
                    }
                }
                WorkQueue[] n = keep.toArray(new WorkQueue[0]);
                for (int i = 0; i < n.length; i++) {
                    n[i].index = i;
                }
                queues = n;
            }
            total--;
            if (runState < STOP && w != null && !w.isEmpty()) {
                ArrayList<ForkJoinTask<?>> left = new ArrayList<ForkJoinTask<?>>();
                w.drainTo(left);
                for (ForkJoinTask<?> t : left) {
                    submissions.push(t);
                }
                replace = true;
            } else if (w != null && !w.isEmpty()) {
                ArrayList<ForkJoinTask<?>> left = new ArrayList<ForkJoinTask<?>>();
                w.drainTo(left);
                for (ForkJoinTask<?> t : left) {
                    ForkJoinTask.cancelIgnoringExceptions(t);
                }
            }
            if (ex != null && runState < STOP) {
                replace = true;
            }
            if (idle.get() > 0) {
                lock.notify(); // the idle worker that now finds all idle takes over the timed wait
            }
            tryTerminateLocked();
        }
        if (replace) {
            signalWork();
        }
        if (ex != null) {
            ForkJoinTask.rethrow(ex);
        }
    }

    /** Wakes an idle worker or starts one, after a push. */
    final void signalWork() {
        pushes.incrementAndGet();
        if (idle.get() > 0) {
            synchronized (lock) {
                if (idle.get() > 0) {
                    lock.notify();
                    return;
                }
            }
        }
        if (total - blocked < parallelism) {
            tryAddWorker();
        }
    }

    final void runWorker(WorkQueue w) {
        for (;;) {
            long seen = pushes.get();
            if (runState >= STOP) {
                return;
            }
            ForkJoinTask<?> t = nextTaskFor(w);
            if (t != null) {
                runTask(t, w);
                continue;
            }
            if (!awaitWork(w, seen)) {
                return;
            }
        }
    }

    private void runTask(ForkJoinTask<?> t, WorkQueue w) {
        t.doExec();
    }

    /** Own queue, then the submissions, then the other workers' queues. */
    final ForkJoinTask<?> nextTaskFor(WorkQueue w) {
        ForkJoinTask<?> t = w == null ? null : w.nextLocal();
        if (t != null) {
            return t;
        }
        t = submissions.poll();
        if (t != null) {
            stealCount++; // the JDK counts every task a worker takes from another queue
            return t;
        }
        WorkQueue[] qs = queues;
        int n = qs.length;
        if (n == 0) {
            return null;
        }
        int start = (scanRover++ & 0x7fffffff) % n;
        for (int k = 0; k < n; k++) {
            WorkQueue q = qs[(start + k) % n];
            if (q != w && !q.isEmpty()) {
                t = q.poll();
                if (t != null) {
                    stealCount++;
                    return t;
                }
            }
        }
        return null;
    }

    /** Parks an idle worker; false when it should exit. */
    private boolean awaitWork(WorkQueue w, long seen) {
        synchronized (lock) {
            idle.incrementAndGet();
            try {
                for (;;) {
                    if (runState >= STOP) {
                        return false;
                    }
                    if (pushes.get() != seen) {
                        return true;
                    }
                    if (runState == SHUTDOWN && tryTerminateLocked()) {
                        return false;
                    }
                    boolean quiescent = idle.get() >= total;
                    if (quiescent) {
                        synchronized (this) {
                            notifyAll();
                        }
                    }
                    long start = quiescent ? System.nanoTime() : 0L;
                    try {
                        lock.wait(quiescent ? keepAliveMillis : 0L);
                    } catch (InterruptedException ie) {
                        // a stray interrupt (shutdownNow, user code) only makes it look again
                    }
                    if (pushes.get() != seen) {
                        return true;
                    }
                    if (quiescent && System.nanoTime() - start >= keepAliveMillis * 1000000L
                            && idle.get() >= total && runState == RUNNING) {
                        return false;
                    }
                }
            } finally {
                idle.decrementAndGet();
            }
        }
    }

    /** Under lock: moves a shut-down pool on once nothing is left to run.  True once stopped. */
    private boolean tryTerminateLocked() {
        if (runState == SHUTDOWN && idle.get() >= total && !anyQueued()) {
            runState = STOP;
            lock.notifyAll();
        }
        if (runState >= STOP && total == 0 && runState != TERMINATED) {
            runState = TERMINATED;
            synchronized (this) {
                notifyAll();
            }
        }
        return runState >= STOP;
    }

    private boolean anyQueued() {
        if (!submissions.isEmpty()) {
            return true;
        }
        for (WorkQueue q : queues) {
            if (!q.isEmpty()) {
                return true;
            }
        }
        return false;
    }

    private boolean quiescent() {
        return idle.get() >= total && !anyQueued();
    }

    // ---------------------------------------------------------------- pushing, joining, blocking

    final void pushLocal(WorkQueue w, ForkJoinTask<?> t) {
        w.push(t);
        signalWork();
    }

    final void externalPush(ForkJoinTask<?> t) {
        if (t == null) {
            throw new NullPointerException();
        }
        Thread ct = Thread.currentThread();
        if (ct instanceof ForkJoinWorkerThread && ((ForkJoinWorkerThread) ct).pool == this
                && ((ForkJoinWorkerThread) ct).workQueue != null && runState < SHUTDOWN) {
            pushLocal(((ForkJoinWorkerThread) ct).workQueue, t);
            return;
        }
        if (runState >= SHUTDOWN) {
            throw new RejectedExecutionException();
        }
        submissions.push(t);
        signalWork();
    }

    private <T> ForkJoinTask<T> externalSubmit(ForkJoinTask<T> t) {
        externalPush(t);
        return t;
    }

    /** An outside thread joining t: runs it here if it is still in the submission queue. */
    final boolean tryRunExternal(ForkJoinTask<?> t) {
        if (submissions.tryRemove(t)) {
            t.doExec();
            return true;
        }
        return false;
    }

    /** A worker joining task: run it if queued anywhere, else help its thief.  Returns its status. */
    final int helpJoin(ForkJoinTask<?> task, WorkQueue w) {
        int s = task.status;
        if (s < 0) {
            return s;
        }
        if (w.tryRemove(task) || submissions.tryRemove(task) || removeFromOthers(task, w)) {
            return task.doExec();
        }
        ForkJoinTask<?> prev = w.currentSteal;
        try {
            while ((s = task.status) >= 0) {
                WorkQueue thief = null;
                for (WorkQueue q : queues) {
                    if (q != w && q.currentSteal == task) {
                        thief = q;
                        break;
                    }
                }
                if (thief == null) {
                    break;
                }
                ForkJoinTask<?> t = thief.poll();
                if (t == null) {
                    break;
                }
                stealCount++;
                w.currentSteal = t;
                t.doExec();
            }
        } finally {
            w.currentSteal = prev;
        }
        return task.status;
    }

    private boolean removeFromOthers(ForkJoinTask<?> task, WorkQueue w) {
        for (WorkQueue q : queues) {
            if (q != w && !q.isEmpty() && q.tryRemove(task)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A worker is about to block: counts it and starts a spare worker when no idle one
     * is left to keep the parallelism.  False if the caller is no worker of a live pool.
     */
    final boolean beginBlocking() {
        boolean spawn = false;
        synchronized (lock) {
            if (runState >= STOP) {
                return false;
            }
            blocked++;
            // a spare only for work already queued; work pushed later starts one in signalWork
            if (idle.get() == 0 && total - blocked < parallelism && anyQueued()) {
                if (total < maxTotal) {
                    total++;
                    spawn = true;
                } else if (saturate == null || !saturate.test(this)) {
                    blocked--;
                    throw new RejectedExecutionException("Thread limit exceeded replacing blocked worker");
                }
            }
        }
        if (spawn) {
            try {
                createWorker();
            } catch (Throwable ex) {
                endBlocking();
                ForkJoinTask.rethrow(ex);
            }
        }
        return true;
    }

    final void endBlocking() {
        synchronized (lock) {
            blocked--;
        }
    }

    final int surplus(WorkQueue w) {
        return Math.max(0, w.size() - idle.get());
    }

    /** A worker's helpQuiesce: runs tasks until none is left and every other worker idles. */
    final boolean helpQuiesce(WorkQueue w, long nanos) {
        long deadline = System.nanoTime() + nanos;
        ForkJoinTask<?> prev = w.currentSteal;
        try {
            for (;;) {
                ForkJoinTask<?> t = nextTaskFor(w);
                if (t != null) {
                    w.currentSteal = t;
                    t.doExec();
                    continue;
                }
                if (idle.get() + blocked >= total - 1 && !anyQueued()) {
                    return true;
                }
                if (nanos != Long.MAX_VALUE && System.nanoTime() - deadline >= 0) {
                    return false;
                }
                Thread.yield();
            }
        } finally {
            w.currentSteal = prev;
        }
    }

    // ---------------------------------------------------------------- ExecutorService

    public <T> T invoke(ForkJoinTask<T> task) {
        externalSubmit(task);
        return task.join();
    }

    public void execute(ForkJoinTask<?> task) {
        externalSubmit(task);
    }

    public void execute(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        ForkJoinTask<?> job = task instanceof ForkJoinTask<?> ? (ForkJoinTask<?>) task
                : new ForkJoinTask.RunnableExecuteAction(task);
        externalSubmit(job);
    }

    public <T> ForkJoinTask<T> submit(ForkJoinTask<T> task) {
        return externalSubmit(task);
    }

    public <T> ForkJoinTask<T> submit(Callable<T> task) {
        return externalSubmit(new ForkJoinTask.AdaptedCallable<T>(task));
    }

    public <T> ForkJoinTask<T> submit(Runnable task, T result) {
        return externalSubmit(new ForkJoinTask.AdaptedRunnable<T>(task, result));
    }

    @SuppressWarnings("unchecked")
    public ForkJoinTask<?> submit(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        ForkJoinTask<?> job = task instanceof ForkJoinTask<?> ? (ForkJoinTask<Void>) task
                : new ForkJoinTask.AdaptedRunnableAction(task);
        return externalSubmit(job);
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) {
        ArrayList<Future<T>> futures = new ArrayList<Future<T>>(tasks.size());
        try {
            for (Callable<T> t : tasks) {
                ForkJoinTask<T> f = new ForkJoinTask.AdaptedCallable<T>(t);
                futures.add(f);
                externalSubmit(f);
            }
            for (int i = futures.size() - 1; i >= 0; --i) {
                ((ForkJoinTask<?>) futures.get(i)).quietlyJoin();
            }
            return futures;
        } catch (Throwable t) {
            for (Future<T> e : futures) {
                ForkJoinTask.cancelIgnoringExceptions(e);
            }
            ForkJoinTask.rethrow(t);
            return null;
        }
    }

    protected <T> RunnableFuture<T> newTaskFor(Runnable runnable, T value) {
        return new ForkJoinTask.AdaptedRunnable<T>(runnable, value);
    }

    protected <T> RunnableFuture<T> newTaskFor(Callable<T> callable) {
        return new ForkJoinTask.AdaptedCallable<T>(callable);
    }

    // ---------------------------------------------------------------- monitoring

    public ForkJoinWorkerThreadFactory getFactory() {
        return factory;
    }

    public Thread.UncaughtExceptionHandler getUncaughtExceptionHandler() {
        return ueh;
    }

    public int getParallelism() {
        return parallelism;
    }

    public static int getCommonPoolParallelism() {
        return COMMON_PARALLELISM;
    }

    public int getPoolSize() {
        return Math.max(0, total);
    }

    public boolean getAsyncMode() {
        return asyncMode;
    }

    public int getRunningThreadCount() {
        return Math.max(0, total - idle.get() - blocked);
    }

    public int getActiveThreadCount() {
        return Math.max(0, total - idle.get());
    }

    public boolean isQuiescent() {
        return quiescent();
    }

    public long getStealCount() {
        return stealCount;
    }

    public long getQueuedTaskCount() {
        long n = 0;
        for (WorkQueue q : queues) {
            n += q.size();
        }
        return n;
    }

    public int getQueuedSubmissionCount() {
        return submissions.size();
    }

    public boolean hasQueuedSubmissions() {
        return !submissions.isEmpty();
    }

    protected ForkJoinTask<?> pollSubmission() {
        return submissions.poll();
    }

    protected int drainTasksTo(Collection<? super ForkJoinTask<?>> c) {
        int before = c.size();
        submissions.drainTo(c);
        for (WorkQueue q : queues) {
            q.drainTo(c);
        }
        return c.size() - before;
    }

    public String toString() {
        int rs = runState;
        String level = rs == TERMINATED ? "Terminated" : rs >= SHUTDOWN ? "Shutting down" : "Running";
        return super.toString() + "[" + level + ", parallelism = " + parallelism + ", size = " + getPoolSize()
                + ", active = " + getActiveThreadCount() + ", running = " + getRunningThreadCount()
                + ", steals = " + stealCount + ", tasks = " + getQueuedTaskCount()
                + ", submissions = " + getQueuedSubmissionCount() + "]";
    }

    // ---------------------------------------------------------------- shutdown

    public void shutdown() {
        if (isCommon) {
            return;
        }
        synchronized (lock) {
            if (runState == RUNNING) {
                runState = SHUTDOWN;
            }
            tryTerminateLocked();
            lock.notifyAll();
        }
    }

    public List<Runnable> shutdownNow() {
        if (isCommon) {
            return Collections.emptyList();
        }
        ArrayList<ForkJoinTask<?>> left = new ArrayList<ForkJoinTask<?>>();
        WorkQueue[] qs;
        synchronized (lock) {
            if (runState < STOP) {
                runState = STOP;
            }
            submissions.drainTo(left);
            qs = queues;
            for (WorkQueue q : qs) {
                q.drainTo(left);
            }
            tryTerminateLocked();
            lock.notifyAll();
        }
        for (ForkJoinTask<?> t : left) {
            ForkJoinTask.cancelIgnoringExceptions(t);
        }
        for (WorkQueue q : qs) {
            if (q.owner != null) {
                try {
                    q.owner.interrupt();
                } catch (Throwable ignore) {
                }
            }
        }
        return Collections.emptyList();
    }

    public boolean isTerminated() {
        return runState == TERMINATED;
    }

    public boolean isTerminating() {
        return runState == STOP;
    }

    public boolean isShutdown() {
        return runState >= SHUTDOWN;
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        if (isCommon) {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            awaitQuiescence(timeout, unit);
            return false;
        }
        long deadline = System.nanoTime() + nanos;
        synchronized (this) {
            for (;;) {
                if (runState == TERMINATED) {
                    return true;
                }
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    return false;
                }
                long ms = Math.max(1L, TimeUnit.NANOSECONDS.toMillis(left));
                wait(ms);
            }
        }
    }

    public boolean awaitQuiescence(long timeout, TimeUnit unit) {
        long nanos = unit.toNanos(timeout);
        Thread t = Thread.currentThread();
        if (t instanceof ForkJoinWorkerThread && ((ForkJoinWorkerThread) t).pool == this
                && ((ForkJoinWorkerThread) t).workQueue != null) {
            return helpQuiesce(((ForkJoinWorkerThread) t).workQueue, nanos);
        }
        long deadline = System.nanoTime() + nanos;
        for (;;) {
            ForkJoinTask<?> task = submissions.poll();
            if (task != null) {
                task.doExec();
                continue;
            }
            if (quiescent()) {
                return true;
            }
            long left = deadline - System.nanoTime();
            if (left <= 0L) {
                return false;
            }
            synchronized (this) {
                if (!quiescent() && !anyQueuedSubmission()) {
                    try {
                        wait(Math.max(1L, TimeUnit.NANOSECONDS.toMillis(left)));
                    } catch (InterruptedException ie) {
                        t.interrupt();
                        return false;
                    }
                }
            }
        }
    }

    private boolean anyQueuedSubmission() {
        return !submissions.isEmpty();
    }

    // ---------------------------------------------------------------- managed blocking

    public static void managedBlock(ManagedBlocker blocker) throws InterruptedException {
        if (blocker == null) {
            throw new NullPointerException();
        }
        Thread t = Thread.currentThread();
        ForkJoinPool p = null;
        if (t instanceof ForkJoinWorkerThread && ((ForkJoinWorkerThread) t).workQueue != null) {
            p = ((ForkJoinWorkerThread) t).pool;
        }
        if (blocker.isReleasable()) {
            return;
        }
        boolean compensated = p != null && p.beginBlocking();
        try {
            while (!blocker.isReleasable() && !blocker.block()) {
            }
        } finally {
            if (compensated) {
                p.endBlocking();
            }
        }
    }
}
