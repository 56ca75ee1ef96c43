package java.util.concurrent.atomic;

/** A sum of longs, in striped cells (Striped64): contended adds go to different cells. */
public class LongAdder extends Striped64 implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;

    public LongAdder() {
        super(0L);
    }

    @Override
    final long identity() {
        return 0L;
    }

    @Override
    final long combine(long prev, long x) {
        return prev + x;
    }

    public void add(long x) {
        Cell[] cs = cells;              // update's fast path without its virtual combine
        if (cs == null) {
            long b = base.get();
            if (base.compareAndSet(b, b + x))
                return;
        } else {
            Cell c = cs[probe() & (cs.length - 1)];
            long v = c.get();
            if (c.compareAndSet(v, v + x))
                return;
        }
        contended(x);
    }

    public void increment() {
        add(1L);
    }

    public void decrement() {
        add(-1L);
    }

    public long sum() {
        return fold();
    }

    public void reset() {
        resetTo(0L);
    }

    public long sumThenReset() {
        return foldThenReset(0L);
    }

    @Override
    public String toString() {
        return Long.toString(sum());
    }

    @Override
    public long longValue() {
        return sum();
    }

    @Override
    public int intValue() {
        return (int) sum();
    }

    @Override
    public float floatValue() {
        return (float) sum();
    }

    @Override
    public double doubleValue() {
        return (double) sum();
    }
}
