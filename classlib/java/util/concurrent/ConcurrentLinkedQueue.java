package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Queue;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * An unbounded thread-safe FIFO queue of non-null elements.  Updates hold the queue's monitor;
 * iterators are weakly consistent (they see the list as they walk it, never throw
 * ConcurrentModificationException).
 */
public class ConcurrentLinkedQueue<E> extends AbstractQueue<E> implements Queue<E>, java.io.Serializable {
    private static final long serialVersionUID = 196745693267521676L;

    static final class Node<E> {
        volatile E item; // null once removed
        volatile Node<E> next;

        Node(E item) {
            this.item = item;
        }
    }

    /** A dummy node; the elements follow it. */
    private transient volatile Node<E> head = new Node<E>(null);
    private transient volatile Node<E> tail = head;
    private transient volatile int count;

    public ConcurrentLinkedQueue() {
    }

    public ConcurrentLinkedQueue(Collection<? extends E> c) {
        for (E e : c)
            add(e);
    }

    public boolean add(E e) {
        return offer(e);
    }

    public synchronized boolean offer(E e) {
        Objects.requireNonNull(e);
        Node<E> n = new Node<E>(e);
        tail.next = n;
        tail = n;
        count++;
        return true;
    }

    public synchronized E poll() {
        Node<E> first = head.next;
        if (first == null)
            return null;
        E item = first.item;
        first.item = null;
        head = first; // first becomes the new dummy
        count--;
        return item;
    }

    public E peek() {
        Node<E> first = head.next;
        return (first == null) ? null : first.item;
    }

    public boolean isEmpty() {
        return head.next == null;
    }

    public int size() {
        return count;
    }

    public boolean contains(Object o) {
        if (o == null)
            return false;
        for (Node<E> p = head.next; p != null; p = p.next) {
            E item = p.item;
            if (item != null && o.equals(item))
                return true;
        }
        return false;
    }

    public synchronized boolean remove(Object o) {
        if (o == null)
            return false;
        for (Node<E> pred = head, p = head.next; p != null; pred = p, p = p.next) {
            E item = p.item;
            if (item != null && o.equals(item)) {
                unlink(pred, p);
                return true;
            }
        }
        return false;
    }

    private void unlink(Node<E> pred, Node<E> p) {
        p.item = null;
        pred.next = p.next;
        if (tail == p)
            tail = pred;
        count--;
    }

    public synchronized boolean addAll(Collection<? extends E> c) {
        if (c == this)
            throw new IllegalArgumentException();
        boolean modified = false;
        for (E e : c)
            modified |= offer(e);
        return modified;
    }

    public String toString() {
        ArrayList<E> snapshot = new ArrayList<E>();
        for (E e : this)
            snapshot.add(e);
        return snapshot.toString();
    }

    public Object[] toArray() {
        ArrayList<E> snapshot = new ArrayList<E>();
        for (E e : this)
            snapshot.add(e);
        return snapshot.toArray();
    }

    public <T> T[] toArray(T[] a) {
        ArrayList<E> snapshot = new ArrayList<E>();
        for (E e : this)
            snapshot.add(e);
        return snapshot.toArray(a);
    }

    public Iterator<E> iterator() {
        return new Itr();
    }

    private class Itr implements Iterator<E> {
        private Node<E> nextNode;
        private E nextItem;
        private Node<E> lastRet;

        Itr() {
            advance(head);
        }

        private void advance(Node<E> from) {
            for (Node<E> p = from.next; p != null; p = p.next) {
                E item = p.item;
                if (item != null) {
                    nextNode = p;
                    nextItem = item;
                    return;
                }
            }
            nextNode = null;
            nextItem = null;
        }

        public boolean hasNext() {
            return nextItem != null;
        }

        public E next() {
            if (nextNode == null)
                throw new NoSuchElementException();
            E item = nextItem;
            lastRet = nextNode;
            advance(nextNode);
            return item;
        }

        public void remove() {
            Node<E> l = lastRet;
            if (l == null)
                throw new IllegalStateException();
            lastRet = null;
            synchronized (ConcurrentLinkedQueue.this) {
                if (l.item == null)
                    return;
                for (Node<E> pred = head, p = head.next; p != null; pred = p, p = p.next) {
                    if (p == l) {
                        unlink(pred, p);
                        return;
                    }
                }
            }
        }
    }

    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        for (Node<E> p = head.next; p != null; p = p.next) {
            E item = p.item;
            if (item != null)
                action.accept(item);
        }
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        boolean removed = false;
        for (Iterator<E> it = iterator(); it.hasNext();) {
            if (filter.test(it.next())) {
                it.remove();
                removed = true;
            }
        }
        return removed;
    }

    public synchronized void clear() {
        while (poll() != null)
            ;
    }

    // ---------------------------------------------------------------- serial form

    /** The JDK's serial form: no fields, then the elements in order, then null. */
    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        for (Node<E> p = head.next; p != null; p = p.next) {
            E item = p.item;
            if (item != null)
                s.writeObject(item);
        }
        s.writeObject(null);
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        head = new Node<E>(null);
        tail = head;
        count = 0;
        for (Object item; (item = s.readObject()) != null;)
            offer((E) item);
    }
}
