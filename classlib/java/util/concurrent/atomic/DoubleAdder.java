package java.util.concurrent.atomic;

/** A sum of doubles, in striped cells (Striped64) holding a double's raw bits each. */
public class DoubleAdder extends Striped64 implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;
    private static final long ZERO = Double.doubleToRawLongBits(0.0);

    public DoubleAdder() {
        super(ZERO);
    }

    @Override
    final long identity() {
        return ZERO;
    }

    @Override
    final long combine(long prev, long x) {
        return Double.doubleToRawLongBits(Double.longBitsToDouble(prev) + Double.longBitsToDouble(x));
    }

    public void add(double x) {
        update(Double.doubleToRawLongBits(x));
    }

    public double sum() {
        return Double.longBitsToDouble(fold());
    }

    public void reset() {
        resetTo(ZERO);
    }

    public double sumThenReset() {
        return Double.longBitsToDouble(foldThenReset(ZERO));
    }

    @Override
    public String toString() {
        return Double.toString(sum());
    }

    @Override
    public double doubleValue() {
        return sum();
    }

    @Override
    public long longValue() {
        return (long) sum();
    }

    @Override
    public int intValue() {
        return (int) sum();
    }

    @Override
    public float floatValue() {
        return (float) sum();
    }
}
