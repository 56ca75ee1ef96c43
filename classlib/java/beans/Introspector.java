package java.beans;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Finds the properties of a bean class from its public methods, by the naming rules:
 * getX() (non-void) and isX() (boolean) read X, setX(one argument, void) writes it, the name is
 * decapitalize(X), a setter pairs with the getter of its type, isX is preferred over getX for a
 * boolean.  Properties come sorted by name.  Explicit BeanInfo classes (FooBeanInfo), indexed
 * properties (getX(int)), method descriptors and event sets are not looked for here.
 */
public class Introspector {
    public static final int USE_ALL_BEANINFO = 1;
    public static final int IGNORE_IMMEDIATE_BEANINFO = 2;
    public static final int IGNORE_ALL_BEANINFO = 3;

    private static final Map<Class<?>, BeanInfo> CACHE = new ConcurrentHashMap<Class<?>, BeanInfo>();

    private Introspector() {
    }

    public static String decapitalize(String name) {
        if (name == null || name.isEmpty())
            return name;
        if (name.length() > 1 && Character.isUpperCase(name.charAt(1)) && Character.isUpperCase(name.charAt(0)))
            return name;
        return Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }

    public static BeanInfo getBeanInfo(Class<?> beanClass) throws IntrospectionException {
        if (beanClass == null)
            throw new NullPointerException();
        BeanInfo bi = CACHE.get(beanClass);
        if (bi == null) {
            bi = introspect(beanClass, null);
            CACHE.put(beanClass, bi);
        }
        return bi;
    }

    public static BeanInfo getBeanInfo(Class<?> beanClass, int flags) throws IntrospectionException {
        return getBeanInfo(beanClass);
    }

    public static BeanInfo getBeanInfo(Class<?> beanClass, Class<?> stopClass) throws IntrospectionException {
        if (stopClass == null)
            return getBeanInfo(beanClass);
        if (!stopClass.isAssignableFrom(beanClass))
            throw new IntrospectionException(stopClass.getName() + " not superclass of " + beanClass.getName());
        return introspect(beanClass, stopClass);
    }

    public static void flushCaches() {
        CACHE.clear();
    }

    public static void flushFromCaches(Class<?> clz) {
        CACHE.remove(clz);
    }

    private static final class Accessors {
        Method is, get;
        List<Method> setters = new ArrayList<Method>();
    }

    private static BeanInfo introspect(Class<?> beanClass, Class<?> stopClass) throws IntrospectionException {
        TreeMap<String, Accessors> found = new TreeMap<String, Accessors>();
        for (Method m : beanClass.getMethods()) {
            if (Modifier.isStatic(m.getModifiers()))
                continue;
            if (stopClass != null && m.getDeclaringClass().isAssignableFrom(stopClass))
                continue;
            String n = m.getName();
            int argc = m.getParameterCount();
            Class<?> ret = m.getReturnType();
            if (argc == 0 && n.startsWith("get") && n.length() > 3 && ret != void.class)
                slot(found, n.substring(3)).get = better(slot(found, n.substring(3)).get, m);
            else if (argc == 0 && n.startsWith("is") && n.length() > 2 && ret == boolean.class)
                slot(found, n.substring(2)).is = better(slot(found, n.substring(2)).is, m);
            else if (argc == 1 && n.startsWith("set") && n.length() > 3 && ret == void.class)
                slot(found, n.substring(3)).setters.add(m);
        }
        List<PropertyDescriptor> props = new ArrayList<PropertyDescriptor>();
        for (Map.Entry<String, Accessors> e : found.entrySet()) {
            Accessors a = e.getValue();
            Method read = a.is != null ? a.is : a.get;
            Method write = null;
            for (Method s : a.setters) {
                Class<?> t = s.getParameterTypes()[0];
                if (read == null ? write == null : t == read.getReturnType())
                    write = s;
            }
            if (read == null && write == null)
                continue;
            props.add(new PropertyDescriptor(e.getKey(), read, write));
        }
        final PropertyDescriptor[] pds = props.toArray(new PropertyDescriptor[0]);
        final BeanDescriptor bd = new BeanDescriptor(beanClass);
        return new BeanInfo() {
            public BeanDescriptor getBeanDescriptor() {
                return bd;
            }

            public PropertyDescriptor[] getPropertyDescriptors() {
                return pds.clone();
            }

            public int getDefaultPropertyIndex() {
                return -1;
            }

            public int getDefaultEventIndex() {
                return -1;
            }

            public BeanInfo[] getAdditionalBeanInfo() {
                return null;
            }
        };
    }

    private static Accessors slot(TreeMap<String, Accessors> found, String suffix) {
        String name = decapitalize(suffix);
        Accessors a = found.get(name);
        if (a == null)
            found.put(name, a = new Accessors());
        return a;
    }

    /** Of two getters of one name (a covariant override and its bridge), the more specific type. */
    private static Method better(Method old, Method m) {
        if (old == null)
            return m;
        return old.getReturnType().isAssignableFrom(m.getReturnType()) ? m : old;
    }
}
