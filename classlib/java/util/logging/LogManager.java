package java.util.logging;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/*
 * Built on first use of logging, never at VM boot. Without java.util.logging.config.file the
 * configuration is the JDK's default: handlers=java.util.logging.ConsoleHandler, .level=INFO.
 * The root logger's handlers are created on first use of the root logger's handlers.
 * Loggers are held strongly (the JDK holds them weakly).
 */
public class LogManager {
    public static final String LOGGING_MXBEAN_NAME = "java.util.logging:type=Logging";

    private static volatile LogManager manager;

    private final Properties props = new Properties();
    private final Map<String, Logger> loggers = new HashMap<>();
    final Logger rootLogger;
    private boolean rootHandlersDone;
    private boolean readingHandlers;

    protected LogManager() {
        rootLogger = new Logger("", null, this);
    }

    public static LogManager getLogManager() {
        LogManager m = manager;
        if (m != null) {
            return m;
        }
        synchronized (LogManager.class) {
            if (manager == null) {
                LogManager lm = new LogManager();
                manager = lm;
                try {
                    lm.readConfiguration();
                } catch (IOException e) {
                    System.err.println("Can't read logging configuration:");
                    e.printStackTrace();
                }
                lm.loggers.put("", lm.rootLogger);
                lm.addLogger(new Logger(Logger.GLOBAL_LOGGER_NAME, null, lm));
            }
            return manager;
        }
    }

    public void readConfiguration() throws IOException, SecurityException {
        String fname = System.getProperty("java.util.logging.config.file");
        if (fname != null) {
            try (InputStream in = new FileInputStream(fname)) {
                readConfiguration(in);
            }
            return;
        }
        Properties p = new Properties();
        p.setProperty("handlers", "java.util.logging.ConsoleHandler");
        p.setProperty(".level", "INFO");
        p.setProperty("java.util.logging.FileHandler.pattern", "%h/java%u.log");
        p.setProperty("java.util.logging.FileHandler.limit", "50000");
        p.setProperty("java.util.logging.FileHandler.count", "1");
        p.setProperty("java.util.logging.FileHandler.maxLocks", "100");
        p.setProperty("java.util.logging.ConsoleHandler.level", "INFO");
        p.setProperty("java.util.logging.ConsoleHandler.formatter", "java.util.logging.SimpleFormatter");
        apply(p);
    }

    public void readConfiguration(InputStream ins) throws IOException, SecurityException {
        Properties p = new Properties();
        p.load(ins);
        apply(p);
    }

    private synchronized void apply(Properties p) {
        resetHandlers();
        props.clear();
        props.putAll(p);
        rootHandlersDone = false;
        for (Logger l : loggers.values()) {
            applyLevel(l);
        }
        if (!loggers.containsKey("")) {
            applyLevel(rootLogger);
        }
    }

    private void applyLevel(Logger l) {
        String v = props.getProperty(l.getName() + ".level");
        if (v != null) {
            try {
                l.setLevel(Level.parse(v.trim()));
            } catch (IllegalArgumentException e) {
                System.err.println("Bad level value for property: " + l.getName() + ".level");
            }
        } else if (l == rootLogger) {
            l.setLevel(Level.INFO);
        }
    }

    private void resetHandlers() {
        for (Logger l : loggers.values()) {
            for (Handler h : l.getHandlersRaw()) {
                l.removeHandler(h);
                try {
                    h.close();
                } catch (Exception ex) {
                    // ignore, as the JDK does
                }
            }
        }
    }

    public void reset() throws SecurityException {
        synchronized (this) {
            resetHandlers();
            props.clear();
            rootHandlersDone = true;
            for (Logger l : loggers.values()) {
                l.setLevel(l == rootLogger ? Level.INFO : null);
            }
        }
    }

    public synchronized boolean addLogger(Logger logger) {
        String name = logger.getName();
        if (name == null) {
            throw new NullPointerException();
        }
        if (loggers.containsKey(name)) {
            return false;
        }
        loggers.put(name, logger);
        applyLevel(logger);
        String ups = props.getProperty(name + ".useParentHandlers");
        if (ups != null) {
            logger.setUseParentHandlers(Boolean.parseBoolean(ups.trim()));
        }
        for (String cname : handlerNames(name + ".handlers")) {
            Handler h = newHandler(cname);
            if (h != null) {
                logger.addHandler(h);
            }
        }
        Logger parent = rootLogger;
        for (int i = name.lastIndexOf('.'); i > 0; i = name.lastIndexOf('.', i - 1)) {
            Logger p = loggers.get(name.substring(0, i));
            if (p != null) {
                parent = p;
                break;
            }
        }
        logger.setParentInternal(parent);
        String prefix = name + ".";
        for (Logger l : loggers.values()) {
            if (l != logger && l.getName().startsWith(prefix)) {
                Logger lp = l.getParent();
                if (lp == null || lp.getName().length() < name.length()) {
                    l.setParentInternal(logger);
                }
            }
        }
        return true;
    }

    public synchronized Logger getLogger(String name) {
        return loggers.get(name);
    }

    public synchronized Enumeration<String> getLoggerNames() {
        return java.util.Collections.enumeration(new ArrayList<>(loggers.keySet()));
    }

    public String getProperty(String name) {
        return props.getProperty(name);
    }

    String getStringProperty(String name, String def) {
        String v = getProperty(name);
        return v == null ? def : v.trim();
    }

    int getIntProperty(String name, int def) {
        String v = getProperty(name);
        if (v == null) {
            return def;
        }
        try {
            return Integer.parseInt(v.trim());
        } catch (NumberFormatException e) {
            return def;
        }
    }

    boolean getBooleanProperty(String name, boolean def) {
        String v = getProperty(name);
        if (v == null) {
            return def;
        }
        v = v.trim().toLowerCase();
        if (v.equals("true") || v.equals("1")) {
            return true;
        }
        if (v.equals("false") || v.equals("0")) {
            return false;
        }
        return def;
    }

    Level getLevelProperty(String name, Level def) {
        String v = getProperty(name);
        if (v == null) {
            return def;
        }
        try {
            return Level.parse(v.trim());
        } catch (IllegalArgumentException e) {
            return def;
        }
    }

    Object newInstanceProperty(String name) {
        String v = getProperty(name);
        if (v == null) {
            return null;
        }
        try {
            return Class.forName(v.trim()).getDeclaredConstructor().newInstance();
        } catch (Exception ex) {
            return null;
        }
    }

    private List<String> handlerNames(String key) {
        List<String> out = new ArrayList<>();
        String v = getProperty(key);
        if (v != null) {
            for (String s : v.split("[\\s,]+")) {
                if (!s.isEmpty()) {
                    out.add(s);
                }
            }
        }
        return out;
    }

    private Handler newHandler(String cname) {
        try {
            return (Handler) Class.forName(cname).getDeclaredConstructor().newInstance();
        } catch (Exception ex) {
            System.err.println("Can't load log handler \"" + cname + "\"");
            System.err.println("" + ex);
            ex.printStackTrace();
            return null;
        }
    }

    /* Creates the root logger's configured handlers once (first publish through root). */
    void initializeRootHandlers() {
        synchronized (this) {
            if (rootHandlersDone || readingHandlers) {
                return;
            }
            readingHandlers = true;
        }
        try {
            for (String cname : handlerNames("handlers")) {
                Handler h = newHandler(cname);
                if (h != null) {
                    rootLogger.addHandler(h);
                }
            }
        } finally {
            synchronized (this) {
                readingHandlers = false;
                rootHandlersDone = true;
            }
        }
    }
}
