// java.util.Random with fixed seeds must produce exactly Java's LCG sequence:
// nextInt, nextInt(bound) (power of two and not), nextLong, nextDouble, nextFloat,
// nextBoolean, nextBytes, nextGaussian, setSeed, and ints-free usage.
import java.util.Random;

public class RandomSeeded {
    public static void main(String[] args) {
        Random r = new Random(42);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) sb.append(r.nextInt()).append(' ');
        System.out.println("nextInt: " + sb.toString().trim());
        sb.setLength(0);
        for (int i = 0; i < 10; i++) sb.append(r.nextInt(100)).append(' ');
        System.out.println("nextInt(100): " + sb.toString().trim());
        sb.setLength(0);
        for (int i = 0; i < 10; i++) sb.append(r.nextInt(64)).append(' ');
        System.out.println("nextInt(64): " + sb.toString().trim());
        sb.setLength(0);
        for (int i = 0; i < 3; i++) sb.append(r.nextLong()).append(' ');
        System.out.println("nextLong: " + sb.toString().trim());
        sb.setLength(0);
        for (int i = 0; i < 3; i++) sb.append(r.nextDouble()).append(' ');
        System.out.println("nextDouble: " + sb.toString().trim());
        sb.setLength(0);
        for (int i = 0; i < 3; i++) sb.append(r.nextFloat()).append(' ');
        System.out.println("nextFloat: " + sb.toString().trim());
        sb.setLength(0);
        for (int i = 0; i < 8; i++) sb.append(r.nextBoolean() ? '1' : '0');
        System.out.println("nextBoolean: " + sb);
        byte[] bytes = new byte[7];
        r.nextBytes(bytes);
        System.out.println("nextBytes: " + java.util.Arrays.toString(bytes));
        sb.setLength(0);
        for (int i = 0; i < 3; i++) sb.append(r.nextGaussian()).append(' ');
        System.out.println("nextGaussian: " + sb.toString().trim());
        r.setSeed(42);
        System.out.println("after setSeed(42): " + r.nextInt());
        Random zero = new Random(0);
        System.out.println("seed 0: " + zero.nextInt(10) + " " + zero.nextInt(1000000) + " " + zero.nextInt(Integer.MAX_VALUE) + " " + zero.nextInt(1 << 30));
        Random neg = new Random(-123456789L);
        System.out.println("negative seed: " + neg.nextInt() + " " + neg.nextLong() + " " + neg.nextDouble());
        int[] hist = new int[6];
        Random dice = new Random(2024);
        for (int i = 0; i < 6000; i++) hist[dice.nextInt(6)]++;
        System.out.println("dice histogram: " + java.util.Arrays.toString(hist));
        Random a = new Random(99), b = new Random(99);
        boolean same = true;
        for (int i = 0; i < 1000; i++) if (a.nextInt() != b.nextInt()) same = false;
        System.out.println("same seed same sequence: " + same);
        double mc = 0;
        Random pi = new Random(1);
        int inside = 0;
        for (int i = 0; i < 20000; i++) { double x = pi.nextDouble(), y = pi.nextDouble(); if (x * x + y * y <= 1) inside++; }
        mc = 4.0 * inside / 20000;
        System.out.println("monte carlo pi: " + mc);
        try {
            new Random(1).nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(0): " + e.getMessage());
        }
    }
}
