// java.nio.file.Files on real files (in the test's scratch folder): write,
// writeString, append, readAllLines, readString, readAllBytes, lines, size,
// exists/notExists/isDirectory/isRegularFile, createFile, createDirectory,
// createDirectories, list (sorted), copy, move, delete, deleteIfExists,
// newBufferedReader/Writer, and the exceptions with their messages.
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.stream.*;

public class FilesNio {
    public static void main(String[] args) throws IOException {
        Path dir = Paths.get("work");
        System.out.println("exists before: " + Files.exists(dir) + ", notExists " + Files.notExists(dir));
        Files.createDirectory(dir);
        System.out.println("dir: " + Files.isDirectory(dir) + " " + Files.isRegularFile(dir) + " " + Files.exists(dir));
        Path f = dir.resolve("lines.txt");
        Files.write(f, Arrays.asList("alpha", "beta", "gamma"));
        System.out.println("lines: " + Files.readAllLines(f) + " size " + Files.size(f));
        Files.write(f, Arrays.asList("delta"), StandardOpenOption.APPEND);
        System.out.println("appended: " + Files.readAllLines(f, StandardCharsets.UTF_8));
        System.out.println("string: [" + Files.readString(f).replace("\n", "|") + "]");
        try (Stream<String> s = Files.lines(f)) {
            System.out.println("lines stream: " + s.filter(x -> x.contains("a")).map(String::toUpperCase).collect(Collectors.toList()));
        }
        Path g = dir.resolve("data.bin");
        byte[] bytes = new byte[300];
        for (int i = 0; i < bytes.length; i++) bytes[i] = (byte) (i * 7);
        Files.write(g, bytes);
        byte[] back = Files.readAllBytes(g);
        System.out.println("bytes equal " + Arrays.equals(bytes, back) + ", size " + Files.size(g));
        Files.writeString(g, "replaced\r\nwith text\rand more");
        System.out.println("after writeString: " + Files.readAllLines(g) + " " + Files.size(g));
        Files.writeString(g, " tail", StandardOpenOption.APPEND);
        System.out.println("appended string: " + Files.readString(g).length());
        try (BufferedWriter w = Files.newBufferedWriter(dir.resolve("w.txt"))) {
            for (int i = 0; i < 5; i++) { w.write("row " + i); w.newLine(); }
        }
        try (BufferedReader r = Files.newBufferedReader(dir.resolve("w.txt"))) {
            String line; int n = 0;
            while ((line = r.readLine()) != null) n += line.length();
            System.out.println("buffered chars: " + n);
        }
        try (OutputStream o = Files.newOutputStream(dir.resolve("o.bin"))) { o.write(new byte[] {1, 2, 3}); }
        try (InputStream in = Files.newInputStream(dir.resolve("o.bin"))) {
            System.out.println("stream read: " + in.read() + " " + in.read() + " " + in.read() + " " + in.read());
        }
        Files.createFile(dir.resolve("empty"));
        System.out.println("empty size " + Files.size(dir.resolve("empty")));
        Path nested = dir.resolve("a/b/c");
        Files.createDirectories(nested);
        Files.createDirectories(nested);
        System.out.println("nested: " + Files.isDirectory(nested));
        try (Stream<Path> s = Files.list(dir)) {
            System.out.println("list: " + s.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList()));
        }
        Path c = Files.copy(f, dir.resolve("copy.txt"));
        System.out.println("copied " + c + ": " + Files.readAllLines(c));
        Files.move(c, dir.resolve("moved.txt"));
        System.out.println("moved: " + Files.exists(c) + " " + Files.readAllLines(dir.resolve("moved.txt")).size());
        Files.copy(g, dir.resolve("moved.txt"), StandardCopyOption.REPLACE_EXISTING);
        System.out.println("replaced: " + Files.readString(dir.resolve("moved.txt")).startsWith("replaced"));

        // errors
        Path missing = dir.resolve("missing.txt");
        try { Files.readAllLines(missing); } catch (NoSuchFileException e) { System.out.println("readAllLines: " + e); }
        try { Files.readString(missing); } catch (NoSuchFileException e) { System.out.println("readString: " + e.getMessage()); }
        try { Files.size(missing); } catch (NoSuchFileException e) { System.out.println("size: " + e); }
        try { Files.newInputStream(missing); } catch (NoSuchFileException e) { System.out.println("newInputStream: " + e.getFile()); }
        try { Files.delete(missing); } catch (NoSuchFileException e) { System.out.println("delete: " + e); }
        System.out.println("deleteIfExists: " + Files.deleteIfExists(missing));
        try { Files.write(missing, new byte[1], StandardOpenOption.APPEND); } catch (NoSuchFileException e) { System.out.println("append to missing: " + e); }
        try { Files.createFile(f); } catch (FileAlreadyExistsException e) { System.out.println("createFile: " + e); }
        try { Files.createDirectory(dir); } catch (FileAlreadyExistsException e) { System.out.println("createDirectory: " + e); }
        try { Files.createDirectories(f); } catch (FileAlreadyExistsException e) { System.out.println("createDirectories: " + e); }
        try { Files.write(f, new byte[1], StandardOpenOption.CREATE_NEW); } catch (FileAlreadyExistsException e) { System.out.println("CREATE_NEW: " + e); }
        try { Files.delete(dir.resolve("a")); } catch (DirectoryNotEmptyException e) { System.out.println("delete dir: " + e); }
        try { Files.copy(f, g); } catch (FileAlreadyExistsException e) { System.out.println("copy: " + e); }
        try { Files.move(f, g); } catch (FileAlreadyExistsException e) { System.out.println("move: " + e); }
        try { Files.readAllBytes(dir); } catch (IOException e) { System.out.println("read a directory: " + e); }
        try { Files.list(f); } catch (NotDirectoryException e) { System.out.println("list a file: " + e); }
        try { Files.newOutputStream(f, StandardOpenOption.READ); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { Files.newOutputStream(f, StandardOpenOption.APPEND, StandardOpenOption.TRUNCATE_EXISTING); } catch (IllegalArgumentException e) { System.out.println(e); }
        System.out.println("is FileSystemException: " + (new NoSuchFileException("x") instanceof FileSystemException)
                + ", message " + new FileSystemException("f", "g", "why").getMessage());

        // clean up, deepest first
        Files.delete(nested);
        Files.delete(dir.resolve("a/b"));
        Files.delete(dir.resolve("a"));
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : s.collect(Collectors.toList())) Files.delete(p);
        }
        Files.delete(dir);
        System.out.println("cleaned: " + Files.notExists(dir));
    }
}
