package java.nio;

/** A LongBuffer over a long[]: element i is hb[offset + i]. */
class HeapLongBuffer extends LongBuffer {
    final long[] hb;
    final int offset;
    private final boolean readOnly;

    HeapLongBuffer(long[] hb, int mark, int pos, int lim, int cap, int offset) {
        this(hb, mark, pos, lim, cap, offset, false);
    }

    HeapLongBuffer(long[] hb, int mark, int pos, int lim, int cap, int offset, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.readOnly = readOnly;
    }

    @Override
    long ix(int i) {
        return hb[offset + i];
    }

    @Override
    void px(int i, long v) {
        hb[offset + i] = v;
    }

    @Override
    LongBuffer make(int mark, int pos, int lim, int cap, int off, boolean ro) {
        return ro ? new HeapLongBufferR(hb, mark, pos, lim, cap, offset + off)
                  : new HeapLongBuffer(hb, mark, pos, lim, cap, offset + off);
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
    public long[] array() {
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
