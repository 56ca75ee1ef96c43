package java.util.zip;

import java.io.Closeable;
import java.io.EOFException;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.NoSuchElementException;
import java.util.stream.Stream;

/**
 * A zip file read through its central directory, which is read once when
 * the file is opened.  Entry data is read on demand through one
 * RandomAccessFile shared (under its lock) by every stream of the file.
 * Zip64: the Zip64 end record (more than 65535 entries, a directory past
 * 4 GiB) and the Zip64 extra field of each entry (sizes, offsets).
 */
public class ZipFile implements Closeable {
    public static final int OPEN_READ = 0x1;
    public static final int OPEN_DELETE = 0x4;

    private final String name;
    private final Charset charset;
    private RandomAccessFile raf;
    private final ArrayList<ZipEntry> entries = new ArrayList<>();   /* CEN order */
    private final HashMap<String, ZipEntry> byName = new HashMap<>();
    private String comment;
    private long locpos;            /* where offset 0 of the archive is in the file */
    private volatile boolean closed;
    private final ArrayList<InputStream> streams = new ArrayList<>();

    public ZipFile(String name) throws IOException {
        this(new File(name), OPEN_READ);
    }

    public ZipFile(File file, int mode) throws IOException {
        this(file, mode, StandardCharsets.UTF_8);
    }

    public ZipFile(File file) throws ZipException, IOException {
        this(file, OPEN_READ);
    }

    public ZipFile(String name, Charset charset) throws IOException {
        this(new File(name), OPEN_READ, charset);
    }

    public ZipFile(File file, Charset charset) throws IOException {
        this(file, OPEN_READ, charset);
    }

    public ZipFile(File file, int mode, Charset charset) throws IOException {
        if (((mode & OPEN_READ) == 0) || ((mode & ~(OPEN_READ | OPEN_DELETE)) != 0)) {
            throw new IllegalArgumentException("Illegal mode: 0x" + Integer.toHexString(mode));
        }
        if (charset == null) {
            throw new NullPointerException("charset is null");
        }
        String name = file.getPath();
        this.name = name;
        this.charset = charset;
        if (!file.exists()) {
            throw new NoSuchFileException(name);
        }
        raf = new RandomAccessFile(file, "r");
        try {
            readCEN();
        } catch (IOException | RuntimeException e) {
            raf.close();
            throw e;
        }
        if ((mode & OPEN_DELETE) != 0) {
            file.delete();
        }
    }

    private static ZipException zerror(String msg) {
        return new ZipException(msg);
    }

    private String decode(byte[] b, int off, int len, int flag) {
        if ((flag & ZipUtils.EFS) != 0 || charset == StandardCharsets.UTF_8) {
            return ZipUtils.decode(b, off, len);
        }
        return new String(b, off, len, charset);
    }

    private void readFullyAt(byte[] b, int off, int len, long pos) throws IOException {
        synchronized (raf) {
            raf.seek(pos);
            raf.readFully(b, off, len);
        }
    }

    private void readCEN() throws IOException {
        long flen = raf.length();
        if (flen == 0) {
            throw zerror("zip file is empty");
        }
        if (flen < ZipUtils.ENDHDR) {
            throw zerror("zip END header not found");
        }
        int tail = (int) Math.min(flen, ZipUtils.ENDHDR + 0xffff);
        byte[] t = new byte[tail];
        readFullyAt(t, 0, tail, flen - tail);
        int end = -1;
        for (int i = tail - ZipUtils.ENDHDR; i >= 0; i--) {
            if (ZipUtils.get32(t, i) == ZipUtils.ENDSIG
                && i + ZipUtils.ENDHDR + ZipUtils.get16(t, i + 20) == tail) {
                end = i;
                break;
            }
        }
        if (end < 0) {
            for (int i = tail - ZipUtils.ENDHDR; i >= 0; i--) {   /* a comment that runs short */
                if (ZipUtils.get32(t, i) == ZipUtils.ENDSIG) {
                    end = i;
                    break;
                }
            }
        }
        if (end < 0) {
            throw zerror("zip END header not found");
        }
        long endpos = flen - tail + end;
        long total = ZipUtils.get16(t, end + 10);
        long cenlen = ZipUtils.get32(t, end + 12);
        long cenoff = ZipUtils.get32(t, end + 16);
        int clen = ZipUtils.get16(t, end + 20);
        if (clen > 0 && end + ZipUtils.ENDHDR + clen <= tail) {
            comment = decode(t, end + ZipUtils.ENDHDR, clen, 0);
        }
        // a Zip64 end record, found through its locator just before the end record
        long locat = endpos - ZipUtils.ZIP64_LOCHDR;
        if (locat >= 0) {
            byte[] lb = new byte[ZipUtils.ZIP64_LOCHDR];
            readFullyAt(lb, 0, lb.length, locat);
            if (ZipUtils.get32(lb, 0) == ZipUtils.ZIP64_LOCSIG) {
                long end64 = ZipUtils.get64(lb, 8);
                byte[] eb = new byte[ZipUtils.ZIP64_ENDHDR];
                if (end64 >= 0 && end64 + eb.length <= locat) {
                    readFullyAt(eb, 0, eb.length, end64);
                    long cenlen64 = ZipUtils.get64(eb, 40);
                    long cenoff64 = ZipUtils.get64(eb, 48);
                    long total64 = ZipUtils.get64(eb, 32);
                    boolean agrees = (cenlen64 == cenlen || cenlen == ZipUtils.ZIP64_MAGICVAL)
                            && (cenoff64 == cenoff || cenoff == ZipUtils.ZIP64_MAGICVAL)
                            && (total64 == total || total == ZipUtils.ZIP64_MAGICCOUNT);
                    if (ZipUtils.get32(eb, 0) == ZipUtils.ZIP64_ENDSIG && agrees) {
                        cenlen = cenlen64;
                        cenoff = cenoff64;
                        total = total64;
                        endpos = end64;
                    }
                }
            }
        }
        if (cenlen > endpos) {
            throw zerror("invalid END header (bad central directory size)");
        }
        long cenpos = endpos - cenlen;
        locpos = cenpos - cenoff;
        if (locpos < 0) {
            throw zerror("invalid END header (bad central directory offset)");
        }
        if (cenlen > Integer.MAX_VALUE - 8) {
            throw zerror("invalid END header (central directory size too large)");
        }
        byte[] cen = new byte[(int) cenlen];
        readFullyAt(cen, 0, cen.length, cenpos);
        int pos = 0;
        int count = 0;
        while (pos + ZipUtils.CENHDR <= cen.length) {
            if (ZipUtils.get32(cen, pos) != ZipUtils.CENSIG) {
                throw zerror("invalid CEN header (bad signature)");
            }
            int flag = ZipUtils.get16(cen, pos + 8);
            int method = ZipUtils.get16(cen, pos + 10);
            int nlen = ZipUtils.get16(cen, pos + 28);
            int elen = ZipUtils.get16(cen, pos + 30);
            int cmlen = ZipUtils.get16(cen, pos + 32);
            if ((flag & 1) != 0) {
                throw zerror("invalid CEN header (encrypted entry)");
            }
            if (method != ZipEntry.STORED && method != ZipEntry.DEFLATED) {
                throw zerror("invalid CEN header (bad compression method: " + method + ")");
            }
            if (pos + ZipUtils.CENHDR + nlen + elen + cmlen > cen.length) {
                throw zerror("invalid CEN header (bad header size)");
            }
            int np = pos + ZipUtils.CENHDR;
            ZipEntry e = new ZipEntry(decode(cen, np, nlen, flag));
            e.flag = flag;
            e.method = method;
            e.xdostime = ZipUtils.get32(cen, pos + 12);
            e.crc = ZipUtils.get32(cen, pos + 16);
            e.csize = ZipUtils.get32(cen, pos + 20);
            e.size = ZipUtils.get32(cen, pos + 24);
            e.locOffset = ZipUtils.get32(cen, pos + 42);
            if (elen > 0) {
                byte[] extra = new byte[elen];
                System.arraycopy(cen, np + nlen, extra, 0, elen);
                e.setExtra0(extra);
                long z = ZipUtils.zip64Field(extra);
                if (z >= 0) {
                    // the fields the header marks 0xFFFFFFFF, in this order, 8 bytes each
                    int zp = (int) z;
                    int zend = zp + (int) (z >>> 32);
                    if (e.size == ZipUtils.ZIP64_MAGICVAL && zp + 8 <= zend) {
                        e.size = ZipUtils.get64(extra, zp);
                        zp += 8;
                    }
                    if (e.csize == ZipUtils.ZIP64_MAGICVAL && zp + 8 <= zend) {
                        e.csize = ZipUtils.get64(extra, zp);
                        zp += 8;
                    }
                    if (e.locOffset == ZipUtils.ZIP64_MAGICVAL && zp + 8 <= zend) {
                        e.locOffset = ZipUtils.get64(extra, zp);
                    }
                }
            }
            if (cmlen > 0) {
                e.comment = decode(cen, np + nlen + elen, cmlen, flag);
            }
            entries.add(e);
            if (!byName.containsKey(e.name)) {
                byName.put(e.name, e);
            }
            count++;
            pos = np + nlen + elen + cmlen;
        }
        if (pos != cen.length || count < total || (count > total && total != (count & 0xFFFF))) {
            throw zerror("invalid CEN header (bad entry count)");
        }
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("zip file closed");
        }
    }

    private static ZipEntry copy(ZipEntry proto) {
        ZipEntry e = new ZipEntry(proto);
        e.locOffset = proto.locOffset;
        return e;
    }

    public String getComment() {
        ensureOpen();
        return comment;
    }

    public ZipEntry getEntry(String name) {
        if (name == null) {
            throw new NullPointerException("name");
        }
        ensureOpen();
        ZipEntry e = byName.get(name);
        if (e == null && !name.endsWith("/")) {
            e = byName.get(name + "/");
        }
        return e == null ? null : copy(e);
    }

    public InputStream getInputStream(ZipEntry entry) throws IOException {
        if (entry == null) {
            throw new NullPointerException("entry");
        }
        ensureOpen();
        ZipEntry e = byName.get(entry.name);
        if (e == null) {
            return null;
        }
        byte[] loc = new byte[ZipUtils.LOCHDR];
        long lpos = locpos + e.locOffset;
        readFullyAt(loc, 0, loc.length, lpos);
        if (ZipUtils.get32(loc, 0) != ZipUtils.LOCSIG) {
            throw zerror("ZipFile invalid LOC header (bad signature)");
        }
        long start = lpos + ZipUtils.LOCHDR + ZipUtils.get16(loc, 26) + ZipUtils.get16(loc, 28);
        InputStream in = new Raw(start, e.csize);
        if (e.method == ZipEntry.DEFLATED) {
            long size = e.size + 2;
            int bsize = size > 65536 ? 8192 : size <= 0 ? 4096 : (int) size;
            in = new Inflating(in, bsize, e.size);
        }
        synchronized (streams) {
            streams.add(in);
        }
        return in;
    }

    public String getName() {
        return name;
    }

    public Enumeration<? extends ZipEntry> entries() {
        ensureOpen();
        return new Enumeration<ZipEntry>() {
            private int i;

            @Override
            public boolean hasMoreElements() {
                ensureOpen();
                return i < entries.size();
            }

            @Override
            public ZipEntry nextElement() {
                ensureOpen();
                if (i >= entries.size()) {
                    throw new NoSuchElementException();
                }
                return copy(entries.get(i++));
            }
        };
    }

    public Stream<? extends ZipEntry> stream() {
        ensureOpen();
        ArrayList<ZipEntry> l = new ArrayList<>();
        for (ZipEntry e : entries) {
            l.add(copy(e));
        }
        return l.stream();
    }

    public int size() {
        ensureOpen();
        return entries.size();
    }

    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        ArrayList<InputStream> open;
        synchronized (streams) {
            open = new ArrayList<>(streams);
            streams.clear();
        }
        for (InputStream s : open) {
            s.close();
        }
        raf.close();
    }

    /* The stored bytes [start, start + len) of the file. */
    private final class Raw extends InputStream {
        private long pos;
        private long rem;
        private boolean rawClosed;

        Raw(long start, long len) {
            pos = start;
            rem = len;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (rawClosed) {
                throw new IOException("Stream closed");
            }
            ensureOpen();
            if (rem <= 0) {
                return -1;
            }
            if (len > rem) {
                len = (int) rem;
            }
            if (len == 0) {
                return 0;
            }
            int n;
            synchronized (raf) {
                raf.seek(pos);
                n = raf.read(b, off, len);
            }
            if (n > 0) {
                pos += n;
                rem -= n;
            } else if (n < 0) {
                throw new EOFException("Unexpected end of ZLIB input stream");
            }
            return n;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) == 1 ? one[0] & 0xff : -1;
        }

        @Override
        public long skip(long n) throws IOException {
            if (n <= 0) {
                return 0;
            }
            long k = Math.min(n, rem);
            pos += k;
            rem -= k;
            return k;
        }

        @Override
        public int available() {
            return rem > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) rem;
        }

        @Override
        public void close() {
            rawClosed = true;
            synchronized (streams) {
                streams.remove(this);
            }
        }
    }

    /* A raw-deflate member: one dummy byte after the data, for zlib. */
    private final class Inflating extends InflaterInputStream {
        private boolean eof;
        private boolean infClosed;
        private final long size;

        Inflating(InputStream raw, int bsize, long size) {
            super(raw, new Inflater(true), bsize);
            this.size = size;
        }

        @Override
        protected void fill() throws IOException {
            if (eof) {
                throw new EOFException("Unexpected end of ZLIB input stream");
            }
            len = in.read(buf, 0, buf.length);
            if (len == -1) {
                buf[0] = 0;
                len = 1;
                eof = true;
            }
            inf.setInput(buf, 0, len);
        }

        @Override
        public int available() throws IOException {
            if (infClosed) {
                return 0;
            }
            long avail = size - inf.getBytesWritten();
            return avail > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) avail;
        }

        @Override
        public void close() throws IOException {
            if (!infClosed) {
                infClosed = true;
                super.close();
                inf.end();
                synchronized (streams) {
                    streams.remove(this);
                }
            }
        }
    }
}
