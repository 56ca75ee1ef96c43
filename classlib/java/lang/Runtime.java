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

    /** Opens the library at path once and runs its JNI_OnLoad (vm/jni.c);
     *  false when there is no such file. */
    private static native boolean loadFile0(String path);

    public Process exec(String command) throws java.io.IOException {
        return exec(command, null, null);
    }

    public Process exec(String command, String[] envp) throws java.io.IOException {
        return exec(command, envp, null);
    }

    public Process exec(String command, String[] envp, java.io.File dir) throws java.io.IOException {
        if (command.isEmpty())
            throw new IllegalArgumentException("Empty command");
        java.util.StringTokenizer st = new java.util.StringTokenizer(command);
        String[] cmdarray = new String[st.countTokens()];
        for (int i = 0; st.hasMoreTokens(); i++)
            cmdarray[i] = st.nextToken();
        return exec(cmdarray, envp, dir);
    }

    public Process exec(String[] cmdarray) throws java.io.IOException {
        return exec(cmdarray, null, null);
    }

    public Process exec(String[] cmdarray, String[] envp) throws java.io.IOException {
        return exec(cmdarray, envp, null);
    }

    public Process exec(String[] cmdarray, String[] envp, java.io.File dir) throws java.io.IOException {
        return new ProcessBuilder(cmdarray).environment(envp).directory(dir).start();
    }

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

    /** Runs, on the calling thread, the finalizers of the objects found unreachable
     *  and not finalized yet. */
    public void runFinalization() {
        runFinalization0();
    }

    private static native void runFinalization0();

    public void load(String filename) {
        load0(filename);
    }

    public void loadLibrary(String libname) {
        loadLibrary0(libname);
    }

    synchronized void load0(String filename) {
        if (!filename.startsWith("/")) {
            throw new UnsatisfiedLinkError("Expecting an absolute path of the library: " + filename);
        }
        if (!loadFile0(filename)) {
            throw new UnsatisfiedLinkError("Can't load library: " + filename);
        }
    }

    synchronized void loadLibrary0(String libname) {
        if (libname.indexOf('/') >= 0) {
            throw new UnsatisfiedLinkError("Directory separator should not appear in library name: "
                    + libname);
        }
        String path = System.getProperty("java.library.path", "");
        String file = System.mapLibraryName(libname);
        int start = 0;
        while (true) {
            int colon = path.indexOf(':', start);
            String dir = colon < 0 ? path.substring(start) : path.substring(start, colon);
            if (loadFile0((dir.isEmpty() ? "." : dir) + "/" + file)) {
                return;
            }
            if (colon < 0) {
                break;
            }
            start = colon + 1;
        }
        throw new UnsatisfiedLinkError("no " + libname + " in java.library.path: " + path);
    }

    @Deprecated
    public void traceInstructions(boolean on) {
    }

    @Deprecated
    public void traceMethodCalls(boolean on) {
    }
}
