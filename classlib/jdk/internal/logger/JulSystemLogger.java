package jdk.internal.logger;

import java.util.function.Supplier;

/* System.Logger over java.util.logging; created by System.getLogger, never at boot. */
public final class JulSystemLogger implements System.Logger {
    private final java.util.logging.Logger jul;
    private final java.util.ResourceBundle bundle;

    public JulSystemLogger(String name, java.util.ResourceBundle bundle) {
        jul = java.util.logging.Logger.getLogger(name);
        this.bundle = bundle;
    }

    private static java.util.logging.Level toJul(Level level) {
        switch (level) {
            case ALL:
                return java.util.logging.Level.ALL;
            case TRACE:
                return java.util.logging.Level.FINER;
            case DEBUG:
                return java.util.logging.Level.FINE;
            case INFO:
                return java.util.logging.Level.INFO;
            case WARNING:
                return java.util.logging.Level.WARNING;
            case ERROR:
                return java.util.logging.Level.SEVERE;
            default:
                return java.util.logging.Level.OFF;
        }
    }

    @Override
    public String getName() {
        return jul.getName();
    }

    @Override
    public boolean isLoggable(Level level) {
        return jul.isLoggable(toJul(level));
    }

    /*
     * With a bundle (given, or this logger's from System.getLogger(name, bundle)) the record goes
     * through Logger.logrb; without one through Logger.log, so the jul logger's own bundle applies.
     */
    @Override
    public void log(Level level, java.util.ResourceBundle rb, String msg, Throwable thrown) {
        java.util.ResourceBundle b = rb == null ? bundle : rb;
        if (b == null) {
            jul.log(toJul(level), msg, thrown);
        } else {
            jul.logrb(toJul(level), b, msg, thrown);
        }
    }

    @Override
    public void log(Level level, java.util.ResourceBundle rb, String format, Object... params) {
        java.util.ResourceBundle b = rb == null ? bundle : rb;
        if (b == null) {
            jul.log(toJul(level), format, params);
        } else {
            jul.logrb(toJul(level), b, format, params);
        }
    }

    /* Supplied messages are never localized. */
    @Override
    public void log(Level level, Supplier<String> msgSupplier) {
        jul.log(toJul(level), msgSupplier);
    }

    @Override
    public void log(Level level, Supplier<String> msgSupplier, Throwable thrown) {
        jul.log(toJul(level), thrown, msgSupplier);
    }
}
