package java.lang;

import java.util.Map;
import java.util.WeakHashMap;

/**
 * A value computed lazily once per class and kept with it.  Here each ClassValue keeps its own
 * weak map from classes to values; computeValue runs outside the lock, so two threads may both
 * compute for a class, but only the first value installed is ever returned, as the JDK promises.
 */
public abstract class ClassValue<T> {
    private static final Object NULL = new Object();

    private final Map<Class<?>, Object> values = new WeakHashMap<>();
    /** Bumped by remove(), so a value computed before a removal is not installed after it. */
    private int version;

    protected ClassValue() {
    }

    protected abstract T computeValue(Class<?> type);

    @SuppressWarnings("unchecked")
    public T get(Class<?> type) {
        if (type == null) {
            throw new NullPointerException();
        }
        int seen;
        synchronized (values) {
            Object v = values.get(type);
            if (v != null) {
                return v == NULL ? null : (T) v;
            }
            seen = version;
        }
        T computed = computeValue(type);
        synchronized (values) {
            Object v = values.get(type);
            if (v != null) {
                return v == NULL ? null : (T) v;
            }
            if (version == seen) {
                values.put(type, computed == null ? NULL : computed);
            }
            return computed;
        }
    }

    public void remove(Class<?> type) {
        if (type == null) {
            throw new NullPointerException();
        }
        synchronized (values) {
            values.remove(type);
            version++;
        }
    }
}
