package java.util;

/**
 * A map comparing keys (and values) by identity.  Open addressing with linear probing over
 * an array of alternating keys and values; the iteration order depends on identity hash
 * codes, so it is unspecified (as it is in practice for the reference implementation).
 */
public class IdentityHashMap<K, V> extends AbstractMap<K, V> implements Map<K, V>, java.io.Serializable, Cloneable {
    private static final long serialVersionUID = 8188218128353913216L;
    private static final Object NULL_KEY = new Object();

    private transient Object[] table; // k0, v0, k1, v1, ...
    private int size;
    private transient int modCount;

    public IdentityHashMap() {
        table = new Object[2 * 32];
    }

    public IdentityHashMap(int expectedMaxSize) {
        if (expectedMaxSize < 0)
            throw new IllegalArgumentException("expectedMaxSize is negative: " + expectedMaxSize);
        int cap = 4;
        while (cap < expectedMaxSize * 3 / 2 + 1)
            cap <<= 1;
        table = new Object[2 * cap];
    }

    public IdentityHashMap(Map<? extends K, ? extends V> m) {
        this((int) ((1 + m.size()) * 1.1));
        putAll(m);
    }

    private static Object maskNull(Object key) {
        return (key == null ? NULL_KEY : key);
    }

    @SuppressWarnings("unchecked")
    static <K> K unmaskNull(Object key) {
        return (K) (key == NULL_KEY ? null : key);
    }

    private static int hash(Object x, int length) {
        int h = System.identityHashCode(x);
        return ((h << 1) - (h << 8)) & (length - 1);
    }

    private static int nextKeyIndex(int i, int len) {
        return (i + 2 < len ? i + 2 : 0);
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    private int indexOf(Object k) {
        Object[] tab = table;
        int len = tab.length;
        int i = hash(k, len);
        while (true) {
            Object item = tab[i];
            if (item == k)
                return i;
            if (item == null)
                return -1;
            i = nextKeyIndex(i, len);
        }
    }

    @SuppressWarnings("unchecked")
    public V get(Object key) {
        int i = indexOf(maskNull(key));
        return (i < 0) ? null : (V) table[i + 1];
    }

    public boolean containsKey(Object key) {
        return indexOf(maskNull(key)) >= 0;
    }

    public boolean containsValue(Object value) {
        Object[] tab = table;
        for (int i = 1; i < tab.length; i += 2)
            if (tab[i] == value && tab[i - 1] != null)
                return true;
        return false;
    }

    @SuppressWarnings("unchecked")
    public V put(K key, V value) {
        Object k = maskNull(key);
        for (;;) {
            Object[] tab = table;
            int len = tab.length;
            int i = hash(k, len);
            for (Object item; (item = tab[i]) != null; i = nextKeyIndex(i, len)) {
                if (item == k) {
                    V oldValue = (V) tab[i + 1];
                    tab[i + 1] = value;
                    return oldValue;
                }
            }
            int s = size + 1;
            if (s + (s << 1) > len && resize(len)) // keep the table at most 1/3 full
                continue;
            modCount++;
            tab[i] = k;
            tab[i + 1] = value;
            size = s;
            return null;
        }
    }

    private boolean resize(int newCapacity) {
        int newLength = newCapacity * 2;
        Object[] oldTable = table;
        int oldLength = oldTable.length;
        if (oldLength >= newLength)
            return false;
        Object[] newTable = new Object[newLength];
        for (int j = 0; j < oldLength; j += 2) {
            Object key = oldTable[j];
            if (key != null) {
                Object value = oldTable[j + 1];
                int i = hash(key, newLength);
                while (newTable[i] != null)
                    i = nextKeyIndex(i, newLength);
                newTable[i] = key;
                newTable[i + 1] = value;
            }
        }
        table = newTable;
        return true;
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        for (Entry<? extends K, ? extends V> e : m.entrySet())
            put(e.getKey(), e.getValue());
    }

    @SuppressWarnings("unchecked")
    public V remove(Object key) {
        Object k = maskNull(key);
        int i = indexOf(k);
        if (i < 0)
            return null;
        modCount++;
        size--;
        V oldValue = (V) table[i + 1];
        closeDeletion(i);
        return oldValue;
    }

    /** Empties slot d and moves later entries of the probe run back into the gap. */
    private void closeDeletion(int d) {
        Object[] tab = table;
        int len = tab.length;
        tab[d] = null;
        tab[d + 1] = null;
        Object item;
        for (int i = nextKeyIndex(d, len); (item = tab[i]) != null; i = nextKeyIndex(i, len)) {
            int r = hash(item, len);
            if ((i < r && (r <= d || d <= i)) || (r <= d && d <= i)) {
                tab[d] = item;
                tab[d + 1] = tab[i + 1];
                tab[i] = null;
                tab[i + 1] = null;
                d = i;
            }
        }
    }

    public void clear() {
        modCount++;
        Arrays.fill(table, null);
        size = 0;
    }

    public boolean equals(Object o) {
        if (o == this)
            return true;
        if (o instanceof IdentityHashMap) {
            IdentityHashMap<?, ?> m = (IdentityHashMap<?, ?>) o;
            if (m.size() != size)
                return false;
            Object[] tab = m.table;
            for (int i = 0; i < tab.length; i += 2) {
                Object k = tab[i];
                if (k != null) {
                    int j = indexOf(k);
                    if (j < 0 || table[j + 1] != tab[i + 1])
                        return false;
                }
            }
            return true;
        }
        return super.equals(o);
    }

    public int hashCode() {
        int result = 0;
        Object[] tab = table;
        for (int i = 0; i < tab.length; i += 2) {
            Object key = tab[i];
            if (key != null)
                result += System.identityHashCode(unmaskNull(key)) ^ System.identityHashCode(tab[i + 1]);
        }
        return result;
    }

    @SuppressWarnings("unchecked")
    public Object clone() {
        try {
            IdentityHashMap<K, V> m = (IdentityHashMap<K, V>) super.clone();
            m.entrySet = null;
            m.table = table.clone();
            return m;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    private transient Set<Map.Entry<K, V>> entrySet;

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> es = entrySet;
        if (es == null) {
            es = new AbstractSet<Map.Entry<K, V>>() {
                public Iterator<Map.Entry<K, V>> iterator() {
                    return new Iterator<Map.Entry<K, V>>() {
                        int index = findNext(0);
                        int lastReturned = -1;
                        int expectedModCount = modCount;

                        private int findNext(int from) {
                            Object[] tab = table;
                            for (int i = from; i < tab.length; i += 2)
                                if (tab[i] != null)
                                    return i;
                            return tab.length;
                        }

                        public boolean hasNext() {
                            return index < table.length;
                        }

                        public Map.Entry<K, V> next() {
                            if (modCount != expectedModCount)
                                throw new ConcurrentModificationException();
                            if (!hasNext())
                                throw new NoSuchElementException();
                            lastReturned = index;
                            index = findNext(index + 2);
                            final int at = lastReturned;
                            final Object[] tab = table;
                            return new Map.Entry<K, V>() {
                                public K getKey() {
                                    return unmaskNull(tab[at]);
                                }

                                @SuppressWarnings("unchecked")
                                public V getValue() {
                                    return (V) tab[at + 1];
                                }

                                @SuppressWarnings("unchecked")
                                public V setValue(V value) {
                                    V old = (V) tab[at + 1];
                                    tab[at + 1] = value;
                                    return old;
                                }

                                public boolean equals(Object o) {
                                    if (!(o instanceof Map.Entry))
                                        return false;
                                    Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                                    return e.getKey() == getKey() && e.getValue() == getValue();
                                }

                                public int hashCode() {
                                    return System.identityHashCode(getKey()) ^ System.identityHashCode(getValue());
                                }

                                public String toString() {
                                    return getKey() + "=" + getValue();
                                }
                            };
                        }

                        public void remove() {
                            if (lastReturned < 0)
                                throw new IllegalStateException();
                            if (modCount != expectedModCount)
                                throw new ConcurrentModificationException();
                            // removal may move later entries back; restart the scan at the gap
                            IdentityHashMap.this.remove(unmaskNull(table[lastReturned]));
                            expectedModCount = modCount;
                            index = findNext(lastReturned);
                            lastReturned = -1;
                        }
                    };
                }

                public int size() {
                    return size;
                }

                public void clear() {
                    IdentityHashMap.this.clear();
                }
            };
            entrySet = es;
        }
        return es;
    }

    // ---------------------------------------------------------------- serial form

    /** The JDK's serial form: size, then in block data the size again, then the pairs in table order. */
    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeInt(size);
        Object[] tab = table;
        for (int i = 0; i < tab.length; i += 2) {
            Object key = tab[i];
            if (key != null) {
                s.writeObject(unmaskNull(key));
                s.writeObject(tab[i + 1]);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        int n = s.readInt();
        if (n < 0)
            throw new java.io.StreamCorruptedException("Illegal mappings count: " + n);
        int cap = 4;
        while (cap < n * 3 / 2 + 1)
            cap <<= 1;
        table = new Object[2 * cap];
        size = 0;
        for (int i = 0; i < n; i++) {
            K key = (K) s.readObject();
            V value = (V) s.readObject();
            put(key, value);
        }
    }
}
