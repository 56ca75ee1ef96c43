package java.beans;

/** A BeanInfo that knows nothing: every method returns null (or -1), so that the
 *  Introspector falls back on its own analysis; subclasses override what they describe. */
public class SimpleBeanInfo implements BeanInfo {
    public SimpleBeanInfo() {
    }

    public BeanDescriptor getBeanDescriptor() {
        return null;
    }

    public PropertyDescriptor[] getPropertyDescriptors() {
        return null;
    }

    public int getDefaultPropertyIndex() {
        return -1;
    }

    public EventSetDescriptor[] getEventSetDescriptors() {
        return null;
    }

    public int getDefaultEventIndex() {
        return -1;
    }

    public MethodDescriptor[] getMethodDescriptors() {
        return null;
    }

    public BeanInfo[] getAdditionalBeanInfo() {
        return null;
    }
}
