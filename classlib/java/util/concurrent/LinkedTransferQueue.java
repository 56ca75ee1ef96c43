package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * An unbounded FIFO transfer queue.  One ReentrantLock guards a deque of nodes; consumers
 * waiting in take/poll(timeout) are counted and wait on notEmpty; a transferring producer
 * waits on consumed until its node has been taken (on interrupt or timeout it withdraws the
 * node if no one took it).  Iterators work on a snapshot (weakly consistent).
 */
public class LinkedTransferQueue<E> extends AbstractQueue<E>
        implements TransferQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -3223113410248163686L;

    private static final class Node<E> {
        final E item;
        boolean taken;

        Node(E item) {
            this.item = item;
        }
    }

    private final ArrayDeque<Node<E>> nodes = new ArrayDeque<Node<E>>();
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition notEmpty = lock.newCondition();
    private final Condition consumed = lock.newCondition();
    private int waiting;

    public LinkedTransferQueue() {
    }

    public LinkedTransferQueue(Collection<? extends E> c) {
        for (E e : c)
            add(e);
    }

    private Node<E> enqueue(E e) {
        if (e == null)
            throw new NullPointerException();
        Node<E> n = new Node<E>(e);
        nodes.addLast(n);
        notEmpty.signal();
        return n;
    }

    /** Under the lock: takes the head's element, or null when empty. */
    private E dequeue() {
        Node<E> n = nodes.pollFirst();
        if (n == null)
            return null;
        n.taken = true;
        consumed.signalAll();
        return n.item;
    }

    public boolean offer(E e) {
        lock.lock();
        try {
            enqueue(e);
            return true;
        } finally {
            lock.unlock();
        }
    }

    public boolean offer(E e, long timeout, TimeUnit unit) {
        return offer(e);
    }

    public void put(E e) {
        offer(e);
    }

    public boolean add(E e) {
        return offer(e);
    }

    public boolean tryTransfer(E e) {
        if (e == null)
            throw new NullPointerException();
        lock.lock();
        try {
            if (waiting <= nodes.size())
                return false;
            enqueue(e);
            return true;
        } finally {
            lock.unlock();
        }
    }

    public void transfer(E e) throws InterruptedException {
        if (e == null)
            throw new NullPointerException();
        lock.lockInterruptibly();
        try {
            Node<E> n = enqueue(e);
            try {
                while (!n.taken)
                    consumed.await();
            } catch (InterruptedException ie) {
                if (!n.taken)
                    nodes.removeFirstOccurrence(n);
                throw ie;
            }
        } finally {
            lock.unlock();
        }
    }

    public boolean tryTransfer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (e == null)
            throw new NullPointerException();
        long nanos = unit.toNanos(timeout);
        lock.lockInterruptibly();
        try {
            Node<E> n = enqueue(e);
            try {
                while (!n.taken) {
                    if (nanos <= 0L) {
                        nodes.removeFirstOccurrence(n);
                        return false;
                    }
                    nanos = consumed.awaitNanos(nanos);
                }
                return true;
            } catch (InterruptedException ie) {
                if (!n.taken)
                    nodes.removeFirstOccurrence(n);
                throw ie;
            }
        } finally {
            lock.unlock();
        }
    }

    public E take() throws InterruptedException {
        lock.lockInterruptibly();
        try {
            E e;
            while ((e = dequeue()) == null) {
                waiting++;
                try {
                    notEmpty.await();
                } finally {
                    waiting--;
                }
            }
            return e;
        } finally {
            lock.unlock();
        }
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        lock.lockInterruptibly();
        try {
            E e;
            while ((e = dequeue()) == null) {
                if (nanos <= 0L)
                    return null;
                waiting++;
                try {
                    nanos = notEmpty.awaitNanos(nanos);
                } finally {
                    waiting--;
                }
            }
            return e;
        } finally {
            lock.unlock();
        }
    }

    public E poll() {
        lock.lock();
        try {
            return dequeue();
        } finally {
            lock.unlock();
        }
    }

    public E peek() {
        lock.lock();
        try {
            Node<E> n = nodes.peekFirst();
            return n == null ? null : n.item;
        } finally {
            lock.unlock();
        }
    }

    public boolean hasWaitingConsumer() {
        return getWaitingConsumerCount() > 0;
    }

    public int getWaitingConsumerCount() {
        lock.lock();
        try {
            return waiting;
        } finally {
            lock.unlock();
        }
    }

    public int size() {
        lock.lock();
        try {
            return nodes.size();
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

    /** Under the lock: removes the first node whose element equals o (or is o itself when byIdentity). */
    private boolean removeNode(Object o, boolean byIdentity) {
        for (Iterator<Node<E>> it = nodes.iterator(); it.hasNext();) {
            Node<E> n = it.next();
            if (byIdentity ? n.item == o : o.equals(n.item)) {
                it.remove();
                n.taken = true;
                consumed.signalAll();
                return true;
            }
        }
        return false;
    }

    public boolean remove(Object o) {
        if (o == null)
            return false;
        lock.lock();
        try {
            return removeNode(o, false);
        } finally {
            lock.unlock();
        }
    }

    public boolean contains(Object o) {
        if (o == null)
            return false;
        lock.lock();
        try {
            for (Node<E> n : nodes)
                if (o.equals(n.item))
                    return true;
            return false;
        } finally {
            lock.unlock();
        }
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        if (c == null)
            throw new NullPointerException();
        if (c == this)
            throw new IllegalArgumentException();
        int n = 0;
        lock.lock();
        try {
            while (n < maxElements && !nodes.isEmpty()) {
                c.add(dequeue());
                n++;
            }
        } finally {
            lock.unlock();
        }
        return n;
    }

    public Object[] toArray() {
        lock.lock();
        try {
            Object[] a = new Object[nodes.size()];
            int i = 0;
            for (Node<E> n : nodes)
                a[i++] = n.item;
            return a;
        } finally {
            lock.unlock();
        }
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        Object[] s = toArray();
        if (a.length < s.length)
            a = (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), s.length);
        System.arraycopy(s, 0, a, 0, s.length);
        if (a.length > s.length)
            a[s.length] = null;
        return a;
    }

    public Iterator<E> iterator() {
        final Object[] snapshot = toArray();
        return new Iterator<E>() {
            private int next;
            private int last = -1;

            public boolean hasNext() {
                return next < snapshot.length;
            }

            @SuppressWarnings("unchecked")
            public E next() {
                if (next >= snapshot.length)
                    throw new NoSuchElementException();
                last = next;
                return (E) snapshot[next++];
            }

            public void remove() {
                if (last < 0)
                    throw new IllegalStateException();
                Object victim = snapshot[last];
                last = -1;
                lock.lock();
                try {
                    removeNode(victim, true);
                } finally {
                    lock.unlock();
                }
            }
        };
    }
}
