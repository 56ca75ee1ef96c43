package java.lang.ref;

/**
 * Runs finalize() of unreachable objects of classes that override it.  The VM registers
 * such objects when they are allocated and, once a collection finds one unreachable,
 * queues it (keeping it and what it reaches alive) for the "Finalizer" daemon thread,
 * started when the first class with a finalizer is initialized.  Anything finalize()
 * throws is ignored.  Each object is finalized at most once.
 */
final class Finalizer {
    private Finalizer() {
    }

    private static boolean started;

    /** The next object to finalize; when none, blocks (no deadline) if wait, else null. */
    private static native Object take0(boolean wait);

    /** Calls o.finalize(), ignoring what it throws. */
    private static native void invokeFinalize0(Object o);

    /** Called by the VM when a class with a finalizer has been initialized. */
    static synchronized void ensureStarted() {
        if (started) {
            return;
        }
        Reference.startSystemThread0(Finalizer::loop, "Finalizer", Thread.MAX_PRIORITY - 2, 3);
        started = true;
    }

    private static void loop() {
        for (;;) {
            Object o = take0(true);
            if (o != null) {
                invokeFinalize0(o);
            }
            o = null;
        }
    }
}
