package java.util.zip;

/** Adler-32 (RFC 1950). */
public class Adler32 implements Checksum {
    private int adler = 1;

    public Adler32() {
    }

    @Override
    public void update(int b) {
        byte[] one = { (byte) b };
        adler = updateBytes0(adler, one, 0, 1);
    }

    @Override
    public void update(byte[] b, int off, int len) {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        adler = updateBytes0(adler, b, off, len);
    }

    @Override
    public void update(byte[] b) {
        adler = updateBytes0(adler, b, 0, b.length);
    }

    @Override
    public void reset() {
        adler = 1;
    }

    @Override
    public long getValue() {
        return adler & 0xffffffffL;
    }

    private static native int updateBytes0(int adler, byte[] b, int off, int len);
}
