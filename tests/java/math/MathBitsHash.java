import java.util.Random;

// StrictMath (fdlibm's algorithms) bit for bit: a hash of the result bits per function over a
// seeded input stream (random bit patterns, a typical range, log-uniform magnitudes), the
// functions HotSpot's Math takes from StrictMath, Math.log/log10 (correctly rounded in
// HotSpot 17), Math.fma, Random.nextGaussian, and the special cases of Math's own
// sin/cos/tan/exp/pow.  benchmarks/mathcmp runs the same comparison over millions of inputs.
public class MathBitsHash {
    static long s;

    static long next() {
        s ^= s >>> 12;
        s ^= s << 25;
        s ^= s >>> 27;
        return s * 2685821657736338717L;
    }

    static double unit() {
        return (next() >>> 11) * 0x1p-53;
    }

    static double input(int i, double lo, double hi, int emin, int emax, boolean signed) {
        switch (i % 3) {
            case 0:
                return Double.longBitsToDouble(next());
            case 1:
                return lo + (hi - lo) * unit();
            default:
                double v = Math.scalb(1.0 + unit(), emin + (int) ((next() >>> 33) % (emax - emin + 1)));
                return signed && next() < 0 ? -v : v;
        }
    }

    static final int N = 6000;
    static final String[] F1 = {
        "sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "log10", "sqrt", "cbrt", "sinh",
        "cosh", "tanh", "expm1", "log1p", "floor", "ceil", "rint", "Math.log", "Math.log10",
    };

    static double f1(int f, double x) {
        switch (f) {
            case 0: return StrictMath.sin(x);
            case 1: return StrictMath.cos(x);
            case 2: return StrictMath.tan(x);
            case 3: return StrictMath.asin(x);
            case 4: return StrictMath.acos(x);
            case 5: return StrictMath.atan(x);
            case 6: return StrictMath.exp(x);
            case 7: return StrictMath.log(x);
            case 8: return StrictMath.log10(x);
            case 9: return StrictMath.sqrt(x);
            case 10: return StrictMath.cbrt(x);
            case 11: return StrictMath.sinh(x);
            case 12: return StrictMath.cosh(x);
            case 13: return StrictMath.tanh(x);
            case 14: return StrictMath.expm1(x);
            case 15: return StrictMath.log1p(x);
            case 16: return StrictMath.floor(x);
            case 17: return StrictMath.ceil(x);
            case 18: return StrictMath.rint(x);
            case 19: return Math.log(x);
            default: return Math.log10(x);
        }
    }

    static final double[][] RANGE = {     // typical range, then the log-uniform exponents
        { -10, 10, -30, 70 }, { -10, 10, -30, 70 }, { -10, 10, -30, 70 }, { -1, 1, -30, 0 },
        { -1, 1, -30, 0 }, { -10, 10, -30, 70 }, { -50, 50, -30, 9 }, { 0, 100, -1074, 1023 },
        { 0, 100, -1074, 1023 }, { 0, 100, -1074, 1023 }, { -100, 100, -1074, 1023 },
        { -25, 25, -30, 9 }, { -25, 25, -30, 9 }, { -25, 25, -30, 9 }, { -2, 2, -40, 9 },
        { -1, 10, -40, 60 }, { -1000, 1000, -5, 60 }, { -1000, 1000, -5, 60 },
        { -1000, 1000, -5, 60 }, { 0, 100, -1074, 1023 }, { 0, 100, -1074, 1023 },
    };

    static long mix(long h, double v) {
        h ^= Double.doubleToLongBits(v);
        h *= 0x100000001B3L;
        return h ^ (h >>> 29);
    }

    static String hex(long h) {
        return Long.toHexString(h);
    }

    public static void main(String[] args) {
        for (int f = 0; f < F1.length; f++) {
            s = 0x9E3779B97F4A7C15L + f;
            double[] r = RANGE[f];
            long h = 0;
            for (int i = 0; i < N; i++)
                h = mix(h, f1(f, input(i, r[0], r[1], (int) r[2], (int) r[3], r[0] < 0 || f == 7)));
            System.out.println(F1[f] + " " + hex(h));
        }
        String[] f2 = { "atan2", "pow", "hypot", "IEEEremainder", "Math.fma" };
        for (int f = 0; f < f2.length; f++) {
            s = 0x1234567887654321L + f;
            long h = 0;
            for (int i = 0; i < N; i++) {
                double x, y;
                if (f == 1) {            // pow: x in [0, 10) or log-uniform, y in [-20, 20)
                    x = input(i, 0, 10, -50, 50, true);
                    y = i % 3 == 2 && next() < 0 ? (double) (next() % 40) : input(i, -20, 20, -10, 8, true);
                } else {
                    x = input(i, -1000, 1000, -600, 600, true);
                    y = input(i, -10, 10, -600, 600, true);
                }
                double v;
                switch (f) {
                    case 0: v = StrictMath.atan2(x, y); break;
                    case 1: v = StrictMath.pow(x, y); break;
                    case 2: v = StrictMath.hypot(x, y); break;
                    case 3: v = StrictMath.IEEEremainder(x, y); break;
                    default:
                        double z = input(i, -10, 10, -60, 60, true);
                        v = Math.fma(x, y, z) + (double) Math.fma((float) x, (float) y, (float) z);
                }
                h = mix(h, v);
            }
            System.out.println(f2[f] + " " + hex(h));
        }
        Random g = new Random(2026);
        long h = 0;
        for (int i = 0; i < N; i++)
            h = mix(h, g.nextGaussian());
        System.out.println("nextGaussian " + hex(h) + " " + g.nextGaussian());

        double[] sp = { 0.0, -0.0, 1.0, -1.0, 0.5, 2.0, -3.0, 1e300, Double.MIN_VALUE,
            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN };
        StringBuilder sb = new StringBuilder();
        for (double x : sp) {
            sb.setLength(0);
            boolean exact = x == 0 || Double.isInfinite(x) || x != x || x == Double.MIN_VALUE;
            sb.append(x).append(": sin ").append(exact ? Double.toString(Math.sin(x)) : "-")
              .append(" cos ").append(exact ? Double.toString(Math.cos(x)) : "-")
              .append(" tan ").append(exact ? Double.toString(Math.tan(x)) : "-")
              .append(" exp ").append(exact ? Double.toString(Math.exp(x)) : "-")
              .append(" log ").append(Math.log(x)).append(" log10 ").append(Math.log10(x))
              .append(" pow");
            for (double y : sp)
                if (x == 0 || y == 0 || Math.abs(x) == 1 || Double.isInfinite(x) || Double.isInfinite(y) || x != x || y != y)
                    sb.append(' ').append(Math.pow(x, y));
            System.out.println(sb);
        }
        System.out.println(Math.sin(-0.0) + " " + Math.cos(0.0) + " " + Math.tan(-0.0) + " " + Math.sin(Double.NaN)
            + " " + Math.cos(Double.POSITIVE_INFINITY) + " " + Math.tan(Double.NEGATIVE_INFINITY)
            + " " + Math.exp(1000) + " " + Math.exp(-1000) + " " + Math.pow(2, 10) + " " + Math.pow(-2, 3)
            + " " + Math.pow(-8, 1.0 / 3) + " " + Math.log10(1e22) + " " + Math.log10(1e-300)
            + " " + Math.log(Math.E) + " " + Math.fma(0.1, 10.0, -1.0) + " " + Math.fma(1e308, 10.0, -Double.MAX_VALUE)
            + " " + Math.fma(-0.0, 0.0, 0.0) + " " + Math.fma(3.0f, 0.1f, -0.3f));
    }
}
