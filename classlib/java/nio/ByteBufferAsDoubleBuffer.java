package java.nio;

/** A DoubleBuffer view of a ByteBuffer: element i is the 8 bytes at byte offset + 8 * i, in a fixed order. */
abstract class ByteBufferAsDoubleBuffer extends DoubleBuffer {
    final ByteBuffer bb;
    final int offset;           /* in bytes, into bb's storage */
    final boolean bigEndian;
    private final boolean readOnly;

    ByteBufferAsDoubleBuffer(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset, boolean bigEndian, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.bb = bb;
        this.offset = offset;
        this.bigEndian = bigEndian;
        this.readOnly = readOnly;
    }

    static ByteBufferAsDoubleBuffer of(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset, boolean bigEndian,
                               boolean ro) {
        if (bigEndian) {
            return ro ? new ByteBufferAsDoubleBufferRB(bb, mark, pos, lim, cap, offset)
                      : new ByteBufferAsDoubleBufferB(bb, mark, pos, lim, cap, offset);
        }
        return ro ? new ByteBufferAsDoubleBufferRL(bb, mark, pos, lim, cap, offset)
                  : new ByteBufferAsDoubleBufferL(bb, mark, pos, lim, cap, offset);
    }

    @Override
    double ix(int i) {
        return bb.getDoubleRaw(offset + 8 * i, bigEndian);
    }

    @Override
    void px(int i, double v) {
        bb.putDoubleRaw(offset + 8 * i, v, bigEndian);
    }

    @Override
    DoubleBuffer make(int mark, int pos, int lim, int cap, int off, boolean ro) {
        return of(bb, mark, pos, lim, cap, offset + 8 * off, bigEndian, ro);
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
