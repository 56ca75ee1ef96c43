// Integer.MIN_VALUE / -1 overflows to MIN_VALUE without an exception; % gives 0.
public class MinValueDivision {
    static int minusOne() { return -1; }
    static long minusOneL() { return -1L; }

    public static void main(String[] args) {
        int m = Integer.MIN_VALUE;
        int d = minusOne();
        System.out.println("MIN / -1 = " + (m / d));
        System.out.println("MIN % -1 = " + (m % d));
        System.out.println("MIN / 1 = " + (m / 1));
        System.out.println("MIN / 2 = " + (m / 2));
        System.out.println("MIN % 3 = " + (m % 3));
        long lm = Long.MIN_VALUE;
        long ld = minusOneL();
        System.out.println("LMIN / -1 = " + (lm / ld));
        System.out.println("LMIN % -1 = " + (lm % ld));
        int x = m;
        x /= d;
        System.out.println("x /= -1 -> " + x);
        System.out.println("Math.floorDiv(MIN, -1) = " + Math.floorDiv(m, -1));
        try {
            Math.negateExact(m);
        } catch (ArithmeticException e) {
            System.out.println("negateExact: " + e.getMessage());
        }
        try {
            Math.multiplyExact(m, -1);
        } catch (ArithmeticException e) {
            System.out.println("multiplyExact: " + e.getMessage());
        }
        try {
            Math.addExact(Long.MAX_VALUE, 1L);
        } catch (ArithmeticException e) {
            System.out.println("addExact long: " + e.getMessage());
        }
        try {
            Math.toIntExact(1L << 40);
        } catch (ArithmeticException e) {
            System.out.println("toIntExact: " + e.getMessage());
        }
        System.out.println("addExact ok = " + Math.addExact(2, 3));
        System.out.println("Integer.divideUnsigned(-1, 2) = " + Integer.divideUnsigned(-1, 2));
        System.out.println("Integer.remainderUnsigned(-1, 3) = " + Integer.remainderUnsigned(-1, 3));
        System.out.println("Integer.toUnsignedString(-1) = " + Integer.toUnsignedString(-1));
        System.out.println("Long.toUnsignedString(-1) = " + Long.toUnsignedString(-1L));
        System.out.println("Integer.compareUnsigned(-1, 1) = " + Integer.compareUnsigned(-1, 1));
        System.out.println("Integer.toUnsignedLong(-2) = " + Integer.toUnsignedLong(-2));
    }
}
