// long arithmetic near the limits, Long parsing and printing, and mixed int/long.
public class LongMath {
    public static void main(String[] args) {
        long max = Long.MAX_VALUE;
        System.out.println(max / 7 + " " + max % 7 + " " + (max - max / 2 * 2));
        System.out.println(Long.toString(max) + " " + Long.toString(Long.MIN_VALUE));
        System.out.println(Long.parseLong("-9223372036854775808") == Long.MIN_VALUE);
        System.out.println(Long.parseLong("+123") + Long.valueOf("456"));
        String[] bad = { "9223372036854775808", "", "12a", "-", "1_000" };
        for (String s : bad) {
            try {
                Long.parseLong(s);
                System.out.println("parsed " + s);
            } catch (NumberFormatException e) {
                System.out.println("NFE: " + e.getMessage());
            }
        }
        long gcd = gcd(9223372036854775806L, 6148914691236517204L);
        System.out.println("gcd = " + gcd);
        System.out.println("isqrt(max) = " + isqrt(max));
        System.out.println("pow(3, 39) = " + pow(3, 39));
        System.out.println("pow(3, 41) wraps = " + pow(3, 41));
        long h = 1125899906842597L;
        for (char c : "long hash".toCharArray()) h = 31 * h + c;
        System.out.println("hash = " + h);
        System.out.println("Long.hashCode(h) = " + Long.hashCode(h));
        System.out.println("Long.valueOf(h).hashCode() = " + Long.valueOf(h).hashCode());
        System.out.println("Long.compare = " + Long.compare(-1, 1) + " " + Long.signum(-99L));
        System.out.println("Long.max/min = " + Long.max(3, 9) + " " + Long.min(3, 9) + " " + Long.sum(3, 9));
        System.out.println("Math.multiplyHigh = " + Math.multiplyHigh(max, max));
        System.out.println("Long.divideUnsigned(-1, 10) = " + Long.divideUnsigned(-1L, 10));
        System.out.println("Long.remainderUnsigned(-1, 10) = " + Long.remainderUnsigned(-1L, 10));
        System.out.println("Long.compareUnsigned(-1, 1) = " + Long.compareUnsigned(-1L, 1L));
        int i = 1000000;
        long wrong = i * i;
        long right = (long) i * i;
        System.out.println(wrong + " vs " + right);
        long millis = 1234567890123L;
        System.out.println(millis / 1000 / 60 / 60 / 24 + " days, " + millis % 1000 + " ms");
        long collatzMax = 0;
        long n = 837799;
        int steps = 0;
        while (n != 1) {
            n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
            if (n > collatzMax) collatzMax = n;
            steps++;
        }
        System.out.println("collatz(837799): steps=" + steps + " peak=" + collatzMax);
    }

    static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }

    static long isqrt(long v) {
        long lo = 0, hi = 3037000500L;
        while (lo < hi) {
            long mid = (lo + hi + 1) >>> 1;
            if (mid * mid <= v) lo = mid; else hi = mid - 1;
        }
        return lo;
    }

    static long pow(long b, int e) {
        long r = 1;
        while (e > 0) {
            if ((e & 1) != 0) r *= b;
            b *= b;
            e >>= 1;
        }
        return r;
    }
}
