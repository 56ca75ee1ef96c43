import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.io.File;
import java.util.Collection;
import java.util.Iterator;
import java.util.TreeSet;
import org.apache.commons.io.FileUtils;
import org.apache.commons.io.FilenameUtils;
import org.apache.commons.io.filefilter.DirectoryFileFilter;
import org.apache.commons.io.filefilter.SuffixFileFilter;
import org.apache.commons.io.filefilter.TrueFileFilter;
import org.apache.commons.io.HexDump;
import org.apache.commons.io.IOUtils;
import org.apache.commons.io.LineIterator;
import org.apache.commons.io.input.BOMInputStream;
import org.apache.commons.io.input.BoundedInputStream;
import org.apache.commons.io.input.CountingInputStream;
import org.apache.commons.io.input.TeeInputStream;

/**
 * Drives Debian's commons-io: IOUtils, FilenameUtils, LineIterator, HexDump, the
 * input streams, and FileUtils (in 2.11 built on java.nio.file: Files.walkFileTree,
 * FileVisitor, DirectoryStream, FileTime, attribute views), in a fresh working folder.
 */
public class CommonsIoDriver {
    static int failures;

    interface Step {
        Object run() throws Exception;
    }

    static void step(String name, Step s) {
        try {
            System.out.println(name + ": " + s.run());
        } catch (Throwable e) {
            failures++;
            System.out.println(name + ": threw " + e);
        }
    }

    public static void main(String[] args) {
        final byte[] data = "line one\nline two\r\nline three\n".getBytes(StandardCharsets.UTF_8);
        step("toString", () -> IOUtils.toString(new ByteArrayInputStream(data), StandardCharsets.UTF_8).length());
        step("readLines", () -> IOUtils.readLines(new StringReader("a\nb\r\nc")));
        step("toByteArray", () -> IOUtils.toByteArray(new ByteArrayInputStream(data)).length);
        step("copy", () -> {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            return IOUtils.copy(new ByteArrayInputStream(data), bo) + " " + bo.size();
        });
        step("copyLarge", () -> IOUtils.copyLarge(new ByteArrayInputStream(new byte[100000]), new ByteArrayOutputStream()));
        step("contentEquals", () -> IOUtils.contentEquals(new ByteArrayInputStream(data), new ByteArrayInputStream(data.clone())));
        step("write chars", () -> {
            StringWriter w = new StringWriter();
            IOUtils.write("x\u00e9y", w);
            return w.toString().length();
        });
        step("lineIterator", () -> {
            List<String> l = new ArrayList<>();
            LineIterator it = IOUtils.lineIterator(new StringReader("p\nq\nr"));
            while (it.hasNext()) {
                l.add(it.next());
            }
            return l;
        });
        step("skipFully", () -> {
            ByteArrayInputStream in = new ByteArrayInputStream(data);
            IOUtils.skipFully(in, 5);
            return (char) in.read();
        });
        step("filename", () -> FilenameUtils.getExtension("a/b/c.tar.gz") + " " + FilenameUtils.getBaseName("/x/y/file.txt")
                               + " " + FilenameUtils.normalize("/a/./b/../c//d") + " " + FilenameUtils.concat("/base", "rel/f")
                               + " " + FilenameUtils.wildcardMatch("report.csv", "*.csv") + " " + FilenameUtils.separatorsToUnix("a\\b"));
        step("counting", () -> {
            CountingInputStream c = new CountingInputStream(new ByteArrayInputStream(data));
            IOUtils.toByteArray(c);
            return c.getByteCount();
        });
        step("bounded", () -> IOUtils.toByteArray(new BoundedInputStream(new ByteArrayInputStream(data), 4)).length);
        step("tee", () -> {
            ByteArrayOutputStream side = new ByteArrayOutputStream();
            IOUtils.toByteArray(new TeeInputStream(new ByteArrayInputStream(data), side));
            return side.size();
        });
        step("bom", () -> {
            byte[] withBom = { (byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'h', 'i' };
            BOMInputStream b = new BOMInputStream(new ByteArrayInputStream(withBom));
            return b.hasBOM() + " " + IOUtils.toString(b, StandardCharsets.UTF_8);
        });
        step("hexdump", () -> {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            HexDump.dump("hex dump!".getBytes(), 0, bo, 0);
            return bo.toString().trim();
        });
        fileUtils();
        System.out.println("failures " + failures);
    }

    static String sortedNames(Collection<File> files) {
        TreeSet<String> t = new TreeSet<>();
        for (File f : files) {
            t.add(f.getPath());
        }
        return t.toString();
    }

    static void fileUtils() {
        final File src = new File("src");
        final File dst = new File("dst");
        step("forceMkdir", () -> {
            FileUtils.forceMkdir(new File(src, "a/b"));
            FileUtils.forceMkdir(new File(src, "empty"));
            return new File(src, "a/b").isDirectory();
        });
        step("writeStringToFile", () -> {
            FileUtils.writeStringToFile(new File(src, "one.txt"), "first line\nsecond line\n", StandardCharsets.UTF_8);
            FileUtils.writeStringToFile(new File(src, "a/two.txt"), "two", StandardCharsets.UTF_8);
            FileUtils.writeStringToFile(new File(src, "a/b/three.log"), "three!", StandardCharsets.UTF_8);
            FileUtils.writeStringToFile(new File(src, "a/two.txt"), "+more", StandardCharsets.UTF_8, true);
            FileUtils.writeByteArrayToFile(new File(src, "bytes.bin"), new byte[300]);
            return new File(src, "a/two.txt").length();
        });
        step("readFileToString", () -> FileUtils.readFileToString(new File(src, "a/two.txt"), StandardCharsets.UTF_8));
        step("readLines", () -> FileUtils.readLines(new File(src, "one.txt"), StandardCharsets.UTF_8));
        step("readFileToByteArray", () -> FileUtils.readFileToByteArray(new File(src, "bytes.bin")).length);
        step("sizeOf", () -> FileUtils.sizeOf(src) + " " + FileUtils.sizeOf(new File(src, "one.txt")) + " "
                             + FileUtils.sizeOfDirectory(new File(src, "a")) + " " + FileUtils.sizeOfAsBigInteger(src));
        step("byteCountToDisplaySize", () -> FileUtils.byteCountToDisplaySize(FileUtils.sizeOf(src) * 10000));
        step("listFiles all", () -> sortedNames(FileUtils.listFiles(src, null, true)));
        step("listFiles txt", () -> sortedNames(FileUtils.listFiles(src, new String[] {"txt"}, true)));
        step("listFiles top", () -> sortedNames(FileUtils.listFiles(src, null, false)));
        step("listFiles filters", () -> sortedNames(FileUtils.listFiles(src, new SuffixFileFilter(".log"),
                                                                        TrueFileFilter.INSTANCE)));
        step("listFilesAndDirs", () -> sortedNames(FileUtils.listFilesAndDirs(src, TrueFileFilter.INSTANCE,
                                                                              DirectoryFileFilter.INSTANCE)));
        step("iterateFiles", () -> {
            TreeSet<String> t = new TreeSet<>();
            Iterator<File> it = FileUtils.iterateFiles(src, new String[] {"txt", "log"}, true);
            while (it.hasNext()) {
                t.add(it.next().getName());
            }
            return t;
        });
        step("copyFile", () -> {
            File c = new File(src, "copy.txt");
            FileUtils.copyFile(new File(src, "one.txt"), c);
            return FileUtils.contentEquals(c, new File(src, "one.txt")) + " "
                   + FileUtils.contentEquals(c, new File(src, "a/two.txt"));
        });
        step("copyFile keeps date", () -> {
            File f = new File(src, "one.txt");
            f.setLastModified(1000000000000L);
            File c = new File("dated.txt");
            FileUtils.copyFile(f, c);
            return c.lastModified() + " " + FileUtils.isFileNewer(c, 999999999000L) + " "
                   + FileUtils.isFileOlder(c, new File(src, "a/two.txt"));
        });
        step("copyDirectory", () -> {
            FileUtils.copyDirectory(src, dst);
            return sortedNames(FileUtils.listFilesAndDirs(dst, TrueFileFilter.INSTANCE, TrueFileFilter.INSTANCE))
                   + " " + FileUtils.sizeOf(dst) + " " + new File(dst, "one.txt").lastModified();
        });
        step("copyDirectory filter", () -> {
            File d2 = new File("dst2");
            FileUtils.copyDirectory(src, d2, new SuffixFileFilter(".txt"));
            return sortedNames(FileUtils.listFiles(d2, null, true));
        });
        step("copyDirectoryToDirectory", () -> {
            File into = new File("into");
            FileUtils.copyDirectoryToDirectory(new File(src, "a"), into);
            return sortedNames(FileUtils.listFiles(into, null, true));
        });
        step("copyToDirectory", () -> {
            FileUtils.copyFileToDirectory(new File(src, "one.txt"), new File("into"));
            return new File("into/one.txt").exists();
        });
        step("copyInputStreamToFile", () -> {
            FileUtils.copyInputStreamToFile(new ByteArrayInputStream(data()), new File("in.bin"));
            return new File("in.bin").length();
        });
        step("touch", () -> {
            File t = new File("touched");
            FileUtils.touch(t);
            return t.exists() + " " + t.length();
        });
        step("moveFile", () -> {
            FileUtils.moveFile(new File("touched"), new File("moved"));
            return new File("touched").exists() + " " + new File("moved").exists();
        });
        step("moveDirectory", () -> {
            FileUtils.moveDirectory(new File("dst2"), new File("dst3"));
            return new File("dst2").exists() + " " + sortedNames(FileUtils.listFiles(new File("dst3"), null, true));
        });
        step("moveFile exists", () -> {
            FileUtils.moveFile(new File("moved"), new File(src, "one.txt"));
            return "moved";
        });
        step("readFileToString missing", () -> FileUtils.readFileToString(new File("missing"), StandardCharsets.UTF_8));
        step("cleanDirectory", () -> {
            FileUtils.cleanDirectory(new File("into"));
            return new File("into").exists() + " " + new File("into").list().length;
        });
        step("deleteDirectory", () -> {
            FileUtils.deleteDirectory(dst);
            return dst.exists();
        });
        step("deleteQuietly", () -> FileUtils.deleteQuietly(new File("dst3")) + " " + FileUtils.deleteQuietly(new File("none")));
        step("forceDelete missing", () -> {
            FileUtils.forceDelete(new File("none"));
            return "deleted";
        });
        step("directoryContains", () -> FileUtils.directoryContains(src, new File(src, "a/b/three.log")) + " "
                                        + FileUtils.directoryContains(src, new File("dated.txt")));
        step("isEmptyDirectory", () -> FileUtils.isEmptyDirectory(new File(src, "empty")) + " " + FileUtils.isEmptyDirectory(src));
        step("checksumCRC32", () -> Long.toHexString(FileUtils.checksumCRC32(new File(src, "a/two.txt"))));
        step("toFile", () -> FileUtils.toFile(new File(src, "one.txt").toURI().toURL()).getName());
        step("getTempDirectory", () -> FileUtils.getTempDirectory().equals(new File(System.getProperty("java.io.tmpdir"))));
        step("deleteDirectory src", () -> {
            FileUtils.deleteDirectory(src);
            return src.exists();
        });
    }

    static byte[] data() {
        return "line one\nline two\r\nline three\n".getBytes(StandardCharsets.UTF_8);
    }
}
