// Several threads increment shared counters: synchronized methods, synchronized
// blocks on a lock object, and AtomicInteger all give the exact total.
import java.util.concurrent.atomic.AtomicInteger;

public class SynchronizedCounter {
    private int count;
    private long blockCount;
    private final Object lock = new Object();
    private static int staticCount;

    synchronized void inc() { count++; }
    static synchronized void incStatic() { staticCount++; }

    public static void main(String[] args) throws InterruptedException {
        SynchronizedCounter c = new SynchronizedCounter();
        AtomicInteger atomic = new AtomicInteger();
        int threads = 4, per = 20000;
        Thread[] ts = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < per; k++) {
                    c.inc();
                    incStatic();
                    synchronized (c.lock) { c.blockCount += 2; }
                    atomic.incrementAndGet();
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("synchronized method: " + c.count);
        System.out.println("static synchronized: " + staticCount);
        System.out.println("synchronized block: " + c.blockCount);
        System.out.println("atomic: " + atomic.get());
        System.out.println("holdsLock outside: " + Thread.holdsLock(c.lock));
        synchronized (c.lock) {
            synchronized (c.lock) {   // reentrant
                System.out.println("holdsLock inside (reentrant): " + Thread.holdsLock(c.lock));
            }
        }
        System.out.println("atomic ops: " + atomic.addAndGet(5) + " " + atomic.getAndIncrement() + " " + atomic.compareAndSet(80006, 1) + " " + atomic.get());
    }
}
