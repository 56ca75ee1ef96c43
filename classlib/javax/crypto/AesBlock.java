package javax.crypto;

/** The AES block function (FIPS 197) with 32-bit round tables; one instance holds one key's schedule. */
final class AesBlock {
    private static final int[] SBOX = new int[256];
    private static final int[] INV_SBOX = new int[256];
    private static final int[] TE0 = new int[256];
    private static final int[] TE1 = new int[256];
    private static final int[] TE2 = new int[256];
    private static final int[] TE3 = new int[256];
    private static final int[] TD0 = new int[256];
    private static final int[] TD1 = new int[256];
    private static final int[] TD2 = new int[256];
    private static final int[] TD3 = new int[256];

    static {
        int[] exp = new int[256];
        int[] log = new int[256];
        int x = 1;
        for (int i = 0; i < 255; i++) {
            exp[i] = x;
            log[x] = i;
            x ^= xtime(x); // multiply by the generator 3
        }
        for (int i = 0; i < 256; i++) {
            int inv = i == 0 ? 0 : exp[(255 - log[i]) % 255];
            int s = inv;
            for (int r = 1; r <= 4; r++) {
                s ^= ((inv << r) | (inv >>> (8 - r))) & 0xff;
            }
            s ^= 0x63;
            SBOX[i] = s;
            INV_SBOX[s] = i;
        }
        for (int i = 0; i < 256; i++) {
            int s = SBOX[i];
            int s2 = xtime(s);
            int t = (s2 << 24) | (s << 16) | (s << 8) | (s2 ^ s);
            TE0[i] = t;
            TE1[i] = Integer.rotateRight(t, 8);
            TE2[i] = Integer.rotateRight(t, 16);
            TE3[i] = Integer.rotateRight(t, 24);
            int si = INV_SBOX[i];
            int d = (mul(si, 14) << 24) | (mul(si, 9) << 16) | (mul(si, 13) << 8) | mul(si, 11);
            TD0[i] = d;
            TD1[i] = Integer.rotateRight(d, 8);
            TD2[i] = Integer.rotateRight(d, 16);
            TD3[i] = Integer.rotateRight(d, 24);
        }
    }

    private static int xtime(int v) {
        v <<= 1;
        return (v & 0x100) != 0 ? (v ^ 0x11b) : v;
    }

    private static int mul(int a, int b) {
        int r = 0;
        while (b != 0) {
            if ((b & 1) != 0) {
                r ^= a;
            }
            a = xtime(a);
            b >>>= 1;
        }
        return r;
    }

    private final int rounds;
    private final int[] ek;
    private final int[] dk;

    /** The caller has checked the length (16, 24 or 32 bytes). */
    AesBlock(byte[] key) {
        int nk = key.length / 4;
        rounds = nk + 6;
        int total = 4 * (rounds + 1);
        ek = new int[total];
        for (int i = 0; i < nk; i++) {
            ek[i] = getInt(key, 4 * i);
        }
        int rcon = 1;
        for (int i = nk; i < total; i++) {
            int t = ek[i - 1];
            if (i % nk == 0) {
                t = subWord(Integer.rotateLeft(t, 8)) ^ (rcon << 24);
                rcon = xtime(rcon);
            } else if (nk > 6 && i % nk == 4) {
                t = subWord(t);
            }
            ek[i] = ek[i - nk] ^ t;
        }
        dk = new int[total];
        for (int r = 0; r <= rounds; r++) {
            for (int j = 0; j < 4; j++) {
                int w = ek[4 * (rounds - r) + j];
                if (r > 0 && r < rounds) {
                    w = TD0[SBOX[w >>> 24]] ^ TD1[SBOX[(w >>> 16) & 0xff]]
                        ^ TD2[SBOX[(w >>> 8) & 0xff]] ^ TD3[SBOX[w & 0xff]];
                }
                dk[4 * r + j] = w;
            }
        }
    }

    private static int subWord(int w) {
        return (SBOX[w >>> 24] << 24) | (SBOX[(w >>> 16) & 0xff] << 16)
            | (SBOX[(w >>> 8) & 0xff] << 8) | SBOX[w & 0xff];
    }

    static int getInt(byte[] b, int off) {
        return (b[off] << 24) | ((b[off + 1] & 0xff) << 16) | ((b[off + 2] & 0xff) << 8) | (b[off + 3] & 0xff);
    }

    static void putInt(byte[] b, int off, int v) {
        b[off] = (byte) (v >>> 24);
        b[off + 1] = (byte) (v >>> 16);
        b[off + 2] = (byte) (v >>> 8);
        b[off + 3] = (byte) v;
    }

    void encrypt(byte[] in, int inOff, byte[] out, int outOff) {
        int[] k = ek;
        int s0 = getInt(in, inOff) ^ k[0];
        int s1 = getInt(in, inOff + 4) ^ k[1];
        int s2 = getInt(in, inOff + 8) ^ k[2];
        int s3 = getInt(in, inOff + 12) ^ k[3];
        int p = 4;
        for (int r = 1; r < rounds; r++) {
            int t0 = TE0[s0 >>> 24] ^ TE1[(s1 >>> 16) & 0xff] ^ TE2[(s2 >>> 8) & 0xff] ^ TE3[s3 & 0xff] ^ k[p];
            int t1 = TE0[s1 >>> 24] ^ TE1[(s2 >>> 16) & 0xff] ^ TE2[(s3 >>> 8) & 0xff] ^ TE3[s0 & 0xff] ^ k[p + 1];
            int t2 = TE0[s2 >>> 24] ^ TE1[(s3 >>> 16) & 0xff] ^ TE2[(s0 >>> 8) & 0xff] ^ TE3[s1 & 0xff] ^ k[p + 2];
            int t3 = TE0[s3 >>> 24] ^ TE1[(s0 >>> 16) & 0xff] ^ TE2[(s1 >>> 8) & 0xff] ^ TE3[s2 & 0xff] ^ k[p + 3];
            s0 = t0;
            s1 = t1;
            s2 = t2;
            s3 = t3;
            p += 4;
        }
        putInt(out, outOff, last(SBOX, s0, s1, s2, s3) ^ k[p]);
        putInt(out, outOff + 4, last(SBOX, s1, s2, s3, s0) ^ k[p + 1]);
        putInt(out, outOff + 8, last(SBOX, s2, s3, s0, s1) ^ k[p + 2]);
        putInt(out, outOff + 12, last(SBOX, s3, s0, s1, s2) ^ k[p + 3]);
    }

    void decrypt(byte[] in, int inOff, byte[] out, int outOff) {
        int[] k = dk;
        int s0 = getInt(in, inOff) ^ k[0];
        int s1 = getInt(in, inOff + 4) ^ k[1];
        int s2 = getInt(in, inOff + 8) ^ k[2];
        int s3 = getInt(in, inOff + 12) ^ k[3];
        int p = 4;
        for (int r = 1; r < rounds; r++) {
            int t0 = TD0[s0 >>> 24] ^ TD1[(s3 >>> 16) & 0xff] ^ TD2[(s2 >>> 8) & 0xff] ^ TD3[s1 & 0xff] ^ k[p];
            int t1 = TD0[s1 >>> 24] ^ TD1[(s0 >>> 16) & 0xff] ^ TD2[(s3 >>> 8) & 0xff] ^ TD3[s2 & 0xff] ^ k[p + 1];
            int t2 = TD0[s2 >>> 24] ^ TD1[(s1 >>> 16) & 0xff] ^ TD2[(s0 >>> 8) & 0xff] ^ TD3[s3 & 0xff] ^ k[p + 2];
            int t3 = TD0[s3 >>> 24] ^ TD1[(s2 >>> 16) & 0xff] ^ TD2[(s1 >>> 8) & 0xff] ^ TD3[s0 & 0xff] ^ k[p + 3];
            s0 = t0;
            s1 = t1;
            s2 = t2;
            s3 = t3;
            p += 4;
        }
        putInt(out, outOff, last(INV_SBOX, s0, s3, s2, s1) ^ k[p]);
        putInt(out, outOff + 4, last(INV_SBOX, s1, s0, s3, s2) ^ k[p + 1]);
        putInt(out, outOff + 8, last(INV_SBOX, s2, s1, s0, s3) ^ k[p + 2]);
        putInt(out, outOff + 12, last(INV_SBOX, s3, s2, s1, s0) ^ k[p + 3]);
    }

    private static int last(int[] box, int a, int b, int c, int d) {
        return (box[a >>> 24] << 24) | (box[(b >>> 16) & 0xff] << 16) | (box[(c >>> 8) & 0xff] << 8) | box[d & 0xff];
    }
}
