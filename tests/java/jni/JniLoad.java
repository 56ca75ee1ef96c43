// skip: run by tests/run-jni-tests.py (needs the tests/jni libraries)
public class JniLoad {
    static native int onloadCalls();
    static native String vmInfo();
    static native int detachSelf();
    static native int missing(int x);
    static native void missing2(String s, int[][] a, JniLoad self);
    native long missing3();

    static void tryLoadLibrary(String name) {
        try {
            System.loadLibrary(name);
            System.out.println("loadLibrary(" + name + "): ok");
        } catch (UnsatisfiedLinkError e) {
            System.out.println("loadLibrary(" + name + "): " + e.getMessage());
        }
    }

    static void tryLoad(String path) {
        try {
            System.load(path);
            System.out.println("load(" + path + "): ok");
        } catch (UnsatisfiedLinkError e) {
            System.out.println("load(" + path + "): " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        try {
            missing(1);
        } catch (UnsatisfiedLinkError e) {
            System.out.println("before loading: " + e);
        }
        tryLoadLibrary("nosuchlib");
        tryLoadLibrary("a/b");
        tryLoad("relative/libjniload.so");
        tryLoad("/no/such/dir/libjniload.so");
        tryLoadLibrary("jniload");
        System.out.println("onload calls: " + onloadCalls());
        tryLoadLibrary("jniload");
        String dir = System.getProperty("java.library.path");
        tryLoad(dir + "/libjniload.so");
        tryLoad(dir + "/../jni/libjniload.so");
        System.out.println("onload calls: " + onloadCalls());
        System.out.println("vmInfo: " + vmInfo());
        System.out.println("detach from a Java thread: " + detachSelf());
        try {
            missing(1);
        } catch (UnsatisfiedLinkError e) {
            System.out.println("missing: " + e);
        }
        try {
            missing2(null, null, null);
        } catch (UnsatisfiedLinkError e) {
            System.out.println("missing2: " + e);
        }
        try {
            new JniLoad().missing3();
        } catch (UnsatisfiedLinkError e) {
            System.out.println("missing3: " + e);
        }
        tryLoadLibrary("jnibadver");
        tryLoadLibrary("jnibadver");
        Runtime.getRuntime().loadLibrary("jniload");
        System.out.println("Runtime.loadLibrary: ok");
    }
}
