package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/**
 * Atomic updates of a volatile reference field named at creation, found by
 * the VM (Atomics.fieldInfo), with no java.lang.reflect.  Access is not
 * checked against the caller, unlike the JDK's.
 */
public abstract class AtomicReferenceFieldUpdater<T, V> {
    public static <U, W> AtomicReferenceFieldUpdater<U, W> newUpdater(Class<U> tclass, Class<W> vclass,
                                                                    String fieldName) {
        return new Impl<U, W>(tclass, vclass, fieldName);
    }

    protected AtomicReferenceFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, V expect, V update);

    public abstract boolean weakCompareAndSet(T obj, V expect, V update);

    public abstract void set(T obj, V newValue);

    public abstract void lazySet(T obj, V newValue);

    public abstract V get(T obj);

    public V getAndSet(T obj, V newValue) {
        V prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, newValue));
        return prev;
    }

    public final V getAndUpdate(T obj, UnaryOperator<V> updateFunction) {
        V prev, next;
        do {
            prev = get(obj);
            next = updateFunction.apply(prev);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final V updateAndGet(T obj, UnaryOperator<V> updateFunction) {
        V prev, next;
        do {
            prev = get(obj);
            next = updateFunction.apply(prev);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    public final V getAndAccumulate(T obj, V x, BinaryOperator<V> accumulatorFunction) {
        V prev, next;
        do {
            prev = get(obj);
            next = accumulatorFunction.apply(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final V accumulateAndGet(T obj, V x, BinaryOperator<V> accumulatorFunction) {
        V prev, next;
        do {
            prev = get(obj);
            next = accumulatorFunction.apply(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    private static final class Impl<T, V> extends AtomicReferenceFieldUpdater<T, V> {
        private final long offset;
        private final Class<T> tclass;
        private final Class<V> vclass;

        Impl(Class<T> tclass, Class<V> vclass, String fieldName) {
            long[] info = new long[2];
            String desc = Atomics.fieldInfo(tclass, fieldName, info);
            if (desc == null) {
                throw new RuntimeException(new NoSuchFieldException(fieldName));
            }
            if (vclass.isPrimitive()) {
                throw new IllegalArgumentException("Must be reference type");
            }
            String want = vclass.isArray() ? vclass.getName().replace('.', '/') : "L" + vclass.getName().replace('.', '/') + ";";
            if (!desc.equals(want)) {
                throw new ClassCastException();
            }
            if ((info[1] & 0x40) == 0) {
                throw new IllegalArgumentException("Must be volatile type");
            }
            if (info[0] < 0) {
                throw new IllegalArgumentException();
            }
            this.offset = info[0];
            this.tclass = tclass;
            this.vclass = vclass;
        }

        private void check(T obj) {
            if (!tclass.isInstance(obj)) {
                throw new ClassCastException();   /* null too, as the JDK's */
            }
        }

        private void checkValue(V v) {
            if (v != null && !vclass.isInstance(v)) {
                throw new ClassCastException();
            }
        }

        @Override
        public boolean compareAndSet(T obj, V expect, V update) {
            check(obj);
            checkValue(update);
            return Atomics.casRef(obj, offset, expect, update);
        }

        @Override
        public boolean weakCompareAndSet(T obj, V expect, V update) {
            return compareAndSet(obj, expect, update);
        }

        @Override
        public void set(T obj, V newValue) {
            check(obj);
            checkValue(newValue);
            Atomics.putRef(obj, offset, newValue);
        }

        @Override
        public void lazySet(T obj, V newValue) {
            set(obj, newValue);
        }

        @Override
        @SuppressWarnings("unchecked")
        public V get(T obj) {
            check(obj);
            return (V) Atomics.getRef(obj, offset);
        }

        @Override
        @SuppressWarnings("unchecked")
        public V getAndSet(T obj, V newValue) {
            check(obj);
            checkValue(newValue);
            return (V) Atomics.getAndSetRef(obj, offset, newValue);
        }
    }
}
