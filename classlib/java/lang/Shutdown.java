package java.lang;

/**
 * Shutdown sequence: the hooks registered with Runtime.addShutdownHook are started
 * together and joined, once.  System.exit goes through exit(int); a VM that ends
 * because its last non-daemon thread finished may call shutdown() first.
 */
final class Shutdown {

    private static Thread[] hooks = new Thread[0];
    private static boolean running;

    private Shutdown() {
    }

    static synchronized void add(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        if (running) {
            throw new IllegalStateException("Shutdown in progress");
        }
        if (hook.isAlive()) {
            throw new IllegalArgumentException("Hook already running");
        }
        for (int i = 0; i < hooks.length; i++) {
            if (hooks[i] == hook) {
                throw new IllegalArgumentException("Hook previously registered");
            }
        }
        Thread[] n = new Thread[hooks.length + 1];
        System.arraycopy(hooks, 0, n, 0, hooks.length);
        n[hooks.length] = hook;
        hooks = n;
    }

    static synchronized boolean remove(Thread hook) {
        if (running) {
            throw new IllegalStateException("Shutdown in progress");
        }
        if (hook == null) {
            throw new NullPointerException();
        }
        for (int i = 0; i < hooks.length; i++) {
            if (hooks[i] == hook) {
                Thread[] n = new Thread[hooks.length - 1];
                System.arraycopy(hooks, 0, n, 0, i);
                System.arraycopy(hooks, i + 1, n, i, hooks.length - i - 1);
                hooks = n;
                return true;
            }
        }
        return false;
    }

    /** Runs the hooks if they have not run yet. */
    static void shutdown() {
        Thread[] toRun;
        synchronized (Shutdown.class) {
            if (running) {
                return;
            }
            running = true;
            toRun = hooks.clone();
        }
        /* The application's hooks together, then File.deleteOnExit's, as the JDK orders them. */
        Thread last = null;
        int n = 0;
        for (int i = 0; i < toRun.length; i++) {
            if (toRun[i].getClass().getName().equals("java.io.File$DeleteOnExitHook")) {
                last = toRun[i];
            } else {
                toRun[n++] = toRun[i];
            }
        }
        runAll(toRun, n);
        if (last != null) {
            runAll(new Thread[] { last }, 1);
        }
        Runtime.flushStd();
    }

    private static void runAll(Thread[] toRun, int n) {
        for (int i = 0; i < n; i++) {
            try {
                toRun[i].start();
            } catch (Throwable t) {
                // ignore a hook that cannot start
            }
        }
        for (int i = 0; i < n; i++) {
            while (true) {
                try {
                    toRun[i].join();
                    break;
                } catch (InterruptedException e) {
                    // keep waiting
                }
            }
        }
    }

    static void exit(int status) {
        shutdown();
        Runtime.getRuntime().halt(status);
    }
}
