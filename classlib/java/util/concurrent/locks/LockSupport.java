package java.util.concurrent.locks;

/**
 * Basic thread blocking primitives: each thread has one permit, which
 * {@link #unpark} makes available and {@link #park} consumes (blocking until it is
 * available).  Built on the VM natives park0/unpark0, and setBlocker0/getBlocker0
 * for the blocker (CONTRACT.md).  A park may
 * also return when the thread is interrupted (the interrupt status is left set),
 * when its time-out elapses, or spuriously, so callers re-check their condition.
 */
public class LockSupport {

    private LockSupport() {
    }

    private static native void park0(boolean absolute, long time);

    private static native void unpark0(Thread t);

    /** Thread.parkBlocker, which a thread dump prints for a parked thread. */
    private static native void setBlocker0(Thread t, Object blocker);

    private static native Object getBlocker0(Thread t);

    public static void unpark(Thread thread) {
        if (thread != null) {
            unpark0(thread);
        }
    }

    public static void park() {
        park0(false, 0L);
    }

    public static void park(Object blocker) {
        Thread t = Thread.currentThread();
        setBlocker0(t, blocker);
        try {
            park0(false, 0L);
        } finally {
            setBlocker0(t, null);
        }
    }

    public static void parkNanos(long nanos) {
        if (nanos > 0) {
            park0(false, nanos);
        }
    }

    public static void parkNanos(Object blocker, long nanos) {
        if (nanos > 0) {
            Thread t = Thread.currentThread();
            setBlocker0(t, blocker);
            try {
                park0(false, nanos);
            } finally {
                setBlocker0(t, null);
            }
        }
    }

    public static void parkUntil(long deadline) {
        park0(true, deadline);
    }

    public static void parkUntil(Object blocker, long deadline) {
        Thread t = Thread.currentThread();
        setBlocker0(t, blocker);
        try {
            park0(true, deadline);
        } finally {
            setBlocker0(t, null);
        }
    }

    public static Object getBlocker(Thread t) {
        if (t == null) {
            throw new NullPointerException();
        }
        return getBlocker0(t);
    }

    public static void setCurrentBlocker(Object blocker) {
        setBlocker0(Thread.currentThread(), blocker);
    }
}
