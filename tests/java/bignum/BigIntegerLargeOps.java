import java.math.BigInteger;
import java.util.Random;

// Sizes cross the Karatsuba (80 words), Toom-Cook (240), Burnikel-Ziegler (80 + 40) and
// recursive toString (20 words) thresholds; results are printed as hash codes and digit sums.
public class BigIntegerLargeOps {
    static String sig(BigInteger x) {
        String s = x.toString();
        int sum = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                sum += c - '0';
            }
        }
        return x.signum() + ":" + x.bitLength() + ":" + x.hashCode() + ":" + s.length() + ":" + sum + ":"
            + (s.length() > 24 ? s.substring(0, 12) + ".." + s.substring(s.length() - 12) : s);
    }

    public static void main(String[] args) {
        Random r = new Random(20261201);
        int[] sizes = {1, 2, 3, 31, 64, 79, 80, 81, 127, 128, 200, 239, 240, 300, 500, 700};
        int checks = 0;
        int bad = 0;
        for (int i = 0; i < sizes.length; i++) {
            int bitsA = sizes[i] * 32 - r.nextInt(20);
            int bitsB = sizes[(i * 7 + 3) % sizes.length] * 32 - r.nextInt(20);
            BigInteger a = new BigInteger(bitsA, r);
            BigInteger b = new BigInteger(bitsB, r).add(BigInteger.ONE);
            if (r.nextBoolean()) {
                a = a.negate();
            }
            BigInteger p = a.multiply(b);
            BigInteger sq = a.multiply(a);
            BigInteger[] qr = a.divideAndRemainder(b);
            BigInteger[] pq = p.add(BigInteger.valueOf(12345)).divideAndRemainder(a.abs().add(BigInteger.ONE));
            System.out.println("size " + sizes[i] + " " + sig(a) + " x " + sig(b));
            System.out.println("  mul " + sig(p));
            System.out.println("  sqr " + sig(sq));
            System.out.println("  div " + sig(qr[0]) + " rem " + sig(qr[1]));
            System.out.println("  div2 " + sig(pq[0]) + " rem " + sig(pq[1]));
            System.out.println("  hex " + a.toString(16).length() + " " + a.toString(16).hashCode() + " b36 " + b.toString(36).hashCode());
            checks++;
            if (!p.divide(b).equals(a) || !qr[0].multiply(b).add(qr[1]).equals(a)) {
                bad++;
            }
            if (!new BigInteger(a.toString()).equals(a) || !new BigInteger(b.toString(7), 7).equals(b)) {
                bad++;
            }
            if (!sq.sqrt().equals(a.abs())) {
                bad++;
            }
        }
        // Big divisor against a much bigger dividend (Burnikel-Ziegler with several blocks).
        BigInteger big = new BigInteger(40000, r);
        BigInteger d = new BigInteger(9000, r).setBit(8999);
        BigInteger[] qr = big.divideAndRemainder(d);
        System.out.println("bz " + sig(qr[0]) + " " + sig(qr[1]));
        System.out.println("bz check " + qr[0].multiply(d).add(qr[1]).equals(big) + " " + (qr[1].compareTo(d) < 0));
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= 1000; i++) {
            f = f.multiply(BigInteger.valueOf(i));
        }
        System.out.println("1000! " + sig(f));
        System.out.println("3^20000 " + sig(BigInteger.valueOf(3).pow(20000)));
        System.out.println("7^-(big) " + sig(BigInteger.valueOf(-7).pow(3333)));
        BigInteger m = BigInteger.TWO.pow(521).subtract(BigInteger.ONE);
        System.out.println("modPow " + sig(BigInteger.valueOf(3).modPow(m.subtract(BigInteger.ONE), m)));
        System.out.println("modPow2 " + sig(f.modPow(BigInteger.valueOf(65537), m)));
        System.out.println("modInverse " + sig(f.modInverse(m)));
        System.out.println("gcd " + sig(f.gcd(BigInteger.valueOf(3).pow(900).multiply(BigInteger.valueOf(1009)))));
        System.out.println("sqrt " + sig(f.sqrt()));
        System.out.println("double " + f.doubleValue() + " " + f.shiftRight(7000).doubleValue() + " " + f.shiftRight(7500).floatValue());
        System.out.println("checks " + checks + " bad " + bad);
    }
}
