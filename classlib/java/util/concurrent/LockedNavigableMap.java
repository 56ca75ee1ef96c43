package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * The body of ConcurrentSkipListMap and of its views: every operation runs under the monitor
 * of the one TreeMap that holds the entries (lock()), on m(), the TreeMap itself or a live view
 * of it.  Entries handed out are immutable snapshots; iterators walk a snapshot taken when they
 * are created (they never throw ConcurrentModificationException) and remove through the map.
 * Null keys and values are refused with NullPointerException.
 */
abstract class LockedNavigableMap<K, V> extends AbstractMap<K, V> implements ConcurrentNavigableMap<K, V> {
    /** The object all operations of this map and its views synchronize on. */
    abstract Object lock();

    /** The entries this map covers (call under lock()). */
    abstract NavigableMap<K, V> m();

    static <K, V> Map.Entry<K, V> snapshot(Map.Entry<K, V> e) {
        return e == null ? null : new AbstractMap.SimpleImmutableEntry<K, V>(e.getKey(), e.getValue());
    }

    public int size() {
        synchronized (lock()) {
            return m().size();
        }
    }

    public boolean isEmpty() {
        synchronized (lock()) {
            return m().isEmpty();
        }
    }

    public boolean containsKey(Object key) {
        Objects.requireNonNull(key);
        synchronized (lock()) {
            return m().containsKey(key);
        }
    }

    public boolean containsValue(Object value) {
        Objects.requireNonNull(value);
        synchronized (lock()) {
            return m().containsValue(value);
        }
    }

    public V get(Object key) {
        Objects.requireNonNull(key);
        synchronized (lock()) {
            return m().get(key);
        }
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v == null ? defaultValue : v;
    }

    public V put(K key, V value) {
        Objects.requireNonNull(key);
        Objects.requireNonNull(value);
        synchronized (lock()) {
            return m().put(key, value);
        }
    }

    public V remove(Object key) {
        Objects.requireNonNull(key);
        synchronized (lock()) {
            return m().remove(key);
        }
    }

    public void clear() {
        synchronized (lock()) {
            m().clear();
        }
    }

    public V putIfAbsent(K key, V value) {
        Objects.requireNonNull(key);
        Objects.requireNonNull(value);
        synchronized (lock()) {
            V old = m().get(key);
            if (old == null)
                m().put(key, value);
            return old;
        }
    }

    public boolean remove(Object key, Object value) {
        Objects.requireNonNull(key);
        if (value == null)
            return false;
        synchronized (lock()) {
            V old = m().get(key);
            if (old == null || !old.equals(value))
                return false;
            m().remove(key);
            return true;
        }
    }

    public boolean replace(K key, V oldValue, V newValue) {
        Objects.requireNonNull(key);
        Objects.requireNonNull(oldValue);
        Objects.requireNonNull(newValue);
        synchronized (lock()) {
            V old = m().get(key);
            if (old == null || !old.equals(oldValue))
                return false;
            m().put(key, newValue);
            return true;
        }
    }

    public V replace(K key, V value) {
        Objects.requireNonNull(key);
        Objects.requireNonNull(value);
        synchronized (lock()) {
            return m().containsKey(key) ? m().put(key, value) : null;
        }
    }

    /* ---------------- navigation ---------------- */

    public Comparator<? super K> comparator() {
        synchronized (lock()) {
            return m().comparator();
        }
    }

    public K firstKey() {
        synchronized (lock()) {
            return m().firstKey();
        }
    }

    public K lastKey() {
        synchronized (lock()) {
            return m().lastKey();
        }
    }

    public Map.Entry<K, V> firstEntry() {
        synchronized (lock()) {
            return snapshot(m().firstEntry());
        }
    }

    public Map.Entry<K, V> lastEntry() {
        synchronized (lock()) {
            return snapshot(m().lastEntry());
        }
    }

    public Map.Entry<K, V> pollFirstEntry() {
        synchronized (lock()) {
            return snapshot(m().pollFirstEntry());
        }
    }

    public Map.Entry<K, V> pollLastEntry() {
        synchronized (lock()) {
            return snapshot(m().pollLastEntry());
        }
    }

    public Map.Entry<K, V> lowerEntry(K key) {
        Objects.requireNonNull(key);
        synchronized (lock()) {
            return snapshot(m().lowerEntry(key));
        }
    }

    public K lowerKey(K key) {
        Objects.requireNonNull(key);
        synchronized (lock()) {
            return m().lowerKey(key);
        }
    }

    public Map.Entry<K, V> floorEntry(K key) {
        Objects.requireNonNull(key);
        synchronized (lock()) {
            return snapshot(m().floorEntry(key));
        }
    }

    public K floorKey(K key) {
        Objects.requireNonNull(key);
        synchronized (lock()) {
            return m().floorKey(key);
        }
    }

    public Map.Entry<K, V> ceilingEntry(K key) {
        Objects.requireNonNull(key);
        synchronized (lock()) {
            return snapshot(m().ceilingEntry(key));
        }
    }

    public K ceilingKey(K key) {
        Objects.requireNonNull(key);
        synchronized (lock()) {
            return m().ceilingKey(key);
        }
    }

    public Map.Entry<K, V> higherEntry(K key) {
        Objects.requireNonNull(key);
        synchronized (lock()) {
            return snapshot(m().higherEntry(key));
        }
    }

    public K higherKey(K key) {
        Objects.requireNonNull(key);
        synchronized (lock()) {
            return m().higherKey(key);
        }
    }

    /* ---------------- sub-maps ---------------- */

    /** A view of the parent's entries that derive selects (a TreeMap view of the parent's). */
    static final class View<K, V> extends LockedNavigableMap<K, V> {
        private final LockedNavigableMap<K, V> parent;
        private final Function<NavigableMap<K, V>, NavigableMap<K, V>> derive;

        View(LockedNavigableMap<K, V> parent, Function<NavigableMap<K, V>, NavigableMap<K, V>> derive) {
            this.parent = parent;
            this.derive = derive;
        }

        Object lock() {
            return parent.lock();
        }

        NavigableMap<K, V> m() {
            return derive.apply(parent.m());
        }
    }

    private ConcurrentNavigableMap<K, V> view(Function<NavigableMap<K, V>, NavigableMap<K, V>> derive) {
        synchronized (lock()) {
            derive.apply(m()); // checks the bounds now, as the JDK's sub-maps do
        }
        return new View<K, V>(this, derive);
    }

    public ConcurrentNavigableMap<K, V> subMap(final K fromKey, final boolean fromInclusive, final K toKey, final boolean toInclusive) {
        Objects.requireNonNull(fromKey);
        Objects.requireNonNull(toKey);
        return view(new Function<NavigableMap<K, V>, NavigableMap<K, V>>() {
            public NavigableMap<K, V> apply(NavigableMap<K, V> m) {
                return m.subMap(fromKey, fromInclusive, toKey, toInclusive);
            }
        });
    }

    public ConcurrentNavigableMap<K, V> headMap(final K toKey, final boolean inclusive) {
        Objects.requireNonNull(toKey);
        return view(new Function<NavigableMap<K, V>, NavigableMap<K, V>>() {
            public NavigableMap<K, V> apply(NavigableMap<K, V> m) {
                return m.headMap(toKey, inclusive);
            }
        });
    }

    public ConcurrentNavigableMap<K, V> tailMap(final K fromKey, final boolean inclusive) {
        Objects.requireNonNull(fromKey);
        return view(new Function<NavigableMap<K, V>, NavigableMap<K, V>>() {
            public NavigableMap<K, V> apply(NavigableMap<K, V> m) {
                return m.tailMap(fromKey, inclusive);
            }
        });
    }

    public ConcurrentNavigableMap<K, V> subMap(K fromKey, K toKey) {
        return subMap(fromKey, true, toKey, false);
    }

    public ConcurrentNavigableMap<K, V> headMap(K toKey) {
        return headMap(toKey, false);
    }

    public ConcurrentNavigableMap<K, V> tailMap(K fromKey) {
        return tailMap(fromKey, true);
    }

    public ConcurrentNavigableMap<K, V> descendingMap() {
        return new View<K, V>(this, new Function<NavigableMap<K, V>, NavigableMap<K, V>>() {
            public NavigableMap<K, V> apply(NavigableMap<K, V> m) {
                return m.descendingMap();
            }
        });
    }

    /* ---------------- collection views ---------------- */

    List<Map.Entry<K, V>> entrySnapshot() {
        synchronized (lock()) {
            List<Map.Entry<K, V>> out = new ArrayList<Map.Entry<K, V>>(m().size());
            for (Map.Entry<K, V> e : m().entrySet())
                out.add(snapshot(e));
            return out;
        }
    }

    /** Walks a snapshot; remove() removes the last key returned from the map. */
    abstract class SnapshotIterator<T> implements Iterator<T> {
        private final Iterator<Map.Entry<K, V>> it = entrySnapshot().iterator();
        private Map.Entry<K, V> last;

        abstract T project(Map.Entry<K, V> e);

        public boolean hasNext() {
            return it.hasNext();
        }

        public T next() {
            last = it.next();
            return project(last);
        }

        public void remove() {
            if (last == null)
                throw new IllegalStateException();
            LockedNavigableMap.this.remove(last.getKey());
            last = null;
        }
    }

    public NavigableSet<K> keySet() {
        return new KeySet<K>(this);
    }

    public NavigableSet<K> navigableKeySet() {
        return new KeySet<K>(this);
    }

    public NavigableSet<K> descendingKeySet() {
        return new KeySet<K>(descendingMap());
    }

    public Collection<V> values() {
        return new AbstractCollection<V>() {
            public Iterator<V> iterator() {
                return new SnapshotIterator<V>() {
                    V project(Map.Entry<K, V> e) {
                        return e.getValue();
                    }
                };
            }

            public int size() {
                return LockedNavigableMap.this.size();
            }

            public boolean contains(Object o) {
                return o != null && containsValue(o);
            }

            public void clear() {
                LockedNavigableMap.this.clear();
            }
        };
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public Iterator<Map.Entry<K, V>> iterator() {
                return new SnapshotIterator<Map.Entry<K, V>>() {
                    Map.Entry<K, V> project(Map.Entry<K, V> e) {
                        return e;
                    }
                };
            }

            public int size() {
                return LockedNavigableMap.this.size();
            }

            public boolean contains(Object o) {
                if (!(o instanceof Map.Entry))
                    return false;
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                if (e.getKey() == null)
                    return false;
                V v = get(e.getKey());
                return v != null && v.equals(e.getValue());
            }

            public boolean remove(Object o) {
                if (!(o instanceof Map.Entry))
                    return false;
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                return e.getKey() != null && LockedNavigableMap.this.remove(e.getKey(), e.getValue());
            }

            public void clear() {
                LockedNavigableMap.this.clear();
            }
        };
    }

    /** The keys of a LockedNavigableMap as a NavigableSet (also ConcurrentSkipListSet's body). */
    static final class KeySet<E> extends AbstractSet<E> implements NavigableSet<E> {
        final ConcurrentNavigableMap<E, ?> map;

        KeySet(ConcurrentNavigableMap<E, ?> map) {
            this.map = map;
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
            return map.remove(o) != null;
        }

        public void clear() {
            map.clear();
        }

        public Iterator<E> iterator() {
            final Iterator<? extends Map.Entry<E, ?>> it = map.entrySet().iterator();
            return new Iterator<E>() {
                public boolean hasNext() {
                    return it.hasNext();
                }

                public E next() {
                    return it.next().getKey();
                }

                public void remove() {
                    it.remove();
                }
            };
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
            Map.Entry<E, ?> e = map.pollFirstEntry();
            return e == null ? null : e.getKey();
        }

        public E pollLast() {
            Map.Entry<E, ?> e = map.pollLastEntry();
            return e == null ? null : e.getKey();
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
            return new KeySet<E>(map.descendingMap());
        }

        public Iterator<E> descendingIterator() {
            return descendingSet().iterator();
        }

        public NavigableSet<E> subSet(E fromElement, boolean fromInclusive, E toElement, boolean toInclusive) {
            return new KeySet<E>(map.subMap(fromElement, fromInclusive, toElement, toInclusive));
        }

        public NavigableSet<E> headSet(E toElement, boolean inclusive) {
            return new KeySet<E>(map.headMap(toElement, inclusive));
        }

        public NavigableSet<E> tailSet(E fromElement, boolean inclusive) {
            return new KeySet<E>(map.tailMap(fromElement, inclusive));
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
}
