package java.util.zip;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** Compresses what it reads from the stream below. */
public class DeflaterInputStream extends FilterInputStream {
    protected final Deflater def;
    protected final byte[] buf;
    private final byte[] rbuf = new byte[1];
    private boolean usesDefaultDeflater;
    private boolean reachEOF;

    public DeflaterInputStream(InputStream in) {
        this(in, in != null ? new Deflater() : null);
        usesDefaultDeflater = true;
    }

    public DeflaterInputStream(InputStream in, Deflater defl) {
        this(in, defl, 512);
    }

    public DeflaterInputStream(InputStream in, Deflater defl, int bufLen) {
        super(in);
        if (in == null) {
            throw new NullPointerException("Null input");
        }
        if (defl == null) {
            throw new NullPointerException("Null deflater");
        }
        if (bufLen < 1) {
            throw new IllegalArgumentException("Buffer size < 1");
        }
        def = defl;
        buf = new byte[bufLen];
    }

    private void ensureOpen() throws IOException {
        if (in == null) {
            throw new IOException("Stream closed");
        }
    }

    @Override
    public void close() throws IOException {
        if (in != null) {
            try {
                if (usesDefaultDeflater) {
                    def.end();
                }
                in.close();
            } finally {
                in = null;
            }
        }
    }

    @Override
    public int read() throws IOException {
        int len = read(rbuf, 0, 1);
        return len <= 0 ? -1 : (rbuf[0] & 0xFF);
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (b == null) {
            throw new NullPointerException("Null buffer for read");
        } else if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        } else if (len == 0) {
            return 0;
        }
        int cnt = 0;
        while (len > 0 && !def.finished()) {
            int n;
            if (def.needsInput()) {
                n = in.read(buf, 0, buf.length);
                if (n < 0) {
                    def.finish();
                } else if (n > 0) {
                    def.setInput(buf, 0, n);
                }
            }
            n = def.deflate(b, off, len);
            cnt += n;
            off += n;
            len -= n;
        }
        if (cnt == 0 && def.finished()) {
            reachEOF = true;
            cnt = -1;
        }
        return cnt;
    }

    @Override
    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("negative skip length");
        }
        ensureOpen();
        byte[] b = new byte[512];
        long total = 0;
        while (n > 0) {
            int len = read(b, 0, (n <= b.length ? (int) n : b.length));
            if (len < 0) {
                break;
            }
            total += len;
            n -= len;
        }
        return total;
    }

    @Override
    public int available() throws IOException {
        ensureOpen();
        return reachEOF ? 0 : 1;
    }

    @Override
    public boolean markSupported() {
        return false;
    }

    @Override
    public void mark(int limit) {
    }

    @Override
    public void reset() throws IOException {
        throw new IOException("mark/reset not supported");
    }
}
