package java.io;

import java.util.ArrayList;
import java.util.List;

/** A file system path (Unix style).  Queries go through the VM's natives (CONTRACT.md). */
public class File implements Serializable, Comparable<File> {
    private static final long serialVersionUID = 301077366599181567L;

    public static final char separatorChar = '/';
    public static final String separator = "/";
    public static final char pathSeparatorChar = ':';
    public static final String pathSeparator = ":";

    /** Not final: readObject sets both (deserialization runs no constructor of ours). */
    private String path;
    private transient int prefixLength;

    static native boolean exists0(String path);

    static native boolean isDirectory0(String path);

    static native long length0(String path);

    static native boolean delete0(String path);

    static native boolean mkdir0(String path);

    static native String[] list0(String path);

    static native String canonicalize0(String path);

    /** access(2): mode 4 read, 2 write, 1 execute (vm/natives/files.c). */
    static native boolean access1(String path, int mode);

    /** The modification time in ms, 0 when the file cannot be looked at. */
    static native long mtime0(String path);

    static native boolean setMtime0(String path, long ms);

    /** Sets or clears the owner's bit (0400, 0200, 0100), and the group's and others' unless ownerOnly. */
    static native boolean setPerm0(String path, int bit, boolean on, boolean ownerOnly);

    /** Collapses repeated slashes and drops a trailing slash, as java.io.File does on Unix. */
    private static String normalize(String p) {
        int n = p.length();
        StringBuilder sb = null;
        char prev = 0;
        for (int i = 0; i < n; i++) {
            char c = p.charAt(i);
            if (c == '/' && prev == '/') {
                if (sb == null) {
                    sb = new StringBuilder(n);
                    sb.append(p, 0, i);
                }
                continue;
            }
            if (sb != null) {
                sb.append(c);
            }
            prev = c;
        }
        String r = sb == null ? p : sb.toString();
        if (r.length() > 1 && r.charAt(r.length() - 1) == '/') {
            r = r.substring(0, r.length() - 1);
        }
        return r;
    }

    public File(String pathname) {
        if (pathname == null) {
            throw new NullPointerException();
        }
        this.path = normalize(pathname);
        this.prefixLength = path.startsWith("/") ? 1 : 0;
    }

    /** The file a hierarchical, absolute file: URI names (no authority, query or fragment). */
    public File(java.net.URI uri) {
        if (!uri.isAbsolute()) {
            throw new IllegalArgumentException("URI is not absolute");
        }
        if (uri.isOpaque()) {
            throw new IllegalArgumentException("URI is not hierarchical");
        }
        String scheme = uri.getScheme();
        if (scheme == null || !scheme.equalsIgnoreCase("file")) {
            throw new IllegalArgumentException("URI scheme is not \"file\"");
        }
        if (uri.getRawAuthority() != null) {
            throw new IllegalArgumentException("URI has an authority component");
        }
        if (uri.getRawFragment() != null) {
            throw new IllegalArgumentException("URI has a fragment component");
        }
        if (uri.getRawQuery() != null) {
            throw new IllegalArgumentException("URI has a query component");
        }
        String p = uri.getPath();
        if (p.isEmpty()) {
            throw new IllegalArgumentException("URI path component is empty");
        }
        if (p.length() > 1 && p.endsWith("/")) {
            p = p.substring(0, p.length() - 1);
        }
        this.path = normalize(p);
        this.prefixLength = path.startsWith("/") ? 1 : 0;
    }

    public File(String parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent != null) {
            if (parent.isEmpty()) {
                this.path = resolve("/", normalize(child));
            } else {
                this.path = resolve(normalize(parent), normalize(child));
            }
        } else {
            this.path = normalize(child);
        }
        this.prefixLength = path.startsWith("/") ? 1 : 0;
    }

    public File(File parent, String child) {
        this(parent == null ? null : parent.path, child);
    }

    private static String resolve(String parent, String child) {
        if (child.isEmpty()) {
            return parent;
        }
        if (child.charAt(0) == '/') {
            if (parent.equals("/")) {
                return child;
            }
            return parent + child;
        }
        if (parent.equals("/")) {
            return parent + child;
        }
        return parent + '/' + child;
    }

    final boolean isInvalid() {
        return path.indexOf('\u0000') >= 0;
    }

    public String getName() {
        int index = path.lastIndexOf(separatorChar);
        if (index < prefixLength) {
            return path.substring(prefixLength);
        }
        return path.substring(index + 1);
    }

    public String getParent() {
        int index = path.lastIndexOf(separatorChar);
        if (index < prefixLength) {
            if ((prefixLength > 0) && (path.length() > prefixLength)) {
                return path.substring(0, prefixLength);
            }
            return null;
        }
        return path.substring(0, index);
    }

    public File getParentFile() {
        String p = getParent();
        return p == null ? null : new File(p);
    }

    public String getPath() {
        return path;
    }

    public boolean isAbsolute() {
        return prefixLength > 0;
    }

    public String getAbsolutePath() {
        if (isAbsolute()) {
            return path;
        }
        String dir = System.getProperty("user.dir");
        if (dir == null) {
            dir = "/";
        }
        if (path.isEmpty()) {
            return dir;
        }
        return resolve(dir, path);
    }

    public File getAbsoluteFile() {
        return new File(getAbsolutePath());
    }

    public String getCanonicalPath() throws IOException {
        if (isInvalid()) {
            throw new IOException("Invalid file path");
        }
        String c = canonicalize0(getAbsolutePath());
        return c != null ? c : getAbsolutePath();
    }

    public File getCanonicalFile() throws IOException {
        return new File(getCanonicalPath());
    }

    public boolean canRead() {
        return !isInvalid() && access1(path, 4);
    }

    public boolean canWrite() {
        return !isInvalid() && access1(path, 2);
    }

    public boolean canExecute() {
        return !isInvalid() && access1(path, 1);
    }

    public boolean exists() {
        return !isInvalid() && exists0(path.isEmpty() ? "" : path);
    }

    public boolean isDirectory() {
        return !isInvalid() && isDirectory0(path);
    }

    public boolean isFile() {
        return !isInvalid() && java.nio.file.Files.isRegularFile(java.nio.file.Path.of(path));
    }

    public boolean isHidden() {
        return getName().startsWith(".");
    }

    public long lastModified() {
        return isInvalid() ? 0L : mtime0(path);
    }

    public long length() {
        if (isInvalid()) {
            return 0L;
        }
        return length0(path);
    }

    public boolean createNewFile() throws IOException {
        if (isInvalid()) {
            throw new IOException("Invalid file path");
        }
        if (exists0(path)) {
            return false;
        }
        try {
            int fd = FileDescriptor.open0(path, 1);
            FileDescriptor.close0(fd);
            return true;
        } catch (FileNotFoundException e) {
            String m = e.getMessage();
            int p = m == null ? -1 : m.lastIndexOf(" (");
            throw new IOException(p >= 0 && m.endsWith(")") ? m.substring(p + 2, m.length() - 1) : m);
        }
    }

    public boolean delete() {
        return !isInvalid() && delete0(path);
    }

    /* Deleted when the VM exits (System.exit or the end of the last
     * non-daemon thread), after the application's shutdown hooks, most
     * recently registered first (java.lang.Shutdown runs this hook last). */
    public void deleteOnExit() {
        if (isInvalid()) {
            return;
        }
        DeleteOnExitHook.add(path);
    }

    private static final class DeleteOnExitHook extends Thread {
        private static java.util.LinkedHashSet<String> files;

        static synchronized void add(String path) {
            if (files == null) {
                Runtime.getRuntime().addShutdownHook(new DeleteOnExitHook());
                files = new java.util.LinkedHashSet<>();
            }
            files.add(path);
        }

        @Override
        public void run() {
            List<String> l;
            synchronized (DeleteOnExitHook.class) {
                l = new ArrayList<>(files);
            }
            for (int i = l.size() - 1; i >= 0; i--) {
                delete0(l.get(i));
            }
        }
    }

    private static final class TempNames {
        static final java.security.SecureRandom random = new java.security.SecureRandom();
    }

    public static File createTempFile(String prefix, String suffix, File directory) throws IOException {
        if (prefix.length() < 3) {
            throw new IllegalArgumentException("Prefix string \"" + prefix + "\" too short: length must be at least 3");
        }
        if (suffix == null) {
            suffix = ".tmp";
        }
        File dir = directory != null ? directory : new File(System.getProperty("java.io.tmpdir", "/tmp"));
        String name = new File(prefix).getName();
        for (;;) {
            File f = new File(dir, name + Long.toUnsignedString(TempNames.random.nextLong()) + suffix);
            if (f.isInvalid()) {
                throw new IOException("Unable to create temporary file");
            }
            try {
                FileDescriptor.close0(RandomAccessFile.open0(f.getPath(), 4));
                return f;
            } catch (FileNotFoundException e) {
                String m = e.getMessage();
                if (m != null && m.endsWith("(File exists)")) {
                    continue;
                }
                int p = m == null ? -1 : m.lastIndexOf(" (");
                throw new IOException(p >= 0 && m.endsWith(")") ? m.substring(p + 2, m.length() - 1) : m);
            }
        }
    }

    public static File createTempFile(String prefix, String suffix) throws IOException {
        return createTempFile(prefix, suffix, null);
    }

    public String[] list() {
        if (isInvalid()) {
            return null;
        }
        return list0(path);
    }

    public String[] list(FilenameFilter filter) {
        String[] names = list();
        if ((names == null) || (filter == null)) {
            return names;
        }
        List<String> v = new ArrayList<String>();
        for (int i = 0; i < names.length; i++) {
            if (filter.accept(this, names[i])) {
                v.add(names[i]);
            }
        }
        return v.toArray(new String[v.size()]);
    }

    public File[] listFiles() {
        String[] ss = list();
        if (ss == null) {
            return null;
        }
        File[] fs = new File[ss.length];
        for (int i = 0; i < ss.length; i++) {
            fs[i] = new File(this, ss[i]);
        }
        return fs;
    }

    public File[] listFiles(FilenameFilter filter) {
        String[] ss = list();
        if (ss == null) {
            return null;
        }
        List<File> files = new ArrayList<File>();
        for (int i = 0; i < ss.length; i++) {
            if ((filter == null) || filter.accept(this, ss[i])) {
                files.add(new File(this, ss[i]));
            }
        }
        return files.toArray(new File[files.size()]);
    }

    public File[] listFiles(FileFilter filter) {
        String[] ss = list();
        if (ss == null) {
            return null;
        }
        List<File> files = new ArrayList<File>();
        for (int i = 0; i < ss.length; i++) {
            File f = new File(this, ss[i]);
            if ((filter == null) || filter.accept(f)) {
                files.add(f);
            }
        }
        return files.toArray(new File[files.size()]);
    }

    public boolean mkdir() {
        return !isInvalid() && mkdir0(path);
    }

    public boolean mkdirs() {
        if (exists()) {
            return false;
        }
        if (mkdir()) {
            return true;
        }
        File canonFile;
        try {
            canonFile = getCanonicalFile();
        } catch (IOException e) {
            return false;
        }
        File parent = canonFile.getParentFile();
        return (parent != null && (parent.mkdirs() || parent.exists()) && canonFile.mkdir());
    }

    /** rename(2), as the JDK's UnixFileSystem: an existing file at dest is replaced. */
    public boolean renameTo(File dest) {
        if (dest == null) {
            throw new NullPointerException();
        }
        try {
            java.nio.file.Files.move(toPath(), dest.toPath(), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    public boolean setReadOnly() {
        return !isInvalid() && setPerm0(path, 0200, false, false);
    }

    public boolean setWritable(boolean writable, boolean ownerOnly) {
        return !isInvalid() && setPerm0(path, 0200, writable, ownerOnly);
    }

    public boolean setWritable(boolean writable) {
        return setWritable(writable, true);
    }

    public boolean setReadable(boolean readable, boolean ownerOnly) {
        return !isInvalid() && setPerm0(path, 0400, readable, ownerOnly);
    }

    public boolean setReadable(boolean readable) {
        return setReadable(readable, true);
    }

    public boolean setExecutable(boolean executable, boolean ownerOnly) {
        return !isInvalid() && setPerm0(path, 0100, executable, ownerOnly);
    }

    public boolean setExecutable(boolean executable) {
        return setExecutable(executable, true);
    }

    public boolean setLastModified(long time) {
        if (time < 0) {
            throw new IllegalArgumentException("Negative time");
        }
        return !isInvalid() && setMtime0(path, time);
    }

    public long getTotalSpace() {
        return space(0);
    }

    public long getFreeSpace() {
        return space(1);
    }

    public long getUsableSpace() {
        return space(2);
    }

    private long space(int which) {
        if (isInvalid()) {
            return 0L;
        }
        try {
            java.nio.file.FileStore s = java.nio.file.Files.getFileStore(toPath());
            return which == 0 ? s.getTotalSpace() : which == 1 ? s.getUnallocatedSpace() : s.getUsableSpace();
        } catch (IOException e) {
            return 0L;
        }
    }

    public static File[] listRoots() {
        return new File[] {new File("/")};
    }

    public int compareTo(File pathname) {
        return path.compareTo(pathname.path);
    }

    public boolean equals(Object obj) {
        if (obj instanceof File) {
            return compareTo((File) obj) == 0;
        }
        return false;
    }

    public int hashCode() {
        return path.hashCode() ^ 1234321;
    }

    public java.nio.file.Path toPath() {
        return java.nio.file.Paths.get(getPath());
    }

    /** file:/abs/path, with a '/' after a directory; ' ', '%' and non-ASCII escaped. */
    public java.net.URI toURI() {
        String p = getAbsolutePath();
        if (isDirectory() && !p.endsWith("/")) {
            p = p + "/";
        }
        StringBuilder sb = new StringBuilder("file:");
        if (p.startsWith("//")) {
            sb.append("//");
        }
        for (byte b : p.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            if (c <= ' ' || c == '%' || c >= 0x7f || "\"<>#?[]^`{|}".indexOf(c) >= 0) {
                sb.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 15, 16)));
            } else {
                sb.append((char) c);
            }
        }
        return java.net.URI.create(sb.toString());
    }

    @Deprecated
    public java.net.URL toURL() throws java.net.MalformedURLException {
        return toURI().toURL();
    }

    public String toString() {
        return getPath();
    }

    // ---------------------------------------------------------------- serial form

    /** The JDK's serial form: path, then in block data the separator char. */
    private synchronized void writeObject(java.io.ObjectOutputStream s) throws IOException {
        s.defaultWriteObject();
        s.writeChar(separatorChar);
    }

    private synchronized void readObject(java.io.ObjectInputStream s) throws IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField f = s.readFields();
        String p = (String) f.get("path", null);
        char sep = s.readChar();
        if (p == null)
            throw new java.io.InvalidObjectException("null path");
        if (sep != separatorChar)
            p = p.replace(sep, separatorChar);
        path = normalize(p);
        prefixLength = path.startsWith("/") ? 1 : 0;
    }
}
