// Lambdas referring to themselves through a field, lambdas in static/instance
// initializers, lambdas in constructors, generic methods taking lambdas, and
// lambdas stored in collections and maps as a dispatch table.
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BinaryOperator;
import java.util.function.IntUnaryOperator;
import java.util.function.Supplier;

public class LambdaRecursionAndScope {
    static IntUnaryOperator factorial;
    static { factorial = n -> n <= 1 ? 1 : n * factorial.applyAsInt(n - 1); }

    static final Map<String, BinaryOperator<Integer>> OPS = new LinkedHashMap<>();
    static {
        OPS.put("+", (a, b) -> a + b);
        OPS.put("-", (a, b) -> a - b);
        OPS.put("*", (a, b) -> a * b);
        OPS.put("/", (a, b) -> a / b);
        OPS.put("max", Math::max);
    }

    final Supplier<String> greeting;
    final String who;

    LambdaRecursionAndScope(String who) {
        this.who = who;
        this.greeting = () -> "hello " + this.who;
    }

    static <T, R> R applyTwice(java.util.function.Function<T, T> f, T x, java.util.function.Function<T, R> finish) {
        return finish.apply(f.apply(f.apply(x)));
    }

    public static void main(String[] args) {
        System.out.println(factorial.applyAsInt(10));
        for (Map.Entry<String, BinaryOperator<Integer>> e : OPS.entrySet()) {
            System.out.println("17 " + e.getKey() + " 5 = " + e.getValue().apply(17, 5));
        }
        System.out.println(new LambdaRecursionAndScope("world").greeting.get());
        int len = applyTwice(s -> s + s, "ab", String::length);
        System.out.println(len);
        String r = applyTwice(x -> x * x, 3, x -> "result " + x);
        System.out.println(r);
        IntUnaryOperator[] fib = new IntUnaryOperator[1];
        fib[0] = n -> n < 2 ? n : fib[0].applyAsInt(n - 1) + fib[0].applyAsInt(n - 2);
        System.out.println(fib[0].applyAsInt(20));
        String rpn = "3 4 + 2 * 7 max 10 -";
        java.util.ArrayDeque<Integer> stack = new java.util.ArrayDeque<>();
        for (String tok : rpn.split(" ")) {
            BinaryOperator<Integer> op = OPS.get(tok);
            if (op == null) stack.push(Integer.parseInt(tok));
            else { int b = stack.pop(), a = stack.pop(); stack.push(op.apply(a, b)); }
        }
        System.out.println("rpn = " + stack.pop());
    }
}
