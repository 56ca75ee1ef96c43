package java.util.concurrent.atomic;

import java.util.Arrays;
import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/** An array of references, each element updated atomically (Atomics); compared by identity. */
public class AtomicReferenceArray<E> implements java.io.Serializable {
    private static final long serialVersionUID = -6209656149925076980L;
    private final Object[] array;

    public AtomicReferenceArray(int length) {
        array = new Object[length];
    }

    public AtomicReferenceArray(E[] array) {
        this.array = Arrays.copyOf(array, array.length, Object[].class);
    }

    public final int length() {
        return array.length;
    }

    @SuppressWarnings("unchecked")
    public final E get(int i) {
        return (E) Atomics.getRef(array, Atomics.refElement(array, i));
    }

    public final void set(int i, E newValue) {
        Atomics.putRef(array, Atomics.refElement(array, i), newValue);
    }

    public final void lazySet(int i, E newValue) {
        set(i, newValue);
    }

    @SuppressWarnings("unchecked")
    public final E getAndSet(int i, E newValue) {
        return (E) Atomics.getAndSetRef(array, Atomics.refElement(array, i), newValue);
    }

    public final boolean compareAndSet(int i, E expectedValue, E newValue) {
        return Atomics.casRef(array, Atomics.refElement(array, i), expectedValue, newValue);
    }

    public final boolean weakCompareAndSet(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    @SuppressWarnings("unchecked")
    public final E compareAndExchange(int i, E expectedValue, E newValue) {
        return (E) Atomics.cmpxchgRef(array, Atomics.refElement(array, i), expectedValue, newValue);
    }

    public final E getAndUpdate(int i, UnaryOperator<E> updateFunction) {
        E prev = get(i);
        for (;;) {
            E next = updateFunction.apply(prev);
            E witness = compareAndExchange(i, prev, next);
            if (witness == prev) {
                return prev;
            }
            prev = witness;
        }
    }

    public final E updateAndGet(int i, UnaryOperator<E> updateFunction) {
        E prev = get(i);
        for (;;) {
            E next = updateFunction.apply(prev);
            E witness = compareAndExchange(i, prev, next);
            if (witness == prev) {
                return next;
            }
            prev = witness;
        }
    }

    public final E getAndAccumulate(int i, E x, BinaryOperator<E> accumulatorFunction) {
        E prev = get(i);
        for (;;) {
            E next = accumulatorFunction.apply(prev, x);
            E witness = compareAndExchange(i, prev, next);
            if (witness == prev) {
                return prev;
            }
            prev = witness;
        }
    }

    public final E accumulateAndGet(int i, E x, BinaryOperator<E> accumulatorFunction) {
        E prev = get(i);
        for (;;) {
            E next = accumulatorFunction.apply(prev, x);
            E witness = compareAndExchange(i, prev, next);
            if (witness == prev) {
                return next;
            }
            prev = witness;
        }
    }

    public final E getPlain(int i) {
        return get(i);
    }

    public final void setPlain(int i, E newValue) {
        set(i, newValue);
    }

    public final E getOpaque(int i) {
        return get(i);
    }

    public final void setOpaque(int i, E newValue) {
        set(i, newValue);
    }

    public final E getAcquire(int i) {
        return get(i);
    }

    public final void setRelease(int i, E newValue) {
        set(i, newValue);
    }

    @Override
    public String toString() {
        int iMax = array.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(get(i));
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(',').append(' ');
        }
    }
}
