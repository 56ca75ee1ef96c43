package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/** A reference updated atomically: compare-and-set and its kin are VM natives on the field
 * (vm/natives/atomic.c); the rest are built on them, as the JDK builds them on Unsafe. */
public class AtomicReference<V> implements java.io.Serializable {
    private static final long serialVersionUID = -1848883965231344442L;

    private volatile V value;

    public AtomicReference(V initialValue) {
        value = initialValue;
    }

    public AtomicReference() {
    }

    public final V get() {
        return value;
    }

    public final void set(V newValue) {
        value = newValue;
    }

    public final void lazySet(V newValue) {
        value = newValue;
    }

    /** Compares by identity, as specified. */
    public final native boolean compareAndSet(V expectedValue, V newValue);

    public final boolean weakCompareAndSet(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final native V getAndSet(V newValue);

    public final V getAndUpdate(UnaryOperator<V> updateFunction) {
        for (;;) {
            V prev = value;
            if (compareAndSet(prev, updateFunction.apply(prev)))
                return prev;
        }
    }

    public final V updateAndGet(UnaryOperator<V> updateFunction) {
        for (;;) {
            V prev = value, next = updateFunction.apply(prev);
            if (compareAndSet(prev, next))
                return next;
        }
    }

    public final V getAndAccumulate(V x, BinaryOperator<V> accumulatorFunction) {
        for (;;) {
            V prev = value;
            if (compareAndSet(prev, accumulatorFunction.apply(prev, x)))
                return prev;
        }
    }

    public final V accumulateAndGet(V x, BinaryOperator<V> accumulatorFunction) {
        for (;;) {
            V prev = value, next = accumulatorFunction.apply(prev, x);
            if (compareAndSet(prev, next))
                return next;
        }
    }

    public final native V compareAndExchange(V expectedValue, V newValue);

    public final V getPlain() {
        return value;
    }

    public final void setPlain(V newValue) {
        value = newValue;
    }

    public final V getOpaque() {
        return value;
    }

    public final void setOpaque(V newValue) {
        value = newValue;
    }

    public final V getAcquire() {
        return value;
    }

    public final void setRelease(V newValue) {
        value = newValue;
    }

    public String toString() {
        return String.valueOf(get());
    }
}
