package java.io;

/** Reads the low eight bits of each character of a String. Deprecated. */
@Deprecated
public class StringBufferInputStream extends InputStream {
    protected String buffer;
    protected int pos;
    protected int count;

    public StringBufferInputStream(String s) {
        buffer = s;
        count = s.length();
    }

    @Override
    public synchronized int read() {
        return pos < count ? buffer.charAt(pos++) & 0xff : -1;
    }

    @Override
    public synchronized int read(byte[] b, int off, int len) {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || off > b.length || len < 0 || off + len > b.length || off + len < 0) {
            throw new IndexOutOfBoundsException();
        }
        if (pos >= count) {
            return -1;
        }
        int n = Math.min(len, count - pos);
        if (n <= 0) {
            return 0;
        }
        for (int i = 0; i < n; i++) {
            b[off + i] = (byte) buffer.charAt(pos + i);
        }
        pos += n;
        return n;
    }

    @Override
    public synchronized long skip(long n) {
        if (n < 0) {
            return 0;
        }
        if (n > count - pos) {
            n = count - pos;
        }
        pos += (int) n;
        return n;
    }

    @Override
    public synchronized int available() {
        return count - pos;
    }

    @Override
    public synchronized void reset() {
        pos = 0;
    }
}
