package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/** An int updated atomically: compare-and-set and its kin are VM natives on the field
 * (vm/natives/atomic.c); the rest are built on them, as the JDK builds them on Unsafe. */
public class AtomicInteger extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 6214790243416807050L;

    private volatile int value;

    public AtomicInteger(int initialValue) {
        value = initialValue;
    }

    public AtomicInteger() {
    }

    public final int get() {
        return value;
    }

    public final void set(int newValue) {
        value = newValue;
    }

    public final void lazySet(int newValue) {
        value = newValue;
    }

    public final native int getAndSet(int newValue);

    public final native boolean compareAndSet(int expectedValue, int newValue);

    public final boolean weakCompareAndSet(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final int getAndIncrement() {
        return getAndAdd(1);
    }

    public final int getAndDecrement() {
        return getAndAdd(-1);
    }

    public final native int getAndAdd(int delta);

    public final int incrementAndGet() {
        return getAndAdd(1) + 1;
    }

    public final int decrementAndGet() {
        return getAndAdd(-1) - 1;
    }

    public final int addAndGet(int delta) {
        return getAndAdd(delta) + delta;
    }

    public final int getAndUpdate(IntUnaryOperator updateFunction) {
        for (;;) {
            int prev = value;
            if (compareAndSet(prev, updateFunction.applyAsInt(prev)))
                return prev;
        }
    }

    public final int updateAndGet(IntUnaryOperator updateFunction) {
        for (;;) {
            int prev = value, next = updateFunction.applyAsInt(prev);
            if (compareAndSet(prev, next))
                return next;
        }
    }

    public final int getAndAccumulate(int x, IntBinaryOperator accumulatorFunction) {
        for (;;) {
            int prev = value;
            if (compareAndSet(prev, accumulatorFunction.applyAsInt(prev, x)))
                return prev;
        }
    }

    public final int accumulateAndGet(int x, IntBinaryOperator accumulatorFunction) {
        for (;;) {
            int prev = value, next = accumulatorFunction.applyAsInt(prev, x);
            if (compareAndSet(prev, next))
                return next;
        }
    }

    public String toString() {
        return Integer.toString(get());
    }

    public int intValue() {
        return get();
    }

    public long longValue() {
        return (long) get();
    }

    public float floatValue() {
        return (float) get();
    }

    public double doubleValue() {
        return (double) get();
    }

    public final int getPlain() {
        return value;
    }

    public final void setPlain(int newValue) {
        value = newValue;
    }

    public final int getOpaque() {
        return value;
    }

    public final void setOpaque(int newValue) {
        value = newValue;
    }

    public final int getAcquire() {
        return value;
    }

    public final void setRelease(int newValue) {
        value = newValue;
    }

    public final native int compareAndExchange(int expectedValue, int newValue);

    public final int compareAndExchangeAcquire(int expectedValue, int newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final int compareAndExchangeRelease(int expectedValue, int newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }
}
