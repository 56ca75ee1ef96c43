package java.math;

import java.util.Arrays;
import java.util.Random;

/**
 * Immutable arbitrary-precision integers.
 *
 * Representation: signum (-1, 0, 1) and an unsigned magnitude (see Mag: 32-bit words, least
 * significant first, no high zero words; zero is the empty array and has signum 0). The
 * magnitude never has more than Integer.MAX_VALUE bits; operations that would exceed that
 * throw ArithmeticException("BigInteger would overflow supported range") as the JDK does.
 *
 * Multiplication switches from schoolbook to Karatsuba at 80 words and to Toom-Cook 3 at 240
 * (squaring at 128 and 216), division to Burnikel-Ziegler at 80 words, and toString to
 * recursive splitting at 20 words: the thresholds the JDK documents for its own class.
 */
public class BigInteger extends Number implements Comparable<BigInteger> {
    private static final long serialVersionUID = -8287574255936472291L;

    /** The JDK's serial form: signum and the big-endian magnitude, and four obsolete ints. */
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("signum", Integer.TYPE),
        new java.io.ObjectStreamField("magnitude", byte[].class),
        new java.io.ObjectStreamField("bitCount", Integer.TYPE),
        new java.io.ObjectStreamField("bitLength", Integer.TYPE),
        new java.io.ObjectStreamField("firstNonzeroByteNum", Integer.TYPE),
        new java.io.ObjectStreamField("lowestSetBit", Integer.TYPE)};

    /** The value read by readObject, which readResolve returns (the fields here are final). */
    private transient BigInteger deserialized;

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        java.io.ObjectOutputStream.PutField fields = s.putFields();
        fields.put("signum", signum);
        byte[] bytes = abs().toByteArray();
        if (bytes.length > 0 && bytes[0] == 0) {
            bytes = Arrays.copyOfRange(bytes, 1, bytes.length);
        }
        if (signum == 0) {
            bytes = new byte[0];
        }
        fields.put("magnitude", bytes);
        fields.put("bitCount", -1);
        fields.put("bitLength", -1);
        fields.put("lowestSetBit", -2);
        fields.put("firstNonzeroByteNum", -2);
        s.writeFields();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField fields = s.readFields();
        int sign = fields.get("signum", -2);
        if (sign < -1 || sign > 1) {
            throw new java.io.StreamCorruptedException("BigInteger: Invalid signum value");
        }
        byte[] magnitude = (byte[]) fields.get("magnitude", null);
        if (magnitude == null) {
            throw new java.io.StreamCorruptedException("BigInteger: null magnitude");
        }
        boolean zero = true;
        for (byte b : magnitude) {
            zero &= b == 0;
        }
        if (zero != (sign == 0)) {
            throw new java.io.StreamCorruptedException("BigInteger: signum-magnitude mismatch");
        }
        deserialized = new BigInteger(sign, magnitude);
    }

    private Object readResolve() {
        return deserialized;
    }

    static final int KARATSUBA_THRESHOLD = 80;
    static final int TOOM_COOK_THRESHOLD = 240;
    static final int KARATSUBA_SQUARE_THRESHOLD = 128;
    static final int TOOM_COOK_SQUARE_THRESHOLD = 216;
    static final int SCHOENHAGE_BASE_CONVERSION_THRESHOLD = 20;
    private static final int PARSE_SPLIT_DIGITS = 400;
    private static final int SMALL_PRIME_THRESHOLD = 95;
    private static final int DEFAULT_PRIME_CERTAINTY = 100;
    private static final long MASK = 0xffffffffL;

    public static final BigInteger ZERO = new BigInteger(Mag.ZERO, 0);
    public static final BigInteger ONE = new BigInteger(new int[] {1}, 1);
    public static final BigInteger TWO = new BigInteger(new int[] {2}, 1);
    public static final BigInteger TEN = new BigInteger(new int[] {10}, 1);
    private static final BigInteger NEGATIVE_ONE = new BigInteger(new int[] {1}, -1);
    private static final BigInteger SMALL_PRIME_PRODUCT = valueOf(3L * 5 * 7 * 11 * 13 * 17 * 19 * 23 * 29 * 31 * 37 * 41);

    final int signum;
    final int[] mag;
    /** Index of the lowest non-zero magnitude word, +1; 0 while not yet computed. */
    private int lowestWordPlusOne;

    /** Takes ownership of a normalized magnitude. */
    BigInteger(int[] mag, int signum) {
        if (mag.length > (1 << 26) || (mag.length == (1 << 26) && mag[mag.length - 1] < 0)) {
            throw overflow();
        }
        this.mag = mag;
        this.signum = mag.length == 0 ? 0 : signum;
    }

    private static ArithmeticException overflow() {
        return new ArithmeticException("BigInteger would overflow supported range");
    }

    /** Checks a bit length computed in long arithmetic before building such a number. */
    private static void checkBits(long bits) {
        if (bits > Integer.MAX_VALUE) {
            throw overflow();
        }
    }

    // ----- construction -----

    public BigInteger(byte[] val, int off, int len) {
        java.util.Objects.checkFromIndexSize(off, len, val.length);
        if (len == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        BigInteger v = fromTwosBytes(val, off, len);
        this.mag = v.mag;
        this.signum = v.signum;
    }

    public BigInteger(byte[] val) {
        this(val, 0, val.length);
    }

    public BigInteger(int signum, byte[] magnitude, int off, int len) {
        if (signum < -1 || signum > 1) {
            throw new NumberFormatException("Invalid signum value");
        }
        java.util.Objects.checkFromIndexSize(off, len, magnitude.length);
        int[] m = magFromBytes(magnitude, off, len);
        if (m.length == 0) {
            this.signum = 0;
        } else {
            if (signum == 0) {
                throw new NumberFormatException("signum-magnitude mismatch");
            }
            this.signum = signum;
        }
        this.mag = m;
    }

    public BigInteger(int signum, byte[] magnitude) {
        this(signum, magnitude, 0, magnitude.length);
    }

    public BigInteger(String val, int radix) {
        BigInteger v = parse(val, radix);
        this.mag = v.mag;
        this.signum = v.signum;
    }

    public BigInteger(String val) {
        this(val, 10);
    }

    public BigInteger(int numBits, Random rnd) {
        this.mag = magFromBytes(randomBits(numBits, rnd), 0, (numBits + 7) / 8);
        this.signum = mag.length == 0 ? 0 : 1;
    }

    public BigInteger(int bitLength, int certainty, Random rnd) {
        if (bitLength < 2) {
            throw new ArithmeticException("bitLength < 2");
        }
        BigInteger p = bitLength < SMALL_PRIME_THRESHOLD ? smallPrime(bitLength, certainty, rnd)
            : largePrime(bitLength, certainty, rnd);
        this.mag = p.mag;
        this.signum = 1;
    }

    public static BigInteger valueOf(long val) {
        if (val == 0) {
            return ZERO;
        }
        if (val > 0) {
            return new BigInteger(Mag.ofLong(val), 1);
        }
        return new BigInteger(Mag.ofLong(-val), -1);
    }

    private static byte[] randomBits(int numBits, Random rnd) {
        if (numBits < 0) {
            throw new IllegalArgumentException("numBits must be non-negative");
        }
        int numBytes = (int) (((long) numBits + 7) / 8);
        byte[] bits = new byte[numBytes];
        if (numBytes > 0) {
            rnd.nextBytes(bits);
            int excess = 8 * numBytes - numBits;
            bits[0] &= (byte) ((1 << (8 - excess)) - 1);
        }
        return bits;
    }

    /** The unsigned big-endian bytes val[off..off+len) as a magnitude. */
    private static int[] magFromBytes(byte[] val, int off, int len) {
        int[] m = new int[(len + 3) / 4];
        for (int i = 0; i < len; i++) {
            int b = val[off + len - 1 - i] & 0xff;
            m[i >>> 2] |= b << (8 * (i & 3));
        }
        return Mag.trim(m);
    }

    private static BigInteger fromTwosBytes(byte[] val, int off, int len) {
        int[] w = new int[(len + 3) / 4];
        boolean negative = val[off] < 0;
        if (negative) {
            Arrays.fill(w, -1);
        }
        for (int i = 0; i < len; i++) {
            int b = val[off + len - 1 - i] & 0xff;
            int shift = 8 * (i & 3);
            w[i >>> 2] = (w[i >>> 2] & ~(0xff << shift)) | (b << shift);
        }
        return fromTwos(w);
    }

    /** The number whose two's complement words (least significant first) are w. */
    private static BigInteger fromTwos(int[] w) {
        if (w.length == 0 || w[w.length - 1] >= 0) {
            return new BigInteger(Mag.trim(w), 1);
        }
        int[] m = new int[w.length];
        long carry = 1;
        for (int i = 0; i < w.length; i++) {
            carry += (~w[i]) & MASK;
            m[i] = (int) carry;
            carry >>>= 32;
        }
        return new BigInteger(Mag.trim(m), -1);
    }

    private static BigInteger parse(String val, int radix) {
        int len = val.length();
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new NumberFormatException("Radix out of range");
        }
        if (len == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        int sign = 1;
        int cursor = 0;
        int minus = val.lastIndexOf('-');
        int plus = val.lastIndexOf('+');
        if (minus >= 0) {
            if (minus != 0 || plus >= 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            sign = -1;
            cursor = 1;
        } else if (plus >= 0) {
            if (plus != 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            cursor = 1;
        }
        if (cursor == len) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        int[] digits = new int[len - cursor];
        for (int i = cursor; i < len; i++) {
            int d = Character.digit(val.charAt(i), radix);
            if (d < 0) {
                throw new NumberFormatException("For input string: \"" + val + "\""
                    + (radix == 10 ? "" : " under radix " + radix));
            }
            digits[i - cursor] = d;
        }
        int start = 0;
        while (start < digits.length && digits[start] == 0) {
            start++;
        }
        if (start == digits.length) {
            return ZERO;
        }
        int[] m = parseDigits(digits, start, digits.length, radix);
        return new BigInteger(m, sign);
    }

    /** Digits [from, to) as a magnitude; splits in halves above PARSE_SPLIT_DIGITS. */
    private static int[] parseDigits(int[] digits, int from, int to, int radix) {
        int n = to - from;
        if (n > PARSE_SPLIT_DIGITS) {
            int low = n / 2;
            int[] hi = parseDigits(digits, from, to - low, radix);
            int[] lo = parseDigits(digits, to - low, to, radix);
            int[] p = multiplyMag(hi, radixPower(radix, low).mag);
            return Mag.add(p, lo);
        }
        int group = digitsPerWord(radix);
        int groupRadix = wordRadix(radix);
        int[] m = Mag.ZERO;
        int i = from;
        int first = n % group == 0 ? group : n % group;
        while (i < to) {
            int take = i == from ? first : group;
            int acc = 0;
            for (int k = 0; k < take; k++) {
                acc = acc * radix + digits[i + k];
            }
            int mult = take == group ? groupRadix : intPow(radix, take);
            m = Mag.mulAdd(m, mult, acc);
            i += take;
        }
        return m;
    }

    private static int intPow(int base, int e) {
        int r = 1;
        while (e-- > 0) {
            r *= base;
        }
        return r;
    }

    /** The largest k with radix^k < 2^31. */
    private static int digitsPerWord(int radix) {
        int k = 0;
        long p = 1;
        while (p * radix < (1L << 31)) {
            p *= radix;
            k++;
        }
        return k;
    }

    private static int wordRadix(int radix) {
        return intPow(radix, digitsPerWord(radix));
    }

    private static final BigInteger[][] POWER_CACHE = new BigInteger[Character.MAX_RADIX + 1][];

    /** radix^(2^k), cached. */
    private static BigInteger radixSquarePower(int radix, int k) {
        BigInteger[] row = POWER_CACHE[radix];
        if (row == null || row.length <= k) {
            BigInteger[] n = new BigInteger[k + 1];
            int have = 0;
            if (row != null) {
                System.arraycopy(row, 0, n, 0, row.length);
                have = row.length;
            } else {
                n[0] = valueOf(radix);
                have = 1;
            }
            for (int i = have; i <= k; i++) {
                n[i] = n[i - 1].square();
            }
            POWER_CACHE[radix] = n;
            row = n;
        }
        return row[k];
    }

    private static BigInteger radixPower(int radix, int e) {
        BigInteger r = ONE;
        for (int k = 0; e != 0; k++, e >>>= 1) {
            if ((e & 1) != 0) {
                r = r.multiply(radixSquarePower(radix, k));
            }
        }
        return r;
    }

    // ----- primes -----

    public static BigInteger probablePrime(int bitLength, Random rnd) {
        if (bitLength < 2) {
            throw new ArithmeticException("bitLength < 2");
        }
        return bitLength < SMALL_PRIME_THRESHOLD ? smallPrime(bitLength, DEFAULT_PRIME_CERTAINTY, rnd)
            : largePrime(bitLength, DEFAULT_PRIME_CERTAINTY, rnd);
    }

    private static boolean hasSmallFactor(BigInteger p) {
        long r = p.remainder(SMALL_PRIME_PRODUCT).longValue();
        return r % 3 == 0 || r % 5 == 0 || r % 7 == 0 || r % 11 == 0 || r % 13 == 0 || r % 17 == 0
            || r % 19 == 0 || r % 23 == 0 || r % 29 == 0 || r % 31 == 0 || r % 37 == 0 || r % 41 == 0;
    }

    /** Random words until one has exactly bitLength bits, is odd and passes the tests. */
    private static BigInteger smallPrime(int bitLength, int certainty, Random rnd) {
        int words = (bitLength + 31) >>> 5;
        int[] be = new int[words];
        int highBit = 1 << ((bitLength + 31) & 31);
        int highMask = (highBit << 1) - 1;
        while (true) {
            for (int i = 0; i < words; i++) {
                be[i] = rnd.nextInt();
            }
            be[0] = (be[0] & highMask) | highBit;
            if (bitLength > 2) {
                be[words - 1] |= 1;
            }
            int[] m = new int[words];
            for (int i = 0; i < words; i++) {
                m[i] = be[words - 1 - i];
            }
            BigInteger p = new BigInteger(Mag.trim(m), 1);
            if (bitLength > 6 && hasSmallFactor(p)) {
                continue;
            }
            if (bitLength < 4) {
                return p;
            }
            if (p.primeToCertainty(certainty, rnd)) {
                return p;
            }
        }
    }

    private static BigInteger largePrime(int bitLength, int certainty, Random rnd) {
        BigInteger p = new BigInteger(bitLength, rnd).setBit(bitLength - 1).clearBit(0);
        int searchLen = bitLength / 20 * 64;
        BigInteger candidate = new Sieve(p, searchLen).retrieve(p, certainty, rnd);
        while (candidate == null || candidate.bitLength() != bitLength) {
            p = p.add(valueOf(2L * searchLen));
            if (p.bitLength() != bitLength) {
                p = new BigInteger(bitLength, rnd).setBit(bitLength - 1);
            }
            p = p.clearBit(0);
            candidate = new Sieve(p, searchLen).retrieve(p, certainty, rnd);
        }
        return candidate;
    }

    /**
     * A sieve over the odd numbers base+1, base+3, ... (bit i stands for base + 2i + 1, set when
     * a small prime divides it). The small primes come from a fixed sieve of 150 * 64 bits.
     */
    private static final class Sieve {
        private static Sieve small;
        private final long[] bits;
        private final int length;

        private Sieve(int length) {
            this.length = length;
            this.bits = new long[((length - 1) >>> 6) + 1];
        }

        private static synchronized Sieve small() {
            if (small == null) {
                Sieve s = new Sieve(150 * 64);
                s.set(0);
                int index = 1;
                int prime = 3;
                do {
                    s.sieveSingle(s.length, index + prime, prime);
                    index = s.search(s.length, index + 1);
                    prime = 2 * index + 1;
                } while (index > 0 && prime < s.length);
                small = s;
            }
            return small;
        }

        Sieve(BigInteger base, int searchLen) {
            this(searchLen);
            Sieve sm = small();
            int step = sm.search(sm.length, 0);
            int prime = step * 2 + 1;
            do {
                int start = prime - base.remainderWord(prime);
                if (start % 2 == 0) {
                    start += prime;
                }
                sieveSingle(searchLen, (start - 1) / 2, prime);
                step = sm.search(sm.length, step + 1);
                prime = step * 2 + 1;
            } while (step > 0);
        }

        private boolean get(int i) {
            return (bits[i >>> 6] & (1L << (i & 63))) != 0;
        }

        private void set(int i) {
            bits[i >>> 6] |= 1L << (i & 63);
        }

        private int search(int limit, int start) {
            if (start >= limit) {
                return -1;
            }
            int i = start;
            do {
                if (!get(i)) {
                    return i;
                }
                i++;
            } while (i < limit - 1);
            return -1;
        }

        private void sieveSingle(int limit, int start, int step) {
            while (start < limit) {
                set(start);
                start += step;
            }
        }

        BigInteger retrieve(BigInteger base, int certainty, Random rnd) {
            int offset = 1;
            for (long word : bits) {
                long free = ~word;
                for (int j = 0; j < 64; j++) {
                    if ((free & 1) == 1) {
                        BigInteger c = base.add(valueOf(offset));
                        if (c.primeToCertainty(certainty, rnd)) {
                            return c;
                        }
                    }
                    free >>>= 1;
                    offset += 2;
                }
            }
            return null;
        }
    }

    /** The remainder of |this| divided by a positive int. */
    private int remainderWord(int d) {
        return Mag.divWord(mag, d, new int[mag.length]);
    }

    public BigInteger nextProbablePrime() {
        if (signum < 0) {
            throw new ArithmeticException("start < 0: " + this);
        }
        if (signum == 0 || equals(ONE)) {
            return TWO;
        }
        BigInteger r = add(ONE);
        if (!r.testBit(0)) {
            r = r.add(ONE);
        }
        while (true) {
            if (r.bitLength() > 6 && hasSmallFactor(r)) {
                r = r.add(TWO);
                continue;
            }
            if (r.bitLength() < 4) {
                return r;
            }
            if (r.primeToCertainty(DEFAULT_PRIME_CERTAINTY, null)) {
                return r;
            }
            r = r.add(TWO);
        }
    }

    public boolean isProbablePrime(int certainty) {
        if (certainty <= 0) {
            return true;
        }
        BigInteger w = abs();
        if (w.equals(TWO)) {
            return true;
        }
        if (!w.testBit(0) || w.equals(ONE)) {
            return false;
        }
        return w.primeToCertainty(certainty, null);
    }

    /** Miller-Rabin rounds chosen by size, plus a Lucas test above 100 bits. */
    boolean primeToCertainty(int certainty, Random random) {
        int n = (Math.min(certainty, Integer.MAX_VALUE - 1) + 1) / 2;
        int bits = bitLength();
        int rounds;
        if (bits < 100) {
            rounds = Math.min(50, n);
            return passesMillerRabin(rounds, random);
        }
        if (bits < 256) {
            rounds = 27;
        } else if (bits < 512) {
            rounds = 15;
        } else if (bits < 768) {
            rounds = 8;
        } else if (bits < 1024) {
            rounds = 4;
        } else {
            rounds = 2;
        }
        rounds = Math.min(n, rounds);
        return passesMillerRabin(rounds, random) && passesLucas();
    }

    private boolean passesMillerRabin(int iterations, Random rnd) {
        BigInteger minusOne = subtract(ONE);
        int a = minusOne.getLowestSetBit();
        BigInteger m = minusOne.shiftRight(a);
        if (rnd == null) {
            rnd = new Random(0x5DEECE66DL ^ bitLength());
        }
        int bits = bitLength();
        for (int i = 0; i < iterations; i++) {
            BigInteger b;
            do {
                b = new BigInteger(bits, rnd);
            } while (b.compareTo(ONE) <= 0 || b.compareTo(this) >= 0);
            int j = 0;
            BigInteger z = b.modPow(m, this);
            while (!((j == 0 && z.equals(ONE)) || z.equals(minusOne))) {
                if ((j > 0 && z.equals(ONE)) || ++j == a) {
                    return false;
                }
                z = z.modPow(TWO, this);
            }
        }
        return true;
    }

    /** Lucas probable-prime test with Selfridge's parameters (P = 1, Q = (1 - D) / 4). */
    private boolean passesLucas() {
        int d = 5;
        while (jacobi(d, this) != -1) {
            d = d < 0 ? Math.abs(d) + 2 : -(d + 2);
            if (d == 101 && sqrt().square().equals(this)) {
                return false;
            }
        }
        BigInteger dd = valueOf(d);
        BigInteger k = add(ONE);
        BigInteger u = ONE;
        BigInteger v = ONE;
        for (int i = k.bitLength() - 2; i >= 0; i--) {
            BigInteger u2 = u.multiply(v).mod(this);
            BigInteger v2 = v.square().add(dd.multiply(u.square())).mod(this);
            v2 = halveMod(v2);
            u = u2;
            v = v2;
            if (k.testBit(i)) {
                u2 = halveMod(u.add(v).mod(this));
                v2 = halveMod(dd.multiply(u).add(v).mod(this));
                u = u2;
                v = v2;
            }
        }
        return u.mod(this).signum == 0;
    }

    private BigInteger halveMod(BigInteger x) {
        if (x.testBit(0)) {
            x = x.add(this);
        }
        return x.shiftRight(1);
    }

    private static int jacobi(int p, BigInteger n) {
        BigInteger a = valueOf(p).mod(n);
        BigInteger b = n;
        int result = 1;
        while (a.signum != 0) {
            while (!a.testBit(0)) {
                a = a.shiftRight(1);
                int r = b.mag[0] & 7;
                if (r == 3 || r == 5) {
                    result = -result;
                }
            }
            BigInteger t = a;
            a = b;
            b = t;
            if ((a.mag[0] & 3) == 3 && (b.mag[0] & 3) == 3) {
                result = -result;
            }
            a = a.mod(b);
        }
        return b.equals(ONE) ? result : 0;
    }

    // ----- arithmetic -----

    public BigInteger add(BigInteger val) {
        if (val.signum == 0) {
            return this;
        }
        if (signum == 0) {
            return val;
        }
        if (signum == val.signum) {
            return new BigInteger(Mag.add(mag, val.mag), signum);
        }
        int c = Mag.compare(mag, val.mag);
        if (c == 0) {
            return ZERO;
        }
        return c > 0 ? new BigInteger(Mag.sub(mag, val.mag), signum)
            : new BigInteger(Mag.sub(val.mag, mag), val.signum);
    }

    public BigInteger subtract(BigInteger val) {
        return add(val.negate());
    }

    public BigInteger multiply(BigInteger val) {
        if (signum == 0 || val.signum == 0) {
            return ZERO;
        }
        checkBits((long) Mag.bitLength(mag) + Mag.bitLength(val.mag) - 1);
        int[] m = val == this ? squareMag(mag) : multiplyMag(mag, val.mag);
        return new BigInteger(m, signum * val.signum);
    }

    BigInteger square() {
        if (signum == 0) {
            return ZERO;
        }
        checkBits(2L * Mag.bitLength(mag) - 1);
        return new BigInteger(squareMag(mag), 1);
    }

    static int[] multiplyMag(int[] a, int[] b) {
        if (a.length < KARATSUBA_THRESHOLD || b.length < KARATSUBA_THRESHOLD) {
            return Mag.mulSchool(a, b);
        }
        if (a.length < TOOM_COOK_THRESHOLD && b.length < TOOM_COOK_THRESHOLD) {
            return karatsuba(a, b, false);
        }
        return toomCook3(a, b, false);
    }

    static int[] squareMag(int[] a) {
        if (a.length < KARATSUBA_SQUARE_THRESHOLD) {
            return Mag.squareSchool(a);
        }
        if (a.length < TOOM_COOK_SQUARE_THRESHOLD) {
            return karatsuba(a, a, true);
        }
        return toomCook3(a, a, true);
    }

    private static int[] mulOrSquare(int[] a, int[] b, boolean square) {
        if (a.length == 0 || b.length == 0) {
            return Mag.ZERO;
        }
        return square ? squareMag(a) : multiplyMag(a, b);
    }

    /** x*y = p1 * B^2 + ((xh+xl)(yh+yl) - p1 - p2) * B + p2, B = 2^(32 half). */
    private static int[] karatsuba(int[] x, int[] y, boolean square) {
        int half = (Math.max(x.length, y.length) + 1) / 2;
        int[] xl = Mag.slice(x, 0, half);
        int[] xh = Mag.slice(x, half, x.length);
        int[] yl = square ? xl : Mag.slice(y, 0, half);
        int[] yh = square ? xh : Mag.slice(y, half, y.length);
        int[] p1 = mulOrSquare(xh, yh, square);
        int[] p2 = mulOrSquare(xl, yl, square);
        int[] xs = Mag.add(xh, xl);
        int[] p3 = mulOrSquare(xs, square ? xs : Mag.add(yh, yl), square);
        int[] mid = Mag.sub(Mag.sub(p3, p1), p2);
        int[] r = new int[x.length + y.length + 1];
        Mag.addInto(r, p2, 0);
        Mag.addInto(r, mid, half);
        Mag.addInto(r, p1, 2 * half);
        return Mag.trim(r);
    }

    private BigInteger mulSigned(BigInteger o, boolean square) {
        if (signum == 0 || o.signum == 0) {
            return ZERO;
        }
        return new BigInteger(mulOrSquare(mag, o.mag, square), signum * o.signum);
    }

    /**
     * Toom-Cook 3-way product: both operands cut into three k-word pieces, the product
     * evaluated at 0, 1, -1, 2 and infinity and interpolated (Bodrato's sequence).
     */
    private static int[] toomCook3(int[] x, int[] y, boolean square) {
        int k = (Math.max(x.length, y.length) + 2) / 3;
        BigInteger a0 = new BigInteger(Mag.slice(x, 0, k), 1);
        BigInteger a1 = new BigInteger(Mag.slice(x, k, 2 * k), 1);
        BigInteger a2 = new BigInteger(Mag.slice(x, 2 * k, x.length), 1);
        BigInteger b0 = square ? a0 : new BigInteger(Mag.slice(y, 0, k), 1);
        BigInteger b1 = square ? a1 : new BigInteger(Mag.slice(y, k, 2 * k), 1);
        BigInteger b2 = square ? a2 : new BigInteger(Mag.slice(y, 2 * k, y.length), 1);
        BigInteger v0 = a0.mulSigned(b0, square);
        BigInteger da1 = a2.add(a0);
        BigInteger db1 = square ? da1 : b2.add(b0);
        BigInteger am = da1.subtract(a1);
        BigInteger vm1 = am.mulSigned(square ? am : db1.subtract(b1), square);
        da1 = da1.add(a1);
        db1 = square ? da1 : db1.add(b1);
        BigInteger v1 = da1.mulSigned(db1, square);
        BigInteger e2 = da1.add(a2).shiftLeft(1).subtract(a0);
        BigInteger v2 = e2.mulSigned(square ? e2 : db1.add(b2).shiftLeft(1).subtract(b0), square);
        BigInteger vinf = a2.mulSigned(b2, square);
        BigInteger t2 = v2.subtract(vm1).exactDivideBy3();
        BigInteger tm1 = v1.subtract(vm1).shiftRight(1);
        BigInteger t1 = v1.subtract(v0);
        t2 = t2.subtract(t1).shiftRight(1);
        t1 = t1.subtract(tm1).subtract(vinf);
        t2 = t2.subtract(vinf.shiftLeft(1));
        tm1 = tm1.subtract(t2);
        int ss = k * 32;
        BigInteger r = vinf.shiftLeft(ss).add(t2).shiftLeft(ss).add(t1).shiftLeft(ss).add(tm1)
            .shiftLeft(ss).add(v0);
        return r.mag;
    }

    private BigInteger exactDivideBy3() {
        if (signum == 0) {
            return ZERO;
        }
        int[] q = new int[mag.length];
        Mag.divWord(mag, 3, q);
        return new BigInteger(Mag.trim(q), signum);
    }

    public BigInteger divide(BigInteger val) {
        return divideAndRemainder(val)[0];
    }

    public BigInteger[] divideAndRemainder(BigInteger val) {
        if (val.signum == 0) {
            throw new ArithmeticException("BigInteger divide by zero");
        }
        if (signum == 0) {
            return new BigInteger[] {ZERO, ZERO};
        }
        int[][] qr = Mag.divRem(mag, val.mag);
        return new BigInteger[] {new BigInteger(qr[0], signum * val.signum), new BigInteger(qr[1], signum)};
    }

    public BigInteger remainder(BigInteger val) {
        return divideAndRemainder(val)[1];
    }

    public BigInteger mod(BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        BigInteger r = remainder(m);
        return r.signum >= 0 ? r : r.add(m);
    }

    public BigInteger pow(int exponent) {
        if (exponent < 0) {
            throw new ArithmeticException("Negative exponent");
        }
        if (signum == 0) {
            return exponent == 0 ? ONE : this;
        }
        if (exponent == 0) {
            return ONE;
        }
        BigInteger base = abs();
        int shift = base.getLowestSetBit();
        checkBits((long) (Mag.bitLength(mag) - 1) * exponent + 1);
        base = base.shiftRight(shift);
        BigInteger result = ONE;
        int e = exponent;
        while (true) {
            if ((e & 1) != 0) {
                result = result.multiply(base);
            }
            e >>>= 1;
            if (e == 0) {
                break;
            }
            base = base.square();
        }
        result = result.shiftLeft((int) ((long) shift * exponent));
        return signum < 0 && (exponent & 1) != 0 ? result.negate() : result;
    }

    public BigInteger sqrt() {
        if (signum < 0) {
            throw new ArithmeticException("Negative BigInteger");
        }
        if (signum == 0) {
            return ZERO;
        }
        int bl = bitLength();
        if (bl <= 52) {
            long v = longValue();
            long s = (long) Math.sqrt((double) v);
            while (s * s > v) {
                s--;
            }
            while ((s + 1) * (s + 1) <= v) {
                s++;
            }
            return valueOf(s);
        }
        BigInteger x;
        if (bl <= 208) {
            int shift = (bl - 52) & ~1;
            double top = shiftRight(shift).doubleValue();
            x = valueOf((long) Math.ceil(Math.sqrt(top)) + 1).shiftLeft(shift / 2);
        } else {
            // sqrt(this) < (sqrt(this >> 2k) + 1) * 2^k: an overestimate good to about half the bits.
            int k = bl / 4;
            x = shiftRight(2 * k).sqrt().add(ONE).shiftLeft(k);
        }
        // Newton from above decreases monotonically to floor(sqrt(this)).
        while (true) {
            BigInteger y = x.add(divide(x)).shiftRight(1);
            if (y.compareTo(x) >= 0) {
                return x;
            }
            x = y;
        }
    }

    public BigInteger[] sqrtAndRemainder() {
        BigInteger s = sqrt();
        return new BigInteger[] {s, subtract(s.square())};
    }

    public BigInteger gcd(BigInteger val) {
        BigInteger a = abs();
        BigInteger b = val.abs();
        if (a.signum == 0) {
            return b;
        }
        if (b.signum == 0) {
            return a;
        }
        while (b.signum != 0) {
            if (a.mag.length <= 2 && b.mag.length <= 2) {
                return valueOf(gcdLong(a.longValue(), b.longValue()));
            }
            BigInteger t = a.remainder(b);
            a = b;
            b = t;
        }
        return a;
    }

    private static long gcdLong(long a, long b) {
        if (a == 0) {
            return b;
        }
        if (b == 0) {
            return a;
        }
        int za = Long.numberOfTrailingZeros(a);
        int zb = Long.numberOfTrailingZeros(b);
        a >>>= za;
        b >>>= zb;
        int k = Math.min(za, zb);
        while (a != b) {
            if (Long.compareUnsigned(a, b) > 0) {
                a -= b;
                a >>>= Long.numberOfTrailingZeros(a);
            } else {
                b -= a;
                b >>>= Long.numberOfTrailingZeros(b);
            }
        }
        return a << k;
    }

    public BigInteger abs() {
        return signum >= 0 ? this : negate();
    }

    public BigInteger negate() {
        return signum == 0 ? this : new BigInteger(mag, -signum);
    }

    public int signum() {
        return signum;
    }

    public BigInteger modPow(BigInteger exponent, BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (exponent.signum == 0) {
            return m.equals(ONE) ? ZERO : ONE;
        }
        if (m.equals(ONE)) {
            return ZERO;
        }
        BigInteger base = this;
        if (exponent.signum < 0) {
            base = modInverse(m);
            exponent = exponent.negate();
        }
        base = base.mod(m);
        if (base.signum == 0) {
            return ZERO;
        }
        // Left to right, 4-bit fixed windows.
        BigInteger[] table = new BigInteger[16];
        table[0] = ONE;
        for (int i = 1; i < 16; i++) {
            table[i] = table[i - 1].multiply(base).mod(m);
        }
        int bits = exponent.bitLength();
        int top = (bits + 3) / 4 * 4;
        BigInteger r = ONE;
        boolean started = false;
        for (int pos = top - 4; pos >= 0; pos -= 4) {
            if (started) {
                for (int k = 0; k < 4; k++) {
                    r = r.square().mod(m);
                }
            }
            int w = 0;
            for (int k = 3; k >= 0; k--) {
                w = (w << 1) | (exponent.testBit(pos + k) ? 1 : 0);
            }
            if (w != 0) {
                r = started ? r.multiply(table[w]).mod(m) : table[w];
                started = true;
            }
        }
        return r;
    }

    public BigInteger modInverse(BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (m.equals(ONE)) {
            return ZERO;
        }
        BigInteger a = mod(m);
        BigInteger oldR = a;
        BigInteger r = m;
        BigInteger oldS = ONE;
        BigInteger s = ZERO;
        while (r.signum != 0) {
            BigInteger[] qr = oldR.divideAndRemainder(r);
            oldR = r;
            r = qr[1];
            BigInteger ns = oldS.subtract(qr[0].multiply(s));
            oldS = s;
            s = ns;
        }
        if (!oldR.equals(ONE)) {
            throw new ArithmeticException("BigInteger not invertible.");
        }
        return oldS.mod(m);
    }

    // ----- bits -----

    private int lowestWord() {
        int w = lowestWordPlusOne - 1;
        if (w < 0) {
            w = 0;
            while (mag[w] == 0) {
                w++;
            }
            lowestWordPlusOne = w + 1;
        }
        return w;
    }

    /** Word n (0 = least significant) of the infinite two's complement form. */
    private int getInt(int n) {
        if (n < 0) {
            return 0;
        }
        if (n >= mag.length) {
            return signum < 0 ? -1 : 0;
        }
        int w = mag[n];
        if (signum >= 0) {
            return w;
        }
        return n <= lowestWord() ? -w : ~w;
    }

    private int intLength() {
        return (bitLength() >>> 5) + 1;
    }

    public BigInteger shiftLeft(int n) {
        if (signum == 0 || n == 0) {
            return this;
        }
        if (n < 0) {
            return n == Integer.MIN_VALUE ? (signum < 0 ? NEGATIVE_ONE : ZERO) : shiftRight(-n);
        }
        checkBits((long) Mag.bitLength(mag) + n);
        return new BigInteger(Mag.shiftLeft(mag, n), signum);
    }

    public BigInteger shiftRight(int n) {
        if (signum == 0 || n == 0) {
            return this;
        }
        if (n < 0) {
            if (n == Integer.MIN_VALUE) {
                throw overflow();
            }
            return shiftLeft(-n);
        }
        int[] m = Mag.shiftRight(mag, n);
        if (signum < 0 && Mag.lowBitsSet(mag, n)) {
            m = Mag.add(m, new int[] {1});
        }
        if (m.length == 0) {
            return signum < 0 ? NEGATIVE_ONE : ZERO;
        }
        return new BigInteger(m, signum);
    }

    private interface WordOp {
        int apply(int a, int b);
    }

    private BigInteger bitwise(BigInteger val, WordOp op) {
        int n = Math.max(intLength(), val.intLength());
        int[] w = new int[n];
        for (int i = 0; i < n; i++) {
            w[i] = op.apply(getInt(i), val.getInt(i));
        }
        return fromTwos(w);
    }

    public BigInteger and(BigInteger val) {
        return bitwise(val, (a, b) -> a & b);
    }

    public BigInteger or(BigInteger val) {
        return bitwise(val, (a, b) -> a | b);
    }

    public BigInteger xor(BigInteger val) {
        return bitwise(val, (a, b) -> a ^ b);
    }

    public BigInteger not() {
        return negate().subtract(ONE);
    }

    public BigInteger andNot(BigInteger val) {
        return bitwise(val, (a, b) -> a & ~b);
    }

    public boolean testBit(int n) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
        return (getInt(n >>> 5) & (1 << (n & 31))) != 0;
    }

    private BigInteger changeBit(int n, int how) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
        int word = n >>> 5;
        int len = Math.max(intLength(), word + 2);
        int[] w = new int[len];
        for (int i = 0; i < len; i++) {
            w[i] = getInt(i);
        }
        int bit = 1 << (n & 31);
        if (how == 0) {
            w[word] |= bit;
        } else if (how == 1) {
            w[word] &= ~bit;
        } else {
            w[word] ^= bit;
        }
        return fromTwos(w);
    }

    public BigInteger setBit(int n) {
        return changeBit(n, 0);
    }

    public BigInteger clearBit(int n) {
        return changeBit(n, 1);
    }

    public BigInteger flipBit(int n) {
        return changeBit(n, 2);
    }

    public int getLowestSetBit() {
        if (signum == 0) {
            return -1;
        }
        int w = lowestWord();
        return w * 32 + Integer.numberOfTrailingZeros(mag[w]);
    }

    public int bitLength() {
        int n = Mag.bitLength(mag);
        if (signum < 0) {
            // A negative power of two needs one bit less than its magnitude.
            int w = lowestWord();
            if (w == mag.length - 1 && Integer.bitCount(mag[w]) == 1) {
                n--;
            }
        }
        return n;
    }

    public int bitCount() {
        int bc = 0;
        for (int w : mag) {
            bc += Integer.bitCount(w);
        }
        if (signum < 0) {
            bc += getLowestSetBit() - 1;
        }
        return bc;
    }

    // ----- comparison and conversion -----

    public int compareTo(BigInteger val) {
        if (signum != val.signum) {
            return signum > val.signum ? 1 : -1;
        }
        int c = Mag.compare(mag, val.mag);
        return signum >= 0 ? c : -c;
    }

    @Override
    public boolean equals(Object x) {
        if (x == this) {
            return true;
        }
        if (!(x instanceof BigInteger)) {
            return false;
        }
        BigInteger o = (BigInteger) x;
        return signum == o.signum && Arrays.equals(mag, o.mag);
    }

    public BigInteger min(BigInteger val) {
        return compareTo(val) < 0 ? this : val;
    }

    public BigInteger max(BigInteger val) {
        return compareTo(val) > 0 ? this : val;
    }

    @Override
    public int hashCode() {
        int h = 0;
        for (int i = mag.length - 1; i >= 0; i--) {
            h = (int) (31 * h + (mag[i] & MASK));
        }
        return h * signum;
    }

    public String toString(int radix) {
        if (signum == 0) {
            return "0";
        }
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        StringBuilder sb = new StringBuilder();
        if (signum < 0) {
            sb.append('-');
        }
        if (mag.length <= 2) {
            long v = mag.length == 1 ? mag[0] & MASK : ((long) mag[1] << 32) | (mag[0] & MASK);
            if (v >= 0) {
                return sb.append(Long.toString(v, radix)).toString();
            }
            return sb.append(Long.toUnsignedString(v, radix)).toString();
        }
        toStringRec(abs(), sb, radix, 0);
        return sb.toString();
    }

    /** Appends u (>= 0) in radix, left-padded with zeros to pad digits when pad > 0. */
    private static void toStringRec(BigInteger u, StringBuilder sb, int radix, int pad) {
        if (u.mag.length <= SCHOENHAGE_BASE_CONVERSION_THRESHOLD) {
            smallToString(u.mag, sb, radix, pad);
            return;
        }
        int b = u.bitLength();
        int n = (int) Math.round(Math.log(b * Math.log(2) / Math.log(radix)) / Math.log(2) - 1.0);
        if (n < 1) {
            n = 1;
        }
        BigInteger v = radixSquarePower(radix, n);
        BigInteger[] qr = u.divideAndRemainder(v);
        int expected = 1 << n;
        toStringRec(qr[0], sb, radix, pad > 0 ? pad - expected : 0);
        toStringRec(qr[1], sb, radix, expected);
    }

    private static void smallToString(int[] m, StringBuilder sb, int radix, int pad) {
        int group = digitsPerWord(radix);
        int groupRadix = wordRadix(radix);
        int[] groups = new int[m.length * 32 / 5 / Math.max(1, group) + 4];
        int count = 0;
        int[] cur = m;
        while (cur.length > 0) {
            int[] q = new int[cur.length];
            int r = Mag.divWord(cur, groupRadix, q);
            if (count == groups.length) {
                groups = Arrays.copyOf(groups, count * 2);
            }
            groups[count++] = r;
            cur = Mag.trim(q);
        }
        StringBuilder digits = new StringBuilder();
        for (int i = count - 1; i >= 0; i--) {
            String s = Integer.toString(groups[i], radix);
            if (i != count - 1) {
                for (int k = s.length(); k < group; k++) {
                    digits.append('0');
                }
            }
            digits.append(s);
        }
        for (int k = count == 0 ? 0 : digits.length(); k < pad; k++) {
            sb.append('0');
        }
        sb.append(digits);
    }

    @Override
    public String toString() {
        return toString(10);
    }

    public byte[] toByteArray() {
        int byteLen = bitLength() / 8 + 1;
        byte[] out = new byte[byteLen];
        for (int i = 0; i < byteLen; i++) {
            int w = getInt(i >>> 2);
            out[byteLen - 1 - i] = (byte) (w >>> (8 * (i & 3)));
        }
        return out;
    }

    @Override
    public int intValue() {
        return getInt(0);
    }

    @Override
    public long longValue() {
        return ((long) getInt(1) << 32) | (getInt(0) & MASK);
    }

    @Override
    public float floatValue() {
        if (signum == 0) {
            return 0.0f;
        }
        int bl = Mag.bitLength(mag);
        if (bl <= 63) {
            return (float) longValue();
        }
        if (bl > 128) {
            return signum > 0 ? Float.POSITIVE_INFINITY : Float.NEGATIVE_INFINITY;
        }
        return (float) roundedTop(bl, 24);
    }

    @Override
    public double doubleValue() {
        if (signum == 0) {
            return 0.0;
        }
        int bl = Mag.bitLength(mag);
        if (bl <= 63) {
            return (double) longValue();
        }
        if (bl > 1024) {
            return signum > 0 ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
        }
        return roundedTop(bl, 53);
    }

    /** The value rounded half-even to `precision` bits, as an exact double (or infinity). */
    private double roundedTop(int bl, int precision) {
        int shift = bl - precision - 1;
        int[] topMag = Mag.shiftRight(mag, shift);
        long top = topMag.length == 1 ? topMag[0] & MASK : ((long) topMag[1] << 32) | (topMag[0] & MASK);
        boolean sticky = Mag.lowBitsSet(mag, shift);
        long mant = top >>> 1;
        if ((top & 1) != 0 && (sticky || (mant & 1) != 0)) {
            mant++;
        }
        int e = shift + 1;
        double d = (double) mant;
        // Apply 2^e in two steps so an intermediate never overflows early.
        int e1 = e / 2;
        d = d * Math.scalb(1.0, e1) * Math.scalb(1.0, e - e1);
        return signum < 0 ? -d : d;
    }

    public long longValueExact() {
        if (mag.length <= 2 && bitLength() <= 63) {
            return longValue();
        }
        throw new ArithmeticException("BigInteger out of long range");
    }

    public int intValueExact() {
        if (mag.length <= 1 && bitLength() <= 31) {
            return intValue();
        }
        throw new ArithmeticException("BigInteger out of int range");
    }

    public short shortValueExact() {
        if (mag.length <= 1 && bitLength() <= 31) {
            int v = intValue();
            if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) {
                return (short) v;
            }
        }
        throw new ArithmeticException("BigInteger out of short range");
    }

    public byte byteValueExact() {
        if (mag.length <= 1 && bitLength() <= 31) {
            int v = intValue();
            if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) {
                return (byte) v;
            }
        }
        throw new ArithmeticException("BigInteger out of byte range");
    }
}
