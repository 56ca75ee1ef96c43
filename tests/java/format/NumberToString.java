// Textual forms of numbers outside printf: Integer/Long toString and radix
// variants, Double/Float toString for computed values (sums, products, roots,
// divisions), and String.valueOf.
public class NumberToString {
    public static void main(String[] args) {
        for (int i = 1; i <= 20; i++) {
            System.out.print((1.0 / i) + " ");
            if (i % 5 == 0) System.out.println();
        }
        for (int i = 1; i <= 10; i++) System.out.print(Math.sqrt(i) + " ");
        System.out.println();
        for (int i = 1; i <= 10; i++) System.out.print((float) Math.sqrt(i) + " ");
        System.out.println();
        double d = 1;
        for (int i = 0; i < 25; i++) { System.out.print(d + " "); d *= 10; }
        System.out.println();
        d = 1;
        for (int i = 0; i < 12; i++) { System.out.print(d + " "); d /= 10; }
        System.out.println();
        float f = 1;
        for (int i = 0; i < 12; i++) { System.out.print(f + " "); f *= 10; }
        System.out.println();
        double[] tricky = { 0.1 * 3, 1.1 * 1.1, 100.0 / 3, 2.0 / 3 * 3, 1e15 / 7, 123e-20, 5e-324 * 10, 0.1 + 0.7, 4.35 * 100, 1.0 - 0.9 };
        for (double t : tricky) System.out.print(t + " ");
        System.out.println();
        System.out.println(Integer.toString(-255, 16) + " " + Integer.toHexString(-255) + " " + Long.toString(Long.MIN_VALUE, 2).length() + " " + Integer.toString(7, 7));
        System.out.println(String.valueOf(1e7) + " " + String.valueOf(1e-3f) + " " + Double.toString(1e7 - 1) + " " + Float.toString(1e7f - 1));
        System.out.println(Math.PI + " " + (float) Math.PI + " " + Math.E + " " + Math.PI * 1e10 + " " + Math.PI / 1e5);
        System.out.println(Double.MAX_VALUE + " " + Double.MIN_NORMAL + " " + Float.MAX_VALUE + " " + Float.MIN_NORMAL);
        System.out.println((0.1 + 0.2) + " " + (0.1f + 0.2f) + " " + (float) (0.1 + 0.2) + " " + 0.3);
        System.out.println(Double.toString(2e-7) + " " + Double.toString(12345.678e10) + " " + Float.toString(1.0e-10f));
        long bits = 0x7fefffffffffffffL;
        for (int i = 0; i < 5; i++) { System.out.print(Double.longBitsToDouble(bits - i) + " "); }
        System.out.println();
        for (int i = 1; i <= 5; i++) System.out.print(Double.longBitsToDouble(i) + " ");
        System.out.println();
    }
}
