import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.locks.*;

public class StampedLongSync {
    static String st(Object o) { String s = o.toString(); return s.substring(s.indexOf('[')); }

    /** A latch over a long count, as AbstractQueuedLongSynchronizer's docs sketch. */
    static final class LongLatch extends AbstractQueuedLongSynchronizer {
        LongLatch(long n) { setState(n); }
        protected long tryAcquireShared(long ignored) { return getState() == 0 ? 1 : -1; }
        protected boolean tryReleaseShared(long n) {
            for (;;) {
                long c = getState();
                if (c == 0) return false;
                long next = Math.max(0, c - n);
                if (compareAndSetState(c, next)) return next == 0;
            }
        }
    }

    /** A mutex whose state is a big long, with conditions. */
    static final class BigMutex extends AbstractQueuedLongSynchronizer {
        static final long HELD = 1L << 40;
        protected boolean tryAcquire(long a) {
            if (compareAndSetState(0, HELD)) { setExclusiveOwnerThread(Thread.currentThread()); return true; }
            return false;
        }
        protected boolean tryRelease(long a) {
            if (getState() != HELD) throw new IllegalMonitorStateException();
            setExclusiveOwnerThread(null);
            setState(0);
            return true;
        }
        protected boolean isHeldExclusively() { return getState() == HELD && getExclusiveOwnerThread() == Thread.currentThread(); }
        long state() { return getState(); }
        ConditionObject cond() { return new ConditionObject(); }
    }

    public static void main(String[] args) throws Exception {
        StampedLock sl = new StampedLock();
        long o = sl.tryOptimisticRead();
        System.out.println("optimistic " + o + " valid " + sl.validate(o) + " " + st(sl));
        long w = sl.writeLock();
        System.out.println("write " + w + " " + st(sl) + " optimistic now " + sl.tryOptimisticRead() + " old valid " + sl.validate(o)
                + " isWriteLocked " + sl.isWriteLocked() + " tryRead " + sl.tryReadLock() + " tryWrite " + sl.tryWriteLock());
        sl.unlockWrite(w);
        long o2 = sl.tryOptimisticRead();
        System.out.println("after unlock " + st(sl) + " optimistic " + o2 + " old valid " + sl.validate(o));
        long r1 = sl.readLock(), r2 = sl.tryReadLock();
        System.out.println("reads " + r1 + " " + r2 + " " + st(sl) + " count " + sl.getReadLockCount() + " tryWrite " + sl.tryWriteLock()
                + " optimistic valid " + sl.validate(o2));
        System.out.println("stamps: w " + StampedLock.isWriteLockStamp(w) + StampedLock.isReadLockStamp(w) + StampedLock.isLockStamp(w) + StampedLock.isOptimisticReadStamp(w)
                + " r " + StampedLock.isWriteLockStamp(r1) + StampedLock.isReadLockStamp(r1) + StampedLock.isLockStamp(r1) + StampedLock.isOptimisticReadStamp(r1)
                + " o " + StampedLock.isWriteLockStamp(o2) + StampedLock.isReadLockStamp(o2) + StampedLock.isLockStamp(o2) + StampedLock.isOptimisticReadStamp(o2)
                + " 0 " + StampedLock.isOptimisticReadStamp(0));
        System.out.println("convert shared read to write " + sl.tryConvertToWriteLock(r1));
        sl.unlockRead(r2);
        long cw = sl.tryConvertToWriteLock(r1);
        System.out.println("convert sole read to write " + cw + " " + st(sl));
        long cr = sl.tryConvertToReadLock(cw);
        System.out.println("write to read " + cr + " " + st(sl));
        long co = sl.tryConvertToOptimisticRead(cr);
        System.out.println("read to optimistic " + co + " " + st(sl) + " valid " + sl.validate(co));
        long ow = sl.tryConvertToWriteLock(co);
        System.out.println("optimistic to write " + ow + " " + st(sl) + " stale convert " + sl.tryConvertToReadLock(co));
        System.out.println("write to optimistic " + sl.tryConvertToOptimisticRead(ow) + " " + st(sl));
        try { sl.unlockWrite(ow); } catch (IllegalMonitorStateException e) { System.out.println("IMSE unlockWrite stale"); }
        try { sl.unlockRead(12345); } catch (IllegalMonitorStateException e) { System.out.println("IMSE unlockRead bad"); }
        try { sl.unlock(0); } catch (IllegalMonitorStateException e) { System.out.println("IMSE unlock 0"); }
        System.out.println("tryUnlockWrite " + sl.tryUnlockWrite() + " tryUnlockRead " + sl.tryUnlockRead());
        long many = 0;
        for (int i = 0; i < 200; i++) many = sl.readLock();
        System.out.println("200 readers " + sl.getReadLockCount() + " " + st(sl) + " last stamp " + many);
        for (int i = 0; i < 200; i++) sl.unlockRead(many);
        System.out.println("released " + st(sl) + " " + sl.isReadLocked());

        // writers exclude each other and readers see consistent pairs
        final StampedLock lock = new StampedLock();
        final long[] pair = new long[2];
        final int[] bad = new int[1];
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            final boolean writer = t < 2;
            ts[t] = new Thread(() -> {
                for (int i = 0; i < 2000; i++) {
                    if (writer) {
                        long s = lock.writeLock();
                        try { pair[0]++; pair[1]++; } finally { lock.unlockWrite(s); }
                    } else {
                        long s = lock.tryOptimisticRead();
                        long a = pair[0], b = pair[1];
                        if (!lock.validate(s)) {
                            s = lock.readLock();
                            try { a = pair[0]; b = pair[1]; } finally { lock.unlockRead(s); }
                        }
                        if (a != b) synchronized (bad) { bad[0]++; }
                    }
                }
            });
            ts[t].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("pair " + pair[0] + " " + pair[1] + " inconsistent reads " + bad[0]);
        System.out.println("timed write while read-held: ");
        long rh = lock.readLock();
        System.out.println("  " + lock.tryWriteLock(20, TimeUnit.MILLISECONDS));
        lock.unlockRead(rh);
        Lock rl = lock.asReadLock(), wl = lock.asWriteLock();
        rl.lock(); System.out.println("view read " + st(lock)); rl.unlock();
        wl.lock(); System.out.println("view write " + st(lock)); wl.unlock();
        System.out.println("rw view " + (lock.asReadWriteLock().readLock() == rl) + " " + (lock.asReadWriteLock().writeLock() == wl));
        try { rl.unlock(); } catch (IllegalMonitorStateException e) { System.out.println("view unlock unheld IMSE"); }
        try { wl.newCondition(); } catch (UnsupportedOperationException e) { System.out.println("newCondition UOE"); }

        LongLatch latch = new LongLatch(5_000_000_000L);
        Thread waiter = new Thread(() -> { latch.acquireShared(1); System.out.println("latch opened " + latch.toString().replaceAll("^.*\\[", "[")); });
        waiter.start();
        Thread.sleep(30);
        System.out.println("queued " + latch.hasQueuedThreads() + " " + latch.getQueueLength());
        latch.releaseShared(4_000_000_000L);
        System.out.println("partial " + latch.toString().replaceAll("^.*\\[", "["));
        latch.releaseShared(2_000_000_000L);
        waiter.join();
        System.out.println("timed acquire on open " + latch.tryAcquireSharedNanos(1, 1000));

        BigMutex m = new BigMutex();
        AbstractQueuedLongSynchronizer.ConditionObject c = m.cond();
        m.acquire(1);
        System.out.println("held state " + m.state() + " owns " + m.owns(c));
        Thread sig = new Thread(() -> { m.acquire(1); System.out.println("waiters " + m.hasWaiters(c) + " " + m.getWaitQueueLength(c)); c.signal(); m.release(1); });
        sig.start();
        c.await();
        System.out.println("signalled, state " + m.state());
        System.out.println("timed await " + c.await(20, TimeUnit.MILLISECONDS));
        m.release(1);
        sig.join();
        try { c.signal(); } catch (IllegalMonitorStateException e) { System.out.println("signal unheld IMSE"); }
        System.out.println("tryAcquireNanos " + m.tryAcquireNanos(1, 1000) + " " + m.state());
    }
}
