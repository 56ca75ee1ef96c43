// for, while, do-while, enhanced for over arrays and Iterables, empty bodies,
// multiple loop variables, infinite loops with break, nested loops.
import java.util.ArrayList;
import java.util.List;

public class Loops {
    public static void main(String[] args) {
        int sum = 0;
        for (int i = 1; i <= 100; i++) sum += i;
        System.out.println("for: " + sum);
        int n = 0, w = 1;
        while (w < 1000) { w *= 2; n++; }
        System.out.println("while: 2^" + n + " = " + w);
        int d = 100;
        do { d -= 7; } while (d > 0);
        System.out.println("do-while: " + d);
        int once = 0;
        do { once++; } while (false);
        System.out.println("do-while false runs " + once);
        StringBuilder sb = new StringBuilder();
        for (int i = 0, j = 10; i < j; i += 2, j--) sb.append(i).append(':').append(j).append(' ');
        System.out.println("two vars: " + sb);
        int[] arr = { 3, 1, 4, 1, 5, 9, 2, 6 };
        int max = Integer.MIN_VALUE;
        for (int v : arr) if (v > max) max = v;
        System.out.println("max: " + max);
        List<String> list = new ArrayList<>();
        for (String s : new String[] { "x", "y", "z" }) list.add(s + s);
        for (String s : list) System.out.print(s + " ");
        System.out.println();
        int k = 0;
        for (;;) {
            if (++k == 5) break;
        }
        System.out.println("for(;;) k = " + k);
        int m = 0;
        while (true) {
            m += 3;
            if (m > 20) break;
        }
        System.out.println("while(true) m = " + m);
        int e;
        for (e = 0; e < 10; e++) ;
        System.out.println("empty body e = " + e);
        StringBuilder tri = new StringBuilder();
        for (int i = 1; i <= 4; i++) {
            for (int j = 0; j < i; j++) tri.append('*');
            tri.append('\n');
        }
        System.out.print(tri);
        int count = 0;
        for (int i = 0; i < 10; i++) {
            if (i % 2 == 0) continue;
            count += i;
        }
        System.out.println("continue: " + count);
        long big = 0;
        for (long l = Integer.MAX_VALUE - 2L; l <= Integer.MAX_VALUE + 2L; l++) big += l & 0xf;
        System.out.println("long loop: " + big);
        double x = 0;
        for (double t = 0; t < 1; t += 0.25) x += t;
        System.out.println("double loop: " + x);
        int countdown = 5;
        while (countdown-- > 0) System.out.print(countdown);
        System.out.println();
        char[][] grid = { "ab".toCharArray(), "cd".toCharArray() };
        for (char[] row : grid) for (char c : row) System.out.print(c);
        System.out.println();
        int iterations = 0;
        for (int i = 0; i < 1000; i++) for (int j = 0; j < 1000; j++) iterations++;
        System.out.println("nested: " + iterations);
    }
}
