package java.nio;

import java.util.Objects;

/**
 * A buffer of bytes over a byte[] (element i is hb[offset + i]), in big- or
 * little-endian order for the multi-byte accessors and views.  A "direct"
 * buffer (allocateDirect) is also Java heap memory, only marked direct (no
 * array access, as the JDK's); JNI's GetDirectBufferAddress does not know it.
 */
public abstract class ByteBuffer extends Buffer implements Comparable<ByteBuffer> {
    final byte[] hb;
    final int offset;
    private final boolean readOnly;
    private final boolean direct;
    boolean bigEndian = true;

    ByteBuffer(byte[] hb, int mark, int pos, int lim, int cap, int offset, boolean readOnly, boolean direct) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.readOnly = readOnly;
        this.direct = direct;
    }

    public static ByteBuffer allocateDirect(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new DirectByteBuffer(new byte[capacity], -1, 0, capacity, capacity, 0);
    }

    public static ByteBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new HeapByteBuffer(new byte[capacity], -1, 0, capacity, capacity, 0);
    }

    public static ByteBuffer wrap(byte[] array, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, array.length);
        return new HeapByteBuffer(array, -1, offset, offset + length, array.length, 0);
    }

    public static ByteBuffer wrap(byte[] array) {
        return wrap(array, 0, array.length);
    }

    byte ix(int i) {
        return hb[offset + i];
    }

    void px(int i, byte v) {
        hb[offset + i] = v;
    }

    ByteBuffer make(int mark, int pos, int lim, int cap, int off, boolean ro) {
        ByteBuffer b;
        if (direct) {
            b = ro ? new DirectByteBufferR(hb, mark, pos, lim, cap, offset + off)
                   : new DirectByteBuffer(hb, mark, pos, lim, cap, offset + off);
            if (this instanceof MappedByteBuffer) {
                ((MappedByteBuffer) b).mapping = ((MappedByteBuffer) this).mapping;
            }
        } else {
            b = ro ? new HeapByteBufferR(hb, mark, pos, lim, cap, offset + off)
                   : new HeapByteBuffer(hb, mark, pos, lim, cap, offset + off);
        }
        return b;                   /* big-endian, as every new ByteBuffer */
    }

    /* Like slice, these give a big-endian buffer whatever this one's order, as the JDK's. */
    @Override
    public ByteBuffer duplicate() {
        return make(markValue(), position(), limit(), capacity(), 0, readOnly);
    }

    public ByteBuffer asReadOnlyBuffer() {
        return make(markValue(), position(), limit(), capacity(), 0, true);
    }

    @Override
    public final boolean isReadOnly() {
        return readOnly;
    }

    @Override
    public final boolean isDirect() {
        return direct;
    }

    @Override
    public final boolean hasArray() {
        return !direct && !readOnly;
    }

    @Override
    public final byte[] array() {
        if (direct) {
            throw new UnsupportedOperationException();
        }
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
        return hb;
    }

    @Override
    public final int arrayOffset() {
        if (direct) {
            throw new UnsupportedOperationException();
        }
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
        return offset;
    }

    public final ByteOrder order() {
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    public final ByteBuffer order(ByteOrder bo) {
        bigEndian = (bo == ByteOrder.BIG_ENDIAN);
        return this;
    }

    public final int alignmentOffset(int index, int unitSize) {
        if (index < 0) {
            throw new IllegalArgumentException("Index less than zero: " + index);
        }
        if (unitSize < 1 || (unitSize & (unitSize - 1)) != 0) {
            throw new IllegalArgumentException("Unit size not a power of two: " + unitSize);
        }
        if (unitSize > 8 && !isDirect()) {
            throw new UnsupportedOperationException("Unit size unsupported for non-direct buffers: " + unitSize);
        }
        return (offset + index) % unitSize;
    }

    @Override
    public String toString() {
        return getClass().getName() + "[pos=" + position() + " lim=" + limit() + " cap=" + capacity() + "]";
    }

    final char getCharRaw(int b, boolean big) {
        int v = 0;
        for (int k = 0; k < 2; k++) {
            int x = hb[offset + b + (big ? k : 1 - k)] & 0xff;
            v = (v << 8) | x;
        }
        return (char) v;
    }

    final void putCharRaw(int b, char v, boolean big) {
        int w = v;
        for (int k = 1; k >= 0; k--) {
            hb[offset + b + (big ? k : 1 - k)] = (byte) w;
            w >>= 8;
        }
    }

    public char getChar() {
        return getCharRaw(nextGetIndex(2), bigEndian);
    }

    public char getChar(int index) {
        return getCharRaw(checkIndex(index, 2), bigEndian);
    }

    public ByteBuffer putChar(char value) {
        checkWritable();
        putCharRaw(nextPutIndex(2), value, bigEndian);
        return this;
    }

    public ByteBuffer putChar(int index, char value) {
        checkWritable();
        putCharRaw(checkIndex(index, 2), value, bigEndian);
        return this;
    }

    public CharBuffer asCharBuffer() {
        int n = remaining() / 2;
        return ByteBufferAsCharBuffer.of(this, -1, 0, n, n, position(), bigEndian, isReadOnly());
    }

    final short getShortRaw(int b, boolean big) {
        int v = 0;
        for (int k = 0; k < 2; k++) {
            int x = hb[offset + b + (big ? k : 1 - k)] & 0xff;
            v = (v << 8) | x;
        }
        return (short) v;
    }

    final void putShortRaw(int b, short v, boolean big) {
        int w = v;
        for (int k = 1; k >= 0; k--) {
            hb[offset + b + (big ? k : 1 - k)] = (byte) w;
            w >>= 8;
        }
    }

    public short getShort() {
        return getShortRaw(nextGetIndex(2), bigEndian);
    }

    public short getShort(int index) {
        return getShortRaw(checkIndex(index, 2), bigEndian);
    }

    public ByteBuffer putShort(short value) {
        checkWritable();
        putShortRaw(nextPutIndex(2), value, bigEndian);
        return this;
    }

    public ByteBuffer putShort(int index, short value) {
        checkWritable();
        putShortRaw(checkIndex(index, 2), value, bigEndian);
        return this;
    }

    public ShortBuffer asShortBuffer() {
        int n = remaining() / 2;
        return ByteBufferAsShortBuffer.of(this, -1, 0, n, n, position(), bigEndian, isReadOnly());
    }

    final int getIntRaw(int b, boolean big) {
        int v = 0;
        for (int k = 0; k < 4; k++) {
            int x = hb[offset + b + (big ? k : 3 - k)] & 0xff;
            v = (v << 8) | x;
        }
        return (int) v;
    }

    final void putIntRaw(int b, int v, boolean big) {
        int w = v;
        for (int k = 3; k >= 0; k--) {
            hb[offset + b + (big ? k : 3 - k)] = (byte) w;
            w >>= 8;
        }
    }

    public int getInt() {
        return getIntRaw(nextGetIndex(4), bigEndian);
    }

    public int getInt(int index) {
        return getIntRaw(checkIndex(index, 4), bigEndian);
    }

    public ByteBuffer putInt(int value) {
        checkWritable();
        putIntRaw(nextPutIndex(4), value, bigEndian);
        return this;
    }

    public ByteBuffer putInt(int index, int value) {
        checkWritable();
        putIntRaw(checkIndex(index, 4), value, bigEndian);
        return this;
    }

    public IntBuffer asIntBuffer() {
        int n = remaining() / 4;
        return ByteBufferAsIntBuffer.of(this, -1, 0, n, n, position(), bigEndian, isReadOnly());
    }

    final long getLongRaw(int b, boolean big) {
        long v = 0;
        for (int k = 0; k < 8; k++) {
            long x = hb[offset + b + (big ? k : 7 - k)] & 0xff;
            v = (v << 8) | x;
        }
        return (long) v;
    }

    final void putLongRaw(int b, long v, boolean big) {
        long w = v;
        for (int k = 7; k >= 0; k--) {
            hb[offset + b + (big ? k : 7 - k)] = (byte) w;
            w >>= 8;
        }
    }

    public long getLong() {
        return getLongRaw(nextGetIndex(8), bigEndian);
    }

    public long getLong(int index) {
        return getLongRaw(checkIndex(index, 8), bigEndian);
    }

    public ByteBuffer putLong(long value) {
        checkWritable();
        putLongRaw(nextPutIndex(8), value, bigEndian);
        return this;
    }

    public ByteBuffer putLong(int index, long value) {
        checkWritable();
        putLongRaw(checkIndex(index, 8), value, bigEndian);
        return this;
    }

    public LongBuffer asLongBuffer() {
        int n = remaining() / 8;
        return ByteBufferAsLongBuffer.of(this, -1, 0, n, n, position(), bigEndian, isReadOnly());
    }

    final float getFloatRaw(int b, boolean big) {
        return Float.intBitsToFloat(getIntRaw(b, big));
    }

    final void putFloatRaw(int b, float v, boolean big) {
        putIntRaw(b, Float.floatToRawIntBits(v), big);
    }

    public float getFloat() {
        return getFloatRaw(nextGetIndex(4), bigEndian);
    }

    public float getFloat(int index) {
        return getFloatRaw(checkIndex(index, 4), bigEndian);
    }

    public ByteBuffer putFloat(float value) {
        checkWritable();
        putFloatRaw(nextPutIndex(4), value, bigEndian);
        return this;
    }

    public ByteBuffer putFloat(int index, float value) {
        checkWritable();
        putFloatRaw(checkIndex(index, 4), value, bigEndian);
        return this;
    }

    public FloatBuffer asFloatBuffer() {
        int n = remaining() / 4;
        return ByteBufferAsFloatBuffer.of(this, -1, 0, n, n, position(), bigEndian, isReadOnly());
    }

    final double getDoubleRaw(int b, boolean big) {
        return Double.longBitsToDouble(getLongRaw(b, big));
    }

    final void putDoubleRaw(int b, double v, boolean big) {
        putLongRaw(b, Double.doubleToRawLongBits(v), big);
    }

    public double getDouble() {
        return getDoubleRaw(nextGetIndex(8), bigEndian);
    }

    public double getDouble(int index) {
        return getDoubleRaw(checkIndex(index, 8), bigEndian);
    }

    public ByteBuffer putDouble(double value) {
        checkWritable();
        putDoubleRaw(nextPutIndex(8), value, bigEndian);
        return this;
    }

    public ByteBuffer putDouble(int index, double value) {
        checkWritable();
        putDoubleRaw(checkIndex(index, 8), value, bigEndian);
        return this;
    }

    public DoubleBuffer asDoubleBuffer() {
        int n = remaining() / 8;
        return ByteBufferAsDoubleBuffer.of(this, -1, 0, n, n, position(), bigEndian, isReadOnly());
    }



    final void checkWritable() {
        if (isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
    }

    public byte get() {
        return ix(nextGetIndex(1));
    }

    public byte get(int index) {
        return ix(checkIndex(index));
    }

    public ByteBuffer put(byte x) {
        checkWritable();
        px(nextPutIndex(1), x);
        return this;
    }

    public ByteBuffer put(int index, byte x) {
        checkWritable();
        px(checkIndex(index), x);
        return this;
    }

    public ByteBuffer get(byte[] dst, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, dst.length);
        if (length > remaining()) {
            throw new BufferUnderflowException();
        }
        int p = position();
        for (int i = 0; i < length; i++) {
            dst[offset + i] = ix(p + i);
        }
        position(p + length);
        return this;
    }

    public ByteBuffer get(byte[] dst) {
        return get(dst, 0, dst.length);
    }

    public ByteBuffer get(int index, byte[] dst, int offset, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(offset, length, dst.length);
        for (int i = 0; i < length; i++) {
            dst[offset + i] = ix(index + i);
        }
        return this;
    }

    public ByteBuffer get(int index, byte[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public ByteBuffer put(ByteBuffer src) {
        if (src == this) {
            throw new IllegalArgumentException("The source buffer is this buffer");
        }
        checkWritable();
        int n = src.remaining();
        if (n > remaining()) {
            throw new BufferOverflowException();
        }
        int sp = src.position();
        int p = position();
        for (int i = 0; i < n; i++) {
            px(p + i, src.ix(sp + i));
        }
        src.position(sp + n);
        position(p + n);
        return this;
    }

    public ByteBuffer put(int index, ByteBuffer src, int offset, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(offset, length, src.limit());
        checkWritable();
        for (int i = 0; i < length; i++) {
            px(index + i, src.ix(offset + i));
        }
        return this;
    }

    public ByteBuffer put(byte[] src, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, src.length);
        checkWritable();
        if (length > remaining()) {
            throw new BufferOverflowException();
        }
        int p = position();
        for (int i = 0; i < length; i++) {
            px(p + i, src[offset + i]);
        }
        position(p + length);
        return this;
    }

    public final ByteBuffer put(byte[] src) {
        return put(src, 0, src.length);
    }

    public ByteBuffer put(int index, byte[] src, int offset, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(offset, length, src.length);
        checkWritable();
        for (int i = 0; i < length; i++) {
            px(index + i, src[offset + i]);
        }
        return this;
    }

    public ByteBuffer put(int index, byte[] src) {
        return put(index, src, 0, src.length);
    }

    public ByteBuffer compact() {
        checkWritable();
        int p = position();
        int n = remaining();
        for (int i = 0; i < n; i++) {
            px(i, ix(p + i));
        }
        position(n);
        limit(capacity());
        discardMark();
        return this;
    }

    @Override
    public ByteBuffer slice() {
        int pos = position();
        int rem = remaining();
        return make(-1, 0, rem, rem, pos, isReadOnly());
    }

    @Override
    public ByteBuffer slice(int index, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        return make(-1, 0, length, length, index, isReadOnly());
    }


    @Override
    public ByteBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    @Override
    public ByteBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    @Override
    public ByteBuffer mark() {
        super.mark();
        return this;
    }

    @Override
    public ByteBuffer reset() {
        super.reset();
        return this;
    }

    @Override
    public ByteBuffer clear() {
        super.clear();
        return this;
    }

    @Override
    public ByteBuffer flip() {
        super.flip();
        return this;
    }

    @Override
    public ByteBuffer rewind() {
        super.rewind();
        return this;
    }

    @Override
    public int hashCode() {
        int h = 1;
        int p = position();
        for (int i = limit() - 1; i >= p; i--) {
            h = 31 * h + (int) get(i);
        }
        return h;
    }

    @Override
    public boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof ByteBuffer)) {
            return false;
        }
        ByteBuffer that = (ByteBuffer) ob;
        int n = remaining();
        if (n != that.remaining()) {
            return false;
        }
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            byte x = ix(p + i);
            byte y = that.ix(q + i);
            if (!(x == y)) {
                return false;
            }
        }
        return true;
    }

    public int compareTo(ByteBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            byte x = ix(p + i);
            byte y = that.ix(q + i);
            int c = Byte.compare(x, y);
            if (c != 0) {
                return c;
            }
        }
        return remaining() - that.remaining();
    }

    public int mismatch(ByteBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            byte x = ix(p + i);
            byte y = that.ix(q + i);
            if (!(x == y)) {
                return i;
            }
        }
        return remaining() == that.remaining() ? -1 : n;
    }
}
