import java.lang.reflect.*;
import java.util.*;

public class ReflectInvoke {
    public interface Shape {
        double area();
        default String describe() { return getClass().getSimpleName() + " of area " + area(); }
    }

    public static class Square implements Shape {
        final double side;
        public Square(double side) { this.side = side; }
        public double area() { return side * side; }
    }

    public static class Base {
        public String who() { return "base"; }
        private String secret() { return "base-secret"; }
    }

    public static class Derived extends Base {
        @Override public String who() { return "derived"; }
    }

    public static class Prims {
        public static boolean z(boolean v) { return !v; }
        public static byte b(byte v) { return (byte) (v + 1); }
        public static char c(char v) { return (char) (v + 1); }
        public static short s(short v) { return (short) (v + 1); }
        public static int i(int v) { return v + 1; }
        public static long j(long v) { return v + 1; }
        public static float f(float v) { return v + 1; }
        public static double d(double v) { return v + 1; }
        public static String mix(int a, long b, double c, String d, char e) { return a + "/" + b + "/" + c + "/" + d + "/" + e; }
        public static void nothing() { }
        public static int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
        public static void fail(String msg) { throw new IllegalStateException(msg); }
        public static void checked() throws Exception { throw new java.io.IOException("io"); }
        public int instanceAdd(int a, int b) { return a + b + bias; }
        int bias = 100;
    }

    static String call(Method m, Object recv, Object... args) {
        try {
            Object r = m.invoke(recv, args);
            return r == null ? "null" : r.getClass().getSimpleName() + ":" + r;
        } catch (InvocationTargetException e) {
            return "ITE(" + e.getCause() + ")";
        } catch (Exception e) {
            return e.toString();
        }
    }

    public static void main(String[] args) throws Exception {
        Class<Prims> p = Prims.class;
        System.out.println(call(p.getMethod("z", boolean.class), null, true));
        System.out.println(call(p.getMethod("b", byte.class), null, (byte) 7));
        System.out.println(call(p.getMethod("c", char.class), null, 'a'));
        System.out.println(call(p.getMethod("s", short.class), null, (short) -3));
        System.out.println(call(p.getMethod("i", int.class), null, 41));
        System.out.println(call(p.getMethod("j", long.class), null, 1L << 40));
        System.out.println(call(p.getMethod("f", float.class), null, 1.5f));
        System.out.println(call(p.getMethod("d", double.class), null, 2.25));
        // widening conversions of the arguments
        System.out.println(call(p.getMethod("i", int.class), null, (byte) 5));
        System.out.println(call(p.getMethod("i", int.class), null, 'A'));
        System.out.println(call(p.getMethod("i", int.class), null, (short) 9));
        System.out.println(call(p.getMethod("j", long.class), null, 3));
        System.out.println(call(p.getMethod("f", float.class), null, 3L));
        System.out.println(call(p.getMethod("d", double.class), null, 1.25f));
        System.out.println(call(p.getMethod("d", double.class), null, 'x'));
        // narrowing or unrelated types are refused
        System.out.println(call(p.getMethod("i", int.class), null, 3L));
        System.out.println(call(p.getMethod("s", short.class), null, 'a'));
        System.out.println(call(p.getMethod("c", char.class), null, (byte) 1));
        System.out.println(call(p.getMethod("z", boolean.class), null, 1));
        System.out.println(call(p.getMethod("i", int.class), null, "1"));
        System.out.println(call(p.getMethod("i", int.class), null, (Object) null));
        System.out.println(call(p.getMethod("i", int.class), null));
        System.out.println(call(p.getMethod("i", int.class), null, 1, 2));
        System.out.println(call(p.getMethod("nothing"), null, (Object[]) null));
        System.out.println(call(p.getMethod("nothing"), null));
        System.out.println(call(p.getMethod("mix", int.class, long.class, double.class, String.class, char.class),
                null, 1, 2L, 3.5, "four", '5'));
        System.out.println(call(p.getMethod("sum", int[].class), null, (Object) new int[] { 1, 2, 3 }));
        System.out.println(call(p.getMethod("sum", int[].class), null, (Object) new long[] { 1 }));
        System.out.println(call(p.getMethod("fail", String.class), null, "bad state"));
        System.out.println(call(p.getMethod("checked"), null));
        Method add = p.getMethod("instanceAdd", int.class, int.class);
        Prims inst = new Prims();
        System.out.println(call(add, inst, 1, 2));
        System.out.println(call(add, "not a Prims", 1, 2));
        try {
            add.invoke(null, 1, 2);
        } catch (NullPointerException e) {
            System.out.println("NPE for a null receiver");
        }
        // virtual dispatch, interfaces and default methods
        Method who = Base.class.getMethod("who");
        System.out.println(call(who, new Base()) + " " + call(who, new Derived()));
        Method area = Shape.class.getMethod("area");
        Method describe = Shape.class.getMethod("describe");
        System.out.println(call(area, new Square(3)) + " " + call(describe, new Square(2)));
        System.out.println(describe.isDefault() + " " + area.isDefault());
        // a private method of a nestmate: allowed without setAccessible
        Method secret = Base.class.getDeclaredMethod("secret");
        System.out.println(call(secret, new Derived()));
        // exception target details
        try {
            p.getMethod("fail", String.class).invoke(null, "x");
        } catch (InvocationTargetException e) {
            System.out.println(e.getMessage() + " | " + e.getTargetException().getClass().getName()
                    + " | " + (e.getCause() == e.getTargetException()));
        }
        // constructors
        Constructor<Square> sc = Square.class.getConstructor(double.class);
        System.out.println(sc.newInstance(4.0).area() + " " + sc.newInstance(3).area());
        try {
            sc.newInstance("x");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            sc.newInstance();
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Thrower.class.getDeclaredConstructor().newInstance();
        } catch (InvocationTargetException e) {
            System.out.println("ctor threw " + e.getCause().getMessage());
        }
        // many calls: a loop through the same Method object
        Method inc = p.getMethod("i", int.class);
        Object acc = 0;
        for (int k = 0; k < 1000; k++) {
            acc = inc.invoke(null, acc);
        }
        System.out.println("after 1000 calls: " + acc);
        // Method identity and equality
        System.out.println(inc.equals(p.getMethod("i", int.class)) + " " + (inc == p.getMethod("i", int.class))
                + " " + inc.equals(p.getMethod("j", long.class)));
        System.out.println(inc.hashCode() == p.getMethod("i", int.class).hashCode());
    }

    static class Thrower {
        Thrower() { throw new UnsupportedOperationException("no"); }
    }
}
