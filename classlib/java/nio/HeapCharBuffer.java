package java.nio;

/** A CharBuffer over a char[]: element i is hb[offset + i]. */
class HeapCharBuffer extends CharBuffer {
    final char[] hb;
    final int offset;
    private final boolean readOnly;

    HeapCharBuffer(char[] hb, int mark, int pos, int lim, int cap, int offset) {
        this(hb, mark, pos, lim, cap, offset, false);
    }

    HeapCharBuffer(char[] hb, int mark, int pos, int lim, int cap, int offset, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.readOnly = readOnly;
    }

    @Override
    char ix(int i) {
        return hb[offset + i];
    }

    @Override
    void px(int i, char v) {
        hb[offset + i] = v;
    }

    @Override
    CharBuffer make(int mark, int pos, int lim, int cap, int off, boolean ro) {
        return ro ? new HeapCharBufferR(hb, mark, pos, lim, cap, offset + off)
                  : new HeapCharBuffer(hb, mark, pos, lim, cap, offset + off);
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
    public char[] array() {
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
