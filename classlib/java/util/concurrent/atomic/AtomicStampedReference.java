package java.util.concurrent.atomic;

/** A reference and an int stamp, updated together: an immutable pair swapped by compare-and-set. */
public class AtomicStampedReference<V> {
    private static final class Pair<T> {
        final T reference;
        final int stamp;

        Pair(T reference, int stamp) {
            this.reference = reference;
            this.stamp = stamp;
        }
    }

    private final AtomicReference<Pair<V>> pair;

    public AtomicStampedReference(V initialRef, int initialStamp) {
        pair = new AtomicReference<>(new Pair<V>(initialRef, initialStamp));
    }

    public V getReference() {
        return pair.get().reference;
    }

    public int getStamp() {
        return pair.get().stamp;
    }

    public V get(int[] stampHolder) {
        Pair<V> p = pair.get();
        stampHolder[0] = p.stamp;
        return p.reference;
    }

    public boolean weakCompareAndSet(V expectedReference, V newReference, int expectedStamp, int newStamp) {
        return compareAndSet(expectedReference, newReference, expectedStamp, newStamp);
    }

    public boolean compareAndSet(V expectedReference, V newReference, int expectedStamp, int newStamp) {
        Pair<V> current = pair.get();
        return expectedReference == current.reference && expectedStamp == current.stamp
               && ((newReference == current.reference && newStamp == current.stamp)
                   || pair.compareAndSet(current, new Pair<V>(newReference, newStamp)));
    }

    public void set(V newReference, int newStamp) {
        Pair<V> current = pair.get();
        if (newReference != current.reference || newStamp != current.stamp) {
            pair.set(new Pair<V>(newReference, newStamp));
        }
    }

    public boolean attemptStamp(V expectedReference, int newStamp) {
        Pair<V> current = pair.get();
        return expectedReference == current.reference
               && (newStamp == current.stamp || pair.compareAndSet(current, new Pair<V>(expectedReference, newStamp)));
    }
}
