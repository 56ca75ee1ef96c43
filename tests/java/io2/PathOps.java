// java.nio.file.Path (Unix syntax) without touching the file system:
// Paths.get / Path.of joining and normalizing slashes, names, parent, root,
// file name, subpath, startsWith/endsWith, normalize, resolve, resolveSibling,
// relativize, iteration, equals/compareTo, and the NUL-character error.
import java.nio.file.*;
import java.util.*;

public class PathOps {
    static String d(Path p) {
        if (p == null) return "null";
        return "'" + p + "' abs=" + p.isAbsolute() + " n=" + p.getNameCount() + " file=" + q(p.getFileName())
                + " parent=" + q(p.getParent()) + " root=" + q(p.getRoot());
    }

    static String q(Path p) {
        return p == null ? "null" : "'" + p + "'";
    }

    public static void main(String[] args) {
        String[] ins = {"", "/", "a", "a/b/c", "/a/b/c", "a//b///c/", "//x", "./a/../b", "/..", "a/."};
        for (String s : ins) System.out.println(d(Paths.get(s)));
        System.out.println(d(Paths.get("a", "b", "", "c")));
        System.out.println(d(Path.of("/usr", "local/bin/", "java")));
        System.out.println(d(Paths.get("", "x")));
        Path p = Paths.get("/home/user/docs/file.txt");
        for (int i = 0; i < p.getNameCount(); i++) System.out.print(p.getName(i) + " ");
        System.out.println();
        System.out.println(p.subpath(1, 3) + " " + p.subpath(0, 4));
        List<String> it = new ArrayList<>();
        for (Path x : p) it.add(x.toString());
        System.out.println(it);
        System.out.println(p.startsWith("/home") + " " + p.startsWith("/home/us") + " " + p.startsWith("home")
                + " " + p.startsWith("/") + " " + p.endsWith("file.txt") + " " + p.endsWith("docs/file.txt")
                + " " + p.endsWith("/docs/file.txt") + " " + p.endsWith("ile.txt"));
        String[] norms = {"a/./b/../c", "../../a", "/../a/./b", "a/b/../..", "a/../../b", ".", "./", "x/y/./../z/.."};
        for (String s : norms) System.out.println("normalize '" + s + "' -> '" + Paths.get(s).normalize() + "'");
        Path base = Paths.get("/srv/app");
        System.out.println(base.resolve("conf/x.yml") + " " + base.resolve("/etc/hosts") + " " + base.resolve("")
                + " " + Paths.get("").resolve("q") + " " + Paths.get("/").resolve("r"));
        System.out.println(base.resolveSibling("lib") + " " + Paths.get("top").resolveSibling("other"));
        System.out.println("'" + Paths.get("/a/b").relativize(Paths.get("/a/b/c/d")) + "' '"
                + Paths.get("/a/b/c").relativize(Paths.get("/a/x")) + "' '"
                + Paths.get("a/b").relativize(Paths.get("a/b")) + "' '"
                + Paths.get("a").relativize(Paths.get("b/c")) + "'");
        try {
            Paths.get("/a").relativize(Paths.get("b"));
        } catch (IllegalArgumentException e) {
            System.out.println("relativize: " + e.getMessage());
        }
        System.out.println(Paths.get("a/b").equals(Paths.get("a//b/")) + " " + Paths.get("a").equals(Paths.get("b"))
                + " " + (Paths.get("a/b").hashCode() == Paths.get("a/b").hashCode()));
        List<Path> ps = new ArrayList<>();
        for (String s : new String[] {"b", "a/z", "/y", "a", "A"}) ps.add(Paths.get(s));
        Collections.sort(ps);
        System.out.println(ps);
        System.out.println(Paths.get("x/y.txt").toFile().getName() + " " + Paths.get("x/y.txt").toFile().getPath());
        System.out.println(Paths.get("rel").toAbsolutePath().isAbsolute() + " "
                + Paths.get("rel").toAbsolutePath().endsWith("rel"));
        try {
            Paths.get("bad\u0000name");
        } catch (InvalidPathException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage().replace('\u0000', '0'));
        }
        try {
            p.getName(9);
        } catch (IllegalArgumentException e) {
            System.out.println("getName(9): IllegalArgumentException");
        }
    }
}
