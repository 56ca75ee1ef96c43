// skip: run by tests/run-jni-tests.py (needs the tests/jni libraries)
public class JniMonitor {
    static {
        System.loadLibrary("jnimonitor");
    }

    static int counter;
    static volatile boolean ready;

    static native void bump(Object o, int n);
    static native int nested(Object o);
    static native int exitUnowned(Object o);
    static native void waitFromC(Object o, long ms);

    static void arm() {
        ready = true;
    }

    static void spin() {
        Thread.yield();
    }

    static boolean holds(Object o) {
        return Thread.holdsLock(o);
    }

    public static void main(String[] args) throws Exception {
        Object lock = new Object();
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> bump(lock, 500));
            ts[i].start();
        }
        for (int i = 0; i < 500; i++) {
            synchronized (lock) {
                int v = counter;
                if ((i & 15) == 0) {
                    Thread.yield();
                }
                counter = v + 1;
            }
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("counter: " + counter);
        System.out.println("nested: " + nested(lock));
        try {
            System.out.println("exitUnowned: " + exitUnowned(lock));
        } catch (IllegalMonitorStateException e) {
            System.out.println("exitUnowned: " + e.getClass().getName());
        }
        Object w = new Object();
        Thread waker = new Thread(() -> {
            while (!ready) {
                Thread.yield();
            }
            synchronized (w) {
                w.notifyAll();
            }
        });
        waker.start();
        waitFromC(w, 0);
        waker.join();
        System.out.println("woken in C");
    }
}
