package java.nio;

/** A IntBuffer over a int[]: element i is hb[offset + i]. */
class HeapIntBuffer extends IntBuffer {
    final int[] hb;
    final int offset;
    private final boolean readOnly;

    HeapIntBuffer(int[] hb, int mark, int pos, int lim, int cap, int offset) {
        this(hb, mark, pos, lim, cap, offset, false);
    }

    HeapIntBuffer(int[] hb, int mark, int pos, int lim, int cap, int offset, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.readOnly = readOnly;
    }

    @Override
    int ix(int i) {
        return hb[offset + i];
    }

    @Override
    void px(int i, int v) {
        hb[offset + i] = v;
    }

    @Override
    IntBuffer make(int mark, int pos, int lim, int cap, int off, boolean ro) {
        return ro ? new HeapIntBufferR(hb, mark, pos, lim, cap, offset + off)
                  : new HeapIntBuffer(hb, mark, pos, lim, cap, offset + off);
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
    public int[] array() {
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
