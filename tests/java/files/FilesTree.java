import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystems;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Files.walk, list, find, walkFileTree (visitor results, loops), DirectoryStream and PathMatcher globs. */
public class FilesTree {
    static List<String> sorted(Stream<Path> s) {
        try (Stream<Path> t = s) {
            return t.map(Path::toString).sorted().collect(Collectors.toList());
        }
    }

    static void tree() throws IOException {
        Path r = Path.of("root");
        Files.createDirectories(r.resolve("a/deep/er"));
        Files.createDirectories(r.resolve("b/c"));
        Files.writeString(r.resolve("a/x.txt"), "x");
        Files.writeString(r.resolve("a/deep/er/w.java"), "w");
        Files.writeString(r.resolve("b/c/y.txt"), "yy");
        Files.writeString(r.resolve("z.txt"), "zzz");
        Files.writeString(r.resolve(".hidden"), "");
    }

    static class Recorder extends SimpleFileVisitor<Path> {
        final List<String> events = new ArrayList<>();
        String skipAt;
        FileVisitResult skipWith;

        @Override
        public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
            events.add("pre " + dir + (attrs.isDirectory() ? " dir" : ""));
            if (dir.toString().equals(skipAt)) {
                return skipWith;
            }
            return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
            events.add("file " + file + " " + (attrs.isDirectory() ? "-" : "" + attrs.size()) + (attrs.isRegularFile() ? " reg" : "")
                       + (attrs.isSymbolicLink() ? " link" : "") + (attrs.isDirectory() ? " dir" : ""));
            if (file.toString().equals(skipAt)) {
                return skipWith;
            }
            return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFileFailed(Path file, IOException exc) {
            events.add("failed " + file + " " + exc);
            return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult postVisitDirectory(Path dir, IOException exc) {
            events.add("post " + dir + (exc != null ? " " + exc : ""));
            return FileVisitResult.CONTINUE;
        }

        void print(String title) {
            List<String> e = new ArrayList<>(events);
            Collections.sort(e);
            System.out.println(title + ": " + e.size() + " " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        tree();
        Path r = Path.of("root");
        System.out.println("walk " + sorted(Files.walk(r)));
        System.out.println("walk 1 " + sorted(Files.walk(r, 1)));
        System.out.println("walk 0 " + sorted(Files.walk(r, 0)));
        System.out.println("list " + sorted(Files.list(r)));
        System.out.println("find " + sorted(Files.find(r, 10, (p, a) -> a.isRegularFile() && p.toString().endsWith(".txt"))));
        System.out.println("walk file " + sorted(Files.walk(r.resolve("z.txt"))));
        try (Stream<Path> s = Files.walk(r)) {
            System.out.println("first " + s.findFirst().get());
        }
        // walk is pre-order: each directory before what is in it
        List<Path> order = Files.walk(r).collect(Collectors.toList());
        boolean pre = true;
        for (int i = 0; i < order.size(); i++) {
            Path parent = order.get(i).getParent();
            if (parent != null && parent.startsWith(r) && order.indexOf(parent) > i) {
                pre = false;
            }
        }
        System.out.println("pre-order " + pre);

        Recorder all = new Recorder();
        Files.walkFileTree(r, all);
        all.print("visit");
        Recorder skip = new Recorder();
        skip.skipAt = "root/a";
        skip.skipWith = FileVisitResult.SKIP_SUBTREE;
        Files.walkFileTree(r, skip);
        skip.print("skip subtree");
        Recorder sib = new Recorder();
        sib.skipAt = "root/b/c/y.txt";
        sib.skipWith = FileVisitResult.SKIP_SIBLINGS;
        Files.walkFileTree(r, sib);
        sib.print("skip siblings");
        Recorder term = new Recorder();
        term.skipAt = "root/b/c";
        term.skipWith = FileVisitResult.TERMINATE;
        Files.walkFileTree(r.resolve("b"), term);
        term.print("terminate");
        Recorder depth = new Recorder();
        Files.walkFileTree(r, EnumSet.noneOf(FileVisitOption.class), 1, depth);
        depth.print("depth 1");
        Recorder missing = new Recorder();
        Files.walkFileTree(Path.of("nope"), missing);
        missing.print("missing");
        try {
            Files.walk(Path.of("nope"));
        } catch (IOException e) {
            System.out.println("walk missing: " + e);
        }
        try {
            Files.walk(r, -1);
        } catch (IllegalArgumentException e) {
            System.out.println("walk -1: " + e.getMessage());
        }

        // links: a link to a file, a dangling one, and a loop back up the tree
        Files.createSymbolicLink(r.resolve("b/c/zlink"), Path.of("../../z.txt"));
        Files.createSymbolicLink(r.resolve("b/c/dangling"), Path.of("no-such"));
        Files.createSymbolicLink(r.resolve("b/c/loop"), Path.of("../.."));
        Recorder links = new Recorder();
        Files.walkFileTree(r.resolve("b"), links);
        links.print("links");
        Recorder follow = new Recorder();
        Files.walkFileTree(r.resolve("b"), EnumSet.of(FileVisitOption.FOLLOW_LINKS), Integer.MAX_VALUE, follow);
        follow.print("follow");
        try {
            System.out.println(sorted(Files.walk(r.resolve("b"), FileVisitOption.FOLLOW_LINKS)));
        } catch (UncheckedIOException e) {
            System.out.println("walk follow: " + e.getCause());
        }
        System.out.println("walk nofollow " + sorted(Files.walk(r.resolve("b"))));

        // directory streams
        List<String> txt = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(r, "*.{txt,java}")) {
            for (Path p : ds) {
                txt.add(p.toString());
            }
            try {
                ds.iterator();
            } catch (IllegalStateException e) {
                System.out.println("second iterator: " + e.getMessage());
            }
        }
        Collections.sort(txt);
        System.out.println("glob stream " + txt);
        List<String> dirs = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(r, p -> Files.isDirectory(p))) {
            ds.forEach(p -> dirs.add(p.getFileName().toString()));
        }
        Collections.sort(dirs);
        System.out.println("filter stream " + dirs);
        DirectoryStream<Path> closed = Files.newDirectoryStream(r);
        closed.close();
        try {
            closed.iterator();
        } catch (IllegalStateException e) {
            System.out.println("closed: " + e.getMessage());
        }
        DirectoryStream<Path> early = Files.newDirectoryStream(r);
        java.util.Iterator<Path> it = early.iterator();
        early.close();
        System.out.println("after close hasNext " + it.hasNext());
        for (String bad : new String[] {"root/z.txt", "nope"}) {
            try {
                Files.newDirectoryStream(Path.of(bad));
            } catch (IOException e) {
                System.out.println("stream " + bad + ": " + e);
            }
            try {
                Files.list(Path.of(bad));
            } catch (IOException e) {
                System.out.println("list " + bad + ": " + e);
            }
        }

        // path matchers
        String[][] cases = {
            {"glob:*.java", "A.java", "a/B.java", ".java", "A.javax"},
            {"glob:**.java", "A.java", "a/B.java", "a/b/C.java"},
            {"glob:**/*.java", "A.java", "a/B.java", "a/b/C.java"},
            {"glob:?.txt", "a.txt", "ab.txt", "/.txt"},
            {"glob:[abc]*", "apple", "cat", "dog", "/x"},
            {"glob:[!abc]*", "apple", "dog", "/x"},
            {"glob:[a-c]x", "bx", "dx", "-x"},
            {"glob:[-a]x", "-x", "ax", "bx"},
            {"glob:{foo,bar}.{c,h}", "foo.c", "bar.h", "baz.c", "foo.ch"},
            {"glob:\\*lit", "*lit", "xlit"},
            {"glob:a+b(c)", "a+b(c)", "aab(c)"},
            {"glob:/usr/*/bin", "/usr/local/bin", "/usr/a/b/bin"},
            {"glob:{a,b/**}", "a", "b/x/y", "c"},
            {"GLOB:*.TXT", "A.TXT", "a.txt"},
            {"regex:.*\\.(c|h)", "x.c", "x.h", "x.cc"},
            {"regex:[a-z]+/[0-9]+", "abc/123", "abc/x"},
        };
        for (String[] c : cases) {
            PathMatcher m = FileSystems.getDefault().getPathMatcher(c[0]);
            StringBuilder sb = new StringBuilder(c[0]);
            for (int i = 1; i < c.length; i++) {
                sb.append(' ').append(c[i]).append('=').append(m.matches(Path.of(c[i])));
            }
            System.out.println(sb);
        }
        String[] bad = {"glob:[abc", "glob:{a,{b}}", "glob:{ab", "glob:abc\\", "glob:[a/b]", "glob:[z-a]", "nosyntax",
                        "nope:x", ":x", "regex:(", "glob:"};
        for (String b : bad) {
            try {
                PathMatcher m = FileSystems.getDefault().getPathMatcher(b);
                System.out.println(b + " ok " + m.matches(Path.of("")));
            } catch (RuntimeException e) {
                System.out.println(b + " " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
    }
}
