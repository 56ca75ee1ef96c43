// jvm-args: -Xmx64m
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.util.Base64;
import java.util.Enumeration;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * Zip64: archives made by Info-ZIP's zip -fz (Zip64 extra fields in every header, a Zip64 end
 * record; one written to a pipe, with a data descriptor), read by ZipFile and ZipInputStream;
 * and an archive of more than 65535 entries written by ZipOutputStream (a Zip64 end record).
 */
public class ZipZip64 {
    // zip -X -fz z.zip a.txt b.txt d d/c.txt (a.txt stored, b.txt deflated, a directory)
    static final String Z = "UEsDBC0AAAAAAIMYIlDq40/t//////////8FABQAYS50eHQBABAADAAAAAAAAAAMAAAAAAAAAGhlbGxvIHppcDY0ClBLAwQtAAAACACDGCJQjuKS+P//////////BQAUAGIudHh0AQAQAHkFAAAAAAAAFgAAAAAAAAArSi1ITSxRKBqlRqlRapQapehDcQEAUEsDBC0AAAAAAIMYIlAAAAAA//////////8CABQAZC8BABAAAAAAAAAAAAAAAAAAAAAAAFBLAwQtAAAAAACDGCJQgxbcjP//////////BwAUAGQvYy50eHQBABAAAQAAAAAAAAABAAAAAAAAAHhQSwECHgMtAAAAAACDGCJQ6uNP7QwAAAD/////BQAMAAAAAAABAAAApIEAAAAAYS50eHQBAAgADAAAAAAAAABQSwECHgMtAAAACACDGCJQjuKS+BYAAAD/////BQAMAAAAAAABAAAApIFDAAAAYi50eHQBAAgAeQUAAAAAAABQSwECHgMKAAAAAACDGCJQAAAAAAAAAAD/////AgAMAAAAAAAAABAA7UGQAAAAZC8BAAgAAAAAAAAAAABQSwECHgMtAAAAAACDGCJQgxbcjAEAAAD/////BwAMAAAAAAABAAAApIHEAAAAZC9jLnR4dAEACAABAAAAAAAAAFBLBgYsAAAAAAAAAB4DLQAAAAAAAAAAAAQAAAAAAAAABAAAAAAAAAD7AAAAAAAAAP4AAAAAAAAAUEsGBwAAAAD5AQAAAAAAAAEAAABQSwUGAAAAAAQABAD7AAAA/////wAA";
    // printf abc | zip -X -fz - -
    static final String S = "UEsDBC0AAAAAALEWgl3CQSQ1//////////8BABQALQEAEAADAAAAAAAAAAMAAAAAAAAAYWJjUEsBAh4DLQAAAAAAsRaCXcJBJDUDAAAA/////wEADAAAAAAAAQAAAIARAAAAAC0BAAgAAwAAAAAAAABQSwYGLAAAAAAAAAAeAy0AAAAAAAAAAAABAAAAAAAAAAEAAAAAAAAAOwAAAAAAAAA2AAAAAAAAAFBLBgcAAAAAcQAAAAAAAAABAAAAUEsFBgAAAAABAAEAOwAAAP////8AAA==";

    static String read(InputStream in) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        in.transferTo(bo);
        String s = bo.toString("UTF-8");
        return s.length() > 20 ? s.substring(0, 20) + "...(" + s.length() + ")" : s.replace("\n", "\\n");
    }

    static String describe(ZipEntry e) {
        return e.getName() + " size=" + e.getSize() + " csize=" + e.getCompressedSize() + " method=" + e.getMethod()
               + " crc=" + Long.toHexString(e.getCrc()) + " dir=" + e.isDirectory()
               + " extra=" + (e.getExtra() == null ? "none" : e.getExtra().length + "");
    }

    static void viaZipFile(String title, File f) throws IOException {
        try (ZipFile zf = new ZipFile(f)) {
            System.out.println(title + " ZipFile: " + zf.size() + " entries");
            Enumeration<? extends ZipEntry> en = zf.entries();
            while (en.hasMoreElements()) {
                ZipEntry e = en.nextElement();
                System.out.println("  " + describe(e) + " [" + read(zf.getInputStream(e)) + "]");
            }
        }
    }

    static void viaStream(String title, byte[] zip) throws IOException {
        try (ZipInputStream zin = new ZipInputStream(new ByteArrayInputStream(zip))) {
            System.out.println(title + " ZipInputStream:");
            ZipEntry e;
            while ((e = zin.getNextEntry()) != null) {
                String before = describe(e);
                String data = read(zin);
                System.out.println("  " + before + " [" + data + "] after: size=" + e.getSize() + " csize="
                                   + e.getCompressedSize() + " crc=" + Long.toHexString(e.getCrc()));
            }
        }
    }

    public static void main(String[] args) throws Exception {
        for (String[] z : new String[][] {{"zip -fz", Z}, {"zip -fz pipe", S}}) {
            byte[] b = Base64.getDecoder().decode(z[1]);
            File f = new File(z[0].replace(' ', '_') + ".zip");
            try (FileOutputStream o = new FileOutputStream(f)) {
                o.write(b);
            }
            viaZipFile(z[0], f);
            viaStream(z[0], b);
        }

        // more entries than the end record can count
        int n = Integer.parseInt(args.length > 0 ? args[0] : "65535");
        File big = new File("many.zip");
        CRC32 crc = new CRC32();
        crc.update('x');
        try (ZipOutputStream zo = new ZipOutputStream(new java.io.BufferedOutputStream(new FileOutputStream(big)))) {
            zo.setMethod(ZipOutputStream.STORED);
            for (int i = 0; i < n; i++) {
                ZipEntry e = new ZipEntry(Integer.toString(i, 36));
                e.setSize(1);
                e.setCrc(crc.getValue());
                e.setTime(1000000000000L);
                zo.putNextEntry(e);
                zo.write('x');
            }
        }
        try (RandomAccessFile raf = new RandomAccessFile(big, "r")) {
            byte[] tail = new byte[22 + 20 + 56];
            raf.seek(raf.length() - tail.length);
            raf.readFully(tail);
            System.out.printf("tail: zip64 end %02x%02x%02x%02x locator %02x%02x%02x%02x end count %02x%02x%n",
                              tail[3], tail[2], tail[1], tail[0], tail[59], tail[58], tail[57], tail[56],
                              tail[56 + 20 + 11], tail[56 + 20 + 10]);
            System.out.println("size " + raf.length());
        }
        try (ZipFile zf = new ZipFile(big)) {
            ZipEntry last = zf.getEntry(Integer.toString(n - 1, 36));
            System.out.println("ZipFile " + zf.size() + " last " + describe(last) + " [" + read(zf.getInputStream(last)) + "]");
            System.out.println("entry 65536 " + zf.getEntry(Integer.toString(65536, 36)));
        }
        try (ZipInputStream zin = new ZipInputStream(new java.io.BufferedInputStream(new java.io.FileInputStream(big)))) {
            int count = 0;
            long bytes = 0;
            while (zin.getNextEntry() != null) {
                count++;
                bytes += zin.read() == 'x' ? 1 : 0;
            }
            System.out.println("ZipInputStream " + count + " entries, " + bytes + " x");
        }
    }
}
