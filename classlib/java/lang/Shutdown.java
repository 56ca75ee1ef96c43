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
            toRun = hooks;
        }
        for (int i = 0; i < toRun.length; i++) {
            try {
                toRun[i].start();
            } catch (Throwable t) {
                // ignore a hook that cannot start
            }
        }
        for (int i = 0; i < toRun.length; i++) {
            while (true) {
                try {
                    toRun[i].join();
                    break;
                } catch (InterruptedException e) {
                    // keep waiting
                }
            }
        }
        Runtime.flushStd();
    }

    static void exit(int status) {
        shutdown();
        Runtime.getRuntime().halt(status);
    }
}
