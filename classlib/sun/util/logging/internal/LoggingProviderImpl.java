package sun.util.logging.internal;

import java.util.Objects;
import java.util.ResourceBundle;

/*
 * The default System.LoggerFinder (HotSpot's class of the same name, in java.logging): every
 * System.Logger it makes is a java.util.logging.Logger of the same name, whatever the module.
 */
public final class LoggingProviderImpl extends System.LoggerFinder {
    public LoggingProviderImpl() {
    }

    @Override
    public System.Logger getLogger(String name, Module module) {
        Objects.requireNonNull(name);
        Objects.requireNonNull(module);
        return new jdk.internal.logger.JulSystemLogger(name, null);
    }

    /* Localized through Logger.logrb (JulSystemLogger), as System.getLogger(name, bundle) was. */
    @Override
    public System.Logger getLocalizedLogger(String name, ResourceBundle bundle, Module module) {
        Objects.requireNonNull(name);
        Objects.requireNonNull(module);
        return new jdk.internal.logger.JulSystemLogger(name, bundle);
    }
}
