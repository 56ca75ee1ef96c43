package java.io;

/**
 * Encodes chars to bytes (charsets as for InputStreamReader).  Like HotSpot's, it keeps
 * up to 8192 bytes until flush, close or a full buffer.
 */
public class OutputStreamWriter extends Writer {

    private final OutputStream out;
    private final String charsetName;
    private final byte[] buf = new byte[8192];
    private int count;
    private char pendingHigh;
    private boolean closed;

    public OutputStreamWriter(OutputStream out) {
        this(out, InputStreamReader.defaultCharset(), true);
    }

    public OutputStreamWriter(OutputStream out, String charsetName) throws UnsupportedEncodingException {
        this(out, InputStreamReader.checkCharset(charsetName), true);
    }

    public OutputStreamWriter(OutputStream out, java.nio.charset.Charset cs) {
        this(out, InputStreamReader.canonicalOf(cs), true);
    }

    private OutputStreamWriter(OutputStream out, String canonical, boolean unused) {
        super(out);
        if (out == null) {
            throw new NullPointerException();
        }
        this.out = out;
        this.charsetName = canonical;
    }

    public String getEncoding() {
        return closed ? null : InputStreamReader.historicalName(charsetName);
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    @Override
    public void write(int c) throws IOException {
        write(new char[] {(char) c}, 0, 1);
    }

    @Override
    public void write(char[] cbuf, int off, int len) throws IOException {
        InputStream.checkFromIndexSize(off, len, cbuf.length);
        synchronized (lock) {
            ensureOpen();
            if (len == 0) {
                return;
            }
            String s;
            if (pendingHigh != 0) {
                char[] c = new char[len + 1];
                c[0] = pendingHigh;
                System.arraycopy(cbuf, off, c, 1, len);
                s = new String(c);
                pendingHigh = 0;
            } else {
                s = new String(cbuf, off, len);
            }
            char last = s.charAt(s.length() - 1);
            if (Character.isHighSurrogate(last)) {
                pendingHigh = last;
                s = s.substring(0, s.length() - 1);
            }
            emit(s.getBytes(charsetName));
        }
    }

    @Override
    public void write(String str, int off, int len) throws IOException {
        if (len < 0) {
            throw new IndexOutOfBoundsException();
        }
        char[] c = new char[len];
        str.getChars(off, off + len, c, 0);
        write(c, 0, len);
    }

    private void emit(byte[] b) throws IOException {
        int n = b.length;
        if (charsetName.equals("UTF-16") && n >= 2) {
            // the byte-order mark is written once, at the start of the stream
            if (wroteBom) {
                byte[] r = new byte[n - 2];
                System.arraycopy(b, 2, r, 0, n - 2);
                b = r;
                n -= 2;
            }
            wroteBom = true;
        }
        if (count + n > buf.length) {
            flushBuffer();
        }
        if (n > buf.length) {
            out.write(b, 0, n);
            return;
        }
        System.arraycopy(b, 0, buf, count, n);
        count += n;
    }

    private boolean wroteBom;

    void flushBuffer() throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (count > 0) {
                out.write(buf, 0, count);
                count = 0;
            }
        }
    }

    @Override
    public void flush() throws IOException {
        synchronized (lock) {
            flushBuffer();
            out.flush();
        }
    }

    @Override
    public void close() throws IOException {
        synchronized (lock) {
            if (closed) {
                return;
            }
            try {
                if (pendingHigh != 0) {
                    pendingHigh = 0;
                    emit("?".getBytes(charsetName));
                }
                flushBuffer();
                out.flush();
            } finally {
                closed = true;
                out.close();
            }
        }
    }
}
