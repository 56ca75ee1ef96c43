import java.beans.BeanInfo;
import java.beans.IntrospectionException;
import java.beans.Introspector;
import java.beans.PropertyDescriptor;

/** java.beans.Introspector: properties from getters/setters/is-getters, naming, type pairing,
 *  read-only/write-only properties, stop classes, descriptors built by hand and their errors. */
public class BeanIntrospection {
    public static class Base {
        public int getId() { return 1; }
        public void setId(int id) { }
    }

    public static class Bean extends Base {
        public String getName() { return "n"; }
        public void setName(String n) { }
        public boolean isActive() { return true; }
        public boolean getActive() { return false; }
        public void setActive(boolean a) { }
        public String getURL() { return "u"; }
        public long getX() { return 0; }
        public void setX(String wrongType) { }
        public void setOnly(double d) { }
        public static String getStatic() { return ""; }
        public Object get() { return null; }
        public int setNotVoid(int x) { return x; }
        public Integer getBoxed() { return 0; }
        public void setBoxed(Integer i) { }
    }

    static String describe(PropertyDescriptor p) {
        return p.getName() + ":" + (p.getPropertyType() == null ? null : p.getPropertyType().getSimpleName()) + ":"
                + (p.getReadMethod() == null ? "-" : p.getReadMethod().getName()) + ":" + (p.getWriteMethod() == null ? "-" : p.getWriteMethod().getName());
    }

    public static void main(String[] args) throws Exception {
        BeanInfo bi = Introspector.getBeanInfo(Bean.class);
        for (PropertyDescriptor p : bi.getPropertyDescriptors())
            System.out.println(describe(p));
        System.out.println("bean: " + bi.getBeanDescriptor().getName() + " " + bi.getBeanDescriptor().getBeanClass().getSimpleName()
                + " same=" + (bi == Introspector.getBeanInfo(Bean.class)));
        System.out.println("stop at Base:");
        for (PropertyDescriptor p : Introspector.getBeanInfo(Bean.class, Base.class).getPropertyDescriptors())
            System.out.print(" " + p.getName());
        System.out.println();
        System.out.println("decapitalize: " + Introspector.decapitalize("FooBar") + " " + Introspector.decapitalize("URL") + " "
                + Introspector.decapitalize("X") + " " + Introspector.decapitalize("") + " " + Introspector.decapitalize("aB"));
        PropertyDescriptor byName = new PropertyDescriptor("name", Bean.class);
        PropertyDescriptor active = new PropertyDescriptor("active", Bean.class);
        System.out.println("by name: " + describe(byName) + " " + describe(active) + " display=" + byName.getDisplayName()
                + " desc=" + byName.getShortDescription());
        byName.setValue("transient", Boolean.TRUE);
        System.out.println("attribute: " + byName.getValue("transient") + " " + byName.getValue("other") + " " + byName.attributeNames().nextElement());
        try {
            new PropertyDescriptor("missing", Bean.class);
        } catch (IntrospectionException e) {
            System.out.println("missing: " + e.getMessage());
        }
        try {
            Introspector.getBeanInfo(Base.class, Bean.class);
        } catch (IntrospectionException e) {
            System.out.println("bad stop class: " + e.getMessage());
        }
        System.out.println("equal descriptors: " + new PropertyDescriptor("name", Bean.class).equals(byName.getReadMethod() == null ? null
                : new PropertyDescriptor("name", Bean.class)));
    }
}
