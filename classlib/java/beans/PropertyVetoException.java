package java.beans;

/** A proposed change to a constrained property was refused. */
public class PropertyVetoException extends Exception {
    private static final long serialVersionUID = 129596057694162164L;

    private final PropertyChangeEvent evt;

    public PropertyVetoException(String mess, PropertyChangeEvent evt) {
        super(mess);
        this.evt = evt;
    }

    public PropertyChangeEvent getPropertyChangeEvent() {
        return evt;
    }
}
