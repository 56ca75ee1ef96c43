// skip: run by tests/run-jni-tests.py (needs the tests/jni libraries)
public class JniRegister {
    static {
        System.loadLibrary("jniregister");
    }

    static class Inner {
        static native String hello();
    }

    static native int registered(int x);
    native String greet(String who);
    static native int onloadCalls();
    static native String over(int x);
    static native String over(String s);
    static native String over(int[] a, long j);
    static native String over(Object[][] a);
    static native int under_score(int x);
    static native String caf\u00e9();
    static native int both(int x);
    static native String registerBad(int which);
    static native int rebind();
    static native int unregister();

    static int notNative(int x) {
        return x;
    }

    public static void main(String[] args) {
        System.out.println("registered: " + registered(5) + " onload calls: " + onloadCalls());
        System.out.println("greet: " + new JniRegister().greet("world"));
        System.out.println(over(1) + " " + over("s") + " " + over(new int[3], 9L) + " " + over(new Object[0][]));
        System.out.println("under_score: " + under_score(1));
        System.out.println("Inner.hello: " + Inner.hello());
        System.out.println("escaped: " + caf\u00e9());
        System.out.println("both: " + both(7));
        for (int i = 0; i < 3; i++) {
            System.out.println("registerBad " + i + ": " + registerBad(i));
        }
        System.out.println("rebind: " + rebind() + " registered: " + registered(5));
        System.out.println("unregister: " + unregister());
        try {
            System.out.println("registered after unregister: " + registered(5));
        } catch (UnsatisfiedLinkError e) {
            System.out.println("registered after unregister: " + e);
        }
        System.out.println("bound again by name: " + onloadCalls() + " " + over(2));
    }
}
