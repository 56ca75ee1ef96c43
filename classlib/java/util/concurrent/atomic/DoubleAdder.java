package java.util.concurrent.atomic;

/** A sum of doubles, kept as the bits of one double in an atomic word (not striped). */
public class DoubleAdder extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;
    private final AtomicLong bits = new AtomicLong(Double.doubleToRawLongBits(0.0));

    public DoubleAdder() {
    }

    public void add(double x) {
        long prev;
        do {
            prev = bits.get();
        } while (!bits.compareAndSet(prev, Double.doubleToRawLongBits(Double.longBitsToDouble(prev) + x)));
    }

    public double sum() {
        return Double.longBitsToDouble(bits.get());
    }

    public void reset() {
        bits.set(Double.doubleToRawLongBits(0.0));
    }

    public double sumThenReset() {
        return Double.longBitsToDouble(bits.getAndSet(Double.doubleToRawLongBits(0.0)));
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
