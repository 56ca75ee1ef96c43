package java.lang;

import java.io.Serializable;

/**
 * Runtime class objects.  The VM creates every instance (and sets {@code vmClass});
 * Java code never runs the constructor.
 */
public final class Class<T> implements Serializable {

    private transient long vmClass;
    private transient String name;
    private transient Object[] enumConstants;

    private static final int ANNOTATION = 0x00002000;
    private static final int ENUM = 0x00004000;
    private static final int SYNTHETIC = 0x00001000;

    private Class() {
    }

    // ---------------------------------------------------------------- natives (CONTRACT.md)

    private native String getName0();

    public native boolean isInstance(Object obj);

    public native boolean isAssignableFrom(Class<?> cls);

    public native boolean isInterface();

    public native boolean isArray();

    public native boolean isPrimitive();

    public native Class<? super T> getSuperclass();

    public native Class<?> getComponentType();

    public native int getModifiers();

    private native String getSimpleName0();

    private static native Class<?> forName0(String name, boolean initialize) throws ClassNotFoundException;

    static native Class<?> getPrimitiveClass(String name);

    private native Object[] getEnumConstants0();

    private native Object newInstance0();

    public native boolean isEnum();

    public native Class<?>[] getInterfaces();

    private static native Class<?> forName1(String name, boolean initialize, ClassLoader loader,
                                            boolean callerSensitive) throws ClassNotFoundException;

    private native ClassLoader getClassLoader0();

    private native boolean isBoot0();

    private native boolean desiredAssertionStatus0();

    // ---------------------------------------------------------------- names

    public String getName() {
        String n = name;
        if (n == null) {
            n = getName0();
            name = n;
        }
        return n;
    }

    public String toString() {
        return (isInterface() ? "interface " : (isPrimitive() ? "" : "class ")) + getName();
    }

    public String getSimpleName() {
        if (isArray()) {
            return getComponentType().getSimpleName() + "[]";
        }
        return getSimpleName0();
    }

    public String getTypeName() {
        if (isArray()) {
            Class<?> cl = this;
            int dimensions = 0;
            while (cl.isArray()) {
                dimensions++;
                cl = cl.getComponentType();
            }
            StringBuilder sb = new StringBuilder(cl.getName());
            for (int i = 0; i < dimensions; i++) {
                sb.append("[]");
            }
            return sb.toString();
        }
        return getName();
    }

    /**
     * The canonical name, or null for local and anonymous classes.  Member classes are
     * recognised from the binary name: {@code Outer$Inner} whose simple name is
     * {@code Inner}.
     */
    public String getCanonicalName() {
        if (isArray()) {
            String c = getComponentType().getCanonicalName();
            return c == null ? null : c + "[]";
        }
        if (isPrimitive()) {
            return getName();
        }
        String n = getName();
        String simple = getSimpleName0();
        if (simple.isEmpty()) {
            return null;
        }
        int dollar = n.length() - simple.length() - 1;
        if (dollar > 0 && n.charAt(dollar) == '$' && n.endsWith(simple)) {
            String outerName = n.substring(0, dollar);
            try {
                Class<?> outer = forName0(outerName, false);
                String oc = outer.getCanonicalName();
                return oc == null ? null : oc + "." + simple;
            } catch (ClassNotFoundException e) {
                return outerName.replace('$', '.') + "." + simple;
            }
        }
        int last = n.lastIndexOf('.');
        if (simple.equals(n.substring(last + 1))) {
            return n;
        }
        return null; // local class: Outer$1Local
    }

    public String getPackageName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String n = c.getName();
        int dot = n.lastIndexOf('.');
        return dot == -1 ? "" : n.substring(0, dot);
    }

    // ---------------------------------------------------------------- lookup

    /** Loads through the caller's defining loader (the app loader for class-path code). */
    public static Class<?> forName(String className) throws ClassNotFoundException {
        if (className == null) {
            throw new NullPointerException();
        }
        return forName1(className, true, null, true);
    }

    /**
     * As the JDK: a null loader is the boot loader (the class library only); a user
     * loader is asked through its {@code loadClass(String)}.
     */
    public static Class<?> forName(String name, boolean initialize, ClassLoader loader)
            throws ClassNotFoundException {
        if (name == null) {
            throw new NullPointerException();
        }
        return forName1(name, initialize, loader, false);
    }

    /** Null for the class library (and primitives), the app loader for class-path classes. */
    public ClassLoader getClassLoader() {
        ClassLoader l = getClassLoader0();
        if (l != null) {
            return l;
        }
        return isBoot0() ? null : ClassLoader.getSystemClassLoader();
    }

    /** What the loader set (setClassAssertionStatus...), else -ea/-da/-esa/-dsa. */
    public boolean desiredAssertionStatus() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        ClassLoader l = getClassLoader0();
        if (l != null) {
            int s = l.assertionStatus(getName());
            if (s >= 0) {
                return s == 1;
            }
        }
        return desiredAssertionStatus0();
    }

    // ---------------------------------------------------------------- resources

    public java.net.URL getResource(String name) {
        name = resolveName(name);
        ClassLoader l = getClassLoader();
        return l == null ? ClassLoader.getSystemResource(name) : l.getResource(name);
    }

    public java.io.InputStream getResourceAsStream(String name) {
        name = resolveName(name);
        ClassLoader l = getClassLoader();
        return l == null ? ClassLoader.getSystemResourceAsStream(name) : l.getResourceAsStream(name);
    }

    /** A relative name is in this class's package; a leading '/' is dropped. */
    private String resolveName(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        if (name.startsWith("/")) {
            return name.substring(1);
        }
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        String pkg = c.getPackageName();
        return pkg.isEmpty() ? name : pkg.replace('.', '/') + "/" + name;
    }

    public java.security.ProtectionDomain getProtectionDomain() {
        return new java.security.ProtectionDomain(null, null);
    }

    public Object[] getSigners() {
        ClassLoader l = getClassLoader0();
        return l == null ? null : l.getSigners(this);
    }

    // ---------------------------------------------------------------- kinds

    public boolean isAnnotation() {
        return (getModifiers() & ANNOTATION) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & SYNTHETIC) != 0;
    }

    public boolean isRecord() {
        return getSuperclass() == Record.class && (getModifiers() & 0x0010) != 0;
    }

    public boolean isAnonymousClass() {
        return !isArray() && !isPrimitive() && getSimpleName0().isEmpty();
    }

    public boolean isLocalClass() {
        if (isArray() || isPrimitive() || isAnonymousClass()) {
            return false;
        }
        return getCanonicalName() == null;
    }

    public boolean isMemberClass() {
        if (isArray() || isPrimitive() || isAnonymousClass()) {
            return false;
        }
        String n = getName();
        String simple = getSimpleName0();
        int dollar = n.length() - simple.length() - 1;
        return dollar > 0 && n.charAt(dollar) == '$';
    }

    public Class<?> componentType() {
        return getComponentType();
    }

    // ---------------------------------------------------------------- instances

    @SuppressWarnings("unchecked")
    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to " + getName());
        }
        return (T) obj;
    }

    @SuppressWarnings("unchecked")
    public <U> Class<? extends U> asSubclass(Class<U> clazz) {
        if (clazz.isAssignableFrom(this)) {
            return (Class<? extends U>) this;
        }
        throw new ClassCastException(this.toString());
    }

    @SuppressWarnings("unchecked")
    @Deprecated
    public T newInstance() throws InstantiationException, IllegalAccessException {
        return (T) newInstance0();
    }

    /** The enum constants in declaration order (a fresh copy), or null if not an enum. */
    @SuppressWarnings("unchecked")
    public T[] getEnumConstants() {
        Object[] c = getEnumConstantsShared();
        if (c == null) {
            return null;
        }
        Object[] r = (Object[]) c.clone();
        return (T[]) r;
    }

    Object[] getEnumConstantsShared() {
        Object[] c = enumConstants;
        if (c == null) {
            if (!isEnumLike()) {
                return null;
            }
            c = getEnumConstants0();
            enumConstants = c;
        }
        return c;
    }

    private boolean isEnumLike() {
        if (isEnum()) {
            return true;
        }
        Class<?> s = getSuperclass();
        return s != null && s != Enum.class && s.isEnum();
    }
}
