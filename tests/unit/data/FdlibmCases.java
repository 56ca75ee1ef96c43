// Writes fdlibm_cases.txt for tests/unit/test_fdlibm.c: "function x-bits y-bits result-bits"
// per line, the results computed by HotSpot 17's StrictMath (and Math.log/log10).
//   javac -d /tmp FdlibmCases.java && java -cp /tmp FdlibmCases > fdlibm_cases.txt
public class FdlibmCases {
    static void p(String f, double x, double y, double v) {
        System.out.printf("%s %016x %016x %016x%n", f,
            Double.doubleToRawLongBits(x), Double.doubleToRawLongBits(y), Double.doubleToLongBits(v));
    }

    public static void main(String[] a) {
        double[] trig = { 0.5, -2.0, 3.0, 1e6, -7.5e9, 1e22, 1.0e300, Double.MAX_VALUE, 0x1.921fb54442d18p0,
            0x1.921fb54442d18p1, 6381956970095103.0 * 0x1p797, 5.0e-324, 710.0, 0x1.0p-30, 0.7 };
        for (double x : trig) {
            p("sin", x, 0, StrictMath.sin(x));
            p("cos", x, 0, StrictMath.cos(x));
            p("tan", x, 0, StrictMath.tan(x));
        }
        double[] lg = { 0.5, 2.0, 1.0000001, 0.9999999, 1e-310, 123.456, 1e300, 0.7071, 1.4142 };
        for (double x : lg) {
            p("log", x, 0, StrictMath.log(x));
            p("log10", x, 0, StrictMath.log10(x));
            p("log1p", x - 1, 0, StrictMath.log1p(x - 1));
            p("Math.log", x, 0, Math.log(x));
            p("Math.log10", x, 0, Math.log10(x));
        }
        double[] ex = { 1e-10, 0.3, -0.3, 1.0, -1.0, 5.5, -20.0, 40.0, 700.0, -700.0, 709.7, 711.0 };
        for (double x : ex) {
            p("exp", x, 0, StrictMath.exp(x));
            p("expm1", x, 0, StrictMath.expm1(x));
            p("sinh", x, 0, StrictMath.sinh(x));
            p("cosh", x, 0, StrictMath.cosh(x));
            p("tanh", x, 0, StrictMath.tanh(x));
        }
        double[][] pw = { { 2, 0.5 }, { 10, -3.3 }, { -2, 3 }, { 0.999999, 1e9 }, { 1.0000001, -3e9 },
            { 2, -1074.5 }, { 1.5, 1750 }, { 7.3, 12.1 }, { 1e-310, 0.7 }, { -3, 1e20 }, { -0.0, -3 } };
        for (double[] q : pw)
            p("pow", q[0], q[1], StrictMath.pow(q[0], q[1]));
        double[][] rm = { { 10, 3 }, { 11, 3 }, { -7.5, 2 }, { 1e300, 3.3 }, { 5e-324, 1e-320 }, { -6, 4 } };
        for (double[] q : rm)
            p("IEEEremainder", q[0], q[1], StrictMath.IEEEremainder(q[0], q[1]));
    }
}
