package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/**
 * Wait sets tied to a {@link Lock}.  (awaitUntil(java.util.Date) is left out: this
 * class library has no java.util.Date.)
 */
public interface Condition {
    void await() throws InterruptedException;

    void awaitUninterruptibly();

    long awaitNanos(long nanosTimeout) throws InterruptedException;

    boolean await(long time, TimeUnit unit) throws InterruptedException;

    void signal();

    void signalAll();
}
