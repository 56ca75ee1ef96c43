package java.util.concurrent;

import java.util.Comparator;
import java.util.Map;
import java.util.NavigableMap;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A thread-safe sorted map.  Not a skip list here: the entries are a TreeMap and every
 * operation holds its monitor (see LockedNavigableMap), so operations are atomic and
 * linearizable but do not run in parallel; iterators walk snapshots.  Null keys and values
 * are refused, as the JDK's are.
 */
public class ConcurrentSkipListMap<K, V> extends LockedNavigableMap<K, V> implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = -8627078645895051609L;

    private TreeMap<K, V> tree;

    public ConcurrentSkipListMap() {
        tree = new TreeMap<K, V>();
    }

    public ConcurrentSkipListMap(Comparator<? super K> comparator) {
        tree = new TreeMap<K, V>(comparator);
    }

    public ConcurrentSkipListMap(Map<? extends K, ? extends V> m) {
        tree = new TreeMap<K, V>();
        putAll(m);
    }

    public ConcurrentSkipListMap(SortedMap<K, ? extends V> m) {
        tree = new TreeMap<K, V>(m.comparator());
        putAll(m);
    }

    Object lock() {
        return tree;
    }

    NavigableMap<K, V> m() {
        return tree;
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet())
            put(e.getKey(), e.getValue());
    }

    @SuppressWarnings("unchecked")
    public ConcurrentSkipListMap<K, V> clone() {
        try {
            ConcurrentSkipListMap<K, V> c = (ConcurrentSkipListMap<K, V>) super.clone();
            synchronized (tree) {
                c.tree = new TreeMap<K, V>(tree);
            }
            return c;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
