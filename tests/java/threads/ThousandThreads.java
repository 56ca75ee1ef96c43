// 1000 threads each increment a shared counter through a synchronized method and
// a synchronized block; all are started before any is joined, and the totals
// are exact. Also: every thread got a distinct id and ran exactly once.
import java.util.HashSet;
import java.util.Set;

public class ThousandThreads {
    private static int counter;
    private static long blockCounter;
    private static final Object LOCK = new Object();
    private static final Set<Long> ids = new HashSet<>();

    static synchronized void inc() { counter++; }

    public static void main(String[] args) throws InterruptedException {
        final int threads = 1000, per = 50;
        Thread[] ts = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < per; k++) {
                    inc();
                    synchronized (LOCK) { blockCounter += 3; }
                }
                synchronized (ids) { ids.add(Thread.currentThread().getId()); }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("threads: " + threads);
        System.out.println("synchronized method total: " + counter + " (expected " + threads * per + ")");
        System.out.println("synchronized block total: " + blockCounter + " (expected " + 3L * threads * per + ")");
        System.out.println("distinct thread ids: " + ids.size());
        int alive = 0;
        for (Thread t : ts) if (t.isAlive()) alive++;
        System.out.println("alive after join: " + alive);
        System.out.println("first/last names: " + ts[0].getName().startsWith("Thread-") + " "
                + ts[threads - 1].getName().startsWith("Thread-"));
    }
}
