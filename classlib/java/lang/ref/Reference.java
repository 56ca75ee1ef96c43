package java.lang.ref;

/**
 * Base of the reference objects.  The collector clears {@code referent} and, for a
 * reference made with a queue, links it through {@code discovered} onto the VM's pending
 * list, which the "Reference Handler" thread takes and enqueues (CONTRACT.md).
 *
 * A reference is active (state 0) until it is enqueued (state 1, linked through
 * {@code next} on its queue), then inactive (state 2) once removed; cleared references
 * without a queue stay active with a null referent.
 */
public abstract class Reference<T> {

    private T referent;
    final ReferenceQueue<? super T> queue;
    /** Link on the VM's pending list (written by the collector, read by the handler). */
    private transient Reference<?> discovered;
    /** Link on the queue; this for the last one (guarded by the queue's lock). */
    Reference<?> next;
    /** 0 active, 1 enqueued, 2 inactive (guarded by the queue's lock). */
    int state;

    Reference(T referent) {
        this(referent, null);
    }

    Reference(T referent, ReferenceQueue<? super T> queue) {
        this.referent = referent;
        this.queue = queue;
        if (queue != null && !handlerStarted) {
            startHandler();
        }
    }

    public T get() {
        return referent;
    }

    public final boolean refersTo(T obj) {
        return referent == obj;
    }

    public void clear() {
        referent = null;
    }

    @Deprecated
    public boolean isEnqueued() {
        if (queue == null) {
            return false;
        }
        synchronized (queue.lock) {
            return state == 1;
        }
    }

    public boolean enqueue() {
        referent = null;
        return queue != null && queue.enqueue(this);
    }

    public static void reachabilityFence(Object ref) {
    }

    @Override
    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    /* ---- the Reference Handler thread ---- */

    private static volatile boolean handlerStarted;

    /** Blocks (without a deadline) until the collector has cleared references that have
     *  a queue; returns them, linked through {@code discovered}, and empties the list. */
    private static native Reference<?> waitForPendingReferences0();

    /** Starts a daemon thread of the system group with HotSpot's fixed id (2 for the
     *  Reference Handler, 3 for the Finalizer). */
    static native void startSystemThread0(Runnable r, String name, int priority, long id);

    private static synchronized void startHandler() {
        if (handlerStarted) {
            return;
        }
        startSystemThread0(Reference::processPendingReferences, "Reference Handler", Thread.MAX_PRIORITY, 2);
        handlerStarted = true;
    }

    private static void processPendingReferences() {
        for (;;) {
            Reference<?> r = waitForPendingReferences0();
            while (r != null) {
                Reference<?> n = r.discovered;
                r.discovered = null;
                if (r.queue != null) {
                    r.queue.enqueue(r);
                }
                r = n;
            }
        }
    }
}
