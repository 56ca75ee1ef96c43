package java.beans;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The listeners of a PropertyChangeSupport or VetoableChangeSupport: the ones for every
 * property under the key null, the others under their property's name, each an array
 * replaced on change (so firing iterates a snapshot without a lock).
 */
final class ListenerRegistry<L> {
    /** How a kind of listener is wrapped for one property (PropertyChangeListenerProxy, say). */
    interface Proxies<L> {
        /** The property of a proxy, or null when l is not one. */
        String nameOf(L l);

        L unwrap(L proxy);

        L wrap(String name, L l);
    }

    private final Map<String, L[]> map = new HashMap<>();
    private final L[] none;
    private final Proxies<L> proxies;

    ListenerRegistry(L[] none, Proxies<L> proxies) {
        this.none = none;
        this.proxies = proxies;
    }

    private L unwrapAll(L l) {
        while (l != null && proxies.nameOf(l) != null) {
            l = proxies.unwrap(l);
        }
        return l;
    }

    /** add(listener) of the support classes: a proxy goes under its property. */
    void addAny(L listener) {
        if (listener == null) {
            return;
        }
        String name = proxies.nameOf(listener);
        if (name != null) {
            addNamed(name, proxies.unwrap(listener));
        } else {
            add(null, listener);
        }
    }

    void removeAny(L listener) {
        if (listener == null) {
            return;
        }
        String name = proxies.nameOf(listener);
        if (name != null) {
            removeNamed(name, proxies.unwrap(listener));
        } else {
            remove(null, listener);
        }
    }

    void addNamed(String name, L listener) {
        if (listener != null && name != null && (listener = unwrapAll(listener)) != null) {
            add(name, listener);
        }
    }

    void removeNamed(String name, L listener) {
        if (listener != null && name != null && (listener = unwrapAll(listener)) != null) {
            remove(name, listener);
        }
    }

    /** Every listener, those of one property wrapped in proxies. */
    @SuppressWarnings("unchecked")
    L[] all() {
        Object[][] e = entries();
        L[] out = Arrays.copyOf(none, e.length);
        for (int i = 0; i < e.length; i++) {
            L l = (L) e[i][1];
            out[i] = e[i][0] == null ? l : proxies.wrap((String) e[i][0], l);
        }
        return out;
    }

    L[] named(String name) {
        return name == null ? none : get(name).clone();
    }

    /** Writes the serializable listeners as (name, listener) pairs, then (null, null). */
    void write(java.io.ObjectOutputStream out) throws java.io.IOException {
        for (Object[] e : entries()) {
            if (e[1] instanceof java.io.Serializable) {
                out.writeObject(e[0]);
                out.writeObject(e[1]);
            }
        }
        out.writeObject(null);
        out.writeObject(null);
    }

    @SuppressWarnings("unchecked")
    void read(java.io.ObjectInputStream in) throws java.io.IOException, ClassNotFoundException {
        for (;;) {
            String name = (String) in.readObject();
            L l = (L) in.readObject();
            if (l == null) {
                return;
            }
            add(name, l);
        }
    }

    synchronized void add(String name, L listener) {
        L[] old = map.get(name);
        L[] now = old == null ? Arrays.copyOf(none, 1) : Arrays.copyOf(old, old.length + 1);
        now[now.length - 1] = listener;
        map.put(name, now);
    }

    synchronized void remove(String name, L listener) {
        L[] old = map.get(name);
        if (old == null) {
            return;
        }
        for (int i = 0; i < old.length; i++) {
            if (listener.equals(old[i])) {
                if (old.length == 1) {
                    map.remove(name);
                } else {
                    L[] now = Arrays.copyOf(none, old.length - 1);
                    System.arraycopy(old, 0, now, 0, i);
                    System.arraycopy(old, i + 1, now, i, old.length - i - 1);
                    map.put(name, now);
                }
                return;
            }
        }
    }

    synchronized L[] get(String name) {
        L[] l = map.get(name);
        return l == null ? none : l;
    }

    synchronized boolean has(String name) {
        return map.containsKey(null) || (name != null && map.containsKey(name));
    }

    /** Every entry as (name, listener) pairs: the unnamed ones first, then by the map's order. */
    synchronized Object[][] entries() {
        int n = 0;
        for (L[] l : map.values()) {
            n += l.length;
        }
        Object[][] out = new Object[n][];
        int k = 0;
        L[] common = map.get(null);
        if (common != null) {
            for (L l : common) {
                out[k++] = new Object[] {null, l};
            }
        }
        for (Map.Entry<String, L[]> e : map.entrySet()) {
            if (e.getKey() != null) {
                for (L l : e.getValue()) {
                    out[k++] = new Object[] {e.getKey(), l};
                }
            }
        }
        return out;
    }
}
