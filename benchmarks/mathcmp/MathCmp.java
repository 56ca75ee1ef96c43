import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.Random;

// Writes, for a seeded stream of inputs per function, the bits of Math.f(x) and
// StrictMath.f(x) (big-endian longs, NaNs canonical) to OUTDIR/f.bin; run on java and on
// jvm and compared by compare.py.  Usage: MathCmp OUTDIR N [function...]
// Inputs per function: N/3 random bit patterns, N/3 uniform in a typical range, N/3
// log-uniform magnitudes, then a list of special values (all pairs for binary functions).
public class MathCmp {
    static final String[] NAMES = {
        "sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "log10", "sqrt", "cbrt",
        "sinh", "cosh", "tanh", "expm1", "log1p", "floor", "ceil", "rint",
        "atan2", "pow", "hypot", "IEEEremainder", "fma", "nextGaussian",
    };
    static final double[] SPECIAL = {
        0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, 10.0, 0.1, 1e-300, -1e-300,
        Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, -Double.MAX_VALUE,
        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, Math.PI, -Math.PI,
        Math.PI / 2, Math.PI / 4, Math.E, 709.782712893384, -745.1332191019412, 710.0, -746.0,
        22.0, 1e22, 1e300, 0x1p-1022, 0x1p-1074 * 3, 1 - 0x1p-53, 1 + 0x1p-52, 0x1p31, 0x1p53,
        0x1p64, 1e16 + 2, 2.5, -2.5, 1.5, -1.5, 1e-8, 1e-20, 6.5, -7.5, 0.7, 1.1, 100.0, 1e5,
    };

    static long s = 0x9E3779B97F4A7C15L;

    static long next() {                         // xorshift64*
        s ^= s >>> 12;
        s ^= s << 25;
        s ^= s >>> 27;
        return s * 2685821657736338717L;
    }

    static double unit() {
        return (next() >>> 11) * 0x1p-53;
    }

    static double uniform(double lo, double hi) {
        return lo + (hi - lo) * unit();
    }

    static double logUniform(int emin, int emax, boolean signed) {
        double m = 1.0 + unit();
        double v = Math.scalb(m, emin + (int) ((next() >>> 33) % (emax - emin + 1)));
        return signed && next() < 0 ? -v : v;
    }

    static double bits() {
        return Double.longBitsToDouble(next());
    }

    // An input for function f, kind 0 bits, 1 typical, 2 log-uniform; arg 0 or 1 (binary).
    static double input(String f, int kind, int arg) {
        if (kind == 0)
            return bits();
        switch (f) {
            case "sin": case "cos": case "tan":
                return kind == 1 ? uniform(-10, 10) : logUniform(-30, 70, true);
            case "asin": case "acos":
                return kind == 1 ? uniform(-1, 1) : logUniform(-30, 0, true);
            case "atan":
                return kind == 1 ? uniform(-10, 10) : logUniform(-30, 70, true);
            case "exp":
                return kind == 1 ? uniform(-50, 50) : uniform(-746, 710);
            case "expm1":
                return kind == 1 ? uniform(-2, 2) : logUniform(-40, 9, true);
            case "log": case "log10": case "sqrt":
                return kind == 1 ? uniform(0, 100) : logUniform(-1074, 1023, false);
            case "log1p":
                return kind == 1 ? uniform(-1, 10) : logUniform(-40, 60, true);
            case "cbrt":
                return kind == 1 ? uniform(-100, 100) : logUniform(-1074, 1023, true);
            case "sinh": case "cosh": case "tanh":
                return kind == 1 ? uniform(-25, 25) : logUniform(-30, 9, true);
            case "floor": case "ceil": case "rint":
                return kind == 1 ? uniform(-1000, 1000) : logUniform(-5, 60, true);
            case "atan2": case "hypot":
                return kind == 1 ? uniform(-10, 10) : logUniform(-600, 600, true);
            case "pow":
                if (arg == 0)
                    return kind == 1 ? uniform(0, 10) : logUniform(-50, 50, true);
                return kind == 1 ? uniform(-20, 20) : (next() < 0 ? (double) (next() % 40) : uniform(-300, 300));
            case "IEEEremainder":
                return kind == 1 ? uniform(-1000, 1000) * (arg == 0 ? 1 : 0.01) : logUniform(-100, 100, true);
            case "fma":
                return kind == 1 ? uniform(-10, 10) : logUniform(-60, 60, true);
        }
        throw new IllegalArgumentException(f);
    }

    static double math(String f, double x, double y, double z) {
        switch (f) {
            case "sin": return Math.sin(x);
            case "cos": return Math.cos(x);
            case "tan": return Math.tan(x);
            case "asin": return Math.asin(x);
            case "acos": return Math.acos(x);
            case "atan": return Math.atan(x);
            case "exp": return Math.exp(x);
            case "log": return Math.log(x);
            case "log10": return Math.log10(x);
            case "sqrt": return Math.sqrt(x);
            case "cbrt": return Math.cbrt(x);
            case "sinh": return Math.sinh(x);
            case "cosh": return Math.cosh(x);
            case "tanh": return Math.tanh(x);
            case "expm1": return Math.expm1(x);
            case "log1p": return Math.log1p(x);
            case "floor": return Math.floor(x);
            case "ceil": return Math.ceil(x);
            case "rint": return Math.rint(x);
            case "atan2": return Math.atan2(x, y);
            case "pow": return Math.pow(x, y);
            case "hypot": return Math.hypot(x, y);
            case "IEEEremainder": return Math.IEEEremainder(x, y);
            case "fma": return Math.fma(x, y, z);
        }
        throw new IllegalArgumentException(f);
    }

    static double strict(String f, double x, double y, double z) {
        switch (f) {
            case "sin": return StrictMath.sin(x);
            case "cos": return StrictMath.cos(x);
            case "tan": return StrictMath.tan(x);
            case "asin": return StrictMath.asin(x);
            case "acos": return StrictMath.acos(x);
            case "atan": return StrictMath.atan(x);
            case "exp": return StrictMath.exp(x);
            case "log": return StrictMath.log(x);
            case "log10": return StrictMath.log10(x);
            case "sqrt": return StrictMath.sqrt(x);
            case "cbrt": return StrictMath.cbrt(x);
            case "sinh": return StrictMath.sinh(x);
            case "cosh": return StrictMath.cosh(x);
            case "tanh": return StrictMath.tanh(x);
            case "expm1": return StrictMath.expm1(x);
            case "log1p": return StrictMath.log1p(x);
            case "floor": return StrictMath.floor(x);
            case "ceil": return StrictMath.ceil(x);
            case "rint": return StrictMath.rint(x);
            case "atan2": return StrictMath.atan2(x, y);
            case "pow": return StrictMath.pow(x, y);
            case "hypot": return StrictMath.hypot(x, y);
            case "IEEEremainder": return StrictMath.IEEEremainder(x, y);
            case "fma": return (float) Math.fma((float) x, (float) y, (float) z);   // the float fma
        }
        throw new IllegalArgumentException(f);
    }

    static int arity(String f) {
        switch (f) {
            case "atan2": case "pow": case "hypot": case "IEEEremainder": return 2;
            case "fma": return 3;
            default: return 1;
        }
    }

    public static void main(String[] args) throws IOException {
        String dir = args[0];
        int n = Integer.parseInt(args[1]);
        String[] fs = args.length > 2 ? java.util.Arrays.copyOfRange(args, 2, args.length) : NAMES;
        for (String f : fs) {
            s = 0x9E3779B97F4A7C15L ^ f.hashCode();
            try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(
                    new FileOutputStream(dir + "/" + f + ".bin"), 1 << 16))) {
                if (f.equals("nextGaussian")) {
                    Random r = new Random(42);
                    for (int i = 0; i < n; i++) {
                        out.writeLong(Double.doubleToLongBits(r.nextGaussian()));
                        out.writeLong(0);
                    }
                    continue;
                }
                int ar = arity(f);
                for (int i = 0; i < n; i++) {
                    int kind = i % 3;
                    double x = input(f, kind, 0);
                    double y = ar > 1 ? input(f, kind, 1) : 0;
                    double z = ar > 2 ? input(f, kind, 2) : 0;
                    out.writeLong(Double.doubleToLongBits(math(f, x, y, z)));
                    out.writeLong(Double.doubleToLongBits(strict(f, x, y, z)));
                }
                int m = SPECIAL.length;
                for (int i = 0; i < m; i++) {
                    for (int j = 0; j < (ar > 1 ? m : 1); j++) {
                        double x = SPECIAL[i], y = SPECIAL[j], z = SPECIAL[(i + j) % m];
                        out.writeLong(Double.doubleToLongBits(math(f, x, y, z)));
                        out.writeLong(Double.doubleToLongBits(strict(f, x, y, z)));
                    }
                }
            }
        }
    }
}
