package java.util.concurrent.atomic;

import java.util.function.DoubleBinaryOperator;

/** A double folded with a function, as the bits of one double in an atomic word (not striped). */
public class DoubleAccumulator extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;
    private final DoubleBinaryOperator function;
    private final long identity;
    private final AtomicLong bits;

    public DoubleAccumulator(DoubleBinaryOperator accumulatorFunction, double identity) {
        this.function = accumulatorFunction;
        this.identity = Double.doubleToRawLongBits(identity);
        this.bits = new AtomicLong(this.identity);
    }

    public void accumulate(double x) {
        long prev, next;
        do {
            prev = bits.get();
            next = Double.doubleToRawLongBits(function.applyAsDouble(Double.longBitsToDouble(prev), x));
        } while (prev != next && !bits.compareAndSet(prev, next));
    }

    public double get() {
        return Double.longBitsToDouble(bits.get());
    }

    public void reset() {
        bits.set(identity);
    }

    public double getThenReset() {
        return Double.longBitsToDouble(bits.getAndSet(identity));
    }

    @Override
    public String toString() {
        return Double.toString(get());
    }

    @Override
    public long longValue() {
        return (long) get();
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
        return get();
    }
}
