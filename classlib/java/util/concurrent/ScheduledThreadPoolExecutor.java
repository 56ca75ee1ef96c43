package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.PriorityQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A ThreadPoolExecutor that runs tasks after a delay, or periodically.  Tasks wait
 * in a queue ordered by trigger time (ties: submission order) whose take() hands
 * out only tasks that are due; the pool keeps corePoolSize workers.  After
 * shutdown(), delayed one-shot tasks still run and periodic ones are cancelled
 * (the default policies).
 */
public class ScheduledThreadPoolExecutor extends ThreadPoolExecutor implements ScheduledExecutorService {

    private static final AtomicLong sequencer = new AtomicLong();
    private static final long DEFAULT_KEEPALIVE_MILLIS = 10L;

    private volatile boolean continueExistingPeriodicTasksAfterShutdown;
    private volatile boolean executeExistingDelayedTasksAfterShutdown = true;
    private volatile boolean removeOnCancel;

    private class ScheduledFutureTask<V> extends FutureTask<V> implements RunnableScheduledFuture<V> {
        private final long sequenceNumber;
        /** nanoTime() at which the task is due. */
        private volatile long time;
        /** 0: one-shot; > 0: fixed rate; < 0: fixed delay (negated). */
        private final long period;
        RunnableScheduledFuture<V> outerTask = this;

        ScheduledFutureTask(Runnable r, V result, long triggerTime, long period) {
            super(r, result);
            this.time = triggerTime;
            this.period = period;
            this.sequenceNumber = sequencer.getAndIncrement();
        }

        ScheduledFutureTask(Callable<V> callable, long triggerTime) {
            super(callable);
            this.time = triggerTime;
            this.period = 0;
            this.sequenceNumber = sequencer.getAndIncrement();
        }

        public long getDelay(TimeUnit unit) {
            return unit.convert(time - System.nanoTime(), TimeUnit.NANOSECONDS);
        }

        public int compareTo(Delayed other) {
            if (other == this) {
                return 0;
            }
            if (other instanceof ScheduledFutureTask) {
                ScheduledFutureTask<?> x = (ScheduledFutureTask<?>) other;
                long diff = time - x.time;
                if (diff < 0) {
                    return -1;
                } else if (diff > 0) {
                    return 1;
                }
                return sequenceNumber < x.sequenceNumber ? -1 : 1;
            }
            long diff = getDelay(TimeUnit.NANOSECONDS) - other.getDelay(TimeUnit.NANOSECONDS);
            return (diff < 0) ? -1 : (diff > 0) ? 1 : 0;
        }

        public boolean isPeriodic() {
            return period != 0;
        }

        private void setNextRunTime() {
            long p = period;
            if (p > 0) {
                time += p;
            } else {
                time = triggerTime(-p);
            }
        }

        @Override
        public boolean cancel(boolean mayInterruptIfRunning) {
            boolean cancelled = super.cancel(mayInterruptIfRunning);
            if (cancelled && removeOnCancel) {
                remove(this);
            }
            return cancelled;
        }

        @Override
        public void run() {
            if (!canRunInCurrentRunState(this)) {
                cancel(false);
            } else if (!isPeriodic()) {
                super.run();
            } else if (super.runAndReset()) {
                setNextRunTime();
                reExecutePeriodic(outerTask);
            }
        }
    }

    // ---------------------------------------------------------------- construction

    public ScheduledThreadPoolExecutor(int corePoolSize) {
        super(corePoolSize, Integer.MAX_VALUE, DEFAULT_KEEPALIVE_MILLIS, TimeUnit.MILLISECONDS,
                new DelayedWorkQueue());
    }

    public ScheduledThreadPoolExecutor(int corePoolSize, ThreadFactory threadFactory) {
        super(corePoolSize, Integer.MAX_VALUE, DEFAULT_KEEPALIVE_MILLIS, TimeUnit.MILLISECONDS,
                new DelayedWorkQueue(), threadFactory);
    }

    public ScheduledThreadPoolExecutor(int corePoolSize, RejectedExecutionHandler handler) {
        super(corePoolSize, Integer.MAX_VALUE, DEFAULT_KEEPALIVE_MILLIS, TimeUnit.MILLISECONDS,
                new DelayedWorkQueue(), handler);
    }

    public ScheduledThreadPoolExecutor(int corePoolSize, ThreadFactory threadFactory,
                                       RejectedExecutionHandler handler) {
        super(corePoolSize, Integer.MAX_VALUE, DEFAULT_KEEPALIVE_MILLIS, TimeUnit.MILLISECONDS,
                new DelayedWorkQueue(), threadFactory, handler);
    }

    // ---------------------------------------------------------------- scheduling

    private long triggerTime(long delay) {
        long now = System.nanoTime();
        if (delay < 0) {
            delay = 0;
        }
        return delay > Long.MAX_VALUE / 2 ? now + Long.MAX_VALUE / 2 : now + delay;
    }

    private long triggerTime(long delay, TimeUnit unit) {
        return triggerTime(unit.toNanos(delay < 0 ? 0 : delay));
    }

    boolean canRunInCurrentRunState(RunnableScheduledFuture<?> task) {
        return isRunningOrShutdown(task.isPeriodic()
                ? continueExistingPeriodicTasksAfterShutdown
                : executeExistingDelayedTasksAfterShutdown);
    }

    private void delayedExecute(RunnableScheduledFuture<?> task) {
        if (isShutdown()) {
            reject(task);
            return;
        }
        getQueue().add(task);
        if (!canRunInCurrentRunState(task) && remove(task)) {
            task.cancel(false);
        } else {
            ensurePrestart();
        }
    }

    void reExecutePeriodic(RunnableScheduledFuture<?> task) {
        if (canRunInCurrentRunState(task)) {
            getQueue().add(task);
            if (canRunInCurrentRunState(task) || !remove(task)) {
                ensurePrestart();
                return;
            }
        }
        task.cancel(false);
    }

    @Override
    void onShutdown() {
        BlockingQueue<Runnable> q = getQueue();
        boolean keepDelayed = executeExistingDelayedTasksAfterShutdown;
        boolean keepPeriodic = continueExistingPeriodicTasksAfterShutdown;
        for (Object e : q.toArray()) {
            if (e instanceof RunnableScheduledFuture) {
                RunnableScheduledFuture<?> t = (RunnableScheduledFuture<?>) e;
                if ((t.isPeriodic() ? !keepPeriodic : !keepDelayed) || t.isCancelled()) {
                    if (q.remove(t)) {
                        t.cancel(false);
                    }
                }
            }
        }
    }

    protected <V> RunnableScheduledFuture<V> decorateTask(Runnable runnable, RunnableScheduledFuture<V> task) {
        return task;
    }

    protected <V> RunnableScheduledFuture<V> decorateTask(Callable<V> callable, RunnableScheduledFuture<V> task) {
        return task;
    }

    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
        if (command == null || unit == null) {
            throw new NullPointerException();
        }
        RunnableScheduledFuture<Void> t = decorateTask(command,
                new ScheduledFutureTask<Void>(command, null, triggerTime(delay, unit), 0));
        delayedExecute(t);
        return t;
    }

    public <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
        if (callable == null || unit == null) {
            throw new NullPointerException();
        }
        RunnableScheduledFuture<V> t = decorateTask(callable,
                new ScheduledFutureTask<V>(callable, triggerTime(delay, unit)));
        delayedExecute(t);
        return t;
    }

    public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit) {
        if (command == null || unit == null) {
            throw new NullPointerException();
        }
        if (period <= 0L) {
            throw new IllegalArgumentException();
        }
        ScheduledFutureTask<Void> sft = new ScheduledFutureTask<Void>(command, null,
                triggerTime(initialDelay, unit), unit.toNanos(period));
        RunnableScheduledFuture<Void> t = decorateTask(command, sft);
        sft.outerTask = t;
        delayedExecute(t);
        return t;
    }

    public ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay, TimeUnit unit) {
        if (command == null || unit == null) {
            throw new NullPointerException();
        }
        if (delay <= 0L) {
            throw new IllegalArgumentException();
        }
        ScheduledFutureTask<Void> sft = new ScheduledFutureTask<Void>(command, null,
                triggerTime(initialDelay, unit), -unit.toNanos(delay));
        RunnableScheduledFuture<Void> t = decorateTask(command, sft);
        sft.outerTask = t;
        delayedExecute(t);
        return t;
    }

    @Override
    public void execute(Runnable command) {
        schedule(command, 0, TimeUnit.NANOSECONDS);
    }

    @Override
    public Future<?> submit(Runnable task) {
        return schedule(task, 0, TimeUnit.NANOSECONDS);
    }

    @Override
    public <T> Future<T> submit(Runnable task, T result) {
        return schedule(Executors.callable(task, result), 0, TimeUnit.NANOSECONDS);
    }

    @Override
    public <T> Future<T> submit(Callable<T> task) {
        return schedule(task, 0, TimeUnit.NANOSECONDS);
    }

    // ---------------------------------------------------------------- policies

    public void setContinueExistingPeriodicTasksAfterShutdownPolicy(boolean value) {
        continueExistingPeriodicTasksAfterShutdown = value;
        if (!value && isShutdown()) {
            onShutdown();
        }
    }

    public boolean getContinueExistingPeriodicTasksAfterShutdownPolicy() {
        return continueExistingPeriodicTasksAfterShutdown;
    }

    public void setExecuteExistingDelayedTasksAfterShutdownPolicy(boolean value) {
        executeExistingDelayedTasksAfterShutdown = value;
        if (!value && isShutdown()) {
            onShutdown();
        }
    }

    public boolean getExecuteExistingDelayedTasksAfterShutdownPolicy() {
        return executeExistingDelayedTasksAfterShutdown;
    }

    public void setRemoveOnCancelPolicy(boolean value) {
        removeOnCancel = value;
    }

    public boolean getRemoveOnCancelPolicy() {
        return removeOnCancel;
    }

    @Override
    public void shutdown() {
        super.shutdown();
    }

    @Override
    public List<Runnable> shutdownNow() {
        return super.shutdownNow();
    }

    @Override
    public BlockingQueue<Runnable> getQueue() {
        return super.getQueue();
    }

    // ---------------------------------------------------------------- the delay queue

    /** Tasks ordered by trigger time; take() and poll() return only tasks that are due. */
    static class DelayedWorkQueue extends AbstractQueue<Runnable> implements BlockingQueue<Runnable> {
        private final PriorityQueue<RunnableScheduledFuture<?>> q = new PriorityQueue<RunnableScheduledFuture<?>>();
        private final ReentrantLock lock = new ReentrantLock();
        private final Condition available = lock.newCondition();

        private static RunnableScheduledFuture<?> cast(Runnable r) {
            if (r == null) {
                throw new NullPointerException();
            }
            return (RunnableScheduledFuture<?>) r;
        }

        public boolean offer(Runnable x) {
            RunnableScheduledFuture<?> e = cast(x);
            lock.lock();
            try {
                q.offer(e);
                if (q.peek() == e) {
                    available.signalAll();   // a new first task: waiters recompute their delay
                }
                return true;
            } finally {
                lock.unlock();
            }
        }

        public void put(Runnable e) {
            offer(e);
        }

        public boolean add(Runnable e) {
            return offer(e);
        }

        public boolean offer(Runnable e, long timeout, TimeUnit unit) {
            return offer(e);
        }

        /** The first task if it is due, else null; lock held. */
        private RunnableScheduledFuture<?> pollDue() {
            RunnableScheduledFuture<?> first = q.peek();
            if (first == null || first.getDelay(TimeUnit.NANOSECONDS) > 0) {
                return null;
            }
            q.poll();
            if (!q.isEmpty()) {
                available.signal();
            }
            return first;
        }

        public RunnableScheduledFuture<?> poll() {
            lock.lock();
            try {
                return pollDue();
            } finally {
                lock.unlock();
            }
        }

        public RunnableScheduledFuture<?> take() throws InterruptedException {
            lock.lockInterruptibly();
            try {
                for (;;) {
                    RunnableScheduledFuture<?> first = q.peek();
                    if (first == null) {
                        available.await();
                        continue;
                    }
                    long delay = first.getDelay(TimeUnit.NANOSECONDS);
                    if (delay <= 0L) {
                        return pollDue();
                    }
                    available.awaitNanos(delay);
                }
            } finally {
                lock.unlock();
            }
        }

        public RunnableScheduledFuture<?> poll(long timeout, TimeUnit unit) throws InterruptedException {
            long nanos = unit.toNanos(timeout);
            long deadline = System.nanoTime() + nanos;
            lock.lockInterruptibly();
            try {
                for (;;) {
                    RunnableScheduledFuture<?> first = q.peek();
                    long left = deadline - System.nanoTime();
                    if (first != null) {
                        long delay = first.getDelay(TimeUnit.NANOSECONDS);
                        if (delay <= 0L) {
                            return pollDue();
                        }
                        if (left <= 0L) {
                            return null;
                        }
                        available.awaitNanos(Math.min(delay, left));
                    } else {
                        if (left <= 0L) {
                            return null;
                        }
                        available.awaitNanos(left);
                    }
                }
            } finally {
                lock.unlock();
            }
        }

        public RunnableScheduledFuture<?> peek() {
            lock.lock();
            try {
                return q.peek();
            } finally {
                lock.unlock();
            }
        }

        public int size() {
            lock.lock();
            try {
                return q.size();
            } finally {
                lock.unlock();
            }
        }

        public boolean isEmpty() {
            return size() == 0;
        }

        public int remainingCapacity() {
            return Integer.MAX_VALUE;
        }

        public boolean remove(Object x) {
            lock.lock();
            try {
                Iterator<RunnableScheduledFuture<?>> it = q.iterator();
                while (it.hasNext()) {
                    if (it.next() == x) {
                        it.remove();
                        available.signalAll();
                        return true;
                    }
                }
                return false;
            } finally {
                lock.unlock();
            }
        }

        public boolean contains(Object x) {
            lock.lock();
            try {
                for (RunnableScheduledFuture<?> e : q) {
                    if (e == x) {
                        return true;
                    }
                }
                return false;
            } finally {
                lock.unlock();
            }
        }

        public void clear() {
            lock.lock();
            try {
                q.clear();
            } finally {
                lock.unlock();
            }
        }

        public Object[] toArray() {
            lock.lock();
            try {
                return q.toArray();
            } finally {
                lock.unlock();
            }
        }

        public <T> T[] toArray(T[] a) {
            lock.lock();
            try {
                return q.toArray(a);
            } finally {
                lock.unlock();
            }
        }

        public int drainTo(Collection<? super Runnable> c) {
            return drainTo(c, Integer.MAX_VALUE);
        }

        public int drainTo(Collection<? super Runnable> c, int maxElements) {
            if (c == null) {
                throw new NullPointerException();
            }
            if (c == this) {
                throw new IllegalArgumentException();
            }
            lock.lock();
            try {
                int n = 0;
                RunnableScheduledFuture<?> first;
                while (n < maxElements && (first = pollDue()) != null) {
                    c.add(first);
                    n++;
                }
                return n;
            } finally {
                lock.unlock();
            }
        }

        public Iterator<Runnable> iterator() {
            final Object[] snapshot = toArray();
            return new Iterator<Runnable>() {
                private int next;
                private int last = -1;

                public boolean hasNext() {
                    return next < snapshot.length;
                }

                public Runnable next() {
                    if (next >= snapshot.length) {
                        throw new NoSuchElementException();
                    }
                    last = next;
                    return (Runnable) snapshot[next++];
                }

                public void remove() {
                    if (last < 0) {
                        throw new IllegalStateException();
                    }
                    DelayedWorkQueue.this.remove(snapshot[last]);
                    last = -1;
                }
            };
        }
    }
}
