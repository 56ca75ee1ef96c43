import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.Base64;
import java.util.zip.CRC32;
import java.util.zip.DeflaterInputStream;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.InflaterInputStream;
import java.util.zip.InflaterOutputStream;
import java.util.zip.ZipException;

public class ZipGzip {
    // made by gzip(1): "hello from gzip\n" with a file name, and two members
    static final String GZ1 = "H4sICAxLD2sCA2hlbGxvLnR4dADLSM3JyVdIK8rPVUivyizgAgB4Lb14EAAAAA==";
    static final String GZ2 = "H4sIAAAAAAAAA8tIzcnJV0grys9VSK/KLOACAHgtvXgQAAAAH4sIAAAAAAAAAytOTc7PS1HITc1NSi3iAgA2GEsODgAAAA==";

    static String hex(byte[] b, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(String.format("%02x", b[i] & 0xff));
        }
        return sb.toString();
    }

    static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] b = new byte[333];
        int n;
        while ((n = in.read(b)) != -1) {
            bo.write(b, 0, n);
        }
        return bo.toByteArray();
    }

    static byte[] data(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) ("abcdefghij".charAt(i % 10) + (i / 1000) % 3);
        }
        return b;
    }

    static byte[] gzip(byte[] in) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        try (GZIPOutputStream g = new GZIPOutputStream(bo)) {
            g.write(in, 0, in.length / 3);
            g.write(in[in.length / 3]);
            g.write(in, in.length / 3 + 1, in.length - in.length / 3 - 1);
        }
        return bo.toByteArray();
    }

    static void tryRead(String label, byte[] gz) {
        try {
            byte[] got = readAll(new GZIPInputStream(new ByteArrayInputStream(gz)));
            System.out.println(label + ": read " + got.length);
        } catch (IOException e) {
            System.out.println(label + ": " + e);
        }
    }

    public static void main(String[] args) throws IOException {
        byte[] d = data(50000);
        byte[] gz = gzip(d);
        CRC32 c = new CRC32();
        c.update(gz);
        System.out.println("gzip " + gz.length + " header " + hex(gz, 10) + " crc " + Long.toHexString(c.getValue()));
        System.out.println("trailer " + hex(Arrays.copyOfRange(gz, gz.length - 8, gz.length), 8));
        byte[] back = readAll(new GZIPInputStream(new ByteArrayInputStream(gz), 100));
        System.out.println("back " + back.length + " " + Arrays.equals(back, d));

        // byte at a time
        GZIPInputStream one = new GZIPInputStream(new ByteArrayInputStream(gz));
        int n = 0;
        long sum = 0;
        int b;
        while ((b = one.read()) != -1) {
            n++;
            sum += b;
        }
        System.out.println("bytewise " + n + " " + sum + " available " + one.available());
        one.close();
        try {
            one.read();
        } catch (IOException e) {
            System.out.println("closed: " + e.getMessage());
        }

        // files from gzip(1)
        System.out.print("gzip(1): " + new String(readAll(new GZIPInputStream(new ByteArrayInputStream(Base64.getDecoder().decode(GZ1))))));
        System.out.print("members: " + new String(readAll(new GZIPInputStream(new ByteArrayInputStream(Base64.getDecoder().decode(GZ2))))));

        // our own multi-member stream, and trailing garbage
        ByteArrayOutputStream mm = new ByteArrayOutputStream();
        mm.write(gzip("first;".getBytes()));
        mm.write(gzip("second;".getBytes()));
        mm.write(gzip(d));
        System.out.println("multi " + readAll(new GZIPInputStream(new ByteArrayInputStream(mm.toByteArray()))).length);
        mm.write("garbage after".getBytes());
        System.out.println("garbage " + readAll(new GZIPInputStream(new ByteArrayInputStream(mm.toByteArray()))).length);

        // header with every optional field, built by hand
        ByteArrayOutputStream h = new ByteArrayOutputStream();
        h.write(new byte[] { 0x1f, (byte) 0x8b, 8, 4 | 8 | 16, 0, 0, 0, 0, 0, 3 });
        h.write(new byte[] { 3, 0, 'x', 'y', 'z' });
        h.write("name.txt\0comment here\0".getBytes());
        byte[] body = gzip("with extras".getBytes());
        h.write(body, 10, body.length - 10);
        System.out.println("extras: " + new String(readAll(new GZIPInputStream(new ByteArrayInputStream(h.toByteArray())))));

        // bad input
        tryRead("truncated", Arrays.copyOf(gz, gz.length / 2));
        tryRead("no trailer", Arrays.copyOf(gz, gz.length - 8));
        tryRead("half trailer", Arrays.copyOf(gz, gz.length - 3));
        byte[] badcrc = gz.clone();
        badcrc[badcrc.length - 6] ^= 1;
        tryRead("bad crc", badcrc);
        byte[] badsize = gz.clone();
        badsize[badsize.length - 1] ^= 1;
        tryRead("bad size", badsize);
        tryRead("not gzip", "plain text, not gzip".getBytes());
        byte[] method = gz.clone();
        method[2] = 7;
        tryRead("method", method);
        tryRead("empty", new byte[0]);
        tryRead("header only", Arrays.copyOf(gz, 5));
        byte[] corrupt = gz.clone();
        for (int i = 12; i < 40; i++) {
            corrupt[i] = (byte) 0xff;
        }
        tryRead("corrupt", corrupt);
        byte[] hcrc = new byte[] { 0x1f, (byte) 0x8b, 8, 2, 0, 0, 0, 0, 0, 3, 0x12, 0x34 };
        tryRead("header crc", hcrc);
        try {
            readAll(new GZIPInputStream(new ByteArrayInputStream(Arrays.copyOf(gz, 30))));
        } catch (EOFException e) {
            System.out.println("EOFException " + e.getMessage());
        }

        // a file on disk, written and read back
        try (GZIPOutputStream g = new GZIPOutputStream(new FileOutputStream("out.gz"), 1024, true)) {
            g.write("line one\n".getBytes());
            g.flush();
            g.write(d);
        }
        try (InputStream in = new GZIPInputStream(new FileInputStream("out.gz"))) {
            System.out.println("file " + readAll(in).length);
        }

        // zlib streams
        ByteArrayOutputStream zo = new ByteArrayOutputStream();
        DeflaterOutputStream dos = new DeflaterOutputStream(zo);
        dos.write(d);
        dos.close();
        System.out.println("deflater stream " + zo.size() + " " + hex(zo.toByteArray(), 2));
        try {
            dos.write(1);
        } catch (IOException e) {
            System.out.println("after close: " + e.getMessage());
        }
        InflaterInputStream iis = new InflaterInputStream(new ByteArrayInputStream(zo.toByteArray()));
        System.out.println("skip " + iis.skip(12345) + " rest " + readAll(iis).length + " available " + iis.available());
        ByteArrayOutputStream io = new ByteArrayOutputStream();
        InflaterOutputStream ios = new InflaterOutputStream(io);
        byte[] z = zo.toByteArray();
        ios.write(z, 0, 100);
        ios.write(z, 100, z.length - 100);
        ios.close();
        System.out.println("inflater output " + io.size() + " " + Arrays.equals(io.toByteArray(), d));
        DeflaterInputStream dis = new DeflaterInputStream(new ByteArrayInputStream(d));
        byte[] z2 = readAll(dis);
        System.out.println("deflater input " + z2.length + " same " + Arrays.equals(z2, z));
        try {
            readAll(new InflaterInputStream(new ByteArrayInputStream("definitely not zlib".getBytes())));
        } catch (ZipException e) {
            System.out.println("ZipException " + e.getMessage());
        }
        try {
            new InflaterInputStream(new ByteArrayInputStream(z), new java.util.zip.Inflater(), 0);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        System.out.println("mark " + iis.markSupported());
        try {
            iis.reset();
        } catch (IOException e) {
            System.out.println("reset: " + e.getMessage());
        }
    }
}
