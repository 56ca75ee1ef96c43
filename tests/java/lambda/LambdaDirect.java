// Lambda and method-reference calls that the interpreter makes directly (no
// boxing needed) next to ones that need adapting: captured values of every
// width, receivers captured or passed, virtual selection, nulls, exceptions.
import java.util.function.*;

public class LambdaDirect {
    interface LongOp { long apply(long a, int b); }
    interface Shape { double area(); default String name() { return "shape"; } }
    static final class Sq implements Shape {
        final double s;
        Sq(double s) { this.s = s; }
        public double area() { return s * s; }
        public String name() { return "sq" + s; }
    }
    static final class Circle implements Shape {
        public double area() { return 3.0; }
    }
    interface Tri { String f(String a, long b, double c); }

    static int twice(int x) { return 2 * x; }

    static String boom(String s) {
        throw new IllegalStateException("boom " + s);
    }

    public static void main(String[] args) {
        long big = 1L << 40;
        double d = 0.5;
        int k = 3;
        String tag = "t";
        LongOp op = (a, b) -> a + b + big + k + (long) d;          // captures J, I, D
        System.out.println(op.apply(5L, 7));
        Tri tri = (a, b, c) -> a + b + c + tag + big + d + k;      // 3 captured, wide args
        System.out.println(tri.f("x", 9L, 1.25));
        IntUnaryOperator tw = LambdaDirect::twice;
        System.out.println(tw.applyAsInt(21) + " " + tw.andThen(x -> x + 1).applyAsInt(4));
        ToIntFunction<String> len = String::length;                // receiver from the argument
        System.out.println(len.applyAsInt("hello"));
        Function<String, Integer> blen = String::length;           // needs boxing
        System.out.println(blen.apply("four"));
        Supplier<String> bound = tag::toUpperCase;                 // receiver captured
        System.out.println(bound.get());
        ToDoubleFunction<Shape> area = Shape::area;                // interface, selected per receiver
        Function<Shape, String> name = Shape::name;                // default method or override
        Shape[] shapes = { new Sq(2), new Circle(), new Sq(0.5) };
        for (Shape s : shapes)
            System.out.println(name.apply(s) + " " + area.applyAsDouble(s));
        BiFunction<String, String, Boolean> eq = String::equals;   // boxing of the result
        System.out.println(eq.apply("a", "a") + " " + eq.apply("a", "b"));
        Comparator2 cmp = (a, b) -> Integer.compare(a.length(), b.length());
        System.out.println(cmp.compare("aa", "b"));
        try {
            len.applyAsInt(null);
        } catch (NullPointerException e) {
            System.out.println("NPE from String::length");
        }
        try {
            area.applyAsDouble(null);
        } catch (NullPointerException e) {
            System.out.println("NPE from Shape::area");
        }
        UnaryOperator<String> b = LambdaDirect::boom;
        try {
            b.apply("now");
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
            for (StackTraceElement el : e.getStackTrace())
                if (el.getClassName().startsWith("LambdaDirect"))
                    System.out.println("  at " + el.getMethodName());
        }
        Runnable r = () -> { throw new UnsupportedOperationException("in run"); };
        try {
            r.run();
        } catch (UnsupportedOperationException e) {
            StackTraceElement top = e.getStackTrace()[0];
            System.out.println(e.getMessage() + " at " + top.getMethodName().startsWith("lambda$main$"));
        }
        long sum = 0;
        LongBinaryOperator add = Long::sum;
        for (int i = 0; i < 100000; i++)
            sum = add.applyAsLong(sum, i);
        System.out.println(sum);
    }

    interface Comparator2 { int compare(String a, String b); }
}
