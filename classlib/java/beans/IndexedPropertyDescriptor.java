package java.beans;

import java.lang.reflect.Method;
import java.util.Objects;

/**
 * A property read and written one element at a time: T getX(int) and void setX(int, T),
 * and possibly also as a whole array (T[] getX(), void setX(T[])).
 */
public class IndexedPropertyDescriptor extends PropertyDescriptor {
    private Method indexedReadMethod;
    private Method indexedWriteMethod;
    private Class<?> indexedPropertyType;

    public IndexedPropertyDescriptor(String propertyName, Class<?> beanClass) throws IntrospectionException {
        this(propertyName, beanClass, "get" + capitalize(propertyName), "set" + capitalize(propertyName),
                "get" + capitalize(propertyName), "set" + capitalize(propertyName));
    }

    public IndexedPropertyDescriptor(String propertyName, Class<?> beanClass, String readMethodName,
                                     String writeMethodName, String indexedReadMethodName,
                                     String indexedWriteMethodName) throws IntrospectionException {
        this(propertyName, find(beanClass, readMethodName, 0, false), find(beanClass, writeMethodName, 1, false),
                find(beanClass, indexedReadMethodName, 1, true), find(beanClass, indexedWriteMethodName, 2, true));
    }

    public IndexedPropertyDescriptor(String propertyName, Method readMethod, Method writeMethod,
                                     Method indexedReadMethod, Method indexedWriteMethod) throws IntrospectionException {
        super(propertyName, readMethod, writeMethod);
        setIndexedReadMethod(indexedReadMethod);
        setIndexedWriteMethod(indexedWriteMethod);
        Class<?> whole = getPropertyType();
        if (whole != null && indexedPropertyType != null
                && (!whole.isArray() || whole.getComponentType() != indexedPropertyType)) {
            throw new IntrospectionException("type mismatch between indexed and non-indexed methods: " + propertyName);
        }
    }

    /** The public method of that name with args parameters (the first an int when indexed). */
    private static Method find(Class<?> c, String name, int args, boolean indexed) throws IntrospectionException {
        if (name == null) {
            return null;
        }
        if (c == null) {
            throw new IntrospectionException("Target Bean class is null");
        }
        for (Method m : c.getMethods()) {
            if (m.getName().equals(name) && m.getParameterCount() == args
                    && (!indexed || m.getParameterTypes()[0] == int.class)
                    && (indexed || args == 0 || m.getParameterTypes()[0].isArray())) {
                return m;
            }
        }
        throw new IntrospectionException("Method not found: " + name);
    }

    public synchronized Method getIndexedReadMethod() {
        return indexedReadMethod;
    }

    public synchronized void setIndexedReadMethod(Method readMethod) throws IntrospectionException {
        if (readMethod != null) {
            Class<?>[] p = readMethod.getParameterTypes();
            if (p.length != 1) {
                throw new IntrospectionException("bad indexed read method arg count");
            }
            if (p[0] != int.class) {
                throw new IntrospectionException("non int index to indexed read method");
            }
            Class<?> t = readMethod.getReturnType();
            if (t == void.class) {
                throw new IntrospectionException("indexed read method returns void");
            }
            if (indexedWriteMethod != null && indexedWriteMethod.getParameterTypes()[1] != t) {
                throw new IntrospectionException("type mismatch between indexed read and indexed write methods: " + getName());
            }
            indexedPropertyType = t;
        } else if (indexedWriteMethod == null) {
            indexedPropertyType = null;
        }
        indexedReadMethod = readMethod;
    }

    public synchronized Method getIndexedWriteMethod() {
        return indexedWriteMethod;
    }

    public synchronized void setIndexedWriteMethod(Method writeMethod) throws IntrospectionException {
        if (writeMethod != null) {
            Class<?>[] p = writeMethod.getParameterTypes();
            if (p.length != 2) {
                throw new IntrospectionException("bad indexed write method arg count");
            }
            if (p[0] != int.class) {
                throw new IntrospectionException("non int index to indexed write method");
            }
            if (indexedReadMethod != null && indexedReadMethod.getReturnType() != p[1]) {
                throw new IntrospectionException("type mismatch between indexed read and indexed write methods: " + getName());
            }
            indexedPropertyType = p[1];
        } else if (indexedReadMethod == null) {
            indexedPropertyType = null;
        }
        indexedWriteMethod = writeMethod;
    }

    public synchronized Class<?> getIndexedPropertyType() {
        return indexedPropertyType;
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof IndexedPropertyDescriptor) || !super.equals(o)) {
            return false;
        }
        IndexedPropertyDescriptor p = (IndexedPropertyDescriptor) o;
        return Objects.equals(indexedReadMethod, p.indexedReadMethod)
                && Objects.equals(indexedWriteMethod, p.indexedWriteMethod)
                && indexedPropertyType == p.indexedPropertyType;
    }

    public int hashCode() {
        return 37 * super.hashCode() + Objects.hashCode(indexedPropertyType);
    }
}
