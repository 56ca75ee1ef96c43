import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.io.FilenameUtils;
import org.apache.commons.io.HexDump;
import org.apache.commons.io.IOUtils;
import org.apache.commons.io.LineIterator;
import org.apache.commons.io.input.BOMInputStream;
import org.apache.commons.io.input.BoundedInputStream;
import org.apache.commons.io.input.CountingInputStream;
import org.apache.commons.io.input.TeeInputStream;

/**
 * Drives Debian's commons-io: IOUtils, FilenameUtils, LineIterator, HexDump and the
 * input streams.  FileUtils is left out: in 2.11 it is built on java.nio.file
 * (FileVisitor, Files.walkFileTree, FileTime) and java.nio buffers, which the
 * class library does not have yet.
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
        System.out.println("failures " + failures);
    }
}
