package java.beans;

/** The class of a bean (and its customizer class, which this library never uses). */
public class BeanDescriptor extends FeatureDescriptor {
    private final Class<?> beanClass;
    private final Class<?> customizerClass;

    public BeanDescriptor(Class<?> beanClass) {
        this(beanClass, null);
    }

    public BeanDescriptor(Class<?> beanClass, Class<?> customizerClass) {
        this.beanClass = beanClass;
        this.customizerClass = customizerClass;
        String n = beanClass.getName();
        setName(n.substring(n.lastIndexOf('.') + 1));
    }

    public Class<?> getBeanClass() {
        return beanClass;
    }

    public Class<?> getCustomizerClass() {
        return customizerClass;
    }
}
