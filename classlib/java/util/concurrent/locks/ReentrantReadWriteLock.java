package java.util.concurrent.locks;

import java.util.Collection;
import java.util.HashMap;
import java.util.concurrent.TimeUnit;

/**
 * A read-write lock: many readers or one writer, both reentrant.  The writer may
 * also take the read lock (downgrading by releasing the write lock afterwards); a
 * reader cannot upgrade.  Non-fair mode lets a new reader in only when the first
 * queued thread is not a writer (so writers are not starved); fair mode grants in
 * queue order.
 */
public class ReentrantReadWriteLock implements ReadWriteLock, java.io.Serializable {
    private static final long serialVersionUID = -6992448646407690164L;

    private final ReentrantReadWriteLock.ReadLock readerLock;
    private final ReentrantReadWriteLock.WriteLock writerLock;
    final Sync sync;

    /**
     * The counts live in plain fields guarded by this object's monitor (the AQS
     * never calls the try* methods under its own monitor, so the order is always
     * this, then the AQS's); the AQS state mirrors the write hold count, which is what
     * a condition wait on the write lock releases and re-acquires.
     */
    static class Sync extends AbstractQueuedSynchronizer {
        private static final long serialVersionUID = 6317671515068378041L;
        /** Not in the serial form (the JDK's Sync has no fields): readObject sets it from the class. */
        transient boolean fair;

        private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
            s.defaultReadObject();
            fair = this instanceof FairSync;
            readers = new HashMap<Thread, int[]>();
            setState(0);
        }

        private transient Thread writer;
        private transient int writeHolds;
        private transient int readHolds;
        private transient HashMap<Thread, int[]> readers = new HashMap<Thread, int[]>();

        Sync(boolean fair) {
            this.fair = fair;
        }

        private void mirror() {
            setState(writeHolds);
        }

        @Override
        protected synchronized boolean tryAcquire(int acquires) {
            Thread current = Thread.currentThread();
            if (writer == current) {
                if (writeHolds + acquires > 0xffff) {
                    throw new Error("Maximum lock count exceeded");
                }
                writeHolds += acquires;
                mirror();
                return true;
            }
            if (writer != null || readHolds > 0) {
                return false;
            }
            if (fair && hasQueuedPredecessors()) {
                return false;
            }
            writer = current;
            writeHolds = acquires;
            setExclusiveOwnerThread(current);
            mirror();
            return true;
        }

        /** Barging write acquire for tryLock(). */
        synchronized boolean tryWriteLock() {
            Thread current = Thread.currentThread();
            if (writer == current) {
                if (writeHolds + 1 > 0xffff) {
                    throw new Error("Maximum lock count exceeded");
                }
                writeHolds++;
                mirror();
                return true;
            }
            if (writer != null || readHolds > 0) {
                return false;
            }
            writer = current;
            writeHolds = 1;
            setExclusiveOwnerThread(current);
            mirror();
            return true;
        }

        @Override
        protected synchronized boolean tryRelease(int releases) {
            if (writer != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
            writeHolds -= releases;
            boolean free = writeHolds == 0;
            if (free) {
                writer = null;
                setExclusiveOwnerThread(null);
            }
            mirror();
            return free;
        }

        private int grantRead(Thread current, int[] held) {
            if (readHolds + 1 > 0xffff) {
                throw new Error("Maximum lock count exceeded");
            }
            if (held == null) {
                readers.put(current, new int[] { 1 });
            } else {
                held[0]++;
            }
            readHolds++;
            mirror();
            return 1;
        }

        @Override
        protected synchronized int tryAcquireShared(int unused) {
            Thread current = Thread.currentThread();
            if (writer != null && writer != current) {
                return -1;
            }
            int[] held = readers.get(current);
            if (held == null && writer != current) {
                if (fair ? hasQueuedPredecessors() : apparentlyFirstQueuedIsExclusive()) {
                    return -1;
                }
            }
            return grantRead(current, held);
        }

        /** Barging read acquire for tryLock(). */
        synchronized boolean tryReadLock() {
            Thread current = Thread.currentThread();
            if (writer != null && writer != current) {
                return false;
            }
            grantRead(current, readers.get(current));
            return true;
        }

        @Override
        protected synchronized boolean tryReleaseShared(int unused) {
            Thread current = Thread.currentThread();
            int[] held = readers.get(current);
            if (held == null) {
                throw new IllegalMonitorStateException(
                        "attempt to unlock read lock, not locked by current thread");
            }
            if (--held[0] == 0) {
                readers.remove(current);
            }
            readHolds--;
            mirror();
            return readHolds == 0 && writer == null;
        }

        @Override
        protected synchronized boolean isHeldExclusively() {
            return writer == Thread.currentThread();
        }

        final ConditionObject newCondition() {
            return new ConditionObject();
        }

        synchronized Thread getOwner() {
            return writer;
        }

        synchronized int getReadLockCount() {
            return readHolds;
        }

        synchronized boolean isWriteLocked() {
            return writer != null;
        }

        synchronized int getWriteHoldCount() {
            return writer == Thread.currentThread() ? writeHolds : 0;
        }

        synchronized int getWriteHoldCount0() {
            return writeHolds;
        }

        synchronized int getReadHoldCount() {
            int[] held = readers.get(Thread.currentThread());
            return held == null ? 0 : held[0];
        }
    }

    public ReentrantReadWriteLock() {
        this(false);
    }

    /** The classes HotSpot's are (a thread dump names them as what a thread parks for). */
    static final class NonfairSync extends Sync {
        private static final long serialVersionUID = -8159625535654395037L;

        NonfairSync() {
            super(false);
        }
    }

    static final class FairSync extends Sync {
        private static final long serialVersionUID = -2274990926593161451L;

        FairSync() {
            super(true);
        }
    }

    public ReentrantReadWriteLock(boolean fair) {
        sync = fair ? new FairSync() : new NonfairSync();
        readerLock = new ReadLock(this);
        writerLock = new WriteLock(this);
    }

    public ReentrantReadWriteLock.WriteLock writeLock() {
        return writerLock;
    }

    public ReentrantReadWriteLock.ReadLock readLock() {
        return readerLock;
    }

    public static class ReadLock implements Lock, java.io.Serializable {
        private static final long serialVersionUID = -5992448646407690164L;
        private final Sync sync;

        protected ReadLock(ReentrantReadWriteLock lock) {
            sync = lock.sync;
        }

        public void lock() {
            sync.acquireShared(1);
        }

        public void lockInterruptibly() throws InterruptedException {
            sync.acquireSharedInterruptibly(1);
        }

        public boolean tryLock() {
            return sync.tryReadLock();
        }

        public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
            return sync.tryAcquireSharedNanos(1, unit.toNanos(timeout));
        }

        public void unlock() {
            sync.releaseShared(1);
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }

        public String toString() {
            return super.toString() + "[Read locks = " + sync.getReadLockCount() + "]";
        }
    }

    public static class WriteLock implements Lock, java.io.Serializable {
        private static final long serialVersionUID = -4992448646407690164L;
        private final Sync sync;

        protected WriteLock(ReentrantReadWriteLock lock) {
            sync = lock.sync;
        }

        public void lock() {
            sync.acquire(1);
        }

        public void lockInterruptibly() throws InterruptedException {
            sync.acquireInterruptibly(1);
        }

        public boolean tryLock() {
            return sync.tryWriteLock();
        }

        public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
            return sync.tryAcquireNanos(1, unit.toNanos(timeout));
        }

        public void unlock() {
            sync.release(1);
        }

        public Condition newCondition() {
            return sync.newCondition();
        }

        public String toString() {
            Thread o = sync.getOwner();
            return super.toString() + ((o == null) ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
        }

        public boolean isHeldByCurrentThread() {
            return sync.isHeldExclusively();
        }

        public int getHoldCount() {
            return sync.getWriteHoldCount();
        }
    }

    public final boolean isFair() {
        return sync.fair;
    }

    protected Thread getOwner() {
        return sync.getOwner();
    }

    public int getReadLockCount() {
        return sync.getReadLockCount();
    }

    public boolean isWriteLocked() {
        return sync.isWriteLocked();
    }

    public boolean isWriteLockedByCurrentThread() {
        return sync.isHeldExclusively();
    }

    public int getWriteHoldCount() {
        return sync.getWriteHoldCount();
    }

    public int getReadHoldCount() {
        return sync.getReadHoldCount();
    }

    protected Collection<Thread> getQueuedWriterThreads() {
        return sync.getExclusiveQueuedThreads();
    }

    protected Collection<Thread> getQueuedReaderThreads() {
        return sync.getSharedQueuedThreads();
    }

    public final boolean hasQueuedThreads() {
        return sync.hasQueuedThreads();
    }

    public final boolean hasQueuedThread(Thread thread) {
        return sync.isQueued(thread);
    }

    public final int getQueueLength() {
        return sync.getQueueLength();
    }

    protected Collection<Thread> getQueuedThreads() {
        return sync.getQueuedThreads();
    }

    private AbstractQueuedSynchronizer.ConditionObject check(Condition condition) {
        if (condition == null) {
            throw new NullPointerException();
        }
        if (!(condition instanceof AbstractQueuedSynchronizer.ConditionObject)) {
            throw new IllegalArgumentException("not owner");
        }
        return (AbstractQueuedSynchronizer.ConditionObject) condition;
    }

    public boolean hasWaiters(Condition condition) {
        return sync.hasWaiters(check(condition));
    }

    public int getWaitQueueLength(Condition condition) {
        return sync.getWaitQueueLength(check(condition));
    }

    protected Collection<Thread> getWaitingThreads(Condition condition) {
        return sync.getWaitingThreads(check(condition));
    }

    public String toString() {
        return super.toString() + "[Write locks = " + sync.getWriteHoldCount0() + ", Read locks = "
                + sync.getReadLockCount() + "]";
    }
}
