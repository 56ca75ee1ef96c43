package java.lang;

import java.util.function.Supplier;

/** Per-thread variables, stored in a small identity hash table in each Thread. */
public class ThreadLocal<T> {

    private static int nextHashCode;
    private static final int HASH_INCREMENT = 0x61c88647;

    private final int threadLocalHashCode = nextHashCode();

    private static synchronized int nextHashCode() {
        int h = nextHashCode;
        nextHashCode += HASH_INCREMENT;
        return h;
    }

    public ThreadLocal() {
    }

    protected T initialValue() {
        return null;
    }

    public static <S> ThreadLocal<S> withInitial(Supplier<? extends S> supplier) {
        return new SuppliedThreadLocal<S>(supplier);
    }

    @SuppressWarnings("unchecked")
    public T get() {
        Thread t = Thread.currentThread();
        ThreadLocalMap map = getMap(t);
        if (map != null) {
            int i = map.find(this);
            if (i >= 0) {
                return (T) map.values[i];
            }
        }
        T value = initialValue();
        map = getMap(t);
        if (map == null) {
            map = createMap(t);
        }
        map.put(this, value);
        return value;
    }

    public void set(T value) {
        Thread t = Thread.currentThread();
        ThreadLocalMap map = getMap(t);
        if (map == null) {
            map = createMap(t);
        }
        map.put(this, value);
    }

    public void remove() {
        ThreadLocalMap map = getMap(Thread.currentThread());
        if (map != null) {
            map.remove(this);
        }
    }

    ThreadLocalMap getMap(Thread t) {
        return t.threadLocals;
    }

    ThreadLocalMap createMap(Thread t) {
        ThreadLocalMap m = new ThreadLocalMap();
        t.threadLocals = m;
        return m;
    }

    /** For InheritableThreadLocal. */
    Object inheritValue(Object parentValue) {
        throw new UnsupportedOperationException();
    }

    static final class SuppliedThreadLocal<T> extends ThreadLocal<T> {
        private final Supplier<? extends T> supplier;

        SuppliedThreadLocal(Supplier<? extends T> supplier) {
            if (supplier == null) {
                throw new NullPointerException();
            }
            this.supplier = supplier;
        }

        @Override
        protected T initialValue() {
            return supplier.get();
        }
    }

    /** Open-addressing map from ThreadLocal (by identity) to value. */
    static final class ThreadLocalMap {
        ThreadLocal<?>[] keys = new ThreadLocal<?>[16];
        Object[] values = new Object[16];
        int size;

        int find(ThreadLocal<?> key) {
            ThreadLocal<?>[] k = keys;
            int mask = k.length - 1;
            int i = key.threadLocalHashCode & mask;
            while (true) {
                ThreadLocal<?> e = k[i];
                if (e == key) {
                    return i;
                }
                if (e == null) {
                    return -1;
                }
                i = (i + 1) & mask;
            }
        }

        void put(ThreadLocal<?> key, Object value) {
            int i = find(key);
            if (i >= 0) {
                values[i] = value;
                return;
            }
            if ((size + 1) * 3 > keys.length * 2) {
                rehash(keys.length * 2);
            }
            insert(key, value);
            size++;
        }

        private void insert(ThreadLocal<?> key, Object value) {
            int mask = keys.length - 1;
            int i = key.threadLocalHashCode & mask;
            while (keys[i] != null) {
                i = (i + 1) & mask;
            }
            keys[i] = key;
            values[i] = value;
        }

        private void rehash(int newLen) {
            ThreadLocal<?>[] ok = keys;
            Object[] ov = values;
            keys = new ThreadLocal<?>[newLen];
            values = new Object[newLen];
            for (int j = 0; j < ok.length; j++) {
                if (ok[j] != null) {
                    insert(ok[j], ov[j]);
                }
            }
        }

        void remove(ThreadLocal<?> key) {
            int i = find(key);
            if (i < 0) {
                return;
            }
            keys[i] = null;
            values[i] = null;
            size--;
            // re-insert the rest of the cluster
            int mask = keys.length - 1;
            int j = (i + 1) & mask;
            while (keys[j] != null) {
                ThreadLocal<?> k = keys[j];
                Object v = values[j];
                keys[j] = null;
                values[j] = null;
                insert(k, v);
                j = (j + 1) & mask;
            }
        }

        ThreadLocalMap copyForChild() {
            ThreadLocalMap m = new ThreadLocalMap();
            for (int j = 0; j < keys.length; j++) {
                ThreadLocal<?> k = keys[j];
                if (k != null) {
                    m.put(k, k.inheritValue(values[j]));
                }
            }
            return m;
        }
    }
}
