import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Random;

// Seeded random operands and contexts; every result printed with its scale.
public class BigDecimalRandomOps {
    static Random r = new Random(424242);

    static BigDecimal rnd() {
        int bits = 1 + r.nextInt(r.nextInt(8) == 0 ? 200 : 40);
        BigInteger u = new BigInteger(bits, r);
        if (r.nextInt(5) == 0) {
            u = u.multiply(BigInteger.TEN.pow(r.nextInt(6)));
        }
        if (r.nextBoolean()) {
            u = u.negate();
        }
        return new BigDecimal(u, r.nextInt(30) - 10);
    }

    static String s(BigDecimal d) {
        return d + "/" + d.scale();
    }

    public static void main(String[] args) {
        RoundingMode[] modes = RoundingMode.values();
        for (int i = 0; i < 150; i++) {
            BigDecimal a = rnd();
            BigDecimal b = rnd();
            MathContext mc = new MathContext(1 + r.nextInt(25), modes[r.nextInt(7)]);
            StringBuilder sb = new StringBuilder();
            sb.append(s(a)).append(' ').append(s(b)).append(' ').append(mc.getPrecision()).append(mc.getRoundingMode()).append(':');
            sb.append(' ').append(s(a.add(b, mc)));
            sb.append(' ').append(s(a.subtract(b, mc)));
            sb.append(' ').append(s(a.multiply(b, mc)));
            if (b.signum() != 0) {
                sb.append(' ').append(s(a.divide(b, mc)));
                sb.append(' ').append(s(a.divide(b, r.nextInt(20) - 5, modes[r.nextInt(7)])));
                sb.append(' ').append(s(a.divideToIntegralValue(b)));
                sb.append(' ').append(s(a.remainder(b)));
                try {
                    sb.append(' ').append(s(a.divideToIntegralValue(b, mc)));
                } catch (ArithmeticException e) {
                    sb.append(" !").append(e.getMessage());
                }
            }
            sb.append(' ').append(s(a.round(mc)));
            sb.append(' ').append(s(a.abs().sqrt(mc)));
            sb.append(' ').append(s(a.pow(3, mc)));
            sb.append(' ').append(a.doubleValue()).append(' ').append(a.floatValue());
            sb.append(' ').append(a.compareTo(b)).append(' ').append(a.toEngineeringString());
            System.out.println(sb);
        }
    }
}
