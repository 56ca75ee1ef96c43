package java.nio;

/** A DoubleBuffer over a double[]: element i is hb[offset + i]. */
class HeapDoubleBuffer extends DoubleBuffer {
    final double[] hb;
    final int offset;
    private final boolean readOnly;

    HeapDoubleBuffer(double[] hb, int mark, int pos, int lim, int cap, int offset) {
        this(hb, mark, pos, lim, cap, offset, false);
    }

    HeapDoubleBuffer(double[] hb, int mark, int pos, int lim, int cap, int offset, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.readOnly = readOnly;
    }

    @Override
    double ix(int i) {
        return hb[offset + i];
    }

    @Override
    void px(int i, double v) {
        hb[offset + i] = v;
    }

    @Override
    DoubleBuffer make(int mark, int pos, int lim, int cap, int off, boolean ro) {
        return ro ? new HeapDoubleBufferR(hb, mark, pos, lim, cap, offset + off)
                  : new HeapDoubleBuffer(hb, mark, pos, lim, cap, offset + off);
    }

    @Override
    public boolean isReadOnly() {
        return readOnly;
    }

    @Override
    public boolean hasArray() {
        return !readOnly;
    }

    @Override
    public double[] array() {
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
        return hb;
    }

    @Override
    public int arrayOffset() {
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
        return offset;
    }

    @Override
    public ByteOrder order() {
        return ByteOrder.nativeOrder();
    }
}
