import java.lang.reflect.*;
import java.util.*;
import java.util.function.*;

public class ReflectGenerics {
    public static class Box<T extends Comparable<T>> implements Supplier<T>, Comparable<Box<T>> {
        public T value;
        public List<? extends Number> nums;
        public Map<String, List<T>> index;
        public T[] array;
        public List<String>[] lists;
        public Map.Entry<String, Integer> entry;
        public Box<T>.Inner inner;
        public int plain;

        public class Inner { }

        public T get() { return value; }
        public int compareTo(Box<T> o) { return 0; }
        public <U extends Number & Comparable<U>> U pick(List<? super U> sink, U... us) { return us[0]; }
        public static <K, V> Map<K, V> make(K k, V v) throws IllegalStateException { return null; }
        public <E extends Exception> void mayThrow() throws E { }
        public void raw(List l, Map<?, ?> m) { }
    }

    public static class StringBox extends Box<String> { }

    static void show(String what, Type t) {
        String kind = t instanceof Class ? "Class" : t instanceof ParameterizedType ? "ParameterizedType"
                : t instanceof TypeVariable ? "TypeVariable" : t instanceof WildcardType ? "WildcardType"
                : t instanceof GenericArrayType ? "GenericArrayType" : "?";
        System.out.println(what + ": " + t.getTypeName() + " (" + kind + ")");
    }

    public static void main(String[] args) throws Exception {
        Class<?> b = Box.class;
        for (String f : new String[] { "value", "nums", "index", "array", "lists", "entry", "inner", "plain" }) {
            Field fd = b.getField(f);
            show(f, fd.getGenericType());
            System.out.println("  " + fd.toGenericString());
        }
        TypeVariable<?>[] tps = b.getTypeParameters();
        System.out.println(tps.length + " " + tps[0] + " bounds " + Arrays.toString(tps[0].getBounds())
                + " declared by " + tps[0].getGenericDeclaration());
        show("superclass", b.getGenericSuperclass());
        for (Type t : b.getGenericInterfaces()) {
            show("interface", t);
        }
        show("StringBox super", StringBox.class.getGenericSuperclass());
        ParameterizedType sup = (ParameterizedType) StringBox.class.getGenericSuperclass();
        System.out.println(sup.getRawType() + " " + Arrays.toString(sup.getActualTypeArguments()) + " " + sup.getOwnerType());
        System.out.println(Arrays.toString(StringBox.class.getTypeParameters()));
        Method pick = null, make = null, mayThrow = null, raw = null, get = null;
        for (Method m : b.getDeclaredMethods()) {
            switch (m.getName()) {
                case "pick": pick = m; break;
                case "make": make = m; break;
                case "mayThrow": mayThrow = m; break;
                case "raw": raw = m; break;
                case "get": if (!m.isBridge()) get = m; break;
                default: break;
            }
        }
        for (Method m : new Method[] { pick, make, mayThrow, raw, get }) {
            System.out.println(m.toGenericString());
            System.out.println("  " + m);
            show("  returns", m.getGenericReturnType());
            for (Type t : m.getGenericParameterTypes()) {
                show("  param", t);
            }
            for (Type t : m.getGenericExceptionTypes()) {
                show("  throws", t);
            }
        }
        TypeVariable<?> u = pick.getTypeParameters()[0];
        System.out.println(u + " " + Arrays.toString(u.getBounds()) + " " + (u.getGenericDeclaration() == pick)
                + " " + u.getGenericDeclaration().equals(pick));
        WildcardType w = (WildcardType) ((ParameterizedType) pick.getGenericParameterTypes()[0]).getActualTypeArguments()[0];
        System.out.println(Arrays.toString(w.getUpperBounds()) + " " + Arrays.toString(w.getLowerBounds()));
        GenericArrayType ga = (GenericArrayType) b.getField("array").getGenericType();
        System.out.println(ga.getGenericComponentType() + " " + ga.getGenericComponentType().equals(tps[0]));
        ParameterizedType e1 = (ParameterizedType) b.getField("entry").getGenericType();
        System.out.println(e1.getOwnerType() + " " + e1.getRawType());
        ParameterizedType in = (ParameterizedType) b.getField("inner").getGenericType();
        System.out.println(in.getOwnerType() + " " + in.getRawType() + " " + in.getActualTypeArguments().length);
        System.out.println(b.getField("index").getGenericType().equals(b.getField("index").getGenericType()));
        System.out.println(Box.class.toGenericString() + " | " + Supplier.class.toGenericString() + " | "
                + int[].class.toGenericString() + " | " + Thread.State.class.toGenericString());
        Constructor<?> c = HashMap.class.getConstructor(Map.class);
        System.out.println(c.toGenericString() + " | " + c);
    }
}
