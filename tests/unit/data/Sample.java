// Test input for tests/unit/test_classfile.c; compile with: javac --release 17 Sample.java
import java.io.IOException;
import java.util.function.IntSupplier;

public class Sample implements Runnable, Comparable<Sample> {
    public static final long BIG = 0x123456789ABCDEFL;
    public static final double PI = 3.141592653589793;
    public static final int ANSWER = 42;
    public static final float HALF = 0.5f;
    public static final String HELLO = "hello";
    private int value;

    class Inner {
        int get() { return value; }
    }

    static class Nested {
        static int twice(int x) { return 2 * x; }
    }

    public Sample(int value) { this.value = value; }

    public void run() {
        IntSupplier s = () -> value + 1;
        System.out.println("value=" + value + " next=" + s.getAsInt());
    }

    public int compareTo(Sample o) { return Integer.compare(value, o.value); }

    static int pick(int k) {
        switch (k) {
        case 1: return 10;
        case 2: return 20;
        case 3: return 30;
        case 4: return 40;
        default: return -1;
        }
    }

    static int sparse(int k) {
        switch (k) {
        case -100000: return 1;
        case 7: return 2;
        case 1 << 20: return 3;
        default: return 0;
        }
    }

    static void mayThrow(int k) throws IOException, InterruptedException {
        if (k == 1)
            throw new IOException("one");
        if (k == 2)
            throw new InterruptedException("two");
    }

    static String guarded(int k) {
        try {
            mayThrow(k);
            return "ok";
        } catch (IOException e) {
            return "io";
        } catch (InterruptedException e) {
            return "int";
        } finally {
            Nested.twice(k);
        }
    }

    native void nat();

    public static void main(String[] args) {
        Sample a = new Sample(5);
        a.run();
        System.out.println(a.new Inner().get() + BIG + PI);
        System.out.println(pick(2) + sparse(7) + guarded(1));
    }
}
