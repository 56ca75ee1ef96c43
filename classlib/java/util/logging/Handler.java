package java.util.logging;

import java.io.UnsupportedEncodingException;

public abstract class Handler {
    private volatile Filter filter;
    private volatile Formatter formatter;
    private volatile Level logLevel = Level.ALL;
    private volatile ErrorManager errorManager = new ErrorManager();
    private volatile String encoding;

    protected Handler() {
    }

    public abstract void publish(LogRecord record);

    public abstract void flush();

    public abstract void close() throws SecurityException;

    public synchronized void setFormatter(Formatter newFormatter) {
        formatter = java.util.Objects.requireNonNull(newFormatter);
    }

    public Formatter getFormatter() {
        return formatter;
    }

    public synchronized void setEncoding(String encoding) throws UnsupportedEncodingException {
        if (encoding != null && !java.nio.charset.Charset.isSupported(encoding)) {
            throw new UnsupportedEncodingException(encoding);
        }
        this.encoding = encoding;
    }

    public String getEncoding() {
        return encoding;
    }

    public synchronized void setFilter(Filter newFilter) {
        filter = newFilter;
    }

    public Filter getFilter() {
        return filter;
    }

    public synchronized void setErrorManager(ErrorManager em) {
        errorManager = java.util.Objects.requireNonNull(em);
    }

    public ErrorManager getErrorManager() {
        return errorManager;
    }

    protected void reportError(String msg, Exception ex, int code) {
        try {
            errorManager.error(msg, ex, code);
        } catch (Exception ex2) {
            System.err.println("Handler.reportError caught:");
            ex2.printStackTrace();
        }
    }

    public synchronized void setLevel(Level newLevel) {
        logLevel = java.util.Objects.requireNonNull(newLevel);
    }

    public Level getLevel() {
        return logLevel;
    }

    public boolean isLoggable(LogRecord record) {
        int levelValue = getLevel().intValue();
        if (record == null) {
            return false;
        }
        if (record.getLevel().intValue() < levelValue || levelValue == Level.OFF.intValue()) {
            return false;
        }
        Filter f = getFilter();
        return f == null || f.isLoggable(record);
    }

    /* Configures level, filter, formatter and encoding from LogManager properties "<prefix>.x". */
    void configure(String prefix, Level defLevel, Formatter defFormatter) {
        LogManager m = LogManager.getLogManager();
        setLevel(m.getLevelProperty(prefix + ".level", defLevel));
        Filter f = (Filter) m.newInstanceProperty(prefix + ".filter");
        if (f != null) {
            setFilter(f);
        }
        Formatter fm = (Formatter) m.newInstanceProperty(prefix + ".formatter");
        setFormatter(fm != null ? fm : defFormatter);
        try {
            setEncoding(m.getProperty(prefix + ".encoding"));
        } catch (Exception e) {
            // keep the default encoding
        }
    }
}
