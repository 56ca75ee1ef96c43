import java.util.Arrays;
import java.util.Iterator;
import java.util.logging.Level;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import org.slf4j.Marker;
import org.slf4j.MarkerFactory;
import org.slf4j.bridge.SLF4JBridgeHandler;
import org.slf4j.helpers.BasicMarkerFactory;
import org.slf4j.helpers.FormattingTuple;
import org.slf4j.helpers.MessageFormatter;

/** Drives Debian's SLF4J 1.7 with the simple binding (found through the class loader's
 *  resources) and the java.util.logging bridge: parameterized messages with arrays and
 *  escapes, levels set through system properties, markers, throwables, logger names. */
public class Slf4jDriver {
    static int failures;

    interface Step {
        Object run() throws Exception;
    }

    static void step(String name, Step s) {
        try {
            System.out.println(name + ": " + s.run());
        } catch (Throwable e) {
            failures++;
            System.out.println(name + ": threw " + e);
        }
        System.out.flush();
        System.err.flush();
    }

    static String fmt(String pattern, Object... args) {
        FormattingTuple t = MessageFormatter.arrayFormat(pattern, args);
        return t.getMessage() + (t.getThrowable() == null ? "" : " [" + t.getThrowable() + "]");
    }

    public static void main(String[] args) {
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "debug");
        System.setProperty("org.slf4j.simpleLogger.log.quiet", "warn");
        System.setProperty("org.slf4j.simpleLogger.showShortLogName", "false");
        System.setProperty("org.slf4j.simpleLogger.levelInBrackets", "true");
        System.setProperty("org.slf4j.simpleLogger.logFile", "System.out");

        step("format one", () -> MessageFormatter.format("Hi {}.", "there").getMessage());
        step("format two", () -> MessageFormatter.format("{} + {} = ?", 1, 2.5).getMessage());
        step("format escaped", () -> fmt("Set \\{} differs from {}", "3"));
        step("format double escape", () -> fmt("File name is C:\\\\{}.", "file.zip"));
        step("format missing", () -> fmt("{} {} {}", "a", "b"));
        step("format extra", () -> fmt("{}", "a", "b", "c"));
        step("format null", () -> fmt("v={} w={}", null, "x"));
        step("format arrays", () -> fmt("{} {} {} {} {}", new int[] {1, 2}, new String[] {"a", "b"},
                new double[] {0.5}, new Object[] {new long[] {7L}, "z"}, new char[] {'q', 'r'}));
        step("format more arrays", () -> fmt("{} {} {} {} {}", new byte[] {-1, 2}, new short[] {3},
                new boolean[] {true, false}, new float[] {1.5f}, new Object[0]));
        step("format self array", () -> {
            Object[] a = new Object[2];
            a[0] = "me";
            a[1] = a;
            return fmt("{}", new Object[] {a});
        });
        step("format throwable", () -> fmt("failed {} at {}", "x", 3, new IllegalStateException("boom")));
        step("format bad toString", () -> fmt("obj {}", new Object() {
            public String toString() {
                throw new RuntimeException("nope");
            }
        }).replaceAll("@[0-9a-f]+", "@H"));
        step("format no anchors", () -> fmt("plain text", "ignored"));

        Logger log = LoggerFactory.getLogger(Slf4jDriver.class);
        step("logger", () -> log.getName() + " " + log.getClass().getName());
        step("levels", () -> log.isTraceEnabled() + " " + log.isDebugEnabled() + " " + log.isInfoEnabled()
                + " " + log.isWarnEnabled() + " " + log.isErrorEnabled());
        step("log calls", () -> {
            log.trace("trace {}", 1);
            log.debug("debug {} {}", 1, 2);
            log.info("info {} {} {}", 1, 2, 3);
            log.warn("warn plain");
            log.error("error {}", "with cause", new java.io.IOException("disk"));
            return "done";
        });
        Logger quiet = LoggerFactory.getLogger("quiet");
        step("quiet levels", () -> quiet.isInfoEnabled() + " " + quiet.isWarnEnabled());
        step("quiet calls", () -> {
            quiet.info("hidden");
            quiet.warn("shown {}", "warn");
            return "done";
        });
        Logger child = LoggerFactory.getLogger("quiet.child");
        step("child inherits", () -> child.isInfoEnabled() + " " + child.isWarnEnabled() + " "
                + (LoggerFactory.getLogger("quiet.child") == child));

        step("markers", () -> {
            Marker m = MarkerFactory.getMarker("AUDIT");
            Marker sec = MarkerFactory.getMarker("SECURITY");
            m.add(sec);
            Marker again = MarkerFactory.getMarker("AUDIT");
            StringBuilder sb = new StringBuilder();
            for (Iterator<Marker> it = m.iterator(); it.hasNext();) {
                sb.append(it.next().getName());
            }
            log.info(m, "marked {}", "event");
            return (again == m) + " " + m.contains(sec) + " " + m.contains("SECURITY") + " " + m.hasReferences()
                    + " " + sb + " " + m + " " + MarkerFactory.getDetachedMarker("AUDIT").equals(m);
        });
        step("marker factory", () -> {
            BasicMarkerFactory f = new BasicMarkerFactory();
            f.getMarker("x");
            return f.exists("x") + " " + f.exists("y") + " " + f.detachMarker("x") + " " + f.exists("x");
        });
        step("mdc", () -> {
            MDC.put("user", "ann");
            String got = MDC.get("user");
            MDC.remove("user");
            return got + " " + MDC.get("user") + " " + MDC.getMDCAdapter().getClass().getSimpleName();
        });

        step("jul bridge", () -> {
            SLF4JBridgeHandler.removeHandlersForRootLogger();
            SLF4JBridgeHandler.install();
            java.util.logging.Logger jl = java.util.logging.Logger.getLogger("jul.app");
            jl.setLevel(Level.ALL);
            jl.info("jul info");
            jl.fine("jul fine");
            jl.finest("jul finest");
            jl.log(Level.WARNING, "jul param {0} and {1}", new Object[] {"p0", 42});
            jl.log(Level.SEVERE, "jul severe", new IllegalArgumentException("bad"));
            boolean installed = SLF4JBridgeHandler.isInstalled();
            SLF4JBridgeHandler.uninstall();
            jl.info("not bridged");
            return installed + " " + SLF4JBridgeHandler.isInstalled();
        });
        System.out.println("failures: " + failures);
    }
}
