package java.beans;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

/**
 * The events a bean fires to one listener type: addXListener/removeXListener (and
 * getXListeners) for a listener interface XListener, and that interface's methods.
 */
public class EventSetDescriptor extends FeatureDescriptor {
    private final Class<?> listenerType;
    private final MethodDescriptor[] listenerMethods;
    private final Method addMethod;
    private final Method removeMethod;
    private final Method getMethod;
    private boolean unicast;
    private boolean inDefaultEventSet = true;

    public EventSetDescriptor(Class<?> sourceClass, String eventSetName, Class<?> listenerType,
                              String listenerMethodName) throws IntrospectionException {
        this(sourceClass, eventSetName, listenerType, new String[] {listenerMethodName},
                "add" + PropertyDescriptor.capitalize(shortName(listenerType)),
                "remove" + PropertyDescriptor.capitalize(shortName(listenerType)),
                "get" + PropertyDescriptor.capitalize(shortName(listenerType)) + "s");
    }

    public EventSetDescriptor(Class<?> sourceClass, String eventSetName, Class<?> listenerType,
                              String[] listenerMethodNames, String addListenerMethodName,
                              String removeListenerMethodName) throws IntrospectionException {
        this(sourceClass, eventSetName, listenerType, listenerMethodNames, addListenerMethodName,
                removeListenerMethodName, null);
    }

    public EventSetDescriptor(Class<?> sourceClass, String eventSetName, Class<?> listenerType,
                              String[] listenerMethodNames, String addListenerMethodName,
                              String removeListenerMethodName, String getListenerMethodName)
            throws IntrospectionException {
        if (sourceClass == null || eventSetName == null || listenerType == null) {
            throw new NullPointerException();
        }
        setName(eventSetName);
        this.listenerType = listenerType;
        List<MethodDescriptor> ms = new ArrayList<MethodDescriptor>();
        for (String n : listenerMethodNames) {
            Method found = null;
            for (Method m : listenerType.getMethods()) {
                if (m.getName().equals(n)) {
                    found = m;
                    break;
                }
            }
            if (found == null) {
                throw new IntrospectionException("Method not found: " + n + " on class " + listenerType.getName());
            }
            ms.add(new MethodDescriptor(found));
        }
        listenerMethods = ms.toArray(new MethodDescriptor[0]);
        addMethod = find(sourceClass, addListenerMethodName, listenerType, true);
        removeMethod = find(sourceClass, removeListenerMethodName, listenerType, true);
        getMethod = getListenerMethodName == null ? null : find(sourceClass, getListenerMethodName, null, false);
    }

    public EventSetDescriptor(String eventSetName, Class<?> listenerType, Method[] listenerMethods,
                              Method addListenerMethod, Method removeListenerMethod) throws IntrospectionException {
        this(eventSetName, listenerType, listenerMethods, addListenerMethod, removeListenerMethod, null);
    }

    public EventSetDescriptor(String eventSetName, Class<?> listenerType, Method[] listenerMethods,
                              Method addListenerMethod, Method removeListenerMethod, Method getListenerMethod)
            throws IntrospectionException {
        setName(eventSetName);
        this.listenerType = listenerType;
        this.listenerMethods = new MethodDescriptor[listenerMethods == null ? 0 : listenerMethods.length];
        for (int i = 0; i < this.listenerMethods.length; i++) {
            this.listenerMethods[i] = new MethodDescriptor(listenerMethods[i]);
        }
        this.addMethod = addListenerMethod;
        this.removeMethod = removeListenerMethod;
        this.getMethod = getListenerMethod;
    }

    public EventSetDescriptor(String eventSetName, Class<?> listenerType, MethodDescriptor[] listenerMethodDescriptors,
                              Method addListenerMethod, Method removeListenerMethod) throws IntrospectionException {
        setName(eventSetName);
        this.listenerType = listenerType;
        this.listenerMethods = listenerMethodDescriptors == null ? new MethodDescriptor[0] : listenerMethodDescriptors.clone();
        this.addMethod = addListenerMethod;
        this.removeMethod = removeListenerMethod;
        this.getMethod = null;
    }

    private static String shortName(Class<?> c) {
        String n = c.getName();
        return n.substring(n.lastIndexOf('.') + 1);
    }

    private static Method find(Class<?> c, String name, Class<?> arg, boolean required) throws IntrospectionException {
        for (Method m : c.getMethods()) {
            if (m.getName().equals(name) && (arg == null ? m.getParameterCount() == 0
                    : m.getParameterCount() == 1 && m.getParameterTypes()[0] == arg)) {
                return m;
            }
        }
        if (required) {
            throw new IntrospectionException("Method not found: " + name + " on class " + c.getName());
        }
        return null;
    }

    public Class<?> getListenerType() {
        return listenerType;
    }

    public synchronized Method[] getListenerMethods() {
        Method[] r = new Method[listenerMethods.length];
        for (int i = 0; i < r.length; i++) {
            r[i] = listenerMethods[i].getMethod();
        }
        return r;
    }

    public synchronized MethodDescriptor[] getListenerMethodDescriptors() {
        return listenerMethods.clone();
    }

    public synchronized Method getAddListenerMethod() {
        return addMethod;
    }

    public synchronized Method getRemoveListenerMethod() {
        return removeMethod;
    }

    public synchronized Method getGetListenerMethod() {
        return getMethod;
    }

    public void setUnicast(boolean unicast) {
        this.unicast = unicast;
    }

    public boolean isUnicast() {
        return unicast;
    }

    public void setInDefaultEventSet(boolean inDefaultEventSet) {
        this.inDefaultEventSet = inDefaultEventSet;
    }

    public boolean isInDefaultEventSet() {
        return inDefaultEventSet;
    }
}
