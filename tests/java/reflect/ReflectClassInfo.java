import java.lang.reflect.*;
import java.util.*;

public class ReflectClassInfo {
    public static class Member {
        public class Inner { }
        protected static class Deeper { }
        private interface Hidden { }
    }

    public sealed interface Expr permits Num, Add { }
    public record Num(int v) implements Expr { }
    public record Add(Expr l, Expr r) implements Expr { }

    public abstract static class Abstract {
        public Abstract() { }
        public abstract void run();
        protected int helper(int x) { return x; }
        public static void util() { }
    }

    public static class Concrete extends Abstract implements Comparable<Concrete>, Runnable {
        public int pub;
        public Concrete() { }
        private Concrete(int x) { }
        protected Concrete(String s, long... rest) { }
        public void run() { }
        public int compareTo(Concrete o) { return 0; }
        void pkg() { }
        private static synchronized native void nat();
    }

    public enum Planet { MERCURY, VENUS }

    public @interface Marker { }

    public static class NoDefault {
        public NoDefault(int x) { }
    }

    public static class Throws {
        public Throws() { throw new IllegalStateException("from the constructor"); }
    }

    static void describe(Class<?> c) {
        System.out.println(c.getName() + ": simple=" + c.getSimpleName() + " canonical=" + c.getCanonicalName()
                + " type=" + c.getTypeName());
        System.out.println("  anonymous=" + c.isAnonymousClass() + " local=" + c.isLocalClass() + " member="
                + c.isMemberClass() + " declaring=" + name(c.getDeclaringClass()) + " enclosing="
                + name(c.getEnclosingClass()) + " mods=" + Modifier.toString(c.getModifiers()));
    }

    static String name(Class<?> c) {
        return c == null ? "null" : c.getName();
    }

    static List<String> sorted(Object[] items) {
        List<String> r = new ArrayList<>();
        for (Object o : items) {
            r.add(o instanceof Class ? ((Class<?>) o).getName() : o.toString());
        }
        Collections.sort(r);
        return r;
    }

    public static void main(String[] args) throws Exception {
        class Local { }
        record LocalRec(int a, String b) { }
        Object anon = new Object() { };
        Runnable lambda = () -> { };
        describe(ReflectClassInfo.class);
        describe(Member.class);
        describe(Member.Inner.class);
        describe(Member.Deeper.class);
        describe(Local.class);
        describe(LocalRec.class);
        describe(anon.getClass());
        describe(int[][].class);
        describe(Member.Inner[].class);
        describe(Local[].class);
        describe(int.class);
        System.out.println(new LocalRec(1, "x"));
        System.out.println(Local.class.getEnclosingMethod() + " | " + anon.getClass().getEnclosingMethod());
        System.out.println(lambda.getClass().isSynthetic() + " " + ReflectClassInfo.class.isSynthetic());
        System.out.println(sorted(Member.class.getDeclaredClasses()));
        System.out.println(sorted(ReflectClassInfo.class.getClasses()));
        // members, sorted because the JVM does not fix their order
        System.out.println(sorted(Concrete.class.getDeclaredMethods()));
        System.out.println(sorted(Concrete.class.getDeclaredConstructors()));
        System.out.println(sorted(Concrete.class.getConstructors()));
        List<String> pubs = new ArrayList<>();
        for (Method m : Concrete.class.getMethods()) {
            pubs.add(m.getDeclaringClass().getSimpleName() + "." + m.getName() + m.getParameterCount());
        }
        Collections.sort(pubs);
        System.out.println(pubs);
        try {
            Concrete.class.getMethod("helper", int.class);
        } catch (NoSuchMethodException e) {
            System.out.println("getMethod: " + e.getMessage());
        }
        System.out.println(Concrete.class.getDeclaredMethod("nat") + " | "
                + Abstract.class.getDeclaredMethod("helper", int.class));
        try {
            Concrete.class.getDeclaredMethod("run", int.class);
        } catch (NoSuchMethodException e) {
            System.out.println("getDeclaredMethod: " + e.getMessage());
        }
        try {
            Concrete.class.getConstructor(int.class);
        } catch (NoSuchMethodException e) {
            System.out.println("getConstructor: " + e.getMessage());
        }
        System.out.println(Concrete.class.getDeclaredConstructor(String.class, long[].class).isVarArgs());
        // sealed types and records
        System.out.println(Expr.class.isSealed() + " " + Num.class.isSealed() + " "
                + sorted(Expr.class.getPermittedSubclasses()) + " " + Num.class.getPermittedSubclasses());
        System.out.println(Num.class.isRecord() + " " + Concrete.class.isRecord() + " " + Record.class.isRecord());
        for (RecordComponent rc : Add.class.getRecordComponents()) {
            System.out.println("component " + rc + " accessor " + rc.getAccessor().getName() + " type "
                    + rc.getType().getSimpleName() + " value " + rc.getAccessor().invoke(new Add(new Num(1), new Num(2))));
        }
        System.out.println(Concrete.class.getRecordComponents());
        // enums, annotations, interfaces
        System.out.println(Planet.class.isEnum() + " " + Arrays.toString(Planet.class.getEnumConstants()) + " "
                + Marker.class.isAnnotation() + " " + Marker.class.isInterface() + " " + Runnable.class.isAnnotation());
        System.out.println(Modifier.toString(Marker.class.getModifiers()) + " | " + Modifier.toString(Planet.class.getModifiers()));
        // nests and packages
        System.out.println(Member.Inner.class.getNestHost().getName() + " " + ReflectClassInfo.class.getNestHost().getName()
                + " " + Member.class.isNestmateOf(Local.class) + " " + String.class.isNestmateOf(Member.class));
        System.out.println("[" + ReflectClassInfo.class.getPackage().getName() + "] " + String.class.getPackage()
                + " " + int.class.getPackage() + " " + String.class.getPackageName() + " " + int[].class.getPackageName());
        // Class.newInstance and forName
        System.out.println(Concrete.class.newInstance().getClass().getSimpleName());
        for (Class<?> c : new Class<?>[] { Runnable.class, Abstract.class, int.class, int[].class, Marker.class }) {
            try {
                c.newInstance();
            } catch (ReflectiveOperationException e) {
                System.out.println("newInstance " + c.getName() + ": " + e);
            }
        }
        try {
            NoDefault.class.newInstance();
        } catch (InstantiationException e) {
            System.out.println(e + " caused by " + e.getCause());
        }
        try {
            Throws.class.newInstance();
        } catch (IllegalStateException e) {
            System.out.println("thrown as is: " + e.getMessage());
        }
        for (String n : new String[] { "[II", "[I", "[[Ljava.lang.String;", "[Ljava.lang.String", "[", "[V",
                "java.lang.String", "java/lang/String", "int", "[L;", "ReflectClassInfo$Member" }) {
            try {
                System.out.println("forName " + n + ": " + Class.forName(n).getName());
            } catch (ClassNotFoundException e) {
                System.out.println("forName " + n + ": " + e);
            }
        }
    }
}
