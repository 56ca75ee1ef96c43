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
 * boolean.  T getX(int) and void setX(int, T) make X an indexed property (with its
 * whole-array accessors when their type is T[]; whole-value accessors of another type make
 * a plain property instead).  Properties come sorted by name.  Every public method (static
 * ones too) gets a method descriptor; addXListener/removeXListener of a listener type named
 * XListener (an EventListener) make an event set x.  A class FooBeanInfo
 * beside Foo that implements BeanInfo overrides whatever it answers with non-null.
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
        Method is, get, indexedGet;
        List<Method> setters = new ArrayList<Method>();
        List<Method> indexedSetters = new ArrayList<Method>();
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
            else if (argc == 1 && n.startsWith("get") && n.length() > 3 && ret != void.class
                    && m.getParameterTypes()[0] == int.class)
                slot(found, n.substring(3)).indexedGet = better(slot(found, n.substring(3)).indexedGet, m);
            else if (argc == 2 && n.startsWith("set") && n.length() > 3 && ret == void.class
                    && m.getParameterTypes()[0] == int.class)
                slot(found, n.substring(3)).indexedSetters.add(m);
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
            Method iread = a.indexedGet;
            Method iwrite = null;
            for (Method s : a.indexedSetters) {
                Class<?> t = s.getParameterTypes()[1];
                if (iread == null ? iwrite == null : t == iread.getReturnType())
                    iwrite = s;
            }
            if (iread != null || iwrite != null) {
                Class<?> elem = iread != null ? iread.getReturnType() : iwrite.getParameterTypes()[1];
                Class<?> whole = read != null ? read.getReturnType() : write != null ? write.getParameterTypes()[0] : null;
                if (whole == null) {
                    props.add(new IndexedPropertyDescriptor(e.getKey(), null, null, iread, iwrite));
                    continue;
                }
                if (whole.isArray() && whole.getComponentType() == elem) {
                    props.add(new IndexedPropertyDescriptor(e.getKey(), read, write, iread, iwrite));
                    continue;
                }
                // whole-value accessors of another type: the plain property wins
            }
            if (read == null && write == null)
                continue;
            props.add(new PropertyDescriptor(e.getKey(), read, write));
        }
        List<MethodDescriptor> methods = new ArrayList<MethodDescriptor>();
        List<EventSetDescriptor> events = new ArrayList<EventSetDescriptor>();
        for (Method m : beanClass.getMethods()) {
            if (stopClass != null && m.getDeclaringClass().isAssignableFrom(stopClass))
                continue;
            methods.add(new MethodDescriptor(m));
            EventSetDescriptor ev = eventSet(beanClass, m);
            if (ev != null)
                events.add(ev);
        }
        PropertyDescriptor[] pds0 = props.toArray(new PropertyDescriptor[0]);
        MethodDescriptor[] mds0 = methods.toArray(new MethodDescriptor[0]);
        EventSetDescriptor[] eds0 = events.toArray(new EventSetDescriptor[0]);
        BeanInfo explicit = explicitBeanInfo(beanClass);
        if (explicit != null) {
            if (explicit.getPropertyDescriptors() != null)
                pds0 = explicit.getPropertyDescriptors();
            if (explicit.getMethodDescriptors() != null)
                mds0 = explicit.getMethodDescriptors();
            if (explicit.getEventSetDescriptors() != null)
                eds0 = explicit.getEventSetDescriptors();
        }
        final PropertyDescriptor[] pds = pds0;
        final MethodDescriptor[] mds = mds0;
        final EventSetDescriptor[] eds = eds0;
        final int defaultProperty = explicit != null ? explicit.getDefaultPropertyIndex() : -1;
        final int defaultEvent = explicit != null ? explicit.getDefaultEventIndex() : -1;
        final BeanDescriptor bd = explicit != null && explicit.getBeanDescriptor() != null
                ? explicit.getBeanDescriptor() : new BeanDescriptor(beanClass);
        return new BeanInfo() {
            public BeanDescriptor getBeanDescriptor() {
                return bd;
            }

            public PropertyDescriptor[] getPropertyDescriptors() {
                return pds.clone();
            }

            public int getDefaultPropertyIndex() {
                return defaultProperty;
            }

            public int getDefaultEventIndex() {
                return defaultEvent;
            }

            public MethodDescriptor[] getMethodDescriptors() {
                return mds.clone();
            }

            public EventSetDescriptor[] getEventSetDescriptors() {
                return eds.clone();
            }

            public BeanInfo[] getAdditionalBeanInfo() {
                return null;
            }
        };
    }

    /** The event set that m, an addXListener(XListener) method, opens; null if none. */
    private static EventSetDescriptor eventSet(Class<?> beanClass, Method m) throws IntrospectionException {
        String n = m.getName();
        if (!n.startsWith("add") || !n.endsWith("Listener") || m.getParameterCount() != 1
                || m.getReturnType() != void.class || java.lang.reflect.Modifier.isStatic(m.getModifiers()))
            return null;
        Class<?> type = m.getParameterTypes()[0];
        String typeName = type.getName().substring(type.getName().lastIndexOf('.') + 1);
        typeName = typeName.substring(typeName.lastIndexOf('$') + 1);
        if (!typeName.equals(n.substring(3)) || !java.util.EventListener.class.isAssignableFrom(type))
            return null;
        Method remove = null;
        Method get = null;
        for (Method r : beanClass.getMethods()) {
            if (r.getName().equals("remove" + n.substring(3)) && r.getParameterCount() == 1
                    && r.getParameterTypes()[0] == type)
                remove = r;
            if (r.getName().equals("get" + n.substring(3) + "s") && r.getParameterCount() == 0)
                get = r;
        }
        if (remove == null)
            return null;
        String base = n.substring(3, n.length() - "Listener".length());
        return new EventSetDescriptor(decapitalize(base), type, type.getMethods(), m, remove, get);
    }

    /** Foo's FooBeanInfo, found through Foo's loader, when it is a BeanInfo; null otherwise. */
    private static BeanInfo explicitBeanInfo(Class<?> beanClass) {
        try {
            Class<?> c = Class.forName(beanClass.getName() + "BeanInfo", true, beanClass.getClassLoader());
            if (!BeanInfo.class.isAssignableFrom(c))
                return null;
            return (BeanInfo) c.getDeclaredConstructor().newInstance();
        } catch (Exception | LinkageError ex) {
            return null;
        }
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
