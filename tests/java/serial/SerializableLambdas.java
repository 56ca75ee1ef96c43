import java.io.*;
import java.lang.invoke.SerializedLambda;
import java.util.*;
import java.util.function.*;

/** Serializable lambdas and method references: writeReplace's SerializedLambda, the stream's bytes
 * (as HotSpot writes them), round trips with captured values of every kind, and the errors. */
public class SerializableLambdas implements Serializable {
    interface SFunc extends Function<Integer, Integer>, Serializable {}
    interface SSup<T> extends Supplier<T>, Serializable {}

    final String tag = "inst";
    String greet(String who) { return tag + ":" + who; }

    static byte[] write(Object o) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bos)) { out.writeObject(o); }
        return bos.toByteArray();
    }

    static Object read(byte[] b) throws Exception {
        return new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
    }

    static Object replace(Object lambda) throws Exception {
        java.lang.reflect.Method wr = lambda.getClass().getDeclaredMethod("writeReplace");
        wr.setAccessible(true);
        System.out.println("  writeReplace: " + java.lang.reflect.Modifier.toString(wr.getModifiers()) + " " + wr.getReturnType().getName());
        return wr.invoke(lambda);
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Exception {
        int k = 7;
        long big = 1L << 40;
        double d = 2.5;
        boolean flag = true;
        char ch = 'z';
        String s = "cap";
        SFunc f = x -> x * k;
        SSup<String> many = () -> s + k + big + d + flag + ch;
        SerializableLambdas self = new SerializableLambdas();
        Function<String, String> bound = (Function<String, String> & Serializable) self::greet;
        Supplier<List<String>> ctor = (Supplier<List<String>> & Serializable) ArrayList::new;
        Function<Integer, int[]> arr = (Function<Integer, int[]> & Serializable) int[]::new;
        BiFunction<String, String, Boolean> unbound = (BiFunction<String, String, Boolean> & Serializable) String::startsWith;
        Runnable r = (Runnable & Serializable) () -> System.out.println("  ran");
        Object[] all = {f, many, bound, ctor, arr, unbound, r};
        for (Object o : all) {
            SerializedLambda sl = (SerializedLambda) replace(o);
            System.out.println("  " + sl);
            System.out.println("  capturing " + sl.getCapturingClass() + " impl " + sl.getImplClass() + "." + sl.getImplMethodName()
                    + " kind " + sl.getImplMethodKind() + " captured " + sl.getCapturedArgCount());
            byte[] b = write(o);
            System.out.println("  stream " + b.length + " bytes, hash " + Arrays.hashCode(b));
        }
        System.out.println(((SFunc) read(write(f))).apply(6));
        System.out.println(((SSup<String>) read(write(many))).get());
        System.out.println(((Function<String, String>) read(write(bound))).apply("you"));
        List<String> l = ((Supplier<List<String>>) read(write(ctor))).get();
        l.add("x");
        System.out.println(l);
        System.out.println(((Function<Integer, int[]>) read(write(arr))).apply(3).length);
        System.out.println(((BiFunction<String, String, Boolean>) read(write(unbound))).apply("hello", "he"));
        ((Runnable) read(write(r))).run();
        Object twice = read(write(f));
        System.out.println("same class after two reads: " + (read(write(f)).getClass() == twice.getClass()));
        Runnable plain = () -> {};
        try { write(plain); } catch (NotSerializableException e) { System.out.println("not serializable: " + e.getMessage().replaceAll("\\$\\$Lambda\\$.*", "\\$\\$Lambda...")); }
        SerializedLambda bogus = new SerializedLambda(SerializableLambdas.class, "java/util/function/Function", "apply",
                "(Ljava/lang/Object;)Ljava/lang/Object;", 5, "java/lang/String", "nosuch", "()I",
                "(Ljava/lang/String;)Ljava/lang/Integer;", new Object[0]);
        try { read(write(bogus)); } catch (InvalidObjectException e) { System.out.println(e + " / " + e.getCause() + " / " + e.getCause().getCause()); }
        SerializedLambda noDeser = new SerializedLambda(String.class, "java/lang/Runnable", "run", "()V", 6,
                "X", "y", "()V", "()V", new Object[0]);
        try { read(write(noDeser)); } catch (Exception e) { System.out.println(e + " / " + e.getCause() + " / " + e.getCause().getCause()); }
    }
}
