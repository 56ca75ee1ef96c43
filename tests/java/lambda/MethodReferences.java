// Method references of every kind: static, bound instance, unbound instance,
// constructor, array constructor, super::method, this::method, and varargs adaptation.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;
import java.util.function.UnaryOperator;

public class MethodReferences {
    static String shout(String s) { return s.toUpperCase() + "!"; }

    static class Base { String hello() { return "Base.hello"; } }

    static class Child extends Base {
        @Override String hello() { return "Child.hello"; }
        Supplier<String> viaSuper() { return super::hello; }
        Supplier<String> viaThis() { return this::hello; }
    }

    static class Person {
        final String name; final int age;
        Person(String name) { this(name, 0); }
        Person(String name, int age) { this.name = name; this.age = age; }
        public String toString() { return name + "(" + age + ")"; }
    }

    static String joinAll(String... parts) { return String.join("+", parts); }

    public static void main(String[] args) {
        Function<String, String> stat = MethodReferences::shout;
        String prefix = "pre-";
        Function<String, String> bound = prefix::concat;
        Function<String, Integer> unbound = String::length;
        BiFunction<String, String, Boolean> unbound2 = String::startsWith;
        Function<String, Person> ctor1 = Person::new;
        BiFunction<String, Integer, Person> ctor2 = Person::new;
        IntFunction<int[]> arrCtor = int[]::new;
        Function<Integer, String[]> arrCtor2 = String[]::new;
        Supplier<List<String>> listCtor = ArrayList::new;
        System.out.println(stat.apply("hi") + " " + bound.apply("fix") + " " + unbound.apply("four") + " " + unbound2.apply("prefix", "pre"));
        System.out.println(ctor1.apply("ann") + " " + ctor2.apply("bob", 42));
        System.out.println(arrCtor.apply(3).length + " " + arrCtor2.apply(2).getClass().getSimpleName());
        List<String> l = listCtor.get();
        l.add("new list");
        System.out.println(l);
        Child c = new Child();
        System.out.println(c.viaSuper().get() + " " + c.viaThis().get());
        Function<String[], String> varargs = MethodReferences::joinAll;
        System.out.println(varargs.apply(new String[] { "a", "b", "c" }));
        ToIntFunction<String> parse = Integer::parseInt;
        System.out.println(parse.applyAsInt("123") + 1);
        UnaryOperator<String> trim = String::trim;
        System.out.println("[" + trim.apply("  t  ") + "]");
        List<String> names = new ArrayList<>(Arrays.asList("delta", "alpha", "charlie"));
        names.sort(String::compareTo);
        names.forEach(System.out::println);
        Function<Object, String> toStr = Object::toString;
        System.out.println(toStr.apply(42) + " " + toStr.apply(List.of(1)));
        Supplier<String> boundNull = "literal"::toUpperCase;
        System.out.println(boundNull.get());
        String nul = null;
        try {
            Supplier<Integer> bad = nul::length;   // NPE at creation of bound reference
            System.out.println(bad.get());
        } catch (NullPointerException e) {
            System.out.println("bound method ref on null: NPE at creation");
        }
        Function<Integer, Integer> boxedMath = Math::abs;
        System.out.println(boxedMath.apply(-9));
        BiFunction<Integer, Integer, Integer> max = Math::max;
        System.out.println(max.apply(3, 8));
    }
}
