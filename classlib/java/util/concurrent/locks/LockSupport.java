package java.util.concurrent.locks;

/**
 * Basic thread blocking primitives: each thread has one permit, which
 * {@link #unpark} makes available and {@link #park} consumes (blocking until it is
 * available).  Built on the VM natives park0/unpark0 (CONTRACT.md).  A park may
 * also return when the thread is interrupted (the interrupt status is left set),
 * when its time-out elapses, or spuriously, so callers re-check their condition.
 */
public class LockSupport {

    private LockSupport() {
    }

    private static native void park0(boolean absolute, long time);

    private static native void unpark0(Thread t);

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
        Blockers.set(t, blocker);
        try {
            park0(false, 0L);
        } finally {
            Blockers.set(t, null);
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
            Blockers.set(t, blocker);
            try {
                park0(false, nanos);
            } finally {
                Blockers.set(t, null);
            }
        }
    }

    public static void parkUntil(long deadline) {
        park0(true, deadline);
    }

    public static void parkUntil(Object blocker, long deadline) {
        Thread t = Thread.currentThread();
        Blockers.set(t, blocker);
        try {
            park0(true, deadline);
        } finally {
            Blockers.set(t, null);
        }
    }

    public static Object getBlocker(Thread t) {
        if (t == null) {
            throw new NullPointerException();
        }
        return Blockers.get(t);
    }

    public static void setCurrentBlocker(Object blocker) {
        Blockers.set(Thread.currentThread(), blocker);
    }

    /**
     * The blocker of each parked thread.  java.lang.Thread has no field for it, so
     * a map keyed by thread (Thread keeps identity equals), holding an entry only while a blocker is
     * set (a thread cannot end while parked).  Only the park(Object ...) forms pay
     * for it; the library's own synchronizers call the plain forms.
     */
    private static final class Blockers {
        private static final java.util.HashMap<Thread, Object> map =
                new java.util.HashMap<Thread, Object>();

        static synchronized void set(Thread t, Object blocker) {
            if (blocker == null) {
                map.remove(t);
            } else {
                map.put(t, blocker);
            }
        }

        static synchronized Object get(Thread t) {
            return map.get(t);
        }
    }
}
