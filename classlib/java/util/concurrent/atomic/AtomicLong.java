package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;

/** A long updated atomically: compare-and-set and its kin are VM natives on the field
 * (vm/natives/atomic.c); the rest are built on them, as the JDK builds them on Unsafe. */
public class AtomicLong extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 1927816293512124184L;

    private volatile long value;

    public AtomicLong(long initialValue) {
        value = initialValue;
    }

    public AtomicLong() {
    }

    public final long get() {
        return value;
    }

    public final void set(long newValue) {
        value = newValue;
    }

    public final void lazySet(long newValue) {
        value = newValue;
    }

    public final native long getAndSet(long newValue);

    public final native boolean compareAndSet(long expectedValue, long newValue);

    public final boolean weakCompareAndSet(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final long getAndIncrement() {
        return getAndAdd(1L);
    }

    public final long getAndDecrement() {
        return getAndAdd(-1L);
    }

    public final native long getAndAdd(long delta);

    public final long incrementAndGet() {
        return getAndAdd(1L) + 1L;
    }

    public final long decrementAndGet() {
        return getAndAdd(-1L) - 1L;
    }

    public final long addAndGet(long delta) {
        return getAndAdd(delta) + delta;
    }

    public final long getAndUpdate(LongUnaryOperator updateFunction) {
        for (;;) {
            long prev = value;
            if (compareAndSet(prev, updateFunction.applyAsLong(prev)))
                return prev;
        }
    }

    public final long updateAndGet(LongUnaryOperator updateFunction) {
        for (;;) {
            long prev = value, next = updateFunction.applyAsLong(prev);
            if (compareAndSet(prev, next))
                return next;
        }
    }

    public final long getAndAccumulate(long x, LongBinaryOperator accumulatorFunction) {
        for (;;) {
            long prev = value;
            if (compareAndSet(prev, accumulatorFunction.applyAsLong(prev, x)))
                return prev;
        }
    }

    public final long accumulateAndGet(long x, LongBinaryOperator accumulatorFunction) {
        for (;;) {
            long prev = value, next = accumulatorFunction.applyAsLong(prev, x);
            if (compareAndSet(prev, next))
                return next;
        }
    }

    public String toString() {
        return Long.toString(get());
    }

    public int intValue() {
        return (int) get();
    }

    public long longValue() {
        return get();
    }

    public float floatValue() {
        return (float) get();
    }

    public double doubleValue() {
        return (double) get();
    }

    public final long getPlain() {
        return value;
    }

    public final void setPlain(long newValue) {
        value = newValue;
    }

    public final long getOpaque() {
        return value;
    }

    public final void setOpaque(long newValue) {
        value = newValue;
    }

    public final long getAcquire() {
        return value;
    }

    public final void setRelease(long newValue) {
        value = newValue;
    }

    public final native long compareAndExchange(long expectedValue, long newValue);

    public final long compareAndExchangeAcquire(long expectedValue, long newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final long compareAndExchangeRelease(long expectedValue, long newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }
}
