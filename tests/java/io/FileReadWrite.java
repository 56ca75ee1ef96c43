// Writing and reading files in the working directory: FileOutputStream,
// FileWriter/BufferedWriter, FileReader/BufferedReader, FileInputStream, append
// mode, File.exists/length/delete/isDirectory/mkdir/list, and FileNotFoundException.
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;

public class FileReadWrite {
    public static void main(String[] args) throws IOException {
        File f = new File("test-output.txt");
        System.out.println("exists before: " + f.exists());
        try (BufferedWriter w = new BufferedWriter(new FileWriter(f))) {
            for (int i = 1; i <= 5; i++) { w.write("line " + i + " squared " + i * i); w.newLine(); }
        }
        System.out.println("exists after: " + f.exists() + ", length " + f.length() + ", isDirectory " + f.isDirectory() + ", name " + f.getName());
        try (BufferedReader r = new BufferedReader(new FileReader(f))) {
            String line;
            while ((line = r.readLine()) != null) System.out.println("read: " + line);
        }
        try (FileOutputStream out = new FileOutputStream(f, true)) {
            out.write("appended\n".getBytes());
        }
        try (FileInputStream in = new FileInputStream(f)) {
            byte[] all = in.readAllBytes();
            String s = new String(all);
            System.out.println("total bytes " + all.length + ", last line: " + s.substring(s.lastIndexOf("line 5")).trim().replace("\n", " / "));
        }
        try (FileInputStream in = new FileInputStream(f)) {
            int count = 0, b;
            while ((b = in.read()) != -1) if (b == '\n') count++;
            System.out.println("newlines " + count);
        }
        File dir = new File("subdir");
        System.out.println("mkdir " + dir.mkdir() + " isDirectory " + dir.isDirectory());
        new FileOutputStream(new File(dir, "b.txt")).close();
        new FileOutputStream(new File(dir, "a.txt")).close();
        String[] names = dir.list();
        java.util.Arrays.sort(names);
        System.out.println("listing " + java.util.Arrays.toString(names));
        for (String n : names) System.out.println("delete " + n + " " + new File(dir, n).delete());
        System.out.println("delete dir " + dir.delete() + ", delete file " + f.delete() + ", exists " + f.exists());
        try {
            new FileInputStream("does-not-exist.txt");
        } catch (FileNotFoundException e) {
            System.out.println("FileNotFoundException: " + e.getMessage());
        }
        try {
            new FileReader("no/such/dir/file.txt");
        } catch (FileNotFoundException e) {
            System.out.println("FileNotFoundException: " + e.getMessage());
        }
        System.out.println(new File("a/b/c.txt").getName() + " " + new File("a/b/c.txt").getParent() + " " + new File("a", "b").getPath());
    }
}
