// fcmpl/fcmpg/dcmpl/dcmpg: every ordered comparison with NaN is false, != is true;
// -0.0 == 0.0 but Double.compare and equals distinguish them.
public class NaNComparisons {
    static float fnan() { return Float.NaN; }
    static double dnan() { return Double.NaN; }

    static String cmp(double a, double b) {
        return (a < b ? "<" : "") + (a <= b ? "<=" : "") + (a > b ? ">" : "")
            + (a >= b ? ">=" : "") + (a == b ? "==" : "") + (a != b ? "!=" : "");
    }

    static String cmpf(float a, float b) {
        return (a < b ? "<" : "") + (a <= b ? "<=" : "") + (a > b ? ">" : "")
            + (a >= b ? ">=" : "") + (a == b ? "==" : "") + (a != b ? "!=" : "");
    }

    public static void main(String[] args) {
        double n = dnan();
        float fn = fnan();
        System.out.println("NaN vs 1: " + cmp(n, 1));
        System.out.println("1 vs NaN: " + cmp(1, n));
        System.out.println("NaN vs NaN: " + cmp(n, n));
        System.out.println("fNaN vs 1: " + cmpf(fn, 1f));
        System.out.println("1 vs fNaN: " + cmpf(1f, fn));
        System.out.println("2 vs 1: " + cmp(2, 1));
        System.out.println("1 vs 1: " + cmp(1, 1));
        System.out.println("0.0 vs -0.0: " + cmp(0.0, -0.0));
        System.out.println("inf vs max: " + cmp(Double.POSITIVE_INFINITY, Double.MAX_VALUE));
        // negated conditions exercise the other compare variant
        System.out.println("!(NaN < 1) = " + !(n < 1) + ", !(NaN > 1) = " + !(n > 1));
        int count = 0;
        for (double d = 0; d < n; d++) count++;
        System.out.println("loop to NaN ran " + count + " times");
        while (!(fn >= 0)) { count++; if (count > 3) break; }
        System.out.println("count = " + count);
        System.out.println("Double.isNaN = " + Double.isNaN(n) + ", n != n = " + (n != n));
        System.out.println("Double.compare(NaN, inf) = " + Double.compare(n, Double.POSITIVE_INFINITY));
        System.out.println("Double.compare(0.0, -0.0) = " + Double.compare(0.0, -0.0));
        System.out.println("Double.compare(-0.0, 0.0) = " + Double.compare(-0.0, 0.0));
        System.out.println("Float.compare(NaN, NaN) = " + Float.compare(fn, fn));
        System.out.println("Double.valueOf(NaN).equals(NaN) = " + Double.valueOf(n).equals(n));
        System.out.println("Double.valueOf(0.0).equals(-0.0) = " + Double.valueOf(0.0).equals(-0.0));
        System.out.println("Math.max(NaN, 1) = " + Math.max(n, 1));
        System.out.println("Math.min(-0.0, 0.0) = " + Math.min(-0.0, 0.0));
        System.out.println("Math.max(-0.0, 0.0) = " + Math.max(-0.0, 0.0));
        System.out.println("Math.min(-0.0f, 0.0f) = " + Math.min(-0.0f, 0.0f));
        System.out.println("NaN bits = " + Long.toHexString(Double.doubleToLongBits(n)));
        System.out.println("fNaN bits = " + Integer.toHexString(Float.floatToIntBits(fn)));
        System.out.println("-0.0 bits = " + Long.toHexString(Double.doubleToLongBits(-0.0)));
        System.out.println("1/-0.0 = " + (1 / -0.0));
        System.out.println("0.0 == -0.0 ? " + (0.0 == -0.0));
        double[] arr = { 3, n, -1, 0.0, -0.0, Double.NEGATIVE_INFINITY };
        java.util.Arrays.sort(arr);
        System.out.println("sorted = " + java.util.Arrays.toString(arr));
    }
}
