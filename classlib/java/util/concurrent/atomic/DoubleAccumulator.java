package java.util.concurrent.atomic;

import java.util.function.DoubleBinaryOperator;

/** A double folded with a function, in striped cells (Striped64) holding a double's raw bits each. */
public class DoubleAccumulator extends Striped64 implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;
    private final DoubleBinaryOperator function;
    private final long identity;

    public DoubleAccumulator(DoubleBinaryOperator accumulatorFunction, double identity) {
        super(Double.doubleToRawLongBits(identity));
        this.function = accumulatorFunction;
        this.identity = Double.doubleToRawLongBits(identity);
    }

    @Override
    final long identity() {
        return identity;
    }

    @Override
    final long combine(long prev, long x) {
        return Double.doubleToRawLongBits(
                function.applyAsDouble(Double.longBitsToDouble(prev), Double.longBitsToDouble(x)));
    }

    public void accumulate(double x) {
        update(Double.doubleToRawLongBits(x));
    }

    public double get() {
        return Double.longBitsToDouble(fold());
    }

    public void reset() {
        resetTo(identity);
    }

    public double getThenReset() {
        return Double.longBitsToDouble(foldThenReset(identity));
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
