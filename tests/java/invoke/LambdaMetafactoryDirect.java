import java.io.Serializable;
import java.lang.invoke.CallSite;
import java.lang.invoke.LambdaConversionException;
import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;

/** LambdaMetafactory called by the program itself (as libraries do), not through invokedynamic:
 *  non-capturing and capturing factories, receivers, boxing and widening between the interface
 *  and the implementation, bridges and markers through altMetafactory, default methods, Object's
 *  methods on the result, and the factories' errors. */
public class LambdaMetafactoryDirect {
    interface Greeter {
        String greet(String who);

        default String twice(String who) {
            return greet(who) + " " + greet(who);
        }
    }

    interface Marker {
    }

    static String hello(String who) {
        return "hello " + who;
    }

    static int add(int a, int b) {
        return a + b;
    }

    static long widen(int a) {
        return a * 1000L;
    }

    static String join(String prefix, Integer n, String s) {
        return prefix + n + s;
    }

    static void show(String name, Object o) {
        System.out.println(name + ": " + o);
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lk = MethodHandles.lookup();
        MethodHandle hello = lk.findStatic(LambdaMetafactoryDirect.class, "hello",
                MethodType.methodType(String.class, String.class));
        CallSite cs = LambdaMetafactory.metafactory(lk, "greet", MethodType.methodType(Greeter.class),
                MethodType.methodType(String.class, String.class), hello,
                MethodType.methodType(String.class, String.class));
        Greeter g = (Greeter) cs.getTarget().invoke();
        show("greet", g.greet("ann"));
        show("default", g.twice("bo"));
        show("same instance", g == (Greeter) cs.getTarget().invoke());
        show("equals self", g.equals(g) + " " + g.equals("x") + " " + (g.hashCode() == System.identityHashCode(g)));
        show("is Greeter", (g instanceof Greeter) + " " + cs.getTarget().type());

        MethodHandle add = lk.findStatic(LambdaMetafactoryDirect.class, "add",
                MethodType.methodType(int.class, int.class, int.class));
        IntBinaryOperator op = (IntBinaryOperator) LambdaMetafactory.metafactory(lk, "applyAsInt",
                MethodType.methodType(IntBinaryOperator.class), MethodType.methodType(int.class, int.class, int.class),
                add, MethodType.methodType(int.class, int.class, int.class)).getTarget().invokeExact();
        show("int op", op.applyAsInt(40, 2));

        // Erased Function<Integer, Long> over a static long(int): unboxing the argument, boxing
        // the widened result.
        MethodHandle widen = lk.findStatic(LambdaMetafactoryDirect.class, "widen",
                MethodType.methodType(long.class, int.class));
        @SuppressWarnings("unchecked")
        Function<Integer, Long> f = (Function<Integer, Long>) LambdaMetafactory.metafactory(lk, "apply",
                MethodType.methodType(Function.class), MethodType.methodType(Object.class, Object.class), widen,
                MethodType.methodType(Long.class, Integer.class)).getTarget().invoke();
        show("boxing", f.apply(7));
        show("andThen", f.andThen(x -> x + 1).apply(2));
        try {
            ((Function<Object, Object>) (Function<?, ?>) f).apply("not an int");
            show("bad argument", "accepted");
        } catch (ClassCastException e) {
            show("bad argument", "ClassCastException");
        }

        // Captured values come first: a receiver, then a prefix and a number.
        MethodHandle concat = lk.findVirtual(String.class, "concat", MethodType.methodType(String.class, String.class));
        CallSite capt = LambdaMetafactory.metafactory(lk, "apply",
                MethodType.methodType(Function.class, String.class), MethodType.methodType(Object.class, Object.class),
                concat, MethodType.methodType(String.class, String.class));
        @SuppressWarnings("unchecked")
        Function<String, String> pre = (Function<String, String>) capt.getTarget().invoke("pre-");
        @SuppressWarnings("unchecked")
        Function<String, String> pre2 = (Function<String, String>) capt.getTarget().invoke("other-");
        show("captured receiver", pre.apply("fix") + " " + pre2.apply("fix") + " " + (pre != pre2));
        show("factory type", capt.getTarget().type());
        MethodHandle join = lk.findStatic(LambdaMetafactoryDirect.class, "join",
                MethodType.methodType(String.class, String.class, Integer.class, String.class));
        @SuppressWarnings("unchecked")
        Function<String, String> j = (Function<String, String>) LambdaMetafactory.metafactory(lk, "apply",
                MethodType.methodType(Function.class, String.class, Integer.class),
                MethodType.methodType(Object.class, Object.class), join,
                MethodType.methodType(String.class, String.class)).getTarget().bindTo("n=").bindTo(5).invoke();
        show("captured two", j.apply("!"));

        // An unbound receiver: ToIntFunction<String> over String.length().
        MethodHandle length = lk.findVirtual(String.class, "length", MethodType.methodType(int.class));
        @SuppressWarnings("unchecked")
        ToIntFunction<String> len = (ToIntFunction<String>) LambdaMetafactory.metafactory(lk, "applyAsInt",
                MethodType.methodType(ToIntFunction.class), MethodType.methodType(int.class, Object.class), length,
                MethodType.methodType(int.class, String.class)).getTarget().invoke();
        show("unbound receiver", len.applyAsInt("four"));

        // A constructor reference: Supplier<StringBuilder>.
        MethodHandle ctor = lk.findConstructor(StringBuilder.class, MethodType.methodType(void.class));
        @SuppressWarnings("unchecked")
        Supplier<StringBuilder> sup = (Supplier<StringBuilder>) LambdaMetafactory.metafactory(lk, "get",
                MethodType.methodType(Supplier.class), MethodType.methodType(Object.class), ctor,
                MethodType.methodType(StringBuilder.class)).getTarget().invoke();
        StringBuilder a = sup.get(), b = sup.get();
        show("constructor", (a != b) + " " + a.append("x").length() + " " + b.length());

        // altMetafactory: a marker interface and Serializable.
        CallSite alt = LambdaMetafactory.altMetafactory(lk, "greet", MethodType.methodType(Greeter.class),
                MethodType.methodType(String.class, String.class), hello, MethodType.methodType(String.class, String.class),
                LambdaMetafactory.FLAG_MARKERS | LambdaMetafactory.FLAG_SERIALIZABLE, 1, Marker.class);
        Greeter ga = (Greeter) alt.getTarget().invoke();
        show("alt", ga.greet("cy") + " " + (ga instanceof Marker) + " " + (ga instanceof Serializable));

        // BiFunction over the two-int method: both arguments unboxed.
        @SuppressWarnings("unchecked")
        BiFunction<Integer, Integer, Integer> bf = (BiFunction<Integer, Integer, Integer>) LambdaMetafactory.metafactory(
                lk, "apply", MethodType.methodType(BiFunction.class),
                MethodType.methodType(Object.class, Object.class, Object.class), add,
                MethodType.methodType(Integer.class, Integer.class, Integer.class)).getTarget().invoke();
        show("bifunction", bf.apply(3, 4));

        // Errors.
        try {
            LambdaMetafactory.metafactory(lk, "run", MethodType.methodType(String.class),
                    MethodType.methodType(void.class), hello, MethodType.methodType(void.class));
            show("not an interface", "linked");
        } catch (LambdaConversionException e) {
            show("not an interface", "LambdaConversionException");
        }
        try {
            LambdaMetafactory.metafactory(lk, "greet", MethodType.methodType(Greeter.class),
                    MethodType.methodType(String.class, String.class, String.class), hello,
                    MethodType.methodType(String.class, String.class, String.class));
            show("wrong arity", "linked");
        } catch (LambdaConversionException e) {
            show("wrong arity", "LambdaConversionException");
        }
    }
}
