// A Semaphore with 3 permits never lets more than 3 threads in at once, and the
// barrier inside shows it does let 3 in; acquire/release of several permits,
// tryAcquire, drainPermits, fairness flag, interrupted acquire.
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class SemaphoreLimits {
    public static void main(String[] args) throws Exception {
        final int permits = 3, threads = 9;
        Semaphore sem = new Semaphore(permits, true);
        AtomicInteger inside = new AtomicInteger(), maxInside = new AtomicInteger(), total = new AtomicInteger();
        // rounds of exactly `permits` threads meet inside the section
        CyclicBarrier meet = new CyclicBarrier(permits);
        Thread[] ts = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            ts[i] = new Thread(() -> {
                try {
                    sem.acquire();
                    try {
                        int now = inside.incrementAndGet();
                        maxInside.accumulateAndGet(now, Math::max);
                        meet.await();
                        total.incrementAndGet();
                        inside.decrementAndGet();
                    } finally {
                        sem.release();
                    }
                } catch (Exception e) {
                    System.out.println("unexpected " + e);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("max inside: " + maxInside.get() + ", total passes: " + total.get()
                + ", permits back: " + sem.availablePermits());
        System.out.println("fair: " + sem.isFair() + ", default fair: " + new Semaphore(1).isFair());

        Semaphore s = new Semaphore(5);
        System.out.println("tryAcquire(3): " + s.tryAcquire(3) + ", left " + s.availablePermits());
        System.out.println("tryAcquire(3) again: " + s.tryAcquire(3) + ", left " + s.availablePermits());
        s.release(4);
        System.out.println("after release(4): " + s.availablePermits());
        System.out.println("drainPermits: " + s.drainPermits() + ", left " + s.availablePermits());
        System.out.println("tryAcquire(10ms) on empty: " + s.tryAcquire(10, TimeUnit.MILLISECONDS));

        // a waiter for 2 permits is released only when both are there
        Semaphore two = new Semaphore(0);
        AtomicInteger got = new AtomicInteger();
        Thread w = new Thread(() -> {
            try { two.acquire(2); got.set(1); } catch (InterruptedException e) { got.set(-1); }
        });
        w.start();
        while (!two.hasQueuedThreads()) Thread.sleep(1);
        two.release();
        Thread.sleep(20);
        System.out.println("one permit released, waiter got: " + got.get() + ", queue length " + two.getQueueLength());
        two.release();
        w.join();
        System.out.println("second permit released, waiter got: " + got.get() + ", permits left " + two.availablePermits());

        Semaphore none = new Semaphore(0);
        String[] r = new String[1];
        Thread iw = new Thread(() -> {
            try { none.acquire(); r[0] = "acquired?"; }
            catch (InterruptedException e) { r[0] = "acquire interrupted"; }
        });
        iw.start();
        while (!none.hasQueuedThreads()) Thread.sleep(1);
        iw.interrupt();
        iw.join();
        System.out.println(r[0] + ", queued now " + none.hasQueuedThreads());

        Semaphore neg = new Semaphore(-2);
        neg.release(3);
        System.out.println("negative start then release(3): " + neg.availablePermits() + " " + neg.tryAcquire());
        try {
            neg.release(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("release(-1): IllegalArgumentException");
        }
    }
}
