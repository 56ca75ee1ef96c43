package java.math;

import java.util.Arrays;

/**
 * Unsigned magnitude arithmetic for BigInteger.
 *
 * A magnitude is an int[] of 32-bit words, least significant first, normalized: its last
 * word is non-zero, and zero is the empty array. Every method here takes normalized
 * magnitudes, never modifies its arguments, and returns a normalized (often fresh) array.
 */
final class Mag {
    static final long MASK = 0xffffffffL;
    static final int[] ZERO = new int[0];

    /** Operands of at least this many words are split by Burnikel-Ziegler division. */
    static final int BURNIKEL_ZIEGLER_THRESHOLD = 80;
    /** ...when the dividend has at least this many more words than the divisor. */
    static final int BURNIKEL_ZIEGLER_OFFSET = 40;

    private Mag() {
    }

    /** Returns a[0..len) trimmed of high zero words (may return a itself). */
    static int[] trim(int[] a, int len) {
        while (len > 0 && a[len - 1] == 0) {
            len--;
        }
        if (len == a.length) {
            return a;
        }
        return len == 0 ? ZERO : Arrays.copyOf(a, len);
    }

    static int[] trim(int[] a) {
        return trim(a, a.length);
    }

    static int[] ofLong(long v) {
        if (v == 0) {
            return ZERO;
        }
        int hi = (int) (v >>> 32);
        return hi == 0 ? new int[] {(int) v} : new int[] {(int) v, hi};
    }

    static int bitLength(int[] a) {
        if (a.length == 0) {
            return 0;
        }
        return (a.length - 1) * 32 + 32 - Integer.numberOfLeadingZeros(a[a.length - 1]);
    }

    static int compare(int[] a, int[] b) {
        if (a.length != b.length) {
            return a.length < b.length ? -1 : 1;
        }
        for (int i = a.length - 1; i >= 0; i--) {
            if (a[i] != b[i]) {
                return (a[i] & MASK) < (b[i] & MASK) ? -1 : 1;
            }
        }
        return 0;
    }

    static int[] add(int[] a, int[] b) {
        if (a.length < b.length) {
            int[] t = a;
            a = b;
            b = t;
        }
        int[] r = new int[a.length + 1];
        long carry = 0;
        int i = 0;
        for (; i < b.length; i++) {
            carry += (a[i] & MASK) + (b[i] & MASK);
            r[i] = (int) carry;
            carry >>>= 32;
        }
        for (; i < a.length; i++) {
            carry += a[i] & MASK;
            r[i] = (int) carry;
            carry >>>= 32;
        }
        r[i] = (int) carry;
        return trim(r);
    }

    /** a - b; requires a >= b. */
    static int[] sub(int[] a, int[] b) {
        int[] r = new int[a.length];
        long borrow = 0;
        int i = 0;
        for (; i < b.length; i++) {
            long t = (a[i] & MASK) - (b[i] & MASK) - borrow;
            r[i] = (int) t;
            borrow = t < 0 ? 1 : 0;
        }
        for (; i < a.length; i++) {
            long t = (a[i] & MASK) - borrow;
            r[i] = (int) t;
            borrow = t < 0 ? 1 : 0;
        }
        return trim(r);
    }

    /** a * m + c for unsigned words m and c. */
    static int[] mulAdd(int[] a, int m, int c) {
        long mm = m & MASK;
        long carry = c & MASK;
        int[] r = new int[a.length + 1];
        for (int i = 0; i < a.length; i++) {
            carry += (a[i] & MASK) * mm;
            r[i] = (int) carry;
            carry >>>= 32;
        }
        r[a.length] = (int) carry;
        return trim(r);
    }

    static int[] shiftLeft(int[] a, int n) {
        if (a.length == 0 || n == 0) {
            return a;
        }
        int words = n >>> 5;
        int bits = n & 31;
        int[] r = new int[a.length + words + 1];
        if (bits == 0) {
            System.arraycopy(a, 0, r, words, a.length);
        } else {
            int carry = 0;
            for (int i = 0; i < a.length; i++) {
                r[i + words] = (a[i] << bits) | carry;
                carry = a[i] >>> (32 - bits);
            }
            r[a.length + words] = carry;
        }
        return trim(r);
    }

    static int[] shiftRight(int[] a, int n) {
        int words = n >>> 5;
        if (words >= a.length) {
            return ZERO;
        }
        int bits = n & 31;
        int len = a.length - words;
        int[] r = new int[len];
        if (bits == 0) {
            System.arraycopy(a, words, r, 0, len);
        } else {
            for (int i = 0; i < len; i++) {
                int hi = i + words + 1 < a.length ? a[i + words + 1] << (32 - bits) : 0;
                r[i] = (a[i + words] >>> bits) | hi;
            }
        }
        return trim(r);
    }

    /** True when some of the n lowest bits of a are set. */
    static boolean lowBitsSet(int[] a, long n) {
        int words = (int) Math.min(n >>> 5, a.length);
        for (int i = 0; i < words; i++) {
            if (a[i] != 0) {
                return true;
            }
        }
        int bits = (int) (n & 31);
        return words < a.length && bits != 0 && (a[words] & ((1 << bits) - 1)) != 0;
    }

    /** Words [from, to) of a, normalized (reading past the end gives zeros). */
    static int[] slice(int[] a, int from, int to) {
        if (from >= a.length) {
            return ZERO;
        }
        return trim(Arrays.copyOfRange(a, from, Math.min(to, a.length)));
    }

    /** Adds b << (32 * offset) into r in place; r must be long enough for the result. */
    static void addInto(int[] r, int[] b, int offset) {
        long carry = 0;
        int i = 0;
        for (; i < b.length; i++) {
            carry += (r[i + offset] & MASK) + (b[i] & MASK);
            r[i + offset] = (int) carry;
            carry >>>= 32;
        }
        for (int k = i + offset; carry != 0 && k < r.length; k++) {
            carry += r[k] & MASK;
            r[k] = (int) carry;
            carry >>>= 32;
        }
    }

    static int[] mulSchool(int[] a, int[] b) {
        int[] r = new int[a.length + b.length];
        for (int i = 0; i < a.length; i++) {
            long ai = a[i] & MASK;
            if (ai == 0) {
                continue;
            }
            long carry = 0;
            for (int j = 0; j < b.length; j++) {
                carry += ai * (b[j] & MASK) + (r[i + j] & MASK);
                r[i + j] = (int) carry;
                carry >>>= 32;
            }
            r[i + b.length] = (int) carry;
        }
        return trim(r);
    }

    static int[] squareSchool(int[] a) {
        int n = a.length;
        int[] r = new int[2 * n];
        // Off-diagonal products once, doubled, then the squares on the diagonal.
        for (int i = 0; i < n; i++) {
            long ai = a[i] & MASK;
            long carry = 0;
            for (int j = i + 1; j < n; j++) {
                carry += ai * (a[j] & MASK) + (r[i + j] & MASK);
                r[i + j] = (int) carry;
                carry >>>= 32;
            }
            r[i + n] = (int) carry;
        }
        int carryBit = 0;
        for (int i = 0; i < 2 * n; i++) {
            int w = r[i];
            r[i] = (w << 1) | carryBit;
            carryBit = w >>> 31;
        }
        long carry = 0;
        for (int i = 0; i < n; i++) {
            long sq = (a[i] & MASK) * (a[i] & MASK);
            carry += (r[2 * i] & MASK) + (sq & MASK);
            r[2 * i] = (int) carry;
            carry >>>= 32;
            carry += (r[2 * i + 1] & MASK) + (sq >>> 32);
            r[2 * i + 1] = (int) carry;
            carry >>>= 32;
        }
        return trim(r);
    }

    /** Divides a by the unsigned word d in place into q (same length as a); returns the remainder. */
    static int divWord(int[] a, int d, int[] q) {
        long dd = d & MASK;
        long rem = 0;
        for (int i = a.length - 1; i >= 0; i--) {
            long cur = (rem << 32) | (a[i] & MASK);
            long qq;
            if (cur >= 0) {
                qq = cur / dd;
                rem = cur - qq * dd;
            } else {
                qq = Long.divideUnsigned(cur, dd);
                rem = cur - qq * dd;
            }
            q[i] = (int) qq;
        }
        return (int) rem;
    }

    /** Returns {quotient, remainder} of a / b, b non-zero. */
    static int[][] divRem(int[] a, int[] b) {
        int c = compare(a, b);
        if (c < 0) {
            return new int[][] {ZERO, a};
        }
        if (c == 0) {
            return new int[][] {new int[] {1}, ZERO};
        }
        if (b.length == 1) {
            int[] q = new int[a.length];
            int r = divWord(a, b[0], q);
            return new int[][] {trim(q), r == 0 ? ZERO : new int[] {r}};
        }
        if (b.length < BURNIKEL_ZIEGLER_THRESHOLD || a.length - b.length < BURNIKEL_ZIEGLER_OFFSET) {
            return divKnuth(a, b);
        }
        return divBurnikelZiegler(a, b);
    }

    /** Knuth's algorithm D; b has at least two words and a >= b. */
    static int[][] divKnuth(int[] a, int[] b) {
        int n = b.length;
        int m = a.length - n;
        int s = Integer.numberOfLeadingZeros(b[n - 1]);
        int[] vn = new int[n];
        int[] un = new int[a.length + 1];
        if (s == 0) {
            System.arraycopy(b, 0, vn, 0, n);
            System.arraycopy(a, 0, un, 0, a.length);
        } else {
            for (int i = n - 1; i > 0; i--) {
                vn[i] = (b[i] << s) | (b[i - 1] >>> (32 - s));
            }
            vn[0] = b[0] << s;
            un[a.length] = a[a.length - 1] >>> (32 - s);
            for (int i = a.length - 1; i > 0; i--) {
                un[i] = (a[i] << s) | (a[i - 1] >>> (32 - s));
            }
            un[0] = a[0] << s;
        }
        long vTop = vn[n - 1] & MASK;
        long vNext = vn[n - 2] & MASK;
        int[] q = new int[m + 1];
        for (int j = m; j >= 0; j--) {
            long num = ((un[j + n] & MASK) << 32) | (un[j + n - 1] & MASK);
            long qhat;
            long rhat;
            if (num >= 0) {
                qhat = num / vTop;
                rhat = num - qhat * vTop;
            } else {
                qhat = Long.divideUnsigned(num, vTop);
                rhat = Long.remainderUnsigned(num, vTop);
            }
            while (qhat > MASK
                   || Long.compareUnsigned(qhat * vNext, (rhat << 32) | (un[j + n - 2] & MASK)) > 0) {
                qhat--;
                rhat += vTop;
                if (rhat > MASK) {
                    break;
                }
            }
            long borrow = 0;
            long carry = 0;
            for (int i = 0; i < n; i++) {
                long p = qhat * (vn[i] & MASK) + carry;
                carry = p >>> 32;
                long t = (un[i + j] & MASK) - (p & MASK) - borrow;
                un[i + j] = (int) t;
                borrow = t < 0 ? 1 : 0;
            }
            long t = (un[j + n] & MASK) - carry - borrow;
            un[j + n] = (int) t;
            if (t < 0) {
                qhat--;
                long c2 = 0;
                for (int i = 0; i < n; i++) {
                    c2 += (un[i + j] & MASK) + (vn[i] & MASK);
                    un[i + j] = (int) c2;
                    c2 >>>= 32;
                }
                un[j + n] += (int) c2;
            }
            q[j] = (int) qhat;
        }
        int[] r = new int[n];
        if (s == 0) {
            System.arraycopy(un, 0, r, 0, n);
        } else {
            for (int i = 0; i < n; i++) {
                r[i] = (un[i] >>> s) | (un[i + 1] << (32 - s));
            }
        }
        return new int[][] {trim(q), trim(r)};
    }

    /**
     * Burnikel and Ziegler's recursive division (1998): the divisor is padded to n = j * 2^k
     * words with its top bit set, the dividend cut into n-word blocks, and each 2n/n step
     * split into two 3/2 steps of half size.
     */
    static int[][] divBurnikelZiegler(int[] a, int[] b) {
        int s = b.length;
        int m = 1 << (32 - Integer.numberOfLeadingZeros(s / BURNIKEL_ZIEGLER_THRESHOLD));
        int j = (s + m - 1) / m;
        int n = j * m;
        long n32 = 32L * n;
        int sigma = (int) Math.max(0, n32 - bitLength(b));
        int[] bs = shiftLeft(b, sigma);
        int[] as = shiftLeft(a, sigma);
        int t = (int) ((bitLength(as) + n32) / n32);
        if (t < 2) {
            t = 2;
        }
        int[] q = new int[t * n];
        int[] z = slice(as, (t - 2) * n, t * n);
        int[] r = ZERO;
        for (int i = t - 2; i >= 0; i--) {
            int[][] qr = div2n1n(z, bs, n);
            System.arraycopy(qr[0], 0, q, i * n, qr[0].length);
            r = qr[1];
            if (i > 0) {
                z = concat(r, slice(as, (i - 1) * n, i * n), n);
            }
        }
        return new int[][] {trim(q), shiftRight(r, sigma)};
    }

    /** hi * 2^(32 * loWords) + lo, for lo of at most loWords words. */
    private static int[] concat(int[] hi, int[] lo, int loWords) {
        if (hi.length == 0) {
            return lo;
        }
        int[] r = new int[loWords + hi.length];
        System.arraycopy(lo, 0, r, 0, lo.length);
        System.arraycopy(hi, 0, r, loWords, hi.length);
        return r;
    }

    /** a / b with b of n words, top bit set, and a < b * 2^(32 n). */
    private static int[][] div2n1n(int[] a, int[] b, int n) {
        if ((n & 1) != 0 || n < BURNIKEL_ZIEGLER_THRESHOLD) {
            if (compare(a, b) < 0) {
                return new int[][] {ZERO, a};
            }
            return divKnuth(a, b);
        }
        int half = n / 2;
        int[][] qr1 = div3n2n(slice(a, half, 2 * n), b, half);
        int[][] qr0 = div3n2n(concat(qr1[1], slice(a, 0, half), half), b, half);
        return new int[][] {trim(concat(qr1[0], qr0[0], half)), qr0[1]};
    }

    /** a / b with b of 2 * half words (top bit set) and a < b * 2^(32 half). */
    private static int[][] div3n2n(int[] a, int[] b, int half) {
        int[] a12 = slice(a, half, 3 * half);
        int[] a1 = slice(a, 2 * half, 3 * half);
        int[] a3 = slice(a, 0, half);
        int[] b1 = slice(b, half, 2 * half);
        int[] b2 = slice(b, 0, half);
        int[] q;
        int[] r1;
        if (compare(a1, b1) < 0) {
            int[][] qr = div2n1n(a12, b1, half);
            q = qr[0];
            r1 = qr[1];
        } else {
            int[] ones = new int[half];
            Arrays.fill(ones, -1);
            q = ones;
            r1 = add(sub(a12, shiftLeft(b1, 32 * half)), b1);
        }
        int[] d = multiply(q, b2);
        int[] r = concat(r1, a3, half);
        int[] one = {1};
        while (compare(r, d) < 0) {
            q = sub(q, one);
            r = add(r, b);
        }
        return new int[][] {q, sub(r, d)};
    }

    /** Product with BigInteger's algorithm choice by size (schoolbook, Karatsuba, Toom-3). */
    static int[] multiply(int[] a, int[] b) {
        if (a.length == 0 || b.length == 0) {
            return ZERO;
        }
        if (a == b) {
            return BigInteger.squareMag(a);
        }
        return BigInteger.multiplyMag(a, b);
    }
}
