package java.nio;

import java.util.Objects;

/**
 * A buffer of shorts (written from one template with the other typed
 * buffers): heap buffers over a short[] (HeapShortBuffer) and views of a ByteBuffer
 * (ByteBufferAsShortBufferB/L).
 */
public abstract class ShortBuffer extends Buffer implements Comparable<ShortBuffer> {
    ShortBuffer(int mark, int pos, int lim, int cap) {
        super(mark, pos, lim, cap);
    }

    public static ShortBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new HeapShortBuffer(new short[capacity], -1, 0, capacity, capacity, 0);
    }

    public static ShortBuffer wrap(short[] array, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, array.length);
        return new HeapShortBuffer(array, -1, offset, offset + length, array.length, 0);
    }

    public static ShortBuffer wrap(short[] array) {
        return wrap(array, 0, array.length);
    }

    @Override
    public boolean isDirect() {
        return false;
    }

    @Override
    public boolean hasArray() {
        return false;
    }

    @Override
    public short[] array() {
        throw new UnsupportedOperationException();
    }

    @Override
    public int arrayOffset() {
        throw new UnsupportedOperationException();
    }

    public abstract ByteOrder order();

    @Override
    public String toString() {
        return getClass().getName() + "[pos=" + position() + " lim=" + limit() + " cap=" + capacity() + "]";
    }

    /* The element at buffer index i (0 <= i < capacity), no checks. */
    abstract short ix(int i);

    /* Stores v at buffer index i, no checks (the caller checked read-only). */
    abstract void px(int i, short v);

    /* A buffer of the same kind over elements [off, off + cap) of this one's storage. */
    abstract ShortBuffer make(int mark, int pos, int lim, int cap, int off, boolean ro);

    final void checkWritable() {
        if (isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
    }

    public short get() {
        return ix(nextGetIndex(1));
    }

    public short get(int index) {
        return ix(checkIndex(index));
    }

    public ShortBuffer put(short x) {
        checkWritable();
        px(nextPutIndex(1), x);
        return this;
    }

    public ShortBuffer put(int index, short x) {
        checkWritable();
        px(checkIndex(index), x);
        return this;
    }

    public ShortBuffer get(short[] dst, int offset, int length) {
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

    public ShortBuffer get(short[] dst) {
        return get(dst, 0, dst.length);
    }

    public ShortBuffer get(int index, short[] dst, int offset, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(offset, length, dst.length);
        for (int i = 0; i < length; i++) {
            dst[offset + i] = ix(index + i);
        }
        return this;
    }

    public ShortBuffer get(int index, short[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public ShortBuffer put(ShortBuffer src) {
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

    public ShortBuffer put(int index, ShortBuffer src, int offset, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(offset, length, src.limit());
        checkWritable();
        for (int i = 0; i < length; i++) {
            px(index + i, src.ix(offset + i));
        }
        return this;
    }

    public ShortBuffer put(short[] src, int offset, int length) {
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

    public final ShortBuffer put(short[] src) {
        return put(src, 0, src.length);
    }

    public ShortBuffer put(int index, short[] src, int offset, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(offset, length, src.length);
        checkWritable();
        for (int i = 0; i < length; i++) {
            px(index + i, src[offset + i]);
        }
        return this;
    }

    public ShortBuffer put(int index, short[] src) {
        return put(index, src, 0, src.length);
    }

    public ShortBuffer compact() {
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
    public ShortBuffer slice() {
        int pos = position();
        int rem = remaining();
        return make(-1, 0, rem, rem, pos, isReadOnly());
    }

    @Override
    public ShortBuffer slice(int index, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        return make(-1, 0, length, length, index, isReadOnly());
    }

    @Override
    public ShortBuffer duplicate() {
        return make(markValue(), position(), limit(), capacity(), 0, isReadOnly());
    }

    public ShortBuffer asReadOnlyBuffer() {
        return make(markValue(), position(), limit(), capacity(), 0, true);
    }

    @Override
    public ShortBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    @Override
    public ShortBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    @Override
    public ShortBuffer mark() {
        super.mark();
        return this;
    }

    @Override
    public ShortBuffer reset() {
        super.reset();
        return this;
    }

    @Override
    public ShortBuffer clear() {
        super.clear();
        return this;
    }

    @Override
    public ShortBuffer flip() {
        super.flip();
        return this;
    }

    @Override
    public ShortBuffer rewind() {
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
        if (!(ob instanceof ShortBuffer)) {
            return false;
        }
        ShortBuffer that = (ShortBuffer) ob;
        int n = remaining();
        if (n != that.remaining()) {
            return false;
        }
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            short x = ix(p + i);
            short y = that.ix(q + i);
            if (!(x == y)) {
                return false;
            }
        }
        return true;
    }

    public int compareTo(ShortBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            short x = ix(p + i);
            short y = that.ix(q + i);
            int c = Short.compare(x, y);
            if (c != 0) {
                return c;
            }
        }
        return remaining() - that.remaining();
    }

    public int mismatch(ShortBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            short x = ix(p + i);
            short y = that.ix(q + i);
            if (!(x == y)) {
                return i;
            }
        }
        return remaining() == that.remaining() ? -1 : n;
    }
}
