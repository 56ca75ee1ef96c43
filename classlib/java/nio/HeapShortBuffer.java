package java.nio;

/** A ShortBuffer over a short[]: element i is hb[offset + i]. */
class HeapShortBuffer extends ShortBuffer {
    final short[] hb;
    final int offset;
    private final boolean readOnly;

    HeapShortBuffer(short[] hb, int mark, int pos, int lim, int cap, int offset) {
        this(hb, mark, pos, lim, cap, offset, false);
    }

    HeapShortBuffer(short[] hb, int mark, int pos, int lim, int cap, int offset, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.readOnly = readOnly;
    }

    @Override
    short ix(int i) {
        return hb[offset + i];
    }

    @Override
    void px(int i, short v) {
        hb[offset + i] = v;
    }

    @Override
    ShortBuffer make(int mark, int pos, int lim, int cap, int off, boolean ro) {
        return ro ? new HeapShortBufferR(hb, mark, pos, lim, cap, offset + off)
                  : new HeapShortBuffer(hb, mark, pos, lim, cap, offset + off);
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
    public short[] array() {
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
