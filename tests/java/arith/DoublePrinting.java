// Double.toString: shortest repr that round-trips, switching to E notation
// below 1e-3 and at or above 1e7.
public class DoublePrinting {
    public static void main(String[] args) {
        double[] ds = { 0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 100.0,
                        1234567.0, 9999999.0, 1.0E7, 12345678.9, 0.001, 0.0009999, 1.0E-4,
                        123.456, 1e21, 1e22, 1e23, 1.7976931348623157E308, Double.MIN_VALUE,
                        Double.MIN_NORMAL, 2.2250738585072014E-308, 4.35, 0.3, 2.675,
                        1.0E-10, 3.141592653589793, Math.E, 1e100, 5e-324 * 3,
                        123456789012345678.0, 0.5, 0.25, 0.125, 1.1, 100.5, 9.999999999999999e22,
                        Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
                        (double) (1L << 62), 4.9e-324, 2.0e-3, 65536.0 * 65536.0, 1e16, 1e15 + 0.3 };
        for (double d : ds) {
            System.out.println(d);
        }
        System.out.println("concat: " + 1.5 + " " + -2.25e-5 + " " + 1e9);
        System.out.println("valueOf: " + String.valueOf(6.02214076e23));
        System.out.println("Double.toString: " + Double.toString(1.0e-5));
        StringBuilder sb = new StringBuilder();
        sb.append(0.1).append(',').append(1e300 * 10).append(',').append(-1e-300 / 1e300);
        System.out.println(sb);
        double x = 1;
        for (int i = 0; i < 12; i++) {
            System.out.print(x + " ");
            x *= 7.3;
        }
        System.out.println();
        double y = 1;
        for (int i = 0; i < 12; i++) {
            System.out.print(y + " ");
            y /= 7.3;
        }
        System.out.println();
        System.out.println(Double.parseDouble("1e-3") + " " + Double.parseDouble("  42  ")
            + " " + Double.parseDouble("-0") + " " + Double.parseDouble("0x1p4")
            + " " + Double.parseDouble("Infinity") + " " + Double.valueOf("3.5e2"));
    }
}
