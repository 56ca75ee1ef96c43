package java.lang;

import java.io.BufferedInputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UnsupportedEncodingException;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;

public final class System {

    /** Set by initPhase1 (the VM calls it before main) or by setIn. */
    public static InputStream in;
    public static PrintStream out;
    public static PrintStream err;

    private static Properties props;
    private static String lineSeparator = "\n";
    private static Map<String, String> envMap;

    private System() {
    }

    public static native void arraycopy(Object src, int srcPos, Object dest, int destPos, int length);

    public static native long currentTimeMillis();

    public static native long nanoTime();

    public static native int identityHashCode(Object x);

    private static native String[] vmProperties();

    private static native String getenv0(String name);

    private static native String[] getenvAll();

    /** Called once by the VM at start-up, before main. */
    private static void initPhase1() {
        Properties p = new Properties();
        String[] kv = vmProperties();
        if (kv != null) {
            for (int i = 0; i + 1 < kv.length; i += 2) {
                if (kv[i] != null && kv[i + 1] != null) {
                    p.setProperty(kv[i], kv[i + 1]);
                }
            }
        }
        if (p.getProperty("line.separator") == null) {
            p.setProperty("line.separator", "\n");
        }
        if (p.getProperty("file.encoding") == null) {
            p.setProperty("file.encoding", "UTF-8");
        }
        if (p.getProperty("java.library.path") == null) {
            // as Debian's HotSpot on x86-64 Linux: LD_LIBRARY_PATH first, then the system's (multiarch and jni folders)
            String ld = getenv0("LD_LIBRARY_PATH");
            String sys = "/usr/java/packages/lib:/usr/lib/x86_64-linux-gnu/jni:/lib/x86_64-linux-gnu:/usr/lib/x86_64-linux-gnu:/usr/lib/jni:/lib:/usr/lib";
            p.setProperty("java.library.path", ld == null || ld.isEmpty() ? sys : ld + ":" + sys);
        }
        props = p;
        lineSeparator = p.getProperty("line.separator");
        String enc = p.getProperty("stdout.encoding");
        if (enc == null) {
            enc = p.getProperty("sun.stdout.encoding");
        }
        if (enc == null) {
            enc = p.getProperty("file.encoding");
        }
        in = new BufferedInputStream(new FileInputStream(FileDescriptor.in));
        out = newPrintStream(new FileOutputStream(FileDescriptor.out), enc);
        err = newPrintStream(new FileOutputStream(FileDescriptor.err), enc);
    }

    private static PrintStream newPrintStream(FileOutputStream fos, String enc) {
        try {
            return new PrintStream(fos, true, enc);
        } catch (UnsupportedEncodingException e) {
            return new PrintStream(fos, true);
        }
    }

    @Deprecated
    public static SecurityManager getSecurityManager() {
        return null;
    }

    public static void setIn(InputStream in) {
        System.in = in;
    }

    public static void setOut(PrintStream out) {
        System.out = out;
    }

    public static void setErr(PrintStream err) {
        System.err = err;
    }

    /** The terminal, when both stdin and stdout are one (as HotSpot: null when either is redirected). */
    public static java.io.Console console() {
        try {
            java.lang.reflect.Method m = java.io.Console.class.getDeclaredMethod("get");
            m.setAccessible(true);
            return (java.io.Console) m.invoke(null);
        } catch (ReflectiveOperationException e) {
            throw new InternalError(e);
        }
    }

    public static String lineSeparator() {
        return lineSeparator;
    }

    // ---------------------------------------------------------------- properties

    private static void checkKey(String key) {
        if (key == null) {
            throw new NullPointerException("key can't be null");
        }
        if (key.isEmpty()) {
            throw new IllegalArgumentException("key can't be empty");
        }
    }

    private static Properties props() {
        Properties p = props;
        if (p == null) {
            p = new Properties();
            props = p;
        }
        return p;
    }

    /** For code that may run before initPhase1 (e.g. String's default charset). */
    static String getPropertyIfReady(String key) {
        Properties p = props;
        return p == null ? null : p.getProperty(key);
    }

    public static Properties getProperties() {
        return props();
    }

    public static void setProperties(Properties p) {
        if (p == null) {
            Properties fresh = new Properties();
            String[] kv = vmProperties();
            for (int i = 0; kv != null && i + 1 < kv.length; i += 2) {
                fresh.setProperty(kv[i], kv[i + 1]);
            }
            p = fresh;
        }
        props = p;
    }

    public static String getProperty(String key) {
        checkKey(key);
        return props().getProperty(key);
    }

    public static String getProperty(String key, String def) {
        checkKey(key);
        return props().getProperty(key, def);
    }

    public static String setProperty(String key, String value) {
        checkKey(key);
        if (value == null) {
            throw new NullPointerException();
        }
        return (String) props().setProperty(key, value);
    }

    public static String clearProperty(String key) {
        checkKey(key);
        return (String) props().remove(key);
    }

    // ---------------------------------------------------------------- environment

    public static String getenv(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        return getenv0(name);
    }

    public static synchronized Map<String, String> getenv() {
        Map<String, String> m = envMap;
        if (m == null) {
            HashMap<String, String> h = new HashMap<String, String>();
            String[] all = getenvAll();
            for (int i = 0; all != null && i < all.length; i++) {
                String s = all[i];
                int eq = s.indexOf('=', 1);
                if (eq > 0) {
                    h.put(s.substring(0, eq), s.substring(eq + 1));
                }
            }
            m = Collections.unmodifiableMap(h);
            envMap = m;
        }
        return m;
    }

    // ---------------------------------------------------------------- runtime

    public static void exit(int status) {
        Runtime.getRuntime().exit(status);
    }

    public static void gc() {
        Runtime.getRuntime().gc();
    }

    public static void runFinalization() {
        Runtime.getRuntime().runFinalization();
    }

    public static void loadLibrary(String libname) {
        Runtime.getRuntime().loadLibrary0(libname);
    }

    public static void load(String filename) {
        Runtime.getRuntime().load0(filename);
    }

    public static String mapLibraryName(String libname) {
        return "lib" + libname + ".so";
    }

    /*
     * The logger of the LoggerFinder (java.util.logging's unless the class path provides one) for
     * the caller's module; nothing is created before the first call.
     */
    public static Logger getLogger(String name) {
        java.util.Objects.requireNonNull(name);
        Class<?> caller = java.lang.reflect.VMReflection.apiCaller();
        if (caller == null) {
            throw new IllegalCallerException("no caller frame");
        }
        return LoggerFinder.getLoggerFinder().getLogger(name, caller.getModule());
    }

    /* A logger whose messages are localized by the bundle when no other bundle is given. */
    public static Logger getLogger(String name, java.util.ResourceBundle bundle) {
        java.util.Objects.requireNonNull(bundle);
        java.util.Objects.requireNonNull(name);
        Class<?> caller = java.lang.reflect.VMReflection.apiCaller();
        if (caller == null) {
            throw new IllegalCallerException("no caller frame");
        }
        return LoggerFinder.getLoggerFinder().getLocalizedLogger(name, bundle, caller.getModule());
    }

    /*
     * The service that makes System.Loggers: the first provider of System.LoggerFinder that the
     * system class loader's META-INF/services name, else the default one over java.util.logging
     * (sun.util.logging.internal.LoggingProviderImpl, as in HotSpot).  Found once, at the first
     * request.  There is no security manager, so no permission is checked.
     */
    public abstract static class LoggerFinder {
        protected LoggerFinder() {
        }

        public abstract Logger getLogger(String name, Module module);

        /* The logger of getLogger(name, module), its messages localized with bundle. */
        public Logger getLocalizedLogger(String name, java.util.ResourceBundle bundle, Module module) {
            return new jdk.internal.logger.LocalizedLogger(getLogger(name, module), bundle);
        }

        public static LoggerFinder getLoggerFinder() {
            return FinderHolder.FINDER;
        }

        private static final class FinderHolder {
            static final LoggerFinder FINDER = load();

            private static LoggerFinder load() {
                java.util.Iterator<LoggerFinder> it =
                        java.util.ServiceLoader.load(LoggerFinder.class, ClassLoader.getSystemClassLoader()).iterator();
                if (it.hasNext()) {
                    LoggerFinder f = it.next();
                    if (it.hasNext() && Boolean.getBoolean("jdk.logger.finder.singleton")) {
                        throw new java.util.ServiceConfigurationError("More than on LoggerFinder implementation");
                    }
                    return f;
                }
                return new sun.util.logging.internal.LoggingProviderImpl();
            }
        }
    }

    /* As in the JDK, the two methods taking a java.util.ResourceBundle are the abstract ones. */
    public interface Logger {
        enum Level {
            ALL(Integer.MIN_VALUE), TRACE(400), DEBUG(500), INFO(800), WARNING(900), ERROR(1000),
            OFF(Integer.MAX_VALUE);

            private final int severity;

            Level(int severity) {
                this.severity = severity;
            }

            public final String getName() {
                return name();
            }

            public final int getSeverity() {
                return severity;
            }
        }

        String getName();

        boolean isLoggable(Level level);

        default void log(Level level, String msg) {
            log(level, (java.util.ResourceBundle) null, msg, (Object[]) null);
        }

        default void log(Level level, java.util.function.Supplier<String> msgSupplier) {
            java.util.Objects.requireNonNull(msgSupplier);
            if (isLoggable(java.util.Objects.requireNonNull(level))) {
                log(level, (java.util.ResourceBundle) null, msgSupplier.get(), (Object[]) null);
            }
        }

        default void log(Level level, Object obj) {
            java.util.Objects.requireNonNull(obj);
            if (isLoggable(java.util.Objects.requireNonNull(level))) {
                log(level, (java.util.ResourceBundle) null, obj.toString(), (Object[]) null);
            }
        }

        default void log(Level level, String msg, Throwable thrown) {
            log(level, null, msg, thrown);
        }

        default void log(Level level, java.util.function.Supplier<String> msgSupplier, Throwable thrown) {
            java.util.Objects.requireNonNull(msgSupplier);
            if (isLoggable(java.util.Objects.requireNonNull(level))) {
                log(level, null, msgSupplier.get(), thrown);
            }
        }

        default void log(Level level, String format, Object... params) {
            log(level, null, format, params);
        }

        void log(Level level, java.util.ResourceBundle bundle, String msg, Throwable thrown);

        void log(Level level, java.util.ResourceBundle bundle, String format, Object... params);
    }
}
