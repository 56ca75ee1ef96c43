package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * An unbounded thread-safe deque of non-null elements.  Every update holds the monitor of a
 * private lock object around an ArrayDeque; iterators walk a snapshot taken when they are
 * created (weakly consistent: never ConcurrentModificationException), and their remove()
 * removes that very element if it is still there.
 */
public class ConcurrentLinkedDeque<E> extends AbstractCollection<E> implements Deque<E>, java.io.Serializable {
    private static final long serialVersionUID = 876323262645176354L;

    private final Object lock = new Object();
    private final ArrayDeque<E> items = new ArrayDeque<E>();

    public ConcurrentLinkedDeque() {
    }

    public ConcurrentLinkedDeque(Collection<? extends E> c) {
        for (E e : c)
            addLast(e);
    }

    private static void check(Object e) {
        if (e == null)
            throw new NullPointerException();
    }

    public void addFirst(E e) {
        check(e);
        synchronized (lock) {
            items.addFirst(e);
        }
    }

    public void addLast(E e) {
        check(e);
        synchronized (lock) {
            items.addLast(e);
        }
    }

    public boolean offerFirst(E e) {
        addFirst(e);
        return true;
    }

    public boolean offerLast(E e) {
        addLast(e);
        return true;
    }

    public E peekFirst() {
        synchronized (lock) {
            return items.peekFirst();
        }
    }

    public E peekLast() {
        synchronized (lock) {
            return items.peekLast();
        }
    }

    public E getFirst() {
        E e = peekFirst();
        if (e == null)
            throw new NoSuchElementException();
        return e;
    }

    public E getLast() {
        E e = peekLast();
        if (e == null)
            throw new NoSuchElementException();
        return e;
    }

    public E pollFirst() {
        synchronized (lock) {
            return items.pollFirst();
        }
    }

    public E pollLast() {
        synchronized (lock) {
            return items.pollLast();
        }
    }

    public E removeFirst() {
        E e = pollFirst();
        if (e == null)
            throw new NoSuchElementException();
        return e;
    }

    public E removeLast() {
        E e = pollLast();
        if (e == null)
            throw new NoSuchElementException();
        return e;
    }

    public boolean offer(E e) {
        return offerLast(e);
    }

    public boolean add(E e) {
        return offerLast(e);
    }

    public E poll() {
        return pollFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public E remove() {
        return removeFirst();
    }

    public E pop() {
        return removeFirst();
    }

    public E element() {
        return getFirst();
    }

    public void push(E e) {
        addFirst(e);
    }

    public boolean removeFirstOccurrence(Object o) {
        check(o);
        synchronized (lock) {
            return items.removeFirstOccurrence(o);
        }
    }

    public boolean removeLastOccurrence(Object o) {
        check(o);
        synchronized (lock) {
            return items.removeLastOccurrence(o);
        }
    }

    public boolean contains(Object o) {
        if (o == null)
            return false;
        synchronized (lock) {
            return items.contains(o);
        }
    }

    public boolean isEmpty() {
        synchronized (lock) {
            return items.isEmpty();
        }
    }

    public int size() {
        synchronized (lock) {
            return items.size();
        }
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public boolean addAll(Collection<? extends E> c) {
        if (c == this)
            throw new IllegalArgumentException();
        Object[] a = c.toArray();
        for (Object o : a)
            check(o);
        if (a.length == 0)
            return false;
        synchronized (lock) {
            for (Object o : a) {
                @SuppressWarnings("unchecked")
                E e = (E) o;
                items.addLast(e);
            }
        }
        return true;
    }

    public void clear() {
        synchronized (lock) {
            items.clear();
        }
    }

    public Object[] toArray() {
        synchronized (lock) {
            return items.toArray();
        }
    }

    public <T> T[] toArray(T[] a) {
        synchronized (lock) {
            return items.toArray(a);
        }
    }

    public boolean removeIf(Predicate<? super E> filter) {
        if (filter == null)
            throw new NullPointerException();
        boolean removed = false;
        for (Iterator<E> it = iterator(); it.hasNext();) {
            if (filter.test(it.next())) {
                it.remove();
                removed = true;
            }
        }
        return removed;
    }

    public void forEach(Consumer<? super E> action) {
        if (action == null)
            throw new NullPointerException();
        for (Object o : toArray()) {
            @SuppressWarnings("unchecked")
            E e = (E) o;
            action.accept(e);
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
            if (next >= snapshot.length)
                throw new NoSuchElementException();
            last = next++;
            return (E) snapshot[descending ? snapshot.length - 1 - last : last];
        }

        public void remove() {
            if (last < 0)
                throw new IllegalStateException();
            Object victim = snapshot[descending ? snapshot.length - 1 - last : last];
            last = -1;
            synchronized (lock) {
                Iterator<E> it = items.iterator();
                while (it.hasNext()) {
                    if (it.next() == victim) {
                        it.remove();
                        break;
                    }
                }
            }
        }
    }
}
