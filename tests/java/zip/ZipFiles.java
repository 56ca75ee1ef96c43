import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Enumeration;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

public class ZipFiles {
    // made by Info-ZIP zip -X: b.txt (stored), d/, d/a.txt (deflated)
    static final String INFOZIP = "UEsDBAoAAAAAAMQoZFJjBJGPBAAAAAQAAAAFAAAAYi50eHRiZXRhUEsDBAoAAAAAAMQoZFIAAAAAAAAAAAAAAAACAAAAZC9QSwMEFAAAAAgAxChkUpmVg7EMAAAALAEAAAcAAABkL2EudHh0S8wpyEjkShwliSABUEsBAh4DCgAAAAAAxChkUmMEkY8EAAAABAAAAAUAAAAAAAAAAQAAAKSBAAAAAGIudHh0UEsBAh4DCgAAAAAAxChkUgAAAAAAAAAAAAAAAAIAAAAAAAAAAAAQAO1BJwAAAGQvUEsBAh4DFAAAAAgAxChkUpmVg7EMAAAALAEAAAcAAAAAAAAAAQAAAKSBRwAAAGQvYS50eHRQSwUGAAAAAAMAAwCYAAAAeAAAAAAA";
    // made by Info-ZIP zip: b.txt with an extended timestamp extra field
    static final String INFOZIP_UT = "UEsDBAoAAAAAAMQoZFJjBJGPBAAAAAQAAAAFABwAYi50eHRVVAkAA8BqQGAMSw9rdXgLAAEEAAAAAAQAAAAAYmV0YVBLAQIeAwoAAAAAAMQoZFJjBJGPBAAAAAQAAAAFABgAAAAAAAEAAACkgQAAAABiLnR4dFVUBQADwGpAYHV4CwABBAAAAAAEAAAAAFBLBQYAAAAAAQABAEsAAABDAAAAAAA=";

    static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] b = new byte[100];
        int n;
        while ((n = in.read(b)) != -1) {
            bo.write(b, 0, n);
        }
        return bo.toByteArray();
    }

    static long crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return c.getValue();
    }

    static String desc(ZipEntry e) {
        return e.getName() + " size=" + e.getSize() + " csize=" + e.getCompressedSize() + " method=" + e.getMethod()
               + " crc=" + Long.toHexString(e.getCrc()) + " time=" + e.getTime() + " dir=" + e.isDirectory()
               + " comment=" + e.getComment() + " extra=" + (e.getExtra() == null ? "null" : Integer.toString(e.getExtra().length));
    }

    static void write(OutputFactory f, String path) throws IOException {
        try (ZipOutputStream zo = new ZipOutputStream(new FileOutputStream(path))) {
            f.fill(zo);
        }
    }

    interface OutputFactory {
        void fill(ZipOutputStream zo) throws IOException;
    }

    static byte[] text(int n, int seed) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; sb.length() < n; i++) {
            sb.append("row ").append(i * seed % 101).append(" value ").append(i).append('\n');
        }
        return sb.substring(0, n).getBytes();
    }

    static void listFile(String path) throws IOException {
        try (ZipFile zf = new ZipFile(path)) {
            System.out.println(zf.getName() + ": " + zf.size() + " entries, comment " + zf.getComment());
            for (Enumeration<? extends ZipEntry> en = zf.entries(); en.hasMoreElements();) {
                ZipEntry e = en.nextElement();
                byte[] b;
                try (InputStream in = zf.getInputStream(e)) {
                    b = readAll(in);
                }
                System.out.println("  " + desc(e) + " read=" + b.length + " crcok=" + (crc(b) == e.getCrc()));
            }
        }
    }

    static void listStream(InputStream raw) throws IOException {
        try (ZipInputStream zi = new ZipInputStream(raw)) {
            ZipEntry e;
            while ((e = zi.getNextEntry()) != null) {
                String before = desc(e);
                byte[] b = readAll(zi);
                System.out.println("  stream " + before + " read=" + b.length + " after: size=" + e.getSize()
                                   + " crc=" + Long.toHexString(e.getCrc()) + " available=" + zi.available());
            }
        }
    }

    static void corrupt(String label, byte[] bytes) throws IOException {
        try (FileOutputStream fo = new FileOutputStream("bad.zip")) {
            fo.write(bytes);
        }
        try (ZipFile zf = new ZipFile("bad.zip")) {
            for (Enumeration<? extends ZipEntry> en = zf.entries(); en.hasMoreElements();) {
                ZipEntry e = en.nextElement();
                readAll(zf.getInputStream(e));
            }
            System.out.println(label + ": opened");
        } catch (IOException e) {
            System.out.println(label + ": " + e);
        }
    }

    static void corruptStream(String label, byte[] bytes) {
        try (ZipInputStream zi = new ZipInputStream(new ByteArrayInputStream(bytes))) {
            ZipEntry e;
            int n = 0;
            while ((e = zi.getNextEntry()) != null) {
                n += readAll(zi).length;
            }
            System.out.println(label + ": read " + n);
        } catch (IOException e) {
            System.out.println(label + ": " + e);
        }
    }

    public static void main(String[] args) throws IOException {
        final byte[] t1 = text(10000, 7);
        final byte[] t2 = "stored bytes".getBytes();
        final long T = 1609459200000L + 3723000L;   // 2021-01-01 01:02:03 UTC
        write(zo -> {
            zo.setComment("archive comment");
            ZipEntry e = new ZipEntry("text/one.txt");
            e.setTime(T);
            e.setComment("first entry");
            zo.putNextEntry(e);
            zo.write(t1, 0, 3000);
            zo.write(t1, 3000, t1.length - 3000);
            zo.closeEntry();
            ZipEntry s = new ZipEntry("stored.bin");
            s.setMethod(ZipEntry.STORED);
            s.setSize(t2.length);
            s.setCrc(crc(t2));
            s.setTime(T + 1000);
            zo.putNextEntry(s);
            zo.write(t2);
            ZipEntry dir = new ZipEntry("text/");
            dir.setTime(T);
            zo.putNextEntry(dir);
            ZipEntry known = new ZipEntry("known.txt");   // deflated with sizes given: no data descriptor
            known.setTime(T);
            known.setExtra(new byte[] { 0x34, 0x12, 2, 0, 7, 7 });
            zo.putNextEntry(known);
            zo.setLevel(9);
            zo.write("level nine".getBytes());
            ZipEntry empty = new ZipEntry("empty");
            empty.setTime(T);
            zo.putNextEntry(empty);
        }, "a.zip");
        System.out.println("a.zip " + new File("a.zip").length() + " bytes crc " + Long.toHexString(crc(readAll(new FileInputStream("a.zip")))));
        listFile("a.zip");
        listStream(new FileInputStream("a.zip"));

        try (ZipFile zf = new ZipFile(new File("a.zip"))) {
            System.out.println("getEntry text " + zf.getEntry("text") + " missing " + zf.getEntry("nope"));
            ZipEntry e = zf.getEntry("text/one.txt");
            InputStream in = zf.getInputStream(e);
            System.out.println("available " + in.available() + " skip " + in.skip(5000) + " then " + readAll(in).length);
            List<String> names = new ArrayList<>();
            zf.stream().forEach(z -> names.add(z.getName()));
            System.out.println("stream " + names);
            System.out.println("input of unknown " + zf.getInputStream(new ZipEntry("unknown")));
            zf.close();
            try {
                zf.entries();
            } catch (IllegalStateException x) {
                System.out.println("closed: " + x.getMessage());
            }
        }

        // files from Info-ZIP
        try (FileOutputStream fo = new FileOutputStream("info.zip")) {
            fo.write(Base64.getDecoder().decode(INFOZIP));
        }
        try (FileOutputStream fo = new FileOutputStream("ut.zip")) {
            fo.write(Base64.getDecoder().decode(INFOZIP_UT));
        }
        listFile("info.zip");
        listStream(new FileInputStream("info.zip"));
        listFile("ut.zip");
        listStream(new FileInputStream("ut.zip"));

        // writer errors
        ZipOutputStream zo = new ZipOutputStream(new ByteArrayOutputStream());
        try {
            zo.write(1);
        } catch (ZipException e) {
            System.out.println("no entry: " + e.getMessage());
        }
        zo.putNextEntry(new ZipEntry("x"));
        try {
            zo.putNextEntry(new ZipEntry("x"));
        } catch (ZipException e) {
            System.out.println("duplicate: " + e.getMessage());
        }
        ZipEntry st = new ZipEntry("st");
        st.setMethod(ZipEntry.STORED);
        try {
            zo.putNextEntry(st);
        } catch (ZipException e) {
            System.out.println("stored: " + e.getMessage());
        }
        ZipEntry st2 = new ZipEntry("st2");
        st2.setMethod(ZipEntry.STORED);
        st2.setSize(3);
        st2.setCrc(0);
        zo.putNextEntry(st2);
        try {
            zo.write(new byte[5]);
        } catch (ZipException e) {
            System.out.println("past end: " + e.getMessage());
        }
        zo = new ZipOutputStream(new ByteArrayOutputStream());
        ZipEntry st3 = new ZipEntry("st3");
        st3.setMethod(ZipEntry.STORED);
        st3.setSize(2);
        st3.setCrc(0);
        zo.putNextEntry(st3);
        zo.write(new byte[2]);
        try {
            zo.closeEntry();
        } catch (ZipException e) {
            System.out.println("crc: " + e.getMessage());
        }
        try {
            new ZipEntry("e").setMethod(3);
        } catch (IllegalArgumentException e) {
            System.out.println("method: " + e.getMessage());
        }
        try {
            new ZipEntry("e").setSize(-2);
        } catch (IllegalArgumentException e) {
            System.out.println("size: " + e.getMessage());
        }
        try {
            new ZipEntry("e").setCrc(-2);
        } catch (IllegalArgumentException e) {
            System.out.println("crc: " + e.getMessage());
        }
        try {
            new ZipEntry((String) null);
        } catch (NullPointerException e) {
            System.out.println("name: " + e.getMessage());
        }
        ZipEntry ce = new ZipEntry("clone");
        ce.setTime(T);
        ce.setSize(10);
        ZipEntry cl = (ZipEntry) ce.clone();
        System.out.println("clone " + desc(cl) + " " + cl.hashCode() + " " + new ZipEntry(ce).getSize());

        // corrupt archives
        byte[] good = readAll(new FileInputStream("a.zip"));
        corrupt("empty", new byte[0]);
        corrupt("garbage", "this is not a zip file at all, just text".getBytes());
        corrupt("tiny", new byte[] { 'P', 'K' });
        corrupt("truncated", Arrays.copyOf(good, good.length - 30));
        byte[] badcen = good.clone();
        int end = good.length - 22 - "archive comment".length();
        int cen = (badcen[end + 16] & 0xff) | (badcen[end + 17] & 0xff) << 8;
        badcen[cen] = 'X';
        corrupt("bad cen signature", badcen);
        byte[] badoff = good.clone();
        badoff[end + 17] = 0x7f;
        corrupt("bad cen offset", badoff);
        byte[] badloc = good.clone();
        badloc[0] = 'Q';
        corrupt("bad loc", badloc);
        byte[] baddata = good.clone();
        for (int i = 60; i < 90; i++) {
            baddata[i] = (byte) 0xee;
        }
        corrupt("bad data", baddata);
        try {
            new ZipFile("missing.zip");
        } catch (IOException e) {
            System.out.println("missing: " + e);
        }
        corruptStream("stream garbage", "not a zip".getBytes());
        corruptStream("stream truncated", Arrays.copyOf(good, 500));
        corruptStream("stream bad data", baddata);
        byte[] badstored = Base64.getDecoder().decode(INFOZIP);
        badstored[14] ^= 1;   // CRC of b.txt
        corruptStream("stream bad crc", badstored);
        corruptStream("stream empty", new byte[0]);
    }
}
