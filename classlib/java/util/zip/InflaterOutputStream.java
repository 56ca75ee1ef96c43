package java.util.zip;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/** Decompresses what is written to it into the stream below. */
public class InflaterOutputStream extends FilterOutputStream {
    protected final Inflater inf;
    protected final byte[] buf;
    private final byte[] wbuf = new byte[1];
    private boolean usesDefaultInflater;
    private boolean closed;

    public InflaterOutputStream(OutputStream out) {
        this(out, out != null ? new Inflater() : null);
        usesDefaultInflater = true;
    }

    public InflaterOutputStream(OutputStream out, Inflater infl) {
        this(out, infl, 512);
    }

    public InflaterOutputStream(OutputStream out, Inflater infl, int bufLen) {
        super(out);
        if (out == null) {
            throw new NullPointerException("Null output");
        }
        if (infl == null) {
            throw new NullPointerException("Null inflater");
        }
        if (bufLen <= 0) {
            throw new IllegalArgumentException("Buffer size < 1");
        }
        inf = infl;
        buf = new byte[bufLen];
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    @Override
    public void close() throws IOException {
        if (!closed) {
            try {
                finish();
            } finally {
                out.close();
                closed = true;
            }
        }
    }

    @Override
    public void flush() throws IOException {
        ensureOpen();
        if (!inf.finished()) {
            try {
                while (!inf.finished() && !inf.needsInput()) {
                    int n = inf.inflate(buf, 0, buf.length);
                    if (n < 1) {
                        break;
                    }
                    out.write(buf, 0, n);
                }
                super.flush();
            } catch (DataFormatException ex) {
                String msg = ex.getMessage();
                throw new ZipException(msg != null ? msg : "Invalid ZLIB data format");
            }
        }
    }

    public void finish() throws IOException {
        ensureOpen();
        flush();
        if (usesDefaultInflater) {
            inf.end();
        }
    }

    @Override
    public void write(int b) throws IOException {
        wbuf[0] = (byte) b;
        write(wbuf, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (b == null) {
            throw new NullPointerException("Null buffer for read");
        } else if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        } else if (len == 0) {
            return;
        }
        try {
            inf.setInput(b, off, len);
            while (!inf.finished() && !inf.needsInput()) {
                int n = inf.inflate(buf, 0, buf.length);
                if (n > 0) {
                    out.write(buf, 0, n);
                } else if (inf.needsDictionary()) {
                    throw new ZipException("ZLIB dictionary missing");
                } else if (!inf.needsInput() && !inf.finished()) {
                    break;          /* zlib could make no progress */
                }
            }
        } catch (DataFormatException ex) {
            String msg = ex.getMessage();
            throw new ZipException(msg != null ? msg : "Invalid ZLIB data format");
        }
    }
}
