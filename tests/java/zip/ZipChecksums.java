import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;
import java.util.zip.CheckedInputStream;
import java.util.zip.CheckedOutputStream;
import java.util.zip.Checksum;

public class ZipChecksums {
    static String hex(long v) {
        return Long.toHexString(v);
    }

    static void all(String label, byte[] b) {
        Checksum[] cs = { new CRC32(), new CRC32C(), new Adler32() };
        StringBuilder sb = new StringBuilder(label);
        for (Checksum c : cs) {
            c.update(b, 0, b.length);
            sb.append(' ').append(hex(c.getValue()));
        }
        System.out.println(sb);
    }

    public static void main(String[] args) throws IOException {
        all("empty", new byte[0]);
        all("a", "a".getBytes());
        all("abc", "abc".getBytes());
        all("digits", "123456789".getBytes());
        byte[] big = new byte[100000];
        for (int i = 0; i < big.length; i++) {
            big[i] = (byte) (i * 31 + (i >> 7));
        }
        all("big", big);
        byte[] ff = new byte[6000];
        java.util.Arrays.fill(ff, (byte) 0xff);
        all("ff6000", ff);

        // byte at a time equals block
        Checksum[] one = { new CRC32(), new CRC32C(), new Adler32() };
        Checksum[] blk = { new CRC32(), new CRC32C(), new Adler32() };
        for (int k = 0; k < 3; k++) {
            for (int i = 0; i < 1000; i++) {
                one[k].update(big[i]);
            }
            blk[k].update(big, 0, 1000);
            System.out.println("bytewise " + k + " " + (one[k].getValue() == blk[k].getValue()) + " " + hex(one[k].getValue()));
        }
        // pieces equal whole
        CRC32 p = new CRC32();
        p.update(big, 0, 12345);
        p.update(big, 12345, big.length - 12345);
        CRC32 w = new CRC32();
        w.update(big);
        System.out.println("pieces " + (p.getValue() == w.getValue()));
        p.reset();
        System.out.println("reset crc " + p.getValue());
        Adler32 ad = new Adler32();
        ad.update(big);
        ad.reset();
        System.out.println("reset adler " + ad.getValue());
        // update(int) uses the low 8 bits only
        CRC32 lo = new CRC32();
        lo.update(0x1241);
        CRC32 lo2 = new CRC32();
        lo2.update(0x41);
        System.out.println("low bits " + (lo.getValue() == lo2.getValue()));

        // bounds
        try {
            new CRC32().update(big, -1, 2);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE " + e.getMessage());
        }
        try {
            new Adler32().update(big, 99999, 2);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE " + e.getMessage());
        }
        try {
            new CRC32C().update(null, 0, 1);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }

        // checked streams
        CheckedInputStream ci = new CheckedInputStream(new ByteArrayInputStream(big), new CRC32());
        byte[] buf = new byte[777];
        int total = 0;
        int n;
        System.out.println("first " + ci.read());
        total++;
        while ((n = ci.read(buf)) > 0) {
            total += n;
        }
        System.out.println("checked in " + total + " " + hex(ci.getChecksum().getValue()) + " " + (ci.getChecksum().getValue() == w.getValue()));
        CheckedInputStream cs = new CheckedInputStream(new ByteArrayInputStream(big), new Adler32());
        System.out.println("skip " + cs.skip(50000) + " " + hex(cs.getChecksum().getValue()));
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        CheckedOutputStream co = new CheckedOutputStream(bo, new CRC32C());
        co.write(big, 0, 500);
        co.write(7);
        co.write(big, 500, 1000);
        co.close();
        System.out.println("checked out " + bo.size() + " " + hex(co.getChecksum().getValue()));
    }
}
