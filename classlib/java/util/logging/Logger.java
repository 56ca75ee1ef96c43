package java.util.logging;

import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

/*
 * A record is published to this logger's handlers and then, while useParentHandlers holds,
 * to each ancestor's. The effective level is the nearest non-null level up the parent chain.
 */
public class Logger {
    public static final String GLOBAL_LOGGER_NAME = "global";
    @Deprecated
    public static final Logger global = null;

    private static final Handler[] NO_HANDLERS = new Handler[0];

    private final String name;
    private volatile String resourceBundleName;
    private volatile java.util.ResourceBundle userBundle;
    private final LogManager manager;
    private final CopyOnWriteArrayList<Handler> handlers = new CopyOnWriteArrayList<>();
    private volatile Logger parent;
    private volatile Level levelObject;
    private volatile boolean useParentHandlers = true;
    private volatile Filter filter;

    protected Logger(String name, String resourceBundleName) {
        this(name, resourceBundleName, LogManager.getLogManager());
    }

    Logger(String name, String resourceBundleName, LogManager manager) {
        this.name = name;
        this.manager = manager;
        setupBundle(resourceBundleName);
    }

    /* The bundle name is fixed once set; a different one is an IllegalArgumentException. */
    private synchronized void setupBundle(String rbName) {
        String cur = resourceBundleName;
        if (cur != null) {
            if (cur.equals(rbName)) {
                return;
            }
            throw new IllegalArgumentException(cur + " != " + rbName);
        }
        if (rbName == null) {
            return;
        }
        if (findBundle(rbName) == null) {
            throw new java.util.MissingResourceException("Can't find " + rbName + " bundle from ", rbName, "");
        }
        resourceBundleName = rbName;
    }

    /* Looked up for the default locale by the system class loader, as the JDK does for the unnamed module. */
    private static java.util.ResourceBundle findBundle(String rbName) {
        if (rbName == null) {
            return null;
        }
        try {
            return java.util.ResourceBundle.getBundle(rbName, java.util.Locale.getDefault(),
                    ClassLoader.getSystemClassLoader());
        } catch (java.util.MissingResourceException e) {
            return null;
        }
    }

    public java.util.ResourceBundle getResourceBundle() {
        java.util.ResourceBundle ub = userBundle;
        if (ub != null) {
            return ub;
        }
        return findBundle(resourceBundleName);
    }

    public void setResourceBundle(java.util.ResourceBundle bundle) {
        String base = bundle.getBaseBundleName();
        if (base == null || base.isEmpty()) {
            throw new IllegalArgumentException("resource bundle must have a name");
        }
        synchronized (this) {
            String cur = resourceBundleName;
            if (cur != null && !cur.equals(base)) {
                throw new IllegalArgumentException("can't replace resource bundle");
            }
            resourceBundleName = base;
            userBundle = bundle;
        }
    }

    public static final Logger getGlobal() {
        return getLogger(GLOBAL_LOGGER_NAME);
    }

    public static Logger getLogger(String name) {
        LogManager m = LogManager.getLogManager();
        synchronized (m) {
            Logger l = m.getLogger(name);
            if (l == null) {
                l = new Logger(name, null, m);
                m.addLogger(l);
            }
            return l;
        }
    }

    public static Logger getLogger(String name, String resourceBundleName) {
        LogManager m = LogManager.getLogManager();
        synchronized (m) {
            Logger l = m.getLogger(name);
            if (l == null) {
                l = new Logger(name, resourceBundleName, m);
                m.addLogger(l);
            } else {
                l.setupBundle(resourceBundleName);
            }
            return l;
        }
    }

    public static Logger getAnonymousLogger() {
        return getAnonymousLogger(null);
    }

    public static Logger getAnonymousLogger(String resourceBundleName) {
        LogManager m = LogManager.getLogManager();
        Logger l = new Logger(null, resourceBundleName, m);
        l.parent = m.rootLogger;
        return l;
    }

    public String getResourceBundleName() {
        return resourceBundleName;
    }

    public void setFilter(Filter newFilter) {
        filter = newFilter;
    }

    public Filter getFilter() {
        return filter;
    }

    public void log(LogRecord record) {
        if (!isLoggable(record.getLevel())) {
            return;
        }
        Filter f = filter;
        if (f != null && !f.isLoggable(record)) {
            return;
        }
        for (Logger l = this; l != null; l = l.parent) {
            for (Handler h : l.getHandlers()) {
                h.publish(record);
            }
            if (!l.useParentHandlers) {
                break;
            }
        }
    }

    /* The record takes the bundle of the nearest logger up the chain that has one. */
    private void doLog(LogRecord lr) {
        lr.setLoggerName(name);
        for (Logger l = this; l != null; l = l.parent) {
            String rbn = l.resourceBundleName;
            if (rbn != null) {
                lr.setResourceBundleName(rbn);
                lr.setResourceBundle(l.getResourceBundle());
                break;
            }
        }
        log(lr);
    }

    private void doLog(LogRecord lr, String rbName) {
        lr.setLoggerName(name);
        if (rbName != null) {
            lr.setResourceBundleName(rbName);
            lr.setResourceBundle(findBundle(rbName));
        }
        log(lr);
    }

    private void doLog(LogRecord lr, java.util.ResourceBundle rb) {
        lr.setLoggerName(name);
        if (rb != null) {
            lr.setResourceBundleName(rb.getBaseBundleName());
            lr.setResourceBundle(rb);
        }
        log(lr);
    }

    @Deprecated
    public void logrb(Level level, String sourceClass, String sourceMethod, String bundleName, String msg) {
        if (isLoggable(level)) {
            doLog(sourced(level, sourceClass, sourceMethod, msg), bundleName);
        }
    }

    @Deprecated
    public void logrb(Level level, String sourceClass, String sourceMethod, String bundleName, String msg,
            Object param1) {
        if (isLoggable(level)) {
            LogRecord lr = sourced(level, sourceClass, sourceMethod, msg);
            lr.setParameters(new Object[] {param1});
            doLog(lr, bundleName);
        }
    }

    @Deprecated
    public void logrb(Level level, String sourceClass, String sourceMethod, String bundleName, String msg,
            Object[] params) {
        if (isLoggable(level)) {
            LogRecord lr = sourced(level, sourceClass, sourceMethod, msg);
            lr.setParameters(params);
            doLog(lr, bundleName);
        }
    }

    @Deprecated
    public void logrb(Level level, String sourceClass, String sourceMethod, String bundleName, String msg,
            Throwable thrown) {
        if (isLoggable(level)) {
            LogRecord lr = sourced(level, sourceClass, sourceMethod, msg);
            lr.setThrown(thrown);
            doLog(lr, bundleName);
        }
    }

    public void logrb(Level level, String sourceClass, String sourceMethod, java.util.ResourceBundle bundle,
            String msg, Object... params) {
        if (isLoggable(level)) {
            LogRecord lr = sourced(level, sourceClass, sourceMethod, msg);
            if (params != null && params.length != 0) {
                lr.setParameters(params);
            }
            doLog(lr, bundle);
        }
    }

    public void logrb(Level level, java.util.ResourceBundle bundle, String msg, Object... params) {
        if (isLoggable(level)) {
            LogRecord lr = new LogRecord(level, msg);
            if (params != null && params.length != 0) {
                lr.setParameters(params);
            }
            doLog(lr, bundle);
        }
    }

    public void logrb(Level level, String sourceClass, String sourceMethod, java.util.ResourceBundle bundle,
            String msg, Throwable thrown) {
        if (isLoggable(level)) {
            LogRecord lr = sourced(level, sourceClass, sourceMethod, msg);
            lr.setThrown(thrown);
            doLog(lr, bundle);
        }
    }

    public void logrb(Level level, java.util.ResourceBundle bundle, String msg, Throwable thrown) {
        if (isLoggable(level)) {
            LogRecord lr = new LogRecord(level, msg);
            lr.setThrown(thrown);
            doLog(lr, bundle);
        }
    }

    public void log(Level level, String msg) {
        if (!isLoggable(level)) {
            return;
        }
        doLog(new LogRecord(level, msg));
    }

    public void log(Level level, Supplier<String> msgSupplier) {
        if (!isLoggable(level)) {
            return;
        }
        doLog(new LogRecord(level, msgSupplier.get()));
    }

    public void log(Level level, String msg, Object param1) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setParameters(new Object[] {param1});
        doLog(lr);
    }

    public void log(Level level, String msg, Object[] params) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setParameters(params);
        doLog(lr);
    }

    public void log(Level level, String msg, Throwable thrown) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setThrown(thrown);
        doLog(lr);
    }

    public void log(Level level, Throwable thrown, Supplier<String> msgSupplier) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msgSupplier.get());
        lr.setThrown(thrown);
        doLog(lr);
    }

    private LogRecord sourced(Level level, String cls, String method, String msg) {
        LogRecord lr = new LogRecord(level, msg);
        lr.setSourceClassName(cls);
        lr.setSourceMethodName(method);
        return lr;
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg) {
        if (!isLoggable(level)) {
            return;
        }
        doLog(sourced(level, sourceClass, sourceMethod, msg));
    }

    public void logp(Level level, String sourceClass, String sourceMethod, Supplier<String> msgSupplier) {
        if (!isLoggable(level)) {
            return;
        }
        doLog(sourced(level, sourceClass, sourceMethod, msgSupplier.get()));
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Object param1) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = sourced(level, sourceClass, sourceMethod, msg);
        lr.setParameters(new Object[] {param1});
        doLog(lr);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Object[] params) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = sourced(level, sourceClass, sourceMethod, msg);
        lr.setParameters(params);
        doLog(lr);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Throwable thrown) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = sourced(level, sourceClass, sourceMethod, msg);
        lr.setThrown(thrown);
        doLog(lr);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, Throwable thrown,
            Supplier<String> msgSupplier) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = sourced(level, sourceClass, sourceMethod, msgSupplier.get());
        lr.setThrown(thrown);
        doLog(lr);
    }

    public void entering(String sourceClass, String sourceMethod) {
        logp(Level.FINER, sourceClass, sourceMethod, "ENTRY");
    }

    public void entering(String sourceClass, String sourceMethod, Object param1) {
        logp(Level.FINER, sourceClass, sourceMethod, "ENTRY {0}", param1);
    }

    public void entering(String sourceClass, String sourceMethod, Object[] params) {
        String msg = "ENTRY";
        if (params == null) {
            logp(Level.FINER, sourceClass, sourceMethod, msg);
            return;
        }
        if (!isLoggable(Level.FINER)) {
            return;
        }
        StringBuilder b = new StringBuilder(msg);
        for (int i = 0; i < params.length; i++) {
            b.append(" {").append(i).append('}');
        }
        logp(Level.FINER, sourceClass, sourceMethod, b.toString(), params);
    }

    public void exiting(String sourceClass, String sourceMethod) {
        logp(Level.FINER, sourceClass, sourceMethod, "RETURN");
    }

    public void exiting(String sourceClass, String sourceMethod, Object result) {
        logp(Level.FINER, sourceClass, sourceMethod, "RETURN {0}", result);
    }

    public void throwing(String sourceClass, String sourceMethod, Throwable thrown) {
        if (!isLoggable(Level.FINER)) {
            return;
        }
        LogRecord lr = sourced(Level.FINER, sourceClass, sourceMethod, "THROW");
        lr.setThrown(thrown);
        doLog(lr);
    }

    public void severe(String msg) { log(Level.SEVERE, msg); }
    public void warning(String msg) { log(Level.WARNING, msg); }
    public void info(String msg) { log(Level.INFO, msg); }
    public void config(String msg) { log(Level.CONFIG, msg); }
    public void fine(String msg) { log(Level.FINE, msg); }
    public void finer(String msg) { log(Level.FINER, msg); }
    public void finest(String msg) { log(Level.FINEST, msg); }
    public void severe(Supplier<String> msgSupplier) { log(Level.SEVERE, msgSupplier); }
    public void warning(Supplier<String> msgSupplier) { log(Level.WARNING, msgSupplier); }
    public void info(Supplier<String> msgSupplier) { log(Level.INFO, msgSupplier); }
    public void config(Supplier<String> msgSupplier) { log(Level.CONFIG, msgSupplier); }
    public void fine(Supplier<String> msgSupplier) { log(Level.FINE, msgSupplier); }
    public void finer(Supplier<String> msgSupplier) { log(Level.FINER, msgSupplier); }
    public void finest(Supplier<String> msgSupplier) { log(Level.FINEST, msgSupplier); }

    public void setLevel(Level newLevel) {
        levelObject = newLevel;
    }

    public Level getLevel() {
        return levelObject;
    }

    private int effectiveLevel() {
        for (Logger l = this; l != null; l = l.parent) {
            Level lv = l.levelObject;
            if (lv != null) {
                return lv.intValue();
            }
        }
        return Level.INFO.intValue();
    }

    public boolean isLoggable(Level level) {
        int lv = effectiveLevel();
        return level.intValue() >= lv && lv != Level.OFF.intValue();
    }

    public String getName() {
        return name;
    }

    public void addHandler(Handler handler) {
        handlers.add(java.util.Objects.requireNonNull(handler));
    }

    public void removeHandler(Handler handler) {
        if (handler != null) {
            handlers.remove(handler);
        }
    }

    public Handler[] getHandlers() {
        if (this == manager.rootLogger) {
            manager.initializeRootHandlers();
        }
        return handlers.toArray(NO_HANDLERS);
    }

    Handler[] getHandlersRaw() {
        return handlers.toArray(NO_HANDLERS);
    }

    public void setUseParentHandlers(boolean useParentHandlers) {
        this.useParentHandlers = useParentHandlers;
    }

    public boolean getUseParentHandlers() {
        return useParentHandlers;
    }

    public Logger getParent() {
        return parent;
    }

    public void setParent(Logger parent) {
        this.parent = java.util.Objects.requireNonNull(parent);
    }

    void setParentInternal(Logger parent) {
        this.parent = parent;
    }
}
