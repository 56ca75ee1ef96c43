import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.File;
import java.io.FileFilter;
import java.io.FilenameFilter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;

/** java.io leftovers: File filters, permissions and times, System.console() without a terminal, DataInputStream.readLine. */
public class FilesJavaIo {
    static String names(File[] fs) {
        if (fs == null) {
            return "null";
        }
        String[] n = new String[fs.length];
        for (int i = 0; i < fs.length; i++) {
            n[i] = fs[i].getPath();
        }
        Arrays.sort(n);
        return Arrays.toString(n);
    }

    static String perms(File f) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(f.toPath()));
    }

    public static void main(String[] args) throws Exception {
        File d = new File("d");
        System.out.println("mkdirs " + new File(d, "sub/inner").mkdirs());
        for (String n : new String[] {"a.txt", "b.txt", "c.log", "sub/x.txt"}) {
            Files.writeString(new File(d, n).toPath(), n);
        }
        System.out.println("listFiles " + names(d.listFiles()));
        System.out.println("FileFilter " + names(d.listFiles((FileFilter) File::isDirectory)));
        System.out.println("FilenameFilter " + names(d.listFiles((FilenameFilter) (dir, name) -> name.endsWith(".txt"))));
        System.out.println("null filter " + names(d.listFiles((FileFilter) null)).length());
        String[] l = d.list((dir, name) -> dir.equals(d) && name.startsWith("c"));
        System.out.println("list filter " + Arrays.toString(l));
        System.out.println("list of file " + new File(d, "a.txt").list() + " " + names(new File(d, "a.txt").listFiles()));
        System.out.println("list of missing " + new File("missing").list() + " " + names(new File("missing").listFiles(f -> true)));

        File a = new File(d, "a.txt");
        System.out.println("isFile " + a.isFile() + " " + d.isFile() + " " + new File("missing").isFile());
        System.out.println("setLastModified " + a.setLastModified(1500000000000L) + " " + a.lastModified()
                           + " " + Files.getLastModifiedTime(a.toPath()));
        System.out.println("missing lastModified " + new File("missing").lastModified() + " "
                           + new File("missing").setLastModified(0));
        try {
            a.setLastModified(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative: " + e.getMessage());
        }
        Files.setPosixFilePermissions(a.toPath(), PosixFilePermissions.fromString("rw-r--r--"));
        System.out.println("can " + a.canRead() + " " + a.canWrite() + " " + a.canExecute() + " " + d.canExecute()
                           + " " + new File("missing").canRead());
        System.out.println("setExecutable " + a.setExecutable(true) + " " + perms(a) + " " + a.canExecute());
        System.out.println("setExecutable all " + a.setExecutable(true, false) + " " + perms(a));
        System.out.println("setExecutable off " + a.setExecutable(false, false) + " " + perms(a));
        System.out.println("setWritable off " + a.setWritable(false) + " " + perms(a));
        System.out.println("setWritable all " + a.setWritable(true, false) + " " + perms(a));
        System.out.println("setReadOnly " + a.setReadOnly() + " " + perms(a));
        System.out.println("setReadable off " + a.setReadable(false, false) + " " + perms(a));
        System.out.println("setReadable " + a.setReadable(true) + " " + perms(a));
        System.out.println("missing set " + new File("missing").setReadable(true));
        System.out.println("space " + (d.getTotalSpace() > 0) + " " + (d.getUsableSpace() <= d.getTotalSpace())
                           + " " + (d.getFreeSpace() >= d.getUsableSpace()) + " " + new File("missing").getTotalSpace());

        // no terminal here: stdin and stdout are redirected
        System.out.println("console " + System.console());

        // readLine: a lone \r ends a line and the next byte is kept
        DataInputStream in = new DataInputStream(new ByteArrayInputStream("one\rtwo\r\nthree\n\rfour\r".getBytes()));
        @SuppressWarnings("deprecation")
        String l1 = in.readLine();
        System.out.println("readLine [" + l1 + "] next " + (char) in.read());
        @SuppressWarnings("deprecation")
        String l2 = in.readLine();
        @SuppressWarnings("deprecation")
        String l3 = in.readLine();
        @SuppressWarnings("deprecation")
        String l4 = in.readLine();
        @SuppressWarnings("deprecation")
        String l5 = in.readLine();
        @SuppressWarnings("deprecation")
        String l6 = in.readLine();
        System.out.println("lines [" + l2 + "] [" + l3 + "] [" + l4 + "] [" + l5 + "] " + l6 + " " + in.read());
        DataInputStream in2 = new DataInputStream(new ByteArrayInputStream("x\ry".getBytes()));
        @SuppressWarnings("deprecation")
        String m1 = in2.readLine();
        System.out.println("then readByte [" + m1 + "] " + (char) in2.readByte() + " " + in2.read());
    }
}
