package java.lang.ref;

/** Base of the reference objects.  The GC clears {@code referent} (CONTRACT.md). */
public abstract class Reference<T> {

    private T referent;
    final ReferenceQueue<? super T> queue;
    private boolean enqueued;

    Reference(T referent) {
        this(referent, null);
    }

    Reference(T referent, ReferenceQueue<? super T> queue) {
        this.referent = referent;
        this.queue = queue;
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
        return enqueued;
    }

    public boolean enqueue() {
        referent = null;
        if (queue == null || enqueued) {
            return false;
        }
        enqueued = true;
        return queue.enqueue(this);
    }

    public static void reachabilityFence(Object ref) {
    }

    @Override
    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }
}
