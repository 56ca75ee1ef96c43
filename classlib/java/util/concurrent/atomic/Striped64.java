package java.util.concurrent.atomic;

/**
 * The striped cells behind LongAdder, DoubleAdder, LongAccumulator and
 * DoubleAccumulator (our own code, after the design the JDK documents for
 * its Striped64): a base word that uncontended updates go to, and once a
 * compare-and-set on it fails, a table of cells, each thread updating the
 * cell its probe picks.  A thread whose cell CAS fails moves its probe to
 * another cell; when that fails too the table doubles, up to the number of
 * CPUs (rounded up to a power of two).  Cells are AtomicLongs padded to
 * 64 bytes so two of them do not share a cache line; the table only grows,
 * by copying the cell references, so no update is ever lost to a resize.
 * Values are longs; the double classes keep a double's raw bits.
 */
abstract class Striped64 extends Number {
    /** A cell: the AtomicLong's value, then padding. */
    @SuppressWarnings("serial")
    static final class Cell extends AtomicLong {
        long p1, p2, p3, p4, p5, p6, p7;

        Cell(long v) {
            super(v);
        }
    }

    private static final int MAX_CELLS;

    static {
        int n = Runtime.getRuntime().availableProcessors();
        int m = 2;
        while (m < n && m < (1 << 16))
            m <<= 1;
        MAX_CELLS = m;
    }

    /** The calling thread's probe: its id, so that threads made one after
     * another take cells one after another.  (The JDK keeps a probe in
     * Thread that a thread moves on contention; a ThreadLocal in its place
     * cost more per add in this interpreter than contention does.) */
    static int probe() {
        long id = Thread.currentThread().getId();
        return (int) (id ^ (id >>> 32));
    }

    final AtomicLong base;
    volatile Cell[] cells;
    private final AtomicInteger busy = new AtomicInteger();    // 1 while the table changes

    Striped64(long initial) {
        base = new AtomicLong(initial);
    }

    /** The value a cell starts with (the identity of combine). */
    abstract long identity();

    /** prev updated by x. */
    abstract long combine(long prev, long x);

    /** Updates the value by x: the base while uncontended, else a cell. */
    final void update(long x) {
        Cell[] cs = cells;
        if (cs == null) {
            long b = base.get();
            long nb = combine(b, x);
            if (nb == b || base.compareAndSet(b, nb))
                return;
        } else {
            Cell c = cs[probe() & (cs.length - 1)];
            long v = c.get();
            long nv = combine(v, x);
            if (nv == v || c.compareAndSet(v, nv))
                return;
        }
        contended(x);
    }

    /** update's slow path: makes or grows the table, retries. */
    final void contended(long x) {
        int probe = probe();
        int step = 0;                       // moves this call's probe on each collision
        boolean collided = false;
        for (;;) {
            Cell[] cs = cells;
            if (cs == null) {
                if (busy.compareAndSet(0, 1)) {
                    try {
                        if (cells == null) {
                            Cell[] n = new Cell[2];
                            for (int i = 0; i < n.length; i++)
                                n[i] = new Cell(identity());
                            cells = n;
                        }
                    } finally {
                        busy.set(0);
                    }
                    continue;
                }
                long b = base.get();        // another thread makes the table
                long nb = combine(b, x);
                if (nb == b || base.compareAndSet(b, nb))
                    return;
                continue;
            }
            Cell c = cs[(probe + step) & (cs.length - 1)];
            long v = c.get();
            long nv = combine(v, x);
            if (nv == v || c.compareAndSet(v, nv))
                return;
            if (collided && cs.length < MAX_CELLS && cells == cs && busy.compareAndSet(0, 1)) {
                try {
                    if (cells == cs) {
                        Cell[] n = new Cell[cs.length * 2];
                        System.arraycopy(cs, 0, n, 0, cs.length);
                        for (int i = cs.length; i < n.length; i++)
                            n[i] = new Cell(identity());
                        cells = n;
                    }
                } finally {
                    busy.set(0);
                }
                collided = false;
                continue;
            }
            collided = true;
            step++;                         // another cell for the next try
        }
    }

    /** base and every cell folded with combine (not atomic against updates). */
    final long fold() {
        long r = base.get();
        Cell[] cs = cells;
        if (cs != null)
            for (Cell c : cs)
                r = combine(r, c.get());
        return r;
    }

    /** Back to the identity (base to `initial`). */
    final void resetTo(long initial) {
        base.set(initial);
        Cell[] cs = cells;
        if (cs != null)
            for (Cell c : cs)
                c.set(identity());
    }

    /** fold, taking each part as it is read. */
    final long foldThenReset(long initial) {
        long r = base.getAndSet(initial);
        Cell[] cs = cells;
        if (cs != null)
            for (Cell c : cs)
                r = combine(r, c.getAndSet(identity()));
        return r;
    }
}
