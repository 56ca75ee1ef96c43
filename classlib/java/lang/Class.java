package java.lang;

import java.io.Serializable;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.GenericDeclaration;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.VMReflection;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * Runtime class objects.  The VM creates every instance (and sets {@code vmClass});
 * Java code never runs the constructor.
 */
public final class Class<T> implements Serializable, GenericDeclaration, Type, AnnotatedElement,
        java.lang.constant.Constable {

    private transient long vmClass;
    private transient String name;
    private transient Object[] enumConstants;
    private transient Method[] declaredMethods;
    private transient Field[] declaredFields;
    private transient Constructor<T>[] declaredConstructors;
    private transient Annotation[] declaredAnnotations;
    private transient Annotation[] allAnnotations;
    private transient int[] innerInfo;              // [inner, outer, name, access] cp indexes

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

    /** The canonical name, or null for local and anonymous classes (and arrays of them). */
    public String getCanonicalName() {
        if (isArray()) {
            String c = getComponentType().getCanonicalName();
            return c == null ? null : c + "[]";
        }
        if (isPrimitive()) {
            return getName();
        }
        if (isHidden() || isLocalOrAnonymous()) {
            return null;
        }
        Class<?> outer = getDeclaringClass0();
        if (outer == null) {
            return getName();
        }
        String oc = outer.getCanonicalName();
        return oc == null ? null : oc + "." + getSimpleName();
    }

    /** Lambda proxies and other classes made by the VM. */
    public boolean isHidden() {
        return !isArray() && !isPrimitive() && VMReflection.hidden(this);
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
        checkName(className);
        return load(className, true, null, true);
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
        checkName(name);
        return load(name, initialize, loader, false);
    }

    /** Null for the class library (and primitives), the app loader for class-path classes. */
    public ClassLoader getClassLoader() {
        ClassLoader l = getClassLoader0();
        if (l != null) {
            return l;
        }
        return isBoot0() ? null : ClassLoader.getSystemClassLoader();
    }

    /**
     * The named module of the class library's package (java.base for primitives), or the
     * unnamed module of the defining loader; an array is in its element type's module.
     */
    public Module getModule() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return Module.ofBootPackage("java.lang");
        }
        ClassLoader l = c.getClassLoader();
        return l == null ? Module.ofBootPackage(c.getPackageName()) : l.getUnnamedModule();
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

    /**
     * The domain a user loader defined this class with; for the class path, one per
     * class-path entry (its CodeSource the entry's URL); for the class library one
     * domain without a code source.
     */
    public java.security.ProtectionDomain getProtectionDomain() {
        ClassLoader l = getClassLoader0();
        if (l != null) {
            return l.domainOf(this);
        }
        if (isBoot0()) {
            synchronized (Class.class) {
                if (bootDomain == null) {
                    bootDomain = new java.security.ProtectionDomain(null, null);
                }
                return bootDomain;
            }
        }
        return appDomain(this);
    }

    private static java.security.ProtectionDomain bootDomain;
    private static java.util.HashMap<String, java.security.ProtectionDomain> appDomains;

    /** The class-path entry holding c's class file: a directory (file:/dir/) or a jar (file:/x.jar). */
    private static java.security.ProtectionDomain appDomain(Class<?> c) {
        Class<?> top = c;
        while (top.isArray()) {
            top = top.getComponentType();
        }
        String res = top.getName().replace('.', '/') + ".class";
        java.net.URL u = ClassLoader.getSystemResource(res);
        String loc = null;
        if (u != null) {
            String s = u.toString();
            if (s.startsWith("jar:")) {
                loc = s.substring(4, s.indexOf("!/"));
            } else if (s.endsWith(res)) {
                loc = s.substring(0, s.length() - res.length());
            }
        }
        synchronized (Class.class) {
            if (appDomains == null) {
                appDomains = new java.util.HashMap<>();
            }
            java.security.ProtectionDomain d = appDomains.get(loc);
            if (d == null) {
                java.net.URL lu = null;
                try {
                    lu = loc == null ? null : new java.net.URL(loc);
                } catch (java.net.MalformedURLException e) {
                    lu = null;
                }
                d = new java.security.ProtectionDomain(new java.security.CodeSource(lu,
                        (java.security.cert.Certificate[]) null), null, ClassLoader.getSystemClassLoader(), null);
                appDomains.put(loc, d);
            }
            return d;
        }
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
        return getSuperclass() == Record.class && VMReflection.classAttribute(this, "Record") != null;
    }

    public boolean isAnonymousClass() {
        return !isArray() && !isPrimitive() && isLocalOrAnonymous() && getSimpleName0().isEmpty();
    }

    public boolean isLocalClass() {
        return isLocalOrAnonymous() && !isAnonymousClass();
    }

    public boolean isMemberClass() {
        return !isArray() && !isPrimitive() && !isLocalOrAnonymous() && getDeclaringClass0() != null;
    }

    private boolean isLocalOrAnonymous() {
        return !isArray() && !isPrimitive() && VMReflection.classAttribute(this, "EnclosingMethod") != null;
    }

    public Class<?> componentType() {
        return getComponentType();
    }

    /** The class of arrays of this type (IllegalArgumentException for void, as the JDK). */
    public Class<?> arrayType() {
        return java.lang.reflect.Array.newInstance(this, 0).getClass();
    }

    /** The type descriptor: I, [Ljava/lang/String;, Ljava/util/Map$Entry; */
    /** The class's nominal descriptor; none for a hidden class (or an array of one). */
    public java.util.Optional<java.lang.constant.ClassDesc> describeConstable() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        return c.isHidden() ? java.util.Optional.<java.lang.constant.ClassDesc>empty()
                : java.util.Optional.of(java.lang.constant.ClassDesc.ofDescriptor(descriptorString()));
    }

    public String descriptorString() {
        if (isPrimitive()) {
            return String.valueOf(java.lang.reflect.VMReflection.primitiveDescriptor(this));
        }
        if (isArray()) {
            return getName().replace('.', '/');
        }
        return "L" + getName().replace('.', '/') + ";";
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

    @Deprecated
    public T newInstance() throws InstantiationException, IllegalAccessException {
        if (isInterface() || isArray() || isPrimitive() || this == Class.class) {
            throw new InstantiationException(getName());
        }
        Constructor<T> c = null;
        for (Constructor<T> k : declaredConstructorsShared()) {
            if (k.getParameterCount() == 0) {
                c = k;
            }
        }
        if (c == null) {
            throw (InstantiationException) new InstantiationException(getName())
                    .initCause(new NoSuchMethodException(getName() + ".<init>()"));
        }
        VMReflection.checkMemberAccess(VMReflection.caller(), this, null, c.getModifiers());
        if (Modifier.isAbstract(getModifiers())) {
            throw new InstantiationException();
        }
        c = VMReflection.copy(c);
        c.setAccessible(true);
        try {
            return c.newInstance();
        } catch (InvocationTargetException e) {
            Class.<RuntimeException>sneaky(e.getCause());
            return null;
        }
    }

    @SuppressWarnings("unchecked")
    private static <E extends Throwable> void sneaky(Throwable t) throws E {
        throw (E) t;
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

    // ---------------------------------------------------------------- names checked by forName

    private static void checkName(String n) throws ClassNotFoundException {
        if (n.isEmpty() || n.charAt(0) != '[') {
            return;
        }
        int i = 0;
        while (i < n.length() && n.charAt(i) == '[') {
            i++;
        }
        boolean ok = false;
        if (i < n.length()) {
            char c = n.charAt(i);
            if ("BCDFIJSZ".indexOf(c) >= 0) {
                ok = i == n.length() - 1;
            } else if (c == 'L') {
                ok = n.indexOf(';') == n.length() - 1 && n.length() > i + 2 && n.charAt(i + 1) != '['
                        && n.indexOf('/') < 0;
            }
        }
        if (!ok || i > 255) {
            throw new ClassNotFoundException(n.replace('.', '/'));
        }
    }

    /** forName1, naming the missing element class when an array's is missing, as HotSpot does. */
    private static Class<?> load(String name, boolean initialize, ClassLoader loader, boolean caller)
            throws ClassNotFoundException {
        try {
            return forName1(name, initialize, loader, caller);
        } catch (ClassNotFoundException e) {
            if (name.startsWith("[") && name.endsWith(";")) {
                throw new ClassNotFoundException(name.substring(name.indexOf('L') + 1, name.length() - 1));
            }
            throw e;
        }
    }

    // ---------------------------------------------------------------- members (java.lang.reflect)

    private Method[] declaredMethodsShared() {
        Method[] m = declaredMethods;
        if (m == null) {
            m = VMReflection.declaredMethods(this, false);
            declaredMethods = m;
        }
        return m;
    }

    private Field[] declaredFieldsShared() {
        Field[] f = declaredFields;
        if (f == null) {
            f = VMReflection.declaredFields(this, false);
            declaredFields = f;
        }
        return f;
    }

    @SuppressWarnings("unchecked")
    private Constructor<T>[] declaredConstructorsShared() {
        Constructor<T>[] c = declaredConstructors;
        if (c == null) {
            c = (Constructor<T>[]) VMReflection.declaredConstructors(this, false);
            declaredConstructors = c;
        }
        return c;
    }

    public Method[] getDeclaredMethods() {
        Method[] m = declaredMethodsShared();
        Method[] r = new Method[m.length];
        for (int i = 0; i < m.length; i++) {
            r[i] = VMReflection.copy(m[i]);
        }
        return r;
    }

    public Field[] getDeclaredFields() {
        Field[] f = declaredFieldsShared();
        Field[] r = new Field[f.length];
        for (int i = 0; i < f.length; i++) {
            r[i] = VMReflection.copy(f[i]);
        }
        return r;
    }

    public Constructor<?>[] getDeclaredConstructors() {
        Constructor<T>[] c = declaredConstructorsShared();
        Constructor<?>[] r = new Constructor<?>[c.length];
        for (int i = 0; i < c.length; i++) {
            r[i] = VMReflection.copy(c[i]);
        }
        return r;
    }

    public Constructor<?>[] getConstructors() {
        List<Constructor<?>> r = new ArrayList<Constructor<?>>();
        for (Constructor<T> c : declaredConstructorsShared()) {
            if (Modifier.isPublic(c.getModifiers())) {
                r.add(VMReflection.copy(c));
            }
        }
        return r.toArray(new Constructor<?>[0]);
    }

    private static boolean sameParams(Class<?>[] a, Class<?>[] b) {
        int na = a == null ? 0 : a.length, nb = b == null ? 0 : b.length;
        if (na != nb) {
            return false;
        }
        for (int i = 0; i < na; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }

    private String methodText(String name, Class<?>[] params) {
        StringBuilder sb = new StringBuilder(getName()).append('.').append(name).append('(');
        if (params != null) {
            for (int i = 0; i < params.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(params[i] == null ? "null" : params[i].getName());
            }
        }
        return sb.append(')').toString();
    }

    @SuppressWarnings("unchecked")
    public Constructor<T> getDeclaredConstructor(Class<?>... parameterTypes) throws NoSuchMethodException {
        for (Constructor<T> c : declaredConstructorsShared()) {
            if (sameParams(c.getParameterTypes(), parameterTypes)) {
                return (Constructor<T>) VMReflection.copy(c);
            }
        }
        throw new NoSuchMethodException(methodText("<init>", parameterTypes));
    }

    @SuppressWarnings("unchecked")
    public Constructor<T> getConstructor(Class<?>... parameterTypes) throws NoSuchMethodException {
        for (Constructor<T> c : declaredConstructorsShared()) {
            if (Modifier.isPublic(c.getModifiers()) && sameParams(c.getParameterTypes(), parameterTypes)) {
                return (Constructor<T>) VMReflection.copy(c);
            }
        }
        throw new NoSuchMethodException(methodText("<init>", parameterTypes));
    }

    public Method getDeclaredMethod(String name, Class<?>... parameterTypes) throws NoSuchMethodException {
        if (name == null) {
            throw new NullPointerException();
        }
        Method found = null;
        for (Method m : declaredMethodsShared()) {
            if (m.getName().equals(name) && sameParams(m.getParameterTypes(), parameterTypes)) {
                if (found == null || found.getReturnType().isAssignableFrom(m.getReturnType())) {
                    found = m;
                }
            }
        }
        if (found == null) {
            throw new NoSuchMethodException(methodText(name, parameterTypes));
        }
        return VMReflection.copy(found);
    }

    public Method getMethod(String name, Class<?>... parameterTypes) throws NoSuchMethodException {
        if (name == null) {
            throw new NullPointerException();
        }
        Method m = findPublicMethod(name, parameterTypes, true);
        if (m == null) {
            throw new NoSuchMethodException(methodText(name, parameterTypes));
        }
        return VMReflection.copy(m);
    }

    /** JLS-style lookup: this class and its superclasses first, then superinterfaces. */
    private Method findPublicMethod(String name, Class<?>[] params, boolean includeStatic) {
        Method found = null;
        for (Class<?> c = this; c != null; c = c.getSuperclass()) {
            for (Method m : c.declaredMethodsShared()) {
                if (Modifier.isPublic(m.getModifiers()) && m.getName().equals(name)
                        && sameParams(m.getParameterTypes(), params)
                        && (found == null || found.getReturnType().isAssignableFrom(m.getReturnType()))) {
                    found = m;
                }
            }
            if (found != null) {
                return found;
            }
            if (c.isInterface()) {
                break;
            }
        }
        for (Class<?> c = this; c != null; c = c.getSuperclass()) {
            for (Class<?> i : c.getInterfaces()) {
                Method m = i.findPublicMethod(name, params, false);
                if (m != null && !Modifier.isStatic(m.getModifiers())) {
                    if (found == null || (Modifier.isAbstract(found.getModifiers()) && !Modifier.isAbstract(m.getModifiers()))) {
                        found = m;
                    }
                }
            }
        }
        return found;
    }

    public Method[] getMethods() {
        LinkedHashMap<String, Method> sigs = new LinkedHashMap<String, Method>();
        collectMethods(sigs, true);
        List<Method> r = new ArrayList<Method>();
        for (Method m : sigs.values()) {
            r.add(VMReflection.copy(m));
        }
        return r.toArray(new Method[0]);
    }

    private void collectMethods(LinkedHashMap<String, Method> sigs, boolean statics) {
        for (Method m : declaredMethodsShared()) {
            int mods = m.getModifiers();
            if (!Modifier.isPublic(mods) || (!statics && Modifier.isStatic(mods))) {
                continue;
            }
            String key = m.getName() + VMReflection.methodDescriptor(m);
            Method old = sigs.get(key);
            if (old == null || (Modifier.isAbstract(old.getModifiers()) && !Modifier.isAbstract(mods)
                    && old.getDeclaringClass().isInterface())) {
                if (old == null || !old.getDeclaringClass().isAssignableFrom(m.getDeclaringClass())
                        || m.getDeclaringClass().isInterface()) {
                    sigs.put(key, m);
                }
            }
        }
        Class<?> s = isInterface() ? null : getSuperclass();
        if (s != null) {
            s.collectMethods(sigs, true);
        }
        for (Class<?> i : getInterfaces()) {
            i.collectMethods(sigs, false);
        }
    }

    public Field getDeclaredField(String name) throws NoSuchFieldException {
        if (name == null) {
            throw new NullPointerException();
        }
        for (Field f : declaredFieldsShared()) {
            if (f.getName().equals(name)) {
                return VMReflection.copy(f);
            }
        }
        throw new NoSuchFieldException(name);
    }

    private Field findPublicField(String name) {
        for (Field f : declaredFieldsShared()) {
            if (Modifier.isPublic(f.getModifiers()) && f.getName().equals(name)) {
                return f;
            }
        }
        for (Class<?> i : getInterfaces()) {
            Field f = i.findPublicField(name);
            if (f != null) {
                return f;
            }
        }
        Class<?> s = isInterface() ? null : getSuperclass();
        return s == null ? null : s.findPublicField(name);
    }

    public Field getField(String name) throws NoSuchFieldException {
        if (name == null) {
            throw new NullPointerException();
        }
        Field f = findPublicField(name);
        if (f == null) {
            throw new NoSuchFieldException(name);
        }
        return VMReflection.copy(f);
    }

    public Field[] getFields() {
        List<Field> r = new ArrayList<Field>();
        collectFields(r, new ArrayList<Class<?>>());
        return r.toArray(new Field[0]);
    }

    private void collectFields(List<Field> out, List<Class<?>> seen) {
        if (seen.contains(this)) {
            return;
        }
        seen.add(this);
        for (Field f : declaredFieldsShared()) {
            if (Modifier.isPublic(f.getModifiers())) {
                out.add(VMReflection.copy(f));
            }
        }
        for (Class<?> i : getInterfaces()) {
            i.collectFields(out, seen);
        }
        Class<?> s = isInterface() ? null : getSuperclass();
        if (s != null) {
            s.collectFields(out, seen);
        }
    }

    // ---------------------------------------------------------------- nesting

    /** The InnerClasses attribute as cp indexes, 4 per entry. */
    private int[] innerInfo() {
        int[] r = innerInfo;
        if (r == null) {
            byte[] b = isArray() || isPrimitive() ? null : VMReflection.classAttribute(this, "InnerClasses");
            if (b == null) {
                r = new int[0];
            } else {
                int n = ((b[0] & 0xff) << 8) | (b[1] & 0xff);
                r = new int[4 * n];
                for (int i = 0; i < 4 * n; i++) {
                    r[i] = ((b[2 + 2 * i] & 0xff) << 8) | (b[3 + 2 * i] & 0xff);
                }
            }
            innerInfo = r;
        }
        return r;
    }

    private String internalName() {
        return getName().replace('.', '/');
    }

    private Class<?> getDeclaringClass0() {
        if (isArray() || isPrimitive()) {
            return null;
        }
        int[] ii = innerInfo();
        String me = internalName();
        for (int i = 0; i < ii.length; i += 4) {
            if (ii[i + 1] != 0 && me.equals(VMReflection.classConstant(this, ii[i]))) {
                return VMReflection.classFromName(this, (String) VMReflection.classConstant(this, ii[i + 1]));
            }
        }
        return null;
    }

    public Class<?> getDeclaringClass() {
        return isLocalOrAnonymous() ? null : getDeclaringClass0();
    }

    public Class<?> getEnclosingClass() {
        byte[] em = isArray() || isPrimitive() ? null : VMReflection.classAttribute(this, "EnclosingMethod");
        if (em != null) {
            int ci = ((em[0] & 0xff) << 8) | (em[1] & 0xff);
            return VMReflection.classFromName(this, (String) VMReflection.classConstant(this, ci));
        }
        return getDeclaringClass0();
    }

    /** [name, descriptor] of the EnclosingMethod attribute, or null. */
    private String[] enclosingMethodInfo() {
        byte[] em = isArray() || isPrimitive() ? null : VMReflection.classAttribute(this, "EnclosingMethod");
        if (em == null) {
            return null;
        }
        int mi = ((em[2] & 0xff) << 8) | (em[3] & 0xff);
        return mi == 0 ? null : (String[]) VMReflection.classConstant(this, mi);
    }

    public Method getEnclosingMethod() {
        String[] nt = enclosingMethodInfo();
        if (nt == null || nt[0].equals("<init>") || nt[0].equals("<clinit>")) {
            return null;
        }
        for (Method m : getEnclosingClass().declaredMethodsShared()) {
            if (m.getName().equals(nt[0]) && VMReflection.methodDescriptor(m).equals(nt[1])) {
                return VMReflection.copy(m);
            }
        }
        return null;
    }

    public Constructor<?> getEnclosingConstructor() {
        String[] nt = enclosingMethodInfo();
        if (nt == null || !nt[0].equals("<init>")) {
            return null;
        }
        Class<?> ec = getEnclosingClass();
        for (Constructor<?> c : ec.declaredConstructorsShared()) {
            Class<?>[] ps = c.getParameterTypes();
            StringBuilder d = new StringBuilder("(");
            for (Class<?> p : ps) {
                d.append(descriptorOf(p));
            }
            d.append(")V");
            if (d.toString().equals(nt[1])) {
                return VMReflection.copy(c);
            }
        }
        return null;
    }

    private static String descriptorOf(Class<?> c) {
        if (c.isArray()) {
            return c.getName().replace('.', '/');
        }
        if (c.isPrimitive()) {
            String n = c.getName();
            return n.equals("boolean") ? "Z" : n.equals("long") ? "J" : n.substring(0, 1).toUpperCase();
        }
        return "L" + c.getName().replace('.', '/') + ";";
    }

    public Class<?>[] getDeclaredClasses() {
        int[] ii = innerInfo();
        String me = internalName();
        List<Class<?>> r = new ArrayList<Class<?>>();
        for (int i = 0; i < ii.length; i += 4) {
            if (ii[i + 1] != 0 && me.equals(VMReflection.classConstant(this, ii[i + 1]))) {
                r.add(VMReflection.classFromName(this, (String) VMReflection.classConstant(this, ii[i])));
            }
        }
        return r.toArray(new Class<?>[0]);
    }

    public Class<?>[] getClasses() {
        List<Class<?>> r = new ArrayList<Class<?>>();
        for (Class<?> c = this; c != null; c = c.getSuperclass()) {
            for (Class<?> k : c.getDeclaredClasses()) {
                if (Modifier.isPublic(k.getModifiers())) {
                    r.add(k);
                }
            }
        }
        return r.toArray(new Class<?>[0]);
    }

    public Class<?> getNestHost() {
        if (isArray() || isPrimitive()) {
            return this;
        }
        Class<?> hh = VMReflection.hiddenNestHost(this);
        if (hh != null) {
            return hh;
        }
        byte[] nh = VMReflection.classAttribute(this, "NestHost");
        if (nh == null) {
            /* The class library is compiled for class files without nest attributes: its
             * nested classes are the JDK's nestmates of their outermost class. */
            Class<?> o = this;
            if (isBoot0() && VMReflection.classAttribute(this, "NestMembers") == null) {
                for (Class<?> e = o.getEnclosingClass(); e != null; e = e.getEnclosingClass()) {
                    o = e;
                }
            }
            return o;
        }
        int ci = ((nh[0] & 0xff) << 8) | (nh[1] & 0xff);
        try {
            return VMReflection.classFromName(this, (String) VMReflection.classConstant(this, ci));
        } catch (LinkageError e) {
            return this;
        }
    }

    /** The nest host, then the members its NestMembers attribute lists (those that load). */
    public Class<?>[] getNestMembers() {
        Class<?> host = getNestHost();
        List<Class<?>> r = new ArrayList<Class<?>>();
        r.add(host);
        byte[] b = host.isArray() || host.isPrimitive() ? null : VMReflection.classAttribute(host, "NestMembers");
        if (b != null) {
            int n = ((b[0] & 0xff) << 8) | (b[1] & 0xff);
            for (int i = 0; i < n; i++) {
                int ci = ((b[2 + 2 * i] & 0xff) << 8) | (b[3 + 2 * i] & 0xff);
                try {
                    Class<?> m = VMReflection.classFromName(host, (String) VMReflection.classConstant(host, ci));
                    if (m.getNestHost() == host) {
                        r.add(m);
                    }
                } catch (LinkageError e) {
                    // left out
                }
            }
        }
        return r.toArray(new Class<?>[0]);
    }

    public boolean isNestmateOf(Class<?> c) {
        return this == c || getNestHost() == c.getNestHost();
    }

    public boolean isSealed() {
        return !isArray() && !isPrimitive() && VMReflection.classAttribute(this, "PermittedSubclasses") != null;
    }

    public Class<?>[] getPermittedSubclasses() {
        byte[] b = isArray() || isPrimitive() ? null : VMReflection.classAttribute(this, "PermittedSubclasses");
        if (b == null) {
            return null;
        }
        int n = ((b[0] & 0xff) << 8) | (b[1] & 0xff);
        List<Class<?>> r = new ArrayList<Class<?>>();
        for (int i = 0; i < n; i++) {
            int ci = ((b[2 + 2 * i] & 0xff) << 8) | (b[3 + 2 * i] & 0xff);
            try {
                r.add(VMReflection.classFromName(this, (String) VMReflection.classConstant(this, ci)));
            } catch (LinkageError e) {
                // left out, as the JDK does for a subclass that cannot be loaded
            }
        }
        return r.toArray(new Class<?>[0]);
    }

    public RecordComponent[] getRecordComponents() {
        if (!isRecord()) {
            return null;
        }
        return VMReflection.recordComponents(this);
    }

    public Package getPackage() {
        if (isArray() || isPrimitive()) {
            return null;
        }
        String pn = getPackageName();
        ClassLoader l = getClassLoader0();
        Package p = l != null ? l.getPackage(pn) : null;
        return p != null ? p : Package.named(pn);
    }

    // ---------------------------------------------------------------- generics

    public Type getGenericSuperclass() {
        Class<?> s = getSuperclass();
        if (s == null) {
            return null;
        }
        Type[] g = isArray() || isPrimitive() ? null : VMReflection.classGenerics(this, 0);
        return g == null || g.length == 0 ? s : g[0];
    }

    public Type[] getGenericInterfaces() {
        Type[] g = isArray() || isPrimitive() ? null : VMReflection.classGenerics(this, 1);
        if (g == null) {
            return getInterfaces();
        }
        Type[] r = new Type[g.length - 1];
        System.arraycopy(g, 1, r, 0, r.length);
        return r;
    }

    public java.lang.reflect.AnnotatedType getAnnotatedSuperclass() {
        if (isInterface() || isArray() || isPrimitive() || this == Object.class) {
            return null;
        }
        return VMReflection.annotatedType(this, getGenericSuperclass(), 65535);
    }

    public java.lang.reflect.AnnotatedType[] getAnnotatedInterfaces() {
        Type[] is = getGenericInterfaces();
        java.lang.reflect.AnnotatedType[] r = new java.lang.reflect.AnnotatedType[is.length];
        for (int i = 0; i < is.length; i++) {
            r[i] = VMReflection.annotatedType(this, is[i], i);
        }
        return r;
    }

    @SuppressWarnings("unchecked")
    public TypeVariable<Class<T>>[] getTypeParameters() {
        if (isArray() || isPrimitive()) {
            return (TypeVariable<Class<T>>[]) new TypeVariable<?>[0];
        }
        return (TypeVariable<Class<T>>[]) VMReflection.classTypeParameters(this);
    }

    public String toGenericString() {
        if (isPrimitive()) {
            return toString();
        }
        StringBuilder sb = new StringBuilder();
        Class<?> component = this;
        int arrayDepth = 0;
        if (isArray()) {
            do {
                arrayDepth++;
                component = component.getComponentType();
            } while (component.isArray());
            sb.append(component.getName());
        } else {
            int modifiers = getModifiers() & Modifier.classModifiers();
            if (modifiers != 0) {
                sb.append(Modifier.toString(modifiers)).append(' ');
            }
            if (isAnnotation()) {
                sb.append('@');
            }
            if (isInterface()) {
                sb.append("interface");
            } else if (isEnum()) {
                sb.append("enum");
            } else if (isRecord()) {
                sb.append("record");
            } else {
                sb.append("class");
            }
            sb.append(' ').append(getName());
        }
        TypeVariable<?>[] tv = getTypeParameters();
        if (tv.length > 0) {
            sb.append('<');
            for (int i = 0; i < tv.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(VMReflection.typeVariableText(tv[i]));
            }
            sb.append('>');
        }
        for (int i = 0; i < arrayDepth; i++) {
            sb.append("[]");
        }
        return sb.toString();
    }

    // ---------------------------------------------------------------- annotations

    private Annotation[] declaredAnnotationsShared() {
        Annotation[] a = declaredAnnotations;
        if (a == null) {
            a = isArray() || isPrimitive() ? new Annotation[0] : VMReflection.classAnnotations(this);
            declaredAnnotations = a;
        }
        return a;
    }

    private Annotation[] allAnnotationsShared() {
        Annotation[] a = allAnnotations;
        if (a == null) {
            Annotation[] own = declaredAnnotationsShared();
            Class<?> s = isInterface() ? null : getSuperclass();
            if (s == null) {
                a = own;
            } else {
                // Inherited ones first; an own annotation of the same type takes its place.
                LinkedHashMap<Class<?>, Annotation> r = new LinkedHashMap<Class<?>, Annotation>();
                for (Annotation x : s.allAnnotationsShared()) {
                    Class<? extends Annotation> t = x.annotationType();
                    if (t.isAnnotationPresent(java.lang.annotation.Inherited.class)) {
                        r.put(t, x);
                    }
                }
                for (Annotation x : own) {
                    r.put(x.annotationType(), x);
                }
                a = r.values().toArray(new Annotation[0]);
            }
            allAnnotations = a;
        }
        return a;
    }

    public <A extends Annotation> A getAnnotation(Class<A> annotationClass) {
        if (annotationClass == null) {
            throw new NullPointerException();
        }
        for (Annotation a : allAnnotationsShared()) {
            if (a.annotationType() == annotationClass) {
                return annotationClass.cast(a);
            }
        }
        return null;
    }

    public boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    public Annotation[] getAnnotations() {
        return allAnnotationsShared().clone();
    }

    public Annotation[] getDeclaredAnnotations() {
        return declaredAnnotationsShared().clone();
    }

    public <A extends Annotation> A getDeclaredAnnotation(Class<A> annotationClass) {
        if (annotationClass == null) {
            throw new NullPointerException();
        }
        for (Annotation a : declaredAnnotationsShared()) {
            if (a.annotationType() == annotationClass) {
                return annotationClass.cast(a);
            }
        }
        return null;
    }
}
