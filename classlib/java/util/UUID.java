package java.util;

/** A 128-bit universally unique identifier. */
public final class UUID implements java.io.Serializable, Comparable<UUID> {
    private static final long serialVersionUID = -4856846361193249489L;

    private final long mostSigBits;
    private final long leastSigBits;

    private static Random numberGenerator;

    private UUID(byte[] data) {
        long msb = 0;
        long lsb = 0;
        for (int i = 0; i < 8; i++)
            msb = (msb << 8) | (data[i] & 0xff);
        for (int i = 8; i < 16; i++)
            lsb = (lsb << 8) | (data[i] & 0xff);
        this.mostSigBits = msb;
        this.leastSigBits = lsb;
    }

    public UUID(long mostSigBits, long leastSigBits) {
        this.mostSigBits = mostSigBits;
        this.leastSigBits = leastSigBits;
    }

    /** A version 4 (random) UUID. */
    public static UUID randomUUID() {
        Random ng;
        synchronized (UUID.class) {
            ng = numberGenerator;
            if (ng == null)
                numberGenerator = ng = new Random();
        }
        byte[] randomBytes = new byte[16];
        ng.nextBytes(randomBytes);
        randomBytes[6] &= 0x0f;
        randomBytes[6] |= 0x40;
        randomBytes[8] &= 0x3f;
        randomBytes[8] |= (byte) 0x80;
        return new UUID(randomBytes);
    }

    /** A version 3 (MD5 name-based) UUID. */
    public static UUID nameUUIDFromBytes(byte[] name) {
        byte[] md5Bytes = md5(name);
        md5Bytes[6] &= 0x0f;
        md5Bytes[6] |= 0x30;
        md5Bytes[8] &= 0x3f;
        md5Bytes[8] |= (byte) 0x80;
        return new UUID(md5Bytes);
    }

    public static UUID fromString(String name) {
        int len = name.length();
        if (len > 36)
            throw new IllegalArgumentException("UUID string too large");
        int dash1 = name.indexOf('-', 0);
        int dash2 = name.indexOf('-', dash1 + 1);
        int dash3 = name.indexOf('-', dash2 + 1);
        int dash4 = name.indexOf('-', dash3 + 1);
        int dash5 = name.indexOf('-', dash4 + 1);
        if (dash4 < 0 || dash5 >= 0)
            throw new IllegalArgumentException("Invalid UUID string: " + name);
        long mostSigBits = Long.parseLong(name.substring(0, dash1), 16) & 0xffffffffL;
        mostSigBits <<= 16;
        mostSigBits |= Long.parseLong(name.substring(dash1 + 1, dash2), 16) & 0xffffL;
        mostSigBits <<= 16;
        mostSigBits |= Long.parseLong(name.substring(dash2 + 1, dash3), 16) & 0xffffL;
        long leastSigBits = Long.parseLong(name.substring(dash3 + 1, dash4), 16) & 0xffffL;
        leastSigBits <<= 48;
        leastSigBits |= Long.parseLong(name.substring(dash4 + 1, len), 16) & 0xffffffffffffL;
        return new UUID(mostSigBits, leastSigBits);
    }

    public long getLeastSignificantBits() {
        return leastSigBits;
    }

    public long getMostSignificantBits() {
        return mostSigBits;
    }

    public int version() {
        return (int) ((mostSigBits >> 12) & 0x0f);
    }

    public int variant() {
        return (int) ((leastSigBits >>> (64 - (leastSigBits >>> 62))) & (leastSigBits >> 63));
    }

    public long timestamp() {
        if (version() != 1)
            throw new UnsupportedOperationException("Not a time-based UUID");
        return (mostSigBits & 0x0FFFL) << 48 | ((mostSigBits >> 16) & 0x0FFFFL) << 32 | mostSigBits >>> 32;
    }

    public int clockSequence() {
        if (version() != 1)
            throw new UnsupportedOperationException("Not a time-based UUID");
        return (int) ((leastSigBits & 0x3FFF000000000000L) >>> 48);
    }

    public long node() {
        if (version() != 1)
            throw new UnsupportedOperationException("Not a time-based UUID");
        return leastSigBits & 0x0000FFFFFFFFFFFFL;
    }

    private static String digits(long val, int digits) {
        long hi = 1L << (digits * 4);
        return Long.toHexString(hi | (val & (hi - 1))).substring(1);
    }

    public String toString() {
        return digits(mostSigBits >> 32, 8) + "-" + digits(mostSigBits >> 16, 4) + "-" + digits(mostSigBits, 4) + "-"
                + digits(leastSigBits >> 48, 4) + "-" + digits(leastSigBits, 12);
    }

    public int hashCode() {
        long hilo = mostSigBits ^ leastSigBits;
        return ((int) (hilo >> 32)) ^ (int) hilo;
    }

    public boolean equals(Object obj) {
        if ((null == obj) || (obj.getClass() != UUID.class))
            return false;
        UUID id = (UUID) obj;
        return (mostSigBits == id.mostSigBits && leastSigBits == id.leastSigBits);
    }

    public int compareTo(UUID val) {
        int mostSigBits = Long.compare(this.mostSigBits, val.mostSigBits);
        return mostSigBits != 0 ? mostSigBits : Long.compare(this.leastSigBits, val.leastSigBits);
    }

    /* ---------------- MD5 (RFC 1321) ---------------- */

    private static final int[] SHIFT = {
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
        5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
        4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
        6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21};

    private static int[] sineTable;

    private static synchronized int[] table() {
        if (sineTable == null) {
            int[] t = new int[64];
            for (int i = 0; i < 64; i++)
                t[i] = (int) (long) Math.floor(Math.abs(Math.sin(i + 1)) * 4294967296.0);
            sineTable = t;
        }
        return sineTable;
    }

    static byte[] md5(byte[] message) {
        int[] k = table();
        int n = message.length;
        int padded = ((n + 8) / 64 + 1) * 64;
        byte[] m = Arrays.copyOf(message, padded);
        m[n] = (byte) 0x80;
        long bits = (long) n * 8;
        for (int i = 0; i < 8; i++)
            m[padded - 8 + i] = (byte) (bits >>> (8 * i));
        int a0 = 0x67452301, b0 = 0xefcdab89, c0 = 0x98badcfe, d0 = 0x10325476;
        int[] w = new int[16];
        for (int chunk = 0; chunk < padded; chunk += 64) {
            for (int i = 0; i < 16; i++) {
                int j = chunk + 4 * i;
                w[i] = (m[j] & 0xff) | (m[j + 1] & 0xff) << 8 | (m[j + 2] & 0xff) << 16 | (m[j + 3] & 0xff) << 24;
            }
            int a = a0, b = b0, c = c0, d = d0;
            for (int i = 0; i < 64; i++) {
                int f, g;
                if (i < 16) {
                    f = (b & c) | (~b & d);
                    g = i;
                } else if (i < 32) {
                    f = (d & b) | (~d & c);
                    g = (5 * i + 1) & 15;
                } else if (i < 48) {
                    f = b ^ c ^ d;
                    g = (3 * i + 5) & 15;
                } else {
                    f = c ^ (b | ~d);
                    g = (7 * i) & 15;
                }
                int tmp = d;
                d = c;
                c = b;
                b = b + Integer.rotateLeft(a + f + k[i] + w[g], SHIFT[i]);
                a = tmp;
            }
            a0 += a;
            b0 += b;
            c0 += c;
            d0 += d;
        }
        byte[] out = new byte[16];
        int[] words = {a0, b0, c0, d0};
        for (int i = 0; i < 16; i++)
            out[i] = (byte) (words[i / 4] >>> (8 * (i % 4)));
        return out;
    }
}
