// User-defined functional interfaces (with @FunctionalInterface, generics,
// default methods, checked exceptions), primitive-returning lambdas through
// Object-returning interfaces (boxing), and primitive specializations.
import java.util.function.DoubleBinaryOperator;
import java.util.function.IntBinaryOperator;
import java.util.function.IntPredicate;
import java.util.function.LongUnaryOperator;
import java.util.function.ToDoubleFunction;

public class CustomFunctionalInterfaces {
    @FunctionalInterface
    interface TriFunction<A, B, C, R> { R apply(A a, B b, C c); }

    @FunctionalInterface
    interface IntOp {
        int op(int a, int b);
        default IntOp twice() { return (a, b) -> op(op(a, b), b); }
        static IntOp plus() { return (a, b) -> a + b; }
    }

    @FunctionalInterface
    interface ThrowingSupplier<T> { T get() throws Exception; }

    interface ByteMaker { byte make(int x); }
    interface CharMaker { char make(int x); }
    interface FloatMaker { float make(double x); }
    interface ObjectMaker { Object make(int x); }
    interface BoolMaker { boolean test(String s); }
    interface VoidMaker { void run(int x); }

    static <T> T attempt(ThrowingSupplier<T> s, T fallback) {
        try { return s.get(); } catch (Exception e) { System.out.println("  failed: " + e.getMessage()); return fallback; }
    }

    public static void main(String[] args) {
        TriFunction<Integer, String, Character, String> tri = (n, s, c) -> s.repeat(n) + c;
        System.out.println(tri.apply(3, "ab", '!'));
        IntOp mul = (a, b) -> a * b;
        System.out.println(mul.op(3, 4) + " " + mul.twice().op(3, 4) + " " + IntOp.plus().twice().op(1, 10));
        System.out.println(attempt(() -> "fine", "fallback") + " " + attempt(() -> { throw new Exception("checked!"); }, "fallback"));
        ByteMaker bm = x -> (byte) x;
        CharMaker cm = x -> (char) x;
        FloatMaker fm = x -> (float) x;
        ObjectMaker om = x -> x * 2;          // boxes to Integer
        ObjectMaker om2 = x -> x > 0;         // boxes to Boolean
        ObjectMaker om3 = x -> (long) x;      // boxes to Long
        ObjectMaker om4 = x -> (double) x / 4;
        ObjectMaker om5 = x -> (char) ('a' + x);
        BoolMaker bo = String::isEmpty;
        System.out.println(bm.make(300) + " " + cm.make(66) + " " + fm.make(0.1) + " " + om.make(21) + " "
            + om.make(21).getClass().getSimpleName() + " " + om2.make(1).getClass().getSimpleName() + " "
            + om3.make(1).getClass().getSimpleName() + " " + om4.make(3) + " " + om5.make(2) + " " + om5.make(2).getClass().getSimpleName()
            + " " + bo.test(""));
        int[] total = { 0 };
        VoidMaker vm = x -> total[0] += x;
        for (int i = 1; i <= 10; i++) vm.run(i);
        System.out.println("total " + total[0]);
        IntBinaryOperator gcd = new IntBinaryOperator() {
            public int applyAsInt(int a, int b) { return b == 0 ? a : applyAsInt(b, a % b); }
        };
        System.out.println("gcd " + gcd.applyAsInt(84, 36));
        IntPredicate even = n -> n % 2 == 0;
        System.out.println(even.test(4) + " " + even.negate().test(4) + " " + even.and(n -> n > 10).test(12));
        LongUnaryOperator sq = v -> v * v;
        System.out.println(sq.andThen(v -> v + 1).applyAsLong(1L << 20));
        DoubleBinaryOperator hyp = (a, b) -> Math.sqrt(a * a + b * b);
        System.out.println(hyp.applyAsDouble(3, 4));
        ToDoubleFunction<String> len = s -> s.length() / 2.0;
        System.out.println(len.applyAsDouble("abc"));
        Runnable r = () -> System.out.println("runnable ran");
        r.run();
        Object asObject = (Runnable) () -> { };
        System.out.println(asObject instanceof Runnable);
    }
}
