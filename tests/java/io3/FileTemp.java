import java.io.File;
import java.io.FileFilter;
import java.io.FileOutputStream;
import java.io.FilenameFilter;
import java.io.IOException;
import java.util.Arrays;

// args: exit
public class FileTemp {
    public static void main(String[] args) throws IOException {
        File t = File.createTempFile("abc", null);
        System.out.println("tmp dir " + t.getParent() + " name ok " + (t.getName().startsWith("abc") && t.getName().endsWith(".tmp"))
                           + " exists " + t.exists() + " length " + t.length() + " readable " + t.canRead());
        File t2 = File.createTempFile("abc", null);
        System.out.println("distinct " + !t.equals(t2));
        System.out.println("deleted " + t.delete() + " " + t2.delete());
        File dir = new File("work");
        dir.mkdir();
        File in = File.createTempFile("data-", ".txt", dir);
        System.out.println("in dir " + in.getParentFile().getName() + " " + in.getName().endsWith(".txt") + " " + in.getName().startsWith("data-"));
        System.out.println("deleted " + in.delete());
        try {
            File.createTempFile("ab", ".x");
        } catch (IllegalArgumentException e) {
            System.out.println("short: " + e.getMessage());
        }
        try {
            File.createTempFile("abc", ".x", new File("no-such-dir"));
        } catch (IOException e) {
            System.out.println("no dir: " + e.getMessage());
        }
        System.out.println("tmpdir " + System.getProperty("java.io.tmpdir"));

        for (String n : new String[] { "b.txt", "a.txt", "c.log", "sub" }) {
            File f = new File(dir, n);
            if (n.equals("sub")) {
                f.mkdir();
            } else {
                new FileOutputStream(f).close();
            }
        }
        FilenameFilter txt = (d, name) -> name.endsWith(".txt");
        FileFilter dirs = File::isDirectory;
        String[] names = dir.list(txt);
        Arrays.sort(names);
        File[] byName = dir.listFiles(txt);
        File[] onlyDirs = dir.listFiles(dirs);
        Arrays.sort(byName);
        System.out.println("list " + Arrays.toString(names) + " files " + Arrays.toString(byName) + " dirs " + Arrays.toString(onlyDirs)
                           + " all " + dir.listFiles().length + " null filter " + dir.listFiles((FileFilter) null).length
                           + " of a file " + new File(dir, "a.txt").listFiles(dirs));

        // deleteOnExit: files in work/, then work/ itself (registered first, deleted last),
        // checked by a shutdown hook that runs before them; the test's runner sees the result
        File keep = new File(dir, "keep.txt");
        new FileOutputStream(keep).close();
        dir.deleteOnExit();
        for (File f : dir.listFiles()) {
            if (!f.getName().equals("keep.txt")) {
                if (f.isDirectory()) {
                    f.deleteOnExit();
                } else {
                    f.deleteOnExit();
                }
            }
        }
        keep.delete();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            System.out.println("hook sees " + dir.list().length + " entries");
        }));
        if (args.length > 0 && args[0].equals("exit")) {
            System.out.println("exiting");
            System.exit(3);
        }
    }
}
