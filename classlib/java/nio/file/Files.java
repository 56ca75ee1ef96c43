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
import java.io.Closeable;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.FileAttributeView;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.UserPrincipal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.BiPredicate;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

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
        if (err == UnixNatives.ENOTDIR && other == null) {
            return new FileSystemException(file, null, "Not a directory");
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
        private String deleteOnClose;

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
            if (deleteOnClose != null) {
                UnixNatives.unlink0(deleteOnClose);
                deleteOnClose = null;
            }
        }
    }

    private static final class FdOutputStream extends OutputStream {
        private int fd;
        private String deleteOnClose;

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
            if (deleteOnClose != null) {
                UnixNatives.unlink0(deleteOnClose);
                deleteOnClose = null;
            }
        }
    }

    private static int open(Path path, int flags, int mode) throws IOException {
        String p = str(path);
        int fd = UnixNatives.open0(p, flags, mode);
        if (fd < 0) {
            if (fd == -UnixNatives.ELOOP && (flags & UnixNatives.OPEN_NOFOLLOW) != 0) {
                throw new IOException(UnixNatives.strerror0(UnixNatives.ELOOP) + " (NOFOLLOW_LINKS specified)");
            }
            throw translate(-fd, p, null);
        }
        return fd;
    }

    private static int open(Path path, int flags) throws IOException {
        return open(path, flags, 0666);
    }

    /** The mode the attributes ask for (only posix:permissions is known), or dflt. */
    private static int modeOf(FileAttribute<?>[] attrs, int dflt) {
        int mode = dflt;
        for (FileAttribute<?> a : attrs) {
            if (a == null) {
                throw new NullPointerException();
            }
            if (a.name().equals("posix:permissions") || a.name().equals("unix:permissions")) {
                @SuppressWarnings("unchecked")
                Set<PosixFilePermission> perms = (Set<PosixFilePermission>) a.value();
                mode = UnixFileSystem.bitsOf(perms);
            } else {
                throw new UnsupportedOperationException("'" + a.name() + "' not supported as initial attribute");
            }
        }
        return mode;
    }

    public static InputStream newInputStream(Path path, OpenOption... options) throws IOException {
        int flags = UnixNatives.OPEN_READ;
        boolean deleteOnClose = false;
        for (OpenOption o : options) {
            if (o == StandardOpenOption.APPEND || o == StandardOpenOption.WRITE) {
                throw new UnsupportedOperationException("'" + o + "' not allowed");
            } else if (o == LinkOption.NOFOLLOW_LINKS) {
                flags |= UnixNatives.OPEN_NOFOLLOW;
            } else if (o == StandardOpenOption.DELETE_ON_CLOSE) {
                deleteOnClose = true;
            } else if (o == null) {
                throw new NullPointerException();
            }
        }
        FdInputStream in = new FdInputStream(open(path, flags));
        if (deleteOnClose) {
            in.deleteOnClose = path.toString();
        }
        return in;
    }

    /** The open(2) flags of newOutputStream's options (WRITE implied). */
    private static int writeFlags(OpenOption[] options) {
        int flags = UnixNatives.OPEN_WRITE;
        if (options.length == 0) {
            return flags | UnixNatives.OPEN_CREATE | UnixNatives.OPEN_TRUNCATE;
        }
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
            } else if (o == StandardOpenOption.SYNC) {
                flags |= UnixNatives.OPEN_SYNC;
            } else if (o == StandardOpenOption.DSYNC) {
                flags |= UnixNatives.OPEN_DSYNC;
            } else if (o == LinkOption.NOFOLLOW_LINKS) {
                flags |= UnixNatives.OPEN_NOFOLLOW;
            } else if (o == null) {
                throw new NullPointerException();
            } else if (!(o instanceof StandardOpenOption)) {
                throw new UnsupportedOperationException(o + " not supported");
            }
        }
        if (append && truncate) {
            throw new IllegalArgumentException("APPEND + TRUNCATE_EXISTING not allowed");
        }
        if (truncate) {
            flags |= UnixNatives.OPEN_TRUNCATE;
        }
        return flags;
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
        int flags = writeFlags(options);
        FdOutputStream out = new FdOutputStream(open(path, flags));
        for (OpenOption o : options) {
            if (o == StandardOpenOption.DELETE_ON_CLOSE) {
                out.deleteOnClose = path.toString();
            }
        }
        return out;
    }

    public static BufferedReader newBufferedReader(Path path, Charset cs) throws IOException {
        CharsetDecoder dec = cs.newDecoder();
        return new BufferedReader(new DecodingReader(newInputStream(path), dec));
    }

    public static BufferedReader newBufferedReader(Path path) throws IOException {
        return newBufferedReader(path, StandardCharsets.UTF_8);
    }

    public static BufferedWriter newBufferedWriter(Path path, Charset cs, OpenOption... options) throws IOException {
        CharsetEncoder enc = cs.newEncoder();
        return new BufferedWriter(new EncodingWriter(newOutputStream(path, options), enc));
    }

    public static BufferedWriter newBufferedWriter(Path path, OpenOption... options) throws IOException {
        return newBufferedWriter(path, StandardCharsets.UTF_8, options);
    }

    /** A Reader that decodes with a decoder that reports malformed input (MalformedInputException), as HotSpot's. */
    private static final class DecodingReader extends java.io.Reader {
        private final InputStream in;
        private final CharsetDecoder dec;
        private final ByteBuffer bb = ByteBuffer.allocate(BUFFER_SIZE);
        private boolean eof;
        private boolean flushed;

        DecodingReader(InputStream in, CharsetDecoder dec) {
            this.in = in;
            this.dec = dec;
            bb.flip();
        }

        @Override
        public int read(char[] cbuf, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            }
            CharBuffer cb = CharBuffer.wrap(cbuf, off, len);
            for (;;) {
                if (flushed) {
                    return cb.position() > off ? cb.position() - off : -1;
                }
                java.nio.charset.CoderResult r = dec.decode(bb, cb, eof);
                if (r.isError()) {
                    if (cb.position() > off) {
                        return cb.position() - off;     // give what was decoded; the error comes next time
                    }
                    r.throwException();
                }
                if (eof && r.isUnderflow()) {
                    dec.flush(cb);
                    flushed = true;
                    continue;
                }
                if (cb.position() > off && (r.isOverflow() || in.available() <= 0)) {
                    return cb.position() - off;
                }
                if (r.isOverflow()) {
                    return cb.position() - off;
                }
                bb.compact();
                int n = in.read(bb.array(), bb.position(), bb.remaining());
                if (n < 0) {
                    eof = true;
                } else {
                    bb.position(bb.position() + n);
                }
                bb.flip();
            }
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }

    /** A Writer that encodes with a decoder that reports unmappable characters, as HotSpot's. */
    private static final class EncodingWriter extends java.io.Writer {
        private final OutputStream out;
        private final CharsetEncoder enc;
        private final ByteBuffer bb = ByteBuffer.allocate(BUFFER_SIZE);
        private boolean closed;

        EncodingWriter(OutputStream out, CharsetEncoder enc) {
            this.out = out;
            this.enc = enc;
        }

        private void drain() throws IOException {
            if (bb.position() > 0) {
                out.write(bb.array(), 0, bb.position());
                bb.clear();
            }
        }

        private void encode(CharBuffer cb, boolean end) throws IOException {
            for (;;) {
                java.nio.charset.CoderResult r = enc.encode(cb, bb, end);
                if (r.isError()) {
                    r.throwException();
                }
                if (r.isOverflow()) {
                    drain();
                    continue;
                }
                break;
            }
        }

        @Override
        public void write(char[] cbuf, int off, int len) throws IOException {
            if (closed) {
                throw new IOException("Stream closed");
            }
            encode(CharBuffer.wrap(cbuf, off, len), false);
        }

        @Override
        public void flush() throws IOException {
            drain();
            out.flush();
        }

        @Override
        public void close() throws IOException {
            if (closed) {
                return;
            }
            closed = true;
            try {
                encode(CharBuffer.allocate(0), true);
                while (enc.flush(bb).isOverflow()) {
                    drain();
                }
                drain();
            } finally {
                out.close();
            }
        }
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
        byte[] b = readAllBytes(path);
        return cs.newDecoder().decode(ByteBuffer.wrap(b)).toString();
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
        final BufferedReader r = newBufferedReader(path, cs);
        return r.lines().onClose(closer(r));
    }

    private static Runnable closer(final Closeable c) {
        return new Runnable() {
            @Override
            public void run() {
                try {
                    c.close();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        };
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
        CharsetEncoder enc = cs.newEncoder();
        try (OutputStream out = newOutputStream(path, options);
             BufferedWriter w = new BufferedWriter(new EncodingWriter(out, enc))) {
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
        if (path == null || csq == null || cs == null) {
            throw new NullPointerException();
        }
        ByteBuffer bb = cs.newEncoder().encode(CharBuffer.wrap(csq.toString()));
        byte[] b = new byte[bb.remaining()];
        bb.get(b);
        return write(path, b, options);
    }

    public static long mismatch(Path path, Path path2) throws IOException {
        if (isSameFile(path, path2)) {
            return -1;
        }
        try (InputStream a = new java.io.BufferedInputStream(newInputStream(path));
             InputStream b = new java.io.BufferedInputStream(newInputStream(path2))) {
            long pos = 0;
            for (;;) {
                int x = a.read(), y = b.read();
                if (x != y) {
                    return pos;
                }
                if (x < 0) {
                    return -1;
                }
                pos++;
            }
        }
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
        return UnixNatives.access0(str(path), 4) == 0;
    }

    public static boolean isWritable(Path path) {
        return UnixNatives.access0(str(path), 2) == 0;
    }

    public static boolean isExecutable(Path path) {
        return UnixNatives.access0(str(path), 1) == 0;
    }

    public static boolean isHidden(Path path) throws IOException {
        Path name = path.getFileName();
        return name != null && name.toString().startsWith(".");
    }

    private static UnixFileSystem.Attrs attrs(Path p, boolean follow) throws IOException {
        return UnixFileSystem.Attrs.get(p, follow);
    }

    public static boolean isSameFile(Path path, Path path2) throws IOException {
        if (path.equals(path2)) {
            return true;
        }
        if (path2 == null) {
            throw new NullPointerException();
        }
        Object k1 = attrs(path, true).fileKey();
        Object k2 = attrs(path2, true).fileKey();
        return k1.equals(k2);
    }

    public static long size(Path path) throws IOException {
        return attrs(path, true).size();
    }

    public static FileStore getFileStore(Path path) throws IOException {
        attrs(path, true);
        return new UnixFileSystem.Store(path);
    }

    public static String probeContentType(Path path) throws IOException {
        Path name = path.getFileName();
        if (name == null) {
            return null;
        }
        return MimeTypes.probe(name.toString());
    }

    /** The extension tables of ~/.mime.types and /etc/mime.types, as HotSpot's Linux detectors read them. */
    private static final class MimeTypes {
        static final List<Map<String, String>> TABLES = new ArrayList<>();

        static {
            TABLES.add(load(Path.of(System.getProperty("user.home", "/"), ".mime.types")));
            TABLES.add(load(Path.of("/etc/mime.types")));
        }

        static Map<String, String> load(Path p) {
            Map<String, String> m = new HashMap<>();
            try {
                for (String line : Files.readAllLines(p, StandardCharsets.ISO_8859_1)) {
                    String t = line.trim();
                    if (t.isEmpty() || t.charAt(0) == '#') {
                        continue;
                    }
                    String[] f = t.split("\\s+");
                    for (int i = 1; i < f.length; i++) {
                        if (!m.containsKey(f[i])) {
                            m.put(f[i], f[0]);
                        }
                    }
                }
            } catch (IOException | RuntimeException e) {
                // no table
            }
            return m;
        }

        static String probe(String name) {
            for (Map<String, String> m : TABLES) {
                String n = name;
                for (;;) {
                    int dot = n.indexOf('.');
                    if (dot < 0 || dot == n.length() - 1) {
                        break;
                    }
                    n = n.substring(dot + 1);
                    String t = m.get(n);
                    if (t == null) {
                        t = m.get(n.toLowerCase());
                    }
                    if (t != null) {
                        return t;
                    }
                }
            }
            return null;
        }
    }

    // ---- attributes ----

    @SuppressWarnings("unchecked")
    public static <A extends BasicFileAttributes> A readAttributes(Path path, Class<A> type, LinkOption... options)
            throws IOException {
        if (type == null) {
            throw new NullPointerException();
        }
        if (type == java.nio.file.attribute.DosFileAttributes.class) {
            return (A) UnixXattrViews.readDos(path, follow(options));
        }
        if (type != BasicFileAttributes.class && type != PosixFileAttributes.class) {
            throw new UnsupportedOperationException();
        }
        return (A) attrs(path, follow(options));
    }

    public static <V extends FileAttributeView> V getFileAttributeView(Path path, Class<V> type,
                                                                       LinkOption... options) {
        str(path);
        return UnixFileSystem.view(path, type, follow(options));
    }

    private static final List<String> BASIC = Arrays.asList("lastModifiedTime", "lastAccessTime", "creationTime",
            "size", "isRegularFile", "isDirectory", "isSymbolicLink", "isOther", "fileKey");
    private static final List<String> POSIX = Arrays.asList("permissions", "owner", "group");
    private static final List<String> UNIX = Arrays.asList("mode", "ino", "dev", "rdev", "nlink", "uid", "gid",
            "ctime");

    private static Object attrValue(UnixFileSystem.Attrs a, String name) {
        switch (name) {
            case "lastModifiedTime": return a.lastModifiedTime();
            case "lastAccessTime": return a.lastAccessTime();
            case "creationTime": return a.creationTime();
            case "size": return a.size();
            case "isRegularFile": return a.isRegularFile();
            case "isDirectory": return a.isDirectory();
            case "isSymbolicLink": return a.isSymbolicLink();
            case "isOther": return a.isOther();
            case "fileKey": return a.fileKey();
            case "permissions": return a.permissions();
            case "owner": return a.owner();
            case "group": return a.group();
            case "mode": return (int) a.st[8];
            case "ino": return a.st[11];
            case "dev": return a.st[12];
            case "rdev": return a.st[14];
            case "nlink": return (int) a.st[13];
            case "uid": return (int) a.st[9];
            case "gid": return (int) a.st[10];
            case "ctime": return a.changeTime();
            default: return null;
        }
    }

    public static Map<String, Object> readAttributes(Path path, String attributes, LinkOption... options)
            throws IOException {
        String view = "basic", names = attributes;
        int colon = attributes.indexOf(':');
        if (colon >= 0) {
            view = attributes.substring(0, colon);
            names = attributes.substring(colon + 1);
        }
        List<String> known = new ArrayList<>();
        if (view.equals("basic")) {
            known.addAll(BASIC);
        } else if (view.equals("posix")) {
            known.addAll(BASIC);
            known.addAll(POSIX);
        } else if (view.equals("unix")) {
            known.addAll(BASIC);
            known.addAll(POSIX);
            known.addAll(UNIX);
        } else if (view.equals("owner")) {
            known.add("owner");
        } else if (view.equals("dos")) {
            known.addAll(BASIC);
            known.addAll(DOS);
        } else if (view.equals("user")) {
            return userAttributes(path, names, options);
        } else {
            throw new UnsupportedOperationException("View '" + view + "' not available");
        }
        List<String> wanted = new ArrayList<>();
        for (String n : names.split(",", -1)) {
            if (n.equals("*")) {
                wanted.addAll(known);
            } else if (known.contains(n)) {
                wanted.add(n);
            } else {
                throw new IllegalArgumentException("'" + n + "' not recognized");
            }
        }
        UnixFileSystem.Attrs a = attrs(path, follow(options));
        int dos = view.equals("dos") ? UnixXattrViews.dosFlags(path, follow(options)) : 0;
        Map<String, Object> m = new HashMap<>();
        for (String n : wanted) {
            switch (n) {
                case "readonly": m.put(n, (dos & UnixXattrViews.READONLY) != 0); break;
                case "hidden": m.put(n, (dos & UnixXattrViews.HIDDEN) != 0); break;
                case "system": m.put(n, (dos & UnixXattrViews.SYSTEM) != 0); break;
                case "archive": m.put(n, (dos & UnixXattrViews.ARCHIVE) != 0); break;
                default: m.put(n, attrValue(a, n));
            }
        }
        return m;
    }

    private static final List<String> DOS = Arrays.asList("readonly", "hidden", "system", "archive");

    /** "user:" attributes: the named ones ("*": all) with their values as byte arrays. */
    private static Map<String, Object> userAttributes(Path path, String names, LinkOption... options)
            throws IOException {
        UnixXattrViews.UserView v = new UnixXattrViews.UserView(path, follow(options));
        List<String> wanted = new ArrayList<>();
        for (String n : names.split(",", -1)) {
            if (n.equals("*")) {
                wanted.addAll(v.list());
            } else {
                wanted.add(n);
            }
        }
        Map<String, Object> m = new HashMap<>();
        for (String n : wanted) {
            ByteBuffer bb = ByteBuffer.allocate(v.size(n));
            v.read(n, bb);
            m.put(n, bb.array());
        }
        return m;
    }

    public static Object getAttribute(Path path, String attribute, LinkOption... options) throws IOException {
        if (attribute.indexOf('*') >= 0 || attribute.indexOf(',') >= 0) {
            throw new IllegalArgumentException(attribute);
        }
        Map<String, Object> map = readAttributes(path, attribute, options);
        int pos = attribute.indexOf(':');
        String name = pos < 0 ? attribute : attribute.substring(pos + 1);
        return map.get(name);
    }

    @SuppressWarnings("unchecked")
    public static Path setAttribute(Path path, String attribute, Object value, LinkOption... options)
            throws IOException {
        String view = "basic", name = attribute;
        int colon = attribute.indexOf(':');
        if (colon >= 0) {
            view = attribute.substring(0, colon);
            name = attribute.substring(colon + 1);
        }
        if (view.equals("dos") && DOS.contains(name)) {
            int flag = name.equals("readonly") ? UnixXattrViews.READONLY : name.equals("hidden") ? UnixXattrViews.HIDDEN
                    : name.equals("system") ? UnixXattrViews.SYSTEM : UnixXattrViews.ARCHIVE;
            UnixXattrViews.setDosFlag(path, follow(options), flag, (Boolean) value);
            return path;
        }
        if (view.equals("user")) {
            ByteBuffer bb = value instanceof byte[] ? ByteBuffer.wrap((byte[]) value) : (ByteBuffer) value;
            new UnixXattrViews.UserView(path, follow(options)).write(name, bb);
            return path;
        }
        if (!view.equals("basic") && !view.equals("posix") && !view.equals("unix") && !view.equals("owner")
                && !view.equals("dos")) {
            throw new UnsupportedOperationException("View '" + view + "' not available");
        }
        UnixFileSystem.View v = new UnixFileSystem.View(path, follow(options), view);
        boolean basic = !view.equals("owner");
        boolean posix = view.equals("posix") || view.equals("unix");
        if (basic && name.equals("lastModifiedTime")) {
            v.setTimes((FileTime) value, null, null);
        } else if (basic && name.equals("lastAccessTime")) {
            v.setTimes(null, (FileTime) value, null);
        } else if (basic && name.equals("creationTime")) {
            v.setTimes(null, null, (FileTime) value);
        } else if (posix && name.equals("permissions")) {
            v.setPermissions((Set<PosixFilePermission>) value);
        } else if ((posix || view.equals("owner")) && name.equals("owner")) {
            v.setOwner((UserPrincipal) value);
        } else if (posix && name.equals("group")) {
            v.setGroup((GroupPrincipal) value);
        } else {
            throw new IllegalArgumentException("'" + view + ":" + name + "' not recognized");
        }
        return path;
    }

    public static FileTime getLastModifiedTime(Path path, LinkOption... options) throws IOException {
        return attrs(path, follow(options)).lastModifiedTime();
    }

    public static Path setLastModifiedTime(Path path, FileTime time) throws IOException {
        if (time == null) {
            throw new NullPointerException();
        }
        new UnixFileSystem.View(path, true, "basic").setTimes(time, null, null);
        return path;
    }

    public static UserPrincipal getOwner(Path path, LinkOption... options) throws IOException {
        return attrs(path, follow(options)).owner();
    }

    public static Path setOwner(Path path, UserPrincipal owner) throws IOException {
        new UnixFileSystem.View(path, true, "owner").setOwner(owner);
        return path;
    }

    public static Set<PosixFilePermission> getPosixFilePermissions(Path path, LinkOption... options)
            throws IOException {
        return attrs(path, follow(options)).permissions();
    }

    public static Path setPosixFilePermissions(Path path, Set<PosixFilePermission> perms) throws IOException {
        new UnixFileSystem.View(path, true, "posix").setPermissions(perms);
        return path;
    }

    // ---- changes ----

    public static Path createFile(Path path, FileAttribute<?>... attrs) throws IOException {
        int fd = open(path, UnixNatives.OPEN_WRITE | UnixNatives.OPEN_CREATE_NEW, modeOf(attrs, 0666));
        UnixNatives.close0(fd);
        return path;
    }

    public static Path createDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
        String p = str(dir);
        int r = UnixNatives.mkdir0(p, modeOf(attrs, 0777));
        if (r < 0) {
            throw translate(-r, p, null);
        }
        return dir;
    }

    private static void createAndCheckIsDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
        try {
            createDirectory(dir, attrs);
        } catch (FileAlreadyExistsException e) {
            if (!isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
                throw e;
            }
        }
    }

    public static Path createDirectories(Path dir, FileAttribute<?>... attrs) throws IOException {
        try {
            createAndCheckIsDirectory(dir, attrs);
            return dir;
        } catch (FileAlreadyExistsException e) {
            throw e;
        } catch (IOException e) {
            // a parent may be missing: create from the deepest one that exists
        }
        Path abs = dir.toAbsolutePath();
        Path parent = abs.getParent();
        while (parent != null && stat(parent, true) == null) {
            parent = parent.getParent();
        }
        if (parent == null) {
            throw new FileSystemException(abs.toString(), null, "Unable to determine if root directory exists");
        }
        Path child = parent;
        for (Path name : parent.relativize(abs)) {
            child = child.resolve(name);
            createAndCheckIsDirectory(child, attrs);
        }
        return abs;     // as HotSpot: the absolute path once a parent had to be made
    }

    private static final class TempNames {
        static final java.security.SecureRandom RANDOM = new java.security.SecureRandom();
    }

    private static Path tempPath(Path dir, String prefix, String suffix, boolean directory) {
        if (prefix == null) {
            prefix = "";
        }
        if (suffix == null) {
            suffix = directory ? "" : ".tmp";
        }
        if (dir == null) {
            dir = Path.of(System.getProperty("java.io.tmpdir", "/tmp"));
        }
        String s = prefix + Long.toUnsignedString(TempNames.RANDOM.nextLong()) + suffix;
        Path name = Path.of(s);
        if (name.getParent() != null) {
            throw new IllegalArgumentException("Invalid prefix or suffix");
        }
        return dir.resolve(name);
    }

    private static Path createTemp(Path dir, String prefix, String suffix, boolean directory, FileAttribute<?>[] attrs)
            throws IOException {
        int mode = modeOf(attrs, directory ? 0700 : 0600);
        for (;;) {
            Path p = tempPath(dir, prefix, suffix, directory);
            try {
                if (directory) {
                    int r = UnixNatives.mkdir0(p.toString(), mode);
                    if (r < 0) {
                        throw translate(-r, p.toString(), null);
                    }
                } else {
                    UnixNatives.close0(open(p, UnixNatives.OPEN_WRITE | UnixNatives.OPEN_CREATE_NEW, mode));
                }
                return p;
            } catch (FileAlreadyExistsException e) {
                // another name
            }
        }
    }

    public static Path createTempFile(Path dir, String prefix, String suffix, FileAttribute<?>... attrs)
            throws IOException {
        if (dir == null) {
            throw new NullPointerException();
        }
        return createTemp(dir, prefix, suffix, false, attrs);
    }

    public static Path createTempFile(String prefix, String suffix, FileAttribute<?>... attrs) throws IOException {
        return createTemp(null, prefix, suffix, false, attrs);
    }

    public static Path createTempDirectory(Path dir, String prefix, FileAttribute<?>... attrs) throws IOException {
        if (dir == null) {
            throw new NullPointerException();
        }
        return createTemp(dir, prefix, null, true, attrs);
    }

    public static Path createTempDirectory(String prefix, FileAttribute<?>... attrs) throws IOException {
        return createTemp(null, prefix, null, true, attrs);
    }

    public static Path createSymbolicLink(Path link, Path target, FileAttribute<?>... attrs) throws IOException {
        if (attrs.length > 0) {
            modeOf(attrs, 0);
            throw new UnsupportedOperationException("Initial file attributes" + "not supported when creating symbolic link");
        }
        String l = str(link);
        int r = UnixNatives.symlink0(str(target), l);
        if (r < 0) {
            throw translate(-r, l, null);
        }
        return link;
    }

    public static Path createLink(Path link, Path existing) throws IOException {
        String l = str(link), e = str(existing);
        int r = UnixNatives.link0(e, l);
        if (r < 0) {
            throw translate(-r, l, e);
        }
        return link;
    }

    public static Path readSymbolicLink(Path link) throws IOException {
        String l = str(link);
        int[] err = new int[1];
        String t = UnixNatives.readlink0(l, err);
        if (t == null) {
            if (err[0] == UnixNatives.EINVAL) {
                throw new NotLinkException(l);
            }
            throw translate(err[0], l, null);
        }
        return Path.of(t);
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

    private static void checkCopyOptions(CopyOption[] options, boolean move) {
        for (CopyOption c : options) {
            if (c == StandardCopyOption.REPLACE_EXISTING || c == LinkOption.NOFOLLOW_LINKS
                    || (move ? c == StandardCopyOption.ATOMIC_MOVE : c == StandardCopyOption.COPY_ATTRIBUTES)) {
                continue;
            }
            if (c == null) {
                throw new NullPointerException();
            }
            if (move && c == StandardCopyOption.COPY_ATTRIBUTES) {
                continue;
            }
            throw new UnsupportedOperationException("Unsupported copy option");
        }
    }

    /** Removes an existing target before a copy or move over it. */
    private static void removeTarget(Path target, UnixFileSystem.Attrs ta) throws IOException {
        String t = target.toString();
        int r = ta.isDirectory() ? UnixNatives.rmdir0(t) : UnixNatives.unlink0(t);
        if (r < 0) {
            if (ta.isDirectory() && (r == -UnixNatives.EEXIST || r == -UnixNatives.ENOTEMPTY)) {
                throw new DirectoryNotEmptyException(t);
            }
            throw translate(-r, t, null);
        }
    }

    private static UnixFileSystem.Attrs attrsOrNull(Path p, boolean follow) {
        try {
            return attrs(p, follow);
        } catch (IOException e) {
            return null;
        }
    }

    private static void copyAttributes(UnixFileSystem.Attrs sa, Path target, boolean follow) throws IOException {
        String t = target.toString();
        UnixNatives.chown0(t, (int) sa.st[9], (int) sa.st[10], follow);     // as HotSpot: a failure is ignored
        if (!sa.isSymbolicLink()) {
            int r = UnixNatives.chmod0(t, sa.mode() & 07777);
            if (r < 0) {
                throw translate(-r, t, null);
            }
        }
        long m = sa.lastModifiedTime().to(TimeUnit.NANOSECONDS);
        long a = sa.lastAccessTime().to(TimeUnit.NANOSECONDS);
        int r = UnixNatives.utimes0(t, m, a, follow);
        if (r < 0 && !sa.isSymbolicLink()) {
            throw translate(-r, t, null);
        }
    }

    /** Copies one file, directory (empty) or link; the target must not exist. */
    private static void copyOne(Path source, UnixFileSystem.Attrs sa, Path target, boolean copyAttrs, boolean follow)
            throws IOException {
        String t = target.toString();
        if (sa.isDirectory()) {
            int r = UnixNatives.mkdir0(t, sa.mode() & 07777);
            if (r < 0) {
                throw translate(-r, t, null);
            }
        } else if (sa.isSymbolicLink()) {
            Path lt = readSymbolicLink(source);
            int r = UnixNatives.symlink0(lt.toString(), t);
            if (r < 0) {
                throw translate(-r, t, null);
            }
        } else {
            try (InputStream in = newInputStream(source)) {
                int fd = open(target, UnixNatives.OPEN_WRITE | UnixNatives.OPEN_CREATE_NEW, sa.mode() & 07777);
                boolean done = false;
                try (OutputStream out = new FdOutputStream(fd)) {
                    byte[] buf = new byte[BUFFER_SIZE];
                    int n;
                    while ((n = in.read(buf, 0, buf.length)) > 0) {
                        out.write(buf, 0, n);
                    }
                    done = true;
                } finally {
                    if (!done) {
                        UnixNatives.unlink0(t);
                    }
                }
            }
        }
        if (copyAttrs) {
            copyAttributes(sa, target, follow);
        }
    }

    public static Path copy(Path source, Path target, CopyOption... options) throws IOException {
        checkCopyOptions(options, false);
        str(target);
        boolean follow = !has(options, LinkOption.NOFOLLOW_LINKS);
        UnixFileSystem.Attrs sa = attrs(source, follow);
        UnixFileSystem.Attrs ta = attrsOrNull(target, false);
        if (ta != null) {
            if (sa.fileKey().equals(ta.fileKey())) {
                return target;
            }
            if (!has(options, StandardCopyOption.REPLACE_EXISTING)) {
                throw new FileAlreadyExistsException(target.toString());
            }
            removeTarget(target, ta);
        }
        copyOne(source, sa, target, has(options, StandardCopyOption.COPY_ATTRIBUTES), follow);
        return target;
    }

    public static long copy(InputStream in, Path target, CopyOption... options) throws IOException {
        if (in == null) {
            throw new NullPointerException();
        }
        boolean replace = false;
        for (CopyOption o : options) {
            if (o == StandardCopyOption.REPLACE_EXISTING) {
                replace = true;
            } else if (o == null) {
                throw new NullPointerException("options contains 'null'");
            } else {
                throw new UnsupportedOperationException(o + " not supported");
            }
        }
        if (replace) {
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
        checkCopyOptions(options, true);
        String s = str(source), t = str(target);
        if (has(options, StandardCopyOption.ATOMIC_MOVE)) {
            int r = UnixNatives.rename0(s, t);
            if (r < 0) {
                if (r == -UnixNatives.EXDEV) {
                    throw new AtomicMoveNotSupportedException(s, t, UnixNatives.strerror0(UnixNatives.EXDEV));
                }
                throw translate(-r, s, t);
            }
            return target;
        }
        UnixFileSystem.Attrs sa = attrs(source, false);
        UnixFileSystem.Attrs ta = attrsOrNull(target, false);
        if (ta != null) {
            if (sa.fileKey().equals(ta.fileKey())) {
                return target;
            }
            if (!has(options, StandardCopyOption.REPLACE_EXISTING)) {
                throw new FileAlreadyExistsException(t);
            }
            removeTarget(target, ta);
        }
        int r = UnixNatives.rename0(s, t);
        if (r == 0) {
            return target;
        }
        if (r != -UnixNatives.EXDEV) {
            if (r == -UnixNatives.EEXIST || r == -UnixNatives.ENOTEMPTY) {
                throw new DirectoryNotEmptyException(t);
            }
            throw translate(-r, s, t);
        }
        // another file system: copy (a directory only when empty) with its attributes, then delete
        if (sa.isDirectory()) {
            String[] names = UnixNatives.readdir0(s, new int[1]);
            if (names != null && names.length > 0) {
                throw new DirectoryNotEmptyException(s);
            }
        }
        copyOne(source, sa, target, true, false);
        try {
            delete(source);
        } catch (IOException e) {
            deleteIfExists(target);
            throw e;
        }
        return target;
    }

    // ---- directories and trees ----

    private static final class UnixDirectoryStream implements DirectoryStream<Path> {
        private final Path dir;
        private final String[] names;
        private final DirectoryStream.Filter<? super Path> filter;
        private boolean closed;
        private boolean iterated;

        UnixDirectoryStream(Path dir, String[] names, DirectoryStream.Filter<? super Path> filter) {
            this.dir = dir;
            this.names = names;
            this.filter = filter;
        }

        @Override
        public Iterator<Path> iterator() {
            if (closed) {
                throw new IllegalStateException("Directory stream is closed");
            }
            if (iterated) {
                throw new IllegalStateException("Iterator already obtained");
            }
            iterated = true;
            return new Iterator<Path>() {
                private int i;
                private Path next;

                @Override
                public boolean hasNext() {
                    while (next == null && !closed && i < names.length) {
                        Path p = dir.resolve(names[i++]);
                        try {
                            if (filter == null || filter.accept(p)) {
                                next = p;
                            }
                        } catch (IOException e) {
                            throw new DirectoryIteratorException(e);
                        }
                    }
                    return next != null;
                }

                @Override
                public Path next() {
                    if (!hasNext()) {
                        throw new NoSuchElementException();
                    }
                    Path p = next;
                    next = null;
                    return p;
                }

                @Override
                public void remove() {
                    throw new UnsupportedOperationException();
                }
            };
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    public static DirectoryStream<Path> newDirectoryStream(Path dir) throws IOException {
        return newDirectoryStream(dir, (DirectoryStream.Filter<? super Path>) null);
    }

    public static DirectoryStream<Path> newDirectoryStream(Path dir, String glob) throws IOException {
        if (glob.equals("*")) {
            return newDirectoryStream(dir);
        }
        final PathMatcher m = FileSystems.getDefault().getPathMatcher("glob:" + glob);
        return newDirectoryStream(dir, new DirectoryStream.Filter<Path>() {
            @Override
            public boolean accept(Path entry) {
                return m.matches(entry.getFileName());
            }
        });
    }

    public static DirectoryStream<Path> newDirectoryStream(Path dir, DirectoryStream.Filter<? super Path> filter)
            throws IOException {
        String d = str(dir);
        int[] err = new int[1];
        String[] names = UnixNatives.readdir0(d, err);
        if (names == null) {
            if (err[0] == UnixNatives.ENOTDIR) {
                throw new NotDirectoryException(d);
            }
            throw translate(err[0], d, null);
        }
        return new UnixDirectoryStream(dir, names, filter);
    }

    public static Stream<Path> list(Path dir) throws IOException {
        final DirectoryStream<Path> ds = newDirectoryStream(dir);
        final Iterator<Path> it = ds.iterator();
        Iterator<Path> wrapped = new Iterator<Path>() {
            @Override
            public boolean hasNext() {
                try {
                    return it.hasNext();
                } catch (DirectoryIteratorException e) {
                    throw new UncheckedIOException(e.getCause());
                }
            }

            @Override
            public Path next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return it.next();
            }
        };
        return StreamSupport.ofIterator(wrapped).onClose(closer(ds));
    }

    public static Path walkFileTree(Path start, Set<FileVisitOption> options, int maxDepth,
                                    FileVisitor<? super Path> visitor) throws IOException {
        FileTreeWalker w = new FileTreeWalker(options, maxDepth);
        try {
            FileTreeWalker.Event ev = w.walk(start);
            do {
                FileVisitResult result;
                switch (ev.type) {
                    case FileTreeWalker.ENTRY:
                        result = ev.ioe != null ? visitor.visitFileFailed(ev.file, ev.ioe)
                                : visitor.visitFile(ev.file, ev.attrs);
                        break;
                    case FileTreeWalker.START_DIRECTORY:
                        result = visitor.preVisitDirectory(ev.file, ev.attrs);
                        if (result == FileVisitResult.SKIP_SUBTREE || result == FileVisitResult.SKIP_SIBLINGS) {
                            w.pop();
                        }
                        break;
                    default:
                        result = visitor.postVisitDirectory(ev.file, ev.ioe);
                        if (result == FileVisitResult.SKIP_SIBLINGS) {
                            result = FileVisitResult.CONTINUE;
                        }
                        break;
                }
                if (result == null) {
                    throw new NullPointerException();
                }
                if (result != FileVisitResult.CONTINUE) {
                    if (result == FileVisitResult.TERMINATE) {
                        break;
                    } else if (result == FileVisitResult.SKIP_SIBLINGS) {
                        w.skipRemainingSiblings();
                    }
                }
                ev = w.next();
            } while (ev != null);
        } finally {
            w.close();
        }
        return start;
    }

    public static Path walkFileTree(Path start, FileVisitor<? super Path> visitor) throws IOException {
        return walkFileTree(start, EnumSet.noneOf(FileVisitOption.class), Integer.MAX_VALUE, visitor);
    }

    /** The events of a walk as a lazy iterator (errors as UncheckedIOException), for walk and find. */
    private static final class TreeIterator implements Iterator<FileTreeWalker.Event>, Closeable {
        private final FileTreeWalker w;
        private FileTreeWalker.Event next;

        TreeIterator(Path start, int maxDepth, FileVisitOption[] options) throws IOException {
            w = new FileTreeWalker(Arrays.asList(options), maxDepth);
            next = w.walk(start);
            if (next.ioe != null) {
                throw next.ioe;
            }
        }

        private void fetch() {
            while (next == null) {
                FileTreeWalker.Event ev = w.next();
                if (ev == null) {
                    return;
                }
                if (ev.ioe != null) {
                    throw new UncheckedIOException(ev.ioe);
                }
                if (ev.type != FileTreeWalker.END_DIRECTORY) {
                    next = ev;
                }
            }
        }

        @Override
        public boolean hasNext() {
            fetch();
            return next != null;
        }

        @Override
        public FileTreeWalker.Event next() {
            fetch();
            if (next == null) {
                throw new NoSuchElementException();
            }
            FileTreeWalker.Event e = next;
            next = null;
            return e;
        }

        @Override
        public void close() {
            w.close();
        }
    }

    public static Stream<Path> walk(Path start, int maxDepth, FileVisitOption... options) throws IOException {
        final TreeIterator it = new TreeIterator(start, maxDepth, options);
        Iterator<Path> paths = new Iterator<Path>() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public Path next() {
                return it.next().file;
            }
        };
        return StreamSupport.ofIterator(paths).onClose(new Runnable() {
            @Override
            public void run() {
                it.close();
            }
        });
    }

    public static Stream<Path> walk(Path start, FileVisitOption... options) throws IOException {
        return walk(start, Integer.MAX_VALUE, options);
    }

    public static Stream<Path> find(Path start, int maxDepth, final BiPredicate<Path, BasicFileAttributes> matcher,
                                    FileVisitOption... options) throws IOException {
        final TreeIterator it = new TreeIterator(start, maxDepth, options);
        Iterator<Path> paths = new Iterator<Path>() {
            private Path next;

            @Override
            public boolean hasNext() {
                while (next == null && it.hasNext()) {
                    FileTreeWalker.Event e = it.next();
                    if (matcher.test(e.file, e.attrs)) {
                        next = e.file;
                    }
                }
                return next != null;
            }

            @Override
            public Path next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                Path p = next;
                next = null;
                return p;
            }
        };
        return StreamSupport.ofIterator(paths).onClose(new Runnable() {
            @Override
            public void run() {
                it.close();
            }
        });
    }
}
