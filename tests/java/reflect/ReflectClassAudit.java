import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;

@ReflectClassAudit.Tag(value = "top", n = {1, 2}) @ReflectClassAudit.Rep("r1") @ReflectClassAudit.Rep("r2")
public class ReflectClassAudit {
    @Retention(RetentionPolicy.RUNTIME) @Inherited @Target({ElementType.TYPE, ElementType.METHOD, ElementType.FIELD, ElementType.PARAMETER, ElementType.CONSTRUCTOR, ElementType.RECORD_COMPONENT, ElementType.TYPE_USE})
    @interface Tag { String value() default "def"; int[] n() default {}; Class<?> k() default Object.class; ElementType e() default ElementType.TYPE; Rep r() default @Rep("inner"); char c() default 'c'; double d() default 1.5; long l() default 3L; float f() default 2.5f; byte b() default 1; short s() default 2; boolean z() default true; String[] ss() default {"a", "b"}; }
    @Retention(RetentionPolicy.RUNTIME) @Repeatable(Reps.class) @interface Rep { String value(); }
    @Retention(RetentionPolicy.RUNTIME) @interface Reps { Rep[] value(); }
    @Retention(RetentionPolicy.CLASS) @interface ClassOnly {}
    @Tag static class Base {}
    static class Derived extends Base {}
    record Rec(@Tag("comp") int a, String b) implements java.io.Serializable {}
    sealed interface Shape permits Circle, Square {}
    record Circle(double r) implements Shape {}
    static final class Square implements Shape {}
    enum Color { RED, GREEN { public String toString() { return "g"; } } }

    @Tag("field") @ClassOnly public int f;
    @Tag("ctor") public ReflectClassAudit() {}
    @Tag("m") @Rep("a") @Rep("b") public void m(@Tag("p0") int x, int y, @Rep("q") @Rep("w") String z) {}

    static void p(Object o) { System.out.println(o); }
    static void t(String w, Callable c) { try { p(w + " = " + c.call()); } catch (Throwable e) { p(w + " ! " + e); } }
    interface Callable { Object call() throws Throwable; }

    public static void main(String[] args) throws Exception {
        Tag top = ReflectClassAudit.class.getAnnotation(Tag.class);
        p(top);
        p(top.annotationType() + " " + top.value() + " " + Arrays.toString(top.n()) + " " + top.k() + " " + top.r());
        Tag base = Base.class.getAnnotation(Tag.class);
        p(base);
        p("inherited " + Derived.class.getAnnotation(Tag.class) + " declared " + Derived.class.getDeclaredAnnotation(Tag.class) + " present " + Derived.class.isAnnotationPresent(Tag.class) + " " + Arrays.toString(Derived.class.getAnnotations()) + " " + Arrays.toString(Derived.class.getDeclaredAnnotations()));
        p("equals " + base.equals(Derived.class.getAnnotation(Tag.class)) + " " + base.equals(top));
        p("reps " + Arrays.toString(ReflectClassAudit.class.getAnnotationsByType(Rep.class)) + " " + ReflectClassAudit.class.getAnnotation(Rep.class) + " " + ReflectClassAudit.class.getAnnotation(Reps.class));
        Method m = ReflectClassAudit.class.getMethod("m", int.class, int.class, String.class);
        p("m " + Arrays.toString(m.getAnnotations()) + " " + Arrays.toString(m.getAnnotationsByType(Rep.class)));
        p("m params " + Arrays.deepToString(m.getParameterAnnotations()));
        p("param2 " + Arrays.toString(m.getParameters()[2].getAnnotationsByType(Rep.class)) + " " + m.getParameters()[0].getAnnotation(Tag.class));
        p("field " + Arrays.toString(ReflectClassAudit.class.getField("f").getAnnotations()));
        p("ctor " + Arrays.toString(ReflectClassAudit.class.getConstructor().getAnnotations()));
        p("rc " + Arrays.toString(Rec.class.getRecordComponents()) + " " + Rec.class.getRecordComponents()[0].getAnnotation(Tag.class) + " acc " + Rec.class.getRecordComponents()[1].getAccessor() + " gen " + Rec.class.getRecordComponents()[1].getGenericType() + " sig " + Rec.class.getRecordComponents()[1].getGenericSignature());
        p("rec " + Rec.class.isRecord() + " " + new Rec(1, "x") + " " + Rec.class.getSuperclass());
        class Local { }
        record LocalRec(int q) { }
        Object anon = new Object() { };
        for (Class<?> k : new Class<?>[] { ReflectClassAudit.class, Base.class, Local.class, LocalRec.class, anon.getClass(), int[][].class, Local[].class, Map.Entry.class, Color.GREEN.getClass(), Tag.class, Runnable.class, int.class }) {
            p(k.getName() + " | simple=" + k.getSimpleName() + " canon=" + k.getCanonicalName() + " type=" + k.getTypeName() + " member=" + k.isMemberClass() + " local=" + k.isLocalClass() + " anon=" + k.isAnonymousClass() + " syn=" + k.isSynthetic() + " annot=" + k.isAnnotation() + " mods=" + Modifier.toString(k.getModifiers()) + " decl=" + k.getDeclaringClass() + " encl=" + k.getEnclosingClass() + " em=" + k.getEnclosingMethod() + " ec=" + k.getEnclosingConstructor() + " nest=" + k.getNestHost() + " pkg=" + k.getPackage() + " pn=" + k.getPackageName());
        }
        p(new LocalRec(3));
        p("declared classes " + Arrays.toString(sortC(ReflectClassAudit.class.getDeclaredClasses())));
        p("classes " + Arrays.toString(sortC(ReflectClassAudit.class.getClasses())));
        p("sealed " + Shape.class.isSealed() + " " + Arrays.toString(Shape.class.getPermittedSubclasses()) + " " + Square.class.isSealed() + " " + Square.class.getPermittedSubclasses());
        p("enum " + Arrays.toString(Color.class.getEnumConstants()) + " " + Color.GREEN.getClass().getEnumConstants() + " " + ReflectClassAudit.class.getEnumConstants());
        p("nestmembers " + Arrays.toString(sortC(ReflectClassAudit.class.getNestMembers())).length());
        p("assert " + ReflectClassAudit.class.desiredAssertionStatus());
        p("interfaces " + Arrays.toString(Rec.class.getInterfaces()) + " " + Arrays.toString(int[].class.getInterfaces()));
        p("package " + String.class.getPackage() + " " + String.class.getPackage().getName() + " " + ReflectClassAudit.class.getPackage().getName().isEmpty() + " " + Package.getPackage("java.lang") + " " + Map.class.getPackage().getImplementationTitle());
        t("getMethods count", () -> ReflectClassAudit.class.getMethods().length + " " + ReflectClassAudit.class.getDeclaredMethods().length + " " + Object.class.getMethods().length);
        t("getFields", () -> Arrays.toString(ReflectClassAudit.class.getFields()));
        t("annotation toString arrays", () -> ReflectClassAudit.class.getAnnotation(Reps.class));
        t("annotation method", () -> Tag.class.getMethod("n").getDefaultValue().getClass() + " " + Tag.class.getMethod("r").getDefaultValue());
        t("ClassOnly", () -> ReflectClassAudit.class.getField("f").getAnnotation(ClassOnly.class));
        t("isAnnotationPresent param", () -> m.getParameters()[1].isAnnotationPresent(Tag.class));
        t("getAnnotation null", () -> ReflectClassAudit.class.getAnnotation(null));
        t("enum valueOf", () -> Enum.valueOf(Color.class, "BLUE"));
        t("forName [II", () -> Class.forName("[II"));
    }
    static Class<?>[] sortC(Class<?>[] c) { Arrays.sort(c, Comparator.comparing(Class::getName)); return c; }
}
