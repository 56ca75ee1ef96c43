package java.lang;

/** A group of threads: name, parent, maximum priority and the default uncaught handler. */
public class ThreadGroup implements Thread.UncaughtExceptionHandler {

    private static ThreadGroup systemGroup;
    private static ThreadGroup mainGroup;

    private final ThreadGroup parent;
    private final String name;
    private int maxPriority;
    private boolean daemon;
    private Thread[] threads = new Thread[4];
    private int nthreads;
    private ThreadGroup[] groups = new ThreadGroup[2];
    private int ngroups;

    static synchronized ThreadGroup mainGroup() {
        if (mainGroup == null) {
            systemGroup = new ThreadGroup();
            mainGroup = new ThreadGroup(systemGroup, "main");
        }
        return mainGroup;
    }

    /** The system group (no parent). */
    private ThreadGroup() {
        this.parent = null;
        this.name = "system";
        this.maxPriority = Thread.MAX_PRIORITY;
    }

    public ThreadGroup(String name) {
        this(Thread.currentThread().getThreadGroup(), name);
    }

    public ThreadGroup(ThreadGroup parent, String name) {
        if (parent == null) {
            throw new NullPointerException();
        }
        this.parent = parent;
        this.name = name;
        this.maxPriority = parent.maxPriority;
        this.daemon = parent.daemon;
        parent.addGroup(this);
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getParent() {
        return parent;
    }

    public final int getMaxPriority() {
        return maxPriority;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void setDaemon(boolean daemon) {
        this.daemon = daemon;
    }

    public final synchronized void setMaxPriority(int pri) {
        if (pri < Thread.MIN_PRIORITY || pri > Thread.MAX_PRIORITY) {
            return;
        }
        maxPriority = (parent != null) ? Math.min(pri, parent.maxPriority) : pri;
        for (int i = 0; i < ngroups; i++) {
            groups[i].setMaxPriority(pri);
        }
    }

    public final boolean parentOf(ThreadGroup g) {
        for (; g != null; g = g.parent) {
            if (g == this) {
                return true;
            }
        }
        return false;
    }

    public final void checkAccess() {
    }

    private synchronized void addGroup(ThreadGroup g) {
        if (ngroups == groups.length) {
            ThreadGroup[] n = new ThreadGroup[ngroups * 2];
            System.arraycopy(groups, 0, n, 0, ngroups);
            groups = n;
        }
        groups[ngroups++] = g;
    }

    synchronized void add(Thread t) {
        for (int i = 0; i < nthreads; i++) {
            if (threads[i] == t) {
                return;
            }
        }
        if (nthreads == threads.length) {
            Thread[] n = new Thread[nthreads * 2];
            System.arraycopy(threads, 0, n, 0, nthreads);
            threads = n;
        }
        threads[nthreads++] = t;
    }

    synchronized void threadTerminated(Thread t) {
        for (int i = 0; i < nthreads; i++) {
            if (threads[i] == t) {
                System.arraycopy(threads, i + 1, threads, i, nthreads - i - 1);
                threads[--nthreads] = null;
                break;
            }
        }
    }

    public int activeCount() {
        int n;
        ThreadGroup[] gs;
        int ng;
        synchronized (this) {
            n = nthreads;
            gs = groups;
            ng = ngroups;
        }
        for (int i = 0; i < ng; i++) {
            n += gs[i].activeCount();
        }
        return n;
    }

    public int activeGroupCount() {
        int n;
        ThreadGroup[] gs;
        synchronized (this) {
            n = ngroups;
            gs = groups;
        }
        int total = n;
        for (int i = 0; i < n; i++) {
            total += gs[i].activeGroupCount();
        }
        return total;
    }

    public int enumerate(Thread[] list) {
        return enumerate(list, true);
    }

    public int enumerate(Thread[] list, boolean recurse) {
        return enumerate(list, 0, recurse);
    }

    private int enumerate(Thread[] list, int n, boolean recurse) {
        synchronized (this) {
            for (int i = 0; i < nthreads && n < list.length; i++) {
                list[n++] = threads[i];
            }
        }
        if (recurse) {
            for (int i = 0; i < ngroups && n < list.length; i++) {
                n = groups[i].enumerate(list, n, true);
            }
        }
        return n;
    }

    public final void interrupt() {
        Thread[] ts;
        int n;
        synchronized (this) {
            ts = threads.clone();
            n = nthreads;
        }
        for (int i = 0; i < n; i++) {
            ts[i].interrupt();
        }
        for (int i = 0; i < ngroups; i++) {
            groups[i].interrupt();
        }
    }

    public void list() {
        list(System.out, 0);
    }

    private void list(java.io.PrintStream out, int indent) {
        for (int j = 0; j < indent; j++) {
            out.print(" ");
        }
        out.println(this);
        indent += 4;
        for (int i = 0; i < nthreads; i++) {
            for (int j = 0; j < indent; j++) {
                out.print(" ");
            }
            out.println(threads[i]);
        }
        for (int i = 0; i < ngroups; i++) {
            groups[i].list(out, indent);
        }
    }

    public void uncaughtException(Thread t, Throwable e) {
        if (parent != null) {
            parent.uncaughtException(t, e);
            return;
        }
        Thread.UncaughtExceptionHandler ueh = Thread.getDefaultUncaughtExceptionHandler();
        if (ueh != null) {
            ueh.uncaughtException(t, e);
        } else if (!(e instanceof ThreadDeath)) {
            System.err.print("Exception in thread \"" + t.getName() + "\" ");
            e.printStackTrace(System.err);
        }
    }

    public String toString() {
        return getClass().getName() + "[name=" + getName() + ",maxpri=" + maxPriority + "]";
    }
}
