package java.util.zip;

/** CRC-32C (Castagnoli polynomial, RFC 3720). */
public final class CRC32C implements Checksum {
    private int crc;

    public CRC32C() {
    }

    @Override
    public void update(int b) {
        byte[] one = { (byte) b };
        crc = updateBytes0(crc, one, 0, 1);
    }

    @Override
    public void update(byte[] b, int off, int len) {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        crc = updateBytes0(crc, b, off, len);
    }

    @Override
    public void reset() {
        crc = 0;
    }

    @Override
    public long getValue() {
        return crc & 0xffffffffL;
    }

    private static native int updateBytes0(int crc, byte[] b, int off, int len);
}
