// Float.toString and float arithmetic in single precision.
public class FloatPrinting {
    public static void main(String[] args) {
        float[] fs = { 0.0f, -0.0f, 1.0f, 0.1f, 0.2f, 0.1f + 0.2f, 1.0f / 3, 100.0f, 1234567.0f,
                       9999999.0f, 1.0E7f, 1.0E-3f, 9.0E-4f, 3.4028235E38f, 1.4E-45f,
                       1.17549435E-38f, 3.1415927f, 16777216f, 16777217f, 0.3f, 1.1f,
                       Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
                       123456.79f, 2.5e-5f, 33554432f, 1e10f, 7.0E-45f };
        for (float f : fs) {
            System.out.println(f);
        }
        float acc = 0;
        for (int i = 0; i < 10; i++) acc += 0.1f;
        System.out.println("sum of ten 0.1f = " + acc);
        double dacc = 0;
        for (int i = 0; i < 10; i++) dacc += 0.1;
        System.out.println("sum of ten 0.1 = " + dacc);
        float big = 16777216f;
        System.out.println("16777216f + 1 = " + (big + 1));
        System.out.println("(double) 0.1f = " + (double) 0.1f);
        System.out.println("(float) 0.1 = " + (float) 0.1);
        System.out.println("0.1f == 0.1 ? " + (0.1f == 0.1));
        System.out.println("float * float = " + (1.1f * 1.1f));
        System.out.println("float / double = " + (1.1f / 3.0));
        System.out.println("Float.MAX_VALUE * 2 = " + (Float.MAX_VALUE * 2));
        System.out.println("Float.MIN_VALUE / 2 = " + (Float.MIN_VALUE / 2));
        System.out.println("Float.parseFloat(\"1.17\") = " + Float.parseFloat("1.17"));
        System.out.println("Float.valueOf(\"-3e3\") = " + Float.valueOf("-3e3"));
        System.out.println("float bits of 1.5 = " + Integer.toHexString(Float.floatToIntBits(1.5f)));
        System.out.println("intBitsToFloat(0x40490fdb) = " + Float.intBitsToFloat(0x40490fdb));
        float f = 1;
        for (int i = 0; i < 10; i++) {
            System.out.print(f + " ");
            f *= -3.7f;
        }
        System.out.println();
    }
}
