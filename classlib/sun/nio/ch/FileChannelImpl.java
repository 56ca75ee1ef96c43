package sun.nio.ch;

import java.io.Closeable;
import java.io.File;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.NonReadableChannelException;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.OverlappingFileLockException;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.util.ArrayList;
import java.util.Objects;
import java.util.Set;

/**
 * A FileChannel over an fd: reads and writes through the VM's io layer
 * (NioNatives), fcntl record locks, and map() as a real mapping of the region
 * (mmap; see java.nio.MappedByteBuffer and FileMapping).
 */
public class FileChannelImpl extends FileChannel {
    private static final int SEEK_SET = 0, SEEK_CUR = 1;
    private static final ArrayList<FileLockImpl> LOCKS = new ArrayList<FileLockImpl>();
    private static Method newMapped;

    private final FdHolder fdh;
    private final String path;
    private final Object lockKey;
    private final boolean readable;
    private final boolean writable;
    private final boolean append;
    private final Closeable parent;
    private final boolean deleteOnClose;
    private final Object positionLock = new Object();

    private FileChannelImpl(int fd, String path, boolean readable, boolean writable, boolean append,
                            Closeable parent, boolean deleteOnClose) {
        this.fdh = new FdHolder(fd);
        this.path = path;
        this.lockKey = path != null ? (Object) new File(path).getAbsolutePath() : (Object) this;
        this.readable = readable;
        this.writable = writable;
        this.append = append;
        this.parent = parent;
        this.deleteOnClose = deleteOnClose;
    }

    /** The channel of a FileInputStream, FileOutputStream or RandomAccessFile (closing one closes the other). */
    public static FileChannel open(int fd, String path, boolean readable, boolean writable, boolean append,
                                   Closeable parent) {
        return new FileChannelImpl(fd, path, readable, writable, append, parent, false);
    }

    public static FileChannel open(Path file, Set<? extends OpenOption> options, FileAttribute<?>... attrs)
            throws IOException {
        Objects.requireNonNull(file);
        boolean read = false, write = false, app = false, trunc = false, create = false, createNew = false;
        boolean del = false, sync = false, dsync = false;
        for (OpenOption o : options) {
            if (o == StandardOpenOption.READ) {
                read = true;
            } else if (o == StandardOpenOption.WRITE) {
                write = true;
            } else if (o == StandardOpenOption.APPEND) {
                app = true;
            } else if (o == StandardOpenOption.TRUNCATE_EXISTING) {
                trunc = true;
            } else if (o == StandardOpenOption.CREATE) {
                create = true;
            } else if (o == StandardOpenOption.CREATE_NEW) {
                createNew = true;
            } else if (o == StandardOpenOption.DELETE_ON_CLOSE) {
                del = true;
            } else if (o == StandardOpenOption.SYNC) {
                sync = true;
            } else if (o == StandardOpenOption.DSYNC) {
                dsync = true;
            } else if (o == StandardOpenOption.SPARSE || o == LinkOption.NOFOLLOW_LINKS) {
                /* nothing to do */
            } else if (o == null) {
                throw new NullPointerException();
            } else {
                throw new UnsupportedOperationException(o + " not supported");
            }
        }
        for (int i = 0; i < attrs.length; i++) {
            Objects.requireNonNull(attrs[i]);
            throw new UnsupportedOperationException("'" + attrs[i].name() + "' not supported as initial attribute");
        }
        if (!read && !write) {
            if (app) {
                write = true;
            } else {
                read = true;
            }
        }
        if (read && app) {
            throw new IllegalArgumentException("READ + APPEND not allowed");
        }
        if (app && trunc) {
            throw new IllegalArgumentException("APPEND + TRUNCATE_EXISTING not allowed");
        }
        int flags = (read ? NioNatives.O_READ : 0) | (write ? NioNatives.O_WRITE : 0);
        if (write) {
            flags |= (app ? NioNatives.O_APPEND : 0) | (trunc ? NioNatives.O_TRUNCATE : 0)
                    | (createNew ? NioNatives.O_CREATE_NEW : create ? NioNatives.O_CREATE : 0);
        }
        flags |= (sync ? NioNatives.O_SYNC : 0) | (dsync ? NioNatives.O_DSYNC : 0);
        String p = file.toString();
        int fd = NioNatives.open0(p.isEmpty() ? "." : p, flags, 0666);
        if (fd < 0) {
            throw openError(-fd, p);
        }
        if (del) {
            new File(p).delete();       /* as the JDK on Linux: unlinked at once, gone at close */
        }
        return new FileChannelImpl(fd, p, read, write, app, null, false);
    }

    static IOException openError(int e, String p) {
        if (e == NioNatives.ENOENT) {
            return new NoSuchFileException(p);
        }
        if (e == NioNatives.EEXIST) {
            return new FileAlreadyExistsException(p);
        }
        if (e == NioNatives.EACCES) {
            return new AccessDeniedException(p);
        }
        return new FileSystemException(p, null, NioNatives.strerror0(e));
    }

    private void ensureOpen() throws IOException {
        if (!isOpen()) {
            throw new ClosedChannelException();
        }
    }

    /* One read or write, bracketed as an interruptible blocking call. */
    private int io(boolean write, ByteBuffer b, long pos, boolean at) throws IOException {
        int n = 0;
        int fd = -1;
        try {
            begin();
            fd = fdh.enter();
            if (fd < 0) {
                return 0;
            }
            int kind = at ? IOUtil.FILE_AT : IOUtil.FILE;
            n = write ? IOUtil.write(kind, fd, b, pos, true) : IOUtil.read(kind, fd, b, pos, true);
            if (n == NioNatives.EOF) {
                return -1;
            }
            if (n < 0) {
                if (!isOpen()) {
                    n = 0;
                    return 0;
                }
                throw IOUtil.error(n);
            }
            return n;
        } finally {
            if (fd >= 0) {
                fdh.leave();
            }
            end(n > 0 || n == NioNatives.EOF || (n == 0 && fd >= 0 && isOpen()));
        }
    }

    private long ioctl(long r) throws IOException {
        if (r < 0) {
            throw IOUtil.error((int) r);
        }
        return r;
    }

    public int read(ByteBuffer dst) throws IOException {
        Objects.requireNonNull(dst);
        ensureOpen();
        if (!readable) {
            throw new NonReadableChannelException();
        }
        synchronized (positionLock) {
            return io(false, dst, 0, false);
        }
    }

    public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
        IOUtil.checkRange(dsts, offset, length);
        ensureOpen();
        if (!readable) {
            throw new NonReadableChannelException();
        }
        synchronized (positionLock) {
            long total = 0;
            for (int i = offset; i < offset + length; i++) {
                ByteBuffer b = dsts[i];
                int want = b.remaining();
                if (want == 0) {
                    continue;
                }
                int n = io(false, b, 0, false);
                if (n < 0) {
                    return total == 0 ? -1 : total;
                }
                total += n;
                if (n < want) {
                    break;
                }
            }
            return total;
        }
    }

    public int write(ByteBuffer src) throws IOException {
        Objects.requireNonNull(src);
        ensureOpen();
        if (!writable) {
            throw new NonWritableChannelException();
        }
        synchronized (positionLock) {
            return io(true, src, 0, false);
        }
    }

    public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
        IOUtil.checkRange(srcs, offset, length);
        ensureOpen();
        if (!writable) {
            throw new NonWritableChannelException();
        }
        synchronized (positionLock) {
            long total = 0;
            for (int i = offset; i < offset + length; i++) {
                int want = srcs[i].remaining();
                if (want == 0) {
                    continue;
                }
                int n = io(true, srcs[i], 0, false);
                total += n;
                if (n < want) {
                    break;
                }
            }
            return total;
        }
    }

    public long position() throws IOException {
        ensureOpen();
        synchronized (positionLock) {
            return append ? ioctl(NioNatives.size0(fdh.fd())) : ioctl(NioNatives.seek0(fdh.fd(), 0, SEEK_CUR));
        }
    }

    public FileChannel position(long newPosition) throws IOException {
        ensureOpen();
        if (newPosition < 0) {
            throw new IllegalArgumentException();
        }
        synchronized (positionLock) {
            ioctl(NioNatives.seek0(fdh.fd(), newPosition, SEEK_SET));
        }
        return this;
    }

    public long size() throws IOException {
        ensureOpen();
        return ioctl(NioNatives.size0(fdh.fd()));
    }

    public FileChannel truncate(long newSize) throws IOException {
        ensureOpen();
        if (newSize < 0) {
            throw new IllegalArgumentException("Negative size");
        }
        if (!writable) {
            throw new NonWritableChannelException();
        }
        synchronized (positionLock) {
            int fd = fdh.fd();
            long pos = ioctl(NioNatives.seek0(fd, 0, SEEK_CUR));
            long size = ioctl(NioNatives.size0(fd));
            if (newSize < size) {
                ioctl(NioNatives.truncate0(fd, newSize));
            }
            if (pos > newSize) {
                ioctl(NioNatives.seek0(fd, newSize, SEEK_SET));
            }
        }
        return this;
    }

    public void force(boolean metaData) throws IOException {
        ensureOpen();
        ioctl(NioNatives.sync0(fdh.fd(), metaData));
    }

    public long transferTo(long position, long count, WritableByteChannel target) throws IOException {
        ensureOpen();
        if (!target.isOpen()) {
            throw new ClosedChannelException();
        }
        if (!readable) {
            throw new NonReadableChannelException();
        }
        if (target instanceof FileChannelImpl && !((FileChannelImpl) target).writable) {
            throw new NonWritableChannelException();
        }
        if (position < 0 || count < 0) {
            throw new IllegalArgumentException();
        }
        long size = size();
        if (position > size) {
            return 0;
        }
        long left = Math.min(count, size - position);
        long done = 0;
        ByteBuffer buf = ByteBuffer.allocate((int) Math.min(left, 8192));
        while (done < left) {
            buf.clear();
            buf.limit((int) Math.min(buf.capacity(), left - done));
            int n = io(false, buf, position + done, true);
            if (n <= 0) {
                break;
            }
            buf.flip();
            int w = 0;
            while (buf.hasRemaining()) {
                int k = target.write(buf);
                if (k <= 0) {
                    break;
                }
                w += k;
            }
            done += w;
            if (w < n) {
                break;
            }
        }
        return done;
    }

    public long transferFrom(ReadableByteChannel src, long position, long count) throws IOException {
        ensureOpen();
        if (!src.isOpen()) {
            throw new ClosedChannelException();
        }
        if (src instanceof FileChannelImpl && !((FileChannelImpl) src).readable) {
            throw new NonReadableChannelException();
        }
        if (!writable) {
            throw new NonWritableChannelException();
        }
        if (position < 0 || count < 0) {
            throw new IllegalArgumentException();
        }
        if (position > size()) {
            return 0;
        }
        long done = 0;
        ByteBuffer buf = ByteBuffer.allocate((int) Math.max(1, Math.min(count, 8192)));
        while (done < count) {
            buf.clear();
            buf.limit((int) Math.min(buf.capacity(), count - done));
            int n = src.read(buf);
            if (n <= 0) {
                break;
            }
            buf.flip();
            io(true, buf, position + done, true);
            done += n;
        }
        return done;
    }

    public int read(ByteBuffer dst, long position) throws IOException {
        if (dst == null) {
            throw new NullPointerException();
        }
        if (position < 0) {
            throw new IllegalArgumentException("Negative position");
        }
        ensureOpen();
        if (!readable) {
            throw new NonReadableChannelException();
        }
        return io(false, dst, position, true);
    }

    public int write(ByteBuffer src, long position) throws IOException {
        if (src == null) {
            throw new NullPointerException();
        }
        if (position < 0) {
            throw new IllegalArgumentException("Negative position");
        }
        ensureOpen();
        if (!writable) {
            throw new NonWritableChannelException();
        }
        return io(true, src, position, true);
    }

    public MappedByteBuffer map(MapMode mode, long position, long size) throws IOException {
        ensureOpen();
        if (mode == null) {
            throw new NullPointerException("Mode is null");
        }
        if (position < 0L) {
            throw new IllegalArgumentException("Negative position");
        }
        if (size < 0L) {
            throw new IllegalArgumentException("Negative size");
        }
        if (position + size < 0) {
            throw new IllegalArgumentException("Position + size overflow");
        }
        if (size > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("Size exceeds Integer.MAX_VALUE");
        }
        if (mode != MapMode.READ_ONLY && mode != MapMode.READ_WRITE && mode != MapMode.PRIVATE) {
            throw new UnsupportedOperationException();
        }
        if (mode != MapMode.READ_ONLY && !writable) {
            throw new NonWritableChannelException();
        }
        if (!readable) {
            throw new NonReadableChannelException();
        }
        int fd = fdh.fd();
        long fileSize = ioctl(NioNatives.size0(fd));
        if (fileSize < position + size) {
            if (!writable) {
                throw new IOException("Channel not open for writing - cannot extend file to required size");
            }
            ioctl(NioNatives.truncate0(fd, position + size));
        }
        Object[] m = size == 0 ? new Object[] { new byte[0], Integer.valueOf(0), null }
                               : FileMapping.map(fd, mode == MapMode.READ_ONLY ? 0 : mode == MapMode.READ_WRITE ? 1 : 2,
                                                 position, size);
        try {
            Method f = newMapped;
            if (f == null) {
                f = MappedByteBuffer.class.getDeclaredMethod("newMapped", byte[].class, int.class, int.class,
                                                            boolean.class, Object.class);
                f.setAccessible(true);
                newMapped = f;
            }
            return (MappedByteBuffer) f.invoke(null, m[0], m[1], Integer.valueOf((int) size),
                                               Boolean.valueOf(mode == MapMode.READ_ONLY), m[2]);
        } catch (ReflectiveOperationException e) {
            throw new InternalError(e);
        }
    }

    private FileLockImpl addLock(long position, long size, boolean shared) {
        FileLockImpl fl = new FileLockImpl(this, position, size, shared);
        synchronized (LOCKS) {
            for (int i = 0; i < LOCKS.size(); i++) {
                FileLockImpl o = LOCKS.get(i);
                if (((FileChannelImpl) o.acquiredBy()).lockKey.equals(lockKey) && o.overlaps(position, size)) {
                    throw new OverlappingFileLockException();
                }
            }
            LOCKS.add(fl);
        }
        return fl;
    }

    private static void removeLock(FileLockImpl fl) {
        synchronized (LOCKS) {
            LOCKS.remove(fl);
        }
    }

    private FileLock doLock(long position, long size, boolean shared, boolean wait) throws IOException {
        ensureOpen();
        if (shared && !readable) {
            throw new NonReadableChannelException();
        }
        if (!shared && !writable) {
            throw new NonWritableChannelException();
        }
        FileLockImpl fl = addLock(position, size, shared);
        long len = size == Long.MAX_VALUE ? 0 : size;
        int r = 0;
        int fd = -1;
        boolean ok = false;
        try {
            begin();
            fd = fdh.enter();
            if (fd < 0) {
                return null;
            }
            r = NioNatives.lock0(fd, position, len, shared, wait);
            if (r == 0) {
                ok = true;
                return fl;
            }
            if (r == -NioNatives.EAGAIN && !wait) {
                r = 0;
                return null;
            }
            if (!isOpen()) {
                return null;
            }
            throw IOUtil.error(r);
        } finally {
            if (fd >= 0) {
                fdh.leave();
            }
            if (!ok) {
                removeLock(fl);
            }
            end(ok || (r == 0 && fd >= 0));
        }
    }

    public FileLock lock(long position, long size, boolean shared) throws IOException {
        return doLock(position, size, shared, true);
    }

    public FileLock tryLock(long position, long size, boolean shared) throws IOException {
        return doLock(position, size, shared, false);
    }

    void release(FileLockImpl fl) throws IOException {
        int fd = fdh.enter();
        if (fd < 0) {
            throw new ClosedChannelException();
        }
        try {
            long len = fl.size() == Long.MAX_VALUE ? 0 : fl.size();
            int r = NioNatives.unlock0(fd, fl.position(), len);
            if (r < 0) {
                throw IOUtil.error(r);
            }
        } finally {
            fdh.leave();
            removeLock(fl);
        }
    }

    protected void implCloseChannel() throws IOException {
        synchronized (LOCKS) {
            for (int i = LOCKS.size() - 1; i >= 0; i--) {
                FileLockImpl fl = LOCKS.get(i);
                if (fl.acquiredBy() == this) {
                    fl.invalidate();
                    LOCKS.remove(i);
                }
            }
        }
        if (parent != null) {
            fdh.detach();
            parent.close();
        } else {
            fdh.close();
        }
        if (deleteOnClose && path != null) {
            new File(path).delete();
        }
    }
}
