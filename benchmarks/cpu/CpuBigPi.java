// CPU benchmark: big numbers (java.math.BigInteger): pi to N digits by Machin's formula in
// fixed point, the streaming spigot of Gibbons for the first N/4 digits, and N! by product trees.
// usage: CpuBigPi [N]
// args: 300
import java.math.BigInteger;

public class CpuBigPi {
    /** arctan(1/x) * 10^digits (plus guard digits) by its Taylor series. */
    static BigInteger arctanInv(int x, BigInteger unity) {
        BigInteger xx = BigInteger.valueOf((long) x * x);
        BigInteger term = unity.divide(BigInteger.valueOf(x));
        BigInteger sum = term;
        for (int n = 3, sign = -1; term.signum() != 0; n += 2, sign = -sign) {
            term = term.divide(xx);
            BigInteger t = term.divide(BigInteger.valueOf(n));
            sum = sign < 0 ? sum.subtract(t) : sum.add(t);
        }
        return sum;
    }

    static String machin(int digits) {
        BigInteger unity = BigInteger.TEN.pow(digits + 10);
        BigInteger pi = arctanInv(5, unity).shiftLeft(2).subtract(arctanInv(239, unity)).shiftLeft(2);
        return pi.divide(BigInteger.TEN.pow(10)).toString();
    }

    static String spigot(int digits) {
        BigInteger q = BigInteger.ONE, r = BigInteger.ZERO, t = BigInteger.ONE;
        BigInteger three = BigInteger.valueOf(3), four = BigInteger.valueOf(4), ten = BigInteger.TEN;
        StringBuilder sb = new StringBuilder();
        long k = 1;
        while (sb.length() < digits) {
            BigInteger n = q.multiply(three).add(r).divide(t);
            if (q.multiply(four).add(r).divide(t).equals(n)) {
                sb.append(n);
                r = r.subtract(n.multiply(t)).multiply(ten);
                q = q.multiply(ten);
            } else {
                BigInteger l = BigInteger.valueOf(2 * k + 1);
                r = q.shiftLeft(1).add(r).multiply(l);
                q = q.multiply(BigInteger.valueOf(k));
                t = t.multiply(l);
                k++;
            }
        }
        return sb.toString();
    }

    static BigInteger product(int lo, int hi) {
        if (hi - lo < 8) {
            BigInteger p = BigInteger.ONE;
            for (int i = lo; i <= hi; i++) {
                p = p.multiply(BigInteger.valueOf(i));
            }
            return p;
        }
        int mid = (lo + hi) >>> 1;
        return product(lo, mid).multiply(product(mid + 1, hi));
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 4000;
        String pi = machin(n);
        String sp = spigot(n / 4);
        BigInteger f = product(1, n);
        String fs = f.toString();
        long sum = 0;
        for (int i = 0; i < fs.length(); i++) {
            sum += fs.charAt(i) - '0';
        }
        BigInteger back = new BigInteger(fs);
        System.out.println("pi " + pi.substring(0, 20) + ".." + pi.substring(pi.length() - 10) + " digits " + pi.length()
            + " spigot agrees " + pi.startsWith(sp));
        System.out.println("fact " + fs.length() + " digits, digit sum " + sum + ", bits " + f.bitLength()
            + ", round trip " + back.equals(f) + ", hash " + f.hashCode());
    }
}
