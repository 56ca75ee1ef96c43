package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;

/** A long folded with a function, in one atomic word (not striped). */
public class LongAccumulator extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;
    private final LongBinaryOperator function;
    private final long identity;
    private final AtomicLong value;

    public LongAccumulator(LongBinaryOperator accumulatorFunction, long identity) {
        this.function = accumulatorFunction;
        this.identity = identity;
        this.value = new AtomicLong(identity);
    }

    public void accumulate(long x) {
        long prev, next;
        do {
            prev = value.get();
            next = function.applyAsLong(prev, x);
        } while (prev != next && !value.compareAndSet(prev, next));
    }

    public long get() {
        return value.get();
    }

    public void reset() {
        value.set(identity);
    }

    public long getThenReset() {
        return value.getAndSet(identity);
    }

    @Override
    public String toString() {
        return Long.toString(get());
    }

    @Override
    public long longValue() {
        return get();
    }

    @Override
    public int intValue() {
        return (int) get();
    }

    @Override
    public float floatValue() {
        return (float) get();
    }

    @Override
    public double doubleValue() {
        return (double) get();
    }
}
