package jdk.internal.logger;

import java.util.ResourceBundle;
import java.util.function.Supplier;

/*
 * What LoggerFinder.getLocalizedLogger gives for a finder that does not override it: the
 * finder's logger, with the bundle passed on by the calls that name no bundle of their own and
 * take a message string; supplied messages and objects go through unchanged, as in the JDK.
 */
public final class LocalizedLogger implements System.Logger {
    private final System.Logger wrapped;
    private final ResourceBundle bundle;

    public LocalizedLogger(System.Logger wrapped, ResourceBundle bundle) {
        this.wrapped = wrapped;
        this.bundle = bundle;
    }

    @Override
    public String getName() {
        return wrapped.getName();
    }

    @Override
    public boolean isLoggable(Level level) {
        return wrapped.isLoggable(level);
    }

    @Override
    public void log(Level level, String msg) {
        wrapped.log(level, bundle, msg, (Object[]) null);
    }

    @Override
    public void log(Level level, String msg, Throwable thrown) {
        wrapped.log(level, bundle, msg, thrown);
    }

    @Override
    public void log(Level level, String format, Object... params) {
        wrapped.log(level, bundle, format, params);
    }

    @Override
    public void log(Level level, Object obj) {
        wrapped.log(level, obj);
    }

    @Override
    public void log(Level level, Supplier<String> msgSupplier) {
        wrapped.log(level, msgSupplier);
    }

    @Override
    public void log(Level level, Supplier<String> msgSupplier, Throwable thrown) {
        wrapped.log(level, msgSupplier, thrown);
    }

    @Override
    public void log(Level level, ResourceBundle rb, String msg, Throwable thrown) {
        wrapped.log(level, rb, msg, thrown);
    }

    @Override
    public void log(Level level, ResourceBundle rb, String format, Object... params) {
        wrapped.log(level, rb, format, params);
    }
}
