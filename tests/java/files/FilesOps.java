import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileStore;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Files: whole-file reads and writes, streams with options, copy, move, delete, links, temp files, attributes. */
public class FilesOps {
    interface Op {
        Object run() throws Exception;
    }

    static void t(String name, Op op) {
        try {
            System.out.println(name + ": " + op.run());
        } catch (Exception e) {
            System.out.println(name + ": " + e);
        }
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Exception {
        Path a = Path.of("a.txt");
        Path d = Path.of("dir");
        t("writeString", () -> Files.writeString(a, "one\ntwo\r\nthree"));
        t("readString", () -> Files.readString(a).length());
        t("readAllLines", () -> Files.readAllLines(a));
        t("lines", () -> {
            try (Stream<String> s = Files.lines(a)) {
                return s.map(String::toUpperCase).collect(Collectors.toList());
            }
        });
        t("readAllBytes", () -> Files.readAllBytes(a).length);
        t("size", () -> Files.size(a));
        t("write lines", () -> Files.write(Path.of("l.txt"), Arrays.asList("x", "y")));
        t("append", () -> Files.write(Path.of("l.txt"), "z\n".getBytes(), StandardOpenOption.APPEND));
        t("reread", () -> Files.readAllLines(Path.of("l.txt")));
        t("write latin1", () -> Files.write(Path.of("latin.txt"), List.of("caf\u00e9"), StandardCharsets.ISO_8859_1).toString()
                + " " + Files.size(Path.of("latin.txt")));
        t("read latin1 as utf8", () -> Files.readAllLines(Path.of("latin.txt")));
        t("lines latin1 as utf8", () -> {
            try (Stream<String> s = Files.lines(Path.of("latin.txt"))) {
                return s.count();
            } catch (UncheckedIOException e) {
                return "unchecked " + e.getCause();
            }
        });
        t("unmappable", () -> Files.writeString(Path.of("u.txt"), "\u20ac", StandardCharsets.US_ASCII));
        t("readString latin1", () -> (int) Files.readString(Path.of("latin.txt"), StandardCharsets.ISO_8859_1).charAt(3));
        t("create new exists", () -> Files.newOutputStream(a, StandardOpenOption.CREATE_NEW));
        t("no create", () -> Files.newOutputStream(Path.of("none"), StandardOpenOption.WRITE));
        t("in WRITE", () -> Files.newInputStream(a, StandardOpenOption.WRITE));
        t("out READ", () -> Files.newOutputStream(a, StandardOpenOption.READ));
        t("append+truncate", () -> Files.newOutputStream(a, StandardOpenOption.APPEND, StandardOpenOption.TRUNCATE_EXISTING));
        t("missing read", () -> Files.readAllBytes(Path.of("missing")));
        t("missing parent", () -> Files.writeString(Path.of("nodir/x"), "x"));
        t("buffered", () -> {
            try (BufferedWriter w = Files.newBufferedWriter(Path.of("b.txt"))) {
                w.write("alpha");
                w.newLine();
                w.write("beta");
            }
            try (BufferedReader r = Files.newBufferedReader(Path.of("b.txt"))) {
                return r.readLine() + "|" + r.readLine() + "|" + r.readLine();
            }
        });
        t("delete on close", () -> {
            try (OutputStream o = Files.newOutputStream(Path.of("doc.tmp"), StandardOpenOption.CREATE,
                                                        StandardOpenOption.WRITE, StandardOpenOption.DELETE_ON_CLOSE)) {
                o.write(1);
            }
            return Files.exists(Path.of("doc.tmp"));
        });
        t("truncate existing", () -> {
            Files.writeString(Path.of("t.txt"), "long content");
            Files.writeString(Path.of("t.txt"), "ab", StandardOpenOption.TRUNCATE_EXISTING);
            return Files.readString(Path.of("t.txt"));
        });
        t("mismatch", () -> Files.mismatch(a, a) + " " + Files.mismatch(a, Path.of("t.txt")));

        // directories
        t("createDirectory", () -> Files.createDirectory(d));
        t("createDirectory again", () -> Files.createDirectory(d));
        t("createDirectories", () -> {
            Path p = Files.createDirectories(d.resolve("p/q/r"));
            return p.isAbsolute() + " " + p.endsWith("dir/p/q/r") + " " + Files.isDirectory(p);
        });
        t("createDirectories existing", () -> Files.createDirectories(d.resolve("p")));
        t("createDirectories over file", () -> {
            try {
                return Files.createDirectories(a.resolve("x"));
            } catch (java.nio.file.FileSystemException e) {
                return e.getClass().getName() + " " + e.getFile().endsWith("/a.txt/x") + " " + e.getReason();
            }
        });
        t("createDirectories file", () -> Files.createDirectories(a));
        t("createFile", () -> Files.createFile(d.resolve("f")));
        t("createFile again", () -> Files.createFile(d.resolve("f")));
        t("delete nonempty", () -> {
            Files.delete(d.resolve("p"));
            return "deleted";
        });
        t("delete missing", () -> {
            Files.delete(Path.of("missing"));
            return "deleted";
        });
        t("deleteIfExists missing", () -> Files.deleteIfExists(Path.of("missing")));
        t("deleteIfExists", () -> Files.deleteIfExists(d.resolve("p/q/r")));
        t("readAllBytes dir", () -> Files.readAllBytes(d));

        // copy
        t("copy", () -> Files.copy(a, d.resolve("a2")) + " " + Files.readString(d.resolve("a2")).length());
        t("copy exists", () -> Files.copy(a, d.resolve("a2")));
        t("copy replace", () -> Files.copy(Path.of("l.txt"), d.resolve("a2"), StandardCopyOption.REPLACE_EXISTING)
                                + " " + Files.size(d.resolve("a2")));
        t("copy self", () -> Files.copy(a, a));
        t("copy missing", () -> Files.copy(Path.of("missing"), d.resolve("m")));
        t("copy dir", () -> Files.copy(d, Path.of("dircopy")) + " " + Files.list(Path.of("dircopy")).count());
        t("copy over nonempty dir", () -> Files.copy(a, d, StandardCopyOption.REPLACE_EXISTING));
        t("copy atomic", () -> Files.copy(a, Path.of("x"), StandardCopyOption.ATOMIC_MOVE));
        t("copy attributes", () -> {
            Files.setLastModifiedTime(a, FileTime.fromMillis(1000000000000L));
            Files.setPosixFilePermissions(a, PosixFilePermissions.fromString("rw-r-----"));
            Files.copy(a, Path.of("a3"), StandardCopyOption.COPY_ATTRIBUTES);
            return Files.getLastModifiedTime(Path.of("a3")) + " "
                   + PosixFilePermissions.toString(Files.getPosixFilePermissions(Path.of("a3")));
        });
        t("copy no attributes", () -> {
            Files.copy(a, Path.of("a4"));
            return Files.getLastModifiedTime(Path.of("a4")).equals(Files.getLastModifiedTime(a));
        });
        t("copy from stream", () -> Files.copy(new ByteArrayInputStream(new byte[1234]), Path.of("s.bin")));
        t("copy from stream exists", () -> Files.copy(new ByteArrayInputStream(new byte[1]), Path.of("s.bin")));
        t("copy from stream replace", () -> Files.copy(new ByteArrayInputStream(new byte[5]), Path.of("s.bin"),
                                                         StandardCopyOption.REPLACE_EXISTING));
        t("copy from stream atomic", () -> Files.copy(new ByteArrayInputStream(new byte[5]), Path.of("s.bin"),
                                                        StandardCopyOption.ATOMIC_MOVE));
        t("copy to stream", () -> {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            return Files.copy(a, bo) + " " + bo.size();
        });

        // move
        t("move", () -> Files.move(Path.of("a4"), Path.of("a5")) + " " + Files.exists(Path.of("a4")));
        t("move exists", () -> Files.move(Path.of("a5"), Path.of("a3")));
        t("move replace", () -> Files.move(Path.of("a5"), Path.of("a3"), StandardCopyOption.REPLACE_EXISTING));
        t("move atomic", () -> Files.move(Path.of("a3"), Path.of("a6"), StandardCopyOption.ATOMIC_MOVE));
        t("move missing", () -> Files.move(Path.of("missing"), Path.of("a7")));
        t("move dir", () -> Files.move(Path.of("dircopy"), Path.of("dirmoved")) + " " + Files.isDirectory(Path.of("dirmoved")));
        t("move into nonempty", () -> Files.move(Path.of("a6"), d, StandardCopyOption.REPLACE_EXISTING));

        // links
        t("symlink", () -> Files.createSymbolicLink(Path.of("ln"), a));
        t("symlink exists", () -> Files.createSymbolicLink(Path.of("ln"), a));
        t("readSymbolicLink", () -> Files.readSymbolicLink(Path.of("ln")));
        t("readSymbolicLink file", () -> Files.readSymbolicLink(a));
        t("readSymbolicLink missing", () -> Files.readSymbolicLink(Path.of("missing")));
        t("isSymbolicLink", () -> Files.isSymbolicLink(Path.of("ln")) + " " + Files.isSymbolicLink(a));
        t("link follows", () -> Files.isRegularFile(Path.of("ln")) + " "
                               + Files.isRegularFile(Path.of("ln"), LinkOption.NOFOLLOW_LINKS));
        t("dangling", () -> {
            Files.createSymbolicLink(Path.of("dangle"), Path.of("nowhere"));
            return Files.exists(Path.of("dangle")) + " " + Files.exists(Path.of("dangle"), LinkOption.NOFOLLOW_LINKS)
                   + " " + Files.notExists(Path.of("dangle"));
        });
        t("hard link", () -> Files.createLink(Path.of("hl"), a) + " " + Files.isSameFile(Path.of("hl"), a)
                            + " " + Files.getAttribute(a, "unix:nlink"));
        t("hard link exists", () -> Files.createLink(Path.of("hl"), a));
        t("hard link missing", () -> Files.createLink(Path.of("hl2"), Path.of("missing")));
        t("copy link nofollow", () -> {
            Files.copy(Path.of("ln"), Path.of("ln2"), LinkOption.NOFOLLOW_LINKS);
            return Files.isSymbolicLink(Path.of("ln2")) + " " + Files.readSymbolicLink(Path.of("ln2"));
        });
        t("copy link follow", () -> {
            Files.copy(Path.of("ln"), Path.of("ln3"));
            return Files.isSymbolicLink(Path.of("ln3")) + " " + Files.size(Path.of("ln3"));
        });
        t("delete link", () -> {
            Files.delete(Path.of("ln2"));
            return Files.exists(a);
        });
        t("isSameFile", () -> Files.isSameFile(a, Path.of("./a.txt")) + " " + Files.isSameFile(a, Path.of("ln"))
                             + " " + Files.isSameFile(a, Path.of("l.txt")));
        t("isSameFile missing", () -> Files.isSameFile(a, Path.of("missing")));
        t("isSameFile equal missing", () -> Files.isSameFile(Path.of("missing"), Path.of("missing")));
        t("toRealPath", () -> Path.of("ln").toRealPath().equals(a.toAbsolutePath()));
        t("toRealPath missing", () -> Path.of("missing").toRealPath());
        t("isHidden", () -> Files.isHidden(Path.of(".x")) + " " + Files.isHidden(a));

        // temp files
        t("createTempFile", () -> {
            Path p = Files.createTempFile(Path.of("."), "pre", ".suf");
            String n = p.getFileName().toString();
            return n.startsWith("pre") + " " + n.endsWith(".suf") + " " + n.substring(3, n.length() - 4).matches("[0-9]+")
                   + " " + PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
        });
        t("createTempFile null", () -> {
            Path p = Files.createTempFile(Path.of("."), null, null);
            boolean r = p.getFileName().toString().endsWith(".tmp");
            return r;
        });
        t("createTempFile default dir", () -> {
            Path p = Files.createTempFile("jvmtest", null);
            boolean r = p.getParent().equals(Path.of(System.getProperty("java.io.tmpdir")));
            Files.delete(p);
            return r;
        });
        t("createTempDirectory", () -> {
            Path p = Files.createTempDirectory(Path.of("."), "td");
            return Files.isDirectory(p) + " " + PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
        });
        t("createTempFile bad prefix", () -> Files.createTempFile(Path.of("."), "a/b", null));
        t("createTempFile perms", () -> {
            Path p = Files.createTempFile(Path.of("."), "pp", null,
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
        });

        // attributes
        Path f = Path.of("attr.txt");
        Files.writeString(f, "12345");
        t("setLastModifiedTime", () -> Files.setLastModifiedTime(f, FileTime.from(1234567890123456789L, TimeUnit.NANOSECONDS)));
        t("getLastModifiedTime", () -> Files.getLastModifiedTime(f));
        t("millis", () -> Files.getLastModifiedTime(f).toMillis());
        t("basic", () -> {
            BasicFileAttributes b = Files.readAttributes(f, BasicFileAttributes.class);
            return b.size() + " " + b.isRegularFile() + " " + b.isDirectory() + " " + b.isSymbolicLink() + " " + b.isOther()
                   + " " + b.lastModifiedTime() + " " + (b.creationTime() != null)
                   + " " + (b.fileKey() != null) + " " + b.fileKey().equals(Files.readAttributes(Path.of("./attr.txt"),
                                                                                              BasicFileAttributes.class).fileKey());
        });
        t("posix", () -> {
            Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rwxr-x--x"));
            PosixFileAttributes p = Files.readAttributes(f, PosixFileAttributes.class);
            return new java.util.TreeSet<>(p.permissions()) + " " + PosixFilePermissions.toString(p.permissions()) + " "
                   + p.owner().equals(Files.getOwner(f)) + " " + (p.group() != null);
        });
        t("basic map", () -> new TreeMap<>(Files.readAttributes(f, "size,lastModifiedTime,isDirectory")));
        t("basic keys", () -> new TreeMap<>(Files.readAttributes(f, "*")).keySet());
        t("posix keys", () -> new TreeMap<>(Files.readAttributes(f, "posix:*")).keySet());
        t("posix perms", () -> PosixFilePermissions.toString((Set<PosixFilePermission>) Files.readAttributes(f, "posix:permissions").get("permissions")));
        t("unix mode", () -> Integer.toOctalString((Integer) Files.getAttribute(f, "unix:mode")));
        t("getAttribute size", () -> Files.getAttribute(f, "size"));
        t("getAttribute basic:size", () -> Files.getAttribute(f, "basic:size"));
        t("getAttribute star", () -> Files.getAttribute(f, "basic:*"));
        t("bad view", () -> Files.readAttributes(f, "acl:*"));
        t("bad name", () -> Files.readAttributes(f, "basic:bogus"));
        t("setAttribute", () -> {
            Files.setAttribute(f, "basic:lastModifiedTime", FileTime.fromMillis(86400000L * 365));
            Files.setAttribute(f, "posix:permissions", PosixFilePermissions.fromString("rw-rw-r--"));
            return Files.getLastModifiedTime(f) + " " + PosixFilePermissions.toString(Files.getPosixFilePermissions(f));
        });
        t("setAttribute bad", () -> Files.setAttribute(f, "basic:nothing", 1));
        t("views", () -> {
            BasicFileAttributeView v = Files.getFileAttributeView(f, BasicFileAttributeView.class);
            PosixFileAttributeView pv = Files.getFileAttributeView(f, PosixFileAttributeView.class);
            v.setTimes(FileTime.fromMillis(5000), null, null);
            return v.name() + " " + pv.name() + " " + v.readAttributes().lastModifiedTime() + " "
                   + pv.readAttributes().permissions().size();
        });
        t("missing attrs", () -> Files.readAttributes(Path.of("missing"), BasicFileAttributes.class));
        t("missing mtime", () -> Files.getLastModifiedTime(Path.of("missing")));
        t("missing size", () -> Files.size(Path.of("missing")));
        t("dir attrs", () -> Files.readAttributes(d, BasicFileAttributes.class).isDirectory());
        t("link attrs", () -> Files.readAttributes(Path.of("ln"), BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).isSymbolicLink()
                             + " " + Files.readAttributes(Path.of("ln"), BasicFileAttributes.class).isSymbolicLink());
        t("owner", () -> {
            UserPrincipal o = Files.getOwner(f);
            UserPrincipal me = FileSystems.getDefault().getUserPrincipalLookupService()
                    .lookupPrincipalByName(System.getProperty("user.name"));
            return o.equals(me) + " " + o.getName().equals(System.getProperty("user.name"));
        });
        t("lookup missing", () -> FileSystems.getDefault().getUserPrincipalLookupService()
                                  .lookupPrincipalByName("no-such-user-xyz"));
        t("access", () -> Files.isReadable(f) + " " + Files.isWritable(f) + " " + Files.isExecutable(f) + " "
                         + Files.isReadable(Path.of("missing")) + " " + Files.isExecutable(d));

        // permissions and file times
        t("perms", () -> {
            Set<PosixFilePermission> s = PosixFilePermissions.fromString("r-x-w---x");
            return s + " " + PosixFilePermissions.toString(s);
        });
        t("perms bad", () -> PosixFilePermissions.fromString("rwxrwxrw"));
        t("perms bad char", () -> PosixFilePermissions.fromString("rwxrwxrwz"));
        t("perms attr", () -> {
            java.nio.file.attribute.FileAttribute<Set<PosixFilePermission>> fa =
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------"));
            return fa.name() + " " + PosixFilePermissions.toString(fa.value());
        });
        t("filetimes", () -> FileTime.fromMillis(0) + " " + FileTime.fromMillis(1500) + " " + FileTime.fromMillis(-1)
                            + " " + FileTime.from(1, TimeUnit.DAYS) + " " + FileTime.from(123456789L, TimeUnit.MICROSECONDS)
                            + " " + FileTime.from(java.time.Instant.parse("2020-02-29T12:34:56.789Z"))
                            + " " + FileTime.from(253402300800L, TimeUnit.SECONDS));
        t("filetime compare", () -> FileTime.fromMillis(1000).equals(FileTime.from(1, TimeUnit.SECONDS)) + " "
                                   + FileTime.fromMillis(1000).compareTo(FileTime.from(999999, TimeUnit.MICROSECONDS)) + " "
                                   + FileTime.from(3, TimeUnit.HOURS).to(TimeUnit.MINUTES) + " "
                                   + FileTime.fromMillis(1999).to(TimeUnit.SECONDS) + " "
                                   + FileTime.fromMillis(1234).toInstant()
                                   + " " + (FileTime.fromMillis(1000).hashCode() == FileTime.from(1, TimeUnit.SECONDS).hashCode()));

        // content types (from /etc/mime.types), stores
        for (String n : new String[] {"x.txt", "x.html", "x.png", "x.tar.gz", "x.JSON", "noext", "x.unknownext"}) {
            Files.writeString(Path.of(n), "data");
            t("probe " + n, () -> Files.probeContentType(Path.of(n)));
        }
        t("store", () -> {
            FileStore s = Files.getFileStore(f);
            return (s.getTotalSpace() > 0) + " " + (s.getUsableSpace() <= s.getTotalSpace()) + " "
                   + (s.getUnallocatedSpace() >= s.getUsableSpace()) + " " + (s.name() != null) + " "
                   + s.supportsFileAttributeView("posix") + " " + s.supportsFileAttributeView(BasicFileAttributeView.class);
        });
        t("store missing", () -> Files.getFileStore(Path.of("missing")));
        t("filesystem", () -> {
            java.nio.file.FileSystem fs = FileSystems.getDefault();
            return fs.getSeparator() + " " + fs.getRootDirectories().iterator().next() + " " + fs.isOpen() + " " + fs.isReadOnly() + " "
                   + new java.util.TreeSet<>(fs.supportedFileAttributeViews()).containsAll(List.of("basic", "posix", "owner"))
                   + " " + fs.getPath("a", "b", "c") + " " + fs.provider().getScheme() + " " + (a.getFileSystem() == fs);
        });
        t("toUri", () -> Path.of("/tmp/x y").toUri() + " " + Path.of(Path.of("/tmp/x y").toUri()));

        // null checks
        t("null copy", () -> Files.copy((InputStream) null, Path.of("n")));
        t("null write", () -> Files.write(Path.of("n"), (byte[]) null));
        t("null mtime", () -> Files.setLastModifiedTime(f, null));
    }
}
