// Generates jfloat_cases.txt, the reference table for tests/unit/test_jfloat.c,
// from the real JDK 17 (the output of other JDKs differs: JDK 19+ prints
// shortest digits). Regenerate with:
//   cd tests/unit/data && javac -d /tmp JFloatCases.java \
//     && java -cp /tmp JFloatCases > jfloat_cases.txt
// Line formats (fields separated by one space):
//   D <double bits, 16 hex> <Double.toString>
//   F <float bits, 8 hex> <Float.toString>
//   M <format> <double bits> <String.format(format, value)>
//   P <parseDouble bits or NFE> <parseFloat bits or NFE> "<input>"
//     (input escapes: \t tab, \\ backslash)
import java.util.Random;

public class JFloatCases {
    // Doubles where JDK 17's algorithm shows one of its quirks, plus classics.
    static final long[] D_BITS = {
        0x0000000000000001L, 0x0000000000000002L, 0x0000000000000003L,
        0x000000000000000aL, 0x0000000000000012L, 0x0000000000000080L,
        0x0000000000200000L, 0x0000000400000000L, 0x0000020000000000L,
        0x0002000000000000L, 0x000fffffffffffffL, 0x0010000000000000L,
        0x0ab0000000000000L, 0x1370000000000000L, 0x17d0000000000000L,
        0x1d70000000000000L, 0x28f0000000000000L, 0x34f0000000000000L,
        0x3b10000000000000L, 0x3d20000000000000L, 0x0ee0000000000000L,
        0x4750000000000000L, 0x7790000000000000L, 0x10a0000000000000L,
        0x43dc839f60f0bda7L, 0x4380ac1d04141359L, 0x43881fc000000000L,
        0x43502a336dba5ffeL, 0x43502a336dba6002L, 0x4376345785d8a001L,
        0x436fffffffffffffL, 0x4352a6d8e1121ffeL, 0x43602a336dba5fffL,
        0xc534370000000000L, 0x4535e38000000000L, 0x453f8cc000000000L,
        0xc530ad3c6b450e82L, 0x4533afd895d373b0L, 0x4537293b0a9e69ffL,
        0x453a0e626bf2373eL, 0x453dc74be914d169L, 0x44b52d02c7e14af6L,
        0x7fefffffffffffffL, 0x7ff0000000000000L, 0xfff0000000000000L,
        0x7ff8000000000000L, 0x8000000000000000L, 0x0000000000000000L,
    };
    static final double[] D_VALS = {
        1.0, -1.0, 0.5, 0.1, 0.2, 0.3, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, Math.PI, Math.E,
        100.0, 1e7, 9999999.0, 9999999.999999998, 1e-3, 0.0009999999999999998,
        1e-4, 1234567.0, 12345678.0, 1e21, 1e22, 2e23, 1e-5, 2e-5, 2e-3,
        (double) Long.MAX_VALUE, 9007199254740992.0, 9007199254740994.0,
        4611686018427387904.0, 123456789012345680.0, 1e300, 1e-300, 5e-324,
        Math.pow(2, -44), Math.ulp(1.0), 4.35, 0.001, 1.0E-10, -2.5E-7,
    };
    static final float[] F_VALS = {
        0f, -0f, 1f, -1f, 0.1f, 1f / 3, 3.4028235e38f, 1.4e-45f, 2.8e-45f,
        1.17549435E-38f, 1.0737418e9f, (float) Math.pow(2, 40), 1e10f,
        67108864f, 1e-5f, 1e7f, 9999999f, 0.001f, 16777216f, 16777218f,
        33554436f, 1e-3f, 123456.79f, 3.0e38f, Float.NaN,
        Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
    };
    static final int[] F_BITS = {
        0x3dade3bc, 0xbd69ff10, 0x3d0aaf8a, 0x3d380000, 0x3d53ebd9, 0x00000001,
        0x00000010, 0x00400000, 0x007fffff, 0x4e800000, 0x5f000000, 0x5effffff,
    };
    static final String[] FORMATS = {
        "%.0f", "%.1f", "%.2f", "%f", "%.20f", "%.0e", "%e", "%.3E", "%.16e",
        "%g", "%.0g", "%.3g", "%.17g", "%G", "%a", "%.1a", "%.3a", "%.13a", "%.2A",
    };
    static final double[] M_VALS = {
        0.25, 1.005, 0.5, 2.5, 12345.678, 1e23, 1e300, -0.0, 0.0, 5e-324,
        Double.MAX_VALUE, 0.0001, 0.00009999995, 123456.5, 999999.5, 1e-5,
        9.5, -1.5, 0.05, 0.15, Math.pow(2, -44), 0x1.fffffp0, 0x1.00008p0,
        Double.NaN, Double.NEGATIVE_INFINITY, 1e15 + 0.3, 3.14159, 0x1.fffffffffffffp-1023,
    };
    static final String[] P_INPUTS = {
        "NaN", "-NaN", "+NaN", "nan", "Infinity", "-Infinity", "+Infinity",
        "infinity", "Infinityf", "NaNd", "1", "1.", "-1.", "+.5", ".5", ".", "+",
        "-", "", "  ", "e5", "1e", "1e+", "1e-5", "1E5", "1e5f", "1e5F", "1e5d",
        "1e5D", "1f", "1d", "1ff", "1.e5", "1.5.5", "1e5.5", "0x1p3", "0x1.p3",
        "0x.8p1", "0x.p1", "0xp1", "0x1", "0x1.8", "0X1P-3", "0x1p+3f",
        "-0x1p3d", "0x1p", "0x1pe", "0xg1p1", " 1 ", "\t1.5\t", "1 2", "01.50",
        "00000", "-0", "-0.0", "0e999999999999", "1e999999999999",
        "1e-999999999999", "1e2147483648", "1e-2147483649", "0x1p2147483648",
        "0x1p-2147483648", "4.9e-324", "2.4703282292062327e-324",
        "2.4703282292062328e-324", "1.7976931348623158e308",
        "1.7976931348623159e308", "3.4028235677973366e38", "3.4028236e38",
        "1.4e-45", "7.0e-46", "7.006e-46", "1_000", "1,5",
        "0x1.fffffffffffff8p1023", "0x1.ffffffp127", "0x1.000001p0",
        "0x1.0000010000000000001p0", "0x1.00000100p0f", "1.00000005960464477539062500001",
        "1.000000059604644775390625", "1.00000017881393432617187499",
        "9007199254740993", "9007199254740993.000000000000000000001",
        "2.2250738585072011e-308", "2.2250738585072012e-308", "0.1", "-123.456e-7",
    };

    static StringBuilder out = new StringBuilder();

    static void d(double v) {
        out.append(String.format("D %016x %s%n", Double.doubleToRawLongBits(v), Double.toString(v)));
    }

    static void f(float v) {
        out.append(String.format("F %08x %s%n", Float.floatToRawIntBits(v), Float.toString(v)));
    }

    static void p(String s) {
        String dv, fv;
        try {
            dv = String.format("%016x", Double.doubleToRawLongBits(Double.parseDouble(s)));
        } catch (NumberFormatException e) {
            dv = "NFE";
        }
        try {
            fv = String.format("%08x", Float.floatToRawIntBits(Float.parseFloat(s)));
        } catch (NumberFormatException e) {
            fv = "NFE";
        }
        String esc = s.replace("\\", "\\\\").replace("\t", "\\t");
        out.append("P " + dv + " " + fv + " \"" + esc + "\"\n");
    }

    public static void main(String[] args) {
        Random r = new Random(20240917L);
        for (long b : D_BITS) d(Double.longBitsToDouble(b));
        for (double v : D_VALS) d(v);
        for (int e = -323; e <= 308; e += 17) d(Double.parseDouble("1e" + e));
        for (int i = 0; i < 60; i++) {
            double v = Double.longBitsToDouble(r.nextLong());
            if (!Double.isNaN(v)) d(v);
        }
        for (int i = 0; i < 30; i++) // short decimals
            d(Double.parseDouble(r.nextInt(100000) + "e" + (r.nextInt(60) - 30)));
        for (int i = 0; i < 20; i++) // integers in JDK's long fast path
            d((double) (r.nextLong() >>> r.nextInt(12)));
        for (float v : F_VALS) f(v);
        for (int b : F_BITS) f(Float.intBitsToFloat(b));
        for (int i = 0; i < 40; i++) {
            float v = Float.intBitsToFloat(r.nextInt());
            if (!Float.isNaN(v)) f(v);
        }
        for (int i = 0; i < 10; i++)
            f((float) (r.nextLong() >>> r.nextInt(40)));
        for (double v : M_VALS)
            for (String fmt : FORMATS)
                out.append(String.format("M %s %016x %s%n", fmt, Double.doubleToRawLongBits(v),
                                         String.format(fmt, v)));
        for (int i = 0; i < 20; i++) {
            double v = Double.longBitsToDouble(r.nextLong());
            String fmt = FORMATS[r.nextInt(FORMATS.length)];
            if (!Double.isNaN(v))
                out.append(String.format("M %s %016x %s%n", fmt, Double.doubleToRawLongBits(v),
                                         String.format(fmt, v)));
        }
        for (String s : P_INPUTS) p(s);
        for (int i = 0; i < 30; i++) {
            // random long decimal strings, some near float/double halfway points
            StringBuilder sb = new StringBuilder();
            sb.append(r.nextInt(10)).append('.');
            int n = 1 + r.nextInt(40);
            for (int j = 0; j < n; j++) sb.append(r.nextInt(10));
            sb.append('e').append(r.nextInt(80) - 40);
            p(sb.toString());
        }
        for (int i = 0; i < 10; i++) {
            double lo = Double.longBitsToDouble(r.nextLong() & 0x7fefffffffffffffL);
            java.math.BigDecimal mid = new java.math.BigDecimal(lo)
                .add(new java.math.BigDecimal(Math.nextUp(lo))).divide(java.math.BigDecimal.valueOf(2));
            p(mid.toString());
            float flo = Float.intBitsToFloat(r.nextInt() & 0x7f7fffff);
            java.math.BigDecimal fmid = new java.math.BigDecimal(flo)
                .add(new java.math.BigDecimal(Math.nextUp(flo))).divide(java.math.BigDecimal.valueOf(2));
            p(fmid.toString());
        }
        System.out.print(out);
    }
}
