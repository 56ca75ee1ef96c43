// f2i, f2l, d2i, d2l saturate at the target range, NaN converts to 0,
// and conversions truncate toward zero; i2f/l2d round to nearest.
public class FloatToIntConversions {
    public static void main(String[] args) {
        double[] ds = { 0.0, -0.0, 0.9, -0.9, 1.5, -1.5, 2.5, 1e10, -1e10, 1e20, -1e20,
                        Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
                        2147483647.5, -2147483648.7, 9.223372036854776E18, Double.MIN_VALUE };
        for (double d : ds) {
            System.out.println(d + " -> int " + (int) d + ", long " + (long) d
                + ", short " + (short) d + ", byte " + (byte) d + ", char " + (int) (char) d
                + ", float " + (float) d);
        }
        float[] fs = { 3.99f, -3.99f, 1e10f, -1e10f, Float.NaN, Float.POSITIVE_INFINITY,
                       Float.NEGATIVE_INFINITY, 16777217f, Float.MAX_VALUE, Float.MIN_VALUE };
        for (float f : fs) {
            System.out.println(f + "f -> int " + (int) f + ", long " + (long) f
                + ", double " + (double) f);
        }
        System.out.println("(float) 16777217 = " + (float) 16777217);
        System.out.println("(float) Integer.MAX_VALUE = " + (float) Integer.MAX_VALUE);
        System.out.println("(double) Long.MAX_VALUE = " + (double) Long.MAX_VALUE);
        System.out.println("(float) Long.MIN_VALUE = " + (float) Long.MIN_VALUE);
        System.out.println("(long)(double) Long.MAX_VALUE = " + (long) (double) Long.MAX_VALUE);
        System.out.println("(int) 'A' + 0.5 = " + (int) ('A' + 0.5));
        System.out.println("Math.round(2.5) = " + Math.round(2.5));
        System.out.println("Math.round(-2.5) = " + Math.round(-2.5));
        System.out.println("Math.round(2.5f) = " + Math.round(2.5f));
        System.out.println("Math.round(NaN) = " + Math.round(Double.NaN));
        System.out.println("Math.round(1e20) = " + Math.round(1e20));
        System.out.println("Math.round(-1e20f) = " + Math.round(-1e20f));
        System.out.println("(int) 1e-300 = " + (int) 1e-300);
        long big = (1L << 53) + 1;
        System.out.println("(double) 2^53+1 = " + (double) big + ", back " + (long) (double) big);
    }
}
