package sun.nio.ch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.ref.Cleaner;

/**
 * A file region mapped into memory (FileChannel.map): the MappedByteBuffer's
 * byte[] is the mapped pages themselves (NioNatives.map0 writes an array
 * header just before them, outside the collected heap), so writes through a
 * READ_WRITE buffer are the file's bytes (MAP_SHARED), a PRIVATE one's are
 * copy-on-write, and a READ_ONLY one's pages are read-only.  Every buffer
 * derived from the mapped one (slices, duplicates, views) holds this object,
 * and a Cleaner unmaps the region once none of them is reachable; the
 * mapping outlives its channel, as HotSpot's.
 */
public final class FileMapping {
    private static Cleaner cleaner;

    private final long address;     /* the region: a header page, then the file's pages */
    private final long pages;       /* address + one page: the file's first mapped byte */
    private final boolean shared;   /* READ_WRITE: force() writes back */

    private FileMapping(long address, long length, long pageSize, boolean shared) {
        this.address = address;
        this.pages = address + pageSize;
        this.shared = shared;
        Cleaner c;
        synchronized (FileMapping.class) {
            if (cleaner == null) {
                cleaner = Cleaner.create();
            }
            c = cleaner;
        }
        c.register(this, new Unmap(address, length));
    }

    /* The action holds the numbers only, never the mapping. */
    private static final class Unmap implements Runnable {
        private final long address, length;

        Unmap(long address, long length) {
            this.address = address;
            this.length = length;
        }

        public void run() {
            NioNatives.unmap0(address, length);
        }
    }

    /**
     * Maps size (> 0) bytes of fd from position; mode 0 read-only, 1 read-write, 2 private.
     * Returns {the byte[], the offset of position in it, the FileMapping}.
     */
    static Object[] map(int fd, int mode, long position, long size) throws IOException {
        long[] out = new long[3];
        byte[] b = NioNatives.map0(fd, mode, position, size, out);
        if (b == null) {
            int err = (int) out[0];
            if (err == -12) {           /* ENOMEM */
                throw new IOException("Map failed", new OutOfMemoryError("Map failed"));
            }
            throw IOUtil.error(err);
        }
        long pageSize = out[1] - (out[2] + size);
        return new Object[] { b, Integer.valueOf((int) out[2]), new FileMapping(out[0], out[1], pageSize, mode == 1) };
    }

    /** force(): msync of [offset, offset + length) of the array (a READ_WRITE mapping's only). */
    public void force(int offset, int length) {
        if (!shared || length == 0) {
            return;
        }
        int r = NioNatives.mapOp0(pages, offset, length, 0);
        if (r < 0) {
            throw new UncheckedIOException(IOUtil.error(r));
        }
    }

    public void load(int offset, int length) {
        NioNatives.mapOp0(pages, offset, length, 1);
    }

    public boolean isLoaded(int offset, int length) {
        return NioNatives.mapOp0(pages, offset, length, 2) == 1;
    }
}
