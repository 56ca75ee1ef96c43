package java.nio;

/** A CharBuffer view of a ByteBuffer: element i is the 2 bytes at byte offset + 2 * i, in a fixed order. */
abstract class ByteBufferAsCharBuffer extends CharBuffer {
    final ByteBuffer bb;
    final int offset;           /* in bytes, into bb's storage */
    final boolean bigEndian;
    private final boolean readOnly;

    ByteBufferAsCharBuffer(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset, boolean bigEndian, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.bb = bb;
        this.offset = offset;
        this.bigEndian = bigEndian;
        this.readOnly = readOnly;
    }

    static ByteBufferAsCharBuffer of(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset, boolean bigEndian,
                               boolean ro) {
        if (bigEndian) {
            return ro ? new ByteBufferAsCharBufferRB(bb, mark, pos, lim, cap, offset)
                      : new ByteBufferAsCharBufferB(bb, mark, pos, lim, cap, offset);
        }
        return ro ? new ByteBufferAsCharBufferRL(bb, mark, pos, lim, cap, offset)
                  : new ByteBufferAsCharBufferL(bb, mark, pos, lim, cap, offset);
    }

    @Override
    char ix(int i) {
        return bb.getCharRaw(offset + 2 * i, bigEndian);
    }

    @Override
    void px(int i, char v) {
        bb.putCharRaw(offset + 2 * i, v, bigEndian);
    }

    @Override
    CharBuffer make(int mark, int pos, int lim, int cap, int off, boolean ro) {
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
