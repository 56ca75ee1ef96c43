import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Locale;

public class BigNumberFormatter {
    static void f(String fmt, Object... args) {
        try {
            System.out.println(fmt + " -> [" + String.format(Locale.ROOT, fmt, args) + "]");
        } catch (Exception e) {
            System.out.println(fmt + " -> " + e);
        }
    }

    public static void main(String[] args) {
        BigInteger big = new BigInteger("123456789012345678901234567890");
        BigInteger neg = big.negate();
        for (String fmt : new String[] {"%d", "%,d", "%+d", "% d", "%(d", "%40d", "%-40d|", "%040d", "%(,45d", "%x", "%X", "%#x",
            "%#X", "%o", "%#o", "%+x", "%(x", "% o", "%40x", "%#040x", "%-#40o|", "%,x", "%.3d", "%#d", "%s", "%10.5s", "%e", "%f"}) {
            f(fmt, big);
            f(fmt, neg);
        }
        f("%d %x %o", BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO);
        f("%d", (BigInteger) null);
        BigDecimal[] ds = {new BigDecimal("123.456"), new BigDecimal("-0.000123456"), new BigDecimal("1E+10"), new BigDecimal("0"),
            new BigDecimal("0.00"), new BigDecimal("9.9999999"), new BigDecimal("12345678901234567890.98765"), new BigDecimal("0.5"),
            new BigDecimal("-2.5"), new BigDecimal("1.5E-7"), new BigDecimal("99999.95"), new BigDecimal("0.0001"), new BigDecimal("1E+6"),
            new BigDecimal("5")};
        for (String fmt : new String[] {"%e", "%.2e", "%.0e", "%#.0e", "%E", "%20.3e", "%f", "%.0f", "%#.0f", "%.2f", "%.10f", "%,.3f",
            "%+f", "%(f", "% 015.2f", "%-15.1f|", "%g", "%.3g", "%.0g", "%G", "%.10g", "%,g", "%a", "%d"}) {
            StringBuilder sb = new StringBuilder(fmt + " ->");
            for (BigDecimal d : ds) {
                try {
                    sb.append(" [").append(String.format(Locale.ROOT, fmt, d)).append(']');
                } catch (Exception e) {
                    sb.append(' ').append(e);
                }
            }
            System.out.println(sb);
        }
        System.out.println(String.format(Locale.GERMANY, "%,.2f %,d %.3e", new BigDecimal("1234567.891"), big, new BigDecimal("-98765.4321")));
        System.out.println(String.format(Locale.US, "%,.2f %,d", new BigDecimal("1234567.891"), big));
        System.out.println(String.format("%s %s %10s", big, new BigDecimal("1E+3"), new BigDecimal("-0.5")));
    }
}
