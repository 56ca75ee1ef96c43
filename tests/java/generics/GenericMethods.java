// Generic methods and classes: type inference, bounded type parameters
// (<T extends Comparable<T>>), multiple bounds, recursive generics, static
// generic factories, and generic arrays via varargs.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class GenericMethods {
    static <T extends Comparable<T>> T max(List<T> xs) {
        T best = xs.get(0);
        for (T x : xs) if (x.compareTo(best) > 0) best = x;
        return best;
    }

    static <T extends Number & Comparable<T>> double sumAbove(List<T> xs, T threshold) {
        double s = 0;
        for (T x : xs) if (x.compareTo(threshold) > 0) s += x.doubleValue();
        return s;
    }

    @SafeVarargs
    static <T> List<T> listOf(T... items) { return new ArrayList<>(Arrays.asList(items)); }

    static <K, V> String pair(K k, V v) { return k + "=" + v; }

    static class Pair<A, B> {
        final A first; final B second;
        Pair(A a, B b) { first = a; second = b; }
        <C> Pair<A, C> withSecond(C c) { return new Pair<>(first, c); }
        Pair<B, A> swap() { return new Pair<>(second, first); }
        static <X> Pair<X, X> twin(X x) { return new Pair<>(x, x); }
        public String toString() { return "(" + first + ", " + second + ")"; }
    }

    static abstract class Shape<S extends Shape<S>> implements Comparable<S> {
        abstract double size();
        public int compareTo(S o) { return Double.compare(size(), o.size()); }
    }

    static class Sq extends Shape<Sq> {
        final double s; Sq(double s) { this.s = s; }
        double size() { return s * s; }
        public String toString() { return "Sq" + s; }
    }

    static <T> void swap(T[] arr, int i, int j) { T t = arr[i]; arr[i] = arr[j]; arr[j] = t; }

    public static void main(String[] args) {
        System.out.println(max(List.of(3, 9, 2)) + " " + max(List.of("pear", "apple", "zucchini", "fig")));
        System.out.println(sumAbove(List.of(1, 5, 10, 20), 4) + " " + sumAbove(List.of(0.5, 1.5, 2.5), 1.0));
        List<String> l = listOf("a", "b");
        l.add("c");
        System.out.println(l + " " + listOf(1, 2, 3).size() + " " + listOf().size());
        System.out.println(pair("k", 1) + " " + GenericMethods.<String, List<Integer>>pair("list", List.of(1, 2)));
        Pair<String, Integer> p = new Pair<>("one", 1);
        System.out.println(p + " " + p.swap() + " " + p.withSecond(1.5) + " " + Pair.twin('x'));
        System.out.println(max(List.of(new Sq(2), new Sq(5), new Sq(3))));
        Integer[] nums = { 1, 2, 3 };
        swap(nums, 0, 2);
        System.out.println(Arrays.toString(nums));
        List<? extends Number> wild = List.of(1, 2.5, 3L);
        double t = 0;
        for (Number n : wild) t += n.doubleValue();
        System.out.println("wildcard sum " + t);
    }
}
