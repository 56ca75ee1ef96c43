import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;

public class ReflectAnnotatedTypes {
    public static class Plain<T> extends AbstractList<String> implements Comparable<Plain<T>> {
        public List<? extends Number> nums;
        public T[] arr;
        public int prim;
        public String get(int i) { return null; }
        public int size() { return 0; }
        public int compareTo(Plain<T> o) { return 0; }
        public <E extends Exception> Map<String, T> m(List<String> a, int b) throws E, java.io.IOException { return null; }
        public class Inner { public Inner(int x) { } }
    }

    @Target(ElementType.TYPE_USE)
    @Retention(RetentionPolicy.RUNTIME)
    @interface NonNull { }

    public static class Annotated {
        public @NonNull String name;
        public String plain;
    }

    static String kind(AnnotatedType t) {
        return t instanceof AnnotatedParameterizedType ? "P" : t instanceof AnnotatedArrayType ? "A"
                : t instanceof AnnotatedWildcardType ? "W" : t instanceof AnnotatedTypeVariable ? "V" : "B";
    }

    static void show(String label, AnnotatedType t) {
        System.out.println(label + ": " + kind(t) + " " + t.getType().getTypeName() + " annotations "
                + t.getAnnotations().length);
    }

    public static void main(String[] args) throws Exception {
        Class<?> p = Plain.class;
        show("superclass", p.getAnnotatedSuperclass());
        for (AnnotatedType t : p.getAnnotatedInterfaces()) {
            show("interface", t);
        }
        AnnotatedParameterizedType nums = (AnnotatedParameterizedType) p.getField("nums").getAnnotatedType();
        show("nums", nums);
        AnnotatedWildcardType w = (AnnotatedWildcardType) nums.getAnnotatedActualTypeArguments()[0];
        show("  arg", w);
        show("  upper", w.getAnnotatedUpperBounds()[0]);
        System.out.println("  lower " + w.getAnnotatedLowerBounds().length);
        AnnotatedArrayType arr = (AnnotatedArrayType) p.getField("arr").getAnnotatedType();
        show("arr", arr);
        show("  component", arr.getAnnotatedGenericComponentType());
        show("prim", p.getField("prim").getAnnotatedType());
        Method m = null;
        for (Method k : p.getDeclaredMethods()) {
            if (k.getName().equals("m")) {
                m = k;
            }
        }
        show("m returns", m.getAnnotatedReturnType());
        for (AnnotatedType t : m.getAnnotatedParameterTypes()) {
            show("m param", t);
        }
        for (AnnotatedType t : m.getAnnotatedExceptionTypes()) {
            show("m throws", t);
        }
        show("m receiver", m.getAnnotatedReceiverType());
        show("parameter 0", m.getParameters()[0].getAnnotatedType());
        Constructor<?> ic = Plain.Inner.class.getConstructors()[0];
        show("inner ctor returns", ic.getAnnotatedReturnType());
        show("inner ctor receiver", ic.getAnnotatedReceiverType());
        System.out.println(Plain.class.getConstructors()[0].getAnnotatedReceiverType() + " "
                + Object.class.getAnnotatedSuperclass() + " " + Runnable.class.getAnnotatedSuperclass() + " "
                + p.getField("prim").getAnnotatedType().getAnnotation(NonNull.class));
        show("plain", Annotated.class.getField("plain").getAnnotatedType());
    }
}
