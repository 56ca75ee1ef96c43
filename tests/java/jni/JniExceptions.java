// skip: run by tests/run-jni-tests.py (needs the tests/jni libraries)
public class JniExceptions {
    static {
        System.loadLibrary("jniexc");
    }

    static class AppException extends Exception {
        AppException(String m) {
            super(m);
        }
    }

    static native void throwNew(String cls, String msg);
    static native int throwObject(Throwable t);
    static native String callAndCatch(Runnable r);
    static native int callAndPropagate(Runnable r);
    static native String failingCall();
    static native boolean describe();
    static native void wrap(Runnable r);
    static native void throwCustom(int code) throws AppException;
    static native int nested(int depth);
    static native void uncaught();

    static int failing(int x) {
        throw new IllegalArgumentException("failing(" + x + ")");
    }

    static int nestedJava(int depth) {
        return nested(depth) * 10;
    }

    public static void main(String[] args) {
        String[][] cases = { { "java/lang/IllegalArgumentException", "bad argument" },
                { "java/lang/RuntimeException", null }, { "java/lang/Error", "an error" },
                { "java/io/IOException", "io" }, { "no/Such", "x" } };
        for (String[] c : cases) {
            try {
                throwNew(c[0], c[1]);
                System.out.println("throwNew: nothing");
            } catch (Throwable t) {
                System.out.println("throwNew: " + t + " message=" + t.getMessage());
            }
        }
        try {
            throwNew("java/lang/IllegalStateException", "with a trace");
        } catch (IllegalStateException e) {
            e.printStackTrace(System.out);
        }
        Exception mine = new Exception("made in Java");
        try {
            throwObject(mine);
        } catch (Exception e) {
            System.out.println("throwObject: same=" + (e == mine) + " " + e);
        }
        System.out.println(callAndCatch(() -> {
            throw new IndexOutOfBoundsException("from the lambda");
        }));
        System.out.println(callAndCatch(() -> System.out.println("ran quietly")));
        try {
            callAndPropagate(() -> {
                throw new ArithmeticException("passed through C");
            });
        } catch (ArithmeticException e) {
            System.out.println("callAndPropagate: " + e);
        }
        System.out.println("failingCall: " + failingCall());
        System.out.println("describe: pending=" + describe());
        try {
            wrap(() -> {
                throw new IllegalStateException("inner");
            });
        } catch (RuntimeException e) {
            System.out.println("wrap: " + e + " cause=" + e.getCause());
        }
        try {
            throwCustom(42);
        } catch (AppException e) {
            System.out.println("throwCustom: " + e);
        }
        try {
            nested(3);
        } catch (ArithmeticException e) {
            System.out.println("nested: " + e);
            for (StackTraceElement el : e.getStackTrace()) {
                System.out.println("  " + el);
            }
        }
        uncaught();
    }
}
