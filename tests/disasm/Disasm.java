import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;

/* Instructions of every shape for tests/disasm/run-disasm-test.py: switches,
 * wide locals, interface calls, multianewarray, lambdas, long and double
 * constants, fields and statics. */
public class Disasm {
    static long total;
    double d = 2.5;

    interface Shape { double area(); }
    static final class Sq implements Shape {
        final double s;
        Sq(double s) { this.s = s; }
        public double area() { return s * s; }
    }

    static int table(int x) {
        switch (x) { case -1: return 7; case 0: return 8; case 1: return 9; case 2: return 10; default: return 0; }
    }

    static int lookup(String s) {
        switch (s) { case "a": return 1; case "zz": return 2; default: return 3; }
    }

    static long wide(long seed) {
        long a0 = seed, a1 = a0 + 1, a2 = a1 + 1, a3 = a2 + 1, a4 = a3 + 1, a5 = a4 + 1, a6 = a5 + 1;
        long a7 = a6 + 1, a8 = a7 + 1, a9 = a8 + 1, b0 = a9 + 1, b1 = b0 + 1, b2 = b1 + 1, b3 = b2 + 1;
        int[] big = new int[300];
        int i0 = 0;
        for (int k = 0; k < big.length; k++) { big[k] = k; i0 += 200; }
        long x = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + b0 + b1 + b2 + b3 + i0;
        return x + 1234567890123L;
    }

    public static void main(String[] args) {
        List<Shape> shapes = new ArrayList<>();
        for (int i = 1; i <= 3; i++)
            shapes.add(new Sq(i));
        double sum = 0;
        for (Shape s : shapes)
            sum += s.area();
        int[][] grid = new int[3][4];
        grid[2][3] = table(2) + lookup("zz");
        IntUnaryOperator twice = v -> v * 2;
        total = wide(5) + twice.applyAsInt(grid[2][3]);
        Disasm o = new Disasm();
        System.out.println(sum + " " + total + " " + o.d + " " + (args.length > 0 ? args[0] : "-"));
    }
}
