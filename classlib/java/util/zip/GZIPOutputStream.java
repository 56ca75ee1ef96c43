package java.util.zip;

import java.io.IOException;
import java.io.OutputStream;

/** Writes one gzip member (RFC 1952): header, raw deflate data, trailer. */
public class GZIPOutputStream extends DeflaterOutputStream {
    private static final int GZIP_MAGIC = 0x8b1f;
    private static final int TRAILER_SIZE = 8;
    private static final int OS_UNKNOWN = 255;

    protected CRC32 crc = new CRC32();

    public GZIPOutputStream(OutputStream out, int size) throws IOException {
        this(out, size, false);
    }

    public GZIPOutputStream(OutputStream out, int size, boolean syncFlush) throws IOException {
        super(out, out != null ? new Deflater(Deflater.DEFAULT_COMPRESSION, true) : null, size, syncFlush);
        usesDefaultDeflater = true;
        writeHeader();
        crc.reset();
    }

    public GZIPOutputStream(OutputStream out) throws IOException {
        this(out, 512, false);
    }

    public GZIPOutputStream(OutputStream out, boolean syncFlush) throws IOException {
        this(out, 512, syncFlush);
    }

    @Override
    public synchronized void write(byte[] buf, int off, int len) throws IOException {
        super.write(buf, off, len);
        crc.update(buf, off, len);
    }

    @Override
    public void finish() throws IOException {
        if (!def.finished()) {
            def.finish();
            while (!def.finished()) {
                int len = def.deflate(buf, 0, buf.length);
                if (def.finished() && len <= buf.length - TRAILER_SIZE) {
                    writeTrailer(buf, len);
                    out.write(buf, 0, len + TRAILER_SIZE);
                    return;
                }
                if (len > 0) {
                    out.write(buf, 0, len);
                }
            }
            byte[] trailer = new byte[TRAILER_SIZE];
            writeTrailer(trailer, 0);
            out.write(trailer);
        }
    }

    private void writeHeader() throws IOException {
        byte[] h = {
            (byte) GZIP_MAGIC, (byte) (GZIP_MAGIC >> 8), Deflater.DEFLATED, 0,
            0, 0, 0, 0,             /* MTIME */
            0, (byte) OS_UNKNOWN,
        };
        out.write(h);
    }

    private void writeTrailer(byte[] b, int off) {
        putInt((int) crc.getValue(), b, off);
        putInt(def.getTotalIn(), b, off + 4);
    }

    private static void putInt(int v, byte[] b, int off) {
        b[off] = (byte) v;
        b[off + 1] = (byte) (v >> 8);
        b[off + 2] = (byte) (v >> 16);
        b[off + 3] = (byte) (v >> 24);
    }
}
