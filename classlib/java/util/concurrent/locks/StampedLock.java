package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/**
 * A capability-based lock with write, read and optimistic-read modes.
 *
 * <p>The state word has the JDK's layout, so stamps have the same values and the
 * static isXxxStamp tests mean the same: the low 7 bits count readers (126 at
 * most; more are kept in {@code readerOverflow}), bit 7 is the write bit, and the
 * bits above are a version that every write unlock advances (a write unlock adds
 * the write bit, carrying into the version).  A stamp validates while its bits
 * above the reader count still equal the state's.  The state is changed only
 * under {@code mutex}, whose monitor blocked threads wait on; a reader does not
 * pass a waiting writer, so writers are not starved.
 */
public class StampedLock implements java.io.Serializable {
    private static final long serialVersionUID = -6001602636862214147L;

    private static final int LG_READERS = 7;
    private static final long RUNIT = 1L;
    private static final long WBIT = 1L << LG_READERS;
    private static final long RBITS = WBIT - 1L;
    private static final long RFULL = RBITS - 1L;
    private static final long ABITS = RBITS | WBIT;
    private static final long SBITS = ~RBITS;
    private static final long ORIGIN = WBIT << 1;

    private transient Object mutex = new Object();
    private transient volatile long state = ORIGIN;
    private transient int readerOverflow;
    private transient int waitingWriters;

    transient ReadLockView readLockView;
    transient WriteLockView writeLockView;
    transient ReadWriteLockView readWriteLockView;

    public StampedLock() {
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        mutex = new Object();
        state = ORIGIN;
    }

    // ---------------------------------------------------------------- under mutex

    private long tryWriteLocked() {
        long s = state;
        if ((s & ABITS) == 0L) {
            long next = s | WBIT;
            state = next;
            return next;
        }
        return 0L;
    }

    private long tryReadLocked() {
        long s = state;
        if ((s & WBIT) != 0L) {
            return 0L;
        }
        if ((s & RBITS) < RFULL) {
            long next = s + RUNIT;
            state = next;
            return next;
        }
        readerOverflow++;
        return s;
    }

    private void releaseWriteLocked(long s) {
        long next = s + WBIT;
        state = next == 0L ? ORIGIN : next;
        mutex.notifyAll();
    }

    private void releaseReadLocked() {
        long s = state;
        if ((s & RBITS) == RFULL && readerOverflow > 0) {
            readerOverflow--;
        } else {
            state = s - RUNIT;
            if (((s - RUNIT) & RBITS) == 0L) {
                mutex.notifyAll();
            }
        }
    }

    /** Blocks for a lock; returns its stamp, or 0 on time-out. */
    private long acquire(boolean write, boolean interruptible, boolean timed, long nanos)
            throws InterruptedException {
        long deadline = timed ? System.nanoTime() + nanos : 0L;
        boolean interrupted = false;
        synchronized (mutex) {
            if (write) {
                waitingWriters++;
            }
            try {
                for (;;) {
                    long stamp;
                    if (write) {
                        stamp = tryWriteLocked();
                    } else {
                        stamp = waitingWriters == 0 ? tryReadLocked() : 0L;
                    }
                    if (stamp != 0L) {
                        return stamp;
                    }
                    long ms = 0L;
                    if (timed) {
                        long left = deadline - System.nanoTime();
                        if (left <= 0L) {
                            return 0L;
                        }
                        ms = Math.max(1L, TimeUnit.NANOSECONDS.toMillis(left));
                    }
                    try {
                        mutex.wait(ms);
                    } catch (InterruptedException ie) {
                        if (interruptible) {
                            throw ie;
                        }
                        interrupted = true;
                    }
                }
            } finally {
                if (write) {
                    if (--waitingWriters == 0) {
                        mutex.notifyAll();
                    }
                }
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    private long acquireUninterruptibly(boolean write) {
        try {
            return acquire(write, false, false, 0L);
        } catch (InterruptedException cannotHappen) {
            throw new Error(cannotHappen);
        }
    }

    // ---------------------------------------------------------------- write

    public long writeLock() {
        synchronized (mutex) {
            long stamp = tryWriteLocked();
            if (stamp != 0L) {
                return stamp;
            }
        }
        return acquireUninterruptibly(true);
    }

    public long tryWriteLock() {
        synchronized (mutex) {
            return tryWriteLocked();
        }
    }

    public long tryWriteLock(long time, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(time);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long stamp = tryWriteLock();
        if (stamp != 0L || nanos <= 0L) {
            return stamp;
        }
        return acquire(true, true, true, nanos);
    }

    public long writeLockInterruptibly() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        return acquire(true, true, false, 0L);
    }

    // ---------------------------------------------------------------- read

    public long readLock() {
        synchronized (mutex) {
            if (waitingWriters == 0) {
                long stamp = tryReadLocked();
                if (stamp != 0L) {
                    return stamp;
                }
            }
        }
        return acquireUninterruptibly(false);
    }

    public long tryReadLock() {
        synchronized (mutex) {
            return tryReadLocked();
        }
    }

    public long tryReadLock(long time, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(time);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long stamp = tryReadLock();
        if (stamp != 0L || nanos <= 0L) {
            return stamp;
        }
        return acquire(false, true, true, nanos);
    }

    public long readLockInterruptibly() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        return acquire(false, true, false, 0L);
    }

    // ---------------------------------------------------------------- optimistic

    public long tryOptimisticRead() {
        long s = state;
        return (s & WBIT) == 0L ? (s & SBITS) : 0L;
    }

    public boolean validate(long stamp) {
        return (stamp & SBITS) == (state & SBITS);
    }

    // ---------------------------------------------------------------- unlock

    public void unlockWrite(long stamp) {
        synchronized (mutex) {
            if (state != stamp || (stamp & WBIT) == 0L) {
                throw new IllegalMonitorStateException();
            }
            releaseWriteLocked(stamp);
        }
    }

    public void unlockRead(long stamp) {
        synchronized (mutex) {
            long s = state;
            if ((stamp & RBITS) == 0L || (stamp & SBITS) != (s & SBITS) || (s & RBITS) == 0L) {
                throw new IllegalMonitorStateException();
            }
            releaseReadLocked();
        }
    }

    public void unlock(long stamp) {
        if ((stamp & WBIT) != 0L) {
            unlockWrite(stamp);
        } else {
            unlockRead(stamp);
        }
    }

    // ---------------------------------------------------------------- conversions

    public long tryConvertToWriteLock(long stamp) {
        synchronized (mutex) {
            long s = state;
            if ((stamp & SBITS) != (s & SBITS)) {
                return 0L;
            }
            long a = stamp & ABITS;
            if (a == 0L) {
                // optimistic
                if ((s & ABITS) != 0L) {
                    return 0L;
                }
                return tryWriteLocked();
            }
            if (a == WBIT) {
                return s == stamp ? stamp : 0L;
            }
            // a read stamp: only the sole reader may convert
            if ((s & RBITS) == RUNIT && readerOverflow == 0) {
                long next = (s - RUNIT) | WBIT;
                state = next;
                return next;
            }
            return 0L;
        }
    }

    public long tryConvertToReadLock(long stamp) {
        synchronized (mutex) {
            long s = state;
            if ((stamp & SBITS) != (s & SBITS)) {
                return 0L;
            }
            long a = stamp & ABITS;
            if (a == 0L) {
                return tryReadLocked();
            }
            if (a == WBIT) {
                if (s != stamp) {
                    return 0L;
                }
                long next = s + WBIT + RUNIT;
                if ((next & SBITS) == 0L) {
                    next = ORIGIN + RUNIT;
                }
                state = next;
                mutex.notifyAll();
                return next;
            }
            return (s & RBITS) != 0L ? stamp : 0L;
        }
    }

    public long tryConvertToOptimisticRead(long stamp) {
        synchronized (mutex) {
            long s = state;
            if ((stamp & SBITS) != (s & SBITS)) {
                return 0L;
            }
            long a = stamp & ABITS;
            if (a == 0L) {
                return stamp;
            }
            if (a == WBIT) {
                if (s != stamp) {
                    return 0L;
                }
                releaseWriteLocked(s);
                return state;
            }
            if ((s & RBITS) == 0L) {
                return 0L;
            }
            releaseReadLocked();
            return state & SBITS;
        }
    }

    public boolean tryUnlockWrite() {
        synchronized (mutex) {
            long s = state;
            if ((s & WBIT) == 0L) {
                return false;
            }
            releaseWriteLocked(s);
            return true;
        }
    }

    public boolean tryUnlockRead() {
        synchronized (mutex) {
            long s = state;
            if ((s & WBIT) != 0L || (s & RBITS) == 0L) {
                return false;
            }
            releaseReadLocked();
            return true;
        }
    }

    // ---------------------------------------------------------------- inspection

    private int readLockCount(long s) {
        long r = s & RBITS;
        if (r >= RFULL) {
            r = RFULL + readerOverflow;
        }
        return (int) r;
    }

    public boolean isWriteLocked() {
        return (state & WBIT) != 0L;
    }

    public boolean isReadLocked() {
        return (state & RBITS) != 0L;
    }

    public static boolean isWriteLockStamp(long stamp) {
        return (stamp & ABITS) == WBIT;
    }

    public static boolean isReadLockStamp(long stamp) {
        return (stamp & RBITS) != 0L;
    }

    public static boolean isLockStamp(long stamp) {
        return (stamp & ABITS) != 0L;
    }

    public static boolean isOptimisticReadStamp(long stamp) {
        return (stamp & ABITS) == 0L && stamp != 0L;
    }

    public int getReadLockCount() {
        synchronized (mutex) {
            return readLockCount(state);
        }
    }

    public String toString() {
        long s;
        int readers;
        synchronized (mutex) {
            s = state;
            readers = readLockCount(s);
        }
        return super.toString() + ((s & ABITS) == 0L ? "[Unlocked]"
                : (s & WBIT) != 0L ? "[Write-locked]" : "[Read-locks:" + readers + "]");
    }

    // ---------------------------------------------------------------- views

    public Lock asReadLock() {
        ReadLockView v = readLockView;
        return v != null ? v : (readLockView = new ReadLockView());
    }

    public Lock asWriteLock() {
        WriteLockView v = writeLockView;
        return v != null ? v : (writeLockView = new WriteLockView());
    }

    public ReadWriteLock asReadWriteLock() {
        ReadWriteLockView v = readWriteLockView;
        return v != null ? v : (readWriteLockView = new ReadWriteLockView());
    }

    final class ReadLockView implements Lock {
        public void lock() {
            readLock();
        }

        public void lockInterruptibly() throws InterruptedException {
            readLockInterruptibly();
        }

        public boolean tryLock() {
            return tryReadLock() != 0L;
        }

        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return tryReadLock(time, unit) != 0L;
        }

        public void unlock() {
            if (!tryUnlockRead()) {
                throw new IllegalMonitorStateException();
            }
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }

    final class WriteLockView implements Lock {
        public void lock() {
            writeLock();
        }

        public void lockInterruptibly() throws InterruptedException {
            writeLockInterruptibly();
        }

        public boolean tryLock() {
            return tryWriteLock() != 0L;
        }

        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return tryWriteLock(time, unit) != 0L;
        }

        public void unlock() {
            if (!tryUnlockWrite()) {
                throw new IllegalMonitorStateException();
            }
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }

    final class ReadWriteLockView implements ReadWriteLock {
        public Lock readLock() {
            return asReadLock();
        }

        public Lock writeLock() {
            return asWriteLock();
        }
    }
}
