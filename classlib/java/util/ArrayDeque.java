package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;

/** A circular-array deque; one slot of the array is always left empty. */
public class ArrayDeque<E> extends AbstractCollection<E>
        implements Deque<E>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 2340985798034038923L;

    /* Serialization in the JDK's form: the size, then the elements from head to tail. */
    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeInt(size());
        for (E e : this)
            s.writeObject(e);
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        int n = s.readInt();
        if (n < 0)
            throw new java.io.InvalidObjectException("Illegal size: " + n);
        ArrayDeque<E> fresh = new ArrayDeque<E>(n);
        elements = fresh.elements;
        head = fresh.head;
        tail = fresh.tail;
        for (int i = 0; i < n; i++)
            addLast((E) s.readObject());
    }

    transient Object[] elements;
    transient int head;
    transient int tail;

    public ArrayDeque() {
        elements = new Object[16 + 1];
    }

    public ArrayDeque(int numElements) {
        elements = new Object[(numElements < 1) ? 1
                : (numElements == Integer.MAX_VALUE) ? Integer.MAX_VALUE : numElements + 1];
    }

    public ArrayDeque(Collection<? extends E> c) {
        this(c.size());
        for (E e : c)
            addLast(e);
    }

    private void grow(int needed) {
        final int oldCapacity = elements.length;
        int jump = (oldCapacity < 64) ? oldCapacity + 2 : oldCapacity >> 1;
        int newCapacity = oldCapacity + Math.max(jump, needed);
        if (newCapacity < 0)
            throw new IllegalStateException("Sorry, deque too big");
        Object[] es = new Object[newCapacity];
        // copy in order, head at 0
        int n = size();
        for (int i = 0, j = head; i < n; i++, j = inc(j, oldCapacity))
            es[i] = elements[j];
        elements = es;
        head = 0;
        tail = n;
    }

    static int inc(int i, int modulus) {
        if (++i >= modulus)
            i = 0;
        return i;
    }

    static int dec(int i, int modulus) {
        if (--i < 0)
            i = modulus - 1;
        return i;
    }

    static int sub(int i, int j, int modulus) {
        if ((i -= j) < 0)
            i += modulus;
        return i;
    }

    @SuppressWarnings("unchecked")
    static <E> E elementAt(Object[] es, int i) {
        return (E) es[i];
    }

    static <E> E nonNullElementAt(Object[] es, int i) {
        @SuppressWarnings("unchecked")
        E e = (E) es[i];
        if (e == null)
            throw new ConcurrentModificationException();
        return e;
    }

    public void addFirst(E e) {
        if (e == null)
            throw new NullPointerException();
        final Object[] es = elements;
        es[head = dec(head, es.length)] = e;
        if (head == tail)
            growFull();
    }

    public void addLast(E e) {
        if (e == null)
            throw new NullPointerException();
        final Object[] es = elements;
        es[tail] = e;
        if (head == (tail = inc(tail, es.length)))
            growFull();
    }

    /* Called when head == tail after an insertion: the array is completely full. */
    private void growFull() {
        final Object[] old = elements;
        final int oldCapacity = old.length;
        int jump = (oldCapacity < 64) ? oldCapacity + 2 : oldCapacity >> 1;
        int newCapacity = oldCapacity + Math.max(jump, 1);
        if (newCapacity < 0)
            throw new IllegalStateException("Sorry, deque too big");
        Object[] es = new Object[newCapacity];
        int n = oldCapacity;
        for (int i = 0, j = head; i < n; i++, j = inc(j, oldCapacity))
            es[i] = old[j];
        elements = es;
        head = 0;
        tail = n;
    }

    public boolean addAll(Collection<? extends E> c) {
        final int s = size(), needed = s + c.size() + 1 - elements.length;
        if (needed > 0)
            grow(needed);
        for (E e : c)
            addLast(e);
        return size() > s;
    }

    public boolean offerFirst(E e) {
        addFirst(e);
        return true;
    }

    public boolean offerLast(E e) {
        addLast(e);
        return true;
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

    public E pollFirst() {
        final Object[] es = elements;
        final int h = head;
        E e = elementAt(es, h);
        if (e != null) {
            es[h] = null;
            head = inc(h, es.length);
        }
        return e;
    }

    public E pollLast() {
        final Object[] es = elements;
        final int t = dec(tail, es.length);
        E e = elementAt(es, t);
        if (e != null)
            es[tail = t] = null;
        return e;
    }

    public E getFirst() {
        E e = elementAt(elements, head);
        if (e == null)
            throw new NoSuchElementException();
        return e;
    }

    public E getLast() {
        final Object[] es = elements;
        E e = elementAt(es, dec(tail, es.length));
        if (e == null)
            throw new NoSuchElementException();
        return e;
    }

    public E peekFirst() {
        return elementAt(elements, head);
    }

    public E peekLast() {
        final Object[] es = elements;
        return elementAt(es, dec(tail, es.length));
    }

    public boolean removeFirstOccurrence(Object o) {
        if (o != null) {
            final Object[] es = elements;
            int n = size();
            for (int i = head, k = 0; k < n; k++, i = inc(i, es.length)) {
                if (o.equals(es[i])) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    public boolean removeLastOccurrence(Object o) {
        if (o != null) {
            final Object[] es = elements;
            int n = size();
            for (int i = dec(tail, es.length), k = 0; k < n; k++, i = dec(i, es.length)) {
                if (o.equals(es[i])) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public boolean offer(E e) {
        return offerLast(e);
    }

    public E remove() {
        return removeFirst();
    }

    public E poll() {
        return pollFirst();
    }

    public E element() {
        return getFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    /**
     * Removes the element at index i, closing the gap from the nearer end.
     * Returns true if the elements after i were moved back by one.
     */
    boolean delete(int i) {
        final Object[] es = elements;
        final int capacity = es.length;
        final int h = head, t = tail;
        final int front = sub(i, h, capacity);
        final int back = sub(t, i, capacity) - 1;
        if (front < back) {
            for (int j = i; j != h;) {
                int p = dec(j, capacity);
                es[j] = es[p];
                j = p;
            }
            es[h] = null;
            head = inc(h, capacity);
            return false;
        } else {
            int last = dec(t, capacity);
            for (int j = i; j != last;) {
                int nx = inc(j, capacity);
                es[j] = es[nx];
                j = nx;
            }
            es[last] = null;
            tail = last;
            return true;
        }
    }

    public int size() {
        return sub(tail, head, elements.length);
    }

    public boolean isEmpty() {
        return head == tail;
    }

    public Iterator<E> iterator() {
        return new DeqIterator();
    }

    public Iterator<E> descendingIterator() {
        return new DescendingIterator();
    }

    private class DeqIterator implements Iterator<E> {
        int cursor;
        int remaining = size();
        int lastRet = -1;

        DeqIterator() {
            cursor = head;
        }

        public final boolean hasNext() {
            return remaining > 0;
        }

        public E next() {
            if (remaining <= 0)
                throw new NoSuchElementException();
            final Object[] es = elements;
            E e = nonNullElementAt(es, cursor);
            cursor = inc(lastRet = cursor, es.length);
            remaining--;
            return e;
        }

        void postDelete(boolean leftShifted) {
            if (leftShifted)
                cursor = dec(cursor, elements.length);
        }

        public final void remove() {
            if (lastRet < 0)
                throw new IllegalStateException();
            postDelete(delete(lastRet));
            lastRet = -1;
        }
    }

    private class DescendingIterator extends DeqIterator {
        DescendingIterator() {
            cursor = dec(tail, elements.length);
        }

        public final E next() {
            if (remaining <= 0)
                throw new NoSuchElementException();
            final Object[] es = elements;
            E e = nonNullElementAt(es, cursor);
            cursor = dec(lastRet = cursor, es.length);
            remaining--;
            return e;
        }

        void postDelete(boolean leftShifted) {
            if (!leftShifted)
                cursor = inc(cursor, elements.length);
        }
    }

    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        final Object[] es = elements;
        int n = size();
        for (int i = head, k = 0; k < n; k++, i = inc(i, es.length))
            action.accept(ArrayDeque.<E>nonNullElementAt(es, i));
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        return bulkRemove(filter);
    }

    public boolean removeAll(final Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(new Predicate<E>() {
            public boolean test(E e) {
                return c.contains(e);
            }
        });
    }

    public boolean retainAll(final Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(new Predicate<E>() {
            public boolean test(E e) {
                return !c.contains(e);
            }
        });
    }

    private boolean bulkRemove(Predicate<? super E> filter) {
        final Object[] es = elements;
        final int n = size();
        final int capacity = es.length;
        Object[] keep = new Object[n];
        int w = 0;
        for (int i = head, k = 0; k < n; k++, i = inc(i, capacity)) {
            E e = elementAt(es, i);
            if (!filter.test(e))
                keep[w++] = e;
        }
        if (w == n)
            return false;
        for (int i = head, k = 0; k < n; k++, i = inc(i, capacity))
            es[i] = null;
        head = 0;
        tail = 0;
        for (int k = 0; k < w; k++)
            es[k] = keep[k];
        tail = w;
        return true;
    }

    public boolean contains(Object o) {
        if (o != null) {
            final Object[] es = elements;
            int n = size();
            for (int i = head, k = 0; k < n; k++, i = inc(i, es.length))
                if (o.equals(es[i]))
                    return true;
        }
        return false;
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public void clear() {
        final Object[] es = elements;
        int n = size();
        for (int i = head, k = 0; k < n; k++, i = inc(i, es.length))
            es[i] = null;
        head = tail = 0;
    }

    public Object[] toArray() {
        int n = size();
        Object[] a = new Object[n];
        final Object[] es = elements;
        for (int i = head, k = 0; k < n; k++, i = inc(i, es.length))
            a[k] = es[i];
        return a;
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        int n = size();
        T[] r = (a.length >= n) ? a : Arrays.newArrayLike(a, n);
        final Object[] es = elements;
        Object[] out = r;
        for (int i = head, k = 0; k < n; k++, i = inc(i, es.length))
            out[k] = es[i];
        if (r.length > n)
            r[n] = null;
        return r;
    }

    @SuppressWarnings("unchecked")
    public ArrayDeque<E> clone() {
        try {
            ArrayDeque<E> result = (ArrayDeque<E>) super.clone();
            result.elements = Arrays.copyOf(elements, elements.length);
            return result;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError();
        }
    }
}
