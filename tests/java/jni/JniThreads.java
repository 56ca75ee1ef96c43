// skip: run by tests/run-jni-tests.py (needs the tests/jni libraries)
import java.util.ArrayList;
import java.util.List;

public class JniThreads {
    static {
        System.loadLibrary("jnithreads");
    }

    static native void setTarget(JniThreads t);
    static native void start(int k, boolean named, boolean daemon);
    static native String join(int k);
    static native int runAdders(int n, int m);

    static final Object lock = new Object();
    static int done;
    static final List<Thread> seen = new ArrayList<>();

    String hello(int k) {
        return "hello " + k + " from " + Thread.currentThread().getName();
    }

    static int total;

    static synchronized int add(int n) {
        total += n;
        return total;
    }

    static void boom() {
        throw new IllegalStateException("thrown in an attached thread");
    }

    static void callback(int k, int before, int attach, int sameAgain, int after) {
        Thread t = Thread.currentThread();
        synchronized (lock) {
            System.out.println("callback " + k + ": thread=" + t.getName() + " daemon=" + t.isDaemon()
                    + " group=" + t.getThreadGroup().getName() + " priority=" + t.getPriority()
                    + " alive=" + t.isAlive() + " state=" + t.getState()
                    + " getEnv-before=" + before + " attach=" + attach + " attach-again-same=" + sameAgain
                    + " getEnv-after=" + after + " main? " + (t.getName().equals("main")));
            seen.add(t);
            done++;
            lock.notifyAll();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        setTarget(new JniThreads());
        boolean[][] kinds = { { true, false }, { false, false }, { true, true }, { false, true } };
        for (int k = 0; k < kinds.length; k++) {
            start(k, kinds[k][0], kinds[k][1]);
            synchronized (lock) {
                while (done <= k) {
                    lock.wait();
                }
            }
            System.out.println("join " + k + ": " + join(k));
            Thread t = seen.get(k);
            t.join();
            System.out.println("after join " + k + ": alive=" + t.isAlive() + " state=" + t.getState());
        }
        System.out.println("main is " + Thread.currentThread().getName());
    }
}
