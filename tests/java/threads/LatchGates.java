// CountDownLatch as a start gate and an end gate: no worker starts before the
// gate opens, main waits for all to finish; count never goes below zero;
// await after zero returns at once; an interrupted await throws.
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class LatchGates {
    public static void main(String[] args) throws Exception {
        final int n = 12;
        CountDownLatch start = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(n);
        AtomicInteger startedEarly = new AtomicInteger();
        AtomicInteger sum = new AtomicInteger();
        boolean[] gateOpen = new boolean[1];
        Object flagLock = new Object();
        for (int i = 1; i <= n; i++) {
            final int v = i;
            new Thread(() -> {
                try {
                    start.await();
                    synchronized (flagLock) { if (!gateOpen[0]) startedEarly.incrementAndGet(); }
                    sum.addAndGet(v * v);
                } catch (InterruptedException e) {
                    System.out.println("worker interrupted?");
                } finally {
                    done.countDown();
                }
            }).start();
        }
        Thread.sleep(20);
        System.out.println("before opening: done count " + done.getCount() + ", sum " + sum.get());
        synchronized (flagLock) { gateOpen[0] = true; }
        start.countDown();
        done.await();
        System.out.println("after end gate: count " + done.getCount() + ", sum " + sum.get()
                + ", started early " + startedEarly.get());
        done.countDown();
        System.out.println("countDown at zero stays " + done.getCount());
        System.out.println("await at zero: " + done.await(0, TimeUnit.SECONDS));

        CountDownLatch stuck = new CountDownLatch(3);
        String[] res = new String[1];
        Thread waiter = new Thread(() -> {
            try { stuck.await(); res[0] = "returned?"; }
            catch (InterruptedException e) { res[0] = "await interrupted, status " + Thread.currentThread().isInterrupted(); }
        });
        waiter.start();
        while (waiter.getState() != Thread.State.WAITING) Thread.sleep(1);
        waiter.interrupt();
        waiter.join();
        System.out.println(res[0] + ", count still " + stuck.getCount());

        // many waiters released by one countDown
        CountDownLatch one = new CountDownLatch(1);
        AtomicInteger released = new AtomicInteger();
        Thread[] ws = new Thread[20];
        for (int i = 0; i < ws.length; i++) {
            ws[i] = new Thread(() -> {
                try { one.await(); released.incrementAndGet(); } catch (InterruptedException e) { }
            });
            ws[i].start();
        }
        one.countDown();
        for (Thread t : ws) t.join();
        System.out.println("released by one countDown: " + released.get());
        try {
            new CountDownLatch(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative count: " + e.getMessage());
        }
    }
}
