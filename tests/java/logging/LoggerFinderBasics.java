import java.io.*;
import java.util.*;
import java.util.function.Supplier;

public class LoggerFinderBasics {
    /** A bundle for the localized loggers. */
    public static class Texts extends ListResourceBundle {
        @Override
        protected Object[][] getContents() {
            return new Object[][] {{"greet", "Hello {0}"}, {"plain", "Plain text"}, {"bye", "Goodbye"}};
        }
    }

    /** Records every call a finder's logger gets. */
    static class Recording implements System.Logger {
        final String name;
        final List<String> calls;

        Recording(String name, List<String> calls) {
            this.name = name;
            this.calls = calls;
        }

        public String getName() {
            return name;
        }

        public boolean isLoggable(Level level) {
            calls.add("isLoggable " + level);
            return level.getSeverity() >= Level.INFO.getSeverity();
        }

        public void log(Level level, ResourceBundle bundle, String msg, Throwable thrown) {
            calls.add("log(" + level + ", " + bundleName(bundle) + ", " + msg + ", " + thrown + ")");
        }

        public void log(Level level, ResourceBundle bundle, String format, Object... params) {
            calls.add("log(" + level + ", " + bundleName(bundle) + ", " + format + ", "
                    + (params == null ? "null" : Arrays.toString(params)) + ")");
        }
    }

    static String bundleName(ResourceBundle b) {
        return b == null ? "no bundle" : b.getClass().getSimpleName();
    }

    static class Finder extends System.LoggerFinder {
        final List<String> calls = new ArrayList<>();

        @Override
        public System.Logger getLogger(String name, Module module) {
            calls.add("getLogger " + name + " named=" + module.isNamed());
            return new Recording(name, calls);
        }
    }

    /** SimpleFormatter's first line starts with the date and time: print it as DATE. */
    static String mask(String s) {
        return s.replaceAll("(?m)^[A-Z][a-z]{2} [0-9]{2}, [0-9]{4} [0-9]{1,2}:[0-9]{2}:[0-9]{2} [AP]M ", "DATE ");
    }

    public static void main(String[] args) throws Exception {
        // The default finder, over java.util.logging, its records on System.err.
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true));

        System.LoggerFinder finder = System.LoggerFinder.getLoggerFinder();
        System.out.println("default finder: " + finder.getClass().getName() + " "
                + (finder == System.LoggerFinder.getLoggerFinder()));

        System.Logger sys = System.getLogger("finder.test");
        System.out.println(sys.getName() + " info=" + sys.isLoggable(System.Logger.Level.INFO)
                + " debug=" + sys.isLoggable(System.Logger.Level.DEBUG)
                + " error=" + sys.isLoggable(System.Logger.Level.ERROR)
                + " off=" + sys.isLoggable(System.Logger.Level.OFF));
        sys.log(System.Logger.Level.INFO, "plain message");
        sys.log(System.Logger.Level.WARNING, "two params {0} and {1}", "one", 2);
        sys.log(System.Logger.Level.ERROR, "with throwable", new IllegalStateException("bad state"));
        sys.log(System.Logger.Level.INFO, () -> "supplied");
        sys.log(System.Logger.Level.WARNING, (Supplier<String>) () -> "supplied with throwable", new RuntimeException("rt"));
        sys.log(System.Logger.Level.INFO, (Object) Arrays.asList(1, 2, 3));
        sys.log(System.Logger.Level.DEBUG, "debug is below INFO: not shown");
        sys.log(System.Logger.Level.TRACE, () -> "trace not shown");
        ResourceBundle texts = ResourceBundle.getBundle("LoggerFinderBasics$Texts");
        sys.log(System.Logger.Level.INFO, texts, "greet", "world");
        sys.log(System.Logger.Level.INFO, texts, "plain", (Throwable) null);
        sys.log(System.Logger.Level.INFO, texts, "missing key {0}", "x");

        System.Logger loc = System.getLogger("finder.localized", texts);
        loc.log(System.Logger.Level.INFO, "greet", "localized");
        loc.log(System.Logger.Level.INFO, "bye");
        loc.log(System.Logger.Level.WARNING, "plain", new IllegalArgumentException("iae"));
        loc.log(System.Logger.Level.INFO, () -> "greet");

        System.Logger fromFinder = finder.getLogger("finder.direct", LoggerFinderBasics.class.getModule());
        fromFinder.log(System.Logger.Level.WARNING, "from the finder's logger");
        System.Logger locFromFinder = finder.getLocalizedLogger("finder.direct2", texts, Object.class.getModule());
        locFromFinder.log(System.Logger.Level.INFO, "greet", "finder");

        // The JUL logger behind it is the same-named java.util.logging.Logger.
        java.util.logging.Logger.getLogger("finder.test").setLevel(java.util.logging.Level.FINE);
        System.out.println("after setLevel(FINE) debug=" + sys.isLoggable(System.Logger.Level.DEBUG)
                + " trace=" + sys.isLoggable(System.Logger.Level.TRACE));
        sys.log(System.Logger.Level.DEBUG, "debug reaches the logger, the handler drops it");

        System.setErr(err);
        System.out.print(mask(captured.toString("UTF-8")));

        // Null checks, in HotSpot's order.
        String[] outcomes = new String[5];
        try {
            System.getLogger(null);
        } catch (NullPointerException e) {
            outcomes[0] = "getLogger(null): NPE";
        }
        try {
            System.getLogger("x", null);
        } catch (NullPointerException e) {
            outcomes[1] = "getLogger(x, null): NPE";
        }
        try {
            finder.getLogger("x", null);
        } catch (NullPointerException e) {
            outcomes[2] = "finder.getLogger(x, null): NPE";
        }
        try {
            finder.getLogger(null, Object.class.getModule());
        } catch (NullPointerException e) {
            outcomes[3] = "finder.getLogger(null, m): NPE";
        }
        try {
            sys.log(System.Logger.Level.INFO, (Supplier<String>) null);
        } catch (NullPointerException e) {
            outcomes[4] = "log(level, null supplier): NPE";
        }
        for (String s : outcomes) {
            System.out.println(s);
        }

        // A finder of our own: what getLocalizedLogger's default wrapper passes on.
        Finder mine = new Finder();
        System.Logger w = mine.getLocalizedLogger("mine", texts, LoggerFinderBasics.class.getModule());
        System.out.println("wrapped name " + w.getName() + " info=" + w.isLoggable(System.Logger.Level.INFO));
        w.log(System.Logger.Level.INFO, "msg");
        w.log(System.Logger.Level.INFO, "msg with throwable", new RuntimeException("x"));
        w.log(System.Logger.Level.WARNING, "fmt {0}", 1, 2);
        w.log(System.Logger.Level.INFO, () -> "supplied");
        w.log(System.Logger.Level.DEBUG, () -> "supplied below INFO");
        w.log(System.Logger.Level.INFO, (Object) "an object");
        w.log(System.Logger.Level.ERROR, (Supplier<String>) () -> "supplied with throwable", new RuntimeException("y"));
        w.log(System.Logger.Level.INFO, (ResourceBundle) null, "explicit null bundle", (Throwable) null);
        w.log(System.Logger.Level.INFO, (ResourceBundle) null, "explicit null bundle {0}", "p");
        System.Logger plain = mine.getLogger("plain", Object.class.getModule());
        plain.log(System.Logger.Level.INFO, "plain msg");
        plain.log(System.Logger.Level.INFO, "plain fmt {0}", "q");
        for (String c : mine.calls) {
            System.out.println("  " + c);
        }
    }
}
