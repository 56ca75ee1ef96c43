// skip: run by tests/run-jni-tests.py (needs the tests/jni libraries)
// jvm-args: -Djvm.jni.offload=true
public class JniThreadsJoin {
    static {
        System.loadLibrary("jnithreads");
    }

    public static void main(String[] args) throws InterruptedException {
        // The natives of libjnithreads call back into JniThreads.
        JniThreads.add(0);
        int ok = JniThreads.runAdders(4, 500);
        System.out.println("adders finished: " + ok + " total: " + JniThreads.add(0));
        Thread java = new Thread(() -> System.out.println("a Java thread meanwhile: " + JniThreads.runAdders(2, 100)));
        java.start();
        java.join();
        System.out.println("total: " + JniThreads.add(0));
    }
}
