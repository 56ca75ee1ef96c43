package java.beans;

import java.lang.reflect.Method;
import java.util.Objects;

/** A bean property: its name, type and accessor methods. */
public class PropertyDescriptor extends FeatureDescriptor {
    private Method readMethod;
    private Method writeMethod;
    private Class<?> propertyType;
    private boolean bound, constrained;

    public PropertyDescriptor(String propertyName, Method readMethod, Method writeMethod) throws IntrospectionException {
        if (propertyName == null || propertyName.isEmpty())
            throw new IntrospectionException("bad property name");
        setName(propertyName);
        setReadMethod(readMethod);
        setWriteMethod(writeMethod);
    }

    public PropertyDescriptor(String propertyName, Class<?> beanClass) throws IntrospectionException {
        this(propertyName, beanClass, "is" + capitalize(propertyName), "set" + capitalize(propertyName));
    }

    public PropertyDescriptor(String propertyName, Class<?> beanClass, String readMethodName, String writeMethodName)
            throws IntrospectionException {
        if (beanClass == null)
            throw new IntrospectionException("Target Bean class is null");
        if (propertyName == null || propertyName.isEmpty())
            throw new IntrospectionException("bad property name");
        setName(propertyName);
        Method read = null;
        if (readMethodName != null) {
            read = find(beanClass, readMethodName, 0);
            if (read == null && readMethodName.startsWith("is"))
                read = find(beanClass, "get" + capitalize(propertyName), 0);
            if (read == null)
                throw new IntrospectionException("Method not found: " + readMethodName);
        }
        setReadMethod(read);
        if (writeMethodName != null) {
            Method write = find(beanClass, writeMethodName, 1);
            if (write == null)
                throw new IntrospectionException("Method not found: " + writeMethodName);
            setWriteMethod(write);
        }
    }

    private static Method find(Class<?> c, String name, int args) {
        for (Method m : c.getMethods())
            if (m.getName().equals(name) && m.getParameterCount() == args)
                return m;
        return null;
    }

    static String capitalize(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    public synchronized Class<?> getPropertyType() {
        return propertyType;
    }

    public synchronized Method getReadMethod() {
        return readMethod;
    }

    public synchronized void setReadMethod(Method readMethod) throws IntrospectionException {
        if (readMethod != null) {
            if (readMethod.getParameterCount() != 0)
                throw new IntrospectionException("bad read method arg count: " + readMethod);
            Class<?> t = readMethod.getReturnType();
            if (t == void.class)
                throw new IntrospectionException("read method " + readMethod.getName() + " returns void");
            if (writeMethod != null && writeMethod.getParameterTypes()[0] != t)
                throw new IntrospectionException("type mismatch between read and write methods");
            propertyType = t;
        } else if (writeMethod == null) {
            propertyType = null;
        }
        this.readMethod = readMethod;
    }

    public synchronized Method getWriteMethod() {
        return writeMethod;
    }

    public synchronized void setWriteMethod(Method writeMethod) throws IntrospectionException {
        if (writeMethod != null) {
            if (writeMethod.getParameterCount() != 1)
                throw new IntrospectionException("bad write method arg count: " + writeMethod);
            Class<?> t = writeMethod.getParameterTypes()[0];
            if (readMethod != null && readMethod.getReturnType() != t)
                throw new IntrospectionException("type mismatch between read and write methods");
            propertyType = t;
        } else if (readMethod == null) {
            propertyType = null;
        }
        this.writeMethod = writeMethod;
    }

    public boolean isBound() {
        return bound;
    }

    public void setBound(boolean bound) {
        this.bound = bound;
    }

    public boolean isConstrained() {
        return constrained;
    }

    public void setConstrained(boolean constrained) {
        this.constrained = constrained;
    }

    public boolean equals(Object o) {
        if (o == this)
            return true;
        if (!(o instanceof PropertyDescriptor))
            return false;
        PropertyDescriptor p = (PropertyDescriptor) o;
        return Objects.equals(getName(), p.getName()) && Objects.equals(readMethod, p.readMethod)
                && Objects.equals(writeMethod, p.writeMethod) && propertyType == p.propertyType
                && bound == p.bound && constrained == p.constrained;
    }

    public int hashCode() {
        return Objects.hash(getName(), readMethod, writeMethod, propertyType);
    }
}
