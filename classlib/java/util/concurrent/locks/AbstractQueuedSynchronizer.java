package java.util.concurrent.locks;

import java.util.ArrayList;
import java.util.Collection;
import java.util.concurrent.TimeUnit;

/**
 * A framework for blocking locks and synchronizers over one int of state and a
 * FIFO queue of waiting threads, as the public API describes: subclasses define
 * tryAcquire/tryRelease (exclusive) and/or tryAcquireShared/tryReleaseShared.
 *
 * <p>This implementation keeps its queues under one small internal monitor
 * ({@code mutex}); the state is set by a VM compare-and-set, outside it.
 * Threads block with {@link LockSupport#park}, never by spinning.  Only the first
 * queued thread tries to acquire; a release wakes it (and marks it signalled, so
 * that a wake-up meant for a thread that has just succeeded or given up is passed
 * on to the next one).  A shared acquire that leaves more to take wakes the next
 * queued thread as well.  The subclass's try* methods are never called while the
 * mutex is held.
 */
public abstract class AbstractQueuedSynchronizer extends AbstractOwnableSynchronizer
        implements java.io.Serializable {
    private static final long serialVersionUID = 7373984972572414691L;

    /** A thread waiting in the sync queue. */
    static final class Node {
        final Thread thread;
        final boolean shared;
        Node prev, next;
        /** Set (under the mutex) by a release that woke this node. */
        boolean signalled;

        Node(Thread thread, boolean shared) {
            this.thread = thread;
            this.shared = shared;
        }
    }

    /** A thread waiting on a ConditionObject. */
    static final class CondNode {
        static final int WAITING = 0, SIGNALLED = 1, CANCELLED = 2;
        final Thread thread;
        volatile int status;
        CondNode next;

        CondNode(Thread thread) {
            this.thread = thread;
        }
    }

    /** Not final: readObject makes a fresh one (deserialization runs no constructor of ours). */
    private transient Object mutex = new Object();
    private transient Node head, tail;
    private transient int queueLength;
    private transient boolean contended;
    private volatile int state;

    protected AbstractQueuedSynchronizer() {
    }

    /** The serial form is the state alone; the queue starts empty. */
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        mutex = new Object();
    }

    // ---------------------------------------------------------------- state

    protected final int getState() {
        return state;
    }

    protected final void setState(int newState) {
        state = newState;
    }

    /** A VM native: a compare-and-set of the state field (vm/natives/atomic.c). */
    protected final native boolean compareAndSetState(int expect, int update);

    // ---------------------------------------------------------------- to override

    protected boolean tryAcquire(int arg) {
        throw new UnsupportedOperationException();
    }

    protected boolean tryRelease(int arg) {
        throw new UnsupportedOperationException();
    }

    protected int tryAcquireShared(int arg) {
        throw new UnsupportedOperationException();
    }

    protected boolean tryReleaseShared(int arg) {
        throw new UnsupportedOperationException();
    }

    protected boolean isHeldExclusively() {
        throw new UnsupportedOperationException();
    }

    // ---------------------------------------------------------------- queue

    private void enqueue(Node node) {
        synchronized (mutex) {
            contended = true;
            Node t = tail;
            node.prev = t;
            if (t == null) {
                head = node;
            } else {
                t.next = node;
            }
            tail = node;
            queueLength++;
        }
    }

    /** Whether node is first; clears its signalled mark (it is about to try). */
    private boolean firstAndClear(Node node) {
        synchronized (mutex) {
            if (head == node) {
                node.signalled = false;
                return true;
            }
            return false;
        }
    }

    /**
     * Unlinks node.  Returns the thread to wake: the new first node's when the
     * removed node was first and (wakeNext or it had been signalled), else null.
     */
    private Thread unlink(Node node, boolean wakeNext) {
        synchronized (mutex) {
            boolean wasFirst = head == node;
            Node p = node.prev, n = node.next;
            if (p == null) {
                head = n;
            } else {
                p.next = n;
            }
            if (n == null) {
                tail = p;
            } else {
                n.prev = p;
            }
            node.prev = node.next = null;
            queueLength--;
            if (wasFirst && n != null && (wakeNext || node.signalled)) {
                n.signalled = true;
                return n.thread;
            }
            return null;
        }
    }

    /** Wakes the first queued thread, if any. */
    private void wakeFirst() {
        Thread t = null;
        synchronized (mutex) {
            Node h = head;
            if (h != null) {
                h.signalled = true;
                t = h.thread;
            }
        }
        if (t != null) {
            LockSupport.unpark(t);
        }
    }

    private static final int ACQUIRED = 1, TIMED_OUT = 2, INTERRUPTED = 4;

    /**
     * Queues the current thread and blocks until it acquires.  Returns ACQUIRED
     * (with INTERRUPTED or'ed in when an interrupt arrived in uninterruptible mode;
     * the interrupt status is then clear) or TIMED_OUT; in interruptible mode an
     * interrupt gives INTERRUPTED alone, with the status cleared.
     */
    private int doAcquire(int arg, boolean shared, boolean interruptible, boolean timed, long nanos) {
        Thread me = Thread.currentThread();
        long deadline = timed ? System.nanoTime() + nanos : 0L;
        Node node = new Node(me, shared);
        enqueue(node);
        boolean interrupted = false;
        int result;
        for (;;) {
            if (firstAndClear(node)) {
                int r = 0;
                boolean ok;
                try {
                    if (shared) {
                        r = tryAcquireShared(arg);
                        ok = r >= 0;
                    } else {
                        ok = tryAcquire(arg);
                    }
                } catch (RuntimeException | Error e) {
                    Thread next = unlink(node, true);
                    if (next != null) {
                        LockSupport.unpark(next);
                    }
                    throw e;
                }
                if (ok) {
                    Thread next = unlink(node, shared && r > 0);
                    if (next != null) {
                        LockSupport.unpark(next);
                    }
                    return interrupted ? (ACQUIRED | INTERRUPTED) : ACQUIRED;
                }
            }
            if (timed) {
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    result = TIMED_OUT;
                    break;
                }
                LockSupport.parkNanos(this, left);
            } else {
                LockSupport.park(this);
            }
            if (Thread.interrupted()) {
                if (interruptible) {
                    result = INTERRUPTED;
                    break;
                }
                interrupted = true;
            }
        }
        Thread next = unlink(node, false);
        if (next != null) {
            LockSupport.unpark(next);
        }
        if (interrupted) {
            me.interrupt();
        }
        return result;
    }

    // ---------------------------------------------------------------- exclusive

    public final void acquire(int arg) {
        if (!tryAcquire(arg)) {
            if ((doAcquire(arg, false, false, false, 0L) & INTERRUPTED) != 0) {
                Thread.currentThread().interrupt();
            }
        }
    }

    public final void acquireInterruptibly(int arg) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (!tryAcquire(arg)) {
            if (doAcquire(arg, false, true, false, 0L) == INTERRUPTED) {
                throw new InterruptedException();
            }
        }
    }

    public final boolean tryAcquireNanos(int arg, long nanosTimeout) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (tryAcquire(arg)) {
            return true;
        }
        if (nanosTimeout <= 0L) {
            return false;
        }
        int r = doAcquire(arg, false, true, true, nanosTimeout);
        if (r == INTERRUPTED) {
            throw new InterruptedException();
        }
        return r == ACQUIRED;
    }

    public final boolean release(int arg) {
        if (tryRelease(arg)) {
            wakeFirst();
            return true;
        }
        return false;
    }

    // ---------------------------------------------------------------- shared

    public final void acquireShared(int arg) {
        if (tryAcquireShared(arg) < 0) {
            if ((doAcquire(arg, true, false, false, 0L) & INTERRUPTED) != 0) {
                Thread.currentThread().interrupt();
            }
        }
    }

    public final void acquireSharedInterruptibly(int arg) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (tryAcquireShared(arg) < 0) {
            if (doAcquire(arg, true, true, false, 0L) == INTERRUPTED) {
                throw new InterruptedException();
            }
        }
    }

    public final boolean tryAcquireSharedNanos(int arg, long nanosTimeout) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (tryAcquireShared(arg) >= 0) {
            return true;
        }
        if (nanosTimeout <= 0L) {
            return false;
        }
        int r = doAcquire(arg, true, true, true, nanosTimeout);
        if (r == INTERRUPTED) {
            throw new InterruptedException();
        }
        return r == ACQUIRED;
    }

    public final boolean releaseShared(int arg) {
        if (tryReleaseShared(arg)) {
            wakeFirst();
            return true;
        }
        return false;
    }

    // ---------------------------------------------------------------- inspection

    public final boolean hasQueuedThreads() {
        synchronized (mutex) {
            return head != null;
        }
    }

    public final boolean hasContended() {
        synchronized (mutex) {
            return contended;
        }
    }

    public final Thread getFirstQueuedThread() {
        synchronized (mutex) {
            return head == null ? null : head.thread;
        }
    }

    public final boolean isQueued(Thread thread) {
        if (thread == null) {
            throw new NullPointerException();
        }
        synchronized (mutex) {
            for (Node n = head; n != null; n = n.next) {
                if (n.thread == thread) {
                    return true;
                }
            }
            return false;
        }
    }

    /** Whether the first queued thread waits in exclusive mode (for read-write locks). */
    final boolean apparentlyFirstQueuedIsExclusive() {
        synchronized (mutex) {
            Node h = head;
            return h != null && !h.shared && h.thread != Thread.currentThread();
        }
    }

    public final boolean hasQueuedPredecessors() {
        synchronized (mutex) {
            Node h = head;
            return h != null && h.thread != Thread.currentThread();
        }
    }

    public final int getQueueLength() {
        synchronized (mutex) {
            return queueLength;
        }
    }

    private Collection<Thread> queued(int which) {
        ArrayList<Thread> list = new ArrayList<Thread>();
        synchronized (mutex) {
            for (Node n = tail; n != null; n = n.prev) {
                if (which == 0 || (which == 1) == !n.shared) {
                    list.add(n.thread);
                }
            }
        }
        return list;
    }

    public final Collection<Thread> getQueuedThreads() {
        return queued(0);
    }

    public final Collection<Thread> getExclusiveQueuedThreads() {
        return queued(1);
    }

    public final Collection<Thread> getSharedQueuedThreads() {
        return queued(2);
    }

    public String toString() {
        return super.toString() + "[State = " + getState() + ", "
                + (hasQueuedThreads() ? "non" : "") + "empty queue]";
    }

    public final boolean owns(ConditionObject condition) {
        return condition.isOwnedBy(this);
    }

    public final boolean hasWaiters(ConditionObject condition) {
        if (!owns(condition)) {
            throw new IllegalArgumentException("Not owner");
        }
        return condition.hasWaiters();
    }

    public final int getWaitQueueLength(ConditionObject condition) {
        if (!owns(condition)) {
            throw new IllegalArgumentException("Not owner");
        }
        return condition.getWaitQueueLength();
    }

    public final Collection<Thread> getWaitingThreads(ConditionObject condition) {
        if (!owns(condition)) {
            throw new IllegalArgumentException("Not owner");
        }
        return condition.getWaitingThreads();
    }

    /** Re-acquires after a condition wait; returns whether an interrupt arrived. */
    private boolean reacquire(int saved) {
        if (tryAcquire(saved)) {
            return false;
        }
        return (doAcquire(saved, false, false, false, 0L) & INTERRUPTED) != 0;
    }

    // ---------------------------------------------------------------- conditions

    public class ConditionObject implements Condition, java.io.Serializable {
        private static final long serialVersionUID = 1173984872572414699L;

        /** Guarded by the enclosing synchronizer's mutex. */
        private transient CondNode first, last;

        public ConditionObject() {
        }

        final boolean isOwnedBy(AbstractQueuedSynchronizer sync) {
            return sync == AbstractQueuedSynchronizer.this;
        }

        private CondNode addWaiter() {
            if (!isHeldExclusively()) {
                throw new IllegalMonitorStateException();
            }
            CondNode node = new CondNode(Thread.currentThread());
            synchronized (mutex) {
                if (last == null) {
                    first = node;
                } else {
                    last.next = node;
                }
                last = node;
            }
            return node;
        }

        /** Releases the whole hold; the node is cancelled if that fails. */
        private int fullyRelease(CondNode node) {
            int saved = getState();
            boolean ok = false;
            try {
                ok = release(saved);
            } finally {
                if (!ok) {
                    cancel(node);
                }
            }
            if (!ok) {
                throw new IllegalMonitorStateException();
            }
            return saved;
        }

        /** Cancels a still-waiting node; false if it was signalled first. */
        private boolean cancel(CondNode node) {
            synchronized (mutex) {
                if (node.status != CondNode.WAITING) {
                    return false;
                }
                node.status = CondNode.CANCELLED;
                CondNode prev = null;
                for (CondNode n = first; n != null; prev = n, n = n.next) {
                    if (n == node) {
                        if (prev == null) {
                            first = n.next;
                        } else {
                            prev.next = n.next;
                        }
                        if (last == n) {
                            last = prev;
                        }
                        n.next = null;
                        break;
                    }
                }
                return true;
            }
        }

        public final void await() throws InterruptedException {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            CondNode node = addWaiter();
            int saved = fullyRelease(node);
            boolean throwIE = false, reinterrupt = false;
            while (node.status == CondNode.WAITING) {
                LockSupport.park(this);
                if (Thread.interrupted()) {
                    if (cancel(node)) {
                        throwIE = true;
                    } else {
                        reinterrupt = true;
                    }
                    break;
                }
            }
            if (reacquire(saved)) {
                reinterrupt = true;
            }
            if (throwIE) {
                throw new InterruptedException();
            }
            if (reinterrupt) {
                Thread.currentThread().interrupt();
            }
        }

        public final void awaitUninterruptibly() {
            CondNode node = addWaiter();
            int saved = fullyRelease(node);
            boolean interrupted = false;
            while (node.status == CondNode.WAITING) {
                LockSupport.park(this);
                if (Thread.interrupted()) {
                    interrupted = true;
                }
            }
            if (reacquire(saved) || interrupted) {
                Thread.currentThread().interrupt();
            }
        }

        public final long awaitNanos(long nanosTimeout) throws InterruptedException {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            CondNode node = addWaiter();
            int saved = fullyRelease(node);
            long deadline = System.nanoTime() + nanosTimeout;
            boolean throwIE = false, reinterrupt = false;
            while (node.status == CondNode.WAITING) {
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    cancel(node);
                    break;
                }
                LockSupport.parkNanos(this, left);
                if (Thread.interrupted()) {
                    if (cancel(node)) {
                        throwIE = true;
                    } else {
                        reinterrupt = true;
                    }
                    break;
                }
            }
            if (reacquire(saved)) {
                reinterrupt = true;
            }
            if (throwIE) {
                throw new InterruptedException();
            }
            if (reinterrupt) {
                Thread.currentThread().interrupt();
            }
            long left = deadline - System.nanoTime();
            return left <= nanosTimeout ? left : Long.MIN_VALUE;
        }

        /** Waits until signalled or the wall-clock deadline; false if the deadline passed. */
        public final boolean awaitUntil(java.util.Date deadline) throws InterruptedException {
            long ms = deadline.getTime() - System.currentTimeMillis();
            long nanos = ms <= 0L ? 0L : TimeUnit.MILLISECONDS.toNanos(ms);
            return awaitNanos(nanos) > 0L;
        }

        public final boolean await(long time, TimeUnit unit) throws InterruptedException {
            long nanos = unit.toNanos(time);
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            CondNode node = addWaiter();
            int saved = fullyRelease(node);
            long deadline = System.nanoTime() + nanos;
            boolean throwIE = false, reinterrupt = false, timedOut = false;
            while (node.status == CondNode.WAITING) {
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    timedOut = cancel(node);
                    break;
                }
                LockSupport.parkNanos(this, left);
                if (Thread.interrupted()) {
                    if (cancel(node)) {
                        throwIE = true;
                    } else {
                        reinterrupt = true;
                    }
                    break;
                }
            }
            if (reacquire(saved)) {
                reinterrupt = true;
            }
            if (throwIE) {
                throw new InterruptedException();
            }
            if (reinterrupt) {
                Thread.currentThread().interrupt();
            }
            return !timedOut;
        }

        public final void signal() {
            if (!isHeldExclusively()) {
                throw new IllegalMonitorStateException();
            }
            CondNode n;
            synchronized (mutex) {
                n = first;
                if (n != null) {
                    first = n.next;
                    if (first == null) {
                        last = null;
                    }
                    n.next = null;
                    n.status = CondNode.SIGNALLED;
                }
            }
            if (n != null) {
                LockSupport.unpark(n.thread);
            }
        }

        public final void signalAll() {
            if (!isHeldExclusively()) {
                throw new IllegalMonitorStateException();
            }
            CondNode n;
            synchronized (mutex) {
                n = first;
                first = last = null;
                for (CondNode k = n; k != null; k = k.next) {
                    k.status = CondNode.SIGNALLED;
                }
            }
            while (n != null) {
                CondNode next = n.next;
                n.next = null;
                LockSupport.unpark(n.thread);
                n = next;
            }
        }

        protected final boolean hasWaiters() {
            if (!isHeldExclusively()) {
                throw new IllegalMonitorStateException();
            }
            synchronized (mutex) {
                return first != null;
            }
        }

        protected final int getWaitQueueLength() {
            if (!isHeldExclusively()) {
                throw new IllegalMonitorStateException();
            }
            int count = 0;
            synchronized (mutex) {
                for (CondNode n = first; n != null; n = n.next) {
                    count++;
                }
            }
            return count;
        }

        protected final Collection<Thread> getWaitingThreads() {
            if (!isHeldExclusively()) {
                throw new IllegalMonitorStateException();
            }
            ArrayList<Thread> list = new ArrayList<Thread>();
            synchronized (mutex) {
                for (CondNode n = first; n != null; n = n.next) {
                    list.add(n.thread);
                }
            }
            return list;
        }
    }
}
