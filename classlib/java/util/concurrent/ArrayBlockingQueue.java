package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A bounded FIFO blocking queue of fixed capacity.  One ReentrantLock (fair when
 * asked) guards the elements; takers wait on notEmpty, putters on notFull.
 * Iterators work on a snapshot taken when they are created (weakly consistent).
 * The elements are a circular array with the JDK's fields (items, takeIndex, putIndex,
 * count), moved as the JDK moves them (a removal from the middle shifts the later ones
 * down), so that the default serial form is the JDK's.
 */
public class ArrayBlockingQueue<E> extends AbstractQueue<E>
        implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -817911632652898426L;

    private final Object[] items;
    private int takeIndex;
    private int putIndex;
    private int count;
    private final ReentrantLock lock;
    private final Condition notEmpty;
    private final Condition notFull;

    public ArrayBlockingQueue(int capacity) {
        this(capacity, false);
    }

    public ArrayBlockingQueue(int capacity, boolean fair) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        items = new Object[capacity];
        lock = new ReentrantLock(fair);
        notEmpty = lock.newCondition();
        notFull = lock.newCondition();
    }

    public ArrayBlockingQueue(int capacity, boolean fair, Collection<? extends E> c) {
        this(capacity, fair);
        lock.lock();
        try {
            for (E e : c) {
                if (e == null) {
                    throw new NullPointerException();
                }
                if (count == items.length) {
                    throw new IllegalArgumentException();
                }
                enqueue(e);
            }
        } finally {
            lock.unlock();
        }
    }

    private void enqueue(E e) {
        items[putIndex] = e;
        if (++putIndex == items.length) {
            putIndex = 0;
        }
        count++;
    }

    @SuppressWarnings("unchecked")
    private E dequeue() {
        E e = (E) items[takeIndex];
        items[takeIndex] = null;
        if (++takeIndex == items.length) {
            takeIndex = 0;
        }
        count--;
        return e;
    }

    /** Removes the element at index i (the lock held): the later ones move down one. */
    private void removeAt(int i) {
        if (i == takeIndex) {
            dequeue();
        } else {
            for (int j = i;;) {
                int next = j + 1 == items.length ? 0 : j + 1;
                if (next == putIndex) {
                    items[j] = null;
                    putIndex = j;
                    break;
                }
                items[j] = items[next];
                j = next;
            }
            count--;
        }
        notFull.signal();
    }

    /** The index of the first element equal to (or, when same, identical to) o; -1 if none. */
    private int indexOf(Object o, boolean same) {
        for (int k = 0, i = takeIndex; k < count; k++) {
            if (same ? items[i] == o : o.equals(items[i])) {
                return i;
            }
            if (++i == items.length) {
                i = 0;
            }
        }
        return -1;
    }

    private Object[] copy(Object[] a) {
        for (int k = 0, i = takeIndex; k < count; k++) {
            a[k] = items[i];
            if (++i == items.length) {
                i = 0;
            }
        }
        return a;
    }

    private void insert(E e) {
        enqueue(e);
        notEmpty.signal();
    }

    private E extract() {
        E e = dequeue();
        notFull.signal();
        return e;
    }

    /** As the JDK: a stream whose fields do not make a queue is refused. */
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        int cap = items == null ? 0 : items.length;
        if (cap == 0 || takeIndex < 0 || takeIndex >= cap || putIndex < 0 || putIndex >= cap || count < 0 || count > cap
                || Math.floorMod(putIndex - takeIndex, cap) != Math.floorMod(count, cap)) {
            throw new java.io.InvalidObjectException("invariants violated");
        }
    }

    public int size() {
        lock.lock();
        try {
            return count;
        } finally {
            lock.unlock();
        }
    }

    public int remainingCapacity() {
        lock.lock();
        try {
            return items.length - count;
        } finally {
            lock.unlock();
        }
    }

    public void put(E e) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        lock.lockInterruptibly();
        try {
            while (count == items.length) {
                notFull.await();
            }
            insert(e);
        } finally {
            lock.unlock();
        }
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        long nanos = unit.toNanos(timeout);
        lock.lockInterruptibly();
        try {
            while (count == items.length) {
                if (nanos <= 0L) {
                    return false;
                }
                nanos = notFull.awaitNanos(nanos);
            }
            insert(e);
            return true;
        } finally {
            lock.unlock();
        }
    }

    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        lock.lock();
        try {
            if (count == items.length) {
                return false;
            }
            insert(e);
            return true;
        } finally {
            lock.unlock();
        }
    }

    public E take() throws InterruptedException {
        lock.lockInterruptibly();
        try {
            while (count == 0) {
                notEmpty.await();
            }
            return extract();
        } finally {
            lock.unlock();
        }
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        lock.lockInterruptibly();
        try {
            while (count == 0) {
                if (nanos <= 0L) {
                    return null;
                }
                nanos = notEmpty.awaitNanos(nanos);
            }
            return extract();
        } finally {
            lock.unlock();
        }
    }

    public E poll() {
        lock.lock();
        try {
            return count == 0 ? null : extract();
        } finally {
            lock.unlock();
        }
    }

    @SuppressWarnings("unchecked")
    public E peek() {
        lock.lock();
        try {
            return count == 0 ? null : (E) items[takeIndex];
        } finally {
            lock.unlock();
        }
    }

    public boolean remove(Object o) {
        if (o == null) {
            return false;
        }
        lock.lock();
        try {
            int i = indexOf(o, false);
            if (i >= 0) {
                removeAt(i);
                return true;
            }
            return false;
        } finally {
            lock.unlock();
        }
    }

    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        lock.lock();
        try {
            return indexOf(o, false) >= 0;
        } finally {
            lock.unlock();
        }
    }

    public Object[] toArray() {
        lock.lock();
        try {
            return copy(new Object[count]);
        } finally {
            lock.unlock();
        }
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        lock.lock();
        try {
            if (a.length < count) {
                a = (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), count);
            }
            copy(a);
            if (a.length > count) {
                a[count] = null;
            }
            return a;
        } finally {
            lock.unlock();
        }
    }

    public void clear() {
        lock.lock();
        try {
            while (count > 0) {
                dequeue();
            }
            takeIndex = putIndex;
            notFull.signalAll();
        } finally {
            lock.unlock();
        }
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
        if (maxElements <= 0) {
            return 0;
        }
        lock.lock();
        try {
            int n = 0;
            while (n < maxElements && count > 0) {
                c.add(dequeue());
                n++;
            }
            if (n > 0) {
                notFull.signalAll();
            }
            return n;
        } finally {
            lock.unlock();
        }
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
                if (next >= snapshot.length) {
                    throw new NoSuchElementException();
                }
                last = next;
                return (E) snapshot[next++];
            }

            public void remove() {
                if (last < 0) {
                    throw new IllegalStateException();
                }
                Object victim = snapshot[last];
                last = -1;
                lock.lock();
                try {
                    int i = indexOf(victim, true);
                    if (i >= 0) {
                        removeAt(i);
                    }
                } finally {
                    lock.unlock();
                }
            }
        };
    }
}
