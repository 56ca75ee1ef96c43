import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;

public class ReflectAnnotations {
    @Retention(RetentionPolicy.RUNTIME)
    @interface Info {
        int id() default 7;
        String name() default "none";
        char letter() default 'q';
        long big() default 5000000000L;
        float ratio() default 0.5f;
        double precise() default 1e-3;
        byte small() default -2;
        short mid() default 300;
        boolean flag() default false;
        Level level() default Level.LOW;
        int[] codes() default { 1, 2, 3 };
        String[] tags() default {};
        Nested nested() default @Nested;
    }

    enum Level { LOW, HIGH }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Nested {
        String value() default "inner";
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Single {
        String value();
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Typed {
        Class<?> type();
        Class<?>[] more() default { int.class, String[].class };
    }

    @Retention(RetentionPolicy.CLASS)
    @interface ClassOnly { }

    @interface SourceDefault { }

    @Retention(RetentionPolicy.RUNTIME)
    @Inherited
    @interface Heritable {
        String value();
    }

    @Retention(RetentionPolicy.RUNTIME)
    @Repeatable(Tags.class)
    @interface Tag {
        String value();
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Tags {
        Tag[] value();
    }

    @Info(id = 1, name = "base \"quoted\"\n", codes = { 9 }, level = Level.HIGH, tags = { "a", "b" })
    @Heritable("from base")
    @Single("base")
    @ClassOnly
    @SourceDefault
    static class Base {
        @Single("field") @Deprecated public int annotatedField;
        public int plainField;

        @Info
        public Base() { }

        @Single("method")
        public void m(@Single("p0") int a, int b, @Single("p2") @Info(id = 3) String c) { }

        @Tag("x") @Tag("y")
        public void repeated() { }

        @Tag("only")
        public void once() { }
    }

    @Single("derived")
    static class Derived extends Base { }

    @Heritable("own")
    static class Overrides extends Base { }

    record Point(@Single("x-comp") int x, int y) { }

    public static void main(String[] args) throws Exception {
        Info info = Base.class.getAnnotation(Info.class);
        System.out.println(info);
        System.out.println(info.id() + " " + info.name().length() + " " + info.letter() + " " + info.big() + " "
                + info.ratio() + " " + info.precise() + " " + info.small() + " " + info.mid() + " " + info.flag()
                + " " + info.level() + " " + Arrays.toString(info.codes()) + " " + Arrays.toString(info.tags())
                + " " + info.nested().value());
        System.out.println(info.annotationType() + " " + (info instanceof Info) + " " + (info instanceof Annotation));
        info.codes()[0] = 100;
        System.out.println("copy returned: " + info.codes()[0]);
        List<String> names = new ArrayList<>();
        for (Annotation a : Base.class.getAnnotations()) {
            names.add(a.annotationType().getSimpleName());
        }
        System.out.println(names);
        System.out.println(Base.class.isAnnotationPresent(ClassOnly.class) + " "
                + Base.class.isAnnotationPresent(SourceDefault.class) + " " + Base.class.isAnnotationPresent(Single.class));
        // inheritance
        names.clear();
        for (Annotation a : Derived.class.getAnnotations()) {
            names.add(a.toString());
        }
        System.out.println(names);
        System.out.println(Derived.class.getDeclaredAnnotations().length + " "
                + Derived.class.getDeclaredAnnotation(Heritable.class) + " " + Derived.class.getAnnotation(Heritable.class));
        System.out.println(Overrides.class.getAnnotation(Heritable.class) + " " + Overrides.class.getAnnotation(Info.class));
        // members and parameters
        Method m = Base.class.getMethod("m", int.class, int.class, String.class);
        System.out.println(m.getAnnotation(Single.class).value() + " " + m.getAnnotations().length);
        Annotation[][] pa = m.getParameterAnnotations();
        for (int i = 0; i < pa.length; i++) {
            System.out.println("param " + i + ": " + Arrays.toString(pa[i]));
        }
        for (Parameter p : m.getParameters()) {
            System.out.println(p + " -> " + p.getAnnotation(Single.class) + " " + p.isAnnotationPresent(Info.class));
        }
        Field af = Base.class.getField("annotatedField");
        System.out.println(af.getAnnotation(Single.class) + " " + af.isAnnotationPresent(Deprecated.class) + " "
                + Base.class.getField("plainField").getAnnotations().length);
        System.out.println(Base.class.getConstructor().getAnnotation(Info.class).id());
        // repeatable
        Method rep = Base.class.getMethod("repeated"), once = Base.class.getMethod("once");
        System.out.println(Arrays.toString(rep.getAnnotationsByType(Tag.class)) + " " + rep.getAnnotation(Tag.class)
                + " " + rep.getAnnotation(Tags.class));
        System.out.println(Arrays.toString(once.getAnnotationsByType(Tag.class)) + " "
                + once.getAnnotationsByType(Tags.class).length + " " + once.getDeclaredAnnotationsByType(Tag.class).length);
        // record components
        for (RecordComponent rc : Point.class.getRecordComponents()) {
            System.out.println(rc.getName() + " " + rc.getAnnotation(Single.class) + " " + rc.getAnnotations().length);
        }
        // equality and hash codes
        Single a1 = Base.class.getAnnotation(Single.class);
        Single a2 = Base.class.getAnnotation(Single.class);
        Single a3 = Derived.class.getAnnotation(Single.class);
        System.out.println(a1.equals(a2) + " " + a1.equals(a3) + " " + (a1.hashCode() == a2.hashCode()) + " "
                + a1.hashCode() + " " + a3.hashCode() + " " + a1.equals("base"));
        Info d1 = Base.class.getConstructor().getAnnotation(Info.class);
        // (enum-valued members hash by identity, so these hash codes are not printed)
        System.out.println(d1);
        System.out.println(info.equals(d1) + " " + d1.equals(d1) + " "
                + d1.equals(Base.class.getConstructor().getAnnotation(Info.class)));
        // Class-valued members (their hash codes are identity-based, so not printed)
        Typed t = Holder.class.getAnnotation(Typed.class);
        System.out.println(t + " " + t.type().getSimpleName() + " " + t.more().length);
        // default values through Method.getDefaultValue
        for (String n : new String[] { "id", "name", "codes", "level", "nested" }) {
            Object dv = Info.class.getMethod(n).getDefaultValue();
            System.out.println(n + " default " + (dv instanceof int[] ? Arrays.toString((int[]) dv) : dv));
        }
        System.out.println(Single.class.getMethod("value").getDefaultValue());
        System.out.println(Info.class.isAnnotation() + " " + Arrays.toString(Info.class.getInterfaces()));
        Retention r = Info.class.getAnnotation(Retention.class);
        System.out.println(r + " " + r.value());
        System.out.println(Arrays.toString(ReflectAnnotations.class.getAnnotations()));
    }

    @Typed(type = Map.Entry.class)
    static class Holder { }
}
