package java.nio;

/** A FloatBuffer over a float[]: element i is hb[offset + i]. */
class HeapFloatBuffer extends FloatBuffer {
    final float[] hb;
    final int offset;
    private final boolean readOnly;

    HeapFloatBuffer(float[] hb, int mark, int pos, int lim, int cap, int offset) {
        this(hb, mark, pos, lim, cap, offset, false);
    }

    HeapFloatBuffer(float[] hb, int mark, int pos, int lim, int cap, int offset, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.readOnly = readOnly;
    }

    @Override
    float ix(int i) {
        return hb[offset + i];
    }

    @Override
    void px(int i, float v) {
        hb[offset + i] = v;
    }

    @Override
    FloatBuffer make(int mark, int pos, int lim, int cap, int off, boolean ro) {
        return ro ? new HeapFloatBufferR(hb, mark, pos, lim, cap, offset + off)
                  : new HeapFloatBuffer(hb, mark, pos, lim, cap, offset + off);
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
    public float[] array() {
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
