package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/** An array of ints, each element updated atomically (Atomics, C11 atomics on the element). */
public class AtomicIntegerArray implements java.io.Serializable {
    private static final long serialVersionUID = 2862133569453604235L;
    private final int[] array;

    public AtomicIntegerArray(int length) {
        array = new int[length];
    }

    public AtomicIntegerArray(int[] array) {
        this.array = array.clone();
    }

    public final int length() {
        return array.length;
    }

    public final int get(int i) {
        return Atomics.getInt(array, Atomics.intElement(array, i));
    }

    public final void set(int i, int newValue) {
        Atomics.putInt(array, Atomics.intElement(array, i), newValue);
    }

    public final void lazySet(int i, int newValue) {
        set(i, newValue);
    }

    public final int getAndSet(int i, int newValue) {
        return Atomics.getAndSetInt(array, Atomics.intElement(array, i), newValue);
    }

    public final boolean compareAndSet(int i, int expectedValue, int newValue) {
        return Atomics.casInt(array, Atomics.intElement(array, i), expectedValue, newValue);
    }

    public final boolean weakCompareAndSet(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final int compareAndExchange(int i, int expectedValue, int newValue) {
        return Atomics.cmpxchgInt(array, Atomics.intElement(array, i), expectedValue, newValue);
    }

    public final int getAndIncrement(int i) {
        return getAndAdd(i, 1);
    }

    public final int getAndDecrement(int i) {
        return getAndAdd(i, -1);
    }

    public final int getAndAdd(int i, int delta) {
        return Atomics.getAndAddInt(array, Atomics.intElement(array, i), delta);
    }

    public final int incrementAndGet(int i) {
        return getAndAdd(i, 1) + 1;
    }

    public final int decrementAndGet(int i) {
        return getAndAdd(i, -1) - 1;
    }

    public final int addAndGet(int i, int delta) {
        return getAndAdd(i, delta) + delta;
    }

    public final int getAndUpdate(int i, IntUnaryOperator updateFunction) {
        int prev = get(i);
        for (;;) {
            int next = updateFunction.applyAsInt(prev);
            int witness = compareAndExchange(i, prev, next);
            if (witness == prev) {
                return prev;
            }
            prev = witness;
        }
    }

    public final int updateAndGet(int i, IntUnaryOperator updateFunction) {
        int prev = get(i);
        for (;;) {
            int next = updateFunction.applyAsInt(prev);
            int witness = compareAndExchange(i, prev, next);
            if (witness == prev) {
                return next;
            }
            prev = witness;
        }
    }

    public final int getAndAccumulate(int i, int x, IntBinaryOperator accumulatorFunction) {
        int prev = get(i);
        for (;;) {
            int next = accumulatorFunction.applyAsInt(prev, x);
            int witness = compareAndExchange(i, prev, next);
            if (witness == prev) {
                return prev;
            }
            prev = witness;
        }
    }

    public final int accumulateAndGet(int i, int x, IntBinaryOperator accumulatorFunction) {
        int prev = get(i);
        for (;;) {
            int next = accumulatorFunction.applyAsInt(prev, x);
            int witness = compareAndExchange(i, prev, next);
            if (witness == prev) {
                return next;
            }
            prev = witness;
        }
    }

    public final int getPlain(int i) {
        return get(i);
    }

    public final void setPlain(int i, int newValue) {
        set(i, newValue);
    }

    public final int getOpaque(int i) {
        return get(i);
    }

    public final void setOpaque(int i, int newValue) {
        set(i, newValue);
    }

    public final int getAcquire(int i) {
        return get(i);
    }

    public final void setRelease(int i, int newValue) {
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
