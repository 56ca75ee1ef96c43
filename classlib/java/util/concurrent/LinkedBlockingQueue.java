package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * An optionally bounded FIFO blocking queue (unbounded: Integer.MAX_VALUE).  One
 * ReentrantLock guards the elements; takers wait on notEmpty, putters on notFull.
 * Iterators work on a snapshot taken when they are created (weakly consistent).
 */
public class LinkedBlockingQueue<E> extends AbstractQueue<E>
        implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -6903933977591709194L;

    /** Not final: readObject sets them (deserialization runs no constructor of ours). */
    private int capacity;
    private transient ArrayDeque<E> items = new ArrayDeque<E>();
    private transient ReentrantLock lock = new ReentrantLock();
    private transient Condition notEmpty = lock.newCondition();
    private transient Condition notFull = lock.newCondition();

    /**
     * The JDK's serial form, whose queue has two locks: capacity, the count as an AtomicInteger,
     * the two locks (held by the writer, as the JDK writes) and their conditions; then the
     * elements in order and a null.
     */
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("capacity", Integer.TYPE),
        new java.io.ObjectStreamField("count", java.util.concurrent.atomic.AtomicInteger.class),
        new java.io.ObjectStreamField("notEmpty", Condition.class),
        new java.io.ObjectStreamField("notFull", Condition.class),
        new java.io.ObjectStreamField("putLock", ReentrantLock.class),
        new java.io.ObjectStreamField("takeLock", ReentrantLock.class)};

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        lock.lock();
        try {
            ReentrantLock putLock = new ReentrantLock();
            ReentrantLock takeLock = new ReentrantLock();
            Condition ne = takeLock.newCondition();
            Condition nf = putLock.newCondition();
            putLock.lock();
            takeLock.lock();
            try {
                java.io.ObjectOutputStream.PutField f = s.putFields();
                f.put("capacity", capacity);
                f.put("count", new java.util.concurrent.atomic.AtomicInteger(items.size()));
                f.put("notEmpty", ne);
                f.put("notFull", nf);
                f.put("putLock", putLock);
                f.put("takeLock", takeLock);
                s.writeFields();
                for (E e : items)
                    s.writeObject(e);
                s.writeObject(null);
            } finally {
                takeLock.unlock();
                putLock.unlock();
            }
        } finally {
            lock.unlock();
        }
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField f = s.readFields();
        capacity = f.get("capacity", Integer.MAX_VALUE);
        items = new ArrayDeque<E>();
        lock = new ReentrantLock();
        notEmpty = lock.newCondition();
        notFull = lock.newCondition();
        for (;;) {
            E e = (E) s.readObject();
            if (e == null)
                break;
            add(e);
        }
    }

    public LinkedBlockingQueue() {
        this(Integer.MAX_VALUE);
    }

    public LinkedBlockingQueue(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        this.capacity = capacity;
    }

    public LinkedBlockingQueue(Collection<? extends E> c) {
        this(Integer.MAX_VALUE);
        lock.lock();
        try {
            for (E e : c) {
                if (e == null) {
                    throw new NullPointerException();
                }
                if (items.size() == capacity) {
                    throw new IllegalStateException("Queue full");
                }
                items.addLast(e);
            }
        } finally {
            lock.unlock();
        }
    }

    private void insert(E e) {
        items.addLast(e);
        notEmpty.signal();
    }

    private E extract() {
        E e = items.pollFirst();
        notFull.signal();
        return e;
    }

    public int size() {
        lock.lock();
        try {
            return items.size();
        } finally {
            lock.unlock();
        }
    }

    public int remainingCapacity() {
        lock.lock();
        try {
            return capacity - items.size();
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
            while (items.size() == capacity) {
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
            while (items.size() == capacity) {
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
            if (items.size() == capacity) {
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
            while (items.isEmpty()) {
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
            while (items.isEmpty()) {
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
            return items.isEmpty() ? null : extract();
        } finally {
            lock.unlock();
        }
    }

    public E peek() {
        lock.lock();
        try {
            return items.peekFirst();
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
            if (items.removeFirstOccurrence(o)) {
                notFull.signal();
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
            return items.contains(o);
        } finally {
            lock.unlock();
        }
    }

    public Object[] toArray() {
        lock.lock();
        try {
            return items.toArray();
        } finally {
            lock.unlock();
        }
    }

    public <T> T[] toArray(T[] a) {
        lock.lock();
        try {
            return items.toArray(a);
        } finally {
            lock.unlock();
        }
    }

    public void clear() {
        lock.lock();
        try {
            items.clear();
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
            while (n < maxElements && !items.isEmpty()) {
                c.add(items.pollFirst());
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
                    Iterator<E> it = items.iterator();
                    while (it.hasNext()) {
                        if (it.next() == victim) {
                            it.remove();
                            notFull.signal();
                            break;
                        }
                    }
                } finally {
                    lock.unlock();
                }
            }
        };
    }
}
