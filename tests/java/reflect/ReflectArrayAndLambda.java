import java.lang.reflect.*;
import java.util.*;
import java.util.function.*;

public class ReflectArrayAndLambda {
    static String attempt(Callable r) {
        try {
            return String.valueOf(r.call());
        } catch (Exception e) {
            return e.toString();
        }
    }

    interface Callable {
        Object call() throws Exception;
    }

    public static void main(String[] args) throws Exception {
        // java.lang.reflect.Array
        int[] ints = (int[]) Array.newInstance(int.class, 3);
        Array.setInt(ints, 1, 7);
        Array.set(ints, 2, (short) 9);
        System.out.println(Arrays.toString(ints) + " " + Array.getLength(ints) + " " + Array.get(ints, 1)
                + " " + Array.getLong(ints, 2) + " " + Array.getDouble(ints, 1));
        double[] ds = new double[2];
        Array.setInt(ds, 0, 3);
        Array.setFloat(ds, 1, 0.5f);
        System.out.println(Arrays.toString(ds));
        char[] cs = { 'a', 'b' };
        System.out.println(Array.getChar(cs, 1) + " " + Array.getInt(cs, 0) + " " + Array.get(cs, 0));
        Object multi = Array.newInstance(String.class, 2, 3);
        System.out.println(multi.getClass().getName() + " " + Array.getLength(Array.get(multi, 1)) + " "
                + Array.newInstance(int[].class, 2).getClass().getName() + " "
                + Array.newInstance(long.class, 1, 2, 3).getClass().getSimpleName());
        Object[] objs = (Object[]) Array.newInstance(Number.class, 2);
        Array.set(objs, 0, 5);
        System.out.println(Arrays.toString(objs) + " " + objs.getClass().getComponentType().getName());
        System.out.println(attempt(() -> Array.newInstance(void.class, 1)));
        System.out.println(attempt(() -> Array.newInstance(int.class, -1)));
        System.out.println(attempt(() -> Array.newInstance(int.class, new int[0])));
        System.out.println(attempt(() -> Array.newInstance(int.class, 2, -2)));
        System.out.println(attempt(() -> Array.newInstance(null, 1)));
        System.out.println(attempt(() -> Array.get(new int[1], 3)));
        System.out.println(attempt(() -> Array.getInt(new int[1], -1)));
        System.out.println(attempt(() -> { Array.set(new String[1], 5, "x"); return "set"; }));
        System.out.println(attempt(() -> Array.getLength("x")));
        System.out.println(attempt(() -> Array.getLength(null)));
        System.out.println(attempt(() -> { Array.set(new String[1], 0, 5); return "set"; }));
        System.out.println(attempt(() -> { Array.setInt(new byte[1], 0, 5); return "set"; }));
        System.out.println(attempt(() -> { Array.setLong(new int[1], 0, 5); return "set"; }));
        System.out.println(attempt(() -> { Array.setBoolean(new int[1], 0, true); return "set"; }));
        System.out.println(attempt(() -> Array.getBoolean(new int[1], 0)));
        System.out.println(attempt(() -> Array.getShort(new char[1], 0)));
        System.out.println(attempt(() -> Array.getFloat(new double[1], 0)));
        System.out.println(attempt(() -> { Array.set(new int[1], 0, "s"); return "set"; }));
        System.out.println(attempt(() -> { Array.set(new int[1], 0, null); return "set"; }));
        for (Class<?> c : new Class<?>[] { int.class, void.class, String.class, int[][].class, Map.Entry.class }) {
            System.out.println(c.descriptorString() + " " + attempt(() -> c.arrayType().getName()));
        }
        // lambda classes as reflection sees them
        Runnable r = () -> System.out.println("lambda ran");
        Class<?> lc = r.getClass();
        System.out.println(lc.isHidden() + " " + lc.getCanonicalName() + " " + lc.isSynthetic() + " "
                + lc.isAnonymousClass() + " " + lc.isLocalClass() + " " + lc.getDeclaredMethods().length + " "
                + Arrays.toString(lc.getInterfaces()) + " " + lc.getEnclosingClass() + " "
                + Modifier.toString(lc.getModifiers()));
        Runnable.class.getMethod("run").invoke(r);
        Supplier<String> s = () -> "supplied";
        System.out.println(Supplier.class.getMethod("get").invoke(s));
        // class-library methods invoked reflectively
        System.out.println(Object.class.getMethod("toString").invoke(42) + " "
                + Comparable.class.getMethod("compareTo", Object.class).invoke("a", "b") + " "
                + String.class.getMethod("valueOf", int.class).invoke(null, 5) + " "
                + String.class.getMethod("format", String.class, Object[].class).invoke(null, "%d-%s", new Object[] { 1, "x" })
                + " " + List.class.getMethod("size").invoke(Arrays.asList(1, 2, 3)) + " "
                + Math.class.getMethod("max", int.class, int.class).invoke(null, 3, 9));
        System.out.println(attempt(() -> Integer.class.getMethod("parseInt", String.class).invoke(null, "zz")));
        try {
            Integer.class.getMethod("parseInt", String.class).invoke(null, "zz");
        } catch (InvocationTargetException e) {
            System.out.println("target: " + e.getCause().getMessage());
        }
    }
}
