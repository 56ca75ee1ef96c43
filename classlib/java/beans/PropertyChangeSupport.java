package java.beans;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;

/**
 * Keeps a bean's property-change listeners and fires events to them: listeners for every
 * property first, then those for the changed property.  No event is fired when the old and new
 * values are equal and not null.  Serialized with its serializable listeners only, as the JDK's
 * (the stream form is this VM's own).
 */
public class PropertyChangeSupport implements Serializable {
    private static final long serialVersionUID = 6401253773779951803L;

    static final ListenerRegistry.Proxies<PropertyChangeListener> PROXIES =
            new ListenerRegistry.Proxies<PropertyChangeListener>() {
                public String nameOf(PropertyChangeListener l) {
                    return l instanceof PropertyChangeListenerProxy
                            ? ((PropertyChangeListenerProxy) l).getPropertyName() : null;
                }

                public PropertyChangeListener unwrap(PropertyChangeListener l) {
                    return ((PropertyChangeListenerProxy) l).getListener();
                }

                public PropertyChangeListener wrap(String name, PropertyChangeListener l) {
                    return new PropertyChangeListenerProxy(name, l);
                }
            };

    private transient ListenerRegistry<PropertyChangeListener> listeners = newRegistry();
    private final Object source;

    public PropertyChangeSupport(Object sourceBean) {
        if (sourceBean == null) {
            throw new NullPointerException();
        }
        source = sourceBean;
    }

    private static ListenerRegistry<PropertyChangeListener> newRegistry() {
        return new ListenerRegistry<>(new PropertyChangeListener[0], PROXIES);
    }

    public void addPropertyChangeListener(PropertyChangeListener listener) {
        listeners.addAny(listener);
    }

    public void removePropertyChangeListener(PropertyChangeListener listener) {
        listeners.removeAny(listener);
    }

    public PropertyChangeListener[] getPropertyChangeListeners() {
        return listeners.all();
    }

    public void addPropertyChangeListener(String propertyName, PropertyChangeListener listener) {
        listeners.addNamed(propertyName, listener);
    }

    public void removePropertyChangeListener(String propertyName, PropertyChangeListener listener) {
        listeners.removeNamed(propertyName, listener);
    }

    public PropertyChangeListener[] getPropertyChangeListeners(String propertyName) {
        return listeners.named(propertyName);
    }

    static boolean changed(Object oldValue, Object newValue) {
        return oldValue == null || newValue == null || !oldValue.equals(newValue);
    }

    public void firePropertyChange(String propertyName, Object oldValue, Object newValue) {
        if (changed(oldValue, newValue)) {
            firePropertyChange(new PropertyChangeEvent(source, propertyName, oldValue, newValue));
        }
    }

    public void firePropertyChange(String propertyName, int oldValue, int newValue) {
        if (oldValue != newValue) {
            firePropertyChange(propertyName, Integer.valueOf(oldValue), Integer.valueOf(newValue));
        }
    }

    public void firePropertyChange(String propertyName, boolean oldValue, boolean newValue) {
        if (oldValue != newValue) {
            firePropertyChange(propertyName, Boolean.valueOf(oldValue), Boolean.valueOf(newValue));
        }
    }

    public void firePropertyChange(PropertyChangeEvent event) {
        if (!changed(event.getOldValue(), event.getNewValue())) {
            return;
        }
        String name = event.getPropertyName();
        for (PropertyChangeListener l : listeners.get(null)) {
            l.propertyChange(event);
        }
        if (name != null) {
            for (PropertyChangeListener l : listeners.get(name)) {
                l.propertyChange(event);
            }
        }
    }

    public void fireIndexedPropertyChange(String propertyName, int index, Object oldValue, Object newValue) {
        if (changed(oldValue, newValue)) {
            firePropertyChange(new IndexedPropertyChangeEvent(source, propertyName, oldValue, newValue, index));
        }
    }

    public void fireIndexedPropertyChange(String propertyName, int index, int oldValue, int newValue) {
        if (oldValue != newValue) {
            fireIndexedPropertyChange(propertyName, index, Integer.valueOf(oldValue), Integer.valueOf(newValue));
        }
    }

    public void fireIndexedPropertyChange(String propertyName, int index, boolean oldValue, boolean newValue) {
        if (oldValue != newValue) {
            fireIndexedPropertyChange(propertyName, index, Boolean.valueOf(oldValue), Boolean.valueOf(newValue));
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
