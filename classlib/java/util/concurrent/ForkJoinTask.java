package java.util.concurrent;

import java.lang.reflect.Constructor;
import java.util.Collection;
import java.util.List;
import java.util.RandomAccess;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

/**
 * A task that runs in a {@link ForkJoinPool}.
 *
 * <p>The whole state is one int: the low 16 bits are the user's tag, DONE (the
 * sign bit) says the task has finished, ABNORMAL that it was cancelled or threw,
 * THROWN that it threw (the exception and the thread that threw it are kept in
 * {@code thrown}/{@code thrower}), SIGNAL that some thread waits on this task's
 * monitor for it to finish.  Transitions are compare-and-sets; only a completion
 * that finds SIGNAL set takes the monitor (to notifyAll).
 *
 * <p>As the JDK's, join/invoke/get rethrow an exception that another thread threw
 * as a new exception of the same class with the original as its cause (made with
 * the public (Throwable) constructor, else the no-argument one and initCause),
 * so that the stack trace shows the joining thread too; a checked exception from
 * an adapted Callable arrives wrapped in a RuntimeException.
 */
public abstract class ForkJoinTask<V> implements Future<V>, java.io.Serializable {
    private static final long serialVersionUID = -7721805057305804111L;

    static final int DONE = 1 << 31;
    static final int ABNORMAL = 1 << 18;
    static final int THROWN = 1 << 17;
    static final int SIGNAL = 1 << 16;
    static final int SMASK = 0xffff;

    private static final AtomicIntegerFieldUpdater<ForkJoinTask> STATUS =
            AtomicIntegerFieldUpdater.newUpdater(ForkJoinTask.class, "status");

    volatile int status;
    private transient volatile Throwable thrown;
    private transient volatile Thread thrower;

    public ForkJoinTask() {
    }

    // ---------------------------------------------------------------- completion

    private boolean casStatus(int expect, int update) {
        return STATUS.compareAndSet(this, expect, update);
    }

    /** Sets the completion bits; returns the new status (or the old one if already done). */
    private int setDone(int bits) {
        for (;;) {
            int s = status;
            if (s < 0) {
                return s;
            }
            int ns = (s & ~SIGNAL) | DONE | bits;
            if (casStatus(s, ns)) {
                if ((s & SIGNAL) != 0) {
                    synchronized (this) {
                        notifyAll();
                    }
                }
                return ns;
            }
        }
    }

    final int setNormalDone() {
        return setDone(0);
    }

    /** Records ex as thrown by the current thread, unless the task is done already. */
    final int trySetThrown(Throwable ex) {
        if (status < 0) {
            return status;
        }
        synchronized (this) {
            if (status >= 0 && thrown == null) {
                thrower = Thread.currentThread();
                thrown = ex;
            }
        }
        return setDone(ABNORMAL | THROWN);
    }

    /** Overridden by CountedCompleter (propagation) and the execute() wrapper (handler). */
    int trySetException(Throwable ex) {
        return trySetThrown(ex);
    }

    final int trySetCancelled() {
        return setDone(ABNORMAL);
    }

    /** Runs the task if not done; records its outcome. */
    final int doExec() {
        int s = status;
        if (s >= 0) {
            boolean completed;
            try {
                completed = exec();
            } catch (Throwable rex) {
                return trySetException(rex);
            }
            if (completed) {
                s = setNormalDone();
            } else {
                s = status;
            }
        }
        return s;
    }

    static boolean isExceptionalStatus(int s) {
        return (s & THROWN) != 0;
    }

    // ---------------------------------------------------------------- waiting

    /**
     * Waits for the task to finish.  A worker of a pool first runs the task itself
     * if it is still in its own queue, then helps the thread that stole it, and
     * only then blocks (the pool may start a spare worker meanwhile).  An outside
     * thread runs a common-pool task it finds still queued.  Returns the status, or
     * 0 on time-out; throws InterruptedException only when interruptible.
     */
    final int awaitDone(boolean interruptible, long deadline, boolean timed) throws InterruptedException {
        int s = status;
        if (s < 0) {
            return s;
        }
        Thread t = Thread.currentThread();
        ForkJoinPool pool = null;
        ForkJoinPool.WorkQueue q = null;
        if (t instanceof ForkJoinWorkerThread) {
            ForkJoinWorkerThread w = (ForkJoinWorkerThread) t;
            pool = w.pool;
            q = w.workQueue;
            if (pool != null && q != null) {
                s = pool.helpJoin(this, q);
                if (s < 0) {
                    return s;
                }
            }
        } else if (ForkJoinPool.common != null && ForkJoinPool.common.tryRunExternal(this)) {
            s = status;
            if (s < 0) {
                return s;
            }
        }
        if (interruptible && Thread.interrupted()) {
            throw new InterruptedException();
        }
        boolean compensated = pool != null && q != null && pool.beginBlocking();
        boolean interrupted = false;
        try {
            synchronized (this) {
                for (;;) {
                    s = status;
                    if (s < 0) {
                        break;
                    }
                    long ms = 0L;
                    if (timed) {
                        long left = deadline - System.nanoTime();
                        if (left <= 0L) {
                            return 0;
                        }
                        ms = TimeUnit.NANOSECONDS.toMillis(left);
                        if (ms == 0L) {
                            ms = 1L;
                        }
                    }
                    if (!casStatus(s, s | SIGNAL) && (s & SIGNAL) == 0) {
                        continue;
                    }
                    try {
                        wait(ms);
                    } catch (InterruptedException ie) {
                        if (interruptible) {
                            throw ie;
                        }
                        interrupted = true;
                    }
                }
            }
        } finally {
            if (compensated) {
                pool.endBlocking();
            }
            if (interrupted) {
                t.interrupt();
            }
        }
        return s;
    }

    private int awaitUninterruptibly() {
        try {
            return awaitDone(false, 0L, false);
        } catch (InterruptedException cannotHappen) {
            return status;
        }
    }

    // ---------------------------------------------------------------- exceptions

    /** The exception to rethrow here: the thrown one, rebuilt when another thread threw it. */
    private Throwable getThrowableException() {
        Throwable ex = thrown;
        if (ex == null || thrower == Thread.currentThread()) {
            return ex;
        }
        try {
            Constructor<?> noArg = null, oneArg = null;
            for (Constructor<?> c : ex.getClass().getConstructors()) {
                Class<?>[] ps = c.getParameterTypes();
                if (ps.length == 0) {
                    noArg = c;
                } else if (ps.length == 1 && ps[0] == Throwable.class) {
                    oneArg = c;
                    break;
                }
            }
            if (oneArg != null) {
                return (Throwable) oneArg.newInstance(ex);
            }
            if (noArg != null) {
                Throwable rx = (Throwable) noArg.newInstance();
                rx.initCause(ex);
                return rx;
            }
        } catch (Exception ignore) {
        }
        return ex;
    }

    private Throwable exceptionFor(int s) {
        if ((s & ABNORMAL) == 0) {
            return null;
        }
        if ((s & THROWN) == 0) {
            return new CancellationException();
        }
        return getThrowableException();
    }

    private void reportException(int s) {
        Throwable ex = exceptionFor(s);
        if (ex != null) {
            uncheckedThrow(ex);
        }
    }

    private void reportExecutionException(int s) throws ExecutionException {
        if ((s & ABNORMAL) == 0) {
            return;
        }
        if ((s & THROWN) == 0) {
            throw new CancellationException();
        }
        Throwable ex = getThrowableException();
        throw new ExecutionException(ex);
    }

    static void rethrow(Throwable ex) {
        ForkJoinTask.<RuntimeException>uncheckedThrow(ex);
    }

    @SuppressWarnings("unchecked")
    static <T extends Throwable> void uncheckedThrow(Throwable t) throws T {
        if (t != null) {
            throw (T) t;
        }
        throw new Error("Unknown Exception");
    }

    static final void cancelIgnoringExceptions(Future<?> t) {
        if (t != null) {
            try {
                t.cancel(true);
            } catch (Throwable ignore) {
            }
        }
    }

    // ---------------------------------------------------------------- public API

    public final ForkJoinTask<V> fork() {
        Thread t = Thread.currentThread();
        if (t instanceof ForkJoinWorkerThread && ((ForkJoinWorkerThread) t).workQueue != null) {
            ForkJoinWorkerThread w = (ForkJoinWorkerThread) t;
            w.pool.pushLocal(w.workQueue, this);
        } else {
            ForkJoinPool.common.externalPush(this);
        }
        return this;
    }

    public final V join() {
        int s = awaitUninterruptibly();
        if ((s & ABNORMAL) != 0) {
            reportException(s);
        }
        return getRawResult();
    }

    public final V invoke() {
        int s = doExec();
        if (s >= 0) {
            s = awaitUninterruptibly();
        }
        if ((s & ABNORMAL) != 0) {
            reportException(s);
        }
        return getRawResult();
    }

    public static void invokeAll(ForkJoinTask<?> t1, ForkJoinTask<?> t2) {
        if (t1 == null || t2 == null) {
            throw new NullPointerException();
        }
        t2.fork();
        int s1 = t1.doExec();
        if (s1 >= 0) {
            s1 = t1.awaitUninterruptibly();
        }
        if ((s1 & ABNORMAL) != 0) {
            cancelIgnoringExceptions(t2);
            t1.reportException(s1);
        }
        int s2 = t2.awaitUninterruptibly();
        if ((s2 & ABNORMAL) != 0) {
            t2.reportException(s2);
        }
    }

    public static void invokeAll(ForkJoinTask<?>... tasks) {
        Throwable ex = null;
        int last = tasks.length - 1;
        for (int i = last; i >= 0; --i) {
            ForkJoinTask<?> t = tasks[i];
            if (t == null) {
                ex = new NullPointerException();
                break;
            }
            if (i == 0) {
                int s = t.doExec();
                if (s >= 0) {
                    s = t.awaitUninterruptibly();
                }
                ex = t.exceptionFor(s);
            } else {
                t.fork();
            }
        }
        if (ex == null) {
            for (int i = 1; i <= last; ++i) {
                ForkJoinTask<?> t = tasks[i];
                int s = t.awaitUninterruptibly();
                if ((ex = t.exceptionFor(s)) != null) {
                    break;
                }
            }
        }
        if (ex != null) {
            for (int i = 1; i <= last; ++i) {
                cancelIgnoringExceptions(tasks[i]);
            }
            rethrow(ex);
        }
    }

    public static <T extends ForkJoinTask<?>> Collection<T> invokeAll(Collection<T> tasks) {
        if (!(tasks instanceof RandomAccess) || !(tasks instanceof List<?>)) {
            invokeAll(tasks.toArray(new ForkJoinTask<?>[0]));
            return tasks;
        }
        @SuppressWarnings("unchecked")
        List<? extends ForkJoinTask<?>> ts = (List<? extends ForkJoinTask<?>>) tasks;
        invokeAll(ts.toArray(new ForkJoinTask<?>[0]));
        return tasks;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        return (trySetCancelled() & (ABNORMAL | THROWN)) == ABNORMAL;
    }

    public final boolean isDone() {
        return status < 0;
    }

    public final boolean isCancelled() {
        return (status & (ABNORMAL | THROWN)) == ABNORMAL;
    }

    public final boolean isCompletedAbnormally() {
        return (status & ABNORMAL) != 0;
    }

    public final boolean isCompletedNormally() {
        return (status & (DONE | ABNORMAL)) == DONE;
    }

    public final Throwable getException() {
        return exceptionFor(status);
    }

    public void completeExceptionally(Throwable ex) {
        trySetException((ex instanceof RuntimeException) || (ex instanceof Error) ? ex : new RuntimeException(ex));
    }

    public void complete(V value) {
        try {
            setRawResult(value);
        } catch (Throwable rex) {
            trySetException(rex);
            return;
        }
        setNormalDone();
    }

    public final void quietlyComplete() {
        setNormalDone();
    }

    public final V get() throws InterruptedException, ExecutionException {
        int s = awaitDone(true, 0L, false);
        if ((s & ABNORMAL) != 0) {
            reportExecutionException(s);
        }
        return getRawResult();
    }

    public final V get(long timeout, TimeUnit unit)
            throws InterruptedException, ExecutionException, TimeoutException {
        long nanos = unit.toNanos(timeout);
        int s = status;
        if (s >= 0) {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            if (nanos > 0L) {
                s = awaitDone(true, System.nanoTime() + nanos, true);
            } else {
                s = status;
            }
            if (s >= 0) {
                throw new TimeoutException();
            }
        }
        if ((s & ABNORMAL) != 0) {
            reportExecutionException(s);
        }
        return getRawResult();
    }

    public final void quietlyJoin() {
        awaitUninterruptibly();
    }

    public final void quietlyInvoke() {
        if (doExec() >= 0) {
            awaitUninterruptibly();
        }
    }

    public static void helpQuiesce() {
        Thread t = Thread.currentThread();
        if (t instanceof ForkJoinWorkerThread && ((ForkJoinWorkerThread) t).workQueue != null) {
            ForkJoinWorkerThread w = (ForkJoinWorkerThread) t;
            w.pool.helpQuiesce(w.workQueue, Long.MAX_VALUE);
        } else {
            ForkJoinPool.common.awaitQuiescence(Long.MAX_VALUE, TimeUnit.NANOSECONDS);
        }
    }

    public void reinitialize() {
        synchronized (this) {
            thrown = null;
            thrower = null;
        }
        status = 0;
    }

    public static ForkJoinPool getPool() {
        Thread t = Thread.currentThread();
        return t instanceof ForkJoinWorkerThread ? ((ForkJoinWorkerThread) t).pool : null;
    }

    public static boolean inForkJoinPool() {
        return Thread.currentThread() instanceof ForkJoinWorkerThread;
    }

    public boolean tryUnfork() {
        Thread t = Thread.currentThread();
        if (t instanceof ForkJoinWorkerThread && ((ForkJoinWorkerThread) t).workQueue != null) {
            return ((ForkJoinWorkerThread) t).workQueue.tryUnpush(this);
        }
        return ForkJoinPool.common.submissions.tryUnpush(this);
    }

    private static ForkJoinPool.WorkQueue localQueue() {
        Thread t = Thread.currentThread();
        if (t instanceof ForkJoinWorkerThread) {
            return ((ForkJoinWorkerThread) t).workQueue;
        }
        return null;
    }

    public static int getQueuedTaskCount() {
        ForkJoinPool.WorkQueue q = localQueue();
        if (q == null) {
            q = ForkJoinPool.common.submissions;
        }
        return q.size();
    }

    public static int getSurplusQueuedTaskCount() {
        Thread t = Thread.currentThread();
        if (t instanceof ForkJoinWorkerThread && ((ForkJoinWorkerThread) t).workQueue != null) {
            ForkJoinWorkerThread w = (ForkJoinWorkerThread) t;
            return w.pool.surplus(w.workQueue);
        }
        return 0;
    }

    public abstract V getRawResult();

    protected abstract void setRawResult(V value);

    protected abstract boolean exec();

    protected static ForkJoinTask<?> peekNextLocalTask() {
        ForkJoinPool.WorkQueue q = localQueue();
        if (q == null) {
            q = ForkJoinPool.common.submissions;
        }
        return q.peekNext();
    }

    protected static ForkJoinTask<?> pollNextLocalTask() {
        ForkJoinPool.WorkQueue q = localQueue();
        return q == null ? null : q.nextLocal();
    }

    protected static ForkJoinTask<?> pollTask() {
        Thread t = Thread.currentThread();
        if (t instanceof ForkJoinWorkerThread && ((ForkJoinWorkerThread) t).workQueue != null) {
            ForkJoinWorkerThread w = (ForkJoinWorkerThread) t;
            return w.pool.nextTaskFor(w.workQueue);
        }
        return null;
    }

    protected static ForkJoinTask<?> pollSubmission() {
        Thread t = Thread.currentThread();
        if (t instanceof ForkJoinWorkerThread && ((ForkJoinWorkerThread) t).pool != null) {
            return ((ForkJoinWorkerThread) t).pool.pollSubmission();
        }
        return null;
    }

    // ---------------------------------------------------------------- tags

    public final short getForkJoinTaskTag() {
        return (short) status;
    }

    public final short setForkJoinTaskTag(short newValue) {
        for (;;) {
            int s = status;
            if (casStatus(s, (s & ~SMASK) | (newValue & SMASK))) {
                return (short) s;
            }
        }
    }

    public final boolean compareAndSetForkJoinTaskTag(short expect, short update) {
        for (;;) {
            int s = status;
            if ((short) s != expect) {
                return false;
            }
            if (casStatus(s, (s & ~SMASK) | (update & SMASK))) {
                return true;
            }
        }
    }

    // ---------------------------------------------------------------- adapters

    static final class AdaptedRunnable<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        private static final long serialVersionUID = 5232453952276885070L;
        final Runnable runnable;
        T result;

        AdaptedRunnable(Runnable runnable, T result) {
            if (runnable == null) {
                throw new NullPointerException();
            }
            this.runnable = runnable;
            this.result = result;
        }

        public final T getRawResult() {
            return result;
        }

        public final void setRawResult(T v) {
            result = v;
        }

        public final boolean exec() {
            runnable.run();
            return true;
        }

        public final void run() {
            invoke();
        }

        public String toString() {
            return super.toString() + "[Wrapped task = " + runnable + "]";
        }
    }

    static final class AdaptedRunnableAction extends ForkJoinTask<Void> implements RunnableFuture<Void> {
        private static final long serialVersionUID = 5232453952276885070L;
        final Runnable runnable;

        AdaptedRunnableAction(Runnable runnable) {
            if (runnable == null) {
                throw new NullPointerException();
            }
            this.runnable = runnable;
        }

        public final Void getRawResult() {
            return null;
        }

        public final void setRawResult(Void v) {
        }

        public final boolean exec() {
            runnable.run();
            return true;
        }

        public final void run() {
            invoke();
        }

        public String toString() {
            return super.toString() + "[Wrapped task = " + runnable + "]";
        }
    }

    /** What ForkJoinPool.execute(Runnable) runs: an exception goes to the thread's handler. */
    static final class RunnableExecuteAction extends ForkJoinTask<Void> {
        private static final long serialVersionUID = 5232453952276885070L;
        final Runnable runnable;

        RunnableExecuteAction(Runnable runnable) {
            if (runnable == null) {
                throw new NullPointerException();
            }
            this.runnable = runnable;
        }

        public final Void getRawResult() {
            return null;
        }

        public final void setRawResult(Void v) {
        }

        public final boolean exec() {
            runnable.run();
            return true;
        }

        int trySetException(Throwable ex) {
            int s = trySetThrown(ex);
            if (isExceptionalStatus(s)) {
                Thread t = Thread.currentThread();
                Thread.UncaughtExceptionHandler h = t.getUncaughtExceptionHandler();
                if (h != null) {
                    try {
                        h.uncaughtException(t, ex);
                    } catch (Throwable ignore) {
                    }
                }
            }
            return s;
        }
    }

    static final class AdaptedCallable<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        private static final long serialVersionUID = 2838392045355241008L;
        final Callable<? extends T> callable;
        T result;

        AdaptedCallable(Callable<? extends T> callable) {
            if (callable == null) {
                throw new NullPointerException();
            }
            this.callable = callable;
        }

        public final T getRawResult() {
            return result;
        }

        public final void setRawResult(T v) {
            result = v;
        }

        public final boolean exec() {
            try {
                result = callable.call();
                return true;
            } catch (RuntimeException rex) {
                throw rex;
            } catch (Exception ex) {
                throw new RuntimeException(ex);
            }
        }

        public final void run() {
            invoke();
        }

        public String toString() {
            return super.toString() + "[Wrapped task = " + callable + "]";
        }
    }

    public static ForkJoinTask<?> adapt(Runnable runnable) {
        return new AdaptedRunnableAction(runnable);
    }

    public static <T> ForkJoinTask<T> adapt(Runnable runnable, T result) {
        return new AdaptedRunnable<T>(runnable, result);
    }

    public static <T> ForkJoinTask<T> adapt(Callable<? extends T> callable) {
        return new AdaptedCallable<T>(callable);
    }

    // ---------------------------------------------------------------- serialization

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeObject(thrown);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        Object ex = s.readObject();
        if (ex instanceof Throwable) {
            thrown = (Throwable) ex;
        }
    }
}
