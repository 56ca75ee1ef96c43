package java.nio;

/** A ShortBuffer view of a ByteBuffer: element i is the 2 bytes at byte offset + 2 * i, in a fixed order. */
abstract class ByteBufferAsShortBuffer extends ShortBuffer {
    final ByteBuffer bb;
    final int offset;           /* in bytes, into bb's storage */
    final boolean bigEndian;
    private final boolean readOnly;

    ByteBufferAsShortBuffer(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset, boolean bigEndian, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.bb = bb;
        this.offset = offset;
        this.bigEndian = bigEndian;
        this.readOnly = readOnly;
    }

    static ByteBufferAsShortBuffer of(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset, boolean bigEndian,
                               boolean ro) {
        if (bigEndian) {
            return ro ? new ByteBufferAsShortBufferRB(bb, mark, pos, lim, cap, offset)
                      : new ByteBufferAsShortBufferB(bb, mark, pos, lim, cap, offset);
        }
        return ro ? new ByteBufferAsShortBufferRL(bb, mark, pos, lim, cap, offset)
                  : new ByteBufferAsShortBufferL(bb, mark, pos, lim, cap, offset);
    }

    @Override
    short ix(int i) {
        return bb.getShortRaw(offset + 2 * i, bigEndian);
    }

    @Override
    void px(int i, short v) {
        bb.putShortRaw(offset + 2 * i, v, bigEndian);
    }

    @Override
    ShortBuffer make(int mark, int pos, int lim, int cap, int off, boolean ro) {
        return of(bb, mark, pos, lim, cap, offset + 2 * off, bigEndian, ro);
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
