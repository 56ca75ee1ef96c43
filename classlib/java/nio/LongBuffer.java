package java.nio;

import java.util.Objects;

/**
 * A buffer of longs (written from one template with the other typed
 * buffers): heap buffers over a long[] (HeapLongBuffer) and views of a ByteBuffer
 * (ByteBufferAsLongBufferB/L).
 */
public abstract class LongBuffer extends Buffer implements Comparable<LongBuffer> {
    LongBuffer(int mark, int pos, int lim, int cap) {
        super(mark, pos, lim, cap);
    }

    public static LongBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new HeapLongBuffer(new long[capacity], -1, 0, capacity, capacity, 0);
    }

    public static LongBuffer wrap(long[] array, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, array.length);
        return new HeapLongBuffer(array, -1, offset, offset + length, array.length, 0);
    }

    public static LongBuffer wrap(long[] array) {
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
    public long[] array() {
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
    abstract long ix(int i);

    /* Stores v at buffer index i, no checks (the caller checked read-only). */
    abstract void px(int i, long v);

    /* A buffer of the same kind over elements [off, off + cap) of this one's storage. */
    abstract LongBuffer make(int mark, int pos, int lim, int cap, int off, boolean ro);

    final void checkWritable() {
        if (isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
    }

    public long get() {
        return ix(nextGetIndex(1));
    }

    public long get(int index) {
        return ix(checkIndex(index));
    }

    public LongBuffer put(long x) {
        checkWritable();
        px(nextPutIndex(1), x);
        return this;
    }

    public LongBuffer put(int index, long x) {
        checkWritable();
        px(checkIndex(index), x);
        return this;
    }

    public LongBuffer get(long[] dst, int offset, int length) {
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

    public LongBuffer get(long[] dst) {
        return get(dst, 0, dst.length);
    }

    public LongBuffer get(int index, long[] dst, int offset, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(offset, length, dst.length);
        for (int i = 0; i < length; i++) {
            dst[offset + i] = ix(index + i);
        }
        return this;
    }

    public LongBuffer get(int index, long[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public LongBuffer put(LongBuffer src) {
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

    public LongBuffer put(int index, LongBuffer src, int offset, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(offset, length, src.limit());
        checkWritable();
        for (int i = 0; i < length; i++) {
            px(index + i, src.ix(offset + i));
        }
        return this;
    }

    public LongBuffer put(long[] src, int offset, int length) {
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

    public final LongBuffer put(long[] src) {
        return put(src, 0, src.length);
    }

    public LongBuffer put(int index, long[] src, int offset, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(offset, length, src.length);
        checkWritable();
        for (int i = 0; i < length; i++) {
            px(index + i, src[offset + i]);
        }
        return this;
    }

    public LongBuffer put(int index, long[] src) {
        return put(index, src, 0, src.length);
    }

    public LongBuffer compact() {
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
    public LongBuffer slice() {
        int pos = position();
        int rem = remaining();
        return make(-1, 0, rem, rem, pos, isReadOnly());
    }

    @Override
    public LongBuffer slice(int index, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        return make(-1, 0, length, length, index, isReadOnly());
    }

    @Override
    public LongBuffer duplicate() {
        return make(markValue(), position(), limit(), capacity(), 0, isReadOnly());
    }

    public LongBuffer asReadOnlyBuffer() {
        return make(markValue(), position(), limit(), capacity(), 0, true);
    }

    @Override
    public LongBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    @Override
    public LongBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    @Override
    public LongBuffer mark() {
        super.mark();
        return this;
    }

    @Override
    public LongBuffer reset() {
        super.reset();
        return this;
    }

    @Override
    public LongBuffer clear() {
        super.clear();
        return this;
    }

    @Override
    public LongBuffer flip() {
        super.flip();
        return this;
    }

    @Override
    public LongBuffer rewind() {
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
        if (!(ob instanceof LongBuffer)) {
            return false;
        }
        LongBuffer that = (LongBuffer) ob;
        int n = remaining();
        if (n != that.remaining()) {
            return false;
        }
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            long x = ix(p + i);
            long y = that.ix(q + i);
            if (!(x == y)) {
                return false;
            }
        }
        return true;
    }

    public int compareTo(LongBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            long x = ix(p + i);
            long y = that.ix(q + i);
            int c = Long.compare(x, y);
            if (c != 0) {
                return c;
            }
        }
        return remaining() - that.remaining();
    }

    public int mismatch(LongBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            long x = ix(p + i);
            long y = that.ix(q + i);
            if (!(x == y)) {
                return i;
            }
        }
        return remaining() == that.remaining() ? -1 : n;
    }
}
