import java.util.Random;

// StrictMath (and Math, which delegates for these in HotSpot 17) cbrt, hypot, atan, atan2, asin, acos bit, and StrictMath.exp
// for bit as fdlibm: special values, then checksums of the bits over many random inputs.
public class StrictMathFdlibm {
    public static void main(String[] args) {
        double[] sp = {0.0, -0.0, 1.0, -1.0, 27.0, -8.0, 0.001, 1e-310, -4.9e-324, Double.MIN_NORMAL, Double.MAX_VALUE,
            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, 0.4375, 1.1875, 2.4375, 7.0 / 16, 11.0 / 16, 1e20, 3e-9};
        for (double x : sp) {
            StringBuilder sb = new StringBuilder(x + ": cbrt " + StrictMath.cbrt(x) + " atan " + StrictMath.atan(x)
                + " Math " + Math.cbrt(x) + " " + Math.atan(x) + " asin " + StrictMath.asin(x) + " acos " + StrictMath.acos(x) + " exp " + StrictMath.exp(x)
                + " " + StrictMath.exp(-x) + " |");
            for (double y : new double[] {0.0, -0.0, 1.0, -2.5, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e-300, 3e300}) {
                sb.append(' ').append(StrictMath.atan2(x, y)).append('/').append(StrictMath.hypot(x, y));
            }
            System.out.println(sb);
        }
        String[] names = {"cbrt", "atan", "atan2", "hypot", "asin", "acos", "exp"};
        for (int f = 0; f < 7; f++) {
            Random r = new Random(100 + f);
            long h = 0;
            long hm = 0;
            for (int i = 0; i < 20000; i++) {
                double x = (r.nextInt(3) == 0 || f >= 4) ? r.nextDouble() * 2 - 1
                    : Math.scalb(r.nextDouble(), r.nextInt(2100) - 1075) * (r.nextBoolean() ? 1 : -1);
                double y = (r.nextInt(4) == 0) ? x * (r.nextDouble() + 0.5)
                    : Math.scalb(r.nextDouble(), r.nextInt(2100) - 1075) * (r.nextBoolean() ? 1 : -1);
                double v;
                double m;
                switch (f) {
                    case 0:
                        v = StrictMath.cbrt(x);
                        m = Math.cbrt(x);
                        break;
                    case 1:
                        v = StrictMath.atan(x);
                        m = Math.atan(x);
                        break;
                    case 2:
                        v = StrictMath.atan2(x, y);
                        m = Math.atan2(x, y);
                        break;
                    case 3:
                        v = StrictMath.hypot(x, y);
                        m = Math.hypot(x, y);
                        break;
                    case 4:
                        v = StrictMath.asin(x);
                        m = Math.asin(x);
                        break;
                    case 5:
                        v = StrictMath.acos(x);
                        m = Math.acos(x);
                        break;
                    default:
                        // Math.exp is a HotSpot intrinsic, not fdlibm: only StrictMath is compared.
                        x = (r.nextInt(3) == 0) ? x : (r.nextDouble() * 1460 - 748);
                        v = StrictMath.exp(x);
                        m = StrictMath.exp(-x);
                        break;
                }
                h = h * 31 + Double.doubleToRawLongBits(v);
                hm = hm * 31 + Double.doubleToRawLongBits(m);
            }
            System.out.println(names[f] + " " + h + " " + hm);
        }
    }
}
