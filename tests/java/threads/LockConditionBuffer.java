// A bounded buffer on ReentrantLock with two Conditions (notFull, notEmpty):
// producers and consumers move every item exactly once. Also the lock's own
// API: reentrancy and hold counts, isHeldByCurrentThread, tryLock,
// lockInterruptibly, unlock by a non-owner, signal without the lock, fair lock.
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;

public class LockConditionBuffer {
    static final class Bounded {
        final ReentrantLock lock = new ReentrantLock();
        final Condition notFull = lock.newCondition(), notEmpty = lock.newCondition();
        final int[] items;
        int putAt, takeAt, count, maxCount;
        Bounded(int cap) { items = new int[cap]; }

        void put(int v) throws InterruptedException {
            lock.lock();
            try {
                while (count == items.length) notFull.await();
                items[putAt] = v;
                putAt = (putAt + 1) % items.length;
                count++;
                maxCount = Math.max(maxCount, count);
                notEmpty.signal();
            } finally {
                lock.unlock();
            }
        }

        int take() throws InterruptedException {
            lock.lock();
            try {
                while (count == 0) notEmpty.await();
                int v = items[takeAt];
                takeAt = (takeAt + 1) % items.length;
                count--;
                notFull.signal();
                return v;
            } finally {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Bounded buf = new Bounded(4);
        final int producers = 3, consumers = 3, per = 400;
        long[] sums = new long[consumers];
        int[] counts = new int[consumers];
        Thread[] cs = new Thread[consumers], ps = new Thread[producers];
        for (int c = 0; c < consumers; c++) {
            final int id = c;
            cs[c] = new Thread(() -> {
                try {
                    for (int v; (v = buf.take()) != 0; ) { sums[id] += v; counts[id]++; }
                } catch (InterruptedException e) { System.out.println("consumer interrupted?"); }
            });
            cs[c].start();
        }
        for (int p = 0; p < producers; p++) {
            final int base = p * per;
            ps[p] = new Thread(() -> {
                try { for (int i = 1; i <= per; i++) buf.put(base + i); }
                catch (InterruptedException e) { System.out.println("producer interrupted?"); }
            });
            ps[p].start();
        }
        for (Thread t : ps) t.join();
        for (int c = 0; c < consumers; c++) buf.put(0);
        for (Thread t : cs) t.join();
        long sum = 0; int count = 0;
        for (int c = 0; c < consumers; c++) { sum += sums[c]; count += counts[c]; }
        int n = producers * per;
        System.out.println("moved " + count + " items, sum " + sum + " (expected " + (long) n * (n + 1) / 2
                + "), never over capacity: " + (buf.maxCount <= 4));

        ReentrantLock lock = new ReentrantLock();
        System.out.println("fair " + lock.isFair() + ", locked " + lock.isLocked() + ", held " + lock.isHeldByCurrentThread());
        lock.lock();
        lock.lock();
        System.out.println("hold count after 2 locks: " + lock.getHoldCount() + ", tryLock reenters: " + lock.tryLock()
                + ", count " + lock.getHoldCount());
        lock.unlock();
        lock.unlock();
        System.out.println("after 2 unlocks: hold " + lock.getHoldCount() + ", locked " + lock.isLocked());
        lock.unlock();
        System.out.println("after 3 unlocks: locked " + lock.isLocked());

        boolean[] r = new boolean[3];
        lock.lock();
        Thread other = new Thread(() -> {
            r[0] = lock.tryLock();
            try { r[1] = lock.tryLock(10, TimeUnit.MILLISECONDS); } catch (InterruptedException e) { }
            try {
                lock.unlock();
            } catch (IllegalMonitorStateException e) {
                r[2] = true;
            }
        });
        other.start();
        other.join();
        System.out.println("other thread: tryLock " + r[0] + ", timed tryLock " + r[1]
                + ", unlock by non-owner throws IllegalMonitorStateException " + r[2]);

        String[] res = new String[1];
        Thread li = new Thread(() -> {
            try { lock.lockInterruptibly(); res[0] = "locked?"; lock.unlock(); }
            catch (InterruptedException e) { res[0] = "lockInterruptibly interrupted, status " + Thread.currentThread().isInterrupted(); }
        });
        li.start();
        while (!lock.hasQueuedThread(li)) Thread.sleep(1);
        System.out.println("queue length " + lock.getQueueLength());
        li.interrupt();
        li.join();
        System.out.println(res[0] + ", queued threads now " + lock.hasQueuedThreads());

        Condition c = lock.newCondition();
        Thread sig = new Thread(() -> {
            lock.lock();
            try { c.signalAll(); } finally { lock.unlock(); }
        });
        long t0 = System.nanoTime();
        sig.start();
        boolean signalled = c.await(100, TimeUnit.SECONDS);   // releases the lock, so sig can run
        System.out.println("await woken by signalAll: " + signalled + ", hold count back to " + lock.getHoldCount());
        sig.join();
        lock.unlock();
        try {
            c.signal();
        } catch (IllegalMonitorStateException e) {
            System.out.println("signal without the lock: IllegalMonitorStateException");
        }
        try {
            c.await();
        } catch (IllegalMonitorStateException e) {
            System.out.println("await without the lock: IllegalMonitorStateException");
        }

        // a lock held twice is released fully by await and re-taken with its count
        lock.lock();
        lock.lock();
        Thread sig2 = new Thread(() -> {
            lock.lock();
            try { c.signal(); } finally { lock.unlock(); }
        });
        sig2.start();
        c.await();
        System.out.println("after await, hold count " + lock.getHoldCount());
        lock.unlock();
        lock.unlock();
        sig2.join();

        Lock fair = new ReentrantLock(true);
        int[] shared = new int[1];
        Thread[] ts = new Thread[6];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 500; k++) {
                    fair.lock();
                    try { shared[0]++; } finally { fair.unlock(); }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("fair lock counter: " + shared[0] + ", fair " + ((ReentrantLock) fair).isFair());
    }
}
