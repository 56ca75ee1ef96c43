package java.beans;

/** What the Introspector learns of a bean class: here its descriptor and its properties
 *  (method and event-set descriptors are not modelled by this library). */
public interface BeanInfo {
    BeanDescriptor getBeanDescriptor();

    PropertyDescriptor[] getPropertyDescriptors();

    int getDefaultPropertyIndex();

    int getDefaultEventIndex();

    BeanInfo[] getAdditionalBeanInfo();
}
