package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;

/** A long folded with a function, in striped cells (Striped64) that start at the identity. */
public class LongAccumulator extends Striped64 implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;
    private final LongBinaryOperator function;
    private final long identity;

    public LongAccumulator(LongBinaryOperator accumulatorFunction, long identity) {
        super(identity);
        this.function = accumulatorFunction;
        this.identity = identity;
    }

    @Override
    final long identity() {
        return identity;
    }

    @Override
    final long combine(long prev, long x) {
        return function.applyAsLong(prev, x);
    }

    public void accumulate(long x) {
        update(x);
    }

    public long get() {
        return fold();
    }

    public void reset() {
        resetTo(identity);
    }

    public long getThenReset() {
        return foldThenReset(identity);
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
