// jvm-args: -Duser.timezone=UTC
import java.io.*;
import java.time.Instant;
import java.util.*;
import java.util.logging.*;

public class LoggingBundles {
    public static class Msgs extends ListResourceBundle {
        @Override
        protected Object[][] getContents() {
            return new Object[][] {{"greet", "Hello, {0}!"}, {"bye", "Goodbye <all>"}, {"plain", "Plain text"}};
        }
    }

    public static class Other extends ListResourceBundle {
        @Override
        protected Object[][] getContents() {
            return new Object[][] {{"greet", "Hi {0}"}};
        }
    }

    static class Line extends java.util.logging.Formatter {
        @Override
        public String format(LogRecord r) {
            ResourceBundle b = r.getResourceBundle();
            return r.getLevel() + "|" + r.getLoggerName() + "|" + r.getMessage() + "|" + formatMessage(r) + "|"
                    + r.getResourceBundleName() + "|" + (b == null ? "no bundle" : b.getClass().getName())
                    + (r.getThrown() == null ? "" : "|" + r.getThrown()) + "\n";
        }
    }

    static final ByteArrayOutputStream OUT = new ByteArrayOutputStream();
    static final StreamHandler H = new StreamHandler(OUT, new Line());

    static void dump() {
        H.flush();
        System.out.print(OUT);
        OUT.reset();
    }

    static Logger quiet(Logger l) {
        l.setUseParentHandlers(false);
        l.addHandler(H);
        return l;
    }

    public static void main(String[] args) throws Exception {
        H.setLevel(Level.ALL);
        Logger a = quiet(Logger.getLogger("rb.a", "LoggingBundles$Msgs"));
        System.out.println(a.getResourceBundleName() + " " + a.getResourceBundle().getClass().getName() + " "
                + a.getResourceBundle().getBaseBundleName());
        a.info("plain");
        a.log(Level.WARNING, "greet", "World");
        a.info("missing key");
        a.log(Level.INFO, "bye", new RuntimeException("x"));
        Logger b = Logger.getLogger("rb.a.b");
        System.out.println("child " + b.getResourceBundleName() + " " + b.getResourceBundle());
        b.info("bye");
        b.logp(Level.INFO, "C", "m", "greet", new Object[] {"child"});
        dump();

        System.out.println(Logger.getLogger("rb.a", "LoggingBundles$Msgs") == a);
        System.out.println(Logger.getLogger("rb.a") == a);
        try {
            Logger.getLogger("rb.a", "LoggingBundles$Other");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            Logger.getLogger("rb.none", "NoSuchBundle");
        } catch (MissingResourceException e) {
            System.out.println("MRE " + e.getMessage() + "|" + e.getClassName() + "|" + e.getKey() + "|");
        }
        Logger none = LogManager.getLogManager().getLogger("rb.none");
        System.out.println("rb.none " + (none == null ? "absent" : "present " + none.getResourceBundleName()));
        try {
            Logger.getAnonymousLogger("NoSuchBundle");
        } catch (MissingResourceException e) {
            System.out.println("MRE " + e.getMessage());
        }
        System.out.println("anon " + Logger.getAnonymousLogger("LoggingBundles$Msgs").getResourceBundleName());

        Logger late = quiet(Logger.getLogger("rb.late"));
        System.out.println("late " + late.getResourceBundleName() + " " + late.getResourceBundle());
        System.out.println(Logger.getLogger("rb.late", "LoggingBundles$Msgs") == late);
        System.out.println("late " + late.getResourceBundleName());
        try {
            Logger.getLogger("rb.late", null);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        late.info("greet");
        dump();

        Logger s = quiet(Logger.getLogger("rb.set"));
        try {
            s.setResourceBundle(new Msgs());
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            s.setResourceBundle(null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        ResourceBundle other = ResourceBundle.getBundle("LoggingBundles$Other");
        s.setResourceBundle(other);
        System.out.println(s.getResourceBundleName() + " " + (s.getResourceBundle() == other));
        s.setResourceBundle(other);
        try {
            s.setResourceBundle(ResourceBundle.getBundle("LoggingBundles$Msgs"));
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            a.setResourceBundle(other);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        s.log(Level.INFO, "greet", "set");
        dump();

        ResourceBundle msgs = ResourceBundle.getBundle("LoggingBundles$Msgs");
        Logger p = quiet(Logger.getLogger("rb.plain"));
        p.logrb(Level.INFO, msgs, "greet", "logrb");
        p.logrb(Level.INFO, msgs, "plain");
        p.logrb(Level.FINE, msgs, "plain");
        p.logrb(Level.WARNING, "C", "m", msgs, "bye", new IOException("io"));
        p.logrb(Level.WARNING, msgs, "nokey", new IOException("io2"));
        p.logrb(Level.INFO, "C", "m", msgs, "greet", "a", "b");
        p.logrb(Level.INFO, "C", "m", (ResourceBundle) null, "greet", "nobundle");
        p.logrb(Level.INFO, "C", "m", "LoggingBundles$Msgs", "greet");
        p.logrb(Level.INFO, "C", "m", "LoggingBundles$Msgs", "greet", "one");
        p.logrb(Level.INFO, "C", "m", "LoggingBundles$Msgs", "greet", new Object[] {"arr"});
        p.logrb(Level.INFO, "C", "m", "LoggingBundles$Msgs", "bye", new IOException("io3"));
        p.logrb(Level.INFO, "C", "m", "NoSuchBundle", "greet", "x");
        p.logrb(Level.INFO, "C", "m", (String) null, "greet", "x");
        a.logrb(Level.INFO, other, "greet", "override");
        a.logrb(Level.INFO, (ResourceBundle) null, "greet", "null bundle on a bundled logger");
        dump();

        quiet(Logger.getLogger("rb.sys"));
        System.Logger sys = System.getLogger("rb.sys", msgs);
        sys.log(System.Logger.Level.INFO, "greet", "sys");
        sys.log(System.Logger.Level.WARNING, "bye");
        sys.log(System.Logger.Level.ERROR, "plain", new IOException("sys io"));
        sys.log(System.Logger.Level.INFO, other, "greet", "explicit");
        sys.log(System.Logger.Level.INFO, () -> "plain");
        sys.log(System.Logger.Level.DEBUG, "not logged");
        System.getLogger("rb.sys").log(System.Logger.Level.INFO, "greet", "plain logger");
        System.getLogger("rb.a").log(System.Logger.Level.INFO, "greet", "jul bundle");
        System.Logger mine = new System.Logger() {
            public String getName() {
                return "mine";
            }

            public boolean isLoggable(System.Logger.Level level) {
                return level.getSeverity() >= 800;
            }

            public void log(System.Logger.Level level, ResourceBundle rb, String msg, Throwable t) {
                System.out.println("mine " + level + " " + (rb == null ? "-" : rb.getBaseBundleName()) + " " + msg
                        + " " + t);
            }

            public void log(System.Logger.Level level, ResourceBundle rb, String fmt, Object... ps) {
                System.out.println("mine " + level + " " + (rb == null ? "-" : rb.getBaseBundleName()) + " " + fmt
                        + " " + (ps == null ? "null" : Arrays.toString(ps)));
            }
        };
        mine.log(System.Logger.Level.INFO, "m1");
        mine.log(System.Logger.Level.INFO, "m2", 1, 2);
        mine.log(System.Logger.Level.INFO, "m3", new IOException("t"));
        mine.log(System.Logger.Level.INFO, () -> "m4");
        mine.log(System.Logger.Level.DEBUG, () -> "m5");
        mine.log(System.Logger.Level.ERROR, (Object) "m6");
        mine.log(System.Logger.Level.WARNING, () -> "m7", new IOException("t7"));
        dump();

        LogRecord r = new LogRecord(Level.INFO, "greet");
        r.setInstant(Instant.ofEpochSecond(1000000000L));
        r.setSequenceNumber(5);
        r.setLongThreadID(3);
        r.setLoggerName("rb.xml");
        r.setSourceClassName("C");
        r.setSourceMethodName("m");
        r.setParameters(new Object[] {"xml"});
        r.setResourceBundleName("LoggingBundles$Msgs");
        System.out.print(new XMLFormatter().format(r));
        r.setResourceBundle(msgs);
        System.out.print(new XMLFormatter().format(r));
        System.out.print(new SimpleFormatter().format(r));
        r.setMessage("absent");
        System.out.print(new XMLFormatter().format(r));
        r.setMessage("plain");
        r.setParameters(new Object[] {"p"});
        System.out.print(new XMLFormatter().format(r));
    }
}
