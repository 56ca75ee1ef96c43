import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Date;
import java.util.List;
import java.util.zip.CRC32;
import org.apache.commons.compress.archivers.ArchiveEntry;
import org.apache.commons.compress.archivers.ArchiveInputStream;
import org.apache.commons.compress.archivers.ArchiveOutputStream;
import org.apache.commons.compress.archivers.ArchiveStreamFactory;
import org.apache.commons.compress.archivers.ar.ArArchiveEntry;
import org.apache.commons.compress.archivers.cpio.CpioArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveInputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.compressors.CompressorStreamFactory;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorInputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.apache.commons.compress.compressors.deflate.DeflateCompressorInputStream;
import org.apache.commons.compress.compressors.deflate.DeflateCompressorOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipParameters;
import org.apache.commons.compress.compressors.lz4.BlockLZ4CompressorInputStream;
import org.apache.commons.compress.compressors.lz4.BlockLZ4CompressorOutputStream;
import org.apache.commons.compress.compressors.lz4.FramedLZ4CompressorInputStream;
import org.apache.commons.compress.compressors.lz4.FramedLZ4CompressorOutputStream;
import org.apache.commons.compress.compressors.snappy.FramedSnappyCompressorInputStream;
import org.apache.commons.compress.compressors.snappy.FramedSnappyCompressorOutputStream;
import org.apache.commons.compress.utils.IOUtils;

/** Drives Debian's commons-compress: zip (stream and ZipFile), tar, ar, cpio archives and the
 *  gzip, bzip2, deflate, lz4 and snappy compressors, round trips in memory and under the run dir. */
public class CompressDriver {
    static int failures;
    static final Date FIXED = new Date(1262304000000L); // 2010-01-01 UTC

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

    static byte[] sample(int n) {
        byte[] b = new byte[n];
        long x = 12345;
        for (int i = 0; i < n; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            b[i] = (byte) ("abcdefgh \n".charAt((int) ((x >>> 33) % 10)));
        }
        return b;
    }

    static String crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return Long.toHexString(c.getValue());
    }

    interface Wrap {
        OutputStream out(OutputStream o) throws Exception;
    }

    interface Unwrap {
        InputStream in(InputStream i) throws Exception;
    }

    static String roundTrip(byte[] data, Wrap w, Unwrap u) throws Exception {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        try (OutputStream o = w.out(bo)) {
            o.write(data);
        }
        byte[] packed = bo.toByteArray();
        byte[] back;
        try (InputStream i = u.in(new ByteArrayInputStream(packed))) {
            back = IOUtils.toByteArray(i);
        }
        return "in=" + data.length + " packed=" + packed.length + " back=" + back.length + " same=" + java.util.Arrays.equals(data, back)
                + " crc=" + crc(packed);
    }

    static String listArchive(ArchiveInputStream in) throws Exception {
        StringBuilder sb = new StringBuilder();
        ArchiveEntry e;
        while ((e = in.getNextEntry()) != null) {
            byte[] body = IOUtils.toByteArray(in);
            sb.append(e.getName()).append('(').append(e.isDirectory() ? "dir" : e.getSize() + "b " + crc(body)).append(") ");
        }
        return sb.toString().trim();
    }

    public static void main(String[] args) throws Exception {
        final byte[] text = sample(20000);
        final byte[] small = "hello, compress\n".getBytes(StandardCharsets.UTF_8);

        step("gzip", () -> roundTrip(text, o -> new GzipCompressorOutputStream(o), GzipCompressorInputStream::new));
        step("gzip params", () -> {
            GzipParameters p = new GzipParameters();
            p.setFilename("data.txt");
            p.setComment("a comment");
            p.setModificationTime(FIXED.getTime());
            p.setCompressionLevel(9);
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            try (OutputStream o = new GzipCompressorOutputStream(bo, p)) {
                o.write(small);
            }
            GzipCompressorInputStream in = new GzipCompressorInputStream(new ByteArrayInputStream(bo.toByteArray()));
            String body = new String(IOUtils.toByteArray(in), StandardCharsets.UTF_8);
            return in.getMetaData().getFilename() + " " + in.getMetaData().getComment() + " " + in.getMetaData().getModificationTime()
                    + " " + body.trim() + " " + crc(bo.toByteArray());
        });
        step("gzip concatenated", () -> {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            for (int i = 0; i < 3; i++)
                try (OutputStream o = new GzipCompressorOutputStream(bo)) {
                    o.write(("member" + i + ";").getBytes(StandardCharsets.US_ASCII));
                }
            return new String(IOUtils.toByteArray(new GzipCompressorInputStream(new ByteArrayInputStream(bo.toByteArray()), true)), StandardCharsets.US_ASCII);
        });
        step("java gzip interop", () -> {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            try (OutputStream o = new java.util.zip.GZIPOutputStream(bo)) {
                o.write(text);
            }
            return IOUtils.toByteArray(new GzipCompressorInputStream(new ByteArrayInputStream(bo.toByteArray()))).length;
        });
        step("bzip2", () -> roundTrip(text, o -> new BZip2CompressorOutputStream(o), BZip2CompressorInputStream::new));
        step("bzip2 small block", () -> roundTrip(sample(150000), o -> new BZip2CompressorOutputStream(o, 1), BZip2CompressorInputStream::new));
        step("deflate", () -> roundTrip(text, o -> new DeflateCompressorOutputStream(o), DeflateCompressorInputStream::new));
        final byte[] lz4 = sample(2000); // commons-compress's LZ4 writer is slow (~6 s for 20 kB on HotSpot)
        step("lz4 block", () -> roundTrip(lz4, o -> new BlockLZ4CompressorOutputStream(o), BlockLZ4CompressorInputStream::new));
        step("lz4 framed", () -> roundTrip(lz4, o -> new FramedLZ4CompressorOutputStream(o), FramedLZ4CompressorInputStream::new));
        step("snappy framed", () -> roundTrip(text, o -> new FramedSnappyCompressorOutputStream(o), FramedSnappyCompressorInputStream::new));
        step("factory detect", () -> {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            try (OutputStream o = new CompressorStreamFactory().createCompressorOutputStream(CompressorStreamFactory.BZIP2, bo)) {
                o.write(small);
            }
            String kind = CompressorStreamFactory.detect(new java.io.BufferedInputStream(new ByteArrayInputStream(bo.toByteArray())));
            InputStream in = new CompressorStreamFactory().createCompressorInputStream(new java.io.BufferedInputStream(new ByteArrayInputStream(bo.toByteArray())));
            return kind + " " + new String(IOUtils.toByteArray(in), StandardCharsets.UTF_8).trim();
        });

        step("tar", () -> {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            try (TarArchiveOutputStream t = new TarArchiveOutputStream(bo)) {
                t.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
                TarArchiveEntry d = new TarArchiveEntry("dir/");
                d.setModTime(FIXED);
                t.putArchiveEntry(d);
                t.closeArchiveEntry();
                TarArchiveEntry e = new TarArchiveEntry("dir/hello.txt");
                e.setSize(small.length);
                e.setModTime(FIXED);
                e.setMode(0640);
                e.setUserName("user");
                t.putArchiveEntry(e);
                t.write(small);
                t.closeArchiveEntry();
                StringBuilder longName = new StringBuilder("dir/");
                for (int i = 0; i < 12; i++) longName.append("long-name-part-");
                TarArchiveEntry l = new TarArchiveEntry(longName + ".bin");
                l.setSize(text.length);
                l.setModTime(FIXED);
                t.putArchiveEntry(l);
                t.write(text);
                t.closeArchiveEntry();
            }
            byte[] tar = bo.toByteArray();
            TarArchiveInputStream in = new TarArchiveInputStream(new ByteArrayInputStream(tar));
            StringBuilder sb = new StringBuilder("len=" + tar.length + " crc=" + crc(tar) + " ");
            TarArchiveEntry e;
            while ((e = in.getNextTarEntry()) != null)
                sb.append(e.getName().length()).append(':').append(e.isDirectory() ? "d" : e.getSize() + "")
                        .append(':').append(Integer.toOctalString(e.getMode())).append(':').append(e.getUserName())
                        .append(':').append(e.getModTime().getTime()).append(' ');
            return sb.toString().trim();
        });
        step("tar.gz file", () -> {
            File f = new File("out.tar.gz");
            try (TarArchiveOutputStream t = new TarArchiveOutputStream(new GzipCompressorOutputStream(new java.io.FileOutputStream(f)))) {
                for (int i = 0; i < 3; i++) {
                    TarArchiveEntry e = new TarArchiveEntry("f" + i + ".txt");
                    byte[] b = ("file number " + i + "\n").getBytes(StandardCharsets.US_ASCII);
                    e.setSize(b.length);
                    e.setModTime(FIXED);
                    t.putArchiveEntry(e);
                    t.write(b);
                    t.closeArchiveEntry();
                }
            }
            String r;
            try (InputStream in = new GzipCompressorInputStream(new java.io.BufferedInputStream(new java.io.FileInputStream(f)))) {
                r = listArchive(new TarArchiveInputStream(in));
            }
            f.delete();
            return r;
        });
        step("zip stream", () -> {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            try (ZipArchiveOutputStream z = new ZipArchiveOutputStream(bo)) {
                z.setComment("archive comment");
                ZipArchiveEntry a = new ZipArchiveEntry("a.txt");
                a.setTime(FIXED.getTime());
                a.setComment("entry comment");
                z.putArchiveEntry(a);
                z.write(text);
                z.closeArchiveEntry();
                ZipArchiveEntry b = new ZipArchiveEntry("stored/b.bin");
                b.setMethod(ZipArchiveEntry.STORED);
                b.setSize(small.length);
                CRC32 c = new CRC32();
                c.update(small);
                b.setCrc(c.getValue());
                b.setTime(FIXED.getTime());
                z.putArchiveEntry(b);
                z.write(small);
                z.closeArchiveEntry();
            }
            byte[] zip = bo.toByteArray();
            String listed = listArchive(new ZipArchiveInputStream(new ByteArrayInputStream(zip)));
            java.util.zip.ZipInputStream jz = new java.util.zip.ZipInputStream(new ByteArrayInputStream(zip));
            List<String> names = new ArrayList<>();
            java.util.zip.ZipEntry je;
            while ((je = jz.getNextEntry()) != null)
                names.add(je.getName() + "/" + IOUtils.toByteArray(jz).length);
            return "len=" + zip.length + " " + listed + " java.util.zip=" + names;
        });
        step("zip file", () -> {
            File f = new File("out.zip");
            try (ZipArchiveOutputStream z = new ZipArchiveOutputStream(f)) {
                for (String n : new String[] {"x/1.txt", "x/2.txt", "y.txt"}) {
                    ZipArchiveEntry e = new ZipArchiveEntry(n);
                    e.setTime(FIXED.getTime());
                    z.putArchiveEntry(e);
                    z.write((n + " body\n").getBytes(StandardCharsets.UTF_8));
                    z.closeArchiveEntry();
                }
            }
            StringBuilder sb = new StringBuilder();
            try (ZipFile zf = new ZipFile(f)) {
                for (ZipArchiveEntry e : Collections.list(zf.getEntries()))
                    sb.append(e.getName()).append('=').append(new String(IOUtils.toByteArray(zf.getInputStream(e)), StandardCharsets.UTF_8).trim())
                            .append(" m").append(e.getMethod()).append(' ');
                sb.append(zf.getEntry("y.txt").getSize());
            }
            try (java.util.zip.ZipFile jf = new java.util.zip.ZipFile(f)) {
                sb.append(" java=").append(jf.size());
            }
            f.delete();
            return sb;
        });
        step("ar and cpio", () -> {
            ArchiveStreamFactory asf = new ArchiveStreamFactory();
            StringBuilder sb = new StringBuilder();
            for (String kind : new String[] {ArchiveStreamFactory.AR, ArchiveStreamFactory.CPIO}) {
                ByteArrayOutputStream bo = new ByteArrayOutputStream();
                try (ArchiveOutputStream o = asf.createArchiveOutputStream(kind, bo)) {
                    ArchiveEntry e = kind.equals(ArchiveStreamFactory.AR) ? new ArArchiveEntry("member.o", small.length, 0, 0, 0100644, FIXED.getTime() / 1000)
                            : cpio("member.o", small.length);
                    o.putArchiveEntry(e);
                    o.write(small);
                    o.closeArchiveEntry();
                }
                byte[] arc = bo.toByteArray();
                String detected = ArchiveStreamFactory.detect(new java.io.BufferedInputStream(new ByteArrayInputStream(arc)));
                sb.append(kind).append(": len=").append(arc.length).append(" detect=").append(detected).append(' ')
                        .append(listArchive(asf.createArchiveInputStream(kind, new ByteArrayInputStream(arc)))).append("; ");
            }
            return sb.toString().trim();
        });
        step("bad gzip", () -> new GzipCompressorInputStream(new ByteArrayInputStream(small)));
        System.out.println("failures: " + failures);
    }

    static CpioArchiveEntry cpio(String name, long size) {
        CpioArchiveEntry e = new CpioArchiveEntry(name, size);
        e.setMode(CpioArchiveEntry.C_ISREG | 0644);
        e.setTime(FIXED.getTime() / 1000);
        return e;
    }
}
