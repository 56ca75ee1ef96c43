package java.util.concurrent.atomic;

/** A boolean updated atomically: compare-and-set and its kin are VM natives on the field
 * (vm/natives/atomic.c); the rest are built on them, as the JDK builds them on Unsafe. */
public class AtomicBoolean implements java.io.Serializable {
    private static final long serialVersionUID = 4654671469794556979L;

    private volatile boolean value;

    public AtomicBoolean(boolean initialValue) {
        value = initialValue;
    }

    public AtomicBoolean() {
    }

    public final boolean get() {
        return value;
    }

    public final native boolean compareAndSet(boolean expectedValue, boolean newValue);

    public boolean weakCompareAndSet(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public boolean weakCompareAndSetPlain(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public boolean weakCompareAndSetVolatile(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final void set(boolean newValue) {
        value = newValue;
    }

    public final void lazySet(boolean newValue) {
        value = newValue;
    }

    public final native boolean getAndSet(boolean newValue);

    public final native boolean compareAndExchange(boolean expectedValue, boolean newValue);

    public final boolean getPlain() {
        return value;
    }

    public final void setPlain(boolean newValue) {
        value = newValue;
    }

    public final boolean getOpaque() {
        return value;
    }

    public final void setOpaque(boolean newValue) {
        value = newValue;
    }

    public final boolean getAcquire() {
        return value;
    }

    public final void setRelease(boolean newValue) {
        value = newValue;
    }

    public String toString() {
        return Boolean.toString(get());
    }
}
