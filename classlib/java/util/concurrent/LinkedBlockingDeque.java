package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * An optionally bounded blocking deque (unbounded: Integer.MAX_VALUE).  One ReentrantLock
 * guards the elements; takers wait on notEmpty, putters on notFull.  Iterators work on a
 * snapshot taken when they are created (weakly consistent: never
 * ConcurrentModificationException); their remove() removes that very element if still there.
 */
public class LinkedBlockingDeque<E> extends AbstractQueue<E>
        implements BlockingDeque<E>, java.io.Serializable {
    private static final long serialVersionUID = -387911632671998426L;

    private final int capacity;
    private final ArrayDeque<E> items = new ArrayDeque<E>();
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition notEmpty = lock.newCondition();
    private final Condition notFull = lock.newCondition();

    public LinkedBlockingDeque() {
        this(Integer.MAX_VALUE);
    }

    public LinkedBlockingDeque(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        this.capacity = capacity;
    }

    public LinkedBlockingDeque(Collection<? extends E> c) {
        this(Integer.MAX_VALUE);
        lock.lock();
        try {
            for (E e : c) {
                if (e == null) {
                    throw new NullPointerException();
                }
                if (items.size() == capacity) {
                    throw new IllegalStateException("Deque full");
                }
                items.addLast(e);
            }
        } finally {
            lock.unlock();
        }
    }

    /** Under the lock: inserts if there is room. */
    private boolean link(E e, boolean first) {
        if (items.size() >= capacity) {
            return false;
        }
        if (first) {
            items.addFirst(e);
        } else {
            items.addLast(e);
        }
        notEmpty.signal();
        return true;
    }

    /** Under the lock: removes an end, or null when empty. */
    private E unlink(boolean first) {
        E e = first ? items.pollFirst() : items.pollLast();
        if (e != null) {
            notFull.signal();
        }
        return e;
    }

    private boolean offerEnd(E e, boolean first) {
        if (e == null) {
            throw new NullPointerException();
        }
        lock.lock();
        try {
            return link(e, first);
        } finally {
            lock.unlock();
        }
    }

    private void putEnd(E e, boolean first) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        lock.lock();
        try {
            while (!link(e, first)) {
                notFull.await();
            }
        } finally {
            lock.unlock();
        }
    }

    private boolean offerEnd(E e, boolean first, long timeout, TimeUnit unit) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        long nanos = unit.toNanos(timeout);
        lock.lockInterruptibly();
        try {
            while (!link(e, first)) {
                if (nanos <= 0L) {
                    return false;
                }
                nanos = notFull.awaitNanos(nanos);
            }
            return true;
        } finally {
            lock.unlock();
        }
    }

    private E pollEnd(boolean first) {
        lock.lock();
        try {
            return unlink(first);
        } finally {
            lock.unlock();
        }
    }

    private E takeEnd(boolean first) throws InterruptedException {
        lock.lock();
        try {
            E e;
            while ((e = unlink(first)) == null) {
                notEmpty.await();
            }
            return e;
        } finally {
            lock.unlock();
        }
    }

    private E pollEnd(boolean first, long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        lock.lockInterruptibly();
        try {
            E e;
            while ((e = unlink(first)) == null) {
                if (nanos <= 0L) {
                    return null;
                }
                nanos = notEmpty.awaitNanos(nanos);
            }
            return e;
        } finally {
            lock.unlock();
        }
    }

    private E peekEnd(boolean first) {
        lock.lock();
        try {
            return first ? items.peekFirst() : items.peekLast();
        } finally {
            lock.unlock();
        }
    }

    public void addFirst(E e) {
        if (!offerFirst(e)) {
            throw new IllegalStateException("Deque full");
        }
    }

    public void addLast(E e) {
        if (!offerLast(e)) {
            throw new IllegalStateException("Deque full");
        }
    }

    public boolean offerFirst(E e) {
        return offerEnd(e, true);
    }

    public boolean offerLast(E e) {
        return offerEnd(e, false);
    }

    public void putFirst(E e) throws InterruptedException {
        putEnd(e, true);
    }

    public void putLast(E e) throws InterruptedException {
        putEnd(e, false);
    }

    public boolean offerFirst(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return offerEnd(e, true, timeout, unit);
    }

    public boolean offerLast(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return offerEnd(e, false, timeout, unit);
    }

    public E removeFirst() {
        E e = pollFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E removeLast() {
        E e = pollLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E pollFirst() {
        return pollEnd(true);
    }

    public E pollLast() {
        return pollEnd(false);
    }

    public E takeFirst() throws InterruptedException {
        return takeEnd(true);
    }

    public E takeLast() throws InterruptedException {
        return takeEnd(false);
    }

    public E pollFirst(long timeout, TimeUnit unit) throws InterruptedException {
        return pollEnd(true, timeout, unit);
    }

    public E pollLast(long timeout, TimeUnit unit) throws InterruptedException {
        return pollEnd(false, timeout, unit);
    }

    public E getFirst() {
        E e = peekFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E getLast() {
        E e = peekLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E peekFirst() {
        return peekEnd(true);
    }

    public E peekLast() {
        return peekEnd(false);
    }

    public boolean removeFirstOccurrence(Object o) {
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

    public boolean removeLastOccurrence(Object o) {
        if (o == null) {
            return false;
        }
        lock.lock();
        try {
            if (items.removeLastOccurrence(o)) {
                notFull.signal();
                return true;
            }
            return false;
        } finally {
            lock.unlock();
        }
    }

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public boolean offer(E e) {
        return offerLast(e);
    }

    public void put(E e) throws InterruptedException {
        putLast(e);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return offerLast(e, timeout, unit);
    }

    public E remove() {
        return removeFirst();
    }

    public E poll() {
        return pollFirst();
    }

    public E take() throws InterruptedException {
        return takeFirst();
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        return pollFirst(timeout, unit);
    }

    public E element() {
        return getFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public int remainingCapacity() {
        lock.lock();
        try {
            return capacity - items.size();
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

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public int size() {
        lock.lock();
        try {
            return items.size();
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

    public boolean addAll(Collection<? extends E> c) {
        if (c == this) {
            throw new IllegalArgumentException();
        }
        boolean changed = false;
        for (E e : c) {
            addLast(e);
            changed = true;
        }
        return changed;
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

    public String toString() {
        Object[] a = toArray();
        if (a.length == 0) {
            return "[]";
        }
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(a[i] == this ? "(this Collection)" : String.valueOf(a[i]));
        }
        return sb.append(']').toString();
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

    public Iterator<E> iterator() {
        return new Snapshot(false);
    }

    public Iterator<E> descendingIterator() {
        return new Snapshot(true);
    }

    private final class Snapshot implements Iterator<E> {
        private final Object[] snapshot = toArray();
        private final boolean descending;
        private int next;
        private int last = -1;

        Snapshot(boolean descending) {
            this.descending = descending;
        }

        public boolean hasNext() {
            return next < snapshot.length;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (next >= snapshot.length) {
                throw new NoSuchElementException();
            }
            last = next++;
            return (E) snapshot[descending ? snapshot.length - 1 - last : last];
        }

        public void remove() {
            if (last < 0) {
                throw new IllegalStateException();
            }
            Object victim = snapshot[descending ? snapshot.length - 1 - last : last];
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
    }
}
