// skip: run by tests/run-jni-tests.py (needs the tests/jni libraries)
// jni-check-only: timing-dependent; run-jni-tests.py checks its output per backend
public class JniBlocking {
    static {
        System.loadLibrary("jniprims");
    }

    static native long sleepWatching(long[] count, int ms);

    static volatile boolean stop;

    public static void main(String[] args) throws InterruptedException {
        long[] count = new long[1];
        Thread ticker = new Thread(() -> {
            while (!stop) {
                count[0]++;
                Thread.yield();
            }
        });
        ticker.start();
        while (count[0] < 100) {
            Thread.yield();
        }
        long ticks = sleepWatching(count, 300);
        stop = true;
        ticker.join();
        System.out.println("other threads ran during the native: " + (ticks > 0 ? "yes" : "no"));
    }
}
