import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;

// Type annotations (RuntimeVisibleTypeAnnotations) on fields, method returns, parameters,
// exceptions, receivers, supertypes and record components, nested through type arguments,
// arrays, wildcards and inner types.
public class ReflectTypeAnnotations {
    @Target(ElementType.TYPE_USE) @Retention(RetentionPolicy.RUNTIME) @interface NonNull { }
    @Target(ElementType.TYPE_USE) @Retention(RetentionPolicy.RUNTIME) @interface Size { int max() default 10; String unit() default "items"; }
    @Target(ElementType.TYPE_USE) @Retention(RetentionPolicy.CLASS) @interface Invisible { }
    @Target({ ElementType.TYPE_USE, ElementType.FIELD, ElementType.METHOD }) @Retention(RetentionPolicy.RUNTIME) @interface Both { String value(); }

    interface Shape { }
    static class Box<T> { }
    static abstract class Base implements Comparable<@NonNull Base> { }

    public static class Sample extends @Both("super") Base implements @NonNull Shape, @Size(max = 3) Iterable<@NonNull String> {
        public @NonNull String name;
        public @Size(max = 5, unit = "chars") String @NonNull [] words;
        public List<@NonNull ? extends @Size Number> nums;
        public Map<@NonNull String, List<@Size(max = 1) Integer>> map;
        public @Invisible String hidden;
        public @Both("field") int count;
        public int plain;
        public Outer.@NonNull Inner inner;
        public Outer.@NonNull Nested nested;
        public int @Size [] @NonNull [] grid;

        public @NonNull String method(@Size(max = 2) List<String> a, int b, @NonNull Object @Size [] c)
                throws @NonNull IllegalStateException, java.io.@Size IOException {
            return null;
        }
        public String receiver(@NonNull Sample this) { return null; }
        public <E> @Both("ret") Box<@NonNull E> generic() { return null; }
        public @NonNull Sample() { }
        public Sample(@Size int x) { }
        public Iterator<String> iterator() { return null; }
        public int compareTo(Base o) { return 0; }
    }
    public static class Outer { public class Inner { } public static class Nested { } }
    record Point(@NonNull Integer x, List<@Size String> tags) { }
    static class Params<@NonNull K, @Size(max = 4) V extends @NonNull Number & @Size(max = 6) Comparable<V>, I extends @Size(max = 7) Runnable, P> {
        public <@Both("mt") M extends @NonNull CharSequence> M pick(M m, V v) { return m; }
        public V value;
    }

    static String anns(AnnotatedType t) {
        StringBuilder b = new StringBuilder("[");
        for (Annotation a : t.getAnnotations()) {
            if (b.length() > 1) b.append(", ");
            b.append(a.annotationType().getSimpleName());
            if (a instanceof Size) b.append("(").append(((Size) a).max()).append(((Size) a).unit()).append(")");
            if (a instanceof Both) b.append("(").append(((Both) a).value()).append(")");
        }
        return b.append("]").toString();
    }

    static String kind(AnnotatedType t) {
        return t instanceof AnnotatedParameterizedType ? "P" : t instanceof AnnotatedArrayType ? "A"
                : t instanceof AnnotatedWildcardType ? "W" : t instanceof AnnotatedTypeVariable ? "V" : "B";
    }

    static void show(String indent, String label, AnnotatedType t) {
        if (t == null) { System.out.println(indent + label + ": null"); return; }
        System.out.println(indent + label + ": " + kind(t) + " " + t.getType().getTypeName() + " " + anns(t));
        String in = indent + "  ";
        if (t instanceof AnnotatedParameterizedType) {
            AnnotatedType[] as = ((AnnotatedParameterizedType) t).getAnnotatedActualTypeArguments();
            for (int i = 0; i < as.length; i++) show(in, "arg" + i, as[i]);
        } else if (t instanceof AnnotatedArrayType) {
            show(in, "component", ((AnnotatedArrayType) t).getAnnotatedGenericComponentType());
        } else if (t instanceof AnnotatedWildcardType) {
            for (AnnotatedType u : ((AnnotatedWildcardType) t).getAnnotatedUpperBounds()) show(in, "upper", u);
            for (AnnotatedType u : ((AnnotatedWildcardType) t).getAnnotatedLowerBounds()) show(in, "lower", u);
        }
    }

    public static void main(String[] args) throws Exception {
        Class<?> s = Sample.class;
        show("", "superclass", s.getAnnotatedSuperclass());
        for (AnnotatedType t : s.getAnnotatedInterfaces()) show("", "interface", t);
        show("", "Base interface", Base.class.getAnnotatedInterfaces()[0]);
        for (String f : new String[] { "name", "words", "nums", "map", "hidden", "count", "plain", "inner", "nested", "grid" }) {
            show("", "field " + f, s.getField(f).getAnnotatedType());
        }
        Field cf = s.getField("count");
        System.out.println("count declared " + cf.getAnnotation(Both.class).value() + " type " + cf.getAnnotatedType().getAnnotation(Both.class).value()
                + " present " + cf.getAnnotatedType().isAnnotationPresent(Both.class) + " declared " + cf.getAnnotatedType().getDeclaredAnnotations().length);
        Method m = s.getMethod("method", List.class, int.class, Object[].class);
        show("", "method returns", m.getAnnotatedReturnType());
        for (AnnotatedType t : m.getAnnotatedParameterTypes()) show("", "method param", t);
        for (AnnotatedType t : m.getAnnotatedExceptionTypes()) show("", "method throws", t);
        for (Parameter p : m.getParameters()) show("", "parameter " + p.getName().length(), p.getAnnotatedType());
        show("", "method receiver", m.getAnnotatedReceiverType());
        show("", "receiver receiver", s.getMethod("receiver").getAnnotatedReceiverType());
        Method g = s.getMethod("generic");
        show("", "generic returns", g.getAnnotatedReturnType());
        System.out.println("generic declared " + g.getAnnotation(Both.class).value());
        show("", "ctor returns", s.getConstructor().getAnnotatedReturnType());
        show("", "ctor(int) param", s.getConstructor(int.class).getAnnotatedParameterTypes()[0]);
        for (RecordComponent rc : Point.class.getRecordComponents()) show("", "component " + rc.getName(), rc.getAnnotatedType());
        for (TypeVariable<?> tv : Params.class.getTypeParameters()) {
            System.out.println("type parameter " + tv.getName() + " " + Arrays.toString(tv.getAnnotations()) + " " + (tv.getAnnotation(NonNull.class) != null));
            for (AnnotatedType b : tv.getAnnotatedBounds()) show("  ", "bound", b);
        }
        Method pick = Params.class.getMethod("pick", CharSequence.class, Number.class);
        TypeVariable<?> mv = pick.getTypeParameters()[0];
        System.out.println("method type parameter " + mv.getName() + " " + mv.getAnnotation(Both.class).value() + " " + mv.getAnnotations().length);
        for (AnnotatedType b : mv.getAnnotatedBounds()) show("  ", "bound", b);
        AnnotatedTypeVariable use = (AnnotatedTypeVariable) Params.class.getField("value").getAnnotatedType();
        show("", "field value", use);
        for (AnnotatedType b : use.getAnnotatedBounds()) show("  ", "bound", b);
        AnnotatedType n1 = s.getField("name").getAnnotatedType();
        AnnotatedType n2 = s.getField("name").getAnnotatedType();
        System.out.println("equal " + n1.equals(n2) + " " + (n1.hashCode() == n2.hashCode()) + " " + n1.equals(s.getField("plain").getAnnotatedType()));
        System.out.println(n1.getAnnotation(NonNull.class) + " " + n1.getAnnotation(Size.class));
        System.out.println(n1);
        System.out.println(s.getField("words").getAnnotatedType());
        System.out.println(s.getField("map").getAnnotatedType());
        System.out.println(s.getField("nums").getAnnotatedType());
        System.out.println(s.getField("plain").getAnnotatedType());
    }
}
