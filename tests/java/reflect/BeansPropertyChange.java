import java.beans.*;
import java.util.*;
/** PropertyChangeSupport and VetoableChangeSupport: firing order, equal values, proxies, vetoes
 * rolled back, and a serialization round trip keeping only the serializable listeners. */
public class BeansPropertyChange {
    static class Bean implements java.io.Serializable {
        final PropertyChangeSupport pcs = new PropertyChangeSupport(this);
        int size;
        void setSize(int s) { int old = size; size = s; pcs.firePropertyChange("size", old, s); }
        public String toString() { return "Bean(" + size + ")"; }
    }
    static class Logger implements PropertyChangeListener, java.io.Serializable {
        public void propertyChange(PropertyChangeEvent e) { System.out.println("logger: " + e); }
    }
    public static void main(String[] a) throws Exception {
        Object bean = "bean";
        PropertyChangeSupport pcs = new PropertyChangeSupport(bean);
        PropertyChangeListener all = e -> System.out.println("all: " + e);
        PropertyChangeListener nameL = e -> System.out.println("name: " + e.getPropertyName() + " " + e.getOldValue() + "->" + e.getNewValue());
        pcs.addPropertyChangeListener(all);
        pcs.addPropertyChangeListener("name", nameL);
        pcs.addPropertyChangeListener(new PropertyChangeListenerProxy("zeta", nameL));
        pcs.addPropertyChangeListener("alpha", nameL);
        pcs.addPropertyChangeListener(null);
        pcs.addPropertyChangeListener(null, nameL);
        pcs.firePropertyChange("name", "a", "b");
        pcs.firePropertyChange("name", "same", "same");
        pcs.firePropertyChange("name", null, null);
        pcs.firePropertyChange("zeta", 1, 2);
        pcs.firePropertyChange("zeta", 3, 3);
        pcs.firePropertyChange("flag", false, true);
        pcs.fireIndexedPropertyChange("items", 4, "x", "y");
        pcs.fireIndexedPropertyChange("items", 5, 7, 7);
        pcs.firePropertyChange(null, "p", "q");
        PropertyChangeEvent ev = new PropertyChangeEvent(bean, "alpha", 1.5, 2.5);
        ev.setPropagationId("pid");
        pcs.firePropertyChange(ev);
        for (PropertyChangeListener l : pcs.getPropertyChangeListeners())
            System.out.println((l instanceof PropertyChangeListenerProxy ? "proxy " + ((PropertyChangeListenerProxy) l).getPropertyName() : "plain") + " " + (l == all));
        System.out.println(pcs.getPropertyChangeListeners("name").length + " " + pcs.getPropertyChangeListeners("none").length + " " + pcs.hasListeners("none") + " " + pcs.hasListeners(null));
        pcs.removePropertyChangeListener(new PropertyChangeListenerProxy("name", nameL));
        pcs.removePropertyChangeListener(all);
        System.out.println(pcs.getPropertyChangeListeners().length + " " + pcs.hasListeners("none") + " " + pcs.hasListeners("zeta"));
        try { new PropertyChangeSupport(null); } catch (Exception e) { System.out.println(e); }
        try { new PropertyChangeEvent(null, "x", 1, 2); } catch (Exception e) { System.out.println(e); }
        System.out.println(new java.util.EventObject("src"));
        VetoableChangeSupport vcs = new VetoableChangeSupport(bean);
        vcs.addVetoableChangeListener(e -> System.out.println("v1 " + e.getOldValue() + "->" + e.getNewValue()));
        vcs.addVetoableChangeListener("size", e -> { System.out.println("v2 " + e.getOldValue() + "->" + e.getNewValue()); if ((Integer) e.getNewValue() > 10) throw new PropertyVetoException("too big", e); });
        vcs.addVetoableChangeListener(e -> System.out.println("v3 " + e.getOldValue() + "->" + e.getNewValue()));
        vcs.fireVetoableChange("size", 1, 5);
        try { vcs.fireVetoableChange("size", 5, 50); } catch (PropertyVetoException e) { System.out.println("vetoed: " + e.getMessage() + " " + e.getPropertyChangeEvent().getNewValue()); }
        System.out.println(vcs.getVetoableChangeListeners().length + " " + vcs.hasListeners("size"));
        System.out.println(new IndexedPropertyChangeEvent(bean, "i", null, 3, 9).getIndex());
        Bean b = new Bean();
        b.pcs.addPropertyChangeListener("size", new Logger());
        b.pcs.addPropertyChangeListener(e -> System.out.println("lambda (not serializable): " + e.getNewValue()));
        b.setSize(3);
        java.io.ByteArrayOutputStream bos = new java.io.ByteArrayOutputStream();
        try (java.io.ObjectOutputStream oos = new java.io.ObjectOutputStream(bos)) { oos.writeObject(b); }
        Bean c = (Bean) new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(bos.toByteArray())).readObject();
        System.out.println("after round trip: " + c + " listeners " + c.pcs.getPropertyChangeListeners().length);
        c.setSize(4);
    }
}
