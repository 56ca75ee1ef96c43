package java.security;

/**
 * The built-in digest algorithms (FIPS 180-4 and RFC 1321), written from
 * the specifications.  Each Engine buffers one block and hands full blocks
 * to compress(); the padding is the common Merkle-Damgard one (0x80, zeros,
 * the bit length), little-endian for MD5 and big-endian for the SHAs.
 */
final class Digests {
    private Digests() {
    }

    /* The engine for a SUN provider name or alias (case-insensitive), or null. */
    static Engine create(String name) {
        switch (name.toUpperCase()) {
        case "MD5":
        case "1.2.840.113549.2.5":
        case "OID.1.2.840.113549.2.5":
            return new MD5();
        case "SHA-1":
        case "SHA":
        case "SHA1":
        case "1.3.14.3.2.26":
        case "OID.1.3.14.3.2.26":
            return new SHA1();
        case "SHA-224":
        case "SHA224":
        case "2.16.840.1.101.3.4.2.4":
        case "OID.2.16.840.1.101.3.4.2.4":
            return new SHA256(true);
        case "SHA-256":
        case "SHA256":
        case "2.16.840.1.101.3.4.2.1":
        case "OID.2.16.840.1.101.3.4.2.1":
            return new SHA256(false);
        case "SHA-384":
        case "SHA384":
        case "2.16.840.1.101.3.4.2.2":
        case "OID.2.16.840.1.101.3.4.2.2":
            return new SHA512(SHA512.IV384, 48);
        case "SHA-512":
        case "SHA512":
        case "2.16.840.1.101.3.4.2.3":
        case "OID.2.16.840.1.101.3.4.2.3":
            return new SHA512(SHA512.IV512, 64);
        case "SHA-512/224":
        case "SHA512/224":
        case "2.16.840.1.101.3.4.2.5":
        case "OID.2.16.840.1.101.3.4.2.5":
            return new SHA512(SHA512.IV512_224, 28);
        case "SHA-512/256":
        case "SHA512/256":
        case "2.16.840.1.101.3.4.2.6":
        case "OID.2.16.840.1.101.3.4.2.6":
            return new SHA512(SHA512.IV512_256, 32);
        case "SHA3-224":
        case "2.16.840.1.101.3.4.2.7":
        case "OID.2.16.840.1.101.3.4.2.7":
            return new SHA3(28);
        case "SHA3-256":
        case "2.16.840.1.101.3.4.2.8":
        case "OID.2.16.840.1.101.3.4.2.8":
            return new SHA3(32);
        case "SHA3-384":
        case "2.16.840.1.101.3.4.2.9":
        case "OID.2.16.840.1.101.3.4.2.9":
            return new SHA3(48);
        case "SHA3-512":
        case "2.16.840.1.101.3.4.2.10":
        case "OID.2.16.840.1.101.3.4.2.10":
            return new SHA3(64);
        default:
            return null;
        }
    }

    /* The standard name of an engine, for messages. */
    static String nameOf(Engine e) {
        if (e instanceof MD5) {
            return "MD5";
        } else if (e instanceof SHA1) {
            return "SHA-1";
        } else if (e instanceof SHA256) {
            return e.length == 28 ? "SHA-224" : "SHA-256";
        } else if (e instanceof SHA3) {
            return "SHA3-" + e.length * 8;
        }
        switch (e.length) {
        case 28:
            return "SHA-512/224";
        case 32:
            return "SHA-512/256";
        case 48:
            return "SHA-384";
        default:
            return "SHA-512";
        }
    }

    abstract static class Engine extends MessageDigestSpi {
        final int length;           /* digest bytes */
        final int blockSize;
        byte[] block;
        int filled;
        long count;                 /* bytes so far */

        Engine(int length, int blockSize) {
            this.length = length;
            this.blockSize = blockSize;
            this.block = new byte[blockSize];
        }

        abstract void compress(byte[] b, int off);

        abstract void init();

        /* The digest from the current state (after padding). */
        abstract byte[] output();

        abstract Engine copyState();

        final Engine copy() {
            Engine e = copyState();
            e.block = block.clone();
            e.filled = filled;
            e.count = count;
            return e;
        }

        @Override
        protected int engineGetDigestLength() {
            return length;
        }

        @Override
        protected void engineUpdate(byte input) {
            block[filled++] = input;
            count++;
            if (filled == blockSize) {
                compress(block, 0);
                filled = 0;
            }
        }

        @Override
        protected void engineUpdate(byte[] input, int off, int len) {
            if (len == 0) {
                return;
            }
            if (off < 0 || len < 0 || off > input.length - len) {
                throw new ArrayIndexOutOfBoundsException();
            }
            count += len;
            if (filled > 0) {
                int k = Math.min(len, blockSize - filled);
                System.arraycopy(input, off, block, filled, k);
                filled += k;
                off += k;
                len -= k;
                if (filled < blockSize) {
                    return;
                }
                compress(block, 0);
                filled = 0;
            }
            while (len >= blockSize) {
                compress(input, off);
                off += blockSize;
                len -= blockSize;
            }
            if (len > 0) {
                System.arraycopy(input, off, block, 0, len);
                filled = len;
            }
        }

        /* Pads with 0x80, zeros and the message length in bits (lenBytes
         * wide, little- or big-endian), compressing the last block(s). */
        final void pad(int lenBytes, boolean littleEndian) {
            long bits = count << 3;
            block[filled++] = (byte) 0x80;
            if (filled > blockSize - lenBytes) {
                while (filled < blockSize) {
                    block[filled++] = 0;
                }
                compress(block, 0);
                filled = 0;
            }
            while (filled < blockSize - 8) {
                block[filled++] = 0;
            }
            for (int i = 0; i < 8; i++) {
                int shift = littleEndian ? 8 * i : 56 - 8 * i;
                block[blockSize - 8 + i] = (byte) (bits >>> shift);
            }
            compress(block, 0);
            filled = 0;
        }

        @Override
        protected int engineDigest(byte[] buf, int offset, int len) throws DigestException {
            if (len < length) {
                throw new DigestException("Length must be at least " + length + " for " + nameOf(this) + "digests");
            }
            if (offset < 0 || buf.length - offset < length) {
                throw new DigestException("Buffer too short to store digest");
            }
            byte[] d = engineDigest();
            System.arraycopy(d, 0, buf, offset, length);
            return length;
        }

        @Override
        protected byte[] engineDigest() {
            byte[] d = output();
            engineReset();
            return d;
        }

        @Override
        protected void engineReset() {
            filled = 0;
            count = 0;
            java.util.Arrays.fill(block, (byte) 0);
            init();
        }

        static int be32(byte[] b, int off) {
            return (b[off] << 24) | ((b[off + 1] & 0xff) << 16) | ((b[off + 2] & 0xff) << 8) | (b[off + 3] & 0xff);
        }

        static void putBe32(int v, byte[] b, int off) {
            b[off] = (byte) (v >>> 24);
            b[off + 1] = (byte) (v >>> 16);
            b[off + 2] = (byte) (v >>> 8);
            b[off + 3] = (byte) v;
        }
    }

    static final class MD5 extends Engine {
        private int a, b, c, d;
        private final int[] x = new int[16];
        private static final int[] S = {
            7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21,
        };
        private static final int[] K = new int[64];

        static {
            for (int i = 0; i < 64; i++) {
                K[i] = (int) (long) Math.floor(Math.abs(Math.sin(i + 1)) * 4294967296.0);
            }
        }

        MD5() {
            super(16, 64);
            init();
        }

        @Override
        void init() {
            a = 0x67452301;
            b = 0xefcdab89;
            c = 0x98badcfe;
            d = 0x10325476;
        }

        @Override
        void compress(byte[] in, int off) {
            for (int i = 0; i < 16; i++) {
                int p = off + 4 * i;
                x[i] = (in[p] & 0xff) | ((in[p + 1] & 0xff) << 8) | ((in[p + 2] & 0xff) << 16) | (in[p + 3] << 24);
            }
            int aa = a, bb = b, cc = c, dd = d;
            for (int i = 0; i < 64; i++) {
                int f, g;
                int round = i >> 4;
                if (round == 0) {
                    f = (bb & cc) | (~bb & dd);
                    g = i;
                } else if (round == 1) {
                    f = (dd & bb) | (~dd & cc);
                    g = (5 * i + 1) & 15;
                } else if (round == 2) {
                    f = bb ^ cc ^ dd;
                    g = (3 * i + 5) & 15;
                } else {
                    f = cc ^ (bb | ~dd);
                    g = (7 * i) & 15;
                }
                int t = dd;
                dd = cc;
                cc = bb;
                bb = bb + Integer.rotateLeft(aa + f + K[i] + x[g], S[(round << 2) | (i & 3)]);
                aa = t;
            }
            a += aa;
            b += bb;
            c += cc;
            d += dd;
        }

        @Override
        byte[] output() {
            pad(8, true);
            byte[] out = new byte[16];
            int[] h = { a, b, c, d };
            for (int i = 0; i < 4; i++) {
                for (int k = 0; k < 4; k++) {
                    out[4 * i + k] = (byte) (h[i] >>> (8 * k));
                }
            }
            return out;
        }

        @Override
        Engine copyState() {
            MD5 m = new MD5();
            m.a = a;
            m.b = b;
            m.c = c;
            m.d = d;
            return m;
        }
    }

    static final class SHA1 extends Engine {
        private final int[] h = new int[5];
        private final int[] w = new int[80];

        SHA1() {
            super(20, 64);
            init();
        }

        @Override
        void init() {
            h[0] = 0x67452301;
            h[1] = 0xefcdab89;
            h[2] = 0x98badcfe;
            h[3] = 0x10325476;
            h[4] = 0xc3d2e1f0;
        }

        @Override
        void compress(byte[] in, int off) {
            for (int i = 0; i < 16; i++) {
                w[i] = be32(in, off + 4 * i);
            }
            for (int i = 16; i < 80; i++) {
                w[i] = Integer.rotateLeft(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
            }
            int a = h[0], b = h[1], c = h[2], d = h[3], e = h[4];
            for (int i = 0; i < 80; i++) {
                int f, k;
                if (i < 20) {
                    f = (b & c) | (~b & d);
                    k = 0x5a827999;
                } else if (i < 40) {
                    f = b ^ c ^ d;
                    k = 0x6ed9eba1;
                } else if (i < 60) {
                    f = (b & c) | (b & d) | (c & d);
                    k = 0x8f1bbcdc;
                } else {
                    f = b ^ c ^ d;
                    k = 0xca62c1d6;
                }
                int t = Integer.rotateLeft(a, 5) + f + e + k + w[i];
                e = d;
                d = c;
                c = Integer.rotateLeft(b, 30);
                b = a;
                a = t;
            }
            h[0] += a;
            h[1] += b;
            h[2] += c;
            h[3] += d;
            h[4] += e;
        }

        @Override
        byte[] output() {
            pad(8, false);
            byte[] out = new byte[20];
            for (int i = 0; i < 5; i++) {
                putBe32(h[i], out, 4 * i);
            }
            return out;
        }

        @Override
        Engine copyState() {
            SHA1 s = new SHA1();
            System.arraycopy(h, 0, s.h, 0, 5);
            return s;
        }
    }

    static final class SHA256 extends Engine {
        private static final int[] K = {
            0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
            0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
            0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
            0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
            0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
            0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
            0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
            0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
        };
        private final boolean is224;
        private final int[] h = new int[8];
        private final int[] w = new int[64];

        SHA256(boolean is224) {
            super(is224 ? 28 : 32, 64);
            this.is224 = is224;
            init();
        }

        @Override
        void init() {
            int[] iv = is224
                ? new int[] { 0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4 }
                : new int[] { 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19 };
            System.arraycopy(iv, 0, h, 0, 8);
        }

        @Override
        void compress(byte[] in, int off) {
            for (int i = 0; i < 16; i++) {
                w[i] = be32(in, off + 4 * i);
            }
            for (int i = 16; i < 64; i++) {
                int s0 = Integer.rotateRight(w[i - 15], 7) ^ Integer.rotateRight(w[i - 15], 18) ^ (w[i - 15] >>> 3);
                int s1 = Integer.rotateRight(w[i - 2], 17) ^ Integer.rotateRight(w[i - 2], 19) ^ (w[i - 2] >>> 10);
                w[i] = w[i - 16] + s0 + w[i - 7] + s1;
            }
            int a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
            for (int i = 0; i < 64; i++) {
                int s1 = Integer.rotateRight(e, 6) ^ Integer.rotateRight(e, 11) ^ Integer.rotateRight(e, 25);
                int ch = (e & f) ^ (~e & g);
                int t1 = hh + s1 + ch + K[i] + w[i];
                int s0 = Integer.rotateRight(a, 2) ^ Integer.rotateRight(a, 13) ^ Integer.rotateRight(a, 22);
                int maj = (a & b) ^ (a & c) ^ (b & c);
                int t2 = s0 + maj;
                hh = g;
                g = f;
                f = e;
                e = d + t1;
                d = c;
                c = b;
                b = a;
                a = t1 + t2;
            }
            h[0] += a;
            h[1] += b;
            h[2] += c;
            h[3] += d;
            h[4] += e;
            h[5] += f;
            h[6] += g;
            h[7] += hh;
        }

        @Override
        byte[] output() {
            pad(8, false);
            byte[] full = new byte[32];
            for (int i = 0; i < 8; i++) {
                putBe32(h[i], full, 4 * i);
            }
            return java.util.Arrays.copyOf(full, length);
        }

        @Override
        Engine copyState() {
            SHA256 s = new SHA256(is224);
            System.arraycopy(h, 0, s.h, 0, 8);
            return s;
        }
    }

    static final class SHA512 extends Engine {
        static final long[] IV384 = {
            0xcbbb9d5dc1059ed8L, 0x629a292a367cd507L, 0x9159015a3070dd17L, 0x152fecd8f70e5939L,
            0x67332667ffc00b31L, 0x8eb44a8768581511L, 0xdb0c2e0d64f98fa7L, 0x47b5481dbefa4fa4L,
        };
        static final long[] IV512 = {
            0x6a09e667f3bcc908L, 0xbb67ae8584caa73bL, 0x3c6ef372fe94f82bL, 0xa54ff53a5f1d36f1L,
            0x510e527fade682d1L, 0x9b05688c2b3e6c1fL, 0x1f83d9abfb41bd6bL, 0x5be0cd19137e2179L,
        };
        static final long[] IV512_224 = {
            0x8C3D37C819544DA2L, 0x73E1996689DCD4D6L, 0x1DFAB7AE32FF9C82L, 0x679DD514582F9FCFL,
            0x0F6D2B697BD44DA8L, 0x77E36F7304C48942L, 0x3F9D85A86A1D36C8L, 0x1112E6AD91D692A1L,
        };
        static final long[] IV512_256 = {
            0x22312194FC2BF72CL, 0x9F555FA3C84C64C2L, 0x2393B86B6F53B151L, 0x963877195940EABDL,
            0x96283EE2A88EFFE3L, 0xBE5E1E2553863992L, 0x2B0199FC2C85B8AAL, 0x0EB72DDC81C52CA2L,
        };
        private static final long[] K = {
            0x428a2f98d728ae22L, 0x7137449123ef65cdL, 0xb5c0fbcfec4d3b2fL, 0xe9b5dba58189dbbcL,
            0x3956c25bf348b538L, 0x59f111f1b605d019L, 0x923f82a4af194f9bL, 0xab1c5ed5da6d8118L,
            0xd807aa98a3030242L, 0x12835b0145706fbeL, 0x243185be4ee4b28cL, 0x550c7dc3d5ffb4e2L,
            0x72be5d74f27b896fL, 0x80deb1fe3b1696b1L, 0x9bdc06a725c71235L, 0xc19bf174cf692694L,
            0xe49b69c19ef14ad2L, 0xefbe4786384f25e3L, 0x0fc19dc68b8cd5b5L, 0x240ca1cc77ac9c65L,
            0x2de92c6f592b0275L, 0x4a7484aa6ea6e483L, 0x5cb0a9dcbd41fbd4L, 0x76f988da831153b5L,
            0x983e5152ee66dfabL, 0xa831c66d2db43210L, 0xb00327c898fb213fL, 0xbf597fc7beef0ee4L,
            0xc6e00bf33da88fc2L, 0xd5a79147930aa725L, 0x06ca6351e003826fL, 0x142929670a0e6e70L,
            0x27b70a8546d22ffcL, 0x2e1b21385c26c926L, 0x4d2c6dfc5ac42aedL, 0x53380d139d95b3dfL,
            0x650a73548baf63deL, 0x766a0abb3c77b2a8L, 0x81c2c92e47edaee6L, 0x92722c851482353bL,
            0xa2bfe8a14cf10364L, 0xa81a664bbc423001L, 0xc24b8b70d0f89791L, 0xc76c51a30654be30L,
            0xd192e819d6ef5218L, 0xd69906245565a910L, 0xf40e35855771202aL, 0x106aa07032bbd1b8L,
            0x19a4c116b8d2d0c8L, 0x1e376c085141ab53L, 0x2748774cdf8eeb99L, 0x34b0bcb5e19b48a8L,
            0x391c0cb3c5c95a63L, 0x4ed8aa4ae3418acbL, 0x5b9cca4f7763e373L, 0x682e6ff3d6b2b8a3L,
            0x748f82ee5defb2fcL, 0x78a5636f43172f60L, 0x84c87814a1f0ab72L, 0x8cc702081a6439ecL,
            0x90befffa23631e28L, 0xa4506cebde82bde9L, 0xbef9a3f7b2c67915L, 0xc67178f2e372532bL,
            0xca273eceea26619cL, 0xd186b8c721c0c207L, 0xeada7dd6cde0eb1eL, 0xf57d4f7fee6ed178L,
            0x06f067aa72176fbaL, 0x0a637dc5a2c898a6L, 0x113f9804bef90daeL, 0x1b710b35131c471bL,
            0x28db77f523047d84L, 0x32caab7b40c72493L, 0x3c9ebe0a15c9bebcL, 0x431d67c49c100d4cL,
            0x4cc5d4becb3e42b6L, 0x597f299cfc657e2aL, 0x5fcb6fab3ad6faecL, 0x6c44198c4a475817L,
        };
        private final long[] iv;
        private final long[] h = new long[8];
        private final long[] w = new long[80];

        SHA512(long[] iv, int length) {
            super(length, 128);
            this.iv = iv;
            init();
        }

        @Override
        void init() {
            System.arraycopy(iv, 0, h, 0, 8);
        }

        @Override
        void compress(byte[] in, int off) {
            for (int i = 0; i < 16; i++) {
                w[i] = ((long) be32(in, off + 8 * i) << 32) | (be32(in, off + 8 * i + 4) & 0xffffffffL);
            }
            for (int i = 16; i < 80; i++) {
                long s0 = Long.rotateRight(w[i - 15], 1) ^ Long.rotateRight(w[i - 15], 8) ^ (w[i - 15] >>> 7);
                long s1 = Long.rotateRight(w[i - 2], 19) ^ Long.rotateRight(w[i - 2], 61) ^ (w[i - 2] >>> 6);
                w[i] = w[i - 16] + s0 + w[i - 7] + s1;
            }
            long a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
            for (int i = 0; i < 80; i++) {
                long s1 = Long.rotateRight(e, 14) ^ Long.rotateRight(e, 18) ^ Long.rotateRight(e, 41);
                long ch = (e & f) ^ (~e & g);
                long t1 = hh + s1 + ch + K[i] + w[i];
                long s0 = Long.rotateRight(a, 28) ^ Long.rotateRight(a, 34) ^ Long.rotateRight(a, 39);
                long maj = (a & b) ^ (a & c) ^ (b & c);
                long t2 = s0 + maj;
                hh = g;
                g = f;
                f = e;
                e = d + t1;
                d = c;
                c = b;
                b = a;
                a = t1 + t2;
            }
            h[0] += a;
            h[1] += b;
            h[2] += c;
            h[3] += d;
            h[4] += e;
            h[5] += f;
            h[6] += g;
            h[7] += hh;
        }

        @Override
        byte[] output() {
            pad(16, false);   /* a 128-bit length; its high 64 bits are zero */
            byte[] full = new byte[64];
            for (int i = 0; i < 8; i++) {
                putBe32((int) (h[i] >>> 32), full, 8 * i);
                putBe32((int) h[i], full, 8 * i + 4);
            }
            return java.util.Arrays.copyOf(full, length);
        }

        @Override
        Engine copyState() {
            SHA512 s = new SHA512(iv, length);
            System.arraycopy(h, 0, s.h, 0, 8);
            return s;
        }
    }

    /* SHA-3 (FIPS 202): Keccak-f[1600] absorbing rate = 200 - 2 * length
     * bytes a block, padded with 0x06 ... 0x80. */
    static final class SHA3 extends Engine {
        private static final long[] RC = {
            0x0000000000000001L, 0x0000000000008082L, 0x800000000000808aL, 0x8000000080008000L,
            0x000000000000808bL, 0x0000000080000001L, 0x8000000080008081L, 0x8000000000008009L,
            0x000000000000008aL, 0x0000000000000088L, 0x0000000080008009L, 0x000000008000000aL,
            0x000000008000808bL, 0x800000000000008bL, 0x8000000000008089L, 0x8000000000008003L,
            0x8000000000008002L, 0x8000000000000080L, 0x000000000000800aL, 0x800000008000000aL,
            0x8000000080008081L, 0x8000000000008080L, 0x0000000080000001L, 0x8000000080008008L,
        };
        private static final int[] ROT = {
            0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14,
        };
        private final long[] a = new long[25];
        private final long[] b = new long[25];
        private final long[] c = new long[5];

        SHA3(int length) {
            super(length, 200 - 2 * length);
        }

        @Override
        void init() {
            java.util.Arrays.fill(a, 0);
        }

        @Override
        void compress(byte[] in, int off) {
            for (int i = 0; i < blockSize / 8; i++) {
                long v = 0;
                for (int k = 7; k >= 0; k--) {
                    v = (v << 8) | (in[off + 8 * i + k] & 0xff);
                }
                a[i] ^= v;
            }
            permute();
        }

        private void permute() {
            for (int round = 0; round < 24; round++) {
                for (int x = 0; x < 5; x++) {
                    c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
                }
                for (int x = 0; x < 5; x++) {
                    long d = c[(x + 4) % 5] ^ Long.rotateLeft(c[(x + 1) % 5], 1);
                    for (int y = 0; y < 25; y += 5) {
                        a[y + x] ^= d;
                    }
                }
                for (int x = 0; x < 5; x++) {       /* rho and pi: B[y][2x+3y] = rot(A[x][y]) */
                    for (int y = 0; y < 5; y++) {
                        b[((2 * x + 3 * y) % 5) * 5 + y] = Long.rotateLeft(a[y * 5 + x], ROT[y * 5 + x]);
                    }
                }
                for (int y = 0; y < 25; y += 5) {   /* chi */
                    for (int x = 0; x < 5; x++) {
                        a[y + x] = b[y + x] ^ (~b[y + (x + 1) % 5] & b[y + (x + 2) % 5]);
                    }
                }
                a[0] ^= RC[round];
            }
        }

        @Override
        byte[] output() {
            java.util.Arrays.fill(block, filled, blockSize, (byte) 0);
            block[filled] ^= 0x06;
            block[blockSize - 1] ^= (byte) 0x80;
            compress(block, 0);
            filled = 0;
            byte[] out = new byte[length];
            for (int i = 0; i < length; i++) {
                out[i] = (byte) (a[i / 8] >>> (8 * (i % 8)));
            }
            return out;
        }

        @Override
        Engine copyState() {
            SHA3 s = new SHA3(length);
            System.arraycopy(a, 0, s.a, 0, 25);
            return s;
        }
    }
}
