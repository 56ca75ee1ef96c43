package java.beans;

/** Told of a change to a constrained property before it happens; may veto it. */
public interface VetoableChangeListener extends java.util.EventListener {
    void vetoableChange(PropertyChangeEvent evt) throws PropertyVetoException;
}
