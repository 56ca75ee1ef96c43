import java.util.Arrays;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

public class ZipDeflater {
    static byte[] text(int n) {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (sb.length() < n) {
            sb.append("the quick brown fox ").append(i % 37).append(" jumps over the lazy dog; ");
            i++;
        }
        return sb.substring(0, n).getBytes();
    }

    static long crc(byte[] b, int n) {
        CRC32 c = new CRC32();
        c.update(b, 0, n);
        return c.getValue();
    }

    static byte[] deflate(Deflater d, byte[] in) {
        d.setInput(in);
        d.finish();
        byte[] out = new byte[in.length + 1000];
        int n = 0;
        while (!d.finished()) {
            n += d.deflate(out, n, Math.min(100, out.length - n));
        }
        return Arrays.copyOf(out, n);
    }

    static byte[] inflate(Inflater inf, byte[] z, int size) throws DataFormatException {
        inf.setInput(z);
        byte[] out = new byte[size];
        int n = 0;
        while (!inf.finished() && n < size) {
            int k = inf.inflate(out, n, Math.min(64, size - n));
            if (k == 0 && (inf.needsInput() || inf.needsDictionary())) {
                break;
            }
            n += k;
        }
        return Arrays.copyOf(out, n);
    }

    public static void main(String[] args) throws Exception {
        byte[] data = text(20000);
        for (int level = -1; level <= 9; level++) {
            Deflater d = new Deflater(level);
            byte[] z = deflate(d, data);
            Inflater inf = new Inflater();
            byte[] back = inflate(inf, z, data.length);
            System.out.println("level " + level + " " + z.length + " crc " + Long.toHexString(crc(z, z.length))
                               + " in " + d.getTotalIn() + " out " + d.getTotalOut() + " adler " + Integer.toHexString(d.getAdler())
                               + " ok " + Arrays.equals(back, data) + " finished " + inf.finished()
                               + " read " + inf.getBytesRead() + " written " + inf.getBytesWritten() + " remaining " + inf.getRemaining());
            d.end();
            inf.end();
        }
        int[] strategies = { Deflater.DEFAULT_STRATEGY, Deflater.FILTERED, Deflater.HUFFMAN_ONLY };
        for (int s : strategies) {
            Deflater d = new Deflater();
            d.setStrategy(s);
            byte[] z = deflate(d, data);
            System.out.println("strategy " + s + " " + z.length + " " + Long.toHexString(crc(z, z.length))
                               + " ok " + Arrays.equals(inflate(new Inflater(), z, data.length), data));
        }
        // raw deflate (nowrap)
        Deflater raw = new Deflater(Deflater.BEST_COMPRESSION, true);
        byte[] rz = deflate(raw, data);
        System.out.println("raw " + rz.length + " " + Long.toHexString(crc(rz, rz.length)) + " ok "
                           + Arrays.equals(inflate(new Inflater(true), rz, data.length), data));
        try {
            inflate(new Inflater(), rz, data.length);
        } catch (DataFormatException e) {
            System.out.println("raw as zlib: " + e.getMessage());
        }

        // level change mid-stream and sync flush
        Deflater d = new Deflater(Deflater.NO_COMPRESSION);
        byte[] out = new byte[60000];
        d.setInput(data, 0, 5000);
        int n = d.deflate(out, 0, out.length, Deflater.SYNC_FLUSH);
        System.out.println("stored part " + n + " tail " + (out[n - 4] & 0xff) + " " + (out[n - 3] & 0xff) + " " + (out[n - 2] & 0xff) + " " + (out[n - 1] & 0xff));
        d.setLevel(Deflater.BEST_COMPRESSION);
        d.setInput(data, 5000, 15000);
        int m = 0;
        while (!d.needsInput()) {
            m += d.deflate(out, n + m, out.length - n - m);
        }
        d.finish();
        while (!d.finished()) {
            m += d.deflate(out, n + m, out.length - n - m);
        }
        byte[] mixed = Arrays.copyOf(out, n + m);
        System.out.println("mixed " + mixed.length + " " + Long.toHexString(crc(mixed, mixed.length)) + " ok "
                           + Arrays.equals(inflate(new Inflater(), mixed, data.length), data) + " in " + d.getBytesRead());
        d.reset();
        byte[] again = deflate(d, "after reset".getBytes());
        System.out.println("reset " + again.length + " " + new String(inflate(new Inflater(), again, 100)));

        // full flush output can be inflated up to that point
        Deflater ff = new Deflater();
        ff.setInput("first half ".getBytes());
        byte[] fo = new byte[200];
        int fn = ff.deflate(fo, 0, fo.length, Deflater.FULL_FLUSH);
        Inflater fi = new Inflater();
        fi.setInput(fo, 0, fn);
        byte[] fb = new byte[100];
        int got = fi.inflate(fb);
        System.out.println("full flush " + fn + " -> " + got + " '" + new String(fb, 0, got) + "' finished " + fi.finished());

        // dictionaries
        byte[] dict = "the quick brown fox jumps over the lazy dog".getBytes();
        Adler32 da = new Adler32();
        da.update(dict);
        Deflater dd = new Deflater();
        dd.setDictionary(dict);
        byte[] dz = deflate(dd, data);
        System.out.println("dict deflater adler " + Integer.toHexString(dd.getAdler()) + " dict adler " + Long.toHexString(da.getValue()) + " len " + dz.length);
        Inflater di = new Inflater();
        di.setInput(dz);
        byte[] dout = new byte[data.length];
        int dn = di.inflate(dout);
        System.out.println("needs dict " + dn + " " + di.needsDictionary() + " adler " + Integer.toHexString(di.getAdler()));
        di.setDictionary(dict);
        int total = 0;
        while (!di.finished()) {
            total += di.inflate(dout, total, dout.length - total);
        }
        System.out.println("with dict " + total + " " + Arrays.equals(dout, data) + " needs " + di.needsDictionary());
        Inflater wrong = new Inflater();
        wrong.setInput(dz);
        wrong.inflate(dout);
        try {
            wrong.setDictionary("nope".getBytes());
        } catch (IllegalArgumentException e) {
            System.out.println("wrong dict: " + e.getMessage());
        }

        // bad data
        byte[] bad = { 0x78, (byte) 0x9c, (byte) 0xff, (byte) 0xff, 1, 2, 3 };
        try {
            inflate(new Inflater(), bad, 100);
        } catch (DataFormatException e) {
            System.out.println("bad: " + e.getMessage());
        }
        try {
            inflate(new Inflater(), new byte[] { 1, 2, 3, 4 }, 100);
        } catch (DataFormatException e) {
            System.out.println("bad header: " + e.getMessage());
        }
        // truncated: needs input, not finished
        byte[] z = deflate(new Deflater(), data);
        Inflater ti = new Inflater();
        byte[] tb = inflate(ti, Arrays.copyOf(z, z.length / 2), data.length);
        System.out.println("truncated " + (tb.length > 0) + " needsInput " + ti.needsInput() + " finished " + ti.finished());
        // trailing bytes remain
        byte[] extra = Arrays.copyOf(z, z.length + 5);
        Inflater ri = new Inflater();
        inflate(ri, extra, data.length + 10);
        System.out.println("remaining " + ri.getRemaining() + " finished " + ri.finished());

        // argument checks and ended objects
        try {
            new Deflater().setLevel(10);
        } catch (IllegalArgumentException e) {
            System.out.println("level: " + e.getMessage());
        }
        try {
            new Deflater().setStrategy(7);
        } catch (IllegalArgumentException e) {
            System.out.println("strategy: " + e.getMessage());
        }
        try {
            new Deflater().deflate(new byte[10], 0, 10, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("flush: " + e.getMessage());
        }
        try {
            new Inflater().inflate(new byte[10], 5, 6);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("bounds: " + e.getMessage());
        }
        Inflater ended = new Inflater();
        ended.end();
        ended.end();
        try {
            ended.inflate(new byte[10]);
        } catch (NullPointerException e) {
            System.out.println("ended: " + e.getMessage());
        }
        Deflater dend = new Deflater();
        dend.end();
        try {
            dend.deflate(new byte[10]);
        } catch (NullPointerException e) {
            System.out.println("ended: " + e.getMessage());
        }
        System.out.println("needsInput fresh " + new Deflater().needsInput() + " " + new Inflater().needsInput());
    }
}
