package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Hash table with separate chaining.  Programs print HashMaps, so the layout is the one
 * that fixes the reference iteration order:
 * <ul>
 * <li>the table length is a power of two (16 by default, allocated on first use), the
 *     load factor 0.75, and a requested capacity is rounded up to a power of two;</li>
 * <li>a key lives in bin {@code spread(key.hashCode()) & (length - 1)} where
 *     {@code spread(h) = h ^ (h >>> 16)};</li>
 * <li>put appends a new entry at the tail of its bin; computeIfAbsent, compute and
 *     merge push it at the head of the bin (and they grow the table <em>before</em>
 *     inserting, when size already exceeds the threshold);</li>
 * <li>growing doubles the table; each bin splits into the entries that stay and those
 *     that move up by the old length, both keeping their relative order;</li>
 * <li>a bin longer than 8 entries grows the table while it is shorter than 64 and
 *     otherwise becomes a red-black tree ({@link TreeNode}).  Iteration still walks the
 *     bin's {@code next} chain, but tree updates reorder that chain (the tree root is
 *     always first, a new node is linked right after its tree parent), so the tree
 *     shape is the one the classic red-black algorithms produce.</li>
 * </ul>
 */
public class HashMap<K, V> extends AbstractMap<K, V> implements Map<K, V>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 362498820763181265L;

    static final int DEFAULT_INITIAL_CAPACITY = 16;
    static final int MAXIMUM_CAPACITY = 1 << 30;
    static final float DEFAULT_LOAD_FACTOR = 0.75f;
    /** A bin with more entries than this becomes a tree (or makes a small table grow). */
    static final int TREEIFY_THRESHOLD = 8;
    /** A tree bin split down to this many entries or fewer becomes a plain chain. */
    static final int UNTREEIFY_THRESHOLD = 6;
    /** Tables shorter than this grow instead of making tree bins. */
    static final int MIN_TREEIFY_CAPACITY = 64;

    /** A bin entry. */
    static class Node<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        V value;
        Node<K, V> next;

        Node(int hash, K key, V value, Node<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.value = value;
            this.next = next;
        }

        public final K getKey() {
            return key;
        }

        public final V getValue() {
            return value;
        }

        public final V setValue(V newValue) {
            V old = value;
            value = newValue;
            return old;
        }

        public final String toString() {
            return key + "=" + value;
        }

        public final int hashCode() {
            return Objects.hashCode(key) ^ Objects.hashCode(value);
        }

        public final boolean equals(Object o) {
            if (o == this)
                return true;
            if (!(o instanceof Map.Entry))
                return false;
            Map.Entry<?, ?> other = (Map.Entry<?, ?>) o;
            return Objects.equals(key, other.getKey()) && Objects.equals(value, other.getValue());
        }
    }

    /** The hash a key is filed under: its hashCode with the high half folded into the low half. */
    static final int hash(Object key) {
        if (key == null)
            return 0;
        int h = key.hashCode();
        return h ^ (h >>> 16);
    }

    /** The smallest power of two >= cap (1 for cap <= 1), capped at MAXIMUM_CAPACITY. */
    static final int tableSizeFor(int cap) {
        if (cap <= 1)
            return 1;
        int n = -1 >>> Integer.numberOfLeadingZeros(cap - 1);
        return (n >= MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : n + 1;
    }

    static boolean sameKey(Node<?, ?> node, int hash, Object key) {
        if (node.hash != hash)
            return false;
        Object k = node.key;
        return k == key || (key != null && key.equals(k));
    }

    transient Node<K, V>[] table;
    transient Set<Map.Entry<K, V>> entrySet;
    transient int size;
    transient int modCount;
    /** The size at which the table grows next; before allocation, the capacity to allocate (0 = default). */
    int threshold;
    final float loadFactor;

    public HashMap(int initialCapacity, float loadFactor) {
        if (initialCapacity < 0)
            throw new IllegalArgumentException("Illegal initial capacity: " + initialCapacity);
        if (initialCapacity > MAXIMUM_CAPACITY)
            initialCapacity = MAXIMUM_CAPACITY;
        if (loadFactor <= 0 || Float.isNaN(loadFactor))
            throw new IllegalArgumentException("Illegal load factor: " + loadFactor);
        this.loadFactor = loadFactor;
        this.threshold = tableSizeFor(initialCapacity);
    }

    public HashMap(int initialCapacity) {
        this(initialCapacity, DEFAULT_LOAD_FACTOR);
    }

    public HashMap() {
        this.loadFactor = DEFAULT_LOAD_FACTOR;
    }

    public HashMap(Map<? extends K, ? extends V> m) {
        this.loadFactor = DEFAULT_LOAD_FACTOR;
        putAllSized(m, false);
    }

    /** putAll, the copy constructor and clone: size the table for m first, then put each entry. */
    final void putAllSized(Map<? extends K, ? extends V> m, boolean evict) {
        int s = m.size();
        if (s <= 0)
            return;
        if (table == null) {
            float wanted = ((float) s / loadFactor) + 1.0F;
            int t = (wanted < (float) MAXIMUM_CAPACITY) ? (int) wanted : MAXIMUM_CAPACITY;
            if (t > threshold)
                threshold = tableSizeFor(t);
        } else {
            while (s > threshold && table.length < MAXIMUM_CAPACITY)
                resize();
        }
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            K key = e.getKey();
            putVal(hash(key), key, e.getValue(), false, evict);
        }
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public V get(Object key) {
        Node<K, V> e = getNode(key);
        return (e == null) ? null : e.value;
    }

    final Node<K, V> getNode(Object key) {
        Node<K, V>[] tab = table;
        if (tab == null || tab.length == 0)
            return null;
        int h = hash(key);
        Node<K, V> first = tab[(tab.length - 1) & h];
        if (first == null)
            return null;
        Object k;
        if (first.hash == h && ((k = first.key) == key || (key != null && key.equals(k))))
            return first;
        Node<K, V> e = first.next;
        if (e == null)
            return null;
        if (first instanceof TreeNode)
            return ((TreeNode<K, V>) first).treeFind(h, key);
        do {
            if (e.hash == h && ((k = e.key) == key || (key != null && key.equals(k))))
                return e;
        } while ((e = e.next) != null);
        return null;
    }

    public boolean containsKey(Object key) {
        return getNode(key) != null;
    }

    public V put(K key, V value) {
        return putVal(hash(key), key, value, false, true);
    }

    /* ---- serialization, in the JDK's form: the fields loadFactor and threshold,
     * then the table length, the size and the entries (key, value) in table order. */

    final int capacity() {
        return table != null ? table.length : threshold > 0 ? threshold : DEFAULT_INITIAL_CAPACITY;
    }

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        int buckets = capacity();
        s.defaultWriteObject();
        s.writeInt(buckets);
        s.writeInt(size);
        internalWriteEntries(s);
    }

    void internalWriteEntries(java.io.ObjectOutputStream s) throws java.io.IOException {
        Node<K, V>[] tab = table;
        if (size > 0 && tab != null) {
            for (Node<K, V> e : tab)
                for (; e != null; e = e.next) {
                    s.writeObject(e.key);
                    s.writeObject(e.value);
                }
        }
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        if (loadFactor <= 0 || Float.isNaN(loadFactor))
            throw new java.io.InvalidObjectException("Illegal load factor: " + loadFactor);
        table = null;
        entrySet = null;
        size = 0;
        s.readInt();
        int mappings = s.readInt();
        if (mappings < 0)
            throw new java.io.InvalidObjectException("Illegal mappings count: " + mappings);
        if (mappings > 0) {
            float lf = Math.min(Math.max(0.25f, loadFactor), 4.0f);
            float fc = (float) mappings / lf + 1.0f;
            int cap = fc < DEFAULT_INITIAL_CAPACITY ? DEFAULT_INITIAL_CAPACITY
                    : fc >= MAXIMUM_CAPACITY ? MAXIMUM_CAPACITY : tableSizeFor((int) fc);
            float ft = (float) cap * lf;
            threshold = cap < MAXIMUM_CAPACITY && ft < MAXIMUM_CAPACITY ? (int) ft : Integer.MAX_VALUE;
            table = (Node<K, V>[]) new Node<?, ?>[cap];
            for (int i = 0; i < mappings; i++) {
                K key = (K) s.readObject();
                V value = (V) s.readObject();
                putVal(hash(key), key, value, false, false);
            }
        }
    }

    final V putVal(int hash, K key, V value, boolean onlyIfAbsent, boolean evict) {
        Node<K, V>[] tab = table;
        if (tab == null || tab.length == 0)
            tab = resize();
        int i = (tab.length - 1) & hash;
        Node<K, V> head = tab[i];
        Node<K, V> found = null;
        if (head == null) {
            tab[i] = createNode(hash, key, value, null);
        } else if (sameKey(head, hash, key)) {
            found = head;
        } else if (head instanceof TreeNode) {
            found = ((TreeNode<K, V>) head).treePut(this, tab, hash, key, value);
        } else {
            Node<K, V> p = head;
            int chainLength = 1;
            for (;;) {
                Node<K, V> nx = p.next;
                if (nx == null) {
                    p.next = createNode(hash, key, value, null);
                    if (chainLength >= TREEIFY_THRESHOLD)
                        treeifyOrGrow(tab, hash);
                    break;
                }
                Object k;
                if (nx.hash == hash && ((k = nx.key) == key || (key != null && key.equals(k)))) {
                    found = nx;
                    break;
                }
                p = nx;
                chainLength++;
            }
        }
        if (found != null) {
            V old = found.value;
            if (!onlyIfAbsent || old == null)
                found.value = value;
            onAccess(found);
            return old;
        }
        modCount++;
        if (++size > threshold)
            resize();
        onInsert(evict);
        return null;
    }

    /** Allocates the table, or doubles it, and returns the new table. */
    @SuppressWarnings("unchecked")
    final Node<K, V>[] resize() {
        Node<K, V>[] oldTab = table;
        int oldCap = (oldTab == null) ? 0 : oldTab.length;
        int newCap;
        int newThr = 0;
        if (oldCap > 0) {
            if (oldCap >= MAXIMUM_CAPACITY) {
                threshold = Integer.MAX_VALUE;
                return oldTab;
            }
            newCap = oldCap << 1;
            if (newCap < MAXIMUM_CAPACITY && oldCap >= DEFAULT_INITIAL_CAPACITY)
                newThr = threshold << 1;
        } else if (threshold > 0) {
            newCap = threshold;
        } else {
            newCap = DEFAULT_INITIAL_CAPACITY;
            newThr = (int) (DEFAULT_LOAD_FACTOR * DEFAULT_INITIAL_CAPACITY);
        }
        if (newThr == 0) {
            float ft = (float) newCap * loadFactor;
            newThr = (newCap < MAXIMUM_CAPACITY && ft < (float) MAXIMUM_CAPACITY) ? (int) ft : Integer.MAX_VALUE;
        }
        threshold = newThr;
        Node<K, V>[] newTab = (Node<K, V>[]) new Node[newCap];
        table = newTab;
        if (oldTab == null)
            return newTab;
        for (int j = 0; j < oldCap; j++) {
            Node<K, V> e = oldTab[j];
            if (e == null)
                continue;
            oldTab[j] = null;
            if (e.next == null) {
                newTab[e.hash & (newCap - 1)] = e;
            } else if (e instanceof TreeNode) {
                ((TreeNode<K, V>) e).split(this, newTab, j, oldCap);
            } else {
                // stable split of the chain: entries whose oldCap bit is 0 stay at j
                Node<K, V> stayHead = null, stayTail = null, moveHead = null, moveTail = null;
                for (Node<K, V> next; e != null; e = next) {
                    next = e.next;
                    e.next = null;
                    if ((e.hash & oldCap) == 0) {
                        if (stayTail == null)
                            stayHead = e;
                        else
                            stayTail.next = e;
                        stayTail = e;
                    } else {
                        if (moveTail == null)
                            moveHead = e;
                        else
                            moveTail.next = e;
                        moveTail = e;
                    }
                }
                newTab[j] = stayHead;
                newTab[j + oldCap] = moveHead;
            }
        }
        return newTab;
    }

    /** Turns the (long) bin of hash into a tree bin, or grows the table while it is small. */
    final void treeifyOrGrow(Node<K, V>[] tab, int hash) {
        if (tab == null || tab.length < MIN_TREEIFY_CAPACITY) {
            resize();
            return;
        }
        int index = (tab.length - 1) & hash;
        Node<K, V> e = tab[index];
        if (e == null)
            return;
        TreeNode<K, V> head = null, tail = null;
        for (; e != null; e = e.next) {
            TreeNode<K, V> t = treeCopyOf(e, null);
            if (tail == null) {
                head = t;
            } else {
                t.prev = tail;
                tail.next = t;
            }
            tail = t;
        }
        tab[index] = head;
        head.treeify(tab);
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        putAllSized(m, true);
    }

    public V remove(Object key) {
        Node<K, V> e = removeNode(hash(key), key, null, false, true);
        return (e == null) ? null : e.value;
    }

    /**
     * Removes the entry for key (only if its value equals value, when matchValue).
     * movable = false (iterator removal) keeps the other nodes of a tree bin in place.
     */
    final Node<K, V> removeNode(int hash, Object key, Object value, boolean matchValue, boolean movable) {
        Node<K, V>[] tab = table;
        if (tab == null || tab.length == 0)
            return null;
        int index = (tab.length - 1) & hash;
        Node<K, V> head = tab[index];
        if (head == null)
            return null;
        Node<K, V> node = null;
        Node<K, V> before = null;
        if (sameKey(head, hash, key)) {
            node = head;
        } else if (head.next != null) {
            if (head instanceof TreeNode) {
                node = ((TreeNode<K, V>) head).treeFind(hash, key);
            } else {
                for (Node<K, V> p = head, e = head.next; e != null; p = e, e = e.next) {
                    if (sameKey(e, hash, key)) {
                        node = e;
                        before = p;
                        break;
                    }
                }
            }
        }
        if (node == null)
            return null;
        if (matchValue) {
            V v = node.value;
            if (!(v == value || (value != null && value.equals(v))))
                return null;
        }
        if (node instanceof TreeNode)
            ((TreeNode<K, V>) node).treeRemove(this, tab, movable);
        else if (before == null)
            tab[index] = node.next;
        else
            before.next = node.next;
        modCount++;
        size--;
        onRemove(node);
        return node;
    }

    public void clear() {
        modCount++;
        Node<K, V>[] tab = table;
        if (tab != null && size > 0) {
            size = 0;
            for (int i = 0; i < tab.length; i++)
                tab[i] = null;
        }
    }

    public boolean containsValue(Object value) {
        Node<K, V>[] tab = table;
        if (tab != null && size > 0) {
            for (int i = 0; i < tab.length; i++) {
                for (Node<K, V> e = tab[i]; e != null; e = e.next) {
                    V v = e.value;
                    if (v == value || (value != null && value.equals(v)))
                        return true;
                }
            }
        }
        return false;
    }

    public Set<K> keySet() {
        Set<K> ks = keySet;
        if (ks == null)
            keySet = ks = new KeySet();
        return ks;
    }

    public Collection<V> values() {
        Collection<V> vs = values;
        if (vs == null)
            values = vs = new Values();
        return vs;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> es = entrySet;
        if (es == null)
            entrySet = es = new EntrySet();
        return es;
    }

    /** An array of at least size slots of a's type, with a null after the last element if room. */
    final <T> T[] prepareArray(T[] a) {
        int n = size;
        if (a.length < n)
            return Arrays.newArrayLike(a, n);
        if (a.length > n)
            a[n] = null;
        return a;
    }

    /** Copies keys (what = 0), values (1) or entries (2) in iteration order into a. */
    <T> T[] copyInto(T[] a, int what) {
        Object[] out = a;
        Node<K, V>[] tab = table;
        int k = 0;
        if (size > 0 && tab != null) {
            for (int i = 0; i < tab.length; i++)
                for (Node<K, V> e = tab[i]; e != null; e = e.next)
                    out[k++] = (what == 0) ? e.key : (what == 1) ? (Object) e.value : e;
        }
        return a;
    }

    /** Calls action on every key (0), value (1) or entry (2); throws CME afterwards if modified. */
    @SuppressWarnings("unchecked")
    final void visitAll(Consumer<Object> action, int what) {
        if (action == null)
            throw new NullPointerException();
        Node<K, V>[] tab = table;
        if (size > 0 && tab != null) {
            int mc = modCount;
            for (int i = 0; i < tab.length; i++)
                for (Node<K, V> e = tab[i]; e != null; e = e.next)
                    action.accept((what == 0) ? e.key : (what == 1) ? (Object) e.value : e);
            if (modCount != mc)
                throw new ConcurrentModificationException();
        }
    }

    final class KeySet extends AbstractSet<K> {
        public final int size() {
            return size;
        }

        public final void clear() {
            HashMap.this.clear();
        }

        public final Iterator<K> iterator() {
            return new KeyIterator();
        }

        public final boolean contains(Object o) {
            return containsKey(o);
        }

        public final boolean remove(Object key) {
            return removeNode(hash(key), key, null, false, true) != null;
        }

        public Object[] toArray() {
            return copyInto(new Object[size], 0);
        }

        public <T> T[] toArray(T[] a) {
            return copyInto(prepareArray(a), 0);
        }

        @SuppressWarnings("unchecked")
        public final void forEach(Consumer<? super K> action) {
            visitAll((Consumer<Object>) action, 0);
        }
    }

    final class Values extends AbstractCollection<V> {
        public final int size() {
            return size;
        }

        public final void clear() {
            HashMap.this.clear();
        }

        public final Iterator<V> iterator() {
            return new ValueIterator();
        }

        public final boolean contains(Object o) {
            return containsValue(o);
        }

        public Object[] toArray() {
            return copyInto(new Object[size], 1);
        }

        public <T> T[] toArray(T[] a) {
            return copyInto(prepareArray(a), 1);
        }

        @SuppressWarnings("unchecked")
        public final void forEach(Consumer<? super V> action) {
            visitAll((Consumer<Object>) action, 1);
        }
    }

    final class EntrySet extends AbstractSet<Map.Entry<K, V>> {
        public final int size() {
            return size;
        }

        public final void clear() {
            HashMap.this.clear();
        }

        public final Iterator<Map.Entry<K, V>> iterator() {
            return new EntryIterator();
        }

        public final boolean contains(Object o) {
            if (!(o instanceof Map.Entry))
                return false;
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Node<K, V> candidate = getNode(e.getKey());
            return candidate != null && candidate.equals(e);
        }

        public final boolean remove(Object o) {
            if (!(o instanceof Map.Entry))
                return false;
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Object key = e.getKey();
            return removeNode(hash(key), key, e.getValue(), true, true) != null;
        }

        @SuppressWarnings("unchecked")
        public final void forEach(Consumer<? super Map.Entry<K, V>> action) {
            visitAll((Consumer<Object>) action, 2);
        }
    }

    public V getOrDefault(Object key, V defaultValue) {
        Node<K, V> e = getNode(key);
        return (e == null) ? defaultValue : e.value;
    }

    public V putIfAbsent(K key, V value) {
        return putVal(hash(key), key, value, true, true);
    }

    public boolean remove(Object key, Object value) {
        return removeNode(hash(key), key, value, true, true) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        Node<K, V> e = getNode(key);
        if (e == null)
            return false;
        V v = e.value;
        if (!(v == oldValue || (v != null && v.equals(oldValue))))
            return false;
        e.value = newValue;
        onAccess(e);
        return true;
    }

    public V replace(K key, V value) {
        Node<K, V> e = getNode(key);
        if (e == null)
            return null;
        V old = e.value;
        e.value = value;
        onAccess(e);
        return old;
    }

    /* computeIfAbsent, compute and merge share this lookup: it grows the table first when
       the map is already over its threshold, then finds the key's node, counting the bin. */
    private transient Node<K, V>[] lookupTab;
    private transient int lookupIndex;
    private transient int lookupBinCount;

    private Node<K, V> lookupForUpdate(int hash, Object key) {
        Node<K, V>[] tab = table;
        if (size > threshold || tab == null || tab.length == 0)
            tab = resize();
        int i = (tab.length - 1) & hash;
        Node<K, V> found = null;
        int count = 0;
        Node<K, V> first = tab[i];
        if (first instanceof TreeNode) {
            found = ((TreeNode<K, V>) first).treeFind(hash, key);
        } else {
            for (Node<K, V> e = first; e != null; e = e.next) {
                if (sameKey(e, hash, key)) {
                    found = e;
                    break;
                }
                count++;
            }
        }
        lookupTab = tab;
        lookupIndex = i;
        lookupBinCount = count;
        return found;
    }

    /** Inserts a new entry at the head of its bin (or into its tree), for compute-style methods. */
    private void insertAtHead(Node<K, V>[] tab, int i, int binCount, int hash, K key, V value) {
        Node<K, V> first = tab[i];
        if (first instanceof TreeNode) {
            ((TreeNode<K, V>) first).treePut(this, tab, hash, key, value);
        } else {
            tab[i] = createNode(hash, key, value, first);
            if (binCount >= TREEIFY_THRESHOLD - 1)
                treeifyOrGrow(tab, hash);
        }
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (mappingFunction == null)
            throw new NullPointerException();
        int hash = hash(key);
        Node<K, V> old = lookupForUpdate(hash, key);
        Node<K, V>[] tab = lookupTab;
        int i = lookupIndex;
        int binCount = lookupBinCount;
        lookupTab = null;
        if (old != null && old.value != null) {
            onAccess(old);
            return old.value;
        }
        int mc = modCount;
        V v = mappingFunction.apply(key);
        if (mc != modCount)
            throw new ConcurrentModificationException();
        if (v == null)
            return null;
        if (old != null) {
            old.value = v;
            onAccess(old);
            return v;
        }
        insertAtHead(tab, i, binCount, hash, key, v);
        modCount = mc + 1;
        size++;
        onInsert(true);
        return v;
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null)
            throw new NullPointerException();
        Node<K, V> e = getNode(key);
        if (e == null || e.value == null)
            return null;
        int mc = modCount;
        V v = remappingFunction.apply(key, e.value);
        if (mc != modCount)
            throw new ConcurrentModificationException();
        if (v != null) {
            e.value = v;
            onAccess(e);
            return v;
        }
        removeNode(hash(key), key, null, false, true);
        return null;
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null)
            throw new NullPointerException();
        int hash = hash(key);
        Node<K, V> old = lookupForUpdate(hash, key);
        Node<K, V>[] tab = lookupTab;
        int i = lookupIndex;
        int binCount = lookupBinCount;
        lookupTab = null;
        V oldValue = (old == null) ? null : old.value;
        int mc = modCount;
        V v = remappingFunction.apply(key, oldValue);
        if (mc != modCount)
            throw new ConcurrentModificationException();
        if (old != null) {
            if (v != null) {
                old.value = v;
                onAccess(old);
            } else {
                removeNode(hash, key, null, false, true);
            }
        } else if (v != null) {
            insertAtHead(tab, i, binCount, hash, key, v);
            modCount = mc + 1;
            size++;
            onInsert(true);
        }
        return v;
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (value == null || remappingFunction == null)
            throw new NullPointerException();
        int hash = hash(key);
        Node<K, V> old = lookupForUpdate(hash, key);
        Node<K, V>[] tab = lookupTab;
        int i = lookupIndex;
        int binCount = lookupBinCount;
        lookupTab = null;
        if (old == null) {
            insertAtHead(tab, i, binCount, hash, key, value);
            modCount++;
            size++;
            onInsert(true);
            return value;
        }
        V v;
        if (old.value != null) {
            int mc = modCount;
            v = remappingFunction.apply(old.value, value);
            if (mc != modCount)
                throw new ConcurrentModificationException();
        } else {
            v = value;
        }
        if (v != null) {
            old.value = v;
            onAccess(old);
        } else {
            removeNode(hash, key, null, false, true);
        }
        return v;
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null)
            throw new NullPointerException();
        Node<K, V>[] tab = table;
        if (size > 0 && tab != null) {
            int mc = modCount;
            for (int i = 0; i < tab.length; i++)
                for (Node<K, V> e = tab[i]; e != null; e = e.next)
                    action.accept(e.key, e.value);
            if (modCount != mc)
                throw new ConcurrentModificationException();
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null)
            throw new NullPointerException();
        Node<K, V>[] tab = table;
        if (size > 0 && tab != null) {
            int mc = modCount;
            for (int i = 0; i < tab.length; i++)
                for (Node<K, V> e = tab[i]; e != null; e = e.next)
                    e.value = function.apply(e.key, e.value);
            if (modCount != mc)
                throw new ConcurrentModificationException();
        }
    }

    @SuppressWarnings("unchecked")
    public Object clone() {
        HashMap<K, V> result;
        try {
            result = (HashMap<K, V>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
        result.resetForClone();
        result.putAllSized(this, false);
        return result;
    }

    /* ------------------------------------------------------------ */
    // iteration: table order, each bin along its next chain

    abstract class TableIterator {
        Node<K, V> next;
        Node<K, V> current;
        int expectedModCount;
        int index;

        TableIterator() {
            expectedModCount = modCount;
            if (table != null && size > 0)
                advance();
        }

        private void advance() {
            Node<K, V>[] t = table;
            while (index < t.length) {
                Node<K, V> e = t[index++];
                if (e != null) {
                    next = e;
                    return;
                }
            }
        }

        public final boolean hasNext() {
            return next != null;
        }

        final Node<K, V> nextNode() {
            Node<K, V> e = next;
            if (modCount != expectedModCount)
                throw new ConcurrentModificationException();
            if (e == null)
                throw new NoSuchElementException();
            current = e;
            next = e.next;
            if (next == null && table != null)
                advance();
            return e;
        }

        public final void remove() {
            Node<K, V> p = current;
            if (p == null)
                throw new IllegalStateException();
            if (modCount != expectedModCount)
                throw new ConcurrentModificationException();
            current = null;
            removeNode(p.hash, p.key, null, false, false);
            expectedModCount = modCount;
        }
    }

    final class KeyIterator extends TableIterator implements Iterator<K> {
        public final K next() {
            return nextNode().key;
        }
    }

    final class ValueIterator extends TableIterator implements Iterator<V> {
        public final V next() {
            return nextNode().value;
        }
    }

    final class EntryIterator extends TableIterator implements Iterator<Map.Entry<K, V>> {
        public final Map.Entry<K, V> next() {
            return nextNode();
        }
    }

    /* ------------------------------------------------------------ */
    // node factories and callbacks, overridden by LinkedHashMap

    Node<K, V> createNode(int hash, K key, V value, Node<K, V> next) {
        return new Node<K, V>(hash, key, value, next);
    }

    Node<K, V> plainCopyOf(Node<K, V> p, Node<K, V> next) {
        return new Node<K, V>(p.hash, p.key, p.value, next);
    }

    TreeNode<K, V> createTreeNode(int hash, K key, V value, Node<K, V> next) {
        return new TreeNode<K, V>(hash, key, value, next);
    }

    TreeNode<K, V> treeCopyOf(Node<K, V> p, Node<K, V> next) {
        return new TreeNode<K, V>(p.hash, p.key, p.value, next);
    }

    void resetForClone() {
        table = null;
        entrySet = null;
        keySet = null;
        values = null;
        modCount = 0;
        threshold = 0;
        size = 0;
    }

    void onAccess(Node<K, V> p) {
    }

    void onInsert(boolean evict) {
    }

    void onRemove(Node<K, V> p) {
    }

    /* ------------------------------------------------------------ */
    // tree bins

    /** x's class when x is Comparable and its class implements Comparable itself; else null. */
    static Class<?> selfComparableClass(Object x) {
        if (!(x instanceof Comparable))
            return null;
        Class<?> c = x.getClass();
        if (c == String.class)
            return c;
        Class<?>[] interfaces = c.getInterfaces();
        if (interfaces != null)
            for (int i = 0; i < interfaces.length; i++)
                if (interfaces[i] == Comparable.class)
                    return c;
        return null;
    }

    /** k.compareTo(x) if x is of class kc, else 0. */
    @SuppressWarnings({"rawtypes", "unchecked"})
    static int compareIfSameClass(Class<?> kc, Object k, Object x) {
        if (x == null || x.getClass() != kc)
            return 0;
        return ((Comparable) k).compareTo(x);
    }

    /**
     * A node of a tree bin.  The tree is a red-black tree ordered by hash, then by compareTo
     * when both keys are of the same self-comparable class, then by class name and identity
     * hash.  The prev/next links keep chaining all the nodes of the bin, root first.
     */
    static final class TreeNode<K, V> extends LinkedHashMap.Entry<K, V> {
        TreeNode<K, V> parent;
        TreeNode<K, V> left;
        TreeNode<K, V> right;
        TreeNode<K, V> prev;
        boolean red;

        TreeNode(int hash, K key, V val, Node<K, V> next) {
            super(hash, key, val, next);
        }

        final TreeNode<K, V> root() {
            TreeNode<K, V> r = this;
            while (r.parent != null)
                r = r.parent;
            return r;
        }

        /** Unlinks root from its place in the bin's chain and makes it the bin's first node. */
        static <K, V> void rootFirst(Node<K, V>[] tab, TreeNode<K, V> root) {
            if (root == null || tab == null || tab.length == 0)
                return;
            int index = (tab.length - 1) & root.hash;
            TreeNode<K, V> first = (TreeNode<K, V>) tab[index];
            if (root == first)
                return;
            tab[index] = root;
            TreeNode<K, V> before = root.prev;
            Node<K, V> after = root.next;
            if (after != null)
                ((TreeNode<K, V>) after).prev = before;
            if (before != null)
                before.next = after;
            if (first != null)
                first.prev = root;
            root.next = first;
            root.prev = null;
        }

        /** Searches the subtree rooted here for key k with hash h. */
        final TreeNode<K, V> find(int h, Object k, Class<?> kc) {
            TreeNode<K, V> p = this;
            while (p != null) {
                TreeNode<K, V> pl = p.left, pr = p.right;
                if (p.hash > h) {
                    p = pl;
                } else if (p.hash < h) {
                    p = pr;
                } else {
                    K pk = p.key;
                    if (pk == k || (k != null && k.equals(pk)))
                        return p;
                    if (pl == null) {
                        p = pr;
                    } else if (pr == null) {
                        p = pl;
                    } else {
                        if (kc == null)
                            kc = selfComparableClass(k);
                        int dir = (kc != null) ? compareIfSameClass(kc, k, pk) : 0;
                        if (dir != 0) {
                            p = (dir < 0) ? pl : pr;
                        } else {
                            TreeNode<K, V> q = pr.find(h, k, kc);
                            if (q != null)
                                return q;
                            p = pl;
                        }
                    }
                }
            }
            return null;
        }

        final TreeNode<K, V> treeFind(int h, Object k) {
            return root().find(h, k, null);
        }

        /** Orders two keys that have equal hashes and no usable compareTo. */
        static int tieBreak(Object a, Object b) {
            int d = 0;
            if (a != null && b != null)
                d = a.getClass().getName().compareTo(b.getClass().getName());
            if (d == 0)
                d = (System.identityHashCode(a) <= System.identityHashCode(b)) ? -1 : 1;
            return d;
        }

        /** Direction (<= 0: left, > 0: right) of a new key relative to p, when building the tree. */
        private static int insertionDirection(int h, Object k, Class<?>[] kcHolder, TreeNode<?, ?> p) {
            if (p.hash > h)
                return -1;
            if (p.hash < h)
                return 1;
            if (kcHolder[0] == null)
                kcHolder[0] = selfComparableClass(k);
            int dir = 0;
            if (kcHolder[0] != null)
                dir = compareIfSameClass(kcHolder[0], k, p.key);
            if (dir == 0)
                dir = tieBreak(k, p.key);
            return dir;
        }

        /** Builds a tree out of the chain that starts at this node, then puts its root first. */
        final void treeify(Node<K, V>[] tab) {
            TreeNode<K, V> root = null;
            TreeNode<K, V> x = this;
            while (x != null) {
                TreeNode<K, V> nextInChain = (TreeNode<K, V>) x.next;
                x.left = null;
                x.right = null;
                if (root == null) {
                    x.parent = null;
                    x.red = false;
                    root = x;
                } else {
                    Class<?>[] kc = new Class<?>[1];
                    TreeNode<K, V> p = root;
                    for (;;) {
                        int dir = insertionDirection(x.hash, x.key, kc, p);
                        TreeNode<K, V> child = (dir <= 0) ? p.left : p.right;
                        if (child == null) {
                            x.parent = p;
                            if (dir <= 0)
                                p.left = x;
                            else
                                p.right = x;
                            root = fixAfterInsert(root, x);
                            break;
                        }
                        p = child;
                    }
                }
                x = nextInChain;
            }
            rootFirst(tab, root);
        }

        /** Plain nodes for the chain starting here, in chain order. */
        final Node<K, V> toPlainChain(HashMap<K, V> map) {
            Node<K, V> head = null, tail = null;
            for (Node<K, V> q = this; q != null; q = q.next) {
                Node<K, V> p = map.plainCopyOf(q, null);
                if (tail == null)
                    head = p;
                else
                    tail.next = p;
                tail = p;
            }
            return head;
        }

        /** Finds key k in the tree, or inserts it after its tree parent in the chain and returns null. */
        final TreeNode<K, V> treePut(HashMap<K, V> map, Node<K, V>[] tab, int h, K k, V v) {
            Class<?> kc = null;
            boolean searched = false;
            TreeNode<K, V> root = root();
            TreeNode<K, V> p = root;
            for (;;) {
                int dir;
                if (p.hash > h) {
                    dir = -1;
                } else if (p.hash < h) {
                    dir = 1;
                } else {
                    K pk = p.key;
                    if (pk == k || (k != null && k.equals(pk)))
                        return p;
                    if (kc == null)
                        kc = selfComparableClass(k);
                    dir = (kc != null) ? compareIfSameClass(kc, k, pk) : 0;
                    if (dir == 0) {
                        if (!searched) {
                            // the key may be anywhere below p: look in both subtrees once
                            searched = true;
                            TreeNode<K, V> q = null;
                            if (p.left != null)
                                q = p.left.find(h, k, kc);
                            if (q == null && p.right != null)
                                q = p.right.find(h, k, kc);
                            if (q != null)
                                return q;
                        }
                        dir = tieBreak(k, pk);
                    }
                }
                TreeNode<K, V> child = (dir <= 0) ? p.left : p.right;
                if (child == null) {
                    Node<K, V> after = p.next;
                    TreeNode<K, V> x = map.createTreeNode(h, k, v, after);
                    if (dir <= 0)
                        p.left = x;
                    else
                        p.right = x;
                    p.next = x;
                    x.parent = p;
                    x.prev = p;
                    if (after != null)
                        ((TreeNode<K, V>) after).prev = x;
                    rootFirst(tab, fixAfterInsert(root, x));
                    return null;
                }
                p = child;
            }
        }

        /**
         * Removes this node from its tree bin.  A tree that has become small (no right child
         * of the root, or a root whose left child has no left child) turns back into a chain.
         */
        final void treeRemove(HashMap<K, V> map, Node<K, V>[] tab, boolean movable) {
            if (tab == null || tab.length == 0)
                return;
            int index = (tab.length - 1) & hash;
            TreeNode<K, V> first = (TreeNode<K, V>) tab[index];
            TreeNode<K, V> root = first;
            // unlink from the chain
            TreeNode<K, V> succ = (TreeNode<K, V>) next, pred = prev;
            if (pred == null) {
                first = succ;
                tab[index] = succ;
            } else {
                pred.next = succ;
            }
            if (succ != null)
                succ.prev = pred;
            if (first == null)
                return;
            if (root.parent != null)
                root = root.root();
            if (root == null || (movable && (root.right == null || root.left == null || root.left.left == null))) {
                tab[index] = first.toPlainChain(map);
                return;
            }
            // unlink from the tree
            TreeNode<K, V> p = this;
            TreeNode<K, V> replacement;
            if (p.left != null && p.right != null) {
                root = swapWithSuccessor(root, p);
                replacement = (p.right != null) ? p.right : p;
            } else if (p.left != null) {
                replacement = p.left;
            } else if (p.right != null) {
                replacement = p.right;
            } else {
                replacement = p;
            }
            if (replacement != p) {
                TreeNode<K, V> pp = p.parent;
                replacement.parent = pp;
                if (pp == null) {
                    root = replacement;
                    root.red = false;
                } else if (p == pp.left) {
                    pp.left = replacement;
                } else {
                    pp.right = replacement;
                }
                p.left = null;
                p.right = null;
                p.parent = null;
            }
            TreeNode<K, V> newRoot = p.red ? root : fixAfterRemove(root, replacement);
            if (replacement == p) {
                // p is a leaf; it stood in for the missing child during rebalancing
                TreeNode<K, V> pp = p.parent;
                p.parent = null;
                if (pp != null) {
                    if (p == pp.left)
                        pp.left = null;
                    else if (p == pp.right)
                        pp.right = null;
                }
            }
            if (movable)
                rootFirst(tab, newRoot);
        }

        /**
         * p has two children: exchanges the tree positions (and colours) of p and its in-order
         * successor s, so that p ends up with no left child.  Returns the (possibly new) root.
         */
        private static <K, V> TreeNode<K, V> swapWithSuccessor(TreeNode<K, V> root, TreeNode<K, V> p) {
            TreeNode<K, V> pl = p.left, pr = p.right;
            TreeNode<K, V> s = pr;
            while (s.left != null)
                s = s.left;
            boolean sRed = s.red;
            s.red = p.red;
            p.red = sRed;
            TreeNode<K, V> sr = s.right;
            TreeNode<K, V> pp = p.parent;
            if (s == pr) {
                p.parent = s;
                s.right = p;
            } else {
                TreeNode<K, V> sp = s.parent;
                p.parent = sp;
                if (s == sp.left)
                    sp.left = p;
                else
                    sp.right = p;
                s.right = pr;
                pr.parent = s;
            }
            p.left = null;
            p.right = sr;
            if (sr != null)
                sr.parent = p;
            s.left = pl;
            pl.parent = s;
            s.parent = pp;
            if (pp == null)
                root = s;
            else if (p == pp.left)
                pp.left = s;
            else
                pp.right = s;
            return root;
        }

        /** Splits a tree bin between bins index and index + bit of a table twice as long. */
        final void split(HashMap<K, V> map, Node<K, V>[] tab, int index, int bit) {
            TreeNode<K, V> loHead = null, loTail = null, hiHead = null, hiTail = null;
            int loCount = 0, hiCount = 0;
            TreeNode<K, V> e = this;
            while (e != null) {
                TreeNode<K, V> nextInChain = (TreeNode<K, V>) e.next;
                e.next = null;
                if ((e.hash & bit) == 0) {
                    e.prev = loTail;
                    if (loTail == null)
                        loHead = e;
                    else
                        loTail.next = e;
                    loTail = e;
                    loCount++;
                } else {
                    e.prev = hiTail;
                    if (hiTail == null)
                        hiHead = e;
                    else
                        hiTail.next = e;
                    hiTail = e;
                    hiCount++;
                }
                e = nextInChain;
            }
            if (loHead != null) {
                if (loCount <= UNTREEIFY_THRESHOLD) {
                    tab[index] = loHead.toPlainChain(map);
                } else {
                    tab[index] = loHead;
                    if (hiHead != null) // otherwise the old tree is still intact
                        loHead.treeify(tab);
                }
            }
            if (hiHead != null) {
                if (hiCount <= UNTREEIFY_THRESHOLD) {
                    tab[index + bit] = hiHead.toPlainChain(map);
                } else {
                    tab[index + bit] = hiHead;
                    if (loHead != null)
                        hiHead.treeify(tab);
                }
            }
        }

        /* Red-black tree rotations and rebalancing, as in Cormen et al. */

        static <K, V> TreeNode<K, V> rotateLeft(TreeNode<K, V> root, TreeNode<K, V> p) {
            if (p == null || p.right == null)
                return root;
            TreeNode<K, V> r = p.right;
            p.right = r.left;
            if (r.left != null)
                r.left.parent = p;
            TreeNode<K, V> pp = p.parent;
            r.parent = pp;
            if (pp == null) {
                root = r;
                r.red = false;
            } else if (pp.left == p) {
                pp.left = r;
            } else {
                pp.right = r;
            }
            r.left = p;
            p.parent = r;
            return root;
        }

        static <K, V> TreeNode<K, V> rotateRight(TreeNode<K, V> root, TreeNode<K, V> p) {
            if (p == null || p.left == null)
                return root;
            TreeNode<K, V> l = p.left;
            p.left = l.right;
            if (l.right != null)
                l.right.parent = p;
            TreeNode<K, V> pp = p.parent;
            l.parent = pp;
            if (pp == null) {
                root = l;
                l.red = false;
            } else if (pp.right == p) {
                pp.right = l;
            } else {
                pp.left = l;
            }
            l.right = p;
            p.parent = l;
            return root;
        }

        /** Restores the red-black properties after x was linked in as a leaf; returns the root. */
        static <K, V> TreeNode<K, V> fixAfterInsert(TreeNode<K, V> root, TreeNode<K, V> x) {
            x.red = true;
            for (;;) {
                TreeNode<K, V> parent = x.parent;
                if (parent == null) {
                    x.red = false;
                    return x;
                }
                TreeNode<K, V> grand = parent.parent;
                if (!parent.red || grand == null)
                    return root;
                boolean parentIsLeft = (parent == grand.left);
                TreeNode<K, V> uncle = parentIsLeft ? grand.right : grand.left;
                if (uncle != null && uncle.red) {
                    uncle.red = false;
                    parent.red = false;
                    grand.red = true;
                    x = grand;
                    continue;
                }
                if (parentIsLeft) {
                    if (x == parent.right) {
                        x = parent;
                        root = rotateLeft(root, x);
                        parent = x.parent;
                        grand = (parent == null) ? null : parent.parent;
                    }
                    if (parent != null) {
                        parent.red = false;
                        if (grand != null) {
                            grand.red = true;
                            root = rotateRight(root, grand);
                        }
                    }
                } else {
                    if (x == parent.left) {
                        x = parent;
                        root = rotateRight(root, x);
                        parent = x.parent;
                        grand = (parent == null) ? null : parent.parent;
                    }
                    if (parent != null) {
                        parent.red = false;
                        if (grand != null) {
                            grand.red = true;
                            root = rotateLeft(root, grand);
                        }
                    }
                }
            }
        }

        private static boolean isRed(TreeNode<?, ?> n) {
            return n != null && n.red;
        }

        /** Restores the red-black properties after a black node was removed above x; returns the root. */
        static <K, V> TreeNode<K, V> fixAfterRemove(TreeNode<K, V> root, TreeNode<K, V> x) {
            for (;;) {
                if (x == null || x == root)
                    return root;
                TreeNode<K, V> xp = x.parent;
                if (xp == null) {
                    x.red = false;
                    return x;
                }
                if (x.red) {
                    x.red = false;
                    return root;
                }
                if (x == xp.left) {
                    TreeNode<K, V> sib = xp.right;
                    if (isRed(sib)) {
                        sib.red = false;
                        xp.red = true;
                        root = rotateLeft(root, xp);
                        xp = x.parent;
                        sib = (xp == null) ? null : xp.right;
                    }
                    if (sib == null) {
                        x = xp;
                    } else if (!isRed(sib.left) && !isRed(sib.right)) {
                        sib.red = true;
                        x = xp;
                    } else {
                        if (!isRed(sib.right)) {
                            if (sib.left != null)
                                sib.left.red = false;
                            sib.red = true;
                            root = rotateRight(root, sib);
                            xp = x.parent;
                            sib = (xp == null) ? null : xp.right;
                        }
                        if (sib != null) {
                            sib.red = (xp != null) && xp.red;
                            if (sib.right != null)
                                sib.right.red = false;
                        }
                        if (xp != null) {
                            xp.red = false;
                            root = rotateLeft(root, xp);
                        }
                        x = root;
                    }
                } else {
                    TreeNode<K, V> sib = xp.left;
                    if (isRed(sib)) {
                        sib.red = false;
                        xp.red = true;
                        root = rotateRight(root, xp);
                        xp = x.parent;
                        sib = (xp == null) ? null : xp.left;
                    }
                    if (sib == null) {
                        x = xp;
                    } else if (!isRed(sib.left) && !isRed(sib.right)) {
                        sib.red = true;
                        x = xp;
                    } else {
                        if (!isRed(sib.left)) {
                            if (sib.right != null)
                                sib.right.red = false;
                            sib.red = true;
                            root = rotateLeft(root, sib);
                            xp = x.parent;
                            sib = (xp == null) ? null : xp.left;
                        }
                        if (sib != null) {
                            sib.red = (xp != null) && xp.red;
                            if (sib.left != null)
                                sib.left.red = false;
                        }
                        if (xp != null) {
                            xp.red = false;
                            root = rotateRight(root, xp);
                        }
                        x = root;
                    }
                }
            }
        }
    }
}
