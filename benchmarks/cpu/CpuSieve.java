// CPU benchmark: sieve of Eratosthenes over a boolean[] (baload/bastore, loops).
// usage: CpuSieve [LIMIT [REPS]]
// args: 100000 3
public class CpuSieve {
    static int sieve(boolean[] composite, int limit) {
        java.util.Arrays.fill(composite, false);
        int count = 0;
        for (int i = 2; i <= limit; i++) {
            if (!composite[i]) {
                count++;
                for (long j = (long) i * i; j <= limit; j += i)
                    composite[(int) j] = true;
            }
        }
        return count;
    }

    public static void main(String[] args) {
        int limit = args.length > 0 ? Integer.parseInt(args[0]) : 4_000_000;
        int reps = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        boolean[] composite = new boolean[limit + 1];
        long check = 0;
        int count = 0;
        for (int r = 0; r < reps; r++) {
            count = sieve(composite, limit);
            check = check * 31 + count;
        }
        long sum = 0;
        for (int i = 2; i <= limit; i++)
            if (!composite[i])
                sum += i;
        System.out.println("primes <= " + limit + ": " + count + ", sum " + sum + ", check " + check);
    }
}
