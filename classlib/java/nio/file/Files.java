package java.nio.file;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.attribute.FileAttribute;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Static file operations on Paths (the common subset of java.nio.file.Files). */
public final class Files {
    private static final int BUFFER_SIZE = 8192;

    private Files() {
    }

    // ---- errors ----

    static IOException translate(int err, String file, String other) {
        if (err == UnixNatives.EACCES) {
            return new AccessDeniedException(file, other, null);
        }
        if (err == UnixNatives.ENOENT) {
            return new NoSuchFileException(file, other, null);
        }
        if (err == UnixNatives.EEXIST) {
            return new FileAlreadyExistsException(file, other, null);
        }
        if (err == UnixNatives.ELOOP) {
            return new FileSystemException(file, other,
                    UnixNatives.strerror0(err) + " or unable to access attributes of symbolic link");
        }
        return new FileSystemException(file, other, UnixNatives.strerror0(err));
    }

    private static String str(Path p) {
        if (p == null) {
            throw new NullPointerException();
        }
        return p.toString();
    }

    private static boolean follow(LinkOption... options) {
        for (LinkOption o : options) {
            if (o == LinkOption.NOFOLLOW_LINKS) {
                return false;
            } else if (o == null) {
                throw new NullPointerException();
            }
        }
        return true;
    }

    /** The stat of p: null if it does not exist (or cannot be looked at). */
    private static long[] stat(Path p, boolean follow) {
        long[] out = new long[3];
        return UnixNatives.stat0(str(p), follow, out) == 0 ? out : null;
    }

    // ---- streams over fds ----

    private static final class FdInputStream extends InputStream {
        private int fd;

        FdInputStream(int fd) {
            this.fd = fd;
        }

        private void ensureOpen() throws IOException {
            if (fd < 0) {
                throw new IOException("Stream Closed");
            }
        }

        @Override
        public int read() throws IOException {
            byte[] b = new byte[1];
            return read(b, 0, 1) <= 0 ? -1 : (b[0] & 0xFF);
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if ((b.length | off | len) < 0 || len > b.length - off) {
                throw new IndexOutOfBoundsException(
                        "Range [" + off + ", " + off + " + " + len + ") out of bounds for length " + b.length);
            }
            ensureOpen();
            if (len == 0) {
                return 0;
            }
            return UnixNatives.read0(fd, b, off, len);
        }

        @Override
        public void close() throws IOException {
            if (fd >= 0) {
                int f = fd;
                fd = -1;
                UnixNatives.close0(f);
            }
        }
    }

    private static final class FdOutputStream extends OutputStream {
        private int fd;

        FdOutputStream(int fd) {
            this.fd = fd;
        }

        private void ensureOpen() throws IOException {
            if (fd < 0) {
                throw new IOException("Stream Closed");
            }
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if ((b.length | off | len) < 0 || len > b.length - off) {
                throw new IndexOutOfBoundsException(
                        "Range [" + off + ", " + off + " + " + len + ") out of bounds for length " + b.length);
            }
            ensureOpen();
            if (len > 0) {
                UnixNatives.write0(fd, b, off, len);
            }
        }

        @Override
        public void close() throws IOException {
            if (fd >= 0) {
                int f = fd;
                fd = -1;
                UnixNatives.close0(f);
            }
        }
    }

    private static int open(Path path, int flags) throws IOException {
        String p = str(path);
        int fd = UnixNatives.open0(p, flags, 0666);
        if (fd < 0) {
            throw translate(-fd, p, null);
        }
        return fd;
    }

    public static InputStream newInputStream(Path path, OpenOption... options) throws IOException {
        for (OpenOption o : options) {
            if (o == StandardOpenOption.APPEND || o == StandardOpenOption.WRITE) {
                throw new UnsupportedOperationException("'" + o + "' not allowed");
            }
        }
        return new FdInputStream(open(path, UnixNatives.OPEN_READ));
    }

    public static java.nio.channels.SeekableByteChannel newByteChannel(Path path, java.util.Set<? extends OpenOption> options,
                                                                        FileAttribute<?>... attrs) throws IOException {
        return java.nio.channels.FileChannel.open(path, options, attrs);
    }

    public static java.nio.channels.SeekableByteChannel newByteChannel(Path path, OpenOption... options)
            throws IOException {
        return java.nio.channels.FileChannel.open(path, options);
    }

    public static OutputStream newOutputStream(Path path, OpenOption... options) throws IOException {
        int flags = UnixNatives.OPEN_WRITE;
        if (options.length == 0) {
            flags |= UnixNatives.OPEN_CREATE | UnixNatives.OPEN_TRUNCATE;
        } else {
            boolean append = false, truncate = false;
            for (OpenOption o : options) {
                if (o == StandardOpenOption.READ) {
                    throw new IllegalArgumentException("READ not allowed");
                } else if (o == StandardOpenOption.APPEND) {
                    append = true;
                    flags |= UnixNatives.OPEN_APPEND;
                } else if (o == StandardOpenOption.TRUNCATE_EXISTING) {
                    truncate = true;
                } else if (o == StandardOpenOption.CREATE) {
                    flags |= UnixNatives.OPEN_CREATE;
                } else if (o == StandardOpenOption.CREATE_NEW) {
                    flags |= UnixNatives.OPEN_CREATE_NEW;
                } else if (o == null) {
                    throw new NullPointerException();
                }
            }
            if (append && truncate) {
                throw new IllegalArgumentException("APPEND + TRUNCATE_EXISTING not allowed");
            }
            if (truncate) {
                flags |= UnixNatives.OPEN_TRUNCATE;
            }
        }
        return new FdOutputStream(open(path, flags));
    }

    public static BufferedReader newBufferedReader(Path path, Charset cs) throws IOException {
        return new BufferedReader(new InputStreamReader(newInputStream(path), cs));
    }

    public static BufferedReader newBufferedReader(Path path) throws IOException {
        return newBufferedReader(path, StandardCharsets.UTF_8);
    }

    public static BufferedWriter newBufferedWriter(Path path, Charset cs, OpenOption... options) throws IOException {
        return new BufferedWriter(new OutputStreamWriter(newOutputStream(path, options), cs));
    }

    public static BufferedWriter newBufferedWriter(Path path, OpenOption... options) throws IOException {
        return newBufferedWriter(path, StandardCharsets.UTF_8, options);
    }

    // ---- whole files ----

    public static byte[] readAllBytes(Path path) throws IOException {
        try (InputStream in = newInputStream(path)) {
            long[] st = stat(path, true);
            long size = st != null ? st[1] : 0;
            if (size > Integer.MAX_VALUE - 8) {
                throw new OutOfMemoryError("Required array size too large");
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream(size > 0 ? (int) size + 1 : BUFFER_SIZE);
            byte[] buf = new byte[BUFFER_SIZE];
            int n;
            while ((n = in.read(buf, 0, buf.length)) > 0) {
                out.write(buf, 0, n);
            }
            return out.toByteArray();
        }
    }

    public static String readString(Path path) throws IOException {
        return readString(path, StandardCharsets.UTF_8);
    }

    public static String readString(Path path, Charset cs) throws IOException {
        if (cs == null) {
            throw new NullPointerException();
        }
        return new String(readAllBytes(path), cs);
    }

    public static List<String> readAllLines(Path path) throws IOException {
        return readAllLines(path, StandardCharsets.UTF_8);
    }

    public static List<String> readAllLines(Path path, Charset cs) throws IOException {
        try (BufferedReader r = newBufferedReader(path, cs)) {
            List<String> lines = new ArrayList<>();
            String line;
            while ((line = r.readLine()) != null) {
                lines.add(line);
            }
            return lines;
        }
    }

    public static Stream<String> lines(Path path) throws IOException {
        return lines(path, StandardCharsets.UTF_8);
    }

    public static Stream<String> lines(Path path, Charset cs) throws IOException {
        return readAllLines(path, cs).stream();
    }

    public static Path write(Path path, byte[] bytes, OpenOption... options) throws IOException {
        if (bytes == null) {
            throw new NullPointerException();
        }
        try (OutputStream out = newOutputStream(path, options)) {
            out.write(bytes, 0, bytes.length);
        }
        return path;
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, Charset cs, OpenOption... options)
            throws IOException {
        if (lines == null || cs == null) {
            throw new NullPointerException();
        }
        try (BufferedWriter w = newBufferedWriter(path, cs, options)) {
            for (CharSequence line : lines) {
                w.append(line);
                w.newLine();
            }
        }
        return path;
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, OpenOption... options)
            throws IOException {
        return write(path, lines, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, OpenOption... options) throws IOException {
        return writeString(path, csq, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, Charset cs, OpenOption... options)
            throws IOException {
        if (csq == null || cs == null) {
            throw new NullPointerException();
        }
        return write(path, csq.toString().getBytes(cs), options);
    }

    // ---- queries ----

    public static boolean exists(Path path, LinkOption... options) {
        return stat(path, follow(options)) != null;
    }

    public static boolean notExists(Path path, LinkOption... options) {
        long[] out = new long[3];
        return UnixNatives.stat0(str(path), follow(options), out) == -UnixNatives.ENOENT;
    }

    public static boolean isDirectory(Path path, LinkOption... options) {
        long[] st = stat(path, follow(options));
        return st != null && st[0] == UnixNatives.TYPE_DIR;
    }

    public static boolean isRegularFile(Path path, LinkOption... options) {
        long[] st = stat(path, follow(options));
        return st != null && st[0] == UnixNatives.TYPE_FILE;
    }

    public static boolean isSymbolicLink(Path path) {
        long[] st = stat(path, false);
        return st != null && st[0] == UnixNatives.TYPE_LINK;
    }

    public static boolean isReadable(Path path) {
        return path.toFile().canRead();
    }

    public static boolean isWritable(Path path) {
        return path.toFile().canWrite();
    }

    public static boolean isExecutable(Path path) {
        return path.toFile().canExecute();
    }

    public static boolean isHidden(Path path) {
        Path name = path.getFileName();
        return name != null && name.toString().startsWith(".");
    }

    public static boolean isSameFile(Path path, Path path2) throws IOException {
        if (path.equals(path2)) {
            return true;
        }
        return path.toRealPath().equals(path2.toRealPath());
    }

    public static long size(Path path) throws IOException {
        long[] out = new long[3];
        int r = UnixNatives.stat0(str(path), true, out);
        if (r < 0) {
            throw translate(-r, path.toString(), null);
        }
        return out[1];
    }

    // ---- changes ----

    public static Path createFile(Path path, FileAttribute<?>... attrs) throws IOException {
        int fd = open(path, UnixNatives.OPEN_WRITE | UnixNatives.OPEN_CREATE_NEW);
        UnixNatives.close0(fd);
        return path;
    }

    public static Path createDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
        String p = str(dir);
        int r = UnixNatives.mkdir0(p, 0777);
        if (r < 0) {
            throw translate(-r, p, null);
        }
        return dir;
    }

    public static Path createDirectories(Path dir, FileAttribute<?>... attrs) throws IOException {
        if (isDirectory(dir)) {
            return dir;
        }
        if (exists(dir, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileAlreadyExistsException(dir.toString());
        }
        Path abs = dir.toAbsolutePath();
        Path parent = abs.getParent();
        if (parent != null && !isDirectory(parent)) {
            createDirectories(parent);
        }
        try {
            createDirectory(dir);
        } catch (FileAlreadyExistsException e) {
            if (!isDirectory(dir)) {
                throw e;
            }
        }
        return dir;
    }

    public static void delete(Path path) throws IOException {
        String p = str(path);
        long[] st = stat(path, false);
        int r;
        if (st != null && st[0] == UnixNatives.TYPE_DIR) {
            r = UnixNatives.rmdir0(p);
            if (r == -UnixNatives.EEXIST || r == -UnixNatives.ENOTEMPTY) {
                throw new DirectoryNotEmptyException(p);
            }
        } else {
            r = UnixNatives.unlink0(p);
        }
        if (r < 0) {
            throw translate(-r, p, null);
        }
    }

    public static boolean deleteIfExists(Path path) throws IOException {
        try {
            delete(path);
            return true;
        } catch (NoSuchFileException e) {
            return false;
        }
    }

    private static boolean has(CopyOption[] options, CopyOption o) {
        for (CopyOption c : options) {
            if (c == o) {
                return true;
            }
        }
        return false;
    }

    public static Path copy(Path source, Path target, CopyOption... options) throws IOException {
        long[] st = stat(source, !has(options, LinkOption.NOFOLLOW_LINKS));
        if (st == null) {
            throw new NoSuchFileException(source.toString());
        }
        if (exists(target, LinkOption.NOFOLLOW_LINKS)) {
            if (!has(options, StandardCopyOption.REPLACE_EXISTING)) {
                throw new FileAlreadyExistsException(target.toString());
            }
            delete(target);
        }
        if (st[0] == UnixNatives.TYPE_DIR) {
            createDirectory(target);
            return target;
        }
        try (InputStream in = newInputStream(source);
             OutputStream out = newOutputStream(target, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            in.transferTo(out);
        }
        return target;
    }

    public static long copy(InputStream in, Path target, CopyOption... options) throws IOException {
        if (in == null) {
            throw new NullPointerException();
        }
        if (exists(target, LinkOption.NOFOLLOW_LINKS)) {
            if (!has(options, StandardCopyOption.REPLACE_EXISTING)) {
                throw new FileAlreadyExistsException(target.toString());
            }
            deleteIfExists(target);
        }
        try (OutputStream out = newOutputStream(target, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            return in.transferTo(out);
        }
    }

    public static long copy(Path source, OutputStream out) throws IOException {
        if (out == null) {
            throw new NullPointerException();
        }
        try (InputStream in = newInputStream(source)) {
            return in.transferTo(out);
        }
    }

    public static Path move(Path source, Path target, CopyOption... options) throws IOException {
        String s = str(source), t = str(target);
        if (!exists(source, LinkOption.NOFOLLOW_LINKS)) {
            throw new NoSuchFileException(s);
        }
        if (!has(options, StandardCopyOption.REPLACE_EXISTING) && exists(target, LinkOption.NOFOLLOW_LINKS)
                && !source.equals(target)) {
            throw new FileAlreadyExistsException(t);
        }
        int r = UnixNatives.rename0(s, t);
        if (r < 0) {
            if (r == -UnixNatives.EEXIST || r == -UnixNatives.ENOTEMPTY) {
                throw new DirectoryNotEmptyException(t);
            }
            throw translate(-r, s, t);
        }
        return target;
    }

    public static Stream<Path> list(Path dir) throws IOException {
        long[] st = stat(dir, true);
        if (st == null) {
            throw new NoSuchFileException(dir.toString());
        }
        if (st[0] != UnixNatives.TYPE_DIR) {
            throw new NotDirectoryException(dir.toString());
        }
        String[] names = dir.toFile().list();
        if (names == null) {
            throw new AccessDeniedException(dir.toString());
        }
        List<Path> out = new ArrayList<>(names.length);
        for (String n : names) {
            out.add(dir.resolve(n));
        }
        return out.stream();
    }
}
