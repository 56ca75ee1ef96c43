package java.beans;

import java.util.EventListenerProxy;

/** A vetoable-change listener registered for one named property. */
public class VetoableChangeListenerProxy extends EventListenerProxy<VetoableChangeListener>
        implements VetoableChangeListener {
    private final String propertyName;

    public VetoableChangeListenerProxy(String propertyName, VetoableChangeListener listener) {
        super(listener);
        this.propertyName = propertyName;
    }

    @Override
    public void vetoableChange(PropertyChangeEvent event) throws PropertyVetoException {
        getListener().vetoableChange(event);
    }

    public String getPropertyName() {
        return propertyName;
    }
}
