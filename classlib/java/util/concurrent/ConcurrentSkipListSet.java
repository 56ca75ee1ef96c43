package java.util.concurrent;

import java.util.AbstractSet;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.NavigableSet;
import java.util.SortedSet;

/** A thread-safe sorted set: the keys of a ConcurrentSkipListMap (lock-based here, see it). */
public class ConcurrentSkipListSet<E> extends AbstractSet<E> implements NavigableSet<E>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = -2479143111061671589L;

    private ConcurrentSkipListMap<E, Boolean> map;

    public ConcurrentSkipListSet() {
        map = new ConcurrentSkipListMap<E, Boolean>();
    }

    public ConcurrentSkipListSet(Comparator<? super E> comparator) {
        map = new ConcurrentSkipListMap<E, Boolean>(comparator);
    }

    public ConcurrentSkipListSet(Collection<? extends E> c) {
        map = new ConcurrentSkipListMap<E, Boolean>();
        addAll(c);
    }

    public ConcurrentSkipListSet(SortedSet<E> s) {
        map = new ConcurrentSkipListMap<E, Boolean>(s.comparator());
        addAll(s);
    }

    private NavigableSet<E> keys() {
        return map.navigableKeySet();
    }

    @SuppressWarnings("unchecked")
    public ConcurrentSkipListSet<E> clone() {
        try {
            ConcurrentSkipListSet<E> c = (ConcurrentSkipListSet<E>) super.clone();
            c.map = map.clone();
            return c;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public boolean add(E e) {
        return map.putIfAbsent(e, Boolean.TRUE) == null;
    }

    public int size() {
        return map.size();
    }

    public boolean isEmpty() {
        return map.isEmpty();
    }

    public boolean contains(Object o) {
        return map.containsKey(o);
    }

    public boolean remove(Object o) {
        return map.remove(o, Boolean.TRUE);
    }

    public void clear() {
        map.clear();
    }

    public Iterator<E> iterator() {
        return keys().iterator();
    }

    public Iterator<E> descendingIterator() {
        return keys().descendingIterator();
    }

    public E lower(E e) {
        return map.lowerKey(e);
    }

    public E floor(E e) {
        return map.floorKey(e);
    }

    public E ceiling(E e) {
        return map.ceilingKey(e);
    }

    public E higher(E e) {
        return map.higherKey(e);
    }

    public E pollFirst() {
        return keys().pollFirst();
    }

    public E pollLast() {
        return keys().pollLast();
    }

    public Comparator<? super E> comparator() {
        return map.comparator();
    }

    public E first() {
        return map.firstKey();
    }

    public E last() {
        return map.lastKey();
    }

    public NavigableSet<E> descendingSet() {
        return keys().descendingSet();
    }

    public NavigableSet<E> subSet(E fromElement, boolean fromInclusive, E toElement, boolean toInclusive) {
        return keys().subSet(fromElement, fromInclusive, toElement, toInclusive);
    }

    public NavigableSet<E> headSet(E toElement, boolean inclusive) {
        return keys().headSet(toElement, inclusive);
    }

    public NavigableSet<E> tailSet(E fromElement, boolean inclusive) {
        return keys().tailSet(fromElement, inclusive);
    }

    public NavigableSet<E> subSet(E fromElement, E toElement) {
        return subSet(fromElement, true, toElement, false);
    }

    public NavigableSet<E> headSet(E toElement) {
        return headSet(toElement, false);
    }

    public NavigableSet<E> tailSet(E fromElement) {
        return tailSet(fromElement, true);
    }
}
