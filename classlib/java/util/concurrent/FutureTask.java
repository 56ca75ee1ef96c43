package java.util.concurrent;

/**
 * A cancellable computation whose result can be waited for.  Its state changes
 * under a private monitor; get() waits on it with Object.wait.
 */
public class FutureTask<V> implements RunnableFuture<V> {
    private static final int NEW = 0;
    private static final int NORMAL = 2;
    private static final int EXCEPTIONAL = 3;
    private static final int CANCELLED = 4;
    private static final int INTERRUPTED = 6;

    private final Object lock = new Object();
    private volatile int state;
    private Callable<V> callable;
    private Object outcome;
    /** The thread running the task, while it runs; guarded by lock. */
    private Thread runner;

    public FutureTask(Callable<V> callable) {
        if (callable == null) {
            throw new NullPointerException();
        }
        this.callable = callable;
        this.state = NEW;
    }

    public FutureTask(Runnable runnable, V result) {
        this.callable = Executors.callable(runnable, result);
        this.state = NEW;
    }

    @SuppressWarnings("unchecked")
    private V report(int s) throws ExecutionException {
        Object x = outcome;
        if (s == NORMAL) {
            return (V) x;
        }
        if (s >= CANCELLED) {
            throw new CancellationException();
        }
        throw new ExecutionException((Throwable) x);
    }

    public boolean isCancelled() {
        return state >= CANCELLED;
    }

    public boolean isDone() {
        return state != NEW;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        synchronized (lock) {
            if (state != NEW) {
                return false;
            }
            if (mayInterruptIfRunning) {
                Thread t = runner;
                if (t != null) {
                    t.interrupt();
                }
                state = INTERRUPTED;
            } else {
                state = CANCELLED;
            }
            lock.notifyAll();
        }
        finishCompletion();
        return true;
    }

    public V get() throws InterruptedException, ExecutionException {
        int s = state;
        if (s == NEW) {
            synchronized (lock) {
                while ((s = state) == NEW) {
                    lock.wait();
                }
            }
        }
        return report(s);
    }

    public V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        if (unit == null) {
            throw new NullPointerException();
        }
        int s = state;
        if (s == NEW) {
            long deadline = System.nanoTime() + unit.toNanos(timeout);
            synchronized (lock) {
                while ((s = state) == NEW) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0L) {
                        throw new TimeoutException();
                    }
                    long ms = left / 1000000L;
                    int ns = (int) (left % 1000000L);
                    lock.wait(ms, ns);
                }
            }
        }
        return report(s);
    }

    /** Called once the task is done (normally, exceptionally or cancelled). */
    protected void done() {
    }

    private void finishCompletion() {
        done();
        callable = null;
    }

    protected void set(V v) {
        synchronized (lock) {
            if (state != NEW) {
                return;
            }
            outcome = v;
            state = NORMAL;
            lock.notifyAll();
        }
        finishCompletion();
    }

    protected void setException(Throwable t) {
        synchronized (lock) {
            if (state != NEW) {
                return;
            }
            outcome = t;
            state = EXCEPTIONAL;
            lock.notifyAll();
        }
        finishCompletion();
    }

    private boolean claim() {
        synchronized (lock) {
            if (state != NEW || runner != null) {
                return false;
            }
            runner = Thread.currentThread();
            return true;
        }
    }

    private void unclaim() {
        synchronized (lock) {
            runner = null;
        }
    }

    public void run() {
        if (!claim()) {
            return;
        }
        try {
            Callable<V> c = callable;
            if (c != null && state == NEW) {
                V result;
                boolean ran;
                try {
                    result = c.call();
                    ran = true;
                } catch (Throwable ex) {
                    result = null;
                    ran = false;
                    setException(ex);
                }
                if (ran) {
                    set(result);
                }
            }
        } finally {
            unclaim();
        }
    }

    protected boolean runAndReset() {
        if (!claim()) {
            return false;
        }
        boolean ran = false;
        try {
            Callable<V> c = callable;
            if (c != null && state == NEW) {
                try {
                    c.call();
                    ran = true;
                } catch (Throwable ex) {
                    setException(ex);
                }
            }
        } finally {
            unclaim();
        }
        return ran && state == NEW;
    }

    public String toString() {
        String status;
        switch (state) {
            case NORMAL:
                status = "[Completed normally]";
                break;
            case EXCEPTIONAL:
                status = "[Completed exceptionally: " + outcome + "]";
                break;
            case CANCELLED:
            case INTERRUPTED:
                status = "[Cancelled]";
                break;
            default:
                Callable<?> c = callable;
                status = (c == null) ? "[Not completed]" : "[Not completed, task = " + c + "]";
        }
        return super.toString() + status;
    }
}
