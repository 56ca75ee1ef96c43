// long arithmetic wraps modulo 2^64; mixing int and long promotes correctly.
public class LongOverflow {
    public static void main(String[] args) {
        long max = Long.MAX_VALUE;
        long min = Long.MIN_VALUE;
        System.out.println("max + 1 = " + (max + 1));
        System.out.println("min - 1 = " + (min - 1));
        System.out.println("max * 3 = " + (max * 3));
        System.out.println("-min = " + (-min));
        System.out.println("abs(min) = " + Math.abs(min));
        System.out.println("min / -1 = " + (min / -1));
        System.out.println("min % -1 = " + (min % -1));
        int a = Integer.MAX_VALUE;
        long wrong = a * 2;        // int multiply, then widen
        long right = a * 2L;       // long multiply
        System.out.println("int*int widened = " + wrong);
        System.out.println("int*long = " + right);
        long f = 1;
        for (int i = 1; i <= 25; i++) {
            f *= i;
            if (i >= 19) System.out.println(i + "! = " + f);
        }
        long x = 0x123456789ABCDEFL;
        System.out.println("x = " + x);
        System.out.println("x * x = " + (x * x));
        System.out.println("x << 8 = " + (x << 8));
        System.out.println("(int) x = " + (int) x);
        System.out.println("(short) x = " + (short) x);
        System.out.println("(byte) x = " + (byte) x);
        System.out.println("(char) x = " + (int) (char) x);
        long fib1 = 0, fib2 = 1;
        for (int i = 0; i < 100; i++) {
            long t = fib1 + fib2;
            fib1 = fib2;
            fib2 = t;
        }
        System.out.println("fib(100) mod 2^64 = " + fib1);
        System.out.println("Long.MAX_VALUE = " + Long.MAX_VALUE);
        System.out.println("Long.MIN_VALUE = " + Long.MIN_VALUE);
        long lcg = 42;
        for (int i = 0; i < 5; i++) {
            lcg = lcg * 6364136223846793005L + 1442695040888963407L;
            System.out.println("lcg " + i + " = " + lcg);
        }
    }
}
