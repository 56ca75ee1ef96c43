package java.nio.file;

import java.io.IOException;
import java.net.URI;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttributeView;
import java.nio.file.attribute.FileOwnerAttributeView;
import java.nio.file.attribute.FileStoreAttributeView;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.UserPrincipal;
import java.nio.file.attribute.UserPrincipalLookupService;
import java.nio.file.attribute.UserPrincipalNotFoundException;
import java.nio.file.spi.FileSystemProvider;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** The default (and only) file system: the Unix one the VM runs on, with its attributes, owners, stores and globs. */
final class UnixFileSystem extends FileSystem {
    static final UnixFileSystem INSTANCE = new UnixFileSystem();

    private final Provider provider = new Provider();

    private UnixFileSystem() {
    }

    @Override
    public FileSystemProvider provider() {
        return provider;
    }

    @Override
    public void close() throws IOException {
        throw new UnsupportedOperationException();
    }

    @Override
    public boolean isOpen() {
        return true;
    }

    @Override
    public boolean isReadOnly() {
        return false;
    }

    @Override
    public String getSeparator() {
        return "/";
    }

    @Override
    public Iterable<Path> getRootDirectories() {
        return Collections.singletonList(Path.of("/"));
    }

    @Override
    public Iterable<FileStore> getFileStores() {
        return Collections.<FileStore>singletonList(new Store(Path.of("/")));
    }

    @Override
    public Set<String> supportedFileAttributeViews() {
        return new HashSet<>(Arrays.asList("owner", "dos", "basic", "posix", "user", "unix"));
    }

    @Override
    public Path getPath(String first, String... more) {
        return Path.of(first, more);
    }

    @Override
    public PathMatcher getPathMatcher(String syntaxAndInput) {
        int pos = syntaxAndInput.indexOf(':');
        if (pos <= 0) {
            throw new IllegalArgumentException();
        }
        String syntax = syntaxAndInput.substring(0, pos);
        String input = syntaxAndInput.substring(pos + 1);
        String expr;
        if (syntax.equalsIgnoreCase("glob")) {
            expr = globToRegex(input);
        } else if (syntax.equalsIgnoreCase("regex")) {
            expr = input;
        } else {
            throw new UnsupportedOperationException("Syntax '" + syntax + "' not recognized");
        }
        final Pattern pattern = Pattern.compile(expr);
        return new PathMatcher() {
            @Override
            public boolean matches(Path path) {
                return pattern.matcher(path.toString()).matches();
            }
        };
    }

    @Override
    public UserPrincipalLookupService getUserPrincipalLookupService() {
        return LOOKUP;
    }

    @Override
    public WatchService newWatchService() throws IOException {
        return new UnixWatchService();
    }

    // ---- globs ----

    private static final String REGEX_META = ".^$+{[]|()";
    private static final String GLOB_META = "\\*?[{";

    /** The regular expression a glob stands for: * and ? stay within a name, ** crosses names. */
    static String globToRegex(String glob) {
        StringBuilder re = new StringBuilder("^");
        int n = glob.length();
        boolean inGroup = false;
        int i = 0;
        while (i < n) {
            char c = glob.charAt(i++);
            switch (c) {
                case '\\':
                    if (i == n) {
                        throw new PatternSyntaxException("No character to escape", glob, i - 1);
                    }
                    char e = glob.charAt(i++);
                    if (GLOB_META.indexOf(e) >= 0 || REGEX_META.indexOf(e) >= 0) {
                        re.append('\\');
                    }
                    re.append(e);
                    break;
                case '/':
                    re.append(c);
                    break;
                case '[': {
                    re.append("[[^/]&&[");
                    if (i < n && glob.charAt(i) == '^') {
                        re.append("\\^");
                        i++;
                    } else {
                        if (i < n && glob.charAt(i) == '!') {
                            re.append('^');
                            i++;
                        }
                        if (i < n && glob.charAt(i) == '-') {
                            re.append('-');
                            i++;
                        }
                    }
                    boolean rangeStart = false;
                    char last = 0;
                    char cc = 0;
                    while (i < n) {
                        cc = glob.charAt(i++);
                        if (cc == ']') {
                            break;
                        }
                        if (cc == '/') {
                            throw new PatternSyntaxException("Explicit 'name separator' in class", glob, i - 1);
                        }
                        if (cc == '\\' || cc == '[' || (cc == '&' && i < n && glob.charAt(i) == '&')) {
                            re.append('\\');
                        }
                        re.append(cc);
                        if (cc == '-') {
                            if (!rangeStart) {
                                throw new PatternSyntaxException("Invalid range", glob, i - 1);
                            }
                            if (i >= n) {
                                cc = 0;
                                break;
                            }
                            cc = glob.charAt(i++);
                            if (cc == ']') {
                                break;
                            }
                            if (cc < last) {
                                throw new PatternSyntaxException("Invalid range", glob, i - 3);
                            }
                            re.append(cc);
                            rangeStart = false;
                        } else {
                            rangeStart = true;
                            last = cc;
                        }
                    }
                    if (cc != ']') {
                        throw new PatternSyntaxException("Missing ']", glob, i - 1);
                    }
                    re.append("]]");
                    break;
                }
                case '{':
                    if (inGroup) {
                        throw new PatternSyntaxException("Cannot nest groups", glob, i - 1);
                    }
                    re.append("(?:(?:");
                    inGroup = true;
                    break;
                case '}':
                    if (inGroup) {
                        re.append("))");
                        inGroup = false;
                    } else {
                        re.append('}');
                    }
                    break;
                case ',':
                    re.append(inGroup ? ")|(?:" : ",");
                    break;
                case '*':
                    if (i < n && glob.charAt(i) == '*') {
                        re.append(".*");
                        i++;
                    } else {
                        re.append("[^/]*");
                    }
                    break;
                case '?':
                    re.append("[^/]");
                    break;
                default:
                    if (REGEX_META.indexOf(c) >= 0) {
                        re.append('\\');
                    }
                    re.append(c);
            }
        }
        if (inGroup) {
            throw new PatternSyntaxException("Missing '}", glob, i - 1);
        }
        return re.append('$').toString();
    }

    // ---- attributes ----

    /** One stat(2) of a file. */
    static final class Attrs implements PosixFileAttributes {
        final long[] st;

        Attrs(long[] st) {
            this.st = st;
        }

        static Attrs get(Path p, boolean follow) throws IOException {
            long[] st = new long[17];
            String s = p.toString();
            int r = UnixNatives.stat1(s, follow, st);
            if (r < 0) {
                throw Files.translate(-r, s, null);
            }
            return new Attrs(st);
        }

        static FileTime time(long sec, long nsec) {
            return nsec == 0 ? FileTime.from(sec, TimeUnit.SECONDS)
                    : FileTime.from(sec * 1000000000L + nsec, TimeUnit.NANOSECONDS);
        }

        int mode() {
            return (int) st[8];
        }

        @Override
        public FileTime lastModifiedTime() {
            return time(st[2], st[3]);
        }

        @Override
        public FileTime lastAccessTime() {
            return time(st[4], st[5]);
        }

        @Override
        public FileTime creationTime() {
            if (st.length > 15 && st[15] != Long.MIN_VALUE) {
                return time(st[15], st[16]);    // statx's birth time, as HotSpot 17
            }
            return lastModifiedTime();
        }

        FileTime changeTime() {
            return time(st[6], st[7]);
        }

        @Override
        public boolean isRegularFile() {
            return st[0] == UnixNatives.TYPE_FILE;
        }

        @Override
        public boolean isDirectory() {
            return st[0] == UnixNatives.TYPE_DIR;
        }

        @Override
        public boolean isSymbolicLink() {
            return st[0] == UnixNatives.TYPE_LINK;
        }

        @Override
        public boolean isOther() {
            return st[0] == UnixNatives.TYPE_OTHER;
        }

        @Override
        public long size() {
            return st[1];
        }

        @Override
        public Object fileKey() {
            return new Key(st[12], st[11]);
        }

        @Override
        public UserPrincipal owner() {
            return User.of((int) st[9], false);
        }

        @Override
        public GroupPrincipal group() {
            return (GroupPrincipal) User.of((int) st[10], true);
        }

        @Override
        public Set<PosixFilePermission> permissions() {
            return permsOf(mode());
        }
    }

    static Set<PosixFilePermission> permsOf(int mode) {
        Set<PosixFilePermission> set = EnumSet.noneOf(PosixFilePermission.class);
        PosixFilePermission[] all = PosixFilePermission.values();
        for (int i = 0; i < 9; i++) {
            if ((mode & (0400 >> i)) != 0) {
                set.add(all[i]);
            }
        }
        return set;
    }

    static int bitsOf(Set<PosixFilePermission> perms) {
        int m = 0;
        for (PosixFilePermission p : perms) {
            if (p == null) {
                throw new NullPointerException();
            }
            m |= 0400 >> p.ordinal();
        }
        return m;
    }

    /** A file's identity: device and inode, printed as HotSpot prints it. */
    static final class Key {
        final long dev, ino;

        Key(long dev, long ino) {
            this.dev = dev;
            this.ino = ino;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key && ((Key) o).dev == dev && ((Key) o).ino == ino;
        }

        @Override
        public int hashCode() {
            return (int) (dev ^ (dev >>> 32)) + (int) (ino ^ (ino >>> 32));
        }

        @Override
        public String toString() {
            return "(dev=" + Long.toHexString(dev) + ",ino=" + ino + ')';
        }
    }

    // ---- owners ----

    static class User implements UserPrincipal {
        final int id;
        final boolean isGroup;
        final String name;

        User(int id, boolean isGroup, String name) {
            this.id = id;
            this.isGroup = isGroup;
            this.name = name;
        }

        static UserPrincipal of(int id, boolean group) {
            String n = group ? UnixNatives.groupName0(id) : UnixNatives.userName0(id);
            if (n == null) {
                n = Integer.toString(id);
            }
            return group ? new Group(id, n) : new User(id, false, n);
        }

        @Override
        public String getName() {
            return name;
        }

        @Override
        public String toString() {
            return name;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof User)) {
                return false;
            }
            User u = (User) o;
            return u.id == id && u.isGroup == isGroup && u.name.equals(name);
        }

        @Override
        public int hashCode() {
            return id != -1 ? id : name.hashCode();
        }
    }

    static final class Group extends User implements GroupPrincipal {
        Group(int id, String name) {
            super(id, true, name);
        }
    }

    private static final UserPrincipalLookupService LOOKUP = new UserPrincipalLookupService() {
        @Override
        public UserPrincipal lookupPrincipalByName(String name) throws IOException {
            return lookup(name, false);
        }

        @Override
        public GroupPrincipal lookupPrincipalByGroupName(String group) throws IOException {
            return (GroupPrincipal) lookup(group, true);
        }

        private UserPrincipal lookup(String name, boolean group) throws IOException {
            int id = UnixNatives.userId0(name, group);
            if (id < 0) {
                try {
                    id = Integer.parseInt(name);
                } catch (NumberFormatException e) {
                    throw new UserPrincipalNotFoundException(name);
                }
            }
            return group ? new Group(id, name) : new User(id, false, name);
        }
    };

    // ---- views ----

    static final class View implements PosixFileAttributeView {
        private final Path path;
        private final boolean follow;
        private final String name;

        View(Path path, boolean follow, String name) {
            this.path = path;
            this.follow = follow;
            this.name = name;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public PosixFileAttributes readAttributes() throws IOException {
            return Attrs.get(path, follow);
        }

        @Override
        public void setTimes(FileTime lastModifiedTime, FileTime lastAccessTime, FileTime createTime)
                throws IOException {
            if (lastModifiedTime == null && lastAccessTime == null) {
                return;
            }
            long m = lastModifiedTime == null ? Long.MIN_VALUE : lastModifiedTime.to(TimeUnit.NANOSECONDS);
            long a = lastAccessTime == null ? Long.MIN_VALUE : lastAccessTime.to(TimeUnit.NANOSECONDS);
            String s = path.toString();
            int r = UnixNatives.utimes0(s, m, a, follow);
            if (r < 0) {
                throw Files.translate(-r, s, null);
            }
        }

        @Override
        public UserPrincipal getOwner() throws IOException {
            return readAttributes().owner();
        }

        @Override
        public void setOwner(UserPrincipal owner) throws IOException {
            if (owner == null) {
                throw new NullPointerException("'owner' is null");
            }
            if (!(owner instanceof User) || ((User) owner).isGroup) {
                throw new ProviderMismatchException();
            }
            chown(((User) owner).id, -1);
        }

        @Override
        public void setPermissions(Set<PosixFilePermission> perms) throws IOException {
            int bits = bitsOf(perms);
            String s = path.toString();
            int r = UnixNatives.chmod0(s, bits);
            if (r < 0) {
                throw Files.translate(-r, s, null);
            }
        }

        @Override
        public void setGroup(GroupPrincipal group) throws IOException {
            if (group == null) {
                throw new NullPointerException("'owner' is null");
            }
            if (!(group instanceof Group)) {
                throw new ProviderMismatchException();
            }
            chown(-1, ((Group) group).id);
        }

        private void chown(int uid, int gid) throws IOException {
            String s = path.toString();
            int r = UnixNatives.chown0(s, uid, gid, follow);
            if (r < 0) {
                throw Files.translate(-r, s, null);
            }
        }
    }

    @SuppressWarnings("unchecked")
    static <V extends FileAttributeView> V view(Path path, Class<V> type, boolean follow) {
        if (type == null) {
            throw new NullPointerException();
        }
        if (type == BasicFileAttributeView.class) {
            return (V) new View(path, follow, "basic");
        }
        if (type == PosixFileAttributeView.class) {
            return (V) new View(path, follow, "posix");
        }
        if (type == FileOwnerAttributeView.class) {
            return (V) new View(path, follow, "owner");
        }
        if (type == java.nio.file.attribute.DosFileAttributeView.class) {
            return (V) new UnixXattrViews.DosView(path, follow);
        }
        if (type == java.nio.file.attribute.UserDefinedFileAttributeView.class) {
            return (V) new UnixXattrViews.UserView(path, follow);
        }
        return null;
    }

    // ---- file stores ----

    static final class Store extends FileStore {
        private final Path file;

        Store(Path file) {
            this.file = file;
        }

        private long[] vfs() throws IOException {
            long[] out = new long[4];
            String s = file.toString();
            int r = UnixNatives.statvfs0(s, out);
            if (r < 0) {
                throw Files.translate(-r, s, null);
            }
            return out;
        }

        /** The mount entry holding the file: device, mount point, type (from /proc/self/mounts). */
        private String[] mount() {
            String best[] = {"", "/", "unknown"};
            try {
                String real = file.toRealPath().toString();
                int bestLen = -1;
                for (String line : Files.readAllLines(Path.of("/proc/self/mounts"))) {
                    String[] f = line.split(" ");
                    if (f.length < 3) {
                        continue;
                    }
                    String mp = f[1].replace("\\040", " ");
                    boolean under = real.equals(mp) || mp.equals("/") || real.startsWith(mp + "/");
                    if (under && mp.length() >= bestLen) {
                        bestLen = mp.length();
                        best = new String[] {f[0], mp, f[2]};
                    }
                }
            } catch (IOException e) {
                // keep the defaults
            }
            return best;
        }

        @Override
        public String name() {
            return mount()[0];
        }

        @Override
        public String type() {
            return mount()[2];
        }

        @Override
        public boolean isReadOnly() {
            return false;
        }

        @Override
        public long getTotalSpace() throws IOException {
            return vfs()[0];
        }

        @Override
        public long getUsableSpace() throws IOException {
            return vfs()[2];
        }

        @Override
        public long getUnallocatedSpace() throws IOException {
            return vfs()[1];
        }

        @Override
        public long getBlockSize() throws IOException {
            return vfs()[3];
        }

        @Override
        public boolean supportsFileAttributeView(Class<? extends FileAttributeView> type) {
            return type == BasicFileAttributeView.class || type == PosixFileAttributeView.class
                    || type == FileOwnerAttributeView.class || type == java.nio.file.attribute.DosFileAttributeView.class
                    || type == java.nio.file.attribute.UserDefinedFileAttributeView.class;
        }

        @Override
        public boolean supportsFileAttributeView(String name) {
            return name.equals("basic") || name.equals("posix") || name.equals("unix") || name.equals("owner")
                    || name.equals("dos") || name.equals("user");
        }

        @Override
        public <V extends FileStoreAttributeView> V getFileStoreAttributeView(Class<V> type) {
            if (type == null) {
                throw new NullPointerException();
            }
            return null;
        }

        @Override
        public Object getAttribute(String attribute) throws IOException {
            if (attribute.equals("totalSpace")) {
                return getTotalSpace();
            }
            if (attribute.equals("usableSpace")) {
                return getUsableSpace();
            }
            if (attribute.equals("unallocatedSpace")) {
                return getUnallocatedSpace();
            }
            throw new UnsupportedOperationException("'" + attribute + "' not recognized");
        }

        @Override
        public String toString() {
            String[] m = mount();
            return m[1] + " (" + m[0] + ")";
        }
    }

    // ---- provider ----

    static final class Provider extends FileSystemProvider {
        @Override
        public String getScheme() {
            return "file";
        }

        @Override
        public FileSystem getFileSystem(URI uri) {
            return INSTANCE;
        }

        @Override
        public Path getPath(URI uri) {
            if (!"file".equalsIgnoreCase(uri.getScheme())) {
                throw new IllegalArgumentException("URI scheme is not \"file\"");
            }
            return Path.of(uri.getPath());
        }
    }

    static List<String> splitUnused(String s) {
        List<String> l = new ArrayList<>();
        for (String p : s.split(",")) {
            l.add(p);
        }
        return l;
    }
}
