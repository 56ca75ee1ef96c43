package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;

/** A red-black tree map, sorted by the keys' natural order or by a Comparator. */
public class TreeMap<K, V> extends AbstractMap<K, V> implements NavigableMap<K, V>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 919286545866124006L;

    /* Serialization in the JDK's form: the field comparator, the size, then the
     * entries (key, value) in key order. */
    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeInt(size);
        for (Map.Entry<K, V> e : entrySet()) {
            s.writeObject(e.getKey());
            s.writeObject(e.getValue());
        }
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        int n = s.readInt();
        for (int i = 0; i < n; i++) {
            K key = (K) s.readObject();
            put(key, (V) s.readObject());
        }
    }
    private static final boolean RED = false;
    private static final boolean BLACK = true;

    private final Comparator<? super K> comparator;
    private transient Entry<K, V> root;
    private transient int size = 0;
    private transient int modCount = 0;

    public TreeMap() {
        comparator = null;
    }

    public TreeMap(Comparator<? super K> comparator) {
        this.comparator = comparator;
    }

    public TreeMap(Map<? extends K, ? extends V> m) {
        comparator = null;
        putAll(m);
    }

    public TreeMap(SortedMap<K, ? extends V> m) {
        comparator = m.comparator();
        putAll(m);
    }

    static final class Entry<K, V> implements Map.Entry<K, V> {
        K key;
        V value;
        Entry<K, V> left;
        Entry<K, V> right;
        Entry<K, V> parent;
        boolean color = BLACK;

        Entry(K key, V value, Entry<K, V> parent) {
            this.key = key;
            this.value = value;
            this.parent = parent;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return value;
        }

        public V setValue(V value) {
            V oldValue = this.value;
            this.value = value;
            return oldValue;
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry))
                return false;
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return eq(key, e.getKey()) && eq(value, e.getValue());
        }

        public int hashCode() {
            int keyHash = (key == null ? 0 : key.hashCode());
            int valueHash = (value == null ? 0 : value.hashCode());
            return keyHash ^ valueHash;
        }

        public String toString() {
            return key + "=" + value;
        }
    }

    /* ---------------- basic operations ---------------- */

    @SuppressWarnings("unchecked")
    final int compare(Object k1, Object k2) {
        return comparator == null ? ((Comparable<? super K>) k1).compareTo((K) k2)
                : comparator.compare((K) k1, (K) k2);
    }

    public int size() {
        return size;
    }

    public boolean containsKey(Object key) {
        return getEntry(key) != null;
    }

    public boolean containsValue(Object value) {
        for (Entry<K, V> e = firstNode(); e != null; e = successor(e))
            if (eq(value, e.value))
                return true;
        return false;
    }

    public V get(Object key) {
        Entry<K, V> p = getEntry(key);
        return (p == null ? null : p.value);
    }

    public Comparator<? super K> comparator() {
        return comparator;
    }

    public K firstKey() {
        return key(firstNode());
    }

    public K lastKey() {
        return key(lastNode());
    }

    @SuppressWarnings("unchecked")
    final Entry<K, V> getEntry(Object key) {
        if (comparator == null && key == null)
            throw new NullPointerException();
        Entry<K, V> p = root;
        if (comparator == null) {
            Comparable<? super K> k = (Comparable<? super K>) key;
            while (p != null) {
                int cmp = k.compareTo(p.key);
                if (cmp < 0)
                    p = p.left;
                else if (cmp > 0)
                    p = p.right;
                else
                    return p;
            }
        } else {
            K k = (K) key;
            while (p != null) {
                int cmp = comparator.compare(k, p.key);
                if (cmp < 0)
                    p = p.left;
                else if (cmp > 0)
                    p = p.right;
                else
                    return p;
            }
        }
        return null;
    }

    /** The entry with the least key >= key, or null. */
    final Entry<K, V> ceilingNode(K key) {
        Entry<K, V> p = root, best = null;
        while (p != null) {
            int cmp = compare(key, p.key);
            if (cmp < 0) {
                best = p;
                p = p.left;
            } else if (cmp > 0) {
                p = p.right;
            } else {
                return p;
            }
        }
        return best;
    }

    /** The entry with the greatest key <= key, or null. */
    final Entry<K, V> floorNode(K key) {
        Entry<K, V> p = root, best = null;
        while (p != null) {
            int cmp = compare(key, p.key);
            if (cmp > 0) {
                best = p;
                p = p.right;
            } else if (cmp < 0) {
                p = p.left;
            } else {
                return p;
            }
        }
        return best;
    }

    /** The entry with the least key > key, or null. */
    final Entry<K, V> higherNode(K key) {
        Entry<K, V> p = root, best = null;
        while (p != null) {
            int cmp = compare(key, p.key);
            if (cmp < 0) {
                best = p;
                p = p.left;
            } else {
                p = p.right;
            }
        }
        return best;
    }

    /** The entry with the greatest key < key, or null. */
    final Entry<K, V> lowerNode(K key) {
        Entry<K, V> p = root, best = null;
        while (p != null) {
            int cmp = compare(key, p.key);
            if (cmp > 0) {
                best = p;
                p = p.right;
            } else {
                p = p.left;
            }
        }
        return best;
    }

    public V put(K key, V value) {
        return put(key, value, true);
    }

    public V putIfAbsent(K key, V value) {
        return put(key, value, false);
    }

    private V put(K key, V value, boolean replaceOld) {
        Entry<K, V> t = root;
        if (t == null) {
            compare(key, key); // type (and possibly null) check
            root = new Entry<K, V>(key, value, null);
            size = 1;
            modCount++;
            return null;
        }
        if (comparator == null && key == null)
            throw new NullPointerException();
        Entry<K, V> parent;
        int cmp;
        do {
            parent = t;
            cmp = compare(key, t.key);
            if (cmp < 0) {
                t = t.left;
            } else if (cmp > 0) {
                t = t.right;
            } else {
                V oldValue = t.value;
                if (replaceOld || oldValue == null)
                    t.value = value;
                return oldValue;
            }
        } while (t != null);
        Entry<K, V> e = new Entry<K, V>(key, value, parent);
        if (cmp < 0)
            parent.left = e;
        else
            parent.right = e;
        fixAfterInsertion(e);
        size++;
        modCount++;
        return null;
    }

    public V remove(Object key) {
        Entry<K, V> p = getEntry(key);
        if (p == null)
            return null;
        V oldValue = p.value;
        deleteEntry(p);
        return oldValue;
    }

    public void clear() {
        modCount++;
        size = 0;
        root = null;
    }

    @SuppressWarnings("unchecked")
    public Object clone() {
        TreeMap<K, V> clone;
        try {
            clone = (TreeMap<K, V>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
        clone.root = null;
        clone.size = 0;
        clone.modCount = 0;
        clone.entrySet = null;
        clone.navigableKeySet = null;
        clone.descendingMap = null;
        clone.root = copyTree(root, null);
        clone.size = size;
        return clone;
    }

    private static <K, V> Entry<K, V> copyTree(Entry<K, V> e, Entry<K, V> parent) {
        if (e == null)
            return null;
        Entry<K, V> c = new Entry<K, V>(e.key, e.value, parent);
        c.color = e.color;
        c.left = copyTree(e.left, c);
        c.right = copyTree(e.right, c);
        return c;
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        int expectedModCount = modCount;
        for (Entry<K, V> e = firstNode(); e != null; e = successor(e)) {
            action.accept(e.key, e.value);
            if (expectedModCount != modCount)
                throw new ConcurrentModificationException();
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        int expectedModCount = modCount;
        for (Entry<K, V> e = firstNode(); e != null; e = successor(e)) {
            e.value = function.apply(e.key, e.value);
            if (expectedModCount != modCount)
                throw new ConcurrentModificationException();
        }
    }

    /* ---------------- navigation ---------------- */

    public Map.Entry<K, V> firstEntry() {
        return snapshotOf(firstNode());
    }

    public Map.Entry<K, V> lastEntry() {
        return snapshotOf(lastNode());
    }

    public Map.Entry<K, V> pollFirstEntry() {
        Entry<K, V> p = firstNode();
        Map.Entry<K, V> result = snapshotOf(p);
        if (p != null)
            deleteEntry(p);
        return result;
    }

    public Map.Entry<K, V> pollLastEntry() {
        Entry<K, V> p = lastNode();
        Map.Entry<K, V> result = snapshotOf(p);
        if (p != null)
            deleteEntry(p);
        return result;
    }

    public Map.Entry<K, V> lowerEntry(K key) {
        return snapshotOf(lowerNode(key));
    }

    public K lowerKey(K key) {
        return keyOf(lowerNode(key));
    }

    public Map.Entry<K, V> floorEntry(K key) {
        return snapshotOf(floorNode(key));
    }

    public K floorKey(K key) {
        return keyOf(floorNode(key));
    }

    public Map.Entry<K, V> ceilingEntry(K key) {
        return snapshotOf(ceilingNode(key));
    }

    public K ceilingKey(K key) {
        return keyOf(ceilingNode(key));
    }

    public Map.Entry<K, V> higherEntry(K key) {
        return snapshotOf(higherNode(key));
    }

    public K higherKey(K key) {
        return keyOf(higherNode(key));
    }

    /* ---------------- views ---------------- */

    private transient EntrySet entrySet;
    private transient KeySet<K> navigableKeySet;
    private transient NavigableMap<K, V> descendingMap;

    public Set<K> keySet() {
        return navigableKeySet();
    }

    public NavigableSet<K> navigableKeySet() {
        KeySet<K> nks = navigableKeySet;
        return (nks != null) ? nks : (navigableKeySet = new KeySet<K>(this));
    }

    public NavigableSet<K> descendingKeySet() {
        return descendingMap().navigableKeySet();
    }

    public Collection<V> values() {
        Collection<V> vs = values;
        if (vs == null) {
            vs = new Values();
            values = vs;
        }
        return vs;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        EntrySet es = entrySet;
        return (es != null) ? es : (entrySet = new EntrySet());
    }

    public NavigableMap<K, V> descendingMap() {
        NavigableMap<K, V> km = descendingMap;
        return (km != null) ? km
                : (descendingMap = new SubMap<K, V>(this, true, null, true, true, null, true, true));
    }

    public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
        return new SubMap<K, V>(this, false, fromKey, fromInclusive, false, toKey, toInclusive, false);
    }

    public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
        return new SubMap<K, V>(this, true, null, true, false, toKey, inclusive, false);
    }

    public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
        return new SubMap<K, V>(this, false, fromKey, inclusive, true, null, true, false);
    }

    public SortedMap<K, V> subMap(K fromKey, K toKey) {
        return subMap(fromKey, true, toKey, false);
    }

    public SortedMap<K, V> headMap(K toKey) {
        return headMap(toKey, false);
    }

    public SortedMap<K, V> tailMap(K fromKey) {
        return tailMap(fromKey, true);
    }

    class Values extends AbstractCollection<V> {
        public Iterator<V> iterator() {
            return new ValueIterator(firstNode());
        }

        public int size() {
            return TreeMap.this.size();
        }

        public boolean contains(Object o) {
            return TreeMap.this.containsValue(o);
        }

        public boolean remove(Object o) {
            for (Entry<K, V> e = firstNode(); e != null; e = successor(e)) {
                if (eq(e.getValue(), o)) {
                    deleteEntry(e);
                    return true;
                }
            }
            return false;
        }

        public void clear() {
            TreeMap.this.clear();
        }
    }

    class EntrySet extends AbstractSet<Map.Entry<K, V>> {
        public Iterator<Map.Entry<K, V>> iterator() {
            return new EntryIterator(firstNode());
        }

        public boolean contains(Object o) {
            if (!(o instanceof Map.Entry))
                return false;
            Map.Entry<?, ?> entry = (Map.Entry<?, ?>) o;
            Object value = entry.getValue();
            Entry<K, V> p = getEntry(entry.getKey());
            return p != null && eq(p.getValue(), value);
        }

        public boolean remove(Object o) {
            if (!(o instanceof Map.Entry))
                return false;
            Map.Entry<?, ?> entry = (Map.Entry<?, ?>) o;
            Object value = entry.getValue();
            Entry<K, V> p = getEntry(entry.getKey());
            if (p != null && eq(p.getValue(), value)) {
                deleteEntry(p);
                return true;
            }
            return false;
        }

        public int size() {
            return TreeMap.this.size();
        }

        public void clear() {
            TreeMap.this.clear();
        }
    }

    Iterator<K> keyIterator() {
        return new KeyIterator(firstNode());
    }

    Iterator<K> descendingKeyIterator() {
        return new DescendingKeyIterator(lastNode());
    }

    /** The key set of a TreeMap or of one of its sub maps. */
    static final class KeySet<E> extends AbstractSet<E> implements NavigableSet<E> {
        private final NavigableMap<E, ?> m;

        KeySet(NavigableMap<E, ?> map) {
            m = map;
        }

        @SuppressWarnings("unchecked")
        public Iterator<E> iterator() {
            if (m instanceof TreeMap)
                return ((TreeMap<E, ?>) m).keyIterator();
            else
                return ((SubMap<E, ?>) m).keyIterator();
        }

        @SuppressWarnings("unchecked")
        public Iterator<E> descendingIterator() {
            if (m instanceof TreeMap)
                return ((TreeMap<E, ?>) m).descendingKeyIterator();
            else
                return ((SubMap<E, ?>) m).descendingKeyIterator();
        }

        public int size() {
            return m.size();
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public boolean contains(Object o) {
            return m.containsKey(o);
        }

        public void clear() {
            m.clear();
        }

        public E lower(E e) {
            return m.lowerKey(e);
        }

        public E floor(E e) {
            return m.floorKey(e);
        }

        public E ceiling(E e) {
            return m.ceilingKey(e);
        }

        public E higher(E e) {
            return m.higherKey(e);
        }

        public E first() {
            return m.firstKey();
        }

        public E last() {
            return m.lastKey();
        }

        public Comparator<? super E> comparator() {
            return m.comparator();
        }

        public E pollFirst() {
            Map.Entry<E, ?> e = m.pollFirstEntry();
            return (e == null) ? null : e.getKey();
        }

        public E pollLast() {
            Map.Entry<E, ?> e = m.pollLastEntry();
            return (e == null) ? null : e.getKey();
        }

        public boolean remove(Object o) {
            int oldSize = size();
            m.remove(o);
            return size() != oldSize;
        }

        public NavigableSet<E> subSet(E fromElement, boolean fromInclusive, E toElement, boolean toInclusive) {
            return new KeySet<E>(m.subMap(fromElement, fromInclusive, toElement, toInclusive));
        }

        public NavigableSet<E> headSet(E toElement, boolean inclusive) {
            return new KeySet<E>(m.headMap(toElement, inclusive));
        }

        public NavigableSet<E> tailSet(E fromElement, boolean inclusive) {
            return new KeySet<E>(m.tailMap(fromElement, inclusive));
        }

        public SortedSet<E> subSet(E fromElement, E toElement) {
            return subSet(fromElement, true, toElement, false);
        }

        public SortedSet<E> headSet(E toElement) {
            return headSet(toElement, false);
        }

        public SortedSet<E> tailSet(E fromElement) {
            return tailSet(fromElement, true);
        }

        public NavigableSet<E> descendingSet() {
            return new KeySet<E>(m.descendingMap());
        }
    }

    /* ---------------- iterators ---------------- */

    abstract class NodeIterator<T> implements Iterator<T> {
        Entry<K, V> next;
        Entry<K, V> lastReturned;
        int expectedModCount;

        NodeIterator(Entry<K, V> first) {
            expectedModCount = modCount;
            lastReturned = null;
            next = first;
        }

        public final boolean hasNext() {
            return next != null;
        }

        final Entry<K, V> nextEntry() {
            Entry<K, V> e = next;
            if (e == null)
                throw new NoSuchElementException();
            if (modCount != expectedModCount)
                throw new ConcurrentModificationException();
            next = successor(e);
            lastReturned = e;
            return e;
        }

        final Entry<K, V> prevEntry() {
            Entry<K, V> e = next;
            if (e == null)
                throw new NoSuchElementException();
            if (modCount != expectedModCount)
                throw new ConcurrentModificationException();
            next = predecessor(e);
            lastReturned = e;
            return e;
        }

        public void remove() {
            if (lastReturned == null)
                throw new IllegalStateException();
            if (modCount != expectedModCount)
                throw new ConcurrentModificationException();
            // deleting a node with two children moves its successor's contents into it
            if (lastReturned.left != null && lastReturned.right != null)
                next = lastReturned;
            deleteEntry(lastReturned);
            expectedModCount = modCount;
            lastReturned = null;
        }
    }

    final class EntryIterator extends NodeIterator<Map.Entry<K, V>> {
        EntryIterator(Entry<K, V> first) {
            super(first);
        }

        public Map.Entry<K, V> next() {
            return nextEntry();
        }
    }

    final class ValueIterator extends NodeIterator<V> {
        ValueIterator(Entry<K, V> first) {
            super(first);
        }

        public V next() {
            return nextEntry().value;
        }
    }

    final class KeyIterator extends NodeIterator<K> {
        KeyIterator(Entry<K, V> first) {
            super(first);
        }

        public K next() {
            return nextEntry().key;
        }
    }

    final class DescendingKeyIterator extends NodeIterator<K> {
        DescendingKeyIterator(Entry<K, V> first) {
            super(first);
        }

        public K next() {
            return prevEntry().key;
        }

        public void remove() {
            if (lastReturned == null)
                throw new IllegalStateException();
            if (modCount != expectedModCount)
                throw new ConcurrentModificationException();
            deleteEntry(lastReturned);
            lastReturned = null;
            expectedModCount = modCount;
        }
    }

    /* ---------------- sub maps ---------------- */

    /**
     * A range view of a TreeMap, ascending or descending.  lo/hi bound the range in the
     * backing map's order whatever the view's direction.
     */
    /**
     * Only in the serial form: the JDK's range view classes, with their fields; SubMap writes
     * itself as one (writeReplace) and one read back is a SubMap again (readResolve).
     */
    abstract static class NavigableSubMap<K, V> implements java.io.Serializable {
        private static final long serialVersionUID = -2102997345730753016L;
        final TreeMap<K, V> m;
        final K lo, hi;
        final boolean fromStart, toEnd;
        final boolean loInclusive, hiInclusive;

        NavigableSubMap(SubMap<K, V> s) {
            m = s.m;
            lo = s.lo;
            hi = s.hi;
            fromStart = s.fromStart;
            toEnd = s.toEnd;
            loInclusive = s.loInclusive;
            hiInclusive = s.hiInclusive;
        }

        abstract boolean descending();

        Object readResolve() throws java.io.ObjectStreamException {
            if (m == null)
                throw new java.io.InvalidObjectException("no map");
            try {
                return new SubMap<K, V>(m, fromStart, lo, loInclusive, toEnd, hi, hiInclusive, descending());
            } catch (RuntimeException e) {
                throw (java.io.InvalidObjectException) new java.io.InvalidObjectException(e.toString()).initCause(e);
            }
        }
    }

    static final class AscendingSubMap<K, V> extends NavigableSubMap<K, V> {
        private static final long serialVersionUID = 912986545866124060L;

        AscendingSubMap(SubMap<K, V> s) {
            super(s);
        }

        boolean descending() {
            return false;
        }
    }

    static final class DescendingSubMap<K, V> extends NavigableSubMap<K, V> {
        private static final long serialVersionUID = 912986545866120460L;
        @SuppressWarnings("unused")
        private final Comparator<? super K> reverseComparator;

        DescendingSubMap(SubMap<K, V> s) {
            super(s);
            reverseComparator = Collections.reverseOrder(s.m.comparator);
        }

        boolean descending() {
            return true;
        }
    }

    static final class SubMap<K, V> extends AbstractMap<K, V> implements NavigableMap<K, V>, java.io.Serializable {
        private static final long serialVersionUID = -6520786458950516097L;
        final TreeMap<K, V> m;
        final K lo, hi;
        final boolean fromStart, toEnd;
        final boolean loInclusive, hiInclusive;
        final boolean descending;

        SubMap(TreeMap<K, V> m, boolean fromStart, K lo, boolean loInclusive, boolean toEnd, K hi,
               boolean hiInclusive, boolean descending) {
            if (!fromStart && !toEnd) {
                if (m.compare(lo, hi) > 0)
                    throw new IllegalArgumentException("fromKey > toKey");
            } else {
                if (!fromStart) // type check
                    m.compare(lo, lo);
                if (!toEnd)
                    m.compare(hi, hi);
            }
            this.m = m;
            this.fromStart = fromStart;
            this.lo = lo;
            this.loInclusive = loInclusive;
            this.toEnd = toEnd;
            this.hi = hi;
            this.hiInclusive = hiInclusive;
            this.descending = descending;
        }

        /** As the JDK's range views: written as TreeMap$AscendingSubMap or TreeMap$DescendingSubMap. */
        Object writeReplace() {
            return descending ? new DescendingSubMap<K, V>(this) : new AscendingSubMap<K, V>(this);
        }

        final boolean belowRange(Object key) {
            if (!fromStart) {
                int c = m.compare(key, lo);
                if (c < 0 || (c == 0 && !loInclusive))
                    return true;
            }
            return false;
        }

        final boolean aboveRange(Object key) {
            if (!toEnd) {
                int c = m.compare(key, hi);
                if (c > 0 || (c == 0 && !hiInclusive))
                    return true;
            }
            return false;
        }

        final boolean inRange(Object key) {
            return !belowRange(key) && !aboveRange(key);
        }

        final boolean inRangeClosed(Object key) {
            return (fromStart || m.compare(key, lo) >= 0) && (toEnd || m.compare(hi, key) >= 0);
        }

        final boolean inRange(Object key, boolean inclusive) {
            return inclusive ? inRange(key) : inRangeClosed(key);
        }

        /* bounds in the backing map's (absolute) order */

        final TreeMap.Entry<K, V> lowestInRange() {
            TreeMap.Entry<K, V> e = (fromStart ? m.firstNode()
                    : (loInclusive ? m.ceilingNode(lo) : m.higherNode(lo)));
            return (e == null || aboveRange(e.key)) ? null : e;
        }

        final TreeMap.Entry<K, V> highestInRange() {
            TreeMap.Entry<K, V> e = (toEnd ? m.lastNode()
                    : (hiInclusive ? m.floorNode(hi) : m.lowerNode(hi)));
            return (e == null || belowRange(e.key)) ? null : e;
        }

        final TreeMap.Entry<K, V> ceilingInRange(K key) {
            if (belowRange(key))
                return lowestInRange();
            TreeMap.Entry<K, V> e = m.ceilingNode(key);
            return (e == null || aboveRange(e.key)) ? null : e;
        }

        final TreeMap.Entry<K, V> higherInRange(K key) {
            if (belowRange(key))
                return lowestInRange();
            TreeMap.Entry<K, V> e = m.higherNode(key);
            return (e == null || aboveRange(e.key)) ? null : e;
        }

        final TreeMap.Entry<K, V> floorInRange(K key) {
            if (aboveRange(key))
                return highestInRange();
            TreeMap.Entry<K, V> e = m.floorNode(key);
            return (e == null || belowRange(e.key)) ? null : e;
        }

        final TreeMap.Entry<K, V> lowerInRange(K key) {
            if (aboveRange(key))
                return highestInRange();
            TreeMap.Entry<K, V> e = m.lowerNode(key);
            return (e == null || belowRange(e.key)) ? null : e;
        }

        /* bounds in this view's order */

        final TreeMap.Entry<K, V> firstInView() {
            return descending ? highestInRange() : lowestInRange();
        }

        final TreeMap.Entry<K, V> lastInView() {
            return descending ? lowestInRange() : highestInRange();
        }

        final TreeMap.Entry<K, V> ceilingInView(K key) {
            return descending ? floorInRange(key) : ceilingInRange(key);
        }

        final TreeMap.Entry<K, V> higherInView(K key) {
            return descending ? lowerInRange(key) : higherInRange(key);
        }

        final TreeMap.Entry<K, V> floorInView(K key) {
            return descending ? ceilingInRange(key) : floorInRange(key);
        }

        final TreeMap.Entry<K, V> lowerInView(K key) {
            return descending ? higherInRange(key) : lowerInRange(key);
        }

        /** The next entry in this view's order after e, or null at the end of the range. */
        final TreeMap.Entry<K, V> step(TreeMap.Entry<K, V> e) {
            TreeMap.Entry<K, V> n = descending ? predecessor(e) : successor(e);
            if (n == null)
                return null;
            if (descending ? belowRange(n.key) : aboveRange(n.key))
                return null;
            return n;
        }

        public boolean isEmpty() {
            return (fromStart && toEnd) ? m.isEmpty() : lowestInRange() == null;
        }

        public int size() {
            if (fromStart && toEnd)
                return m.size();
            int n = 0;
            for (TreeMap.Entry<K, V> e = lowestInRange(); e != null; e = successor(e)) {
                if (aboveRange(e.key))
                    break;
                n++;
            }
            return n;
        }

        public final boolean containsKey(Object key) {
            return inRange(key) && m.containsKey(key);
        }

        public final V put(K key, V value) {
            if (!inRange(key))
                throw new IllegalArgumentException("key out of range");
            return m.put(key, value);
        }

        public final V get(Object key) {
            return !inRange(key) ? null : m.get(key);
        }

        public final V remove(Object key) {
            return !inRange(key) ? null : m.remove(key);
        }

        public final Map.Entry<K, V> ceilingEntry(K key) {
            return snapshotOf(ceilingInView(key));
        }

        public final K ceilingKey(K key) {
            return keyOf(ceilingInView(key));
        }

        public final Map.Entry<K, V> higherEntry(K key) {
            return snapshotOf(higherInView(key));
        }

        public final K higherKey(K key) {
            return keyOf(higherInView(key));
        }

        public final Map.Entry<K, V> floorEntry(K key) {
            return snapshotOf(floorInView(key));
        }

        public final K floorKey(K key) {
            return keyOf(floorInView(key));
        }

        public final Map.Entry<K, V> lowerEntry(K key) {
            return snapshotOf(lowerInView(key));
        }

        public final K lowerKey(K key) {
            return keyOf(lowerInView(key));
        }

        public final K firstKey() {
            return key(firstInView());
        }

        public final K lastKey() {
            return key(lastInView());
        }

        public final Map.Entry<K, V> firstEntry() {
            return snapshotOf(firstInView());
        }

        public final Map.Entry<K, V> lastEntry() {
            return snapshotOf(lastInView());
        }

        public final Map.Entry<K, V> pollFirstEntry() {
            TreeMap.Entry<K, V> e = firstInView();
            Map.Entry<K, V> result = snapshotOf(e);
            if (e != null)
                m.deleteEntry(e);
            return result;
        }

        public final Map.Entry<K, V> pollLastEntry() {
            TreeMap.Entry<K, V> e = lastInView();
            Map.Entry<K, V> result = snapshotOf(e);
            if (e != null)
                m.deleteEntry(e);
            return result;
        }

        @SuppressWarnings("unchecked")
        public Comparator<? super K> comparator() {
            if (!descending)
                return m.comparator();
            return (Comparator<? super K>) Collections.reverseOrder(m.comparator());
        }

        transient KeySet<K> navigableKeySetView;
        transient Set<Map.Entry<K, V>> entrySetView;

        public final NavigableSet<K> navigableKeySet() {
            KeySet<K> nksv = navigableKeySetView;
            return (nksv != null) ? nksv : (navigableKeySetView = new TreeMap.KeySet<K>(this));
        }

        public final Set<K> keySet() {
            return navigableKeySet();
        }

        public NavigableSet<K> descendingKeySet() {
            return descendingMap().navigableKeySet();
        }

        public NavigableMap<K, V> descendingMap() {
            return new SubMap<K, V>(m, fromStart, lo, loInclusive, toEnd, hi, hiInclusive, !descending);
        }

        public Set<Map.Entry<K, V>> entrySet() {
            Set<Map.Entry<K, V>> es = entrySetView;
            if (es == null) {
                es = new AbstractSet<Map.Entry<K, V>>() {
                    public Iterator<Map.Entry<K, V>> iterator() {
                        return new SubMapIterator<Map.Entry<K, V>>(0);
                    }

                    public int size() {
                        return SubMap.this.size();
                    }

                    public boolean isEmpty() {
                        return SubMap.this.isEmpty();
                    }

                    public boolean contains(Object o) {
                        if (!(o instanceof Map.Entry))
                            return false;
                        Map.Entry<?, ?> entry = (Map.Entry<?, ?>) o;
                        Object key = entry.getKey();
                        if (!inRange(key))
                            return false;
                        TreeMap.Entry<?, ?> node = m.getEntry(key);
                        return node != null && eq(node.getValue(), entry.getValue());
                    }

                    public boolean remove(Object o) {
                        if (!(o instanceof Map.Entry))
                            return false;
                        Map.Entry<?, ?> entry = (Map.Entry<?, ?>) o;
                        Object key = entry.getKey();
                        if (!inRange(key))
                            return false;
                        TreeMap.Entry<K, V> node = m.getEntry(key);
                        if (node != null && eq(node.getValue(), entry.getValue())) {
                            m.deleteEntry(node);
                            return true;
                        }
                        return false;
                    }
                };
                entrySetView = es;
            }
            return es;
        }

        Iterator<K> keyIterator() {
            return new SubMapIterator<K>(1);
        }

        Iterator<K> descendingKeyIterator() {
            return descendingMapView().keyIterator();
        }

        private SubMap<K, V> descendingMapView() {
            return (SubMap<K, V>) descendingMap();
        }

        public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
            if (!inRange(fromKey, fromInclusive))
                throw new IllegalArgumentException("fromKey out of range");
            if (!inRange(toKey, toInclusive))
                throw new IllegalArgumentException("toKey out of range");
            if (descending)
                return new SubMap<K, V>(m, false, toKey, toInclusive, false, fromKey, fromInclusive, true);
            return new SubMap<K, V>(m, false, fromKey, fromInclusive, false, toKey, toInclusive, false);
        }

        public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
            if (!inRange(toKey, inclusive))
                throw new IllegalArgumentException("toKey out of range");
            if (descending)
                return new SubMap<K, V>(m, false, toKey, inclusive, toEnd, hi, hiInclusive, true);
            return new SubMap<K, V>(m, fromStart, lo, loInclusive, false, toKey, inclusive, false);
        }

        public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
            if (!inRange(fromKey, inclusive))
                throw new IllegalArgumentException("fromKey out of range");
            if (descending)
                return new SubMap<K, V>(m, fromStart, lo, loInclusive, false, fromKey, inclusive, true);
            return new SubMap<K, V>(m, false, fromKey, inclusive, toEnd, hi, hiInclusive, false);
        }

        public SortedMap<K, V> subMap(K fromKey, K toKey) {
            return subMap(fromKey, true, toKey, false);
        }

        public SortedMap<K, V> headMap(K toKey) {
            return headMap(toKey, false);
        }

        public SortedMap<K, V> tailMap(K fromKey) {
            return tailMap(fromKey, true);
        }

        /** Iterates the view in its order; what: 0 entries, 1 keys. */
        final class SubMapIterator<T> implements Iterator<T> {
            private final int what;
            TreeMap.Entry<K, V> lastReturned;
            TreeMap.Entry<K, V> next;
            int expectedModCount;

            SubMapIterator(int what) {
                this.what = what;
                expectedModCount = m.modCount;
                next = firstInView();
            }

            public boolean hasNext() {
                return next != null;
            }

            @SuppressWarnings("unchecked")
            public T next() {
                TreeMap.Entry<K, V> e = next;
                if (e == null)
                    throw new NoSuchElementException();
                if (m.modCount != expectedModCount)
                    throw new ConcurrentModificationException();
                next = step(e);
                lastReturned = e;
                return (T) (what == 0 ? e : e.key);
            }

            public void remove() {
                if (lastReturned == null)
                    throw new IllegalStateException();
                if (m.modCount != expectedModCount)
                    throw new ConcurrentModificationException();
                // the successor's contents move into a node with two children
                if (!descending && next != null && lastReturned.left != null && lastReturned.right != null)
                    next = lastReturned;
                m.deleteEntry(lastReturned);
                lastReturned = null;
                expectedModCount = m.modCount;
            }
        }
    }

    /* ---------------- helpers ---------------- */

    static final boolean eq(Object o1, Object o2) {
        return (o1 == null ? o2 == null : o1.equals(o2));
    }

    static <K, V> Map.Entry<K, V> snapshotOf(TreeMap.Entry<K, V> e) {
        return (e == null) ? null : new AbstractMap.SimpleImmutableEntry<K, V>(e);
    }

    static <K, V> K keyOf(TreeMap.Entry<K, V> e) {
        return (e == null) ? null : e.key;
    }

    static <K> K key(Entry<K, ?> e) {
        if (e == null)
            throw new NoSuchElementException();
        return e.key;
    }

    final Entry<K, V> firstNode() {
        Entry<K, V> p = root;
        if (p != null)
            while (p.left != null)
                p = p.left;
        return p;
    }

    final Entry<K, V> lastNode() {
        Entry<K, V> p = root;
        if (p != null)
            while (p.right != null)
                p = p.right;
        return p;
    }

    static <K, V> TreeMap.Entry<K, V> successor(Entry<K, V> t) {
        if (t == null)
            return null;
        if (t.right != null) {
            Entry<K, V> p = t.right;
            while (p.left != null)
                p = p.left;
            return p;
        }
        Entry<K, V> p = t.parent;
        Entry<K, V> ch = t;
        while (p != null && ch == p.right) {
            ch = p;
            p = p.parent;
        }
        return p;
    }

    static <K, V> Entry<K, V> predecessor(Entry<K, V> t) {
        if (t == null)
            return null;
        if (t.left != null) {
            Entry<K, V> p = t.left;
            while (p.right != null)
                p = p.right;
            return p;
        }
        Entry<K, V> p = t.parent;
        Entry<K, V> ch = t;
        while (p != null && ch == p.left) {
            ch = p;
            p = p.parent;
        }
        return p;
    }

    /* ---------------- red-black balancing ---------------- */

    private static boolean isRed(Entry<?, ?> n) {
        return n != null && n.color == RED;
    }

    private static boolean isBlack(Entry<?, ?> n) {
        return n == null || n.color == BLACK;
    }

    /** Makes child take node's place under node's parent (or as the root). */
    private void replaceChild(Entry<K, V> node, Entry<K, V> child) {
        Entry<K, V> parent = node.parent;
        if (child != null)
            child.parent = parent;
        if (parent == null)
            root = child;
        else if (parent.left == node)
            parent.left = child;
        else
            parent.right = child;
    }

    private void rotateLeft(Entry<K, V> node) {
        Entry<K, V> pivot = node.right;
        node.right = pivot.left;
        if (pivot.left != null)
            pivot.left.parent = node;
        replaceChild(node, pivot);
        pivot.left = node;
        node.parent = pivot;
    }

    private void rotateRight(Entry<K, V> node) {
        Entry<K, V> pivot = node.left;
        node.left = pivot.right;
        if (pivot.right != null)
            pivot.right.parent = node;
        replaceChild(node, pivot);
        pivot.right = node;
        node.parent = pivot;
    }

    /** Restores the red-black invariants after x was added as a (red) leaf. */
    private void fixAfterInsertion(Entry<K, V> x) {
        x.color = RED;
        while (x != root && isRed(x.parent)) {
            Entry<K, V> parent = x.parent;
            Entry<K, V> grand = parent.parent; // exists: a red node is never the root
            boolean parentIsLeft = (parent == grand.left);
            Entry<K, V> uncle = parentIsLeft ? grand.right : grand.left;
            if (isRed(uncle)) {
                parent.color = BLACK;
                uncle.color = BLACK;
                grand.color = RED;
                x = grand;
                continue;
            }
            if (parentIsLeft && x == parent.right) {
                x = parent;
                rotateLeft(x);
            } else if (!parentIsLeft && x == parent.left) {
                x = parent;
                rotateRight(x);
            }
            x.parent.color = BLACK;
            grand.color = RED;
            if (parentIsLeft)
                rotateRight(grand);
            else
                rotateLeft(grand);
        }
        root.color = BLACK;
    }

    /** Removes p; a node with two children takes its successor's key and value instead. */
    final void deleteEntry(Entry<K, V> p) {
        modCount++;
        size--;
        if (p.left != null && p.right != null) {
            Entry<K, V> s = successor(p);
            p.key = s.key;
            p.value = s.value;
            p = s;
        }
        // p now has at most one child
        Entry<K, V> child = (p.left != null) ? p.left : p.right;
        if (child != null) {
            replaceChild(p, child);
            p.left = p.right = p.parent = null;
            if (p.color == BLACK)
                fixAfterDeletion(child);
        } else if (p.parent == null) {
            root = null;
        } else {
            // a leaf: rebalance with p still in place, then unlink it
            if (p.color == BLACK)
                fixAfterDeletion(p);
            if (p.parent != null) {
                replaceChild(p, null);
                p.parent = null;
            }
        }
    }

    /** Restores the red-black invariants when x's subtree has one black node too few. */
    private void fixAfterDeletion(Entry<K, V> x) {
        while (x != root && isBlack(x)) {
            Entry<K, V> parent = x.parent;
            boolean xIsLeft = (x == parent.left);
            Entry<K, V> sib = xIsLeft ? parent.right : parent.left;
            if (isRed(sib)) {
                sib.color = BLACK;
                parent.color = RED;
                if (xIsLeft)
                    rotateLeft(parent);
                else
                    rotateRight(parent);
                sib = xIsLeft ? parent.right : parent.left;
            }
            Entry<K, V> near = (sib == null) ? null : (xIsLeft ? sib.left : sib.right);
            Entry<K, V> far = (sib == null) ? null : (xIsLeft ? sib.right : sib.left);
            if (isBlack(near) && isBlack(far)) {
                if (sib != null)
                    sib.color = RED;
                x = parent;
                continue;
            }
            if (isBlack(far)) {
                near.color = BLACK;
                sib.color = RED;
                if (xIsLeft)
                    rotateRight(sib);
                else
                    rotateLeft(sib);
                sib = xIsLeft ? parent.right : parent.left;
                far = xIsLeft ? sib.right : sib.left;
            }
            sib.color = parent.color;
            parent.color = BLACK;
            if (far != null)
                far.color = BLACK;
            if (xIsLeft)
                rotateLeft(parent);
            else
                rotateRight(parent);
            x = root;
        }
        if (x != null)
            x.color = BLACK;
    }
}
