package java.nio;

/** A read-only CharBuffer over a CharSequence (CharBuffer.wrap(CharSequence)). */
final class StringCharBuffer extends CharBuffer {
    private final CharSequence str;
    private final int offset;

    StringCharBuffer(CharSequence s, int start, int end) {
        super(-1, start, end, s.length());
        this.str = s;
        this.offset = 0;
    }

    private StringCharBuffer(CharSequence s, int mark, int pos, int lim, int cap, int offset) {
        super(mark, pos, lim, cap);
        this.str = s;
        this.offset = offset;
    }

    @Override
    char ix(int i) {
        return str.charAt(offset + i);
    }

    @Override
    void px(int i, char v) {
        throw new ReadOnlyBufferException();
    }

    @Override
    CharBuffer make(int mark, int pos, int lim, int cap, int off, boolean ro) {
        return new StringCharBuffer(str, mark, pos, lim, cap, offset + off);
    }

    @Override
    public boolean isReadOnly() {
        return true;
    }

    @Override
    public ByteOrder order() {
        return ByteOrder.nativeOrder();
    }
}
