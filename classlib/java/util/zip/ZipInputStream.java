package java.util.zip;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/** Reads the members of a zip file in order, from its local headers. */
public class ZipInputStream extends InflaterInputStream {
    private ZipEntry entry;
    private final CRC32 crc = new CRC32();
    private long remaining;
    private final byte[] tmpbuf = new byte[512];
    private boolean closed;
    private boolean entryEOF;
    private final Charset charset;

    public ZipInputStream(InputStream in) {
        this(in, StandardCharsets.UTF_8);
    }

    public ZipInputStream(InputStream in, Charset charset) {
        super(new PushbackInputStream(checkIn(in), 512), new Inflater(true), 512);
        usesDefaultInflater = true;
        if (charset == null) {
            throw new NullPointerException("charset is null");
        }
        this.charset = charset;
    }

    private static InputStream checkIn(InputStream in) {
        if (in == null) {
            throw new NullPointerException("in is null");
        }
        return in;
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public ZipEntry getNextEntry() throws IOException {
        ensureOpen();
        if (entry != null) {
            closeEntry();
        }
        crc.reset();
        inf.reset();
        if ((entry = readLOC()) == null) {
            return null;
        }
        if (entry.method == ZipEntry.STORED) {
            remaining = entry.size;
        }
        entryEOF = false;
        return entry;
    }

    public void closeEntry() throws IOException {
        ensureOpen();
        while (read(tmpbuf, 0, tmpbuf.length) != -1) {
        }
        entryEOF = true;
    }

    @Override
    public int available() throws IOException {
        ensureOpen();
        return entryEOF ? 0 : 1;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        } else if (len == 0) {
            return 0;
        }
        if (entry == null) {
            return -1;
        }
        switch (entry.method) {
        case ZipEntry.DEFLATED:
            len = super.read(b, off, len);
            if (len == -1) {
                readEnd(entry);
                entryEOF = true;
                entry = null;
            } else {
                crc.update(b, off, len);
            }
            return len;
        case ZipEntry.STORED:
            if (remaining <= 0) {
                entryEOF = true;
                entry = null;
                return -1;
            }
            if (len > remaining) {
                len = (int) remaining;
            }
            len = in.read(b, off, len);
            if (len == -1) {
                throw new ZipException("unexpected EOF");
            }
            crc.update(b, off, len);
            remaining -= len;
            if (remaining == 0 && entry.crc != crc.getValue()) {
                throw new ZipException("invalid entry CRC (expected 0x" + Long.toHexString(entry.crc)
                                       + " but got 0x" + Long.toHexString(crc.getValue()) + ")");
            }
            return len;
        default:
            throw new ZipException("invalid compression method");
        }
    }

    @Override
    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("negative skip length");
        }
        ensureOpen();
        int max = (int) Math.min(n, Integer.MAX_VALUE);
        int total = 0;
        while (total < max) {
            int len = max - total;
            if (len > tmpbuf.length) {
                len = tmpbuf.length;
            }
            len = read(tmpbuf, 0, len);
            if (len == -1) {
                entryEOF = true;
                break;
            }
            total += len;
        }
        return total;
    }

    @Override
    public void close() throws IOException {
        if (!closed) {
            super.close();
            closed = true;
        }
    }

    private ZipEntry readLOC() throws IOException {
        try {
            readFully(tmpbuf, 0, ZipUtils.LOCHDR);
        } catch (EOFException e) {
            return null;
        }
        if (ZipUtils.get32(tmpbuf, 0) != ZipUtils.LOCSIG) {
            return null;
        }
        int flag = ZipUtils.get16(tmpbuf, 6);
        int len = ZipUtils.get16(tmpbuf, 26);
        byte[] nb = new byte[len];
        readFully(nb, 0, len);
        String name = (flag & ZipUtils.EFS) != 0 || charset == StandardCharsets.UTF_8
            ? ZipUtils.decode(nb, 0, len) : new String(nb, 0, len, charset);
        ZipEntry e = createZipEntry(name);
        if ((flag & 1) == 1) {
            throw new ZipException("encrypted ZIP entry not supported");
        }
        e.method = ZipUtils.get16(tmpbuf, 8);
        e.xdostime = ZipUtils.get32(tmpbuf, 10);
        e.flag = flag;
        if ((flag & 8) == 8) {
            if (e.method != ZipEntry.DEFLATED) {
                throw new ZipException("only DEFLATED entries can have EXT descriptor");
            }
        } else {
            e.crc = ZipUtils.get32(tmpbuf, 14);
            e.csize = ZipUtils.get32(tmpbuf, 18);
            e.size = ZipUtils.get32(tmpbuf, 22);
        }
        len = ZipUtils.get16(tmpbuf, 28);
        if (len > 0) {
            byte[] extra = new byte[len];
            readFully(extra, 0, len);
            e.setExtra0(extra);
            if (e.csize == ZipUtils.ZIP64_MAGICVAL || e.size == ZipUtils.ZIP64_MAGICVAL) {
                long z = ZipUtils.zip64Field(extra);
                if (z >= 0 && (z >>> 32) >= 16) {       // a local header's Zip64 field: size, then compressed size
                    e.size = ZipUtils.get64(extra, (int) z);
                    e.csize = ZipUtils.get64(extra, (int) z + 8);
                }
            }
        }
        return e;
    }

    protected ZipEntry createZipEntry(String name) {
        return new ZipEntry(name);
    }

    /* At the end of a deflated member: gives back what the inflater read
     * past it, reads the data descriptor if any, checks sizes and CRC. */
    private void readEnd(ZipEntry e) throws IOException {
        int n = inf.getRemaining();
        if (n > 0) {
            ((PushbackInputStream) in).unread(buf, len - n, n);
        }
        if ((e.flag & 8) == 8 && (inf.getBytesWritten() > ZipUtils.ZIP64_MAGICVAL
                                   || inf.getBytesRead() > ZipUtils.ZIP64_MAGICVAL)) {
            readFully(tmpbuf, 0, ZipUtils.ZIP64_EXTHDR);        // a Zip64 descriptor: 8-byte sizes
            long sig = ZipUtils.get32(tmpbuf, 0);
            if (sig != ZipUtils.EXTSIG) {
                e.crc = sig;
                e.csize = ZipUtils.get64(tmpbuf, 4);
                e.size = ZipUtils.get64(tmpbuf, 12);
                ((PushbackInputStream) in).unread(tmpbuf, 20, 4);
            } else {
                e.crc = ZipUtils.get32(tmpbuf, 4);
                e.csize = ZipUtils.get64(tmpbuf, 8);
                e.size = ZipUtils.get64(tmpbuf, 16);
            }
        } else if ((e.flag & 8) == 8) {
            readFully(tmpbuf, 0, ZipUtils.EXTHDR);
            long sig = ZipUtils.get32(tmpbuf, 0);
            if (sig != ZipUtils.EXTSIG) {   /* a descriptor without its signature */
                e.crc = sig;
                e.csize = ZipUtils.get32(tmpbuf, 4);
                e.size = ZipUtils.get32(tmpbuf, 8);
                ((PushbackInputStream) in).unread(tmpbuf, 12, 4);
            } else {
                e.crc = ZipUtils.get32(tmpbuf, 4);
                e.csize = ZipUtils.get32(tmpbuf, 8);
                e.size = ZipUtils.get32(tmpbuf, 12);
            }
        }
        if (e.size != inf.getBytesWritten()) {
            throw new ZipException("invalid entry size (expected " + e.size + " but got "
                                   + inf.getBytesWritten() + " bytes)");
        }
        if (e.csize != inf.getBytesRead()) {
            throw new ZipException("invalid entry compressed size (expected " + e.csize + " but got "
                                   + inf.getBytesRead() + " bytes)");
        }
        if (e.crc != crc.getValue()) {
            throw new ZipException("invalid entry CRC (expected 0x" + Long.toHexString(e.crc)
                                   + " but got 0x" + Long.toHexString(crc.getValue()) + ")");
        }
    }

    private void readFully(byte[] b, int off, int len) throws IOException {
        while (len > 0) {
            int n = in.read(b, off, len);
            if (n == -1) {
                throw new EOFException();
            }
            off += n;
            len -= n;
        }
    }
}
