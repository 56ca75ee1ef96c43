package java.lang.reflect;

import java.lang.annotation.Annotation;

public final class Method extends Executable {
    private String name;
    private Method root;
    private transient Object defaultValue;
    private transient boolean defaultDone;

    private Method() {
    }

    Method copy() {
        Method m = new Method();
        m.copyFrom(this);
        m.name = name;
        m.root = root != null ? root : this;
        return m;
    }

    @Override
    public String getName() {
        return name;
    }

    public Class<?> getReturnType() {
        return returnType();
    }

    public Type getGenericReturnType() {
        Generics.MethodSig g = genericSig();
        return g == null ? getReturnType() : g.ret;
    }

    @Override
    public AnnotatedType getAnnotatedReturnType() {
        return AnnotatedTypes.of(getGenericReturnType(),
                AnnotatedTypes.select(typeAnnotations(), AnnotatedTypes.RETURN, -1));
    }

    public boolean isBridge() {
        return (modifiers & Modifier.BRIDGE) != 0;
    }

    public boolean isDefault() {
        return (modifiers & (Modifier.ABSTRACT | Modifier.PUBLIC | Modifier.STATIC)) == Modifier.PUBLIC
                && clazz.isInterface();
    }

    public Object invoke(Object obj, Object... args)
            throws IllegalAccessException, IllegalArgumentException, InvocationTargetException {
        if (obj == null && (modifiers & Modifier.STATIC) == 0 && !override) {
            /* the JDK's access check asks obj.getClass() first */
            throw new NullPointerException("Cannot invoke \"Object.getClass()\" because \"obj\" is null");
        }
        if (!override && !publicAccess) {
            checkCaller(obj);
        }
        Class<?>[] p = ptypes;
        return VMReflection.invoke(handle, obj, args, p != null ? p : ptypes());
    }

    public Object getDefaultValue() {
        if (!defaultDone) {
            byte[] b = VMReflection.attribute(clazz, 1, handle, "AnnotationDefault");
            if (b != null) {
                defaultValue = AnnotationParser.memberDefault(clazz, b, this);
            }
            defaultDone = true;
        }
        return AnnotationParser.cloneValue(defaultValue);
    }

    @Override
    public boolean equals(Object obj) {
        if (obj instanceof Method) {
            Method o = (Method) obj;
            if (clazz == o.clazz && name.equals(o.name) && returnType() == o.returnType()) {
                Class<?>[] a = ptypes(), b = o.ptypes();
                if (a.length != b.length) {
                    return false;
                }
                for (int i = 0; i < a.length; i++) {
                    if (a[i] != b[i]) {
                        return false;
                    }
                }
                return true;
            }
        }
        return false;
    }

    @Override
    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    @Override
    public String toString() {
        return sharedToString(Modifier.methodModifiers(), isDefault(),
                returnType().getTypeName() + " " + clazz.getTypeName() + ".", name);
    }

    @Override
    public String toGenericString() {
        return sharedToGenericString(Modifier.methodModifiers(), isDefault(), getGenericReturnType(), name);
    }

    @Override
    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        return super.getAnnotation(annotationClass);
    }

    @Override
    public Annotation[] getDeclaredAnnotations() {
        return super.getDeclaredAnnotations();
    }
}
