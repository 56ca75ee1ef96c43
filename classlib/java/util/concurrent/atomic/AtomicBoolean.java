package java.util.concurrent.atomic;

/** A boolean updated atomically: compare-and-set and its kin are VM natives on the field
 * (vm/natives/atomic.c); the rest are built on them, as the JDK builds them on Unsafe.
 * The field is an int holding 0 or 1, as the JDK's (its serial form is "value" of type int). */
public class AtomicBoolean implements java.io.Serializable {
    private static final long serialVersionUID = 4654671469794556979L;

    private volatile int value;

    public AtomicBoolean(boolean initialValue) {
        value = initialValue ? 1 : 0;
    }

    public AtomicBoolean() {
    }

    public final boolean get() {
        return value != 0;
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
        value = newValue ? 1 : 0;
    }

    public final void lazySet(boolean newValue) {
        value = newValue ? 1 : 0;
    }

    public final native boolean getAndSet(boolean newValue);

    public final native boolean compareAndExchange(boolean expectedValue, boolean newValue);

    public final boolean getPlain() {
        return value != 0;
    }

    public final void setPlain(boolean newValue) {
        value = newValue ? 1 : 0;
    }

    public final boolean getOpaque() {
        return value != 0;
    }

    public final void setOpaque(boolean newValue) {
        value = newValue ? 1 : 0;
    }

    public final boolean getAcquire() {
        return value != 0;
    }

    public final void setRelease(boolean newValue) {
        value = newValue ? 1 : 0;
    }

    public String toString() {
        return Boolean.toString(get());
    }
}
