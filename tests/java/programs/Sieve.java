// Sieve of Eratosthenes with boolean[] and with a BitSet-like long[]; counts,
// sums, twin primes, largest gaps; both methods must agree.
public class Sieve {
    public static void main(String[] args) {
        int n = 1_000_000;
        boolean[] composite = new boolean[n + 1];
        for (int i = 2; (long) i * i <= n; i++)
            if (!composite[i])
                for (int j = i * i; j <= n; j += i) composite[j] = true;
        int count = 0; long sum = 0; int twins = 0; int prev = -1; int maxGap = 0, gapAt = 0;
        for (int i = 2; i <= n; i++) {
            if (composite[i]) continue;
            count++; sum += i;
            if (prev > 0) {
                if (i - prev == 2) twins++;
                if (i - prev > maxGap) { maxGap = i - prev; gapAt = prev; }
            }
            prev = i;
        }
        System.out.println("primes <= " + n + ": " + count + ", sum " + sum + ", twins " + twins + ", largest gap " + maxGap + " after " + gapAt + ", largest " + prev);
        long[] bits = new long[(n >> 6) + 1];
        for (int i = 2; (long) i * i <= n; i++)
            if ((bits[i >> 6] & (1L << i)) == 0)
                for (int j = i * i; j <= n; j += i) bits[j >> 6] |= 1L << j;
        int count2 = 0;
        for (int i = 2; i <= n; i++) if ((bits[i >> 6] & (1L << i)) == 0) count2++;
        System.out.println("bitset count agrees: " + (count == count2));
        StringBuilder first = new StringBuilder();
        for (int i = 2, k = 0; k < 25; i++) if (!composite[i]) { first.append(i).append(' '); k++; }
        System.out.println(first.toString().trim());
    }
}
