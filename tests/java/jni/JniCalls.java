// skip: run by tests/run-jni-tests.py (needs the tests/jni libraries)
public class JniCalls {
    static {
        System.loadLibrary("jnicalls");
    }

    static class Base {
        int v;
        String tag = "unset";

        Base(int v) {
            this.v = v;
        }

        String who() {
            return "Base(" + v + ")";
        }

        private String secret() {
            return "Base.secret of " + who();
        }
    }

    static class Derived extends Base {
        Derived(int v, String tag) {
            super(v);
            this.tag = tag;
        }

        @Override
        String who() {
            return "Derived(" + v + "," + tag + ")";
        }
    }

    interface Shape {
        int sides();

        default int twice() {
            return 2 * sides();
        }
    }

    static abstract class Abstract {
    }

    static native String callWho(Base b);
    static native String callWhoNonvirtual(Base b);
    static native String callAll(JniCalls t);
    static native String callStatics();
    static native Object newBase(int v, int how);
    static native Object alloc(Class<?> c) throws InstantiationException;
    static native String classInfo(Object o);
    static native String superOf(Class<?> c);
    static native boolean isInstance(Object o, Class<?> c);
    static native boolean assignable(Class<?> a, Class<?> b);
    static native String findClass(String name);
    static native String methodId(Class<?> c, String name, String sig, boolean isStatic);
    static native void runIt(Runnable r);
    static native int callDefault(Shape s);
    static native int recurse(int n);
    static native String privateCall(Base b);

    static int counter;
    String log = "";

    boolean z(boolean x) { return !x; }
    byte b(byte x) { return (byte) (x * 2); }
    char c(char x) { return Character.toUpperCase(x); }
    short s(short x) { return (short) (x - 1); }
    int i(int x, int y) { return x + y; }
    long j(long x, int y, long z) { return x * y + z; }
    float f(float x, double y) { return (float) (x * y); }
    double d(double x, float y, long z) { return x + y + z; }
    void v(String s) { log += "[v:" + s + "]"; }
    Object o(Object x, int n) { return x + "*" + n; }
    long mix(boolean z, byte b, char c, short s, int i, long j, float f, double d, String str) {
        return (z ? 1 : 0) + b + c + s + i + j + (long) f + (long) d + (str == null ? -1000 : str.length() * 1000);
    }

    static String repeat(String s, int n) {
        StringBuilder b = new StringBuilder();
        for (int k = 0; k < n; k++) {
            b.append(s);
        }
        return b.toString();
    }

    static double square(double x) { return x * x; }
    static void count() { counter++; }
    static int counter() { return counter; }

    static int down(int n) {
        return recurse(n) * 1;
    }

    public static void main(String[] args) throws Exception {
        Base b = new Base(1);
        Derived d = new Derived(2, "two");
        System.out.println("callWho: " + callWho(b) + " " + callWho(d));
        System.out.println("callWhoNonvirtual: " + callWhoNonvirtual(d));
        JniCalls t = new JniCalls();
        System.out.println("callAll: " + callAll(t));
        System.out.println("log: " + t.log);
        System.out.println("callStatics: " + callStatics());
        Base nb = (Base) newBase(5, 0);
        Base na = (Base) newBase(6, 1);
        System.out.println("newBase: " + nb.who() + " " + na.who() + " " + nb.getClass().getName());
        Base al = (Base) alloc(Derived.class);
        System.out.println("alloc: v=" + al.v + " tag=" + al.tag + " " + al.getClass().getSimpleName());
        try {
            alloc(Abstract.class);
        } catch (InstantiationException e) {
            System.out.println("alloc(Abstract): " + e);
        }
        try {
            alloc(Runnable.class);
        } catch (InstantiationException e) {
            System.out.println("alloc(Runnable): " + e);
        }
        System.out.println("classInfo: " + classInfo(d));
        System.out.println("classInfo: " + classInfo("s"));
        System.out.println("classInfo: " + classInfo(new int[0]));
        System.out.println("superOf: " + superOf(Runnable.class) + " " + superOf(Object.class) + " "
                + superOf(String[].class) + " " + superOf(int.class));
        System.out.println("isInstance: " + isInstance(d, Base.class) + " " + isInstance(b, Derived.class)
                + " " + isInstance(null, String.class) + " " + isInstance("x", CharSequence.class)
                + " " + isInstance(new String[0], Object[].class));
        System.out.println("assignable: " + assignable(Derived.class, Base.class) + " "
                + assignable(Base.class, Derived.class) + " " + assignable(int[].class, Object.class)
                + " " + assignable(String.class, Comparable.class));
        String[] names = { "java/lang/String", "JniCalls$Base", "[I", "[Ljava/lang/String;", "[[D",
                "NoSuchClass", "no/such/Pkg", "java.lang.String" };
        for (String n : names) {
            System.out.println("findClass " + n + ": " + findClass(n));
        }
        System.out.println("methodId: " + methodId(Base.class, "who", "()Ljava/lang/String;", false) + " "
                + methodId(Derived.class, "secret", "()Ljava/lang/String;", false) + " "
                + methodId(Base.class, "nope", "()V", false) + " "
                + methodId(Base.class, "who", "()I", false) + " "
                + methodId(JniCalls.class, "repeat", "(Ljava/lang/String;I)Ljava/lang/String;", false) + " "
                + methodId(JniCalls.class, "counter", "()I", true) + " "
                + methodId(JniCalls.class, "z", "(Z)Z", true) + " "
                + methodId(Derived.class, "<init>", "(I)V", false) + " "
                + methodId(Derived.class, "hashCode", "()I", false) + " "
                + methodId(Runnable.class, "toString", "()Ljava/lang/String;", false));
        runIt(() -> System.out.println("runIt: lambda ran"));
        System.out.println("callDefault: " + callDefault(() -> 3));
        System.out.println("recurse: " + recurse(50));
        System.out.println("privateCall: " + privateCall(d));
    }
}
