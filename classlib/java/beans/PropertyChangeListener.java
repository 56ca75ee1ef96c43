package java.beans;

/** Told of every change to a bound property. */
public interface PropertyChangeListener extends java.util.EventListener {
    void propertyChange(PropertyChangeEvent evt);
}
