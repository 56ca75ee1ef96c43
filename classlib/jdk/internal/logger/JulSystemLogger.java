package jdk.internal.logger;

import java.util.function.Supplier;

/* System.Logger over java.util.logging; created by System.getLogger, never at boot. */
public final class JulSystemLogger implements System.Logger {
    private final java.util.logging.Logger jul;

    public JulSystemLogger(String name) {
        jul = java.util.logging.Logger.getLogger(name);
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

    @Override
    public void log(Level level, String msg, Throwable thrown) {
        jul.log(toJul(level), msg, thrown);
    }

    @Override
    public void log(Level level, String format, Object... params) {
        jul.log(toJul(level), format, params);
    }

    @Override
    public void log(Level level, Supplier<String> msgSupplier) {
        jul.log(toJul(level), msgSupplier);
    }

    @Override
    public void log(Level level, Supplier<String> msgSupplier, Throwable thrown) {
        jul.log(toJul(level), thrown, msgSupplier);
    }
}
