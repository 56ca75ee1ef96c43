package java.util.concurrent;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * An ExecutorService running tasks on a pool of worker threads: up to corePoolSize
 * workers are started for new tasks, then tasks are queued, and when the queue
 * refuses one, more workers up to maximumPoolSize are started; past that, tasks
 * are rejected.  Workers above the core size (or all, with allowCoreThreadTimeOut)
 * end after keepAliveTime idle.
 *
 * <p>All bookkeeping is under mainLock.  A worker is "idle" while it waits for a
 * task; shutdown() interrupts only idle workers, and a worker clears any stray
 * interrupt under mainLock before it starts a task, so a task never sees the
 * shutdown interrupt.  After shutdown, workers go on taking queued tasks; a worker
 * that ends while the pool is shutting down interrupts the idle ones, so none stays
 * blocked on a queue that has become empty.
 */
public class ThreadPoolExecutor extends AbstractExecutorService {

    private static final int RUNNING = 0, SHUTDOWN = 1, STOP = 2, TIDYING = 3, TERMINATED = 4;

    private final BlockingQueue<Runnable> workQueue;
    private final ReentrantLock mainLock = new ReentrantLock();
    private final Condition termination = mainLock.newCondition();
    private final HashSet<Worker> workers = new HashSet<Worker>();
    private volatile int runState = RUNNING;
    private int largestPoolSize;
    private long completedTaskCount;

    private volatile ThreadFactory threadFactory;
    private volatile RejectedExecutionHandler handler;
    private volatile long keepAliveTime;
    private volatile boolean allowCoreThreadTimeOut;
    private volatile int corePoolSize;
    private volatile int maximumPoolSize;

    private static final RejectedExecutionHandler defaultHandler = new AbortPolicy();

    private final class Worker implements Runnable {
        final Thread thread;
        Runnable firstTask;
        /** Guarded by mainLock. */
        boolean idle;
        volatile boolean active;
        volatile long completedTasks;

        Worker(Runnable firstTask) {
            this.firstTask = firstTask;
            this.thread = getThreadFactory().newThread(this);
        }

        public void run() {
            runWorker(this);
        }
    }

    // ---------------------------------------------------------------- construction

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue,
                Executors.defaultThreadFactory(), defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, threadFactory, defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue, RejectedExecutionHandler handler) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue,
                Executors.defaultThreadFactory(), handler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory,
                              RejectedExecutionHandler handler) {
        if (corePoolSize < 0 || maximumPoolSize <= 0 || maximumPoolSize < corePoolSize || keepAliveTime < 0) {
            throw new IllegalArgumentException();
        }
        if (workQueue == null || threadFactory == null || handler == null) {
            throw new NullPointerException();
        }
        this.corePoolSize = corePoolSize;
        this.maximumPoolSize = maximumPoolSize;
        this.workQueue = workQueue;
        this.keepAliveTime = unit.toNanos(keepAliveTime);
        this.threadFactory = threadFactory;
        this.handler = handler;
    }

    // ---------------------------------------------------------------- workers

    /** Starts a worker; mainLock held.  Returns false if the factory gave no thread. */
    private boolean addWorkerLocked(Runnable firstTask) {
        Worker w = new Worker(firstTask);
        Thread t = w.thread;
        if (t == null) {
            return false;
        }
        if (t.isAlive()) {
            throw new IllegalThreadStateException();
        }
        workers.add(w);
        if (workers.size() > largestPoolSize) {
            largestPoolSize = workers.size();
        }
        boolean started = false;
        try {
            t.start();
            started = true;
        } finally {
            if (!started) {
                workers.remove(w);
            }
        }
        return true;
    }

    private boolean addWorker(Runnable firstTask, boolean core) {
        mainLock.lock();
        try {
            int s = runState;
            if (s >= STOP || (s == SHUTDOWN && (firstTask != null || workQueue.isEmpty()))) {
                return false;
            }
            if (workers.size() >= (core ? corePoolSize : maximumPoolSize)) {
                return false;
            }
            return addWorkerLocked(firstTask);
        } finally {
            mainLock.unlock();
        }
    }

    final void runWorker(Worker w) {
        Thread wt = Thread.currentThread();
        Runnable task = w.firstTask;
        w.firstTask = null;
        boolean completedAbruptly = true;
        try {
            if (task != null) {
                startTask(w, wt);
            }
            while (task != null || (task = getTask(w)) != null) {
                try {
                    beforeExecute(wt, task);
                    try {
                        task.run();
                        afterExecute(task, null);
                    } catch (Throwable ex) {
                        afterExecute(task, ex);
                        throw ex;
                    }
                } finally {
                    task = null;
                    w.completedTasks++;
                    w.active = false;
                }
            }
            completedAbruptly = false;
        } finally {
            processWorkerExit(w, completedAbruptly);
        }
    }

    /** Marks w busy and settles its interrupt status: set only when the pool stops. */
    private void startTask(Worker w, Thread wt) {
        mainLock.lock();
        try {
            w.idle = false;
            w.active = true;
            if (runState >= STOP) {
                if (!wt.isInterrupted()) {
                    wt.interrupt();
                }
            } else {
                Thread.interrupted();
            }
        } finally {
            mainLock.unlock();
        }
    }

    /** The next task for w, or null when w is to end. */
    private Runnable getTask(Worker w) {
        Thread wt = Thread.currentThread();
        boolean timedOut = false;
        for (;;) {
            int s;
            boolean timed;
            mainLock.lock();
            try {
                s = runState;
                if (s >= STOP || (s >= SHUTDOWN && workQueue.isEmpty())) {
                    return null;
                }
                int wc = workers.size();
                timed = allowCoreThreadTimeOut || wc > corePoolSize;
                if ((wc > maximumPoolSize || (timed && timedOut)) && (wc > 1 || workQueue.isEmpty())) {
                    return null;
                }
                w.idle = true;
            } finally {
                mainLock.unlock();
            }
            Runnable r = null;
            try {
                if (timed) {
                    r = workQueue.poll(keepAliveTime, TimeUnit.NANOSECONDS);
                    timedOut = r == null;
                } else {
                    r = workQueue.take();
                }
            } catch (InterruptedException retry) {
                timedOut = false;
            }
            if (r != null) {
                startTask(w, wt);
                return r;
            }
        }
    }

    private void processWorkerExit(Worker w, boolean completedAbruptly) {
        mainLock.lock();
        try {
            completedTaskCount += w.completedTasks;
            w.active = false;
            workers.remove(w);
            tryTerminateLocked();
            int s = runState;
            if (s == RUNNING || (s == SHUTDOWN && !workQueue.isEmpty())) {
                if (completedAbruptly) {
                    addWorkerLocked(null);
                } else {
                    int min = allowCoreThreadTimeOut ? 0 : corePoolSize;
                    if (min == 0 && !workQueue.isEmpty()) {
                        min = 1;
                    }
                    if (workers.size() < min) {
                        addWorkerLocked(null);
                    }
                }
            }
        } finally {
            mainLock.unlock();
        }
    }

    private void interruptIdleWorkersLocked() {
        for (Worker w : workers) {
            if (w.idle) {
                w.thread.interrupt();
            }
        }
    }

    /** Moves to TERMINATED when shut down, with no workers and nothing queued; mainLock held. */
    private void tryTerminateLocked() {
        int s = runState;
        if (s == RUNNING || s >= TIDYING || (s == SHUTDOWN && !workQueue.isEmpty())) {
            return;
        }
        if (!workers.isEmpty()) {
            interruptIdleWorkersLocked();
            return;
        }
        runState = TIDYING;
        try {
            terminated();
        } finally {
            runState = TERMINATED;
            termination.signalAll();
        }
    }

    // ---------------------------------------------------------------- Executor

    public void execute(Runnable command) {
        if (command == null) {
            throw new NullPointerException();
        }
        boolean rejected;
        mainLock.lock();
        try {
            if (runState != RUNNING) {
                rejected = true;
            } else if (workers.size() < corePoolSize && addWorkerLocked(command)) {
                rejected = false;
            } else if (workQueue.offer(command)) {
                rejected = false;
                if (workers.isEmpty()) {
                    addWorkerLocked(null);
                }
            } else {
                rejected = workers.size() >= maximumPoolSize || !addWorkerLocked(command);
            }
        } finally {
            mainLock.unlock();
        }
        if (rejected) {
            reject(command);
        }
    }

    final void reject(Runnable command) {
        handler.rejectedExecution(command, this);
    }

    public void shutdown() {
        mainLock.lock();
        try {
            if (runState < SHUTDOWN) {
                runState = SHUTDOWN;
            }
            interruptIdleWorkersLocked();
            onShutdown();
            tryTerminateLocked();
        } finally {
            mainLock.unlock();
        }
    }

    /** Hook for ScheduledThreadPoolExecutor: called by shutdown() under mainLock. */
    void onShutdown() {
    }

    /** Whether tasks may still run: RUNNING, or SHUTDOWN when shutdownOK. */
    final boolean isRunningOrShutdown(boolean shutdownOK) {
        int s = runState;
        return s == RUNNING || (s == SHUTDOWN && shutdownOK);
    }

    /** Starts a core worker without a first task (or one worker if the core size is 0). */
    final void ensurePrestart() {
        mainLock.lock();
        try {
            int s = runState;
            if (s >= STOP || (s == SHUTDOWN && workQueue.isEmpty())) {
                return;
            }
            int wc = workers.size();
            if (wc < corePoolSize || wc == 0) {
                addWorkerLocked(null);
            }
        } finally {
            mainLock.unlock();
        }
    }

    /** Lets a pool that is shutting down finish when its queue has emptied. */
    final void tryTerminate() {
        mainLock.lock();
        try {
            tryTerminateLocked();
        } finally {
            mainLock.unlock();
        }
    }

    public List<Runnable> shutdownNow() {
        ArrayList<Runnable> tasks = new ArrayList<Runnable>();
        mainLock.lock();
        try {
            if (runState < STOP) {
                runState = STOP;
            }
            for (Worker w : workers) {
                w.thread.interrupt();
            }
            workQueue.drainTo(tasks);
            if (!workQueue.isEmpty()) {
                for (Runnable r : workQueue.toArray(new Runnable[0])) {
                    if (workQueue.remove(r)) {
                        tasks.add(r);
                    }
                }
            }
            tryTerminateLocked();
        } finally {
            mainLock.unlock();
        }
        return tasks;
    }

    public boolean isShutdown() {
        return runState != RUNNING;
    }

    public boolean isTerminating() {
        int s = runState;
        return s != RUNNING && s < TERMINATED;
    }

    public boolean isTerminated() {
        return runState == TERMINATED;
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        mainLock.lock();
        try {
            while (runState != TERMINATED) {
                if (nanos <= 0L) {
                    return false;
                }
                nanos = termination.awaitNanos(nanos);
            }
            return true;
        } finally {
            mainLock.unlock();
        }
    }

    // ---------------------------------------------------------------- tuning and inspection

    public void setThreadFactory(ThreadFactory threadFactory) {
        if (threadFactory == null) {
            throw new NullPointerException();
        }
        this.threadFactory = threadFactory;
    }

    public ThreadFactory getThreadFactory() {
        return threadFactory;
    }

    public void setRejectedExecutionHandler(RejectedExecutionHandler handler) {
        if (handler == null) {
            throw new NullPointerException();
        }
        this.handler = handler;
    }

    public RejectedExecutionHandler getRejectedExecutionHandler() {
        return handler;
    }

    public void setCorePoolSize(int corePoolSize) {
        if (corePoolSize < 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        mainLock.lock();
        try {
            int delta = corePoolSize - this.corePoolSize;
            this.corePoolSize = corePoolSize;
            if (workers.size() > corePoolSize) {
                interruptIdleWorkersLocked();
            } else if (delta > 0 && runState == RUNNING) {
                int k = Math.min(delta, workQueue.size());
                while (k-- > 0 && workers.size() < corePoolSize) {
                    if (!addWorkerLocked(null) || workQueue.isEmpty()) {
                        break;
                    }
                }
            }
        } finally {
            mainLock.unlock();
        }
    }

    public int getCorePoolSize() {
        return corePoolSize;
    }

    public boolean prestartCoreThread() {
        return addWorker(null, true);
    }

    public int prestartAllCoreThreads() {
        int n = 0;
        while (addWorker(null, true)) {
            ++n;
        }
        return n;
    }

    public boolean allowsCoreThreadTimeOut() {
        return allowCoreThreadTimeOut;
    }

    public void allowCoreThreadTimeOut(boolean value) {
        if (value && keepAliveTime <= 0) {
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        }
        if (value != allowCoreThreadTimeOut) {
            mainLock.lock();
            try {
                allowCoreThreadTimeOut = value;
                if (value) {
                    interruptIdleWorkersLocked();
                }
            } finally {
                mainLock.unlock();
            }
        }
    }

    public void setMaximumPoolSize(int maximumPoolSize) {
        if (maximumPoolSize <= 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        mainLock.lock();
        try {
            this.maximumPoolSize = maximumPoolSize;
            if (workers.size() > maximumPoolSize) {
                interruptIdleWorkersLocked();
            }
        } finally {
            mainLock.unlock();
        }
    }

    public int getMaximumPoolSize() {
        return maximumPoolSize;
    }

    public void setKeepAliveTime(long time, TimeUnit unit) {
        if (time < 0) {
            throw new IllegalArgumentException();
        }
        if (time == 0 && allowsCoreThreadTimeOut()) {
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        }
        long keepAliveTime = unit.toNanos(time);
        long delta = keepAliveTime - this.keepAliveTime;
        this.keepAliveTime = keepAliveTime;
        if (delta < 0) {
            mainLock.lock();
            try {
                interruptIdleWorkersLocked();
            } finally {
                mainLock.unlock();
            }
        }
    }

    public long getKeepAliveTime(TimeUnit unit) {
        return unit.convert(keepAliveTime, TimeUnit.NANOSECONDS);
    }

    public BlockingQueue<Runnable> getQueue() {
        return workQueue;
    }

    public boolean remove(Runnable task) {
        boolean removed = workQueue.remove(task);
        mainLock.lock();
        try {
            tryTerminateLocked();
        } finally {
            mainLock.unlock();
        }
        return removed;
    }

    public void purge() {
        for (Runnable r : workQueue.toArray(new Runnable[0])) {
            if (r instanceof Future<?> && ((Future<?>) r).isCancelled()) {
                workQueue.remove(r);
            }
        }
        mainLock.lock();
        try {
            tryTerminateLocked();
        } finally {
            mainLock.unlock();
        }
    }

    public int getPoolSize() {
        mainLock.lock();
        try {
            return runState >= TIDYING ? 0 : workers.size();
        } finally {
            mainLock.unlock();
        }
    }

    public int getActiveCount() {
        mainLock.lock();
        try {
            int n = 0;
            for (Worker w : workers) {
                if (w.active) {
                    ++n;
                }
            }
            return n;
        } finally {
            mainLock.unlock();
        }
    }

    public int getLargestPoolSize() {
        mainLock.lock();
        try {
            return largestPoolSize;
        } finally {
            mainLock.unlock();
        }
    }

    public long getTaskCount() {
        mainLock.lock();
        try {
            long n = completedTaskCount;
            for (Worker w : workers) {
                n += w.completedTasks;
                if (w.active) {
                    ++n;
                }
            }
            return n + workQueue.size();
        } finally {
            mainLock.unlock();
        }
    }

    public long getCompletedTaskCount() {
        mainLock.lock();
        try {
            long n = completedTaskCount;
            for (Worker w : workers) {
                n += w.completedTasks;
            }
            return n;
        } finally {
            mainLock.unlock();
        }
    }

    public String toString() {
        long ncompleted;
        int nworkers, nactive;
        mainLock.lock();
        try {
            ncompleted = completedTaskCount;
            nactive = 0;
            nworkers = workers.size();
            for (Worker w : workers) {
                ncompleted += w.completedTasks;
                if (w.active) {
                    ++nactive;
                }
            }
        } finally {
            mainLock.unlock();
        }
        int s = runState;
        String state = s == RUNNING ? "Running" : s >= TERMINATED ? "Terminated" : "Shutting down";
        return super.toString() + "[" + state + ", pool size = " + nworkers + ", active threads = " + nactive
                + ", queued tasks = " + workQueue.size() + ", completed tasks = " + ncompleted + "]";
    }

    // ---------------------------------------------------------------- hooks

    protected void beforeExecute(Thread t, Runnable r) {
    }

    protected void afterExecute(Runnable r, Throwable t) {
    }

    protected void terminated() {
    }

    // ---------------------------------------------------------------- rejection policies

    public static class CallerRunsPolicy implements RejectedExecutionHandler {
        public CallerRunsPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                r.run();
            }
        }
    }

    public static class AbortPolicy implements RejectedExecutionHandler {
        public AbortPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            throw new RejectedExecutionException("Task " + r.toString() + " rejected from " + e.toString());
        }
    }

    public static class DiscardPolicy implements RejectedExecutionHandler {
        public DiscardPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
        }
    }

    public static class DiscardOldestPolicy implements RejectedExecutionHandler {
        public DiscardOldestPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                e.getQueue().poll();
                e.execute(r);
            }
        }
    }
}
