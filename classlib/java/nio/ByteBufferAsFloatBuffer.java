package java.nio;

/** A FloatBuffer view of a ByteBuffer: element i is the 4 bytes at byte offset + 4 * i, in a fixed order. */
abstract class ByteBufferAsFloatBuffer extends FloatBuffer {
    final ByteBuffer bb;
    final int offset;           /* in bytes, into bb's storage */
    final boolean bigEndian;
    private final boolean readOnly;

    ByteBufferAsFloatBuffer(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset, boolean bigEndian, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.bb = bb;
        this.offset = offset;
        this.bigEndian = bigEndian;
        this.readOnly = readOnly;
    }

    static ByteBufferAsFloatBuffer of(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset, boolean bigEndian,
                               boolean ro) {
        if (bigEndian) {
            return ro ? new ByteBufferAsFloatBufferRB(bb, mark, pos, lim, cap, offset)
                      : new ByteBufferAsFloatBufferB(bb, mark, pos, lim, cap, offset);
        }
        return ro ? new ByteBufferAsFloatBufferRL(bb, mark, pos, lim, cap, offset)
                  : new ByteBufferAsFloatBufferL(bb, mark, pos, lim, cap, offset);
    }

    @Override
    float ix(int i) {
        return bb.getFloatRaw(offset + 4 * i, bigEndian);
    }

    @Override
    void px(int i, float v) {
        bb.putFloatRaw(offset + 4 * i, v, bigEndian);
    }

    @Override
    FloatBuffer make(int mark, int pos, int lim, int cap, int off, boolean ro) {
        return of(bb, mark, pos, lim, cap, offset + 4 * off, bigEndian, ro);
    }

    @Override
    public boolean isReadOnly() {
        return readOnly;
    }

    @Override
    public boolean isDirect() {
        return bb.isDirect();
    }

    @Override
    public ByteOrder order() {
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }
}
