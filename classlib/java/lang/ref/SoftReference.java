package java.lang.ref;

/**
 * A reference the collector clears only when memory runs short: at a collection, one not
 * read ({@link #get}) for longer than the free heap at the last collection, in megabytes,
 * times -XX:SoftRefLRUPolicyMSPerMB (1000) milliseconds is cleared if nothing else
 * reaches its referent; all are cleared before an OutOfMemoryError.
 */
public class SoftReference<T> extends Reference<T> {
    /** Milliseconds, set by the VM at the end of each collection. */
    private static long clock;
    /** The clock when get() last ran (or at construction). */
    private long timestamp;

    public SoftReference(T referent) {
        super(referent);
        this.timestamp = clock;
    }

    public SoftReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
        this.timestamp = clock;
    }

    @Override
    public T get() {
        T o = super.get();
        if (o != null && this.timestamp != clock) {
            this.timestamp = clock;
        }
        return o;
    }
}
