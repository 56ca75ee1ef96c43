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
 * were all set beforehand), then the central directory.  Zip64 where
 * needed, as the JDK writes it: an extra field for sizes and offsets past
 * 4 GiB, 8-byte data descriptors, and the Zip64 end record for more than
 * 65534 entries.
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

    /** extra with a Zip64 field of the given values put first. */
    private static byte[] withZip64(byte[] extra, long... values) {
        int elen = extra == null ? 0 : extra.length;
        byte[] x = new byte[4 + 8 * values.length + elen];
        ZipUtils.put16(x, 0, ZipUtils.EXTID_ZIP64);
        ZipUtils.put16(x, 2, 8 * values.length);
        for (int i = 0; i < values.length; i++) {
            ZipUtils.put64(x, 4 + 8 * i, values[i]);
        }
        if (elen > 0) {
            System.arraycopy(extra, 0, x, 4 + 8 * values.length, elen);
        }
        return x;
    }

    private void writeLOC(ZipEntry e) throws IOException {
        byte[] nb = nameBytes(e.name);
        byte[] extra = e.extra;
        boolean zip64 = (e.flag & 8) == 0
                && (e.csize >= ZipUtils.ZIP64_MAGICVAL || e.size >= ZipUtils.ZIP64_MAGICVAL);
        if (zip64) {
            extra = withZip64(extra, e.size, e.csize);
        }
        int elen = extra == null ? 0 : extra.length;
        if (elen > 0xFFFF) {
            throw new ZipException("invalid extra data field size");
        }
        byte[] h = new byte[ZipUtils.LOCHDR];
        ZipUtils.put32(h, 0, ZipUtils.LOCSIG);
        ZipUtils.put16(h, 4, zip64 ? 45 : version(e));
        ZipUtils.put16(h, 6, e.flag);
        ZipUtils.put16(h, 8, e.method);
        ZipUtils.put32(h, 10, e.xdostime);
        if ((e.flag & 8) == 0) {
            ZipUtils.put32(h, 14, e.crc);
            ZipUtils.put32(h, 18, zip64 ? ZipUtils.ZIP64_MAGICVAL : e.csize);
            ZipUtils.put32(h, 22, zip64 ? ZipUtils.ZIP64_MAGICVAL : e.size);
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
        if (e.csize >= ZipUtils.ZIP64_MAGICVAL || e.size >= ZipUtils.ZIP64_MAGICVAL) {
            byte[] h = new byte[ZipUtils.ZIP64_EXTHDR];
            ZipUtils.put32(h, 0, ZipUtils.EXTSIG);
            ZipUtils.put32(h, 4, e.crc);
            ZipUtils.put64(h, 8, e.csize);
            ZipUtils.put64(h, 16, e.size);
            writeBytes(h);
            return;
        }
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
        long[] big = new long[3];
        int nbig = 0;
        if (e.size >= ZipUtils.ZIP64_MAGICVAL) {
            big[nbig++] = e.size;
        }
        if (e.csize >= ZipUtils.ZIP64_MAGICVAL) {
            big[nbig++] = e.csize;
        }
        if (e.locOffset >= ZipUtils.ZIP64_MAGICVAL) {
            big[nbig++] = e.locOffset;
        }
        if (nbig > 0) {
            extra = withZip64(extra, java.util.Arrays.copyOf(big, nbig));
        }
        int elen = extra == null ? 0 : extra.length;
        byte[] cb = e.comment == null ? null : e.comment.getBytes(charset);
        int clen = cb == null ? 0 : Math.min(cb.length, 0xffff);
        byte[] h = new byte[ZipUtils.CENHDR];
        ZipUtils.put32(h, 0, ZipUtils.CENSIG);
        int ver = nbig > 0 ? 45 : version(e);
        ZipUtils.put16(h, 4, ver);
        ZipUtils.put16(h, 6, ver);
        ZipUtils.put16(h, 8, e.flag);
        ZipUtils.put16(h, 10, e.method);
        ZipUtils.put32(h, 12, e.xdostime);
        ZipUtils.put32(h, 16, e.crc);
        ZipUtils.put32(h, 20, Math.min(e.csize, ZipUtils.ZIP64_MAGICVAL));
        ZipUtils.put32(h, 24, Math.min(e.size, ZipUtils.ZIP64_MAGICVAL));
        ZipUtils.put16(h, 28, nb.length);
        ZipUtils.put16(h, 30, elen);
        ZipUtils.put16(h, 32, clen);
        ZipUtils.put32(h, 42, Math.min(e.locOffset, ZipUtils.ZIP64_MAGICVAL));
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
        boolean zip64 = off >= ZipUtils.ZIP64_MAGICVAL || len >= ZipUtils.ZIP64_MAGICVAL;
        int count = entries.size();
        if (count >= ZipUtils.ZIP64_MAGICCOUNT) {
            zip64 = true;
        }
        if (zip64) {
            long off64 = written;
            byte[] z = new byte[ZipUtils.ZIP64_ENDHDR];
            ZipUtils.put32(z, 0, ZipUtils.ZIP64_ENDSIG);
            ZipUtils.put64(z, 4, ZipUtils.ZIP64_ENDHDR - 12);
            ZipUtils.put16(z, 12, 45);
            ZipUtils.put16(z, 14, 45);
            ZipUtils.put64(z, 24, entries.size());
            ZipUtils.put64(z, 32, entries.size());
            ZipUtils.put64(z, 40, len);
            ZipUtils.put64(z, 48, off);
            writeBytes(z);
            byte[] l = new byte[ZipUtils.ZIP64_LOCHDR];
            ZipUtils.put32(l, 0, ZipUtils.ZIP64_LOCSIG);
            ZipUtils.put64(l, 8, off64);
            ZipUtils.put32(l, 16, 1);
            writeBytes(l);
            count = Math.min(count, ZipUtils.ZIP64_MAGICCOUNT);
        }
        byte[] h = new byte[ZipUtils.ENDHDR];
        ZipUtils.put32(h, 0, ZipUtils.ENDSIG);
        ZipUtils.put16(h, 8, count);
        ZipUtils.put16(h, 10, count);
        ZipUtils.put32(h, 12, Math.min(len, ZipUtils.ZIP64_MAGICVAL));
        ZipUtils.put32(h, 16, Math.min(off, ZipUtils.ZIP64_MAGICVAL));
        int clen = comment == null ? 0 : comment.length;
        ZipUtils.put16(h, 20, clen);
        writeBytes(h);
        if (clen > 0) {
            writeBytes(comment);
        }
    }
}
