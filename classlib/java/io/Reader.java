package java.io;

public abstract class Reader implements Readable, Closeable {

    private static final int TRANSFER_BUFFER_SIZE = 8192;
    private static final int MAX_SKIP_BUFFER_SIZE = 8192;

    protected Object lock;
    private char[] skipBuffer;

    protected Reader() {
        this.lock = this;
    }

    protected Reader(Object lock) {
        if (lock == null) {
            throw new NullPointerException();
        }
        this.lock = lock;
    }

    /** Reads as many characters as target has room for (at most one read call), into it. */
    public int read(java.nio.CharBuffer target) throws IOException {
        int room = target.remaining();
        if (room == 0)
            return 0;
        if (target.hasArray() && !target.isReadOnly()) {
            int n = read(target.array(), target.arrayOffset() + target.position(), room);
            if (n > 0)
                target.position(target.position() + n);
            return n;
        }
        char[] buf = new char[room];
        int n = read(buf, 0, room);
        if (n > 0)
            target.put(buf, 0, n);
        return n;
    }

    static void checkFromIndexSize(int off, int len, int length) {
        InputStream.checkFromIndexSize(off, len, length);
    }

    public static Reader nullReader() {
        return new Reader() {
            private boolean closed;

            @Override
            public int read(char[] cbuf, int off, int len) throws IOException {
                checkFromIndexSize(off, len, cbuf.length);
                if (closed) {
                    throw new IOException("Stream closed");
                }
                return len == 0 ? 0 : -1;
            }

            @Override
            public void close() {
                closed = true;
            }
        };
    }

    public int read() throws IOException {
        char[] cb = new char[1];
        if (read(cb, 0, 1) == -1) {
            return -1;
        }
        return cb[0];
    }

    public int read(char[] cbuf) throws IOException {
        return read(cbuf, 0, cbuf.length);
    }

    public abstract int read(char[] cbuf, int off, int len) throws IOException;

    public long skip(long n) throws IOException {
        if (n < 0L) {
            throw new IllegalArgumentException("skip value is negative");
        }
        int nn = (int) Math.min(n, MAX_SKIP_BUFFER_SIZE);
        synchronized (lock) {
            if ((skipBuffer == null) || (skipBuffer.length < nn)) {
                skipBuffer = new char[nn];
            }
            long r = n;
            while (r > 0) {
                int nc = read(skipBuffer, 0, (int) Math.min(r, nn));
                if (nc == -1) {
                    break;
                }
                r -= nc;
            }
            return n - r;
        }
    }

    public boolean ready() throws IOException {
        return false;
    }

    public boolean markSupported() {
        return false;
    }

    public void mark(int readAheadLimit) throws IOException {
        throw new IOException("mark() not supported");
    }

    public void reset() throws IOException {
        throw new IOException("reset() not supported");
    }

    public abstract void close() throws IOException;

    public long transferTo(Writer out) throws IOException {
        if (out == null) {
            throw new NullPointerException();
        }
        long transferred = 0;
        char[] buffer = new char[TRANSFER_BUFFER_SIZE];
        int nRead;
        while ((nRead = read(buffer, 0, TRANSFER_BUFFER_SIZE)) >= 0) {
            out.write(buffer, 0, nRead);
            transferred += nRead;
        }
        return transferred;
    }
}
