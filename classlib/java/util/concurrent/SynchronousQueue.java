package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A blocking queue with no capacity: each insert waits for a remove by another
 * thread and the other way round.  Waiting putters and takers are kept in FIFO
 * order (whatever the fairness flag), each with its own Condition.
 */
public class SynchronousQueue<E> extends AbstractQueue<E>
        implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -3223113410248163686L;

    private static final class Waiter {
        final Condition cond;
        Object item;
        boolean matched;

        Waiter(Condition cond, Object item) {
            this.cond = cond;
            this.item = item;
        }
    }

    private final boolean fair;
    private final ReentrantLock lock = new ReentrantLock();
    private final ArrayDeque<Waiter> putters = new ArrayDeque<Waiter>();
    private final ArrayDeque<Waiter> takers = new ArrayDeque<Waiter>();

    public SynchronousQueue() {
        this(false);
    }

    public SynchronousQueue(boolean fair) {
        this.fair = fair;
    }

    /**
     * Hands e to a waiting taker, or (when waiting is allowed) waits for one.
     * timed with nanos <= 0 means do not wait.  Returns whether e was taken.
     */
    private boolean transferOut(E e, boolean timed, long nanos) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        lock.lockInterruptibly();
        try {
            Waiter t = takers.pollFirst();
            if (t != null) {
                t.item = e;
                t.matched = true;
                t.cond.signal();
                return true;
            }
            if (timed && nanos <= 0L) {
                return false;
            }
            Waiter me = new Waiter(lock.newCondition(), e);
            putters.addLast(me);
            try {
                while (!me.matched) {
                    if (timed) {
                        if (nanos <= 0L) {
                            putters.remove(me);
                            return false;
                        }
                        nanos = me.cond.awaitNanos(nanos);
                    } else {
                        me.cond.await();
                    }
                }
            } catch (InterruptedException ie) {
                if (me.matched) {
                    Thread.currentThread().interrupt();
                    return true;
                }
                putters.remove(me);
                throw ie;
            }
            return true;
        } finally {
            lock.unlock();
        }
    }

    /** Takes an item from a waiting putter, or (when allowed) waits for one. */
    @SuppressWarnings("unchecked")
    private E transferIn(boolean timed, long nanos) throws InterruptedException {
        lock.lockInterruptibly();
        try {
            Waiter p = putters.pollFirst();
            if (p != null) {
                Object item = p.item;
                p.item = null;
                p.matched = true;
                p.cond.signal();
                return (E) item;
            }
            if (timed && nanos <= 0L) {
                return null;
            }
            Waiter me = new Waiter(lock.newCondition(), null);
            takers.addLast(me);
            try {
                while (!me.matched) {
                    if (timed) {
                        if (nanos <= 0L) {
                            takers.remove(me);
                            return null;
                        }
                        nanos = me.cond.awaitNanos(nanos);
                    } else {
                        me.cond.await();
                    }
                }
            } catch (InterruptedException ie) {
                if (me.matched) {
                    Thread.currentThread().interrupt();
                    return (E) me.item;
                }
                takers.remove(me);
                throw ie;
            }
            return (E) me.item;
        } finally {
            lock.unlock();
        }
    }

    public void put(E e) throws InterruptedException {
        transferOut(e, false, 0L);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (transferOut(e, true, unit.toNanos(timeout))) {
            return true;
        }
        if (!Thread.interrupted()) {
            return false;
        }
        throw new InterruptedException();
    }

    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        lock.lock();
        try {
            Waiter t = takers.pollFirst();
            if (t == null) {
                return false;
            }
            t.item = e;
            t.matched = true;
            t.cond.signal();
            return true;
        } finally {
            lock.unlock();
        }
    }

    public E take() throws InterruptedException {
        return transferIn(false, 0L);
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        E e = transferIn(true, unit.toNanos(timeout));
        if (e != null || !Thread.interrupted()) {
            return e;
        }
        throw new InterruptedException();
    }

    @SuppressWarnings("unchecked")
    public E poll() {
        lock.lock();
        try {
            Waiter p = putters.pollFirst();
            if (p == null) {
                return null;
            }
            Object item = p.item;
            p.item = null;
            p.matched = true;
            p.cond.signal();
            return (E) item;
        } finally {
            lock.unlock();
        }
    }

    public boolean isEmpty() {
        return true;
    }

    public int size() {
        return 0;
    }

    public int remainingCapacity() {
        return 0;
    }

    public void clear() {
    }

    public boolean contains(Object o) {
        return false;
    }

    public boolean remove(Object o) {
        return false;
    }

    public boolean containsAll(Collection<?> c) {
        return c.isEmpty();
    }

    public boolean removeAll(Collection<?> c) {
        return false;
    }

    public boolean retainAll(Collection<?> c) {
        return false;
    }

    public E peek() {
        return null;
    }

    public Iterator<E> iterator() {
        return Collections.<E>emptyIterator();
    }

    public Object[] toArray() {
        return new Object[0];
    }

    public <T> T[] toArray(T[] a) {
        if (a.length > 0) {
            a[0] = null;
        }
        return a;
    }

    public String toString() {
        return "[]";
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        if (c == null) {
            throw new NullPointerException();
        }
        if (c == this) {
            throw new IllegalArgumentException();
        }
        int n = 0;
        for (E e; n < maxElements && (e = poll()) != null; n++) {
            c.add(e);
        }
        return n;
    }
}
