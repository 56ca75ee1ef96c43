package java.util;

import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The unmodifiable collections behind List.of, Set.of, Map.of and their copyOf methods.
 * Nulls are rejected (except in lists made by Stream.toList).  Set.of and Map.of iterate
 * in insertion order here; the reference implementation's order is unspecified and varies
 * from run to run, so programs cannot depend on it.
 */
public final class ImmutableCollections { // public only for java.util.stream (Stream.toList)
    private ImmutableCollections() {
    }

    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException();
    }

    static final ListN<?> EMPTY_LIST = new ListN<Object>(new Object[0], false);
    static final SetN<?> EMPTY_SET = new SetN<Object>(new Object[0]);
    static final MapN<?, ?> EMPTY_MAP = new MapN<Object, Object>(new Object[0]);

    @SuppressWarnings("unchecked")
    static <E> List<E> emptyList() {
        return (List<E>) EMPTY_LIST;
    }

    @SuppressWarnings("unchecked")
    static <E> Set<E> emptySet() {
        return (Set<E>) EMPTY_SET;
    }

    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> emptyMap() {
        return (Map<K, V>) EMPTY_MAP;
    }

    /* ---------------- lists ---------------- */

    @SafeVarargs
    static <E> List<E> listOf(E... input) {
        switch (input.length) {
            case 0:
                return emptyList();
            case 1:
                return new List12<E>(input[0]);
            case 2:
                return new List12<E>(input[0], input[1]);
            default:
                Object[] tmp = new Object[input.length];
                for (int i = 0; i < input.length; i++)
                    tmp[i] = Objects.requireNonNull(input[i]);
                return new ListN<E>(tmp, false);
        }
    }

    /** An unmodifiable list of the elements (nulls allowed), for Stream.toList. */
    @SuppressWarnings("unchecked")
    public static <E> List<E> listFromTrustedArrayNullsAllowed(Object[] input) {
        return new ListN<E>(input, true);
    }

    @SuppressWarnings("unchecked")
    static <E> List<E> listCopy(Collection<? extends E> coll) {
        if (coll instanceof AbstractImmutableList && coll.getClass() != SubList.class)
            return (List<E>) coll;
        return (List<E>) listOf(coll.toArray());
    }

    static abstract class AbstractImmutableCollection<E> extends AbstractCollection<E> {
        public boolean add(E e) {
            throw uoe();
        }

        public boolean addAll(Collection<? extends E> c) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public boolean remove(Object o) {
            throw uoe();
        }

        public boolean removeAll(Collection<?> c) {
            throw uoe();
        }

        public boolean removeIf(Predicate<? super E> filter) {
            throw uoe();
        }

        public boolean retainAll(Collection<?> c) {
            throw uoe();
        }
    }

    static abstract class AbstractImmutableList<E> extends AbstractImmutableCollection<E>
            implements List<E>, RandomAccess {
        public void add(int index, E element) {
            throw uoe();
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            throw uoe();
        }

        public E remove(int index) {
            throw uoe();
        }

        public void replaceAll(UnaryOperator<E> operator) {
            throw uoe();
        }

        public E set(int index, E element) {
            throw uoe();
        }

        public void sort(Comparator<? super E> c) {
            throw uoe();
        }

        public List<E> subList(int fromIndex, int toIndex) {
            int size = size();
            AbstractList.subListRangeCheck(fromIndex, toIndex, size);
            return new SubList<E>(this, fromIndex, toIndex - fromIndex);
        }

        public Iterator<E> iterator() {
            return new ListItr<E>(this, size());
        }

        public ListIterator<E> listIterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator(final int index) {
            int size = size();
            if (index < 0 || index > size)
                throw outOfBounds(index);
            return new ListItr<E>(this, size, index);
        }

        public boolean equals(Object o) {
            if (o == this)
                return true;
            if (!(o instanceof List))
                return false;
            Iterator<?> oit = ((List<?>) o).iterator();
            for (int i = 0, s = size(); i < s; i++) {
                if (!oit.hasNext() || !Objects.equals(get(i), oit.next()))
                    return false;
            }
            return !oit.hasNext();
        }

        public int hashCode() {
            int hash = 1;
            for (int i = 0, s = size(); i < s; i++)
                hash = 31 * hash + Objects.hashCode(get(i));
            return hash;
        }

        public int indexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = 0, s = size(); i < s; i++)
                if (o.equals(get(i)))
                    return i;
            return -1;
        }

        public int lastIndexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = size() - 1; i >= 0; i--)
                if (o.equals(get(i)))
                    return i;
            return -1;
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        IndexOutOfBoundsException outOfBounds(int index) {
            return new IndexOutOfBoundsException("Index: " + index + " Size: " + size());
        }
    }

    static final class ListItr<E> implements ListIterator<E> {
        private final List<E> list;
        private final int size;
        private final boolean isListIterator;
        private int cursor;

        ListItr(List<E> list, int size) {
            this.list = list;
            this.size = size;
            this.cursor = 0;
            isListIterator = false;
        }

        ListItr(List<E> list, int size, int index) {
            this.list = list;
            this.size = size;
            this.cursor = index;
            isListIterator = true;
        }

        public boolean hasNext() {
            return cursor != size;
        }

        public E next() {
            try {
                int i = cursor;
                E next = list.get(i);
                cursor = i + 1;
                return next;
            } catch (IndexOutOfBoundsException e) {
                throw new NoSuchElementException();
            }
        }

        public void remove() {
            throw uoe();
        }

        public boolean hasPrevious() {
            if (!isListIterator)
                throw uoe();
            return cursor != 0;
        }

        public E previous() {
            if (!isListIterator)
                throw uoe();
            try {
                int i = cursor - 1;
                E previous = list.get(i);
                cursor = i;
                return previous;
            } catch (IndexOutOfBoundsException e) {
                throw new NoSuchElementException();
            }
        }

        public int nextIndex() {
            if (!isListIterator)
                throw uoe();
            return cursor;
        }

        public int previousIndex() {
            if (!isListIterator)
                throw uoe();
            return cursor - 1;
        }

        public void set(E e) {
            throw uoe();
        }

        public void add(E e) {
            throw uoe();
        }
    }

    static final class SubList<E> extends AbstractImmutableList<E> {
        private final AbstractImmutableList<E> root;
        private final int offset;
        private final int size;

        SubList(AbstractImmutableList<E> root, int offset, int size) {
            this.root = root;
            this.offset = offset;
            this.size = size;
        }

        public E get(int index) {
            Objects.checkIndex(index, size);
            return root.get(offset + index);
        }

        public int size() {
            return size;
        }

        public List<E> subList(int fromIndex, int toIndex) {
            AbstractList.subListRangeCheck(fromIndex, toIndex, size);
            return new SubList<E>(root, offset + fromIndex, toIndex - fromIndex);
        }

        public int indexOf(Object o) {
            if (!(root instanceof ListN && ((ListN<?>) root).allowNulls))
                Objects.requireNonNull(o);
            for (int i = 0; i < size; i++)
                if (Objects.equals(o, get(i)))
                    return i;
            return -1;
        }

        public int lastIndexOf(Object o) {
            if (!(root instanceof ListN && ((ListN<?>) root).allowNulls))
                Objects.requireNonNull(o);
            for (int i = size - 1; i >= 0; i--)
                if (Objects.equals(o, get(i)))
                    return i;
            return -1;
        }
    }

    static final class List12<E> extends AbstractImmutableList<E> implements java.io.Serializable {
        private Object writeReplace() {
            return new CollSer(CollSer.IMM_LIST, toArray());
        }

        private void readObject(java.io.ObjectInputStream in) throws java.io.IOException {
            throw new java.io.InvalidObjectException("not serial proxy");
        }

        private final E e0;
        private final Object e1; // EMPTY when there is one element

        List12(E e0) {
            this.e0 = Objects.requireNonNull(e0);
            this.e1 = EMPTY;
        }

        List12(E e0, E e1) {
            this.e0 = Objects.requireNonNull(e0);
            this.e1 = Objects.requireNonNull(e1);
        }

        public int size() {
            return e1 != EMPTY ? 2 : 1;
        }

        public boolean isEmpty() {
            return false;
        }

        @SuppressWarnings("unchecked")
        public E get(int index) {
            if (index == 0)
                return e0;
            else if (index == 1 && e1 != EMPTY)
                return (E) e1;
            throw outOfBounds(index);
        }

        public int indexOf(Object o) {
            Objects.requireNonNull(o);
            if (o.equals(e0))
                return 0;
            else if (e1 != EMPTY && o.equals(e1))
                return 1;
            return -1;
        }

        public int lastIndexOf(Object o) {
            Objects.requireNonNull(o);
            if (e1 != EMPTY && o.equals(e1))
                return 1;
            else if (o.equals(e0))
                return 0;
            return -1;
        }

        public Object[] toArray() {
            return (e1 == EMPTY) ? new Object[] {e0} : new Object[] {e0, e1};
        }
    }

    static final Object EMPTY = new Object();

    static final class ListN<E> extends AbstractImmutableList<E> implements java.io.Serializable {
        private Object writeReplace() {
            return new CollSer(allowNulls ? CollSer.IMM_LIST_NULLS : CollSer.IMM_LIST, toArray());
        }

        private void readObject(java.io.ObjectInputStream in) throws java.io.IOException {
            throw new java.io.InvalidObjectException("not serial proxy");
        }

        private final E[] elements;
        final boolean allowNulls;

        @SuppressWarnings("unchecked")
        ListN(Object[] elements, boolean allowNulls) {
            this.elements = (E[]) elements;
            this.allowNulls = allowNulls;
        }

        public boolean isEmpty() {
            return elements.length == 0;
        }

        public int size() {
            return elements.length;
        }

        public E get(int index) {
            return elements[index];
        }

        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length, Object[].class);
        }

        @SuppressWarnings("unchecked")
        public <T> T[] toArray(T[] a) {
            int size = elements.length;
            if (a.length < size)
                return (T[]) Arrays.copyOf(elements, size, a.getClass());
            System.arraycopy(elements, 0, a, 0, size);
            if (a.length > size)
                a[size] = null;
            return a;
        }

        public int indexOf(Object o) {
            if (!allowNulls && o == null)
                throw new NullPointerException();
            Object[] es = elements;
            for (int i = 0; i < es.length; i++)
                if (Objects.equals(o, es[i]))
                    return i;
            return -1;
        }

        public int lastIndexOf(Object o) {
            if (!allowNulls && o == null)
                throw new NullPointerException();
            Object[] es = elements;
            for (int i = es.length - 1; i >= 0; i--)
                if (Objects.equals(o, es[i]))
                    return i;
            return -1;
        }
    }

    /* ---------------- sets ---------------- */

    @SafeVarargs
    static <E> Set<E> setOf(E... input) {
        if (input.length == 0)
            return emptySet();
        Object[] tmp = new Object[input.length];
        for (int i = 0; i < input.length; i++)
            tmp[i] = Objects.requireNonNull(input[i]);
        return new SetN<E>(tmp);
    }

    @SuppressWarnings("unchecked")
    static <E> Set<E> setCopy(Collection<? extends E> coll) {
        if (coll instanceof SetN)
            return (Set<E>) coll;
        // duplicates are allowed here: keep the first occurrence
        LinkedHashSet<Object> distinct = new LinkedHashSet<Object>();
        for (Object e : coll)
            distinct.add(Objects.requireNonNull(e));
        return new SetN<E>(distinct.toArray());
    }

    static final class SetN<E> extends AbstractImmutableCollection<E> implements Set<E>, java.io.Serializable {
        private Object writeReplace() {
            return new CollSer(CollSer.IMM_SET, toArray());
        }

        private void readObject(java.io.ObjectInputStream in) throws java.io.IOException {
            throw new java.io.InvalidObjectException("not serial proxy");
        }

        private final Object[] elements;
        private final HashSet<Object> index; // for lookups in bigger sets

        SetN(Object[] elements) {
            this.elements = elements;
            HashSet<Object> seen = new HashSet<Object>();
            for (Object e : elements)
                if (!seen.add(e))
                    throw new IllegalArgumentException("duplicate element: " + e);
            this.index = (elements.length > 8) ? seen : null;
        }

        public int size() {
            return elements.length;
        }

        public boolean isEmpty() {
            return elements.length == 0;
        }

        public boolean contains(Object o) {
            if (elements.length == 1 || elements.length == 2) // like the reference Set12
                return o.equals(elements[0]) || (elements.length == 2 && o.equals(elements[1]));
            Objects.requireNonNull(o);
            if (index != null)
                return index.contains(o);
            for (Object e : elements)
                if (o.equals(e))
                    return true;
            return false;
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private int i = 0;

                public boolean hasNext() {
                    return i < elements.length;
                }

                @SuppressWarnings("unchecked")
                public E next() {
                    if (i >= elements.length)
                        throw new NoSuchElementException();
                    return (E) elements[i++];
                }
            };
        }

        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length, Object[].class);
        }

        public boolean equals(Object o) {
            if (o == this)
                return true;
            if (!(o instanceof Set))
                return false;
            Collection<?> c = (Collection<?>) o;
            if (c.size() != elements.length)
                return false;
            for (Object e : c)
                if (e == null || !contains(e))
                    return false;
            return true;
        }

        public int hashCode() {
            int h = 0;
            for (Object e : elements)
                h += e.hashCode();
            return h;
        }
    }

    /* ---------------- maps ---------------- */

    /** keysAndValues: k1, v1, k2, v2, ... */
    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> mapOf(Object[] keysAndValues) {
        if (keysAndValues.length == 0)
            return emptyMap();
        for (Object o : keysAndValues)
            Objects.requireNonNull(o);
        return new MapN<K, V>(keysAndValues);
    }

    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> mapCopy(Map<? extends K, ? extends V> map) {
        if (map instanceof MapN)
            return (Map<K, V>) map;
        Object[] kv = new Object[map.size() * 2];
        int i = 0;
        for (Map.Entry<? extends K, ? extends V> e : map.entrySet()) {
            kv[i++] = e.getKey();
            kv[i++] = e.getValue();
        }
        return mapOf(kv);
    }

    abstract static class AbstractImmutableMap<K, V> extends AbstractMap<K, V> {
        public void clear() {
            throw uoe();
        }

        public V compute(K key, BiFunction<? super K, ? super V, ? extends V> rf) {
            throw uoe();
        }

        public V computeIfAbsent(K key, Function<? super K, ? extends V> mf) {
            throw uoe();
        }

        public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> rf) {
            throw uoe();
        }

        public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> rf) {
            throw uoe();
        }

        public V put(K key, V value) {
            throw uoe();
        }

        public void putAll(Map<? extends K, ? extends V> m) {
            throw uoe();
        }

        public V putIfAbsent(K key, V value) {
            throw uoe();
        }

        public V remove(Object key) {
            throw uoe();
        }

        public boolean remove(Object key, Object value) {
            throw uoe();
        }

        public V replace(K key, V value) {
            throw uoe();
        }

        public boolean replace(K key, V oldValue, V newValue) {
            throw uoe();
        }

        public void replaceAll(BiFunction<? super K, ? super V, ? extends V> f) {
            throw uoe();
        }

        public V getOrDefault(Object key, V defaultValue) {
            V v = get(key);
            return (v != null) ? v : defaultValue;
        }
    }

    static final class MapN<K, V> extends AbstractImmutableMap<K, V> implements java.io.Serializable {
        private Object writeReplace() {
            return new CollSer(CollSer.IMM_MAP, table.clone());
        }

        private void readObject(java.io.ObjectInputStream in) throws java.io.IOException {
            throw new java.io.InvalidObjectException("not serial proxy");
        }

        private final Object[] table; // k1, v1, k2, v2, ...
        private final HashMap<Object, Object> index; // for lookups in bigger maps
        private final int size;

        MapN(Object[] kv) {
            this.table = kv;
            this.size = kv.length >> 1;
            HashMap<Object, Object> seen = new HashMap<Object, Object>();
            for (int i = 0; i < kv.length; i += 2)
                if (seen.put(kv[i], kv[i + 1]) != null)
                    throw new IllegalArgumentException("duplicate key: " + kv[i]);
            this.index = (size > 8) ? seen : null;
        }

        private int find(Object pk) {
            int h = pk.hashCode(); // rejects null keys
            for (int i = 0; i < table.length; i += 2) {
                Object k = table[i];
                if (k.hashCode() == h && pk.equals(k))
                    return i;
            }
            return -1;
        }

        @SuppressWarnings("unchecked")
        public V get(Object o) {
            if (size == 0) {
                Objects.requireNonNull(o);
                return null;
            }
            if (size == 1) // like the reference Map1
                return o.equals(table[0]) ? (V) table[1] : null;
            if (index != null) {
                Objects.requireNonNull(o);
                return (V) index.get(o);
            }
            int i = find(o);
            return (i >= 0) ? (V) table[i + 1] : null;
        }

        public boolean containsKey(Object o) {
            if (size == 1)
                return o.equals(table[0]);
            Objects.requireNonNull(o);
            if (index != null)
                return index.containsKey(o);
            return size > 0 && find(o) >= 0;
        }

        public boolean containsValue(Object o) {
            Objects.requireNonNull(o);
            for (int i = 1; i < table.length; i += 2)
                if (o.equals(table[i]))
                    return true;
            return false;
        }

        public int size() {
            return size;
        }

        public boolean isEmpty() {
            return size == 0;
        }

        public int hashCode() {
            int hash = 0;
            for (int i = 0; i < table.length; i += 2)
                hash += table[i].hashCode() ^ table[i + 1].hashCode();
            return hash;
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return new AbstractSet<Map.Entry<K, V>>() {
                public int size() {
                    return MapN.this.size;
                }

                public Iterator<Map.Entry<K, V>> iterator() {
                    return new Iterator<Map.Entry<K, V>>() {
                        private int i = 0;

                        public boolean hasNext() {
                            return i < table.length;
                        }

                        @SuppressWarnings("unchecked")
                        public Map.Entry<K, V> next() {
                            if (i >= table.length)
                                throw new NoSuchElementException();
                            Map.Entry<K, V> e = new KeyValueHolder<K, V>((K) table[i], (V) table[i + 1]);
                            i += 2;
                            return e;
                        }

                        public void remove() {
                            throw uoe();
                        }
                    };
                }

                public boolean add(Map.Entry<K, V> e) {
                    throw uoe();
                }

                public boolean remove(Object o) {
                    throw uoe();
                }

                public void clear() {
                    throw uoe();
                }

                public boolean removeIf(Predicate<? super Map.Entry<K, V>> filter) {
                    throw uoe();
                }

                public boolean removeAll(Collection<?> c) {
                    throw uoe();
                }

                public boolean retainAll(Collection<?> c) {
                    throw uoe();
                }
            };
        }
    }
}
