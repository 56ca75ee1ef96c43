import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

// The rounding table of RoundingMode's documentation, and more, for setScale, round and divide.
public class BigDecimalRounding {
    public static void main(String[] args) {
        String[] values = {"5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5",
            "0.5", "-0.5", "0.05", "1.05", "1.15", "1.25", "-1.35", "999.95", "0.0", "1.5000001", "2.4999999"};
        StringBuilder head = new StringBuilder("value");
        for (RoundingMode m : RoundingMode.values()) {
            head.append(' ').append(m);
        }
        System.out.println(head);
        for (String v : values) {
            BigDecimal d = new BigDecimal(v);
            StringBuilder sb = new StringBuilder(v);
            for (RoundingMode m : RoundingMode.values()) {
                try {
                    sb.append(' ').append(d.setScale(0, m));
                } catch (ArithmeticException e) {
                    sb.append(" !").append(e.getMessage());
                }
            }
            System.out.println(sb);
            sb = new StringBuilder("  p2");
            for (RoundingMode m : RoundingMode.values()) {
                try {
                    sb.append(' ').append(d.round(new MathContext(2, m)));
                } catch (ArithmeticException e) {
                    sb.append(" !").append(e.getMessage());
                }
            }
            System.out.println(sb);
        }
        String[][] divs = {{"1", "3"}, {"2", "3"}, {"-2", "3"}, {"10", "4"}, {"-10", "4"}, {"1", "8"}, {"7", "-16"},
            {"123.456", "7.89"}, {"1E+10", "3"}, {"1", "1E+10"}, {"0.00", "7"}, {"25", "10"}, {"35", "10"}, {"45", "-10"}};
        for (String[] dv : divs) {
            BigDecimal a = new BigDecimal(dv[0]);
            BigDecimal b = new BigDecimal(dv[1]);
            StringBuilder sb = new StringBuilder(dv[0] + "/" + dv[1]);
            for (RoundingMode m : RoundingMode.values()) {
                try {
                    sb.append(' ').append(a.divide(b, 3, m));
                } catch (ArithmeticException e) {
                    sb.append(" !").append(e.getMessage());
                }
            }
            System.out.println(sb);
            sb = new StringBuilder("  mc4");
            for (RoundingMode m : RoundingMode.values()) {
                try {
                    sb.append(' ').append(a.divide(b, new MathContext(4, m)));
                } catch (ArithmeticException e) {
                    sb.append(" !").append(e.getMessage());
                }
            }
            sb.append(" | scale ");
            try {
                sb.append(a.divide(b, RoundingMode.HALF_EVEN));
            } catch (ArithmeticException e) {
                sb.append("!").append(e.getMessage());
            }
            sb.append(" | exact ");
            try {
                sb.append(a.divide(b));
            } catch (ArithmeticException e) {
                sb.append("!").append(e.getMessage());
            }
            System.out.println(sb);
        }
        for (int old = 0; old <= 8; old++) {
            try {
                System.out.println("old " + old + " " + new BigDecimal("2.345").setScale(2, old) + " " + RoundingMode.valueOf(old));
            } catch (Exception e) {
                System.out.println("old " + old + " " + e);
            }
        }
        System.out.println(MathContext.DECIMAL32 + " " + MathContext.DECIMAL64 + " " + MathContext.DECIMAL128 + " " + MathContext.UNLIMITED);
        System.out.println(new MathContext("precision=5 roundingMode=HALF_DOWN").getRoundingMode() + " "
            + new MathContext(3).equals(new MathContext(3, RoundingMode.HALF_UP)));
        for (String bad : new String[] {"precision=x roundingMode=UP", "precision=-1 roundingMode=UP", "precision=5 roundingmode=UP", "precision=5"}) {
            try {
                new MathContext(bad);
            } catch (IllegalArgumentException e) {
                System.out.println(bad + " -> " + e.getMessage());
            }
        }
        try {
            new MathContext(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
