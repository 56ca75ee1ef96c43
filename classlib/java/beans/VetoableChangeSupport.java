package java.beans;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;

/**
 * Keeps a bean's vetoable-change listeners.  A veto stops the notification; the listeners
 * already told are then told of the change back to the old value (their own vetoes ignored),
 * and the veto is thrown to the caller, as the JDK's.
 */
public class VetoableChangeSupport implements Serializable {
    private static final long serialVersionUID = -5090210921595982017L;

    private static final ListenerRegistry.Proxies<VetoableChangeListener> PROXIES =
            new ListenerRegistry.Proxies<VetoableChangeListener>() {
                public String nameOf(VetoableChangeListener l) {
                    return l instanceof VetoableChangeListenerProxy
                            ? ((VetoableChangeListenerProxy) l).getPropertyName() : null;
                }

                public VetoableChangeListener unwrap(VetoableChangeListener l) {
                    return ((VetoableChangeListenerProxy) l).getListener();
                }

                public VetoableChangeListener wrap(String name, VetoableChangeListener l) {
                    return new VetoableChangeListenerProxy(name, l);
                }
            };

    private transient ListenerRegistry<VetoableChangeListener> listeners = newRegistry();
    private final Object source;

    public VetoableChangeSupport(Object sourceBean) {
        if (sourceBean == null) {
            throw new NullPointerException();
        }
        source = sourceBean;
    }

    private static ListenerRegistry<VetoableChangeListener> newRegistry() {
        return new ListenerRegistry<>(new VetoableChangeListener[0], PROXIES);
    }

    public void addVetoableChangeListener(VetoableChangeListener listener) {
        listeners.addAny(listener);
    }

    public void removeVetoableChangeListener(VetoableChangeListener listener) {
        listeners.removeAny(listener);
    }

    public VetoableChangeListener[] getVetoableChangeListeners() {
        return listeners.all();
    }

    public void addVetoableChangeListener(String propertyName, VetoableChangeListener listener) {
        listeners.addNamed(propertyName, listener);
    }

    public void removeVetoableChangeListener(String propertyName, VetoableChangeListener listener) {
        listeners.removeNamed(propertyName, listener);
    }

    public VetoableChangeListener[] getVetoableChangeListeners(String propertyName) {
        return listeners.named(propertyName);
    }

    public void fireVetoableChange(String propertyName, Object oldValue, Object newValue)
            throws PropertyVetoException {
        if (PropertyChangeSupport.changed(oldValue, newValue)) {
            fireVetoableChange(new PropertyChangeEvent(source, propertyName, oldValue, newValue));
        }
    }

    public void fireVetoableChange(String propertyName, int oldValue, int newValue) throws PropertyVetoException {
        if (oldValue != newValue) {
            fireVetoableChange(propertyName, Integer.valueOf(oldValue), Integer.valueOf(newValue));
        }
    }

    public void fireVetoableChange(String propertyName, boolean oldValue, boolean newValue)
            throws PropertyVetoException {
        if (oldValue != newValue) {
            fireVetoableChange(propertyName, Boolean.valueOf(oldValue), Boolean.valueOf(newValue));
        }
    }

    public void fireVetoableChange(PropertyChangeEvent event) throws PropertyVetoException {
        Object oldValue = event.getOldValue();
        Object newValue = event.getNewValue();
        if (!PropertyChangeSupport.changed(oldValue, newValue)) {
            return;
        }
        String name = event.getPropertyName();
        VetoableChangeListener[] common = listeners.get(null);
        VetoableChangeListener[] named = name != null ? listeners.get(name) : new VetoableChangeListener[0];
        VetoableChangeListener[] all = java.util.Arrays.copyOf(common, common.length + named.length);
        System.arraycopy(named, 0, all, common.length, named.length);
        int told = 0;
        try {
            while (told < all.length) {
                all[told].vetoableChange(event);
                told++;
            }
        } catch (PropertyVetoException veto) {
            PropertyChangeEvent back = new PropertyChangeEvent(source, name, newValue, oldValue);
            for (int i = 0; i < told; i++) {
                try {
                    all[i].vetoableChange(back);
                } catch (PropertyVetoException ignored) {
                    // a veto of the change back is not heard
                }
            }
            throw veto;
        }
    }

    public boolean hasListeners(String propertyName) {
        return listeners.has(propertyName);
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
        out.defaultWriteObject();
        listeners.write(out);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        listeners = newRegistry();
        listeners.read(in);
    }
}
