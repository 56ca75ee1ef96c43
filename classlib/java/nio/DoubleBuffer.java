package java.nio;

import java.util.Objects;

/**
 * A buffer of doubles (written from one template with the other typed
 * buffers): heap buffers over a double[] (HeapDoubleBuffer) and views of a ByteBuffer
 * (ByteBufferAsDoubleBufferB/L).
 */
public abstract class DoubleBuffer extends Buffer implements Comparable<DoubleBuffer> {
    DoubleBuffer(int mark, int pos, int lim, int cap) {
        super(mark, pos, lim, cap);
    }

    public static DoubleBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new HeapDoubleBuffer(new double[capacity], -1, 0, capacity, capacity, 0);
    }

    public static DoubleBuffer wrap(double[] array, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, array.length);
        return new HeapDoubleBuffer(array, -1, offset, offset + length, array.length, 0);
    }

    public static DoubleBuffer wrap(double[] array) {
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
    public double[] array() {
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
    abstract double ix(int i);

    /* Stores v at buffer index i, no checks (the caller checked read-only). */
    abstract void px(int i, double v);

    /* A buffer of the same kind over elements [off, off + cap) of this one's storage. */
    abstract DoubleBuffer make(int mark, int pos, int lim, int cap, int off, boolean ro);

    final void checkWritable() {
        if (isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
    }

    public double get() {
        return ix(nextGetIndex(1));
    }

    public double get(int index) {
        return ix(checkIndex(index));
    }

    public DoubleBuffer put(double x) {
        checkWritable();
        px(nextPutIndex(1), x);
        return this;
    }

    public DoubleBuffer put(int index, double x) {
        checkWritable();
        px(checkIndex(index), x);
        return this;
    }

    public DoubleBuffer get(double[] dst, int offset, int length) {
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

    public DoubleBuffer get(double[] dst) {
        return get(dst, 0, dst.length);
    }

    public DoubleBuffer get(int index, double[] dst, int offset, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(offset, length, dst.length);
        for (int i = 0; i < length; i++) {
            dst[offset + i] = ix(index + i);
        }
        return this;
    }

    public DoubleBuffer get(int index, double[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public DoubleBuffer put(DoubleBuffer src) {
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

    public DoubleBuffer put(int index, DoubleBuffer src, int offset, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(offset, length, src.limit());
        checkWritable();
        for (int i = 0; i < length; i++) {
            px(index + i, src.ix(offset + i));
        }
        return this;
    }

    public DoubleBuffer put(double[] src, int offset, int length) {
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

    public final DoubleBuffer put(double[] src) {
        return put(src, 0, src.length);
    }

    public DoubleBuffer put(int index, double[] src, int offset, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(offset, length, src.length);
        checkWritable();
        for (int i = 0; i < length; i++) {
            px(index + i, src[offset + i]);
        }
        return this;
    }

    public DoubleBuffer put(int index, double[] src) {
        return put(index, src, 0, src.length);
    }

    public DoubleBuffer compact() {
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
    public DoubleBuffer slice() {
        int pos = position();
        int rem = remaining();
        return make(-1, 0, rem, rem, pos, isReadOnly());
    }

    @Override
    public DoubleBuffer slice(int index, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        return make(-1, 0, length, length, index, isReadOnly());
    }

    @Override
    public DoubleBuffer duplicate() {
        return make(markValue(), position(), limit(), capacity(), 0, isReadOnly());
    }

    public DoubleBuffer asReadOnlyBuffer() {
        return make(markValue(), position(), limit(), capacity(), 0, true);
    }

    @Override
    public DoubleBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    @Override
    public DoubleBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    @Override
    public DoubleBuffer mark() {
        super.mark();
        return this;
    }

    @Override
    public DoubleBuffer reset() {
        super.reset();
        return this;
    }

    @Override
    public DoubleBuffer clear() {
        super.clear();
        return this;
    }

    @Override
    public DoubleBuffer flip() {
        super.flip();
        return this;
    }

    @Override
    public DoubleBuffer rewind() {
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
        if (!(ob instanceof DoubleBuffer)) {
            return false;
        }
        DoubleBuffer that = (DoubleBuffer) ob;
        int n = remaining();
        if (n != that.remaining()) {
            return false;
        }
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            double x = ix(p + i);
            double y = that.ix(q + i);
            if (!((x == y) || (Double.isNaN(x) && Double.isNaN(y)))) {
                return false;
            }
        }
        return true;
    }

    public int compareTo(DoubleBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            double x = ix(p + i);
            double y = that.ix(q + i);
            int c = ((x < y) ? -1 : (x > y) ? +1 : (x == y) ? 0 : Double.isNaN(x) ? (Double.isNaN(y) ? 0 : +1) : -1);
            if (c != 0) {
                return c;
            }
        }
        return remaining() - that.remaining();
    }

    public int mismatch(DoubleBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            double x = ix(p + i);
            double y = that.ix(q + i);
            if (!((x == y) || (Double.isNaN(x) && Double.isNaN(y)))) {
                return i;
            }
        }
        return remaining() == that.remaining() ? -1 : n;
    }
}
