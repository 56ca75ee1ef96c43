import java.io.ByteArrayOutputStream;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Enumeration;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.zip.CRC32;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * `write DIR`: writes DIR/t.zip, DIR/t.gz and DIR/t.jar (fixed times, so
 * the bytes are the same on every VM); `read DIR`: reads the three files
 * (and DIR/ext.zip, DIR/ext.gz when they exist) and prints a digest of
 * each member.
 */
public class ZipInterop {
    static final long T = 1609459200000L;

    static byte[] content(int i) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < 200 * (i + 1); k++) {
            sb.append("entry ").append(i).append(" line ").append(k).append('\n');
        }
        return sb.toString().getBytes();
    }

    static String digest(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return b.length + ":" + Long.toHexString(c.getValue());
    }

    static void write(String dir) throws IOException {
        try (ZipOutputStream zo = new ZipOutputStream(new FileOutputStream(dir + "/t.zip"))) {
            for (int i = 0; i < 4; i++) {
                ZipEntry e = new ZipEntry(i == 3 ? "sub/dir/file" + i + ".txt" : "file" + i + ".txt");
                e.setTime(T + i * 60000L);
                byte[] b = content(i);
                if (i == 1) {
                    CRC32 c = new CRC32();
                    c.update(b);
                    e.setMethod(ZipEntry.STORED);
                    e.setSize(b.length);
                    e.setCrc(c.getValue());
                }
                zo.putNextEntry(e);
                zo.write(b);
                zo.closeEntry();
            }
        }
        try (GZIPOutputStream g = new GZIPOutputStream(new FileOutputStream(dir + "/t.gz"))) {
            g.write(content(5));
        }
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "Nothing");
        // JarOutputStream(out, manifest) stamps the manifest entry with the
        // current time, so two writers a DOS-time tick apart differ; the
        // manifest entry is written by hand with the fixed time instead.
        try (JarOutputStream jo = new JarOutputStream(new FileOutputStream(dir + "/t.jar"))) {
            ZipEntry me = new ZipEntry(JarFile.MANIFEST_NAME);
            me.setTime(T);
            jo.putNextEntry(me);
            m.write(jo);
            jo.closeEntry();
            ZipEntry e = new ZipEntry("data.txt");
            e.setTime(T);
            jo.putNextEntry(e);
            jo.write(content(2));
        }
    }

    static void readZip(String path) throws IOException {
        try (ZipFile zf = path.endsWith(".jar") ? new JarFile(path) : new ZipFile(path)) {
            System.out.println(path.substring(path.lastIndexOf('/') + 1) + ": " + zf.size());
            for (Enumeration<? extends ZipEntry> en = zf.entries(); en.hasMoreElements();) {
                ZipEntry e = en.nextElement();
                try (InputStream in = zf.getInputStream(e)) {
                    System.out.println("  " + e.getName() + " " + e.getMethod() + " " + digest(in.readAllBytes()));
                }
            }
            if (zf instanceof JarFile) {
                System.out.println("  Main-Class " + ((JarFile) zf).getManifest().getMainAttributes().getValue("Main-Class"));
            }
        }
    }

    static void readGz(String path) throws IOException {
        try (InputStream in = new GZIPInputStream(new FileInputStream(path))) {
            System.out.println(path.substring(path.lastIndexOf('/') + 1) + ": " + digest(in.readAllBytes()));
        }
    }

    public static void main(String[] args) throws IOException {
        String dir = args[1];
        if (args[0].equals("write")) {
            write(dir);
            return;
        }
        readZip(dir + "/t.zip");
        readGz(dir + "/t.gz");
        readZip(dir + "/t.jar");
        if (new java.io.File(dir + "/ext.zip").exists()) {
            readZip(dir + "/ext.zip");
            readGz(dir + "/ext.gz");
        }
    }
}
