package java.util.concurrent;

import java.util.AbstractMap;
import java.util.Collection;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A hash map that is safe for concurrent use.  Reads take no lock; an update locks only the
 * bin it changes (its first node, or the table for an empty bin); resizes run one at a time
 * and move the table bin by bin under each bin's lock (see "Concurrency" below).  It keeps
 * the reference layout so that iteration order matches:
 * <ul>
 * <li>a power-of-two table, allocated on first use (16 by default);</li>
 * <li>bin {@code (h ^ (h >>> 16)) & 0x7fffffff & (length - 1)}; new entries are appended;</li>
 * <li>the table doubles as soon as the size reaches 3/4 of its length; each bin is split by
 *     keeping its longest tail of entries that go to the same half ("last run") and pushing
 *     the earlier entries in front of their half one by one (which reverses them);</li>
 * <li>a bin that grows past 8 entries makes a table shorter than 64 grow (to 8 times its
 *     length, as a presize to twice the length does).  Longer tables keep long bins as
 *     lists, where the reference implementation would use a tree bin (its order then differs).</li>
 * </ul>
 * Iterators are weakly consistent: they never throw ConcurrentModificationException.
 */
public class ConcurrentHashMap<K, V> extends AbstractMap<K, V> implements ConcurrentMap<K, V>, java.io.Serializable {
    private static final long serialVersionUID = 7249069246763182397L;

    private static final int MAXIMUM_CAPACITY = 1 << 30;
    private static final int DEFAULT_CAPACITY = 16;
    private static final float LOAD_FACTOR = 0.75f;
    static final int TREEIFY_THRESHOLD = 8;
    static final int MIN_TREEIFY_CAPACITY = 64;
    static final int HASH_BITS = 0x7fffffff;

    static class Node<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        volatile V val;
        volatile Node<K, V> next;

        Node(int hash, K key, V val) {
            this.hash = hash;
            this.key = key;
            this.val = val;
        }

        Node(int hash, K key, V val, Node<K, V> next) {
            this(hash, key, val);
            this.next = next;
        }

        public final K getKey() {
            return key;
        }

        public final V getValue() {
            return val;
        }

        public final int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public final String toString() {
            return key + "=" + val;
        }

        public final V setValue(V value) {
            throw new UnsupportedOperationException();
        }

        public final boolean equals(Object o) {
            Object k, v, u;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry) && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null && (k == key || k.equals(key))
                    && (v == (u = val) || v.equals(u)));
        }
    }

    /* ---------------- special bin heads ---------------- */

    static final int MOVED = -1;
    static final int RESERVED = -3;

    /** Heads a bin that a resize has moved: look in nextTab instead. */
    static final class ForwardingNode<K, V> extends Node<K, V> {
        final Node<K, V>[] nextTab;

        ForwardingNode(Node<K, V>[] nextTab) {
            super(MOVED, null, null);
            this.nextTab = nextTab;
        }
    }

    /** Holds an empty bin (locked) while compute or computeIfAbsent runs its function. */
    static final class ReservationNode<K, V> extends Node<K, V> {
        ReservationNode() {
            super(RESERVED, null, null);
        }
    }

    static final int spread(int h) {
        return (h ^ (h >>> 16)) & HASH_BITS;
    }

    private static final int tableSizeFor(int c) {
        int n = -1 >>> Integer.numberOfLeadingZeros(c - 1);
        return (n < 0) ? 1 : (n >= MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : n + 1;
    }

    /** The bins; a bin is null, a chain of Nodes, or one of the special nodes below. */
    private transient volatile Node<K, V>[] table;
    /** The table being filled by a resize (non-null from a resize's start to its end). */
    private transient volatile Node<K, V>[] nextTable;
    /** While nextTable != null: bins at and above this index of table are moved already. */
    private transient int transferIndex;
    /** Before allocation: the capacity to allocate (0 = default); afterwards the resize threshold. */
    private transient volatile int sizeCtl;
    private transient LongAdder counter = new LongAdder();
    /** Set by the one thread that allocates or resizes the table. */
    private transient AtomicBoolean resizing = new AtomicBoolean();

    private transient KeySetView<K, V> keySet;
    private transient ValuesView<K, V> values;
    private transient EntrySetView<K, V> entrySet;

    public ConcurrentHashMap() {
    }

    public ConcurrentHashMap(int initialCapacity) {
        this(initialCapacity, LOAD_FACTOR, 1);
    }

    public ConcurrentHashMap(Map<? extends K, ? extends V> m) {
        this.sizeCtl = DEFAULT_CAPACITY;
        putAll(m);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor) {
        this(initialCapacity, loadFactor, 1);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor, int concurrencyLevel) {
        if (!(loadFactor > 0.0f) || initialCapacity < 0 || concurrencyLevel <= 0)
            throw new IllegalArgumentException();
        if (initialCapacity < concurrencyLevel)
            initialCapacity = concurrencyLevel;
        long size = (long) (1.0 + (long) initialCapacity / loadFactor);
        int cap = (size >= (long) MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : tableSizeFor((int) size);
        this.sizeCtl = cap;
    }

    /*
     * Concurrency.  Readers take no lock: they read table (volatile), the bin head (a plain
     * array element, published by a monitor exit) and the chain (volatile next and val).
     * A writer locks the bin it changes: a non-empty bin by its head node's monitor, an
     * empty bin by the table array's monitor, and after locking checks that the head is
     * still the one it read (else it starts over).  Writers never hold two bin locks.
     * Resizes run one at a time (the thread that sets resizing): a resize copies each bin of the old table
     * (high index first) into nextTable under that bin's lock and then leaves a
     * ForwardingNode there, so that readers and writers that meet it go on in the new table;
     * the chains of the old table are never changed by a resize.  A writer calls addCount
     * and treeifyBin (which may resize) only after it has released its bin lock; they skip
     * the resize when another thread is resizing (that thread checks the size again when it
     * is done), so that a mapping function run under a bin lock never waits for a resizer
     * waiting for that bin.  The size is a LongAdder, so that writers do not serialize on it.
     */

    /** Becomes the resizer: at once (returns false if another thread is), or when wait, as soon as possible. */
    private boolean startResize(boolean wait) {
        AtomicBoolean r = resizing;
        while (!r.compareAndSet(false, true)) {
            if (!wait)
                return false;
            Thread.yield();
        }
        return true;
    }

    /* ---------------- serial form ---------------- */

    /**
     * The JDK's serial form keeps the fields of the segmented map of Java 7 (16 empty
     * segments, each a ReentrantLock with a load factor), then the key/value pairs in table
     * order, then two nulls.
     */
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("segments", Segment[].class),
        new java.io.ObjectStreamField("segmentMask", Integer.TYPE),
        new java.io.ObjectStreamField("segmentShift", Integer.TYPE)};

    /** Only in the serial form: a segment of the Java 7 map. */
    static class Segment<K, V> extends java.util.concurrent.locks.ReentrantLock implements java.io.Serializable {
        private static final long serialVersionUID = 2249069246763182397L;
        final float loadFactor;

        Segment(float lf) {
            this.loadFactor = lf;
        }
    }

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        int ssize = 16;
        Segment<?, ?>[] segments = new Segment<?, ?>[ssize];
        for (int i = 0; i < ssize; i++)
            segments[i] = new Segment<K, V>(LOAD_FACTOR);
        java.io.ObjectOutputStream.PutField f = s.putFields();
        f.put("segments", segments);
        f.put("segmentShift", 32 - Integer.numberOfTrailingZeros(ssize));
        f.put("segmentMask", ssize - 1);
        s.writeFields();
        for (Traverser<K, V> it = new Traverser<K, V>(table); it.hasNext();) {
            Node<K, V> p = it.nextNode();
            s.writeObject(p.key);
            s.writeObject(p.val);
        }
        s.writeObject(null);
        s.writeObject(null);
    }

    /**
     * Reads the pairs up to the first null key or value into a table of the JDK's size (the
     * smallest power of two above size / 0.75), each bin in stream order; a key read twice
     * keeps its last value.  Long bins stay lists (see the class comment).
     */
    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        counter = new LongAdder();
        resizing = new AtomicBoolean();
        java.util.ArrayList<Node<K, V>> read = new java.util.ArrayList<Node<K, V>>();
        for (;;) {
            K k = (K) s.readObject();
            V v = (V) s.readObject();
            if (k == null || v == null)
                break;
            read.add(new Node<K, V>(spread(k.hashCode()), k, v));
        }
        int size = read.size();
        if (size == 0) {
            sizeCtl = 0;
            return;
        }
        long ts = (long) (1.0 + size / LOAD_FACTOR);
        int n = (ts >= (long) MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : tableSizeFor((int) ts);
        Node<K, V>[] tab = (Node<K, V>[]) new Node<?, ?>[n];
        long added = 0;
        for (int i = size - 1; i >= 0; i--) {
            Node<K, V> p = read.get(i);
            int j = p.hash & (n - 1);
            Node<K, V> first = tab[j];
            boolean fresh = true;
            for (Node<K, V> q = first; q != null; q = q.next) {
                if (q.hash == p.hash && (q.key == p.key || p.key.equals(q.key))) {
                    fresh = false;
                    break;
                }
            }
            if (fresh) {
                p.next = first;
                tab[j] = p;
                added++;
            }
        }
        table = tab;
        sizeCtl = n - (n >>> 2);
        counter.add(added);
    }

    @SuppressWarnings("unchecked")
    private Node<K, V>[] initTable() {
        startResize(true);
        try {
            Node<K, V>[] tab = table;
            if (tab == null || tab.length == 0) {
                int sc = sizeCtl;
                int n = (sc > 0) ? sc : DEFAULT_CAPACITY;
                tab = (Node<K, V>[]) new Node<?, ?>[n];
                sizeCtl = n - (n >>> 2);
                table = tab;
            }
            return tab;
        } finally {
            resizing.set(false);
        }
    }

    /**
     * Doubles the table (caller is the resizer).  A resize stopped by an exception (a
     * "Recursive update" met in a bin) resumes where it stopped on the next call.
     */
    @SuppressWarnings("unchecked")
    private void transfer() {
        Node<K, V>[] tab = table;
        int n = tab.length;
        Node<K, V>[] nextTab = nextTable;
        if (nextTab == null) {
            nextTab = (Node<K, V>[]) new Node<?, ?>[n << 1];
            transferIndex = n;
            nextTable = nextTab;
        }
        ForwardingNode<K, V> fwd = new ForwardingNode<K, V>(nextTab);
        while (transferIndex > 0) {
            int i = transferIndex - 1;
            moveBin(tab, nextTab, fwd, i, n);
            transferIndex = i;
        }
        sizeCtl = (n << 1) - (n >>> 1);
        table = nextTab;
        nextTable = null;
    }

    /** Copies bin i of tab (length n) into nextTab and forwards it. */
    private static <K, V> void moveBin(Node<K, V>[] tab, Node<K, V>[] nextTab, ForwardingNode<K, V> fwd, int i,
            int n) {
        for (;;) {
            Node<K, V> f = tab[i];
            if (f == null) {
                synchronized (tab) {
                    if (tab[i] == null) {
                        tab[i] = fwd;
                        return;
                    }
                }
                continue;
            }
            synchronized (f) {
                if (tab[i] != f)
                    continue;
                if (f.hash == RESERVED) // this thread's own compute is running in that bin
                    throw new IllegalStateException("Recursive update");
                // the longest tail whose entries all go to the same half is moved as is
                int runBit = f.hash & n;
                Node<K, V> lastRun = f;
                for (Node<K, V> p = f.next; p != null; p = p.next) {
                    int b = p.hash & n;
                    if (b != runBit) {
                        runBit = b;
                        lastRun = p;
                    }
                }
                Node<K, V> ln, hn;
                if (runBit == 0) {
                    ln = lastRun;
                    hn = null;
                } else {
                    hn = lastRun;
                    ln = null;
                }
                // the entries before it are copied, each pushed in front of its half
                for (Node<K, V> p = f; p != lastRun; p = p.next) {
                    if ((p.hash & n) == 0)
                        ln = new Node<K, V>(p.hash, p.key, p.val, ln);
                    else
                        hn = new Node<K, V>(p.hash, p.key, p.val, hn);
                }
                nextTab[i] = ln;
                nextTab[i + n] = hn;
                tab[i] = fwd;
                return;
            }
        }
    }

    /** Grows the table (or sizes the first one) for about size entries. */
    @SuppressWarnings("unchecked")
    private void tryPresize(int size, boolean wait) {
        int c = (size >= (MAXIMUM_CAPACITY >>> 1)) ? MAXIMUM_CAPACITY : tableSizeFor(size + (size >>> 1) + 1);
        if (!startResize(wait))
            return;
        try {
            if (nextTable != null)
                transfer();
            for (;;) {
                int sc = sizeCtl;
                Node<K, V>[] tab = table;
                if (tab == null || tab.length == 0) {
                    int n = (sc > c) ? sc : c;
                    Node<K, V>[] nt = (Node<K, V>[]) new Node<?, ?>[n];
                    sizeCtl = n - (n >>> 2);
                    table = nt;
                } else if (c <= sc || tab.length >= MAXIMUM_CAPACITY) {
                    break;
                } else {
                    transfer();
                }
            }
        } finally {
            resizing.set(false);
        }
    }

    private void treeifyBin(Node<K, V>[] tab, int index) {
        if (tab != null && tab.length < MIN_TREEIFY_CAPACITY)
            tryPresize(tab.length << 1, false);
    }

    /** Adds x to the count; when check >= 0, grows the table while the count has reached sizeCtl. */
    private void addCount(long x, int check) {
        LongAdder c = counter;
        c.add(x);
        while (check >= 0 && c.sum() >= sizeCtl && startResize(false)) {
            try {
                Node<K, V>[] tab;
                if (nextTable != null)
                    transfer();
                while (c.sum() >= sizeCtl && (tab = table) != null && tab.length < MAXIMUM_CAPACITY)
                    transfer();
            } finally {
                resizing.set(false);
            }
        }
    }

    /* ---------------- basic operations ---------------- */

    public int size() {
        long n = counter.sum();
        return (n < 0L) ? 0 : (n > (long) Integer.MAX_VALUE) ? Integer.MAX_VALUE : (int) n;
    }

    public boolean isEmpty() {
        return counter.sum() <= 0L;
    }

    public long mappingCount() {
        return Math.max(counter.sum(), 0L);
    }

    public V get(Object key) {
        int h = spread(key.hashCode());
        Node<K, V>[] tab = table;
        while (tab != null && tab.length > 0) {
            Node<K, V> e = tab[(tab.length - 1) & h];
            if (e != null && e.hash < 0) {
                if (e.hash != MOVED)
                    return null;
                tab = ((ForwardingNode<K, V>) e).nextTab;
                continue;
            }
            for (; e != null; e = e.next) {
                K ek;
                if (e.hash == h && ((ek = e.key) == key || key.equals(ek)))
                    return e.val;
            }
            return null;
        }
        return null;
    }

    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    public boolean containsValue(Object value) {
        if (value == null)
            throw new NullPointerException();
        for (Traverser<K, V> it = new Traverser<K, V>(table); it.hasNext();) {
            V v = it.nextNode().val;
            if (v == value || value.equals(v))
                return true;
        }
        return false;
    }

    public V put(K key, V value) {
        return putVal(key, value, false);
    }

    final V putVal(K key, V value, boolean onlyIfAbsent) {
        if (key == null || value == null)
            throw new NullPointerException();
        int hash = spread(key.hashCode());
        int binCount = 0;
        Node<K, V>[] tab = table;
        for (;;) {
            if (tab == null || tab.length == 0) {
                tab = initTable();
                continue;
            }
            int i = (tab.length - 1) & hash;
            Node<K, V> f = tab[i];
            if (f == null) {
                synchronized (tab) {
                    if (tab[i] != null)
                        continue;
                    tab[i] = new Node<K, V>(hash, key, value);
                }
                break;
            }
            if (f.hash == MOVED) {
                tab = ((ForwardingNode<K, V>) f).nextTab;
                continue;
            }
            V oldVal = null;
            synchronized (f) {
                if (tab[i] != f)
                    continue;
                if (f.hash == RESERVED)
                    throw new IllegalStateException("Recursive update");
                binCount = 1;
                for (Node<K, V> e = f;; ++binCount) {
                    K ek;
                    if (e.hash == hash && ((ek = e.key) == key || key.equals(ek))) {
                        oldVal = e.val;
                        if (!onlyIfAbsent)
                            e.val = value;
                        break;
                    }
                    Node<K, V> pred = e;
                    if ((e = e.next) == null) {
                        pred.next = new Node<K, V>(hash, key, value);
                        break;
                    }
                }
            }
            if (binCount >= TREEIFY_THRESHOLD)
                treeifyBin(tab, i);
            if (oldVal != null)
                return oldVal;
            break;
        }
        addCount(1L, binCount);
        return null;
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        tryPresize(m.size(), true);
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet())
            putVal(e.getKey(), e.getValue(), false);
    }

    public V remove(Object key) {
        return replaceNode(key, null, null);
    }

    /** Replaces (value != null) or removes the entry for key, if its value is cv (when cv != null). */
    final V replaceNode(Object key, V value, Object cv) {
        int hash = spread(key.hashCode());
        Node<K, V>[] tab = table;
        for (;;) {
            if (tab == null || tab.length == 0)
                return null;
            int i = (tab.length - 1) & hash;
            Node<K, V> f = tab[i];
            if (f == null)
                return null;
            if (f.hash == MOVED) {
                tab = ((ForwardingNode<K, V>) f).nextTab;
                continue;
            }
            V result = null;
            boolean removed = false;
            synchronized (f) {
                if (tab[i] != f)
                    continue;
                if (f.hash == RESERVED)
                    throw new IllegalStateException("Recursive update");
                Node<K, V> pred = null;
                for (Node<K, V> e = f; e != null; pred = e, e = e.next) {
                    K ek;
                    if (e.hash == hash && ((ek = e.key) == key || (ek != null && key.equals(ek)))) {
                        V ev = e.val;
                        if (cv == null || cv == ev || (ev != null && cv.equals(ev))) {
                            result = ev;
                            if (value != null) {
                                e.val = value;
                            } else {
                                removed = true;
                                if (pred != null)
                                    pred.next = e.next;
                                else
                                    tab[i] = e.next;
                            }
                        }
                        break;
                    }
                }
            }
            if (removed)
                addCount(-1L, -1);
            return result;
        }
    }

    public void clear() {
        long delta = 0;
        Node<K, V>[] tab = table;
        if (tab == null)
            return;
        for (int i = 0; i < tab.length; i++)
            delta += clearBin(tab, i);
        if (delta != 0L)
            addCount(delta, -1);
    }

    /** Empties bin i of tab (following a resize that moved it); returns minus the entries removed. */
    private static <K, V> long clearBin(Node<K, V>[] tab, int i) {
        for (;;) {
            Node<K, V> f = tab[i];
            if (f == null || f.hash == RESERVED) // empty, or a compute runs there
                return 0L;
            if (f.hash == MOVED) {
                Node<K, V>[] nt = ((ForwardingNode<K, V>) f).nextTab;
                return clearBin(nt, i) + clearBin(nt, i + tab.length);
            }
            synchronized (f) {
                if (tab[i] != f)
                    continue;
                long delta = 0;
                for (Node<K, V> p = f; p != null; p = p.next)
                    --delta;
                tab[i] = null;
                return delta;
            }
        }
    }

    public KeySetView<K, V> keySet() {
        KeySetView<K, V> ks = keySet;
        return (ks != null) ? ks : (keySet = new KeySetView<K, V>(this, null));
    }

    public Collection<V> values() {
        ValuesView<K, V> vs = values;
        return (vs != null) ? vs : (values = new ValuesView<K, V>(this));
    }

    public Set<Map.Entry<K, V>> entrySet() {
        EntrySetView<K, V> es = entrySet;
        return (es != null) ? es : (entrySet = new EntrySetView<K, V>(this));
    }

    public int hashCode() {
        int h = 0;
        for (Traverser<K, V> it = new Traverser<K, V>(table); it.hasNext();) {
            Node<K, V> p = it.nextNode();
            h += p.key.hashCode() ^ p.val.hashCode();
        }
        return h;
    }

    public String toString() {
        Traverser<K, V> it = new Traverser<K, V>(table);
        StringBuilder sb = new StringBuilder();
        sb.append('{');
        if (it.hasNext()) {
            for (;;) {
                Node<K, V> p = it.nextNode();
                K k = p.key;
                V v = p.val;
                sb.append(k == this ? "(this Map)" : k);
                sb.append('=');
                sb.append(v == this ? "(this Map)" : v);
                if (!it.hasNext())
                    break;
                sb.append(',').append(' ');
            }
        }
        return sb.append('}').toString();
    }

    public boolean equals(Object o) {
        if (o != this) {
            if (!(o instanceof Map))
                return false;
            Map<?, ?> m = (Map<?, ?>) o;
            for (Traverser<K, V> it = new Traverser<K, V>(table); it.hasNext();) {
                Node<K, V> p = it.nextNode();
                V val = p.val;
                Object v = m.get(p.key);
                if (v == null || (v != val && !v.equals(val)))
                    return false;
            }
            for (Map.Entry<?, ?> e : m.entrySet()) {
                Object mk, mv, v;
                if ((mk = e.getKey()) == null || (mv = e.getValue()) == null || (v = get(mk)) == null
                        || (mv != v && !mv.equals(v)))
                    return false;
            }
        }
        return true;
    }

    /* ---------------- ConcurrentMap / Map defaults ---------------- */

    public V putIfAbsent(K key, V value) {
        return putVal(key, value, true);
    }

    public boolean remove(Object key, Object value) {
        if (key == null)
            throw new NullPointerException();
        return value != null && replaceNode(key, null, value) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null)
            throw new NullPointerException();
        return replaceNode(key, newValue, oldValue) != null;
    }

    public V replace(K key, V value) {
        if (key == null || value == null)
            throw new NullPointerException();
        return replaceNode(key, value, null);
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return (v == null) ? defaultValue : v;
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null)
            throw new NullPointerException();
        for (Traverser<K, V> it = new Traverser<K, V>(table); it.hasNext();) {
            Node<K, V> p = it.nextNode();
            action.accept(p.key, p.val);
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null)
            throw new NullPointerException();
        for (Traverser<K, V> it = new Traverser<K, V>(table); it.hasNext();) {
            Node<K, V> p = it.nextNode();
            V oldValue = p.val;
            for (K key = p.key;;) {
                V newValue = function.apply(key, oldValue);
                if (newValue == null)
                    throw new NullPointerException();
                if (replaceNode(key, newValue, oldValue) != null || (oldValue = get(key)) == null)
                    break;
            }
        }
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (key == null || mappingFunction == null)
            throw new NullPointerException();
        int h = spread(key.hashCode());
        Node<K, V>[] tab = table;
        V val;
        int binCount;
        for (;;) {
            if (tab == null || tab.length == 0) {
                tab = initTable();
                continue;
            }
            int i = (tab.length - 1) & h;
            Node<K, V> f = tab[i];
            if (f == null) {
                Node<K, V> r = new ReservationNode<K, V>();
                synchronized (r) {
                    synchronized (tab) {
                        if (tab[i] != null)
                            continue;
                        tab[i] = r;
                    }
                    binCount = 1;
                    val = null;
                    Node<K, V> node = null;
                    try {
                        if ((val = mappingFunction.apply(key)) != null)
                            node = new Node<K, V>(h, key, val);
                    } finally {
                        tab[i] = node;
                    }
                }
                if (val == null)
                    return null;
                break;
            }
            if (f.hash == MOVED) {
                tab = ((ForwardingNode<K, V>) f).nextTab;
                continue;
            }
            boolean added = false;
            val = null;
            binCount = 1;
            synchronized (f) {
                if (tab[i] != f)
                    continue;
                if (f.hash == RESERVED)
                    throw new IllegalStateException("Recursive update");
                for (Node<K, V> e = f;; ++binCount) {
                    K ek;
                    if (e.hash == h && ((ek = e.key) == key || key.equals(ek))) {
                        val = e.val;
                        break;
                    }
                    Node<K, V> pred = e;
                    if ((e = e.next) == null) {
                        if ((val = mappingFunction.apply(key)) != null) {
                            if (pred.next != null || tab[i] != f) // (a resize of this bin replaces f)
                                throw new IllegalStateException("Recursive update");
                            added = true;
                            pred.next = new Node<K, V>(h, key, val);
                        }
                        break;
                    }
                }
            }
            if (binCount >= TREEIFY_THRESHOLD)
                treeifyBin(tab, i);
            if (!added)
                return val;
            break;
        }
        addCount(1L, binCount);
        return val;
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null)
            throw new NullPointerException();
        int h = spread(key.hashCode());
        Node<K, V>[] tab = table;
        for (;;) {
            if (tab == null || tab.length == 0)
                return null;
            int i = (tab.length - 1) & h;
            Node<K, V> f = tab[i];
            if (f == null)
                return null;
            if (f.hash == MOVED) {
                tab = ((ForwardingNode<K, V>) f).nextTab;
                continue;
            }
            int binCount = 0;
            boolean removed = false;
            V val = null;
            synchronized (f) {
                if (tab[i] != f)
                    continue;
                if (f.hash == RESERVED)
                    throw new IllegalStateException("Recursive update");
                Node<K, V> pred = null;
                for (Node<K, V> e = f; e != null; pred = e, e = e.next) {
                    ++binCount;
                    K ek;
                    if (e.hash == h && ((ek = e.key) == key || key.equals(ek))) {
                        val = remappingFunction.apply(key, e.val);
                        if (val != null) {
                            e.val = val;
                        } else {
                            removed = true;
                            if (pred != null)
                                pred.next = e.next;
                            else
                                tab[i] = e.next;
                        }
                        break;
                    }
                }
            }
            if (removed)
                addCount(-1L, binCount);
            return val;
        }
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null)
            throw new NullPointerException();
        int h = spread(key.hashCode());
        Node<K, V>[] tab = table;
        V val;
        int delta = 0;
        int binCount;
        for (;;) {
            if (tab == null || tab.length == 0) {
                tab = initTable();
                continue;
            }
            int i = (tab.length - 1) & h;
            Node<K, V> f = tab[i];
            if (f == null) {
                Node<K, V> r = new ReservationNode<K, V>();
                synchronized (r) {
                    synchronized (tab) {
                        if (tab[i] != null)
                            continue;
                        tab[i] = r;
                    }
                    binCount = 1;
                    val = null;
                    Node<K, V> node = null;
                    try {
                        if ((val = remappingFunction.apply(key, null)) != null) {
                            delta = 1;
                            node = new Node<K, V>(h, key, val);
                        }
                    } finally {
                        tab[i] = node;
                    }
                }
                break;
            }
            if (f.hash == MOVED) {
                tab = ((ForwardingNode<K, V>) f).nextTab;
                continue;
            }
            val = null;
            binCount = 1;
            synchronized (f) {
                if (tab[i] != f)
                    continue;
                if (f.hash == RESERVED)
                    throw new IllegalStateException("Recursive update");
                Node<K, V> pred = null;
                for (Node<K, V> e = f;; ++binCount) {
                    K ek;
                    if (e.hash == h && ((ek = e.key) == key || key.equals(ek))) {
                        val = remappingFunction.apply(key, e.val);
                        if (val != null) {
                            e.val = val;
                        } else {
                            delta = -1;
                            Node<K, V> en = e.next;
                            if (pred != null)
                                pred.next = en;
                            else
                                tab[i] = en;
                        }
                        break;
                    }
                    pred = e;
                    if ((e = e.next) == null) {
                        val = remappingFunction.apply(key, null);
                        if (val != null) {
                            if (pred.next != null || tab[i] != f) // (a resize of this bin replaces f)
                                throw new IllegalStateException("Recursive update");
                            delta = 1;
                            pred.next = new Node<K, V>(h, key, val);
                        }
                        break;
                    }
                }
            }
            if (binCount >= TREEIFY_THRESHOLD)
                treeifyBin(tab, i);
            break;
        }
        if (delta != 0)
            addCount((long) delta, binCount);
        return val;
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (key == null || value == null || remappingFunction == null)
            throw new NullPointerException();
        int h = spread(key.hashCode());
        Node<K, V>[] tab = table;
        V val;
        int delta = 0;
        int binCount = 0;
        for (;;) {
            if (tab == null || tab.length == 0) {
                tab = initTable();
                continue;
            }
            int i = (tab.length - 1) & h;
            Node<K, V> f = tab[i];
            if (f == null) {
                synchronized (tab) {
                    if (tab[i] != null)
                        continue;
                    tab[i] = new Node<K, V>(h, key, value);
                }
                delta = 1;
                val = value;
                break;
            }
            if (f.hash == MOVED) {
                tab = ((ForwardingNode<K, V>) f).nextTab;
                continue;
            }
            val = null;
            binCount = 1;
            synchronized (f) {
                if (tab[i] != f)
                    continue;
                if (f.hash == RESERVED)
                    throw new IllegalStateException("Recursive update");
                Node<K, V> pred = null;
                for (Node<K, V> e = f;; ++binCount) {
                    K ek;
                    if (e.hash == h && ((ek = e.key) == key || key.equals(ek))) {
                        val = remappingFunction.apply(e.val, value);
                        if (val != null) {
                            e.val = val;
                        } else {
                            delta = -1;
                            Node<K, V> en = e.next;
                            if (pred != null)
                                pred.next = en;
                            else
                                tab[i] = en;
                        }
                        break;
                    }
                    pred = e;
                    if ((e = e.next) == null) {
                        delta = 1;
                        val = value;
                        pred.next = new Node<K, V>(h, key, val);
                        break;
                    }
                }
            }
            if (binCount >= TREEIFY_THRESHOLD)
                treeifyBin(tab, i);
            break;
        }
        if (delta != 0)
            addCount((long) delta, binCount);
        return val;
    }

    /* ---------------- legacy ---------------- */

    public boolean contains(Object value) {
        return containsValue(value);
    }

    public Enumeration<K> keys() {
        final Traverser<K, V> it = new Traverser<K, V>(table);
        return new Enumeration<K>() {
            public boolean hasMoreElements() {
                return it.hasNext();
            }

            public K nextElement() {
                return it.nextNode().key;
            }
        };
    }

    public Enumeration<V> elements() {
        final Traverser<K, V> it = new Traverser<K, V>(table);
        return new Enumeration<V>() {
            public boolean hasMoreElements() {
                return it.hasNext();
            }

            public V nextElement() {
                return it.nextNode().val;
            }
        };
    }

    public static <K> KeySetView<K, Boolean> newKeySet() {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(), Boolean.TRUE);
    }

    public static <K> KeySetView<K, Boolean> newKeySet(int initialCapacity) {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(initialCapacity), Boolean.TRUE);
    }

    public KeySetView<K, V> keySet(V mappedValue) {
        if (mappedValue == null)
            throw new NullPointerException();
        return new KeySetView<K, V>(this, mappedValue);
    }

    /* ---------------- traversal ---------------- */

    /** Walks a table snapshot bin by bin, each bin along its chain. */
    static class Traverser<K, V> {
        final Node<K, V>[] tab;
        Node<K, V> next;
        int index;
        /** The entries of a bin that a resize had moved when it was reached, or null. */
        java.util.ArrayList<Node<K, V>> moved;
        int movedPos;

        Traverser(Node<K, V>[] tab) {
            this.tab = tab;
            advance();
        }

        private void advance() {
            if (moved != null) {
                if (movedPos < moved.size()) {
                    next = moved.get(movedPos++);
                    return;
                }
                moved = null;
                next = null;
            } else if (next != null) {
                next = next.next;
                if (next != null)
                    return;
            }
            while (tab != null && index < tab.length) {
                Node<K, V> f = tab[index];
                if (f != null && f.hash < 0) {
                    if (f.hash == MOVED) {
                        java.util.ArrayList<Node<K, V>> list = new java.util.ArrayList<Node<K, V>>();
                        collect(tab, index, list);
                        index++;
                        if (!list.isEmpty()) {
                            moved = list;
                            movedPos = 1;
                            next = list.get(0);
                            return;
                        }
                    } else {
                        index++;
                    }
                    continue;
                }
                index++;
                if (f != null) {
                    next = f;
                    return;
                }
            }
            next = null;
        }

        /** Adds the entries now in bin i of t, following resizes. */
        private static <K, V> void collect(Node<K, V>[] t, int i, java.util.ArrayList<Node<K, V>> out) {
            Node<K, V> f = t[i];
            if (f != null && f.hash < 0) {
                if (f.hash == MOVED) {
                    Node<K, V>[] nt = ((ForwardingNode<K, V>) f).nextTab;
                    collect(nt, i, out);
                    collect(nt, i + t.length, out);
                }
                return;
            }
            for (; f != null; f = f.next)
                out.add(f);
        }


        public final boolean hasNext() {
            return next != null;
        }

        final Node<K, V> nextNode() {
            Node<K, V> e = next;
            if (e == null)
                throw new NoSuchElementException();
            advance();
            return e;
        }
    }

    /** what: 0 keys, 1 values, 2 entries. */
    static final class BaseIterator<K, V, T> extends Traverser<K, V> implements Iterator<T>, Enumeration<T> {
        final ConcurrentHashMap<K, V> map;
        final int what;
        Node<K, V> lastReturned;

        BaseIterator(ConcurrentHashMap<K, V> map, int what) {
            super(map.table);
            this.map = map;
            this.what = what;
        }

        @SuppressWarnings("unchecked")
        public T next() {
            Node<K, V> p = nextNode();
            lastReturned = p;
            if (what == 0)
                return (T) p.key;
            if (what == 1)
                return (T) p.val;
            return (T) new MapEntry<K, V>(p.key, p.val, map);
        }

        public void remove() {
            Node<K, V> p = lastReturned;
            if (p == null)
                throw new IllegalStateException();
            lastReturned = null;
            map.replaceNode(p.key, null, null);
        }

        public boolean hasMoreElements() {
            return hasNext();
        }

        public T nextElement() {
            return next();
        }
    }

    /** An entry handed out by iterators; setValue writes through to the map. */
    static final class MapEntry<K, V> implements Map.Entry<K, V> {
        final K key;
        V val;
        final ConcurrentHashMap<K, V> map;

        MapEntry(K key, V val, ConcurrentHashMap<K, V> map) {
            this.key = key;
            this.val = val;
            this.map = map;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return val;
        }

        public int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public String toString() {
            return key + "=" + val;
        }

        public boolean equals(Object o) {
            Object k, v;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry) && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null && (k == key || k.equals(key)) && (v == val || v.equals(val)));
        }

        public V setValue(V value) {
            if (value == null)
                throw new NullPointerException();
            V v = val;
            val = value;
            map.put(key, value);
            return v;
        }
    }

    /* ---------------- views ---------------- */

    abstract static class CollectionView<K, V, E> implements Collection<E>, java.io.Serializable {
        private static final long serialVersionUID = 7249069246763182397L;
        final ConcurrentHashMap<K, V> map;

        CollectionView(ConcurrentHashMap<K, V> map) {
            this.map = map;
        }

        public ConcurrentHashMap<K, V> getMap() {
            return map;
        }

        public final void clear() {
            map.clear();
        }

        public final int size() {
            return map.size();
        }

        public final boolean isEmpty() {
            return map.isEmpty();
        }

        public abstract Iterator<E> iterator();

        public abstract boolean contains(Object o);

        public abstract boolean remove(Object o);

        public final Object[] toArray() {
            java.util.ArrayList<E> list = new java.util.ArrayList<E>();
            for (E e : this)
                list.add(e);
            return list.toArray();
        }

        public final <T> T[] toArray(T[] a) {
            java.util.ArrayList<E> list = new java.util.ArrayList<E>();
            for (E e : this)
                list.add(e);
            return list.toArray(a);
        }

        public final String toString() {
            StringBuilder sb = new StringBuilder();
            sb.append('[');
            Iterator<E> it = iterator();
            if (it.hasNext()) {
                for (;;) {
                    Object e = it.next();
                    sb.append(e == this ? "(this Collection)" : e);
                    if (!it.hasNext())
                        break;
                    sb.append(',').append(' ');
                }
            }
            return sb.append(']').toString();
        }

        public final boolean containsAll(Collection<?> c) {
            if (c != this) {
                for (Object e : c) {
                    if (e == null || !contains(e))
                        return false;
                }
            }
            return true;
        }

        public boolean removeAll(Collection<?> c) {
            if (c == null)
                throw new NullPointerException();
            boolean modified = false;
            for (Iterator<E> it = iterator(); it.hasNext();) {
                if (c.contains(it.next())) {
                    it.remove();
                    modified = true;
                }
            }
            return modified;
        }

        public final boolean retainAll(Collection<?> c) {
            if (c == null)
                throw new NullPointerException();
            boolean modified = false;
            for (Iterator<E> it = iterator(); it.hasNext();) {
                if (!c.contains(it.next())) {
                    it.remove();
                    modified = true;
                }
            }
            return modified;
        }
    }

    public static class KeySetView<K, V> extends CollectionView<K, V, K> implements Set<K>, java.io.Serializable {
        private static final long serialVersionUID = 7249069246763182397L;
        private final V value;

        KeySetView(ConcurrentHashMap<K, V> map, V value) {
            super(map);
            this.value = value;
        }

        public V getMappedValue() {
            return value;
        }

        public boolean contains(Object o) {
            return map.containsKey(o);
        }

        public boolean remove(Object o) {
            return map.remove(o) != null;
        }

        public Iterator<K> iterator() {
            return new BaseIterator<K, V, K>(map, 0);
        }

        public boolean add(K e) {
            V v;
            if ((v = value) == null)
                throw new UnsupportedOperationException();
            return map.putVal(e, v, true) == null;
        }

        public boolean addAll(Collection<? extends K> c) {
            boolean added = false;
            V v;
            if ((v = value) == null)
                throw new UnsupportedOperationException();
            for (K e : c) {
                if (map.putVal(e, v, true) == null)
                    added = true;
            }
            return added;
        }

        public int hashCode() {
            int h = 0;
            for (K e : this)
                h += e.hashCode();
            return h;
        }

        public boolean equals(Object o) {
            Set<?> c;
            return ((o instanceof Set) && ((c = (Set<?>) o) == this || (containsAll(c) && c.containsAll(this))));
        }

        public void forEach(Consumer<? super K> action) {
            if (action == null)
                throw new NullPointerException();
            for (Traverser<K, V> it = new Traverser<K, V>(map.table); it.hasNext();)
                action.accept(it.nextNode().key);
        }
    }

    static final class ValuesView<K, V> extends CollectionView<K, V, V> implements Collection<V>, java.io.Serializable {
        private static final long serialVersionUID = 2249069246763182397L;

        ValuesView(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public final boolean contains(Object o) {
            return map.containsValue(o);
        }

        public final boolean remove(Object o) {
            if (o != null) {
                for (Iterator<V> it = iterator(); it.hasNext();) {
                    if (o.equals(it.next())) {
                        it.remove();
                        return true;
                    }
                }
            }
            return false;
        }

        public final Iterator<V> iterator() {
            return new BaseIterator<K, V, V>(map, 1);
        }

        public final boolean add(V e) {
            throw new UnsupportedOperationException();
        }

        public final boolean addAll(Collection<? extends V> c) {
            throw new UnsupportedOperationException();
        }

        public boolean removeIf(Predicate<? super V> filter) {
            if (filter == null)
                throw new NullPointerException();
            boolean removed = false;
            for (Iterator<V> it = iterator(); it.hasNext();) {
                if (filter.test(it.next())) {
                    it.remove();
                    removed = true;
                }
            }
            return removed;
        }

        public void forEach(Consumer<? super V> action) {
            if (action == null)
                throw new NullPointerException();
            for (Traverser<K, V> it = new Traverser<K, V>(map.table); it.hasNext();)
                action.accept(it.nextNode().val);
        }
    }

    static final class EntrySetView<K, V> extends CollectionView<K, V, Map.Entry<K, V>>
            implements Set<Map.Entry<K, V>>, java.io.Serializable {
        private static final long serialVersionUID = 2249069246763182397L;

        EntrySetView(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public boolean contains(Object o) {
            Object k, v, r;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry) && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (r = map.get(k)) != null && (v = e.getValue()) != null && (v == r || v.equals(r)));
        }

        public boolean remove(Object o) {
            Object k, v;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry) && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null && map.remove(k, v));
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            return new BaseIterator<K, V, Map.Entry<K, V>>(map, 2);
        }

        public boolean add(Map.Entry<K, V> e) {
            return map.putVal(e.getKey(), e.getValue(), false) == null;
        }

        public boolean addAll(Collection<? extends Map.Entry<K, V>> c) {
            boolean added = false;
            for (Map.Entry<K, V> e : c) {
                if (add(e))
                    added = true;
            }
            return added;
        }

        public boolean removeIf(Predicate<? super Map.Entry<K, V>> filter) {
            if (filter == null)
                throw new NullPointerException();
            boolean removed = false;
            for (Iterator<Map.Entry<K, V>> it = iterator(); it.hasNext();) {
                Map.Entry<K, V> e = it.next();
                if (filter.test(e) && map.remove(e.getKey(), e.getValue()))
                    removed = true;
            }
            return removed;
        }

        public final int hashCode() {
            int h = 0;
            for (Traverser<K, V> it = new Traverser<K, V>(map.table); it.hasNext();) {
                Node<K, V> p = it.nextNode();
                h += p.hashCode();
            }
            return h;
        }

        public final boolean equals(Object o) {
            Set<?> c;
            return ((o instanceof Set) && ((c = (Set<?>) o) == this || (containsAll(c) && c.containsAll(this))));
        }

        public void forEach(Consumer<? super Map.Entry<K, V>> action) {
            if (action == null)
                throw new NullPointerException();
            for (Traverser<K, V> it = new Traverser<K, V>(map.table); it.hasNext();) {
                Node<K, V> p = it.nextNode();
                action.accept(new MapEntry<K, V>(p.key, p.val, map));
            }
        }
    }
}
