package java.lang.reflect;

import java.lang.annotation.Annotation;

public final class Constructor<T> extends Executable {
    private Constructor() {
    }

    Constructor<T> copy() {
        Constructor<T> c = new Constructor<T>();
        c.copyFrom(this);
        return c;
    }

    @Override
    @SuppressWarnings("unchecked")
    public Class<T> getDeclaringClass() {
        return (Class<T>) clazz;
    }

    @Override
    public String getName() {
        return clazz.getName();
    }

    @Override
    public AnnotatedType getAnnotatedReturnType() {
        return AnnotatedTypes.of(clazz, AnnotatedTypes.select(typeAnnotations(), AnnotatedTypes.RETURN, -1));
    }

    @SuppressWarnings("unchecked")
    public T newInstance(Object... initargs)
            throws InstantiationException, IllegalAccessException, IllegalArgumentException,
            InvocationTargetException {
        if (!override) {
            checkCaller(null);
        }
        if (clazz.isEnum() || (clazz.getSuperclass() == Enum.class)) {
            throw new IllegalArgumentException("Cannot reflectively create enum objects");
        }
        return (T) VMReflection.newInstance(handle, initargs, ptypes());
    }

    @Override
    public boolean equals(Object obj) {
        if (obj instanceof Constructor) {
            Constructor<?> o = (Constructor<?>) obj;
            if (clazz == o.clazz) {
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
        return clazz.getName().hashCode();
    }

    @Override
    public String toString() {
        return sharedToString(Modifier.constructorModifiers(), false, "", clazz.getTypeName());
    }

    @Override
    public String toGenericString() {
        return sharedToGenericString(Modifier.constructorModifiers(), false, null, "").replace(
                clazz.getTypeName() + ".(", clazz.getTypeName() + "(");
    }

    @Override
    public <A extends Annotation> A getAnnotation(Class<A> annotationClass) {
        return super.getAnnotation(annotationClass);
    }

    @Override
    public Annotation[] getDeclaredAnnotations() {
        return super.getDeclaredAnnotations();
    }
}
