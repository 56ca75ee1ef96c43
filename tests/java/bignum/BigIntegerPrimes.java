import java.math.BigInteger;
import java.util.Random;

public class BigIntegerPrimes {
    public static void main(String[] args) {
        Random rnd = new Random(17);
        for (int bits : new int[] {2, 3, 4, 5, 6, 7, 8, 16, 31, 32, 33, 63, 64, 94, 95, 96, 128, 160, 256}) {
            BigInteger p = BigInteger.probablePrime(bits, rnd);
            System.out.println(bits + " " + p + " " + p.bitLength() + " " + p.isProbablePrime(50));
        }
        BigInteger q = new BigInteger(100, 20, new Random(5));
        System.out.println("ctor " + q + " " + new BigInteger(40, 1, new Random(6)));
        System.out.println("after " + rnd.nextInt());
        long[] known = {0, 1, 2, 3, 4, 9, 97, 561, 1105, 1729, 2465, 2821, 6601, 8911, 41041, 825265,
            2147483647, 4294967297L, 1000000007, 999999999989L, 3215031751L, 341550071728321L};
        StringBuilder sb = new StringBuilder();
        for (long k : known) {
            sb.append(k).append(BigInteger.valueOf(k).isProbablePrime(100) ? "P " : "c ");
        }
        System.out.println(sb);
        System.out.println("neg " + BigInteger.valueOf(-7).isProbablePrime(10) + " " + BigInteger.valueOf(-8).isProbablePrime(10)
            + " " + BigInteger.valueOf(8).isProbablePrime(0) + " " + BigInteger.valueOf(8).isProbablePrime(-1));
        for (int e : new int[] {61, 89, 107, 127, 521, 607}) {
            BigInteger m = BigInteger.TWO.pow(e).subtract(BigInteger.ONE);
            System.out.println("M" + e + " " + m.isProbablePrime(100) + " " + m.add(BigInteger.TWO).isProbablePrime(100));
        }
        BigInteger x = BigInteger.ZERO;
        StringBuilder np = new StringBuilder();
        for (int i = 0; i < 30; i++) {
            x = x.nextProbablePrime();
            np.append(x).append(' ');
        }
        System.out.println(np);
        System.out.println(BigInteger.TEN.pow(30).nextProbablePrime());
        System.out.println(BigInteger.TEN.pow(60).nextProbablePrime());
        System.out.println(BigInteger.TWO.pow(200).nextProbablePrime().subtract(BigInteger.TWO.pow(200)));
        // Strong pseudoprime to many bases: products of primes found by Arnault-style constructions.
        BigInteger psp = new BigInteger("3825123056546413051");
        System.out.println("psp " + psp.isProbablePrime(100));
        BigInteger carm = new BigInteger("1590231231043178376951698401");
        System.out.println("carm " + carm.isProbablePrime(100));
    }
}
