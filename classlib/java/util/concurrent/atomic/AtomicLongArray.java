package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;

/** An array of longs, each element updated atomically (Atomics, C11 atomics on the element). */
public class AtomicLongArray implements java.io.Serializable {
    private static final long serialVersionUID = -2308431214976778248L;
    private final long[] array;

    public AtomicLongArray(int length) {
        array = new long[length];
    }

    public AtomicLongArray(long[] array) {
        this.array = array.clone();
    }

    public final int length() {
        return array.length;
    }

    public final long get(int i) {
        return Atomics.getLong(array, Atomics.longElement(array, i));
    }

    public final void set(int i, long newValue) {
        Atomics.putLong(array, Atomics.longElement(array, i), newValue);
    }

    public final void lazySet(int i, long newValue) {
        set(i, newValue);
    }

    public final long getAndSet(int i, long newValue) {
        return Atomics.getAndSetLong(array, Atomics.longElement(array, i), newValue);
    }

    public final boolean compareAndSet(int i, long expectedValue, long newValue) {
        return Atomics.casLong(array, Atomics.longElement(array, i), expectedValue, newValue);
    }

    public final boolean weakCompareAndSet(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final long compareAndExchange(int i, long expectedValue, long newValue) {
        return Atomics.cmpxchgLong(array, Atomics.longElement(array, i), expectedValue, newValue);
    }

    public final long getAndIncrement(int i) {
        return getAndAdd(i, 1);
    }

    public final long getAndDecrement(int i) {
        return getAndAdd(i, -1);
    }

    public final long getAndAdd(int i, long delta) {
        return Atomics.getAndAddLong(array, Atomics.longElement(array, i), delta);
    }

    public final long incrementAndGet(int i) {
        return getAndAdd(i, 1) + 1;
    }

    public final long decrementAndGet(int i) {
        return getAndAdd(i, -1) - 1;
    }

    public final long addAndGet(int i, long delta) {
        return getAndAdd(i, delta) + delta;
    }

    public final long getAndUpdate(int i, LongUnaryOperator updateFunction) {
        long prev = get(i);
        for (;;) {
            long next = updateFunction.applyAsLong(prev);
            long witness = compareAndExchange(i, prev, next);
            if (witness == prev) {
                return prev;
            }
            prev = witness;
        }
    }

    public final long updateAndGet(int i, LongUnaryOperator updateFunction) {
        long prev = get(i);
        for (;;) {
            long next = updateFunction.applyAsLong(prev);
            long witness = compareAndExchange(i, prev, next);
            if (witness == prev) {
                return next;
            }
            prev = witness;
        }
    }

    public final long getAndAccumulate(int i, long x, LongBinaryOperator accumulatorFunction) {
        long prev = get(i);
        for (;;) {
            long next = accumulatorFunction.applyAsLong(prev, x);
            long witness = compareAndExchange(i, prev, next);
            if (witness == prev) {
                return prev;
            }
            prev = witness;
        }
    }

    public final long accumulateAndGet(int i, long x, LongBinaryOperator accumulatorFunction) {
        long prev = get(i);
        for (;;) {
            long next = accumulatorFunction.applyAsLong(prev, x);
            long witness = compareAndExchange(i, prev, next);
            if (witness == prev) {
                return next;
            }
            prev = witness;
        }
    }

    public final long getPlain(int i) {
        return get(i);
    }

    public final void setPlain(int i, long newValue) {
        set(i, newValue);
    }

    public final long getOpaque(int i) {
        return get(i);
    }

    public final void setOpaque(int i, long newValue) {
        set(i, newValue);
    }

    public final long getAcquire(int i) {
        return get(i);
    }

    public final void setRelease(int i, long newValue) {
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
