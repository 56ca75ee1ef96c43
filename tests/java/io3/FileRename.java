import java.io.*;
import java.nio.file.*;

// File.renameTo: a file renamed, an existing target replaced, a missing source and a
// missing target directory refused (false), a directory renamed.
public class FileRename {
    static void write(File f, String s) throws IOException {
        try (FileWriter w = new FileWriter(f)) {
            w.write(s);
        }
    }

    public static void main(String[] args) throws Exception {
        File a = new File("a.txt"), b = new File("b.txt"), c = new File("c.txt");
        write(a, "alpha");
        System.out.println("rename a->b " + a.renameTo(b) + " a exists " + a.exists() + " b " + new String(Files.readAllBytes(b.toPath())));
        write(c, "gamma");
        System.out.println("rename c->b (replaces) " + c.renameTo(b) + " b " + new String(Files.readAllBytes(b.toPath())));
        System.out.println("missing source " + new File("nope.txt").renameTo(new File("x.txt")));
        System.out.println("missing dir " + b.renameTo(new File("no/such/dir/b.txt")) + " b still " + b.exists());
        File d = new File("dir1");
        d.mkdir();
        write(new File(d, "inner"), "i");
        File e = new File("dir2");
        System.out.println("dir " + d.renameTo(e) + " " + new File(e, "inner").exists() + " " + d.exists());
        try {
            b.renameTo(null);
        } catch (NullPointerException ex) {
            System.out.println("null: NPE");
        }
    }
}
