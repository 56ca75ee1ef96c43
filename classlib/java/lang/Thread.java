package java.lang;

/**
 * A thread of execution.  The VM creates the main thread's object without running a
 * constructor (name "main", priority 5, tid 1), so nothing here may rely on
 * constructor-only state without a null check.
 */
public class Thread implements Runnable {

    // ---- fields the VM reads or writes (CONTRACT.md)
    private volatile String name;
    private int priority;
    private boolean daemon;
    private Runnable target;
    private volatile long eetop;
    private long tid;
    private volatile int threadStatus;
    private volatile UncaughtExceptionHandler uncaughtExceptionHandler;
    /** LockSupport's blocker while parked (natives setBlocker0/getBlocker0; the dump prints it). */
    private volatile Object parkBlocker;
    /** The interrupt status while the thread has no VM thread (not started, or ended). */
    private volatile boolean interruptedOff;
    // HotSpot's per-thread random state, under the names that libraries (Caffeine's striped
    // buffers, through Unsafe.objectFieldOffset) look up: a seed, a probe hash (0: not yet
    // set) and a secondary seed.
    long threadLocalRandomSeed;
    int threadLocalRandomProbe;
    int threadLocalRandomSecondarySeed;

    // ---- library-only state
    private ThreadGroup group;
    private boolean started;
    private boolean exited;
    private ClassLoader contextClassLoader;
    private boolean contextClassLoaderSet;      // set to null on purpose
    ThreadLocal.ThreadLocalMap threadLocals;
    ThreadLocal.ThreadLocalMap inheritableThreadLocals;

    private static int threadInitNumber;
    /** HotSpot's first user thread gets id 12 or so (system threads take the others). */
    private static long threadSeqNumber = 11;
    private static volatile UncaughtExceptionHandler defaultUncaughtExceptionHandler;

    public static final int MIN_PRIORITY = 1;
    public static final int NORM_PRIORITY = 5;
    public static final int MAX_PRIORITY = 10;

    private static synchronized int nextThreadNum() {
        return threadInitNumber++;
    }

    private static synchronized long nextThreadID() {
        return ++threadSeqNumber;
    }

    /** Called by the VM (vm/reference.c) to start one of its daemon threads, as HotSpot has
     *  them: in the system group, with HotSpot's fixed id, taking no user thread's id. */
    private static Thread startSystemThread(Runnable r, String name, int priority, long id) {
        Thread t;
        synchronized (Thread.class) {
            t = new Thread(ThreadGroup.mainGroup().getParent(), r, name);
            threadSeqNumber--;
        }
        t.tid = id;
        t.daemon = true;
        t.priority = priority;
        t.start();
        return t;
    }

    // ---------------------------------------------------------------- natives (CONTRACT.md)

    public static native Thread currentThread();

    private native void start0();

    private static native void sleep0(long nanos) throws InterruptedException;

    public static native void yield();

    private native void interrupt0();

    private native boolean isInterrupted0(boolean clear);

    private native void setPriority0(int newPriority);

    public static native boolean holdsLock(Object obj);

    private native boolean isAlive0();

    private native void join0(long millis) throws InterruptedException;

    private native int getState0();

    // ---------------------------------------------------------------- construction

    public Thread() {
        init(null, null, "Thread-" + nextThreadNum(), true);
    }

    public Thread(Runnable target) {
        init(null, target, "Thread-" + nextThreadNum(), true);
    }

    public Thread(ThreadGroup group, Runnable target) {
        init(group, target, "Thread-" + nextThreadNum(), true);
    }

    public Thread(String name) {
        init(null, null, name, true);
    }

    public Thread(ThreadGroup group, String name) {
        init(group, null, name, true);
    }

    public Thread(Runnable target, String name) {
        init(null, target, name, true);
    }

    public Thread(ThreadGroup group, Runnable target, String name) {
        init(group, target, name, true);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize) {
        init(group, target, name, true);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize,
                  boolean inheritThreadLocals) {
        init(group, target, name, inheritThreadLocals);
    }

    private void init(ThreadGroup g, Runnable target, String name, boolean inheritThreadLocals) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        Thread parent = currentThread();
        if (g == null) {
            g = parent.getThreadGroup();
        }
        this.group = g;
        this.name = name;
        this.daemon = parent.isDaemon();
        int p = parent.getPriority();
        if (p < MIN_PRIORITY || p > MAX_PRIORITY) {
            p = NORM_PRIORITY;
        }
        this.priority = Math.min(p, g.getMaxPriority());
        this.target = target;
        this.contextClassLoader = parent.contextClassLoader;
        this.contextClassLoaderSet = parent.contextClassLoaderSet;
        if (inheritThreadLocals && parent.inheritableThreadLocals != null) {
            this.inheritableThreadLocals = parent.inheritableThreadLocals.copyForChild();
        }
        this.tid = nextThreadID();
    }

    @Override
    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    // ---------------------------------------------------------------- life cycle

    public synchronized void start() {
        if (started || threadStatus != 0 || isAlive0()) {
            throw new IllegalThreadStateException();
        }
        started = true;
        ThreadGroup g = group;
        if (g != null) {
            g.add(this);
        }
        start0();
    }

    @Override
    public void run() {
        Runnable t = target;
        if (t != null) {
            t.run();
        }
    }

    /** Called by the VM when this thread's run (or main) has finished. */
    private void exit() {
        ThreadGroup g = group;
        if (g != null) {
            g.threadTerminated(this);
        }
        exited = true;
        group = null;
        target = null;
        threadLocals = null;
        inheritableThreadLocals = null;
        uncaughtExceptionHandler = null;
    }

    /** Called by the VM when run (or main) ends by an exception. */
    private void dispatchUncaughtException(Throwable e) {
        try {
            UncaughtExceptionHandler h = getUncaughtExceptionHandler();
            if (h == null) {
                h = getThreadGroup();
            }
            if (h != null) {
                h.uncaughtException(this, e);
            }
        } catch (Throwable t) {
            if (System.err != null) {
                System.err.print("\nException: " + t.getClass().getName()
                        + " thrown from the UncaughtExceptionHandler in thread \"" + getName() + "\"\n");
            }
        }
    }

    @Deprecated
    public final void stop() {
        throw new UnsupportedOperationException();
    }

    public void interrupt() {
        interrupt0();
        sun.nio.ch.Interruptible b = nioBlocker;
        if (b != null) {
            b.interrupt(this);
        }
    }

    /* The interruptible channel or selector the thread is blocked in
     * (java.nio.channels.spi), which interrupt() closes or wakes. */
    private volatile sun.nio.ch.Interruptible nioBlocker;

    /* Made once, by reflection, by sun.nio.ch.ThreadBlocker. */
    private static final class NioBlocker implements sun.nio.ch.ThreadBlocker.Access {
        public void blockedOn(sun.nio.ch.Interruptible b) {
            currentThread().nioBlocker = b;
        }
    }

    public static boolean interrupted() {
        return currentThread().isInterrupted0(true);
    }

    public boolean isInterrupted() {
        return isInterrupted0(false);
    }

    public final boolean isAlive() {
        return isAlive0();
    }

    public static void sleep(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        long nanos = millis >= Long.MAX_VALUE / 1000000L ? Long.MAX_VALUE : millis * 1000000L;
        sleep0(nanos);
    }

    public static void sleep(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        long total = millis >= (Long.MAX_VALUE - nanos) / 1000000L ? Long.MAX_VALUE : millis * 1000000L + nanos;
        sleep0(total);
    }

    public static void onSpinWait() {
    }

    public final void join(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        join0(millis);
    }

    public final void join(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        join0(millis);
    }

    public final void join() throws InterruptedException {
        join0(0);
    }

    public static void dumpStack() {
        new Exception("Stack trace").printStackTrace();
    }

    // ---------------------------------------------------------------- attributes

    public final void setPriority(int newPriority) {
        checkAccess();
        if (newPriority > MAX_PRIORITY || newPriority < MIN_PRIORITY) {
            throw new IllegalArgumentException();
        }
        ThreadGroup g = getThreadGroup();
        if (g != null) {
            if (newPriority > g.getMaxPriority()) {
                newPriority = g.getMaxPriority();
            }
            priority = newPriority;
            if (isAlive0()) {
                setPriority0(newPriority);
            }
        }
    }

    public final int getPriority() {
        return priority;
    }

    public final synchronized void setName(String name) {
        checkAccess();
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getThreadGroup() {
        ThreadGroup g = group;
        if (g == null && !exited && getState0() != 5) {
            // a VM-created thread (main): it belongs to the main group
            g = ThreadGroup.mainGroup();
            group = g;
            g.add(this);
        }
        return g;
    }

    public static int activeCount() {
        return currentThread().getThreadGroup().activeCount();
    }

    public static int enumerate(Thread[] tarray) {
        return currentThread().getThreadGroup().enumerate(tarray);
    }

    public final void setDaemon(boolean on) {
        checkAccess();
        if (isAlive()) {
            throw new IllegalThreadStateException();
        }
        daemon = on;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void checkAccess() {
    }

    public String toString() {
        ThreadGroup g = getThreadGroup();
        if (g != null) {
            return "Thread[" + getName() + "," + getPriority() + "," + g.getName() + "]";
        }
        return "Thread[" + getName() + "," + getPriority() + "," + "" + "]";
    }

    /** The app loader until set (the main thread is made without a constructor). */
    public ClassLoader getContextClassLoader() {
        ClassLoader cl = contextClassLoader;
        return cl != null || contextClassLoaderSet ? cl : ClassLoader.getSystemClassLoader();
    }

    public void setContextClassLoader(ClassLoader cl) {
        contextClassLoader = cl;
        contextClassLoaderSet = true;
    }

    public StackTraceElement[] getStackTrace() {
        if (this != currentThread()) {
            return new StackTraceElement[0];
        }
        // the first element is this method, as in HotSpot
        return new Throwable().getStackTrace();
    }

    public long getId() {
        return tid;
    }

    public enum State {
        NEW, RUNNABLE, BLOCKED, WAITING, TIMED_WAITING, TERMINATED
    }

    public State getState() {
        switch (getState0()) {
            case 0:
                return State.NEW;
            case 1:
                return State.RUNNABLE;
            case 2:
                return State.BLOCKED;
            case 3:
                return State.WAITING;
            case 4:
                return State.TIMED_WAITING;
            default:
                return State.TERMINATED;
        }
    }

    // ---------------------------------------------------------------- uncaught exceptions

    @FunctionalInterface
    public interface UncaughtExceptionHandler {
        void uncaughtException(Thread t, Throwable e);
    }

    public static void setDefaultUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        defaultUncaughtExceptionHandler = eh;
    }

    public static UncaughtExceptionHandler getDefaultUncaughtExceptionHandler() {
        return defaultUncaughtExceptionHandler;
    }

    public UncaughtExceptionHandler getUncaughtExceptionHandler() {
        UncaughtExceptionHandler h = uncaughtExceptionHandler;
        return h != null ? h : (exited ? null : getThreadGroup());
    }

    public void setUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        checkAccess();
        uncaughtExceptionHandler = eh;
    }
}
