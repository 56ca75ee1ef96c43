// java.util.function composition: Function.andThen/compose/identity,
// Predicate.and/or/negate/not/isEqual, BiFunction.andThen, UnaryOperator,
// BinaryOperator.minBy/maxBy, Consumer.andThen, Supplier.
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

public class FunctionalComposition {
    public static void main(String[] args) {
        Function<Integer, Integer> plus2 = x -> x + 2;
        Function<Integer, Integer> times3 = x -> x * 3;
        System.out.println(plus2.andThen(times3).apply(1) + " " + plus2.compose(times3).apply(1) + " "
            + Function.<Integer>identity().apply(7));
        Function<Integer, String> chain = plus2.andThen(times3).andThen(x -> "v" + x);
        System.out.println(chain.apply(10));
        Predicate<String> longWord = s -> s.length() > 4;
        Predicate<String> startsA = s -> s.startsWith("a");
        List<String> words = List.of("apple", "ant", "banana", "axe", "avocado", "kiwi");
        List<String> out = new ArrayList<>();
        for (String w : words) {
            out.add(w + ":" + (longWord.and(startsA).test(w) ? "L&A" : "") + (longWord.or(startsA).test(w) ? "L|A" : "")
                + (longWord.negate().test(w) ? "!L" : "") + (Predicate.not(startsA).test(w) ? "!A" : ""));
        }
        System.out.println(out);
        Predicate<Object> isApple = Predicate.isEqual("apple");
        System.out.println(isApple.test("apple") + " " + isApple.test("pear") + " " + Predicate.isEqual(null).test(null));
        BiFunction<Integer, Integer, Integer> mul = (a, b) -> a * b;
        System.out.println(mul.andThen(x -> -x).apply(6, 7));
        UnaryOperator<String> up = String::toUpperCase;
        System.out.println(up.andThen(s -> s + "?").apply("why"));
        BinaryOperator<String> shorter = BinaryOperator.minBy(Comparator.comparingInt(String::length));
        BinaryOperator<String> longer = BinaryOperator.maxBy(Comparator.comparingInt(String::length));
        System.out.println(shorter.apply("abc", "de") + " " + longer.apply("abc", "de"));
        StringBuilder log = new StringBuilder();
        Consumer<String> c1 = s -> log.append("[1:").append(s).append("]");
        Consumer<String> c2 = s -> log.append("[2:").append(s).append("]");
        c1.andThen(c2).accept("x");
        System.out.println(log);
        Supplier<List<Integer>> sup = () -> new ArrayList<>(List.of(3, 1, 2));
        List<Integer> a = sup.get(), b = sup.get();
        a.add(9);
        System.out.println(a + " " + b + " " + (a != b));
        Function<Integer, Function<Integer, Integer>> adder = x -> y -> x + y;
        System.out.println(adder.apply(3).apply(4));
        List<Function<Double, Double>> pipeline = List.of(x -> x + 1, x -> x * x, Math::sqrt, x -> x / 2);
        double v = 3;
        for (Function<Double, Double> f : pipeline) v = f.apply(v);
        System.out.println(v);
        Function<Integer, Integer> composed = pipelineOf(List.of(x -> x + 1, x -> x * 10, x -> x - 3));
        System.out.println(composed.apply(5));
    }

    static <T> Function<T, T> pipelineOf(List<Function<T, T>> fs) {
        Function<T, T> r = Function.identity();
        for (Function<T, T> f : fs) r = r.andThen(f);
        return r;
    }
}
