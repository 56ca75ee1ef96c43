package java.util.concurrent;

import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

/**
 * A ForkJoinTask that completes when its pending count reaches zero and it is
 * tried once more (tryComplete), then tries its completer in turn.  exec() runs
 * compute() and never completes the task by itself.  An exception thrown by
 * compute() completes this task abnormally and, while onExceptionalCompletion
 * returns true, each completer up the chain with the same exception.
 */
public abstract class CountedCompleter<T> extends ForkJoinTask<T> {
    private static final long serialVersionUID = 5232453752276485070L;

    private static final AtomicIntegerFieldUpdater<CountedCompleter> PENDING =
            AtomicIntegerFieldUpdater.newUpdater(CountedCompleter.class, "pending");

    final CountedCompleter<?> completer;
    volatile int pending;

    protected CountedCompleter(CountedCompleter<?> completer, int initialPendingCount) {
        this.completer = completer;
        this.pending = initialPendingCount;
    }

    protected CountedCompleter(CountedCompleter<?> completer) {
        this.completer = completer;
    }

    protected CountedCompleter() {
        this.completer = null;
    }

    public abstract void compute();

    public void onCompletion(CountedCompleter<?> caller) {
    }

    public boolean onExceptionalCompletion(Throwable ex, CountedCompleter<?> caller) {
        return true;
    }

    public final CountedCompleter<?> getCompleter() {
        return completer;
    }

    public final int getPendingCount() {
        return pending;
    }

    public final void setPendingCount(int count) {
        pending = count;
    }

    public final void addToPendingCount(int delta) {
        PENDING.getAndAdd(this, delta);
    }

    public final boolean compareAndSetPendingCount(int expected, int count) {
        return PENDING.compareAndSet(this, expected, count);
    }

    final boolean weakCompareAndSetPendingCount(int expected, int count) {
        return PENDING.compareAndSet(this, expected, count);
    }

    public final int decrementPendingCountUnlessZero() {
        int c;
        do {
            c = pending;
        } while (c != 0 && !PENDING.compareAndSet(this, c, c - 1));
        return c;
    }

    public final CountedCompleter<?> getRoot() {
        CountedCompleter<?> a = this, p;
        while ((p = a.completer) != null) {
            a = p;
        }
        return a;
    }

    public final void tryComplete() {
        CountedCompleter<?> a = this, s = a;
        for (int c;;) {
            if ((c = a.pending) == 0) {
                a.onCompletion(s);
                if ((a = (s = a).completer) == null) {
                    s.quietlyComplete();
                    return;
                }
            } else if (PENDING.compareAndSet(a, c, c - 1)) {
                return;
            }
        }
    }

    public final void propagateCompletion() {
        CountedCompleter<?> a = this, s;
        for (int c;;) {
            if ((c = a.pending) == 0) {
                if ((a = (s = a).completer) == null) {
                    s.quietlyComplete();
                    return;
                }
            } else if (PENDING.compareAndSet(a, c, c - 1)) {
                return;
            }
        }
    }

    public void complete(T rawResult) {
        setRawResult(rawResult);
        onCompletion(this);
        quietlyComplete();
        CountedCompleter<?> p = completer;
        if (p != null) {
            p.tryComplete();
        }
    }

    public final CountedCompleter<?> firstComplete() {
        for (int c;;) {
            if ((c = pending) == 0) {
                return this;
            } else if (PENDING.compareAndSet(this, c, c - 1)) {
                return null;
            }
        }
    }

    public final CountedCompleter<?> nextComplete() {
        CountedCompleter<?> p = completer;
        if (p != null) {
            return p.firstComplete();
        }
        quietlyComplete();
        return null;
    }

    public final void quietlyCompleteRoot() {
        for (CountedCompleter<?> a = this, p;;) {
            if ((p = a.completer) == null) {
                a.quietlyComplete();
                return;
            }
            a = p;
        }
    }

    /** Runs up to maxTasks queued tasks of this computation (those whose completer chain leads here). */
    public final void helpComplete(int maxTasks) {
        if (maxTasks <= 0 || status < 0) {
            return;
        }
        Thread t = Thread.currentThread();
        ForkJoinPool.WorkQueue q;
        if (t instanceof ForkJoinWorkerThread && ((ForkJoinWorkerThread) t).workQueue != null) {
            q = ((ForkJoinWorkerThread) t).workQueue;
        } else {
            q = ForkJoinPool.common.submissions;
        }
        for (int n = 0; n < maxTasks && status >= 0; n++) {
            ForkJoinTask<?> next = q.peekNext();
            if (!(next instanceof CountedCompleter<?>) || !isWithin((CountedCompleter<?>) next)) {
                return;
            }
            if (!q.tryRemove(next)) {
                return;
            }
            next.doExec();
        }
    }

    private boolean isWithin(CountedCompleter<?> c) {
        for (CountedCompleter<?> a = c; a != null; a = a.completer) {
            if (a == this) {
                return true;
            }
        }
        return false;
    }

    /** Records ex here and up the chain while onExceptionalCompletion allows. */
    final int trySetException(Throwable ex) {
        CountedCompleter<?> a = this, p = a;
        do {
            a.trySetThrown(ex);
        } while (a.onExceptionalCompletion(ex, p) && (a = (p = a).completer) != null && a.status >= 0);
        return status;
    }

    protected final boolean exec() {
        compute();
        return false;
    }

    public T getRawResult() {
        return null;
    }

    protected void setRawResult(T t) {
    }
}
