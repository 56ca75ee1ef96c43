package java.lang;

public class Runtime {

    private static final Runtime currentRuntime = new Runtime();

    private Runtime() {
    }

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    private static native void halt0(int status);

    public native int availableProcessors();

    public native long freeMemory();

    public native long totalMemory();

    public native long maxMemory();

    public native void gc();

    /** Runs the shutdown hooks (once), then halts. */
    public void exit(int status) {
        Shutdown.exit(status);
    }

    public void halt(int status) {
        flushStd();
        halt0(status);
    }

    static void flushStd() {
        try {
            if (System.out != null) {
                System.out.flush();
            }
            if (System.err != null) {
                System.err.flush();
            }
        } catch (Throwable t) {
            // nothing more can be done
        }
    }

    public void addShutdownHook(Thread hook) {
        Shutdown.add(hook);
    }

    public boolean removeShutdownHook(Thread hook) {
        return Shutdown.remove(hook);
    }

    public void runFinalization() {
    }

    @Deprecated
    public void traceInstructions(boolean on) {
    }

    @Deprecated
    public void traceMethodCalls(boolean on) {
    }
}
