package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.BiPredicate;
import java.util.function.Consumer;

/**
 * A Flow.Publisher that hands each submitted item to every current subscriber
 * through a bounded buffer per subscriber, signalling subscribers on the
 * executor.
 *
 * <p>Each subscription keeps its buffer, demand and pending signals under its own
 * monitor and runs at most one consumer task at a time on the executor, so a
 * subscriber's methods are called one after another, never concurrently:
 * onSubscribe first, then onNext while there is demand and items, then onComplete
 * once closed and drained, or onError.  A producer that finds a buffer full
 * waits on that subscription's monitor (submit), or calls the drop handler
 * (offer).  A subscriber whose onNext throws is cancelled and gets onError with
 * that exception, after the publisher's onNext handler if one was given.  A
 * second subscribe of an equal subscriber fails the existing subscription with
 * IllegalStateException("Duplicate subscribe"), as the JDK's does.
 */
public class SubmissionPublisher<T> implements Flow.Publisher<T>, AutoCloseable {
    static final int BUFFER_CAPACITY_LIMIT = 1 << 30;

    private static final Executor ASYNC_POOL = ForkJoinPool.getCommonPoolParallelism() > 1
            ? ForkJoinPool.commonPool() : new CompletableFuture.ThreadPerTaskExecutor();

    private final Executor executor;
    private final int maxBufferCapacity;
    private final BiConsumer<? super Flow.Subscriber<? super T>, ? super Throwable> onNextHandler;
    /** Guarded by this publisher's monitor. */
    private final ArrayList<Sub> subs = new ArrayList<Sub>();
    private volatile boolean closed;
    private volatile Throwable closedException;

    static int roundCapacity(int cap) {
        int n = cap - 1;
        n |= n >>> 1;
        n |= n >>> 2;
        n |= n >>> 4;
        n |= n >>> 8;
        n |= n >>> 16;
        return n <= 0 ? 1 : n >= BUFFER_CAPACITY_LIMIT ? BUFFER_CAPACITY_LIMIT : n + 1;
    }

    public SubmissionPublisher(Executor executor, int maxBufferCapacity,
                               BiConsumer<? super Flow.Subscriber<? super T>, ? super Throwable> handler) {
        if (executor == null) {
            throw new NullPointerException();
        }
        if (maxBufferCapacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        this.executor = executor;
        this.onNextHandler = handler;
        this.maxBufferCapacity = roundCapacity(maxBufferCapacity);
    }

    public SubmissionPublisher(Executor executor, int maxBufferCapacity) {
        this(executor, maxBufferCapacity, null);
    }

    public SubmissionPublisher() {
        this(ASYNC_POOL, Flow.defaultBufferSize(), null);
    }

    // ---------------------------------------------------------------- subscriptions

    private final class Sub implements Flow.Subscription, Runnable {
        final Flow.Subscriber<? super T> subscriber;
        final ArrayDeque<Object> buffer = new ArrayDeque<Object>();
        long demand;
        boolean subscribed;   // onSubscribe has been called
        boolean running;      // a consumer task is scheduled or running
        boolean cancelled;
        boolean done;         // onComplete or onError has been called
        boolean complete;     // deliver onComplete once drained
        Throwable error;      // deliver onError as soon as possible

        Sub(Flow.Subscriber<? super T> subscriber) {
            this.subscriber = subscriber;
        }

        public void request(long n) {
            synchronized (this) {
                if (cancelled || done) {
                    return;
                }
                if (n <= 0L) {
                    if (error == null) {
                        error = new IllegalArgumentException("non-positive subscription request");
                    }
                    buffer.clear();
                    notifyAll();
                } else {
                    long d = demand + n;
                    demand = d < 0L ? Long.MAX_VALUE : d;
                }
            }
            signal();
        }

        public void cancel() {
            synchronized (this) {
                cancelled = true;
                buffer.clear();
                notifyAll();
            }
            removeSub(this);
        }

        /** Schedules the consumer task unless one is already on its way. */
        void signal() {
            synchronized (this) {
                if (running || cancelled || done) {
                    return;
                }
                if (subscribed && error == null && !complete && (buffer.isEmpty() || demand == 0L)) {
                    return;
                }
                running = true;
            }
            try {
                executor.execute(this);
            } catch (Throwable ex) {
                synchronized (this) {
                    running = false;
                    cancelled = true;
                    buffer.clear();
                    notifyAll();
                }
                removeSub(this);
                throw ex instanceof RejectedExecutionException ? (RejectedExecutionException) ex
                        : new RejectedExecutionException(ex);
            }
        }

        /** Offers an item: the buffered count with it (before any is consumed), or -1 if full. */
        int offer(Object item) {
            int n;
            synchronized (this) {
                if (cancelled || done || error != null) {
                    return 0;
                }
                if (buffer.size() >= maxBufferCapacity) {
                    return -1;
                }
                buffer.add(item);
                n = buffer.size();
            }
            signal();
            return n;
        }

        int lag() {
            synchronized (this) {
                return buffer.size();
            }
        }

        /** Waits until the buffer has room (or the subscription ends); false on time-out. */
        boolean awaitSpace(long deadline, boolean timed) {
            boolean interrupted = false;
            try {
                synchronized (this) {
                    while (buffer.size() >= maxBufferCapacity && !cancelled && !done && error == null) {
                        long ms = 0L;
                        if (timed) {
                            long left = deadline - System.nanoTime();
                            if (left <= 0L) {
                                return false;
                            }
                            ms = Math.max(1L, TimeUnit.NANOSECONDS.toMillis(left));
                        }
                        try {
                            wait(ms);
                        } catch (InterruptedException ie) {
                            interrupted = true;
                            return false;
                        }
                    }
                    return true;
                }
            } finally {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }

        /** The consumer task: delivers signals in order until nothing is ready. */
        @SuppressWarnings("unchecked")
        public void run() {
            Flow.Subscriber<? super T> s = subscriber;
            for (;;) {
                boolean doSubscribe = false;
                Throwable err = null;
                boolean doComplete = false;
                Object item = null;
                synchronized (this) {
                    if (cancelled || done) {
                        running = false;
                        return;
                    }
                    if (!subscribed) {
                        subscribed = true;
                        doSubscribe = true;
                    } else if (error != null) {
                        err = error;
                        done = true;
                        buffer.clear();
                        notifyAll();
                    } else if (!buffer.isEmpty() && demand > 0L) {
                        item = buffer.poll();
                        if (demand != Long.MAX_VALUE) {
                            demand--;
                        }
                        notifyAll();
                    } else if (complete && buffer.isEmpty()) {
                        doComplete = true;
                        done = true;
                    } else {
                        running = false;
                        return;
                    }
                }
                if (doSubscribe) {
                    try {
                        s.onSubscribe(this);
                    } catch (Throwable ex) {
                        fail(ex);
                    }
                } else if (err != null) {
                    removeSub(this);
                    try {
                        s.onError(err);
                    } catch (Throwable ignore) {
                    }
                } else if (doComplete) {
                    removeSub(this);
                    try {
                        s.onComplete();
                    } catch (Throwable ignore) {
                    }
                } else {
                    try {
                        s.onNext((T) item);
                    } catch (Throwable ex) {
                        BiConsumer<? super Flow.Subscriber<? super T>, ? super Throwable> h = onNextHandler;
                        if (h != null) {
                            try {
                                h.accept(s, ex);
                            } catch (Throwable ignore) {
                            }
                        }
                        fail(ex);
                    }
                }
            }
        }

        void fail(Throwable ex) {
            synchronized (this) {
                if (error == null) {
                    error = ex;
                }
            }
        }

        void closeNormally() {
            synchronized (this) {
                complete = true;
            }
            signal();
        }

        void closeExceptionally(Throwable ex) {
            synchronized (this) {
                if (error == null) {
                    error = ex;
                }
                buffer.clear();
                notifyAll();
            }
            signal();
        }
    }

    private synchronized void removeSub(Sub s) {
        subs.remove(s);
    }

    private synchronized ArrayList<Sub> snapshot() {
        return new ArrayList<Sub>(subs);
    }

    // ---------------------------------------------------------------- publishing

    public void subscribe(Flow.Subscriber<? super T> subscriber) {
        if (subscriber == null) {
            throw new NullPointerException();
        }
        Sub sub = new Sub(subscriber);
        Sub duplicate = null;
        Throwable ex = null;
        boolean wasClosed;
        synchronized (this) {
            wasClosed = closed;
            ex = closedException;
            for (Sub s : subs) {
                if (s.subscriber.equals(subscriber)) {
                    duplicate = s;
                    break;
                }
            }
            if (duplicate == null && !wasClosed) {
                subs.add(sub);
            }
        }
        if (duplicate != null) {
            // as the JDK: the existing subscription fails, the new one never starts
            duplicate.closeExceptionally(new IllegalStateException("Duplicate subscribe"));
        } else if (wasClosed) {
            if (ex != null) {
                sub.closeExceptionally(ex);
            } else {
                sub.closeNormally();
            }
        } else {
            sub.signal();
        }
    }

    private int doOffer(T item, long nanos, BiPredicate<Flow.Subscriber<? super T>, ? super T> onDrop) {
        if (item == null) {
            throw new NullPointerException();
        }
        if (closed) {
            throw new IllegalStateException("Closed");
        }
        boolean timed = nanos != Long.MAX_VALUE;
        long deadline = timed ? System.nanoTime() + nanos : 0L;
        int lag = 0;
        int drops = 0;
        for (Sub s : snapshot()) {
            int n = s.offer(item);
            if (n < 0 && nanos > 0L) {
                if (s.awaitSpace(deadline, timed)) {
                    n = s.offer(item);
                }
            }
            if (n < 0 && onDrop != null && onDrop.test(s.subscriber, item)) {
                n = s.offer(item);
            }
            if (n < 0) {
                drops++;
            } else {
                lag = Math.max(lag, n);
            }
        }
        return drops > 0 ? -drops : lag;
    }

    public int submit(T item) {
        return doOffer(item, Long.MAX_VALUE, null);
    }

    public int offer(T item, BiPredicate<Flow.Subscriber<? super T>, ? super T> onDrop) {
        return doOffer(item, 0L, onDrop);
    }

    public int offer(T item, long timeout, TimeUnit unit,
                     BiPredicate<Flow.Subscriber<? super T>, ? super T> onDrop) {
        long nanos = unit.toNanos(timeout);
        if (nanos == Long.MAX_VALUE) {
            nanos--;
        }
        return doOffer(item, Math.max(0L, nanos), onDrop);
    }

    public void close() {
        ArrayList<Sub> list;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            list = new ArrayList<Sub>(subs);
        }
        for (Sub s : list) {
            s.closeNormally();
        }
    }

    public void closeExceptionally(Throwable error) {
        if (error == null) {
            throw new NullPointerException();
        }
        ArrayList<Sub> list;
        synchronized (this) {
            if (closed) {
                return;
            }
            closedException = error;
            closed = true;
            list = new ArrayList<Sub>(subs);
        }
        for (Sub s : list) {
            s.closeExceptionally(error);
        }
    }

    public boolean isClosed() {
        return closed;
    }

    public Throwable getClosedException() {
        return closedException;
    }

    public synchronized boolean hasSubscribers() {
        return !subs.isEmpty();
    }

    public synchronized int getNumberOfSubscribers() {
        return subs.size();
    }

    public Executor getExecutor() {
        return executor;
    }

    public int getMaxBufferCapacity() {
        return maxBufferCapacity;
    }

    public List<Flow.Subscriber<? super T>> getSubscribers() {
        ArrayList<Flow.Subscriber<? super T>> list = new ArrayList<Flow.Subscriber<? super T>>();
        for (Sub s : snapshot()) {
            list.add(s.subscriber);
        }
        return list;
    }

    public boolean isSubscribed(Flow.Subscriber<? super T> subscriber) {
        if (subscriber == null) {
            throw new NullPointerException();
        }
        for (Sub s : snapshot()) {
            if (s.subscriber.equals(subscriber)) {
                return true;
            }
        }
        return false;
    }

    public long estimateMinimumDemand() {
        long min = Long.MAX_VALUE;
        boolean any = false;
        for (Sub s : snapshot()) {
            synchronized (s) {
                long d = s.demand - s.buffer.size();
                if (d < min) {
                    min = d;
                }
                any = true;
            }
        }
        return any ? min : 0L;
    }

    public int estimateMaximumLag() {
        int max = 0;
        for (Sub s : snapshot()) {
            max = Math.max(max, s.lag());
        }
        return max;
    }

    public CompletableFuture<Void> consume(final Consumer<? super T> consumer) {
        if (consumer == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<Void> status = new CompletableFuture<Void>();
        subscribe(new Flow.Subscriber<T>() {
            Flow.Subscription subscription;

            public void onSubscribe(Flow.Subscription s) {
                subscription = s;
                status.whenComplete((v, e) -> s.cancel());
                if (!status.isDone()) {
                    s.request(Long.MAX_VALUE);
                }
            }

            public void onNext(T item) {
                try {
                    consumer.accept(item);
                } catch (Throwable ex) {
                    subscription.cancel();
                    status.completeExceptionally(ex);
                }
            }

            public void onError(Throwable ex) {
                status.completeExceptionally(ex);
            }

            public void onComplete() {
                status.complete(null);
            }
        });
        return status;
    }
}
