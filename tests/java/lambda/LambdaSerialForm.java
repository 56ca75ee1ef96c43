import java.io.*;
import java.lang.invoke.*;
import java.lang.reflect.Method;
import java.util.*;
import java.util.function.*;

public class LambdaSerialForm implements Serializable {
    interface SFunc<T, R> extends Function<T, R>, Serializable {}
    interface Getter<T> extends Serializable { Object get(T t); }
    private final int base = 100;
    String name() { return "n"; }

    static Object roundTrip(Object o) throws Exception {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bo)) {
            out.writeObject(o);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bo.toByteArray()))) {
            return in.readObject();
        }
    }

    static SerializedLambda form(Object lambda) throws Exception {
        Method w = lambda.getClass().getDeclaredMethod("writeReplace");
        w.setAccessible(true);
        return (SerializedLambda) w.invoke(lambda);
    }

    static void show(String what, Object lambda) throws Exception {
        SerializedLambda s = form(lambda);
        System.out.println(what + ": " + s);
        System.out.println("  " + s.getCapturingClass() + " " + s.getFunctionalInterfaceClass() + " "
                + s.getFunctionalInterfaceMethodName() + s.getFunctionalInterfaceMethodSignature() + " "
                + s.getImplClass() + "." + s.getImplMethodName() + s.getImplMethodSignature() + " kind "
                + s.getImplMethodKind() + " inst " + s.getInstantiatedMethodType() + " captured "
                + s.getCapturedArgCount());
        for (int i = 0; i < s.getCapturedArgCount(); i++) {
            Object c = s.getCapturedArg(i);
            System.out.println("  arg " + i + ": " + (c instanceof LambdaSerialForm ? "this" : c));
        }
    }

    int run() throws Exception {
        int k = 7;
        long big = 1L << 40;
        String s = "cap";
        SFunc<Integer, String> f = x -> s + (x + k + base) + big;
        show("capturing", f);
        @SuppressWarnings("unchecked")
        SFunc<Integer, String> g = (SFunc<Integer, String>) roundTrip(f);
        System.out.println("round trip " + g.apply(1) + " other object " + (g != f));
        Getter<String> len = String::length;
        show("method ref", len);
        System.out.println("len " + ((Getter<String>) roundTrip(len)).get("abcd"));
        Supplier<List<String>> mk = (Supplier<List<String>> & Serializable) ArrayList::new;
        show("ctor ref", mk);
        System.out.println("ctor " + ((Supplier<?>) roundTrip(mk)).get());
        Getter<LambdaSerialForm> nm = LambdaSerialForm::name;
        show("instance ref", nm);
        Runnable r = (Runnable & Serializable) () -> System.out.println("ran " + k);
        ((Runnable) roundTrip(r)).run();
        Runnable plain = () -> { };
        try {
            roundTrip(plain);
        } catch (NotSerializableException e) {
            System.out.println("plain: NotSerializableException");
        }
        try {
            plain.getClass().getDeclaredMethod("writeReplace");
        } catch (NoSuchMethodException e) {
            System.out.println("plain has no writeReplace");
        }
        return 0;
    }

    static String hello(String who) {
        return "hello " + who;
    }

    static int add(int a, int b) {
        return a + b;
    }

    public interface Adder {
        int add(int a, int b);
        default int twice(int a) { return add(a, a); }
    }

    public static void main(String[] a) throws Throwable {
        new LambdaSerialForm().run();
        MethodHandles.Lookup lk = MethodHandles.lookup();
        MethodHandle hello = lk.findStatic(LambdaSerialForm.class, "hello", MethodType.methodType(String.class, String.class));
        CallSite cs = LambdaMetafactory.metafactory(lk, "apply", MethodType.methodType(Function.class),
                MethodType.methodType(Object.class, Object.class), hello, MethodType.methodType(String.class, String.class));
        @SuppressWarnings("unchecked")
        Function<String, String> fn = (Function<String, String>) cs.getTarget().invoke();
        System.out.println("metafactory " + fn.apply("mf") + " " + cs.type());
        MethodHandle concat = lk.findVirtual(String.class, "concat", MethodType.methodType(String.class, String.class));
        CallSite cap = LambdaMetafactory.metafactory(lk, "get", MethodType.methodType(Supplier.class, String.class, String.class),
                MethodType.methodType(Object.class), concat, MethodType.methodType(String.class));
        System.out.println("captured " + ((Supplier<?>) cap.getTarget().invoke("ab", "cd")).get());
        CallSite alt = LambdaMetafactory.altMetafactory(lk, "add", MethodType.methodType(Adder.class),
                MethodType.methodType(int.class, int.class, int.class),
                lk.findStatic(LambdaSerialForm.class, "add", MethodType.methodType(int.class, int.class, int.class)),
                MethodType.methodType(int.class, int.class, int.class), LambdaMetafactory.FLAG_MARKERS, 1, Cloneable.class);
        Adder ad = (Adder) alt.getTarget().invoke();
        System.out.println("alt " + ad.add(2, 3) + " twice " + ad.twice(4) + " cloneable " + (ad instanceof Cloneable)
                + " equals " + ad.equals(ad));
        try {
            LambdaMetafactory.metafactory(lk, "x", MethodType.methodType(String.class), MethodType.methodType(Object.class),
                    hello, MethodType.methodType(String.class));
        } catch (LambdaConversionException e) {
            System.out.println("not an interface: " + e.getMessage());
        }
        Adder p = MethodHandleProxies.asInterfaceInstance(Adder.class,
                lk.findStatic(LambdaSerialForm.class, "add", MethodType.methodType(int.class, int.class, int.class)));
        System.out.println("proxies " + p.add(5, 6) + " " + p.twice(10) + " wrapper " + MethodHandleProxies.isWrapperInstance(p)
                + " " + MethodHandleProxies.isWrapperInstance("x") + " type " + MethodHandleProxies.wrapperInstanceType(p).getName()
                + " target " + MethodHandleProxies.wrapperInstanceTarget(p).type());
        try {
            MethodHandleProxies.asInterfaceInstance(List.class, hello);
        } catch (IllegalArgumentException e) {
            System.out.println("list: " + e.getMessage());
        }
        try {
            MethodHandleProxies.asInterfaceInstance(Runnable.class, hello);
        } catch (WrongMethodTypeException e) {
            System.out.println("runnable: " + e.getClass().getName());
        }
        try {
            MethodHandleProxies.wrapperInstanceTarget("x");
        } catch (IllegalArgumentException e) {
            System.out.println("not wrapper: " + e.getMessage());
        }
    }
}
