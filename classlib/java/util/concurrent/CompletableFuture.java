package java.util.concurrent;

import java.util.ArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A Future that may be completed explicitly, with dependent actions run when it
 * completes.
 *
 * <p>The result lives in one volatile field ({@code null} while incomplete; a
 * {@link Alt} box for a null value or a failure).  Dependents wait in a list under
 * a private monitor and are run, newest first, by the thread that completes this
 * future (or by their executor, for the *Async forms); get/join wait on the same
 * monitor.  A failure passed on to a dependent is wrapped in CompletionException
 * (unless it already is one), as the specification describes; a failure stored by
 * completeExceptionally is kept as given.
 *
 * <p>The default async executor is, like the JDK's, {@link ForkJoinPool#commonPool()}
 * when its parallelism is more than one, and otherwise a new thread per task.  The
 * tasks given to an executor are ForkJoinTasks marked AsynchronousCompletionTask.
 */
public class CompletableFuture<T> implements Future<T>, CompletionStage<T> {

    /** A null result or a failure. */
    static final class Alt {
        final Throwable ex;

        Alt(Throwable ex) {
            this.ex = ex;
        }
    }

    private static final Alt NIL = new Alt(null);

    private volatile Object result;
    private final Object lock = new Object();
    /** Dependents not yet run; guarded by lock; null once this future has completed. */
    private ArrayList<Runnable> dependents = new ArrayList<Runnable>(2);

    public CompletableFuture() {
    }

    private CompletableFuture(Object r) {
        result = r;
        dependents = null;
    }

    // ---------------------------------------------------------------- encoding

    private static Object encodeValue(Object v) {
        return v == null ? NIL : v;
    }

    /** An exception thrown by an action of this stage. */
    private static Alt encodeThrowable(Throwable x) {
        return new Alt(x instanceof CompletionException ? x : new CompletionException(x));
    }

    /** The result of a dependent whose source ended with r. */
    private static Object encodeRelay(Object r) {
        if (r instanceof Alt) {
            Throwable x = ((Alt) r).ex;
            if (x != null && !(x instanceof CompletionException)) {
                return new Alt(new CompletionException(x));
            }
        }
        return r;
    }

    private static Throwable failure(Object r) {
        return r instanceof Alt ? ((Alt) r).ex : null;
    }

    @SuppressWarnings("unchecked")
    private static <V> V value(Object r) {
        return r instanceof Alt ? null : (V) r;
    }

    // ---------------------------------------------------------------- completion

    /** Sets the result if still incomplete, then runs the dependents. */
    final boolean completeWith(Object r) {
        ArrayList<Runnable> deps;
        synchronized (lock) {
            if (result != null) {
                return false;
            }
            result = r;
            deps = dependents;
            dependents = null;
            lock.notifyAll();
        }
        if (deps != null) {
            for (int i = deps.size() - 1; i >= 0; i--) {
                deps.get(i).run();
            }
        }
        return true;
    }

    /** Runs action once this future is complete: now, if it already is. */
    private void onDone(Runnable action) {
        synchronized (lock) {
            if (result == null) {
                dependents.add(action);
                return;
            }
        }
        action.run();
    }

    private Object waitResult() throws InterruptedException {
        Object r = result;
        if (r == null) {
            synchronized (lock) {
                while ((r = result) == null) {
                    lock.wait();
                }
            }
        }
        return r;
    }

    private Object waitResultUninterruptibly() {
        Object r = result;
        if (r == null) {
            boolean interrupted = false;
            synchronized (lock) {
                while ((r = result) == null) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        interrupted = true;
                    }
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        return r;
    }

    @SuppressWarnings("unchecked")
    private static <V> V reportGet(Object r) throws ExecutionException {
        if (r instanceof Alt) {
            Throwable x = ((Alt) r).ex;
            if (x == null) {
                return null;
            }
            if (x instanceof CancellationException) {
                throw (CancellationException) x;
            }
            Throwable cause;
            if (x instanceof CompletionException && (cause = x.getCause()) != null) {
                x = cause;
            }
            throw new ExecutionException(x);
        }
        return (V) r;
    }

    @SuppressWarnings("unchecked")
    private static <V> V reportJoin(Object r) {
        if (r instanceof Alt) {
            Throwable x = ((Alt) r).ex;
            if (x == null) {
                return null;
            }
            if (x instanceof CancellationException) {
                throw (CancellationException) x;
            }
            if (x instanceof CompletionException) {
                throw (CompletionException) x;
            }
            throw new CompletionException(x);
        }
        return (V) r;
    }

    // ---------------------------------------------------------------- executors

    /**
     * Marks the tasks the async methods hand to an executor (as the JDK's: for
     * monitoring and debugging tools).
     */
    public static interface AsynchronousCompletionTask {
    }

    /** What an executor is given: a Runnable that is also a ForkJoinTask, as the JDK's. */
    abstract static class AsyncRunnable extends ForkJoinTask<Void> implements Runnable, AsynchronousCompletionTask {
        private static final long serialVersionUID = 1L;

        public final Void getRawResult() {
            return null;
        }

        public final void setRawResult(Void v) {
        }

        public final boolean exec() {
            run();
            return false;
        }
    }

    static final class ThreadPerTaskExecutor implements Executor {
        public void execute(Runnable r) {
            if (r == null) {
                throw new NullPointerException();
            }
            new Thread(r).start();
        }
    }

    /** The common pool, unless its parallelism is below 2: then a thread per task (as the JDK). */
    private static final class AsyncPool {
        static final Executor POOL = ForkJoinPool.getCommonPoolParallelism() > 1
                ? ForkJoinPool.commonPool() : new ThreadPerTaskExecutor();
    }

    /** The one daemon thread that delayed executors schedule on, started at first use. */
    static final class Delayer {
        static final ScheduledThreadPoolExecutor DELAYER;

        static {
            DELAYER = new ScheduledThreadPoolExecutor(1, new ThreadFactory() {
                public Thread newThread(Runnable r) {
                    Thread t = new Thread(r, "CompletableFutureDelayScheduler");
                    t.setDaemon(true);
                    return t;
                }
            });
            DELAYER.setRemoveOnCancelPolicy(true);
        }
    }

    /** Hands each task to executor after the delay. */
    static final class DelayedExecutor implements Executor {
        final long delay;
        final TimeUnit unit;
        final Executor executor;

        DelayedExecutor(long delay, TimeUnit unit, Executor executor) {
            this.delay = delay;
            this.unit = unit;
            this.executor = executor;
        }

        public void execute(final Runnable r) {
            if (r == null) {
                throw new NullPointerException();
            }
            Delayer.DELAYER.schedule(new Runnable() {
                public void run() {
                    executor.execute(r);
                }
            }, delay, unit);
        }
    }

    public static Executor delayedExecutor(long delay, TimeUnit unit, Executor executor) {
        if (unit == null || executor == null) {
            throw new NullPointerException();
        }
        return new DelayedExecutor(delay, unit, executor);
    }

    public static Executor delayedExecutor(long delay, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        return new DelayedExecutor(delay, unit, AsyncPool.POOL);
    }

    private static Executor screen(Executor e) {
        if (e == null) {
            throw new NullPointerException();
        }
        return e;
    }

    public Executor defaultExecutor() {
        return AsyncPool.POOL;
    }

    public <U> CompletableFuture<U> newIncompleteFuture() {
        return new CompletableFuture<U>();
    }

    // ---------------------------------------------------------------- factories

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier) {
        return supplyAsync(supplier, AsyncPool.POOL);
    }

    public static <U> CompletableFuture<U> supplyAsync(final Supplier<U> supplier, Executor executor) {
        if (supplier == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<U> d = new CompletableFuture<U>();
        screen(executor).execute(new AsyncTask(d) {
            Object compute() {
                return encodeValue(supplier.get());
            }
        });
        return d;
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable) {
        return runAsync(runnable, AsyncPool.POOL);
    }

    public static CompletableFuture<Void> runAsync(final Runnable runnable, Executor executor) {
        if (runnable == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<Void> d = new CompletableFuture<Void>();
        screen(executor).execute(new AsyncTask(d) {
            Object compute() {
                runnable.run();
                return NIL;
            }
        });
        return d;
    }

    /** Computes a result and completes d with it (or with the failure). */
    private abstract static class AsyncTask extends AsyncRunnable {
        private final CompletableFuture<?> d;

        AsyncTask(CompletableFuture<?> d) {
            this.d = d;
        }

        abstract Object compute();

        public final void run() {
            if (d.result != null) {
                return;
            }
            Object r;
            try {
                r = compute();
            } catch (Throwable ex) {
                r = encodeThrowable(ex);
            }
            d.completeWith(r);
        }
    }

    public static <U> CompletableFuture<U> completedFuture(U value) {
        return new CompletableFuture<U>(encodeValue(value));
    }

    public static <U> CompletionStage<U> completedStage(U value) {
        return new CompletableFuture<U>(encodeValue(value));
    }

    public static <U> CompletableFuture<U> failedFuture(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return new CompletableFuture<U>(new Alt(ex));
    }

    public static <U> CompletionStage<U> failedStage(Throwable ex) {
        return failedFuture(ex);
    }

    public static CompletableFuture<Void> allOf(final CompletableFuture<?>... cfs) {
        final CompletableFuture<Void> d = new CompletableFuture<Void>();
        if (cfs.length == 0) {
            d.completeWith(NIL);
            return d;
        }
        final AtomicInteger left = new AtomicInteger(cfs.length);
        for (CompletableFuture<?> f : cfs) {
            f.onDone(new Runnable() {
                public void run() {
                    if (left.decrementAndGet() == 0) {
                        Object r = NIL;
                        for (CompletableFuture<?> g : cfs) {
                            if (failure(g.result) != null) {
                                r = encodeRelay(g.result);
                                break;
                            }
                        }
                        d.completeWith(r);
                    }
                }
            });
        }
        return d;
    }

    public static CompletableFuture<Object> anyOf(CompletableFuture<?>... cfs) {
        final CompletableFuture<Object> d = new CompletableFuture<Object>();
        for (final CompletableFuture<?> f : cfs) {
            f.onDone(new Runnable() {
                public void run() {
                    d.completeWith(encodeRelay(f.result));
                }
            });
        }
        return d;
    }

    // ---------------------------------------------------------------- Future

    public boolean isDone() {
        return result != null;
    }

    public T get() throws InterruptedException, ExecutionException {
        return reportGet(waitResult());
    }

    public T get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        long nanos = unit.toNanos(timeout);
        Object r = result;
        if (r == null) {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            long deadline = System.nanoTime() + nanos;
            synchronized (lock) {
                while ((r = result) == null) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0L) {
                        throw new TimeoutException();
                    }
                    lock.wait(left / 1000000L, (int) (left % 1000000L));
                }
            }
        }
        return reportGet(r);
    }

    public T join() {
        return reportJoin(waitResultUninterruptibly());
    }

    public T getNow(T valueIfAbsent) {
        Object r = result;
        return r == null ? valueIfAbsent : CompletableFuture.<T>reportJoin(r);
    }

    public boolean complete(T value) {
        return completeWith(encodeValue(value));
    }

    public boolean completeExceptionally(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return completeWith(new Alt(ex));
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        boolean cancelled = result == null && completeWith(new Alt(new CancellationException()));
        return cancelled || isCancelled();
    }

    public boolean isCancelled() {
        return failure(result) instanceof CancellationException;
    }

    public boolean isCompletedExceptionally() {
        return failure(result) != null;
    }

    public void obtrudeValue(T value) {
        synchronized (lock) {
            result = encodeValue(value);
        }
    }

    public void obtrudeException(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            result = new Alt(ex);
        }
    }

    public int getNumberOfDependents() {
        synchronized (lock) {
            return dependents == null ? 0 : dependents.size();
        }
    }

    public CompletableFuture<T> completeAsync(final Supplier<? extends T> supplier, Executor executor) {
        if (supplier == null) {
            throw new NullPointerException();
        }
        screen(executor).execute(new AsyncTask(this) {
            Object compute() {
                return encodeValue(supplier.get());
            }
        });
        return this;
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier) {
        return completeAsync(supplier, defaultExecutor());
    }

    /** Completes this future with r after the delay unless it completes before. */
    private void completeLater(final Object r, long timeout, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        if (result != null) {
            return;
        }
        final long deadline = System.nanoTime() + unit.toNanos(timeout);
        Thread t = new Thread(null, new Runnable() {
            public void run() {
                synchronized (lock) {
                    long left;
                    while (result == null && (left = deadline - System.nanoTime()) > 0L) {
                        try {
                            lock.wait(left / 1000000L, (int) (left % 1000000L));
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                }
                completeWith(r);
            }
        }, "CompletableFutureDelayScheduler", 0);
        t.setDaemon(true);
        t.start();
    }

    public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
        completeLater(new Alt(new TimeoutException()), timeout, unit);
        return this;
    }

    public CompletableFuture<T> completeOnTimeout(T value, long timeout, TimeUnit unit) {
        completeLater(encodeValue(value), timeout, unit);
        return this;
    }

    public CompletableFuture<T> toCompletableFuture() {
        return this;
    }

    public CompletableFuture<T> copy() {
        return thenApply(Function.<T>identity());
    }

    public CompletionStage<T> minimalCompletionStage() {
        return copy();
    }

    public String toString() {
        Object r = result;
        String status;
        if (r == null) {
            int n = getNumberOfDependents();
            status = n == 0 ? "[Not completed]" : "[Not completed, " + n + " dependents]";
        } else if (r instanceof Alt && ((Alt) r).ex != null) {
            status = "[Completed exceptionally: " + ((Alt) r).ex + "]";
        } else {
            status = "[Completed normally]";
        }
        return super.toString() + status;
    }

    // ---------------------------------------------------------------- dependents

    /** What a dependent does with its source's result; returns the dependent's result. */
    private interface Step {
        Object apply(Object sourceResult);
    }

    /** Runs step on executor (null: in the completing thread) and completes d with its result. */
    private static void runStep(final CompletableFuture<?> d, final Object r, final Step step, Executor executor) {
        Runnable task = new AsyncRunnable() {
            public void run() {
                Object out;
                try {
                    out = step.apply(r);
                } catch (Throwable ex) {
                    out = encodeThrowable(ex);
                }
                if (out != null) {
                    d.completeWith(out);
                }
            }
        };
        if (executor == null) {
            task.run();
        } else {
            try {
                executor.execute(task);
            } catch (Throwable ex) {
                d.completeWith(encodeThrowable(ex));
            }
        }
    }

    /** A dependent of this future computed by step. A step returning null completes d itself later. */
    private <U> CompletableFuture<U> then(final Step step, final Executor executor) {
        final CompletableFuture<U> d = newIncompleteFuture();
        onDone(new Runnable() {
            public void run() {
                runStep(d, result, step, executor);
            }
        });
        return d;
    }

    /** A dependent of this and other: runs step on both results once both are done. */
    private <U> CompletableFuture<U> both(CompletionStage<?> other, final BiStep step, final Executor executor) {
        final CompletableFuture<?> o = other.toCompletableFuture();
        final CompletableFuture<U> d = newIncompleteFuture();
        final AtomicInteger left = new AtomicInteger(2);
        Runnable arrive = new Runnable() {
            public void run() {
                if (left.decrementAndGet() == 0) {
                    final Object r = result, s = o.result;
                    if (failure(r) != null) {
                        d.completeWith(encodeRelay(r));
                    } else if (failure(s) != null) {
                        d.completeWith(encodeRelay(s));
                    } else {
                        runStep(d, null, new Step() {
                            public Object apply(Object unused) {
                                return step.apply(r, s);
                            }
                        }, executor);
                    }
                }
            }
        };
        onDone(arrive);
        o.onDone(arrive);
        return d;
    }

    private interface BiStep {
        Object apply(Object r, Object s);
    }

    /** A dependent of whichever of this and other completes first. */
    private <U> CompletableFuture<U> either(CompletionStage<?> other, final Step step, final Executor executor) {
        final CompletableFuture<?> o = other.toCompletableFuture();
        final CompletableFuture<U> d = newIncompleteFuture();
        final AtomicInteger fired = new AtomicInteger();
        class Arrive implements Runnable {
            final CompletableFuture<?> src;

            Arrive(CompletableFuture<?> src) {
                this.src = src;
            }

            public void run() {
                if (fired.getAndIncrement() == 0) {
                    Object r = src.result;
                    if (failure(r) != null) {
                        d.completeWith(encodeRelay(r));
                    } else {
                        runStep(d, r, step, executor);
                    }
                }
            }
        }
        onDone(new Arrive(this));
        o.onDone(new Arrive(o));
        return d;
    }

    /** Step for the value-taking forms: passes failures on, else applies fn. */
    private abstract static class OnValue implements Step {
        public final Object apply(Object r) {
            if (failure(r) != null) {
                return encodeRelay(r);
            }
            return onValue(value(r));
        }

        abstract Object onValue(Object v);
    }

    public <U> CompletableFuture<U> thenApply(Function<? super T, ? extends U> fn) {
        return uniApply(fn, null);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn) {
        return uniApply(fn, defaultExecutor());
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn, Executor executor) {
        return uniApply(fn, screen(executor));
    }

    private <U> CompletableFuture<U> uniApply(final Function<? super T, ? extends U> fn, Executor e) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return then(new OnValue() {
            @SuppressWarnings("unchecked")
            Object onValue(Object v) {
                return encodeValue(fn.apply((T) v));
            }
        }, e);
    }

    public CompletableFuture<Void> thenAccept(Consumer<? super T> action) {
        return uniAccept(action, null);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action) {
        return uniAccept(action, defaultExecutor());
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action, Executor executor) {
        return uniAccept(action, screen(executor));
    }

    private CompletableFuture<Void> uniAccept(final Consumer<? super T> action, Executor e) {
        if (action == null) {
            throw new NullPointerException();
        }
        return then(new OnValue() {
            @SuppressWarnings("unchecked")
            Object onValue(Object v) {
                action.accept((T) v);
                return NIL;
            }
        }, e);
    }

    public CompletableFuture<Void> thenRun(Runnable action) {
        return uniRun(action, null);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action) {
        return uniRun(action, defaultExecutor());
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action, Executor executor) {
        return uniRun(action, screen(executor));
    }

    private CompletableFuture<Void> uniRun(final Runnable action, Executor e) {
        if (action == null) {
            throw new NullPointerException();
        }
        return then(new OnValue() {
            Object onValue(Object v) {
                action.run();
                return NIL;
            }
        }, e);
    }

    public <U, V> CompletableFuture<V> thenCombine(CompletionStage<? extends U> other,
                                                   BiFunction<? super T, ? super U, ? extends V> fn) {
        return biApply(other, fn, null);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
                                                        BiFunction<? super T, ? super U, ? extends V> fn) {
        return biApply(other, fn, defaultExecutor());
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
                                                        BiFunction<? super T, ? super U, ? extends V> fn,
                                                        Executor executor) {
        return biApply(other, fn, screen(executor));
    }

    private <U, V> CompletableFuture<V> biApply(CompletionStage<? extends U> other,
                                                final BiFunction<? super T, ? super U, ? extends V> fn, Executor e) {
        if (fn == null || other == null) {
            throw new NullPointerException();
        }
        return both(other, new BiStep() {
            @SuppressWarnings("unchecked")
            public Object apply(Object r, Object s) {
                return encodeValue(fn.apply((T) value(r), (U) value(s)));
            }
        }, e);
    }

    public <U> CompletableFuture<Void> thenAcceptBoth(CompletionStage<? extends U> other,
                                                      BiConsumer<? super T, ? super U> action) {
        return biAccept(other, action, null);
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other,
                                                           BiConsumer<? super T, ? super U> action) {
        return biAccept(other, action, defaultExecutor());
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other,
                                                           BiConsumer<? super T, ? super U> action,
                                                           Executor executor) {
        return biAccept(other, action, screen(executor));
    }

    private <U> CompletableFuture<Void> biAccept(CompletionStage<? extends U> other,
                                                 final BiConsumer<? super T, ? super U> action, Executor e) {
        if (action == null || other == null) {
            throw new NullPointerException();
        }
        return both(other, new BiStep() {
            @SuppressWarnings("unchecked")
            public Object apply(Object r, Object s) {
                action.accept((T) value(r), (U) value(s));
                return NIL;
            }
        }, e);
    }

    public CompletableFuture<Void> runAfterBoth(CompletionStage<?> other, Runnable action) {
        return biRun(other, action, null);
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action) {
        return biRun(other, action, defaultExecutor());
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action,
                                                     Executor executor) {
        return biRun(other, action, screen(executor));
    }

    private CompletableFuture<Void> biRun(CompletionStage<?> other, final Runnable action, Executor e) {
        if (action == null || other == null) {
            throw new NullPointerException();
        }
        return both(other, new BiStep() {
            public Object apply(Object r, Object s) {
                action.run();
                return NIL;
            }
        }, e);
    }

    public <U> CompletableFuture<U> applyToEither(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        return orApply(other, fn, null);
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other,
                                                       Function<? super T, U> fn) {
        return orApply(other, fn, defaultExecutor());
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other,
                                                       Function<? super T, U> fn, Executor executor) {
        return orApply(other, fn, screen(executor));
    }

    private <U> CompletableFuture<U> orApply(CompletionStage<? extends T> other,
                                             final Function<? super T, U> fn, Executor e) {
        if (fn == null || other == null) {
            throw new NullPointerException();
        }
        return either(other, new OnValue() {
            @SuppressWarnings("unchecked")
            Object onValue(Object v) {
                return encodeValue(fn.apply((T) v));
            }
        }, e);
    }

    public CompletableFuture<Void> acceptEither(CompletionStage<? extends T> other, Consumer<? super T> action) {
        return orAccept(other, action, null);
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other,
                                                     Consumer<? super T> action) {
        return orAccept(other, action, defaultExecutor());
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other,
                                                     Consumer<? super T> action, Executor executor) {
        return orAccept(other, action, screen(executor));
    }

    private CompletableFuture<Void> orAccept(CompletionStage<? extends T> other,
                                             final Consumer<? super T> action, Executor e) {
        if (action == null || other == null) {
            throw new NullPointerException();
        }
        return either(other, new OnValue() {
            @SuppressWarnings("unchecked")
            Object onValue(Object v) {
                action.accept((T) v);
                return NIL;
            }
        }, e);
    }

    public CompletableFuture<Void> runAfterEither(CompletionStage<?> other, Runnable action) {
        return orRun(other, action, null);
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action) {
        return orRun(other, action, defaultExecutor());
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action,
                                                       Executor executor) {
        return orRun(other, action, screen(executor));
    }

    private CompletableFuture<Void> orRun(CompletionStage<?> other, final Runnable action, Executor e) {
        if (action == null || other == null) {
            throw new NullPointerException();
        }
        return either(other, new OnValue() {
            Object onValue(Object v) {
                action.run();
                return NIL;
            }
        }, e);
    }

    public <U> CompletableFuture<U> thenCompose(Function<? super T, ? extends CompletionStage<U>> fn) {
        return uniCompose(fn, null);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn) {
        return uniCompose(fn, defaultExecutor());
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn,
                                                     Executor executor) {
        return uniCompose(fn, screen(executor));
    }

    /** Completes d, once stage g is done, with g's result. */
    private static void relayFrom(final CompletableFuture<?> d, CompletionStage<?> g) {
        final CompletableFuture<?> f = g.toCompletableFuture();
        f.onDone(new Runnable() {
            public void run() {
                d.completeWith(encodeRelay(f.result));
            }
        });
    }

    private <U> CompletableFuture<U> uniCompose(final Function<? super T, ? extends CompletionStage<U>> fn,
                                                Executor e) {
        if (fn == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<U> d = newIncompleteFuture();
        final Executor executor = e;
        onDone(new Runnable() {
            public void run() {
                runStep(d, result, new OnValue() {
                    @SuppressWarnings("unchecked")
                    Object onValue(Object v) {
                        CompletionStage<U> g = fn.apply((T) v);
                        relayFrom(d, g);
                        return null;
                    }
                }, executor);
            }
        });
        return d;
    }

    public <U> CompletableFuture<U> handle(BiFunction<? super T, Throwable, ? extends U> fn) {
        return uniHandle(fn, null);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn) {
        return uniHandle(fn, defaultExecutor());
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn,
                                                Executor executor) {
        return uniHandle(fn, screen(executor));
    }

    private <U> CompletableFuture<U> uniHandle(final BiFunction<? super T, Throwable, ? extends U> fn,
                                               Executor e) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return then(new Step() {
            @SuppressWarnings("unchecked")
            public Object apply(Object r) {
                return encodeValue(fn.apply((T) value(r), failure(r)));
            }
        }, e);
    }

    public CompletableFuture<T> whenComplete(BiConsumer<? super T, ? super Throwable> action) {
        return uniWhenComplete(action, null);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action) {
        return uniWhenComplete(action, defaultExecutor());
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action,
                                                  Executor executor) {
        return uniWhenComplete(action, screen(executor));
    }

    private CompletableFuture<T> uniWhenComplete(final BiConsumer<? super T, ? super Throwable> action,
                                                 Executor e) {
        if (action == null) {
            throw new NullPointerException();
        }
        return then(new Step() {
            @SuppressWarnings("unchecked")
            public Object apply(Object r) {
                Throwable x = failure(r);
                try {
                    action.accept((T) value(r), x);
                } catch (Throwable ex) {
                    if (x == null) {
                        return encodeThrowable(ex);
                    }
                    if (x != ex) {
                        x.addSuppressed(ex);
                    }
                }
                return encodeRelay(r);
            }
        }, e);
    }

    public CompletableFuture<T> exceptionally(Function<Throwable, ? extends T> fn) {
        return uniExceptionally(fn, null);
    }

    public CompletableFuture<T> exceptionallyAsync(Function<Throwable, ? extends T> fn) {
        return uniExceptionally(fn, defaultExecutor());
    }

    public CompletableFuture<T> exceptionallyAsync(Function<Throwable, ? extends T> fn, Executor executor) {
        return uniExceptionally(fn, screen(executor));
    }

    private CompletableFuture<T> uniExceptionally(final Function<Throwable, ? extends T> fn, Executor e) {
        if (fn == null) {
            throw new NullPointerException();
        }
        final Executor executor = e;
        final CompletableFuture<T> d = newIncompleteFuture();
        onDone(new Runnable() {
            public void run() {
                final Object r = result;
                final Throwable x = failure(r);
                if (x == null) {
                    d.completeWith(r);
                    return;
                }
                runStep(d, r, new Step() {
                    public Object apply(Object unused) {
                        return encodeValue(fn.apply(x));
                    }
                }, executor);
            }
        });
        return d;
    }

    public CompletableFuture<T> exceptionallyCompose(Function<Throwable, ? extends CompletionStage<T>> fn) {
        return uniExceptionallyCompose(fn, null);
    }

    public CompletableFuture<T> exceptionallyComposeAsync(Function<Throwable, ? extends CompletionStage<T>> fn) {
        return uniExceptionallyCompose(fn, defaultExecutor());
    }

    public CompletableFuture<T> exceptionallyComposeAsync(Function<Throwable, ? extends CompletionStage<T>> fn,
                                                          Executor executor) {
        return uniExceptionallyCompose(fn, screen(executor));
    }

    private CompletableFuture<T> uniExceptionallyCompose(
            final Function<Throwable, ? extends CompletionStage<T>> fn, Executor e) {
        if (fn == null) {
            throw new NullPointerException();
        }
        final Executor executor = e;
        final CompletableFuture<T> d = newIncompleteFuture();
        onDone(new Runnable() {
            public void run() {
                final Object r = result;
                final Throwable x = failure(r);
                if (x == null) {
                    d.completeWith(r);
                    return;
                }
                runStep(d, r, new Step() {
                    public Object apply(Object unused) {
                        relayFrom(d, fn.apply(x));
                        return null;
                    }
                }, executor);
            }
        });
        return d;
    }
}
