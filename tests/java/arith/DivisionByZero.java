// Integer division and remainder: truncation toward zero, signs, and
// ArithmeticException on zero divisors (int and long); float division never throws.
public class DivisionByZero {
    static int zero = 0;
    static long lzero = 0L;

    public static void main(String[] args) {
        int[][] pairs = { {7, 2}, {-7, 2}, {7, -2}, {-7, -2}, {0, 5}, {1, 3}, {-1, 3} };
        for (int[] p : pairs) {
            System.out.println(p[0] + " / " + p[1] + " = " + (p[0] / p[1])
                + ", " + p[0] + " % " + p[1] + " = " + (p[0] % p[1]));
        }
        try {
            System.out.println(10 / zero);
        } catch (ArithmeticException e) {
            System.out.println("idiv: " + e.getMessage());
        }
        try {
            System.out.println(10 % zero);
        } catch (ArithmeticException e) {
            System.out.println("irem: " + e.getMessage());
        }
        try {
            System.out.println(10L / lzero);
        } catch (ArithmeticException e) {
            System.out.println("ldiv: " + e.getMessage());
        }
        try {
            System.out.println(10L % lzero);
        } catch (ArithmeticException e) {
            System.out.println("lrem: " + e);
        }
        try {
            int x = 5;
            x /= zero;
            System.out.println("not reached " + x);
        } catch (ArithmeticException e) {
            System.out.println("compound: " + e.getClass().getName());
        }
        System.out.println("1.0 / 0 = " + (1.0 / zero));
        System.out.println("-1.0 / 0 = " + (-1.0 / zero));
        System.out.println("0.0 / 0 = " + (0.0 / zero));
        System.out.println("1.0f / 0 = " + (1.0f / zero));
        System.out.println("5.5 % 0 = " + (5.5 % zero));
        System.out.println("5.5 % 2 = " + (5.5 % 2));
        System.out.println("-5.5 % 2 = " + (-5.5 % 2));
        System.out.println("Math.floorDiv(-7, 2) = " + Math.floorDiv(-7, 2));
        System.out.println("Math.floorMod(-7, 2) = " + Math.floorMod(-7, 2));
        System.out.println("Math.floorMod(7, -3) = " + Math.floorMod(7, -3));
        try {
            Math.floorMod(3, zero);
        } catch (ArithmeticException e) {
            System.out.println("floorMod: " + e.getMessage());
        }
        int caught = 0;
        for (int d = -2; d <= 2; d++) {
            try {
                int r = 100 / d;
                System.out.println("100 / " + d + " = " + r);
            } catch (ArithmeticException e) {
                caught++;
            }
        }
        System.out.println("caught " + caught);
    }
}
