package java.beans;

/** What the Introspector learns of a bean class: its descriptor, properties, methods and
 *  event sets. (getIcon is not declared: java.awt.Image is not in this class library.) */
public interface BeanInfo {
    int ICON_COLOR_16x16 = 1;
    int ICON_COLOR_32x32 = 2;
    int ICON_MONO_16x16 = 3;
    int ICON_MONO_32x32 = 4;

    BeanDescriptor getBeanDescriptor();

    EventSetDescriptor[] getEventSetDescriptors();

    int getDefaultEventIndex();

    PropertyDescriptor[] getPropertyDescriptors();

    int getDefaultPropertyIndex();

    MethodDescriptor[] getMethodDescriptors();

    BeanInfo[] getAdditionalBeanInfo();
}
