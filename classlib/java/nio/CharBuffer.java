package java.nio;

import java.util.Objects;

/**
 * A buffer of chars (written from one template with the other typed
 * buffers): heap buffers over a char[] (HeapCharBuffer) and views of a ByteBuffer
 * (ByteBufferAsCharBufferB/L).
 */
public abstract class CharBuffer extends Buffer implements Comparable<CharBuffer>, Appendable, CharSequence, Readable {
    CharBuffer(int mark, int pos, int lim, int cap) {
        super(mark, pos, lim, cap);
    }

    public static CharBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new HeapCharBuffer(new char[capacity], -1, 0, capacity, capacity, 0);
    }

    public static CharBuffer wrap(char[] array, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, array.length);
        return new HeapCharBuffer(array, -1, offset, offset + length, array.length, 0);
    }

    public static CharBuffer wrap(char[] array) {
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
    public char[] array() {
        throw new UnsupportedOperationException();
    }

    @Override
    public int arrayOffset() {
        throw new UnsupportedOperationException();
    }

    public abstract ByteOrder order();

    @Override
    public String toString() {
        int p = position();
        int n = remaining();
        char[] cs = new char[n];
        for (int i = 0; i < n; i++) {
            cs[i] = ix(p + i);
        }
        return new String(cs);
    }

    @Override
    public final int length() {
        return remaining();
    }

    @Override
    public final char charAt(int index) {
        if (index < 0 || index >= remaining()) {
            throw new IndexOutOfBoundsException();
        }
        return ix(position() + index);
    }

    @Override
    public CharBuffer subSequence(int start, int end) {
        int pos = position();
        int lim = limit();
        if (start < 0 || end > lim - pos || start > end) {
            throw new IndexOutOfBoundsException();
        }
        return make(-1, pos + start, pos + end, capacity(), 0, isReadOnly());
    }

    public static CharBuffer wrap(CharSequence csq, int start, int end) {
        Objects.checkFromToIndex(start, end, csq.length());
        return new StringCharBuffer(csq, start, end);
    }

    public static CharBuffer wrap(CharSequence csq) {
        return wrap(csq, 0, csq.length());
    }

    public final CharBuffer put(String src, int start, int end) {
        Objects.checkFromToIndex(start, end, src.length());
        checkWritable();
        if (end - start > remaining()) {
            throw new BufferOverflowException();
        }
        for (int i = start; i < end; i++) {
            put(src.charAt(i));
        }
        return this;
    }

    public final CharBuffer put(String src) {
        return put(src, 0, src.length());
    }

    @Override
    public CharBuffer append(CharSequence csq) {
        if (csq == null) {
            return put("null");
        }
        return put(csq.toString());
    }

    @Override
    public CharBuffer append(CharSequence csq, int start, int end) {
        CharSequence cs = (csq == null ? "null" : csq);
        return put(cs.subSequence(start, end).toString());
    }

    @Override
    public CharBuffer append(char c) {
        return put(c);
    }

    public int read(CharBuffer target) throws java.io.IOException {
        int limit = limit();
        int pos = position();
        int remaining = limit - pos;
        int targetRemaining = target.remaining();
        if (targetRemaining <= 0) {
            return 0;
        }
        if (remaining <= 0) {
            return -1;
        }
        int n = Math.min(remaining, targetRemaining);
        for (int i = 0; i < n; i++) {
            target.put(get());
        }
        return n;
    }

    /* The element at buffer index i (0 <= i < capacity), no checks. */
    abstract char ix(int i);

    /* Stores v at buffer index i, no checks (the caller checked read-only). */
    abstract void px(int i, char v);

    /* A buffer of the same kind over elements [off, off + cap) of this one's storage. */
    abstract CharBuffer make(int mark, int pos, int lim, int cap, int off, boolean ro);

    final void checkWritable() {
        if (isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
    }

    public char get() {
        return ix(nextGetIndex(1));
    }

    public char get(int index) {
        return ix(checkIndex(index));
    }

    public CharBuffer put(char x) {
        checkWritable();
        px(nextPutIndex(1), x);
        return this;
    }

    public CharBuffer put(int index, char x) {
        checkWritable();
        px(checkIndex(index), x);
        return this;
    }

    public CharBuffer get(char[] dst, int offset, int length) {
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

    public CharBuffer get(char[] dst) {
        return get(dst, 0, dst.length);
    }

    public CharBuffer get(int index, char[] dst, int offset, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(offset, length, dst.length);
        for (int i = 0; i < length; i++) {
            dst[offset + i] = ix(index + i);
        }
        return this;
    }

    public CharBuffer get(int index, char[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public CharBuffer put(CharBuffer src) {
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

    public CharBuffer put(int index, CharBuffer src, int offset, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(offset, length, src.limit());
        checkWritable();
        for (int i = 0; i < length; i++) {
            px(index + i, src.ix(offset + i));
        }
        return this;
    }

    public CharBuffer put(char[] src, int offset, int length) {
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

    public final CharBuffer put(char[] src) {
        return put(src, 0, src.length);
    }

    public CharBuffer put(int index, char[] src, int offset, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(offset, length, src.length);
        checkWritable();
        for (int i = 0; i < length; i++) {
            px(index + i, src[offset + i]);
        }
        return this;
    }

    public CharBuffer put(int index, char[] src) {
        return put(index, src, 0, src.length);
    }

    public CharBuffer compact() {
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
    public CharBuffer slice() {
        int pos = position();
        int rem = remaining();
        return make(-1, 0, rem, rem, pos, isReadOnly());
    }

    @Override
    public CharBuffer slice(int index, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        return make(-1, 0, length, length, index, isReadOnly());
    }

    @Override
    public CharBuffer duplicate() {
        return make(markValue(), position(), limit(), capacity(), 0, isReadOnly());
    }

    public CharBuffer asReadOnlyBuffer() {
        return make(markValue(), position(), limit(), capacity(), 0, true);
    }

    @Override
    public CharBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    @Override
    public CharBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    @Override
    public CharBuffer mark() {
        super.mark();
        return this;
    }

    @Override
    public CharBuffer reset() {
        super.reset();
        return this;
    }

    @Override
    public CharBuffer clear() {
        super.clear();
        return this;
    }

    @Override
    public CharBuffer flip() {
        super.flip();
        return this;
    }

    @Override
    public CharBuffer rewind() {
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
        if (!(ob instanceof CharBuffer)) {
            return false;
        }
        CharBuffer that = (CharBuffer) ob;
        int n = remaining();
        if (n != that.remaining()) {
            return false;
        }
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            char x = ix(p + i);
            char y = that.ix(q + i);
            if (!(x == y)) {
                return false;
            }
        }
        return true;
    }

    public int compareTo(CharBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            char x = ix(p + i);
            char y = that.ix(q + i);
            int c = Character.compare(x, y);
            if (c != 0) {
                return c;
            }
        }
        return remaining() - that.remaining();
    }

    public int mismatch(CharBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            char x = ix(p + i);
            char y = that.ix(q + i);
            if (!(x == y)) {
                return i;
            }
        }
        return remaining() == that.remaining() ? -1 : n;
    }
}
