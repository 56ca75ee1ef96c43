// ReentrantReadWriteLock: several readers hold the read lock at the same time,
// a writer excludes readers and other writers, both locks are reentrant, a
// writer may take the read lock and downgrade, a reader cannot upgrade
// (tryLock of the write lock fails), and concurrent updates under the write
// lock are exact.
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class ReadWriteLockShared {
    public static void main(String[] args) throws Exception {
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        final int readers = 5;
        CountDownLatch allReading = new CountDownLatch(readers);
        CountDownLatch release = new CountDownLatch(1);
        Thread[] rs = new Thread[readers];
        for (int i = 0; i < readers; i++) {
            rs[i] = new Thread(() -> {
                rw.readLock().lock();
                try {
                    allReading.countDown();
                    release.await();
                } catch (InterruptedException e) {
                } finally {
                    rw.readLock().unlock();
                }
            });
            rs[i].start();
        }
        allReading.await();
        System.out.println("readers holding at once: " + rw.getReadLockCount() + ", write locked " + rw.isWriteLocked());
        boolean[] w = new boolean[1];
        Thread writerTry = new Thread(() -> w[0] = rw.writeLock().tryLock());
        writerTry.start();
        writerTry.join();
        System.out.println("writer tryLock while read-locked: " + w[0]);
        release.countDown();
        for (Thread t : rs) t.join();
        System.out.println("after readers: read count " + rw.getReadLockCount());

        rw.writeLock().lock();
        rw.writeLock().lock();
        System.out.println("write hold count " + rw.getWriteHoldCount() + ", by me " + rw.isWriteLockedByCurrentThread()
                + ", held " + rw.writeLock().isHeldByCurrentThread());
        boolean[] r = new boolean[1];
        Thread readerTry = new Thread(() -> {
            try { r[0] = rw.readLock().tryLock(10, TimeUnit.MILLISECONDS); } catch (InterruptedException e) { }
        });
        readerTry.start();
        readerTry.join();
        System.out.println("reader tryLock(10ms) while write-locked: " + r[0]);
        rw.readLock().lock();                    // downgrade: take read while holding write
        rw.writeLock().unlock();
        rw.writeLock().unlock();
        System.out.println("downgraded: write locked " + rw.isWriteLocked() + ", my read holds " + rw.getReadHoldCount());
        System.out.println("upgrade attempt: tryLock " + rw.writeLock().tryLock());
        rw.readLock().unlock();
        System.out.println("all released: read " + rw.getReadLockCount() + ", write " + rw.isWriteLocked());
        try {
            rw.readLock().unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlock of unheld read lock: IllegalMonitorStateException");
        }
        try {
            rw.writeLock().unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlock of unheld write lock: IllegalMonitorStateException");
        }

        int[] value = new int[1];
        AtomicInteger badReads = new AtomicInteger();
        Thread[] mixed = new Thread[8];
        for (int i = 0; i < mixed.length; i++) {
            final boolean writer = i % 2 == 0;
            mixed[i] = new Thread(() -> {
                for (int k = 0; k < 300; k++) {
                    if (writer) {
                        rw.writeLock().lock();
                        try { value[0]++; value[0]++; } finally { rw.writeLock().unlock(); }
                    } else {
                        rw.readLock().lock();
                        try { if (value[0] % 2 != 0) badReads.incrementAndGet(); } finally { rw.readLock().unlock(); }
                    }
                }
            });
            mixed[i].start();
        }
        for (Thread t : mixed) t.join();
        System.out.println("value " + value[0] + " (expected 2400), odd values seen by readers " + badReads.get());
        System.out.println("fair: " + new ReentrantReadWriteLock(true).isFair() + " " + rw.isFair());
        try {
            rw.readLock().newCondition();
        } catch (UnsupportedOperationException e) {
            System.out.println("read lock condition: UnsupportedOperationException");
        }
    }
}
