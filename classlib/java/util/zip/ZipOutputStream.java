package java.util.zip;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;

/**
 * Writes a zip file: each member's local header and data (deflated ones
 * followed by a data descriptor unless size, compressed size and CRC
 * were all set beforehand), then the central directory.  No Zip64.
 */
public class ZipOutputStream extends DeflaterOutputStream {
    public static final int STORED = ZipEntry.STORED;
    public static final int DEFLATED = ZipEntry.DEFLATED;

    private ZipEntry current;
    private long currentLoc;
    private final ArrayList<ZipEntry> entries = new ArrayList<>();
    private final HashSet<String> names = new HashSet<>();
    private final CRC32 crc = new CRC32();
    private long written;
    private long locoff;
    private byte[] comment;
    private int method = DEFLATED;
    private boolean finished;
    private boolean closed;
    private final Charset charset;

    public ZipOutputStream(OutputStream out) {
        this(out, StandardCharsets.UTF_8);
    }

    public ZipOutputStream(OutputStream out, Charset charset) {
        super(out, out != null ? new Deflater(Deflater.DEFAULT_COMPRESSION, true) : null);
        if (charset == null) {
            throw new NullPointerException("charset is null");
        }
        this.charset = charset;
        usesDefaultDeflater = true;
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public void setComment(String comment) {
        if (comment != null) {
            this.comment = comment.getBytes(charset);
            if (this.comment.length > 0xffff) {
                throw new IllegalArgumentException("ZIP file comment too long.");
            }
        } else {
            this.comment = null;
        }
    }

    public void setMethod(int method) {
        if (method != DEFLATED && method != STORED) {
            throw new IllegalArgumentException("invalid compression method");
        }
        this.method = method;
    }

    public void setLevel(int level) {
        def.setLevel(level);
    }

    private byte[] nameBytes(String s) {
        return charset == StandardCharsets.UTF_8 ? ZipUtils.encode(s) : s.getBytes(charset);
    }

    public void putNextEntry(ZipEntry e) throws IOException {
        ensureOpen();
        if (current != null) {
            closeEntry();
        }
        if (e.xdostime == -1) {
            e.setTime(System.currentTimeMillis());
        }
        if (e.method == -1) {
            e.method = method;
        }
        e.flag = 0;
        switch (e.method) {
        case DEFLATED:
            if (e.size == -1 || e.csize == -1 || e.crc == -1) {
                e.flag = 8;
            }
            break;
        case STORED:
            if (e.size == -1) {
                e.size = e.csize;
            } else if (e.csize == -1) {
                e.csize = e.size;
            } else if (e.size != e.csize) {
                throw new ZipException("STORED entry where compressed != uncompressed size");
            }
            if (e.size == -1 || e.crc == -1) {
                throw new ZipException("STORED entry missing size, compressed size, or crc-32");
            }
            break;
        default:
            throw new ZipException("unsupported compression method");
        }
        if (!names.add(e.name)) {
            throw new ZipException("duplicate entry: " + e.name);
        }
        if (charset == StandardCharsets.UTF_8) {
            e.flag |= ZipUtils.EFS;
        }
        current = e;
        currentLoc = written;
        writeLOC(e);
        entries.add(e);
        e.locOffset = currentLoc;
    }

    public void closeEntry() throws IOException {
        ensureOpen();
        ZipEntry e = current;
        if (e == null) {
            return;
        }
        switch (e.method) {
        case DEFLATED:
            def.finish();
            while (!def.finished()) {
                deflate();
            }
            if ((e.flag & 8) == 0) {
                if (e.size != def.getBytesRead()) {
                    throw new ZipException("invalid entry size (expected " + e.size + " but got "
                                           + def.getBytesRead() + " bytes)");
                }
                if (e.csize != def.getBytesWritten()) {
                    throw new ZipException("invalid entry compressed size (expected " + e.csize
                                           + " but got " + def.getBytesWritten() + " bytes)");
                }
                if (e.crc != crc.getValue()) {
                    throw new ZipException("invalid entry CRC-32 (expected 0x" + Long.toHexString(e.crc)
                                           + " but got 0x" + Long.toHexString(crc.getValue()) + ")");
                }
            } else {
                e.size = def.getBytesRead();
                e.csize = def.getBytesWritten();
                e.crc = crc.getValue();
                writeEXT(e);
            }
            def.reset();
            break;
        case STORED:
            if (e.size != written - locoff) {
                throw new ZipException("invalid entry size (expected " + e.size + " but got "
                                       + (written - locoff) + " bytes)");
            }
            if (e.crc != crc.getValue()) {
                throw new ZipException("invalid entry crc-32 (expected 0x" + Long.toHexString(e.crc)
                                       + " but got 0x" + Long.toHexString(crc.getValue()) + ")");
            }
            break;
        default:
            throw new ZipException("invalid compression method");
        }
        crc.reset();
        current = null;
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        } else if (len == 0) {
            return;
        }
        if (current == null) {
            throw new ZipException("no current ZIP entry");
        }
        ZipEntry entry = current;
        switch (entry.method) {
        case DEFLATED:
            super.write(b, off, len);
            break;
        case STORED:
            written += len;
            if (written - locoff > entry.size) {
                throw new ZipException("attempt to write past end of STORED entry");
            }
            out.write(b, off, len);
            break;
        default:
            throw new ZipException("invalid compression method");
        }
        crc.update(b, off, len);
    }

    @Override
    protected void deflate() throws IOException {
        int len = def.deflate(buf, 0, buf.length);
        if (len > 0) {
            out.write(buf, 0, len);
            written += len;
        }
    }

    @Override
    public void finish() throws IOException {
        ensureOpen();
        if (finished) {
            return;
        }
        if (current != null) {
            closeEntry();
        }
        long off = written;
        for (ZipEntry e : entries) {
            writeCEN(e);
        }
        writeEND(off, written - off);
        finished = true;
    }

    @Override
    public void close() throws IOException {
        if (!closed) {
            super.close();
            closed = true;
        }
    }

    private static int version(ZipEntry e) {
        return e.method == DEFLATED ? 20 : 10;
    }

    private void writeBytes(byte[] b) throws IOException {
        out.write(b, 0, b.length);
        written += b.length;
    }

    private void writeLOC(ZipEntry e) throws IOException {
        byte[] nb = nameBytes(e.name);
        byte[] extra = e.extra;
        int elen = extra == null ? 0 : extra.length;
        byte[] h = new byte[ZipUtils.LOCHDR];
        ZipUtils.put32(h, 0, ZipUtils.LOCSIG);
        ZipUtils.put16(h, 4, version(e));
        ZipUtils.put16(h, 6, e.flag);
        ZipUtils.put16(h, 8, e.method);
        ZipUtils.put32(h, 10, e.xdostime);
        if ((e.flag & 8) == 0) {
            ZipUtils.put32(h, 14, e.crc);
            ZipUtils.put32(h, 18, e.csize);
            ZipUtils.put32(h, 22, e.size);
        }
        ZipUtils.put16(h, 26, nb.length);
        ZipUtils.put16(h, 28, elen);
        writeBytes(h);
        writeBytes(nb);
        if (elen > 0) {
            writeBytes(extra);
        }
        locoff = written;
    }

    private void writeEXT(ZipEntry e) throws IOException {
        byte[] h = new byte[ZipUtils.EXTHDR];
        ZipUtils.put32(h, 0, ZipUtils.EXTSIG);
        ZipUtils.put32(h, 4, e.crc);
        ZipUtils.put32(h, 8, e.csize);
        ZipUtils.put32(h, 12, e.size);
        writeBytes(h);
    }

    private void writeCEN(ZipEntry e) throws IOException {
        byte[] nb = nameBytes(e.name);
        byte[] extra = e.extra;
        int elen = extra == null ? 0 : extra.length;
        byte[] cb = e.comment == null ? null : e.comment.getBytes(charset);
        int clen = cb == null ? 0 : Math.min(cb.length, 0xffff);
        byte[] h = new byte[ZipUtils.CENHDR];
        ZipUtils.put32(h, 0, ZipUtils.CENSIG);
        ZipUtils.put16(h, 4, version(e));
        ZipUtils.put16(h, 6, version(e));
        ZipUtils.put16(h, 8, e.flag);
        ZipUtils.put16(h, 10, e.method);
        ZipUtils.put32(h, 12, e.xdostime);
        ZipUtils.put32(h, 16, e.crc);
        ZipUtils.put32(h, 20, e.csize);
        ZipUtils.put32(h, 24, e.size);
        ZipUtils.put16(h, 28, nb.length);
        ZipUtils.put16(h, 30, elen);
        ZipUtils.put16(h, 32, clen);
        ZipUtils.put32(h, 42, e.locOffset);
        writeBytes(h);
        writeBytes(nb);
        if (elen > 0) {
            writeBytes(extra);
        }
        if (clen > 0) {
            out.write(cb, 0, clen);
            written += clen;
        }
    }

    private void writeEND(long off, long len) throws IOException {
        byte[] h = new byte[ZipUtils.ENDHDR];
        ZipUtils.put32(h, 0, ZipUtils.ENDSIG);
        ZipUtils.put16(h, 8, entries.size());
        ZipUtils.put16(h, 10, entries.size());
        ZipUtils.put32(h, 12, len);
        ZipUtils.put32(h, 16, off);
        int clen = comment == null ? 0 : comment.length;
        ZipUtils.put16(h, 20, clen);
        writeBytes(h);
        if (clen > 0) {
            writeBytes(comment);
        }
    }
}
