import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.InputStream;
import java.util.Arrays;
import java.util.zip.CRC32;
import org.tukaani.xz.ARMOptions;
import org.tukaani.xz.DeltaOptions;
import org.tukaani.xz.FilterOptions;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.LZMAInputStream;
import org.tukaani.xz.LZMAOutputStream;
import org.tukaani.xz.SeekableFileInputStream;
import org.tukaani.xz.SeekableXZInputStream;
import org.tukaani.xz.SingleXZInputStream;
import org.tukaani.xz.X86Options;
import org.tukaani.xz.XZ;
import org.tukaani.xz.XZInputStream;
import org.tukaani.xz.XZOutputStream;

/** Drives Debian's XZ for Java: xz and lzma round trips at several presets, integrity checks,
 *  BCJ and delta filters, multi-block seekable files, corrupt input. */
public class XzDriver {
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

    static byte[] sample(int n) {
        byte[] b = new byte[n];
        long x = 99;
        for (int i = 0; i < n; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            b[i] = (byte) ("xyzw 0123\n".charAt((int) ((x >>> 33) % 10)));
        }
        return b;
    }

    static String crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return Long.toHexString(c.getValue());
    }

    static byte[] readAll(InputStream in) throws Exception {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] buf = new byte[4096];
        int n;
        while ((n = in.read(buf)) > 0)
            bo.write(buf, 0, n);
        in.close();
        return bo.toByteArray();
    }

    static String xz(byte[] data, FilterOptions[] filters, int check) throws Exception {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        try (XZOutputStream o = new XZOutputStream(bo, filters, check)) {
            o.write(data);
        }
        byte[] packed = bo.toByteArray();
        byte[] back = readAll(new XZInputStream(new ByteArrayInputStream(packed)));
        return "packed=" + packed.length + " same=" + Arrays.equals(data, back) + " crc=" + crc(packed);
    }

    public static void main(String[] args) throws Exception {
        final byte[] data = sample(60000);
        for (int preset : new int[] {0, 3, 6}) {
            final int p = preset;
            step("xz preset " + p, () -> xz(data, new FilterOptions[] {new LZMA2Options(p)}, XZ.CHECK_CRC64));
        }
        step("xz crc32", () -> xz(data, new FilterOptions[] {new LZMA2Options(1)}, XZ.CHECK_CRC32));
        step("xz sha256", () -> xz(data, new FilterOptions[] {new LZMA2Options(1)}, XZ.CHECK_SHA256));
        step("xz none", () -> xz(data, new FilterOptions[] {new LZMA2Options(1)}, XZ.CHECK_NONE));
        step("delta + lzma2", () -> xz(data, new FilterOptions[] {new DeltaOptions(4), new LZMA2Options(2)}, XZ.CHECK_CRC64));
        step("x86 bcj", () -> xz(data, new FilterOptions[] {new X86Options(), new LZMA2Options(2)}, XZ.CHECK_CRC64));
        step("arm bcj", () -> xz(data, new FilterOptions[] {new ARMOptions(), new LZMA2Options(2)}, XZ.CHECK_CRC64));
        step("lzma2 options", () -> {
            LZMA2Options o = new LZMA2Options();
            o.setDictSize(1 << 16);
            o.setLcLp(3, 0);
            o.setPb(2);
            o.setMode(LZMA2Options.MODE_FAST);
            o.setNiceLen(32);
            o.setMatchFinder(LZMA2Options.MF_HC4);
            return xz(data, new FilterOptions[] {o}, XZ.CHECK_CRC64) + " mem=" + o.getEncoderMemoryUsage() + "/" + o.getDecoderMemoryUsage();
        });
        step("legacy lzma", () -> {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            try (LZMAOutputStream o = new LZMAOutputStream(bo, new LZMA2Options(2), data.length)) {
                o.write(data);
            }
            byte[] back = readAll(new LZMAInputStream(new ByteArrayInputStream(bo.toByteArray())));
            return bo.size() + " " + Arrays.equals(back, data) + " " + crc(bo.toByteArray());
        });
        step("seekable file", () -> {
            File f = new File("blocks.xz");
            try (XZOutputStream o = new XZOutputStream(new java.io.FileOutputStream(f), new LZMA2Options(1))) {
                for (int i = 0; i < 4; i++) {
                    o.write(data, i * 10000, 10000);
                    o.endBlock();
                }
            }
            SeekableXZInputStream in = new SeekableXZInputStream(new SeekableFileInputStream(f));
            StringBuilder sb = new StringBuilder("blocks=" + in.getBlockCount() + " length=" + in.length());
            byte[] buf = new byte[16];
            for (long pos : new long[] {25000, 3, 39990}) {
                in.seek(pos);
                int n = in.read(buf);
                sb.append(" @").append(pos).append('=').append(n).append(':')
                        .append(Arrays.equals(buf, Arrays.copyOfRange(data, (int) pos, (int) pos + 16))).append(" block=").append(in.getBlockNumber(pos));
            }
            in.close();
            f.delete();
            return sb;
        });
        step("concatenated", () -> {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            for (int i = 0; i < 2; i++)
                try (XZOutputStream o = new XZOutputStream(bo, new LZMA2Options(0))) {
                    o.write(("stream" + i).getBytes());
                }
            byte[] two = bo.toByteArray();
            return new String(readAll(new XZInputStream(new ByteArrayInputStream(two)))) + " single="
                    + new String(readAll(new SingleXZInputStream(new ByteArrayInputStream(two))));
        });
        step("corrupt", () -> {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            try (XZOutputStream o = new XZOutputStream(bo, new LZMA2Options(0))) {
                o.write(data, 0, 5000);
            }
            byte[] b = bo.toByteArray();
            b[b.length / 2] ^= 0x55;
            return readAll(new XZInputStream(new ByteArrayInputStream(b))).length;
        });
        step("not xz", () -> new XZInputStream(new ByteArrayInputStream("plain text, not xz".getBytes())));
        step("truncated", () -> {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            try (XZOutputStream o = new XZOutputStream(bo, new LZMA2Options(0))) {
                o.write(data, 0, 3000);
            }
            return readAll(new XZInputStream(new ByteArrayInputStream(Arrays.copyOf(bo.toByteArray(), bo.size() - 10)))).length;
        });
        System.out.println("failures: " + failures);
    }
}
