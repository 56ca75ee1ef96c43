package java.util.concurrent;

/**
 * A thread of a {@link ForkJoinPool}: a daemon thread named by its pool
 * ("ForkJoinPool-N-worker-M", "ForkJoinPool.commonPool-worker-M") that owns one
 * work queue.  run() registers the queue with the pool, calls onStart, runs the
 * pool's worker loop, then onTermination and deregisters.
 */
public class ForkJoinWorkerThread extends Thread {
    final ForkJoinPool pool;
    final ForkJoinPool.WorkQueue workQueue;

    protected ForkJoinWorkerThread(ForkJoinPool pool) {
        this(null, pool);
    }

    ForkJoinWorkerThread(ThreadGroup group, ForkJoinPool pool) {
        super(group, null, pool.nextWorkerThreadName(), 0L);
        this.pool = pool;
        this.workQueue = new ForkJoinPool.WorkQueue(this);
        Thread.UncaughtExceptionHandler h = pool.ueh;
        if (h != null) {
            setUncaughtExceptionHandler(h);
        }
        setDaemon(true);
    }

    public ForkJoinPool getPool() {
        return pool;
    }

    public int getPoolIndex() {
        return workQueue.index;
    }

    protected void onStart() {
    }

    protected void onTermination(Throwable exception) {
    }

    public void run() {
        Throwable exception = null;
        ForkJoinPool p = pool;
        ForkJoinPool.WorkQueue w = workQueue;
        if (p == null || w == null) {
            return;
        }
        try {
            p.registerWorker(w);
            onStart();
            p.runWorker(w);
        } catch (Throwable ex) {
            exception = ex;
        } finally {
            try {
                onTermination(exception);
            } catch (Throwable ex) {
                if (exception == null) {
                    exception = ex;
                }
            } finally {
                p.deregisterWorker(this, exception);
            }
        }
    }
}
