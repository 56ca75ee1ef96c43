import java.io.*; import java.nio.file.*; import java.nio.file.attribute.*; import java.util.*; import java.util.stream.*;
/** Files edge cases: the empty path, NOFOLLOW_LINKS opens, moves onto full directories, links to directories, odd attributes. */
public class FilesEdges {
  interface Op { Object run() throws Exception; }
  static void t(String n, Op o) { try { System.out.println(n + ": " + o.run()); } catch (Throwable e) { System.out.println(n + ": " + e); } }
  public static void main(String[] a) throws Exception {
    Files.writeString(Path.of("f"), "hello\nworld");
    Files.createSymbolicLink(Path.of("ln"), Path.of("f"));
    Files.createDirectories(Path.of("d1/x")); Files.createDirectories(Path.of("d2/y"));
    t("nofollow out", () -> Files.newOutputStream(Path.of("ln"), LinkOption.NOFOLLOW_LINKS, StandardOpenOption.WRITE));
    t("nofollow in", () -> Files.newInputStream(Path.of("ln"), LinkOption.NOFOLLOW_LINKS));
    t("atomic onto nonempty", () -> Files.move(Path.of("d1"), Path.of("d2"), StandardCopyOption.ATOMIC_MOVE));
    t("move onto nonempty", () -> Files.move(Path.of("d1"), Path.of("d2"), StandardCopyOption.REPLACE_EXISTING));
    t("delete empty path", () -> { Files.delete(Path.of("")); return "x"; });
    t("list empty path", () -> Files.list(Path.of("")).map(Path::toString).sorted().collect(Collectors.toList()));
    t("walk empty path", () -> Files.walk(Path.of(""), 1).map(Path::toString).sorted().collect(Collectors.toList()));
    t("lines missing", () -> Files.lines(Path.of("missing")));
    t("reader dir", () -> Files.newBufferedReader(Path.of("d1")).readLine());
    t("realpath nofollow", () -> Path.of("ln").toRealPath(LinkOption.NOFOLLOW_LINKS).getFileName());
    t("realpath dotdot", () -> Path.of("d1/../f").toRealPath(LinkOption.NOFOLLOW_LINKS).endsWith("f"));
    t("symlink attrs", () -> Files.createSymbolicLink(Path.of("l2"), Path.of("f"), PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxrwxrwx"))));
    t("createFile bad attr", () -> Files.createFile(Path.of("g"), new FileAttribute<String>() { public String name() { return "acl:acl"; } public String value() { return ""; } }));
    t("createDirectory missing parent", () -> Files.createDirectory(Path.of("no/such")));
    t("createFile missing parent", () -> Files.createFile(Path.of("no/such")));
    t("copy into missing", () -> Files.copy(Path.of("f"), Path.of("no/such")));
    t("size dir", () -> Files.size(Path.of("d1")) > 0);
    t("size link", () -> Files.size(Path.of("ln")));
    t("newDirectoryStream glob bad", () -> Files.newDirectoryStream(Path.of("."), "[abc"));
    t("readAttributes posix link nofollow", () -> PosixFilePermissions.toString(Files.readAttributes(Path.of("ln"), PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS).permissions()));
    t("isDirectory link to dir", () -> { Files.createSymbolicLink(Path.of("dl"), Path.of("d1")); return Files.isDirectory(Path.of("dl")) + " " + Files.isDirectory(Path.of("dl"), LinkOption.NOFOLLOW_LINKS); });
    t("delete link to dir", () -> { Files.delete(Path.of("dl")); return Files.exists(Path.of("d1")); });
    t("walk follow link file", () -> { Files.createSymbolicLink(Path.of("d2/fl"), Path.of("../f")); return Files.walk(Path.of("d2"), FileVisitOption.FOLLOW_LINKS).map(Path::toString).sorted().collect(Collectors.toList()); });
    t("find attrs", () -> Files.find(Path.of("d2"), 5, (p, at) -> at.isSymbolicLink()).map(Path::toString).collect(Collectors.toList()));
    t("copy dir replace nonempty", () -> Files.copy(Path.of("f"), Path.of("d2"), StandardCopyOption.REPLACE_EXISTING));
    t("write CREATE_NEW", () -> Files.writeString(Path.of("f"), "x", StandardOpenOption.CREATE_NEW));
    t("write APPEND missing", () -> Files.writeString(Path.of("m"), "x", StandardOpenOption.APPEND));
    t("write APPEND CREATE missing", () -> Files.writeString(Path.of("m"), "x", StandardOpenOption.APPEND, StandardOpenOption.CREATE) + " " + Files.readString(Path.of("m")));
    t("getOwner link", () -> Files.getOwner(Path.of("ln"), LinkOption.NOFOLLOW_LINKS).getName().equals(System.getProperty("user.name")));
    t("getAttribute unknown view", () -> Files.getAttribute(Path.of("f"), "zzz:size"));
    t("getAttribute posix:owner", () -> Files.getAttribute(Path.of("f"), "posix:owner").equals(Files.getOwner(Path.of("f"))));
    t("readAttributes empty", () -> Files.readAttributes(Path.of("f"), ""));
    t("readAttributes unix", () -> new TreeMap<>(Files.readAttributes(Path.of("f"), "unix:*")).keySet());
    t("filetime neg", () -> FileTime.fromMillis(-86400000L * 365 * 2000) + " " + FileTime.from(-1, java.util.concurrent.TimeUnit.NANOSECONDS));
    t("matcher windows-ish", () -> FileSystems.getDefault().getPathMatcher("glob:*.{java,class}").matches(Path.of("A.class")));
  }
}
