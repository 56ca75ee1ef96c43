package java.util.zip;

/** CRC-32 as zip and gzip use it (the VM's table; no zlib needed). */
public class CRC32 implements Checksum {
    private int crc;

    public CRC32() {
    }

    @Override
    public void update(int b) {
        crc = update0(crc, b);
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
    public void update(byte[] b) {
        crc = updateBytes0(crc, b, 0, b.length);
    }

    @Override
    public void reset() {
        crc = 0;
    }

    @Override
    public long getValue() {
        return crc & 0xffffffffL;
    }

    private static native int update0(int crc, int b);

    private static native int updateBytes0(int crc, byte[] b, int off, int len);
}
