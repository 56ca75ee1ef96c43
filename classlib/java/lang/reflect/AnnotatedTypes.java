package java.lang.reflect;

import java.lang.annotation.Annotation;

/**
 * AnnotatedType views of the types of members whose class file has no type annotations
 * (no RuntimeVisibleTypeAnnotations attribute): every level carries no annotation, which is
 * then the truth.  Type annotations themselves are not read yet: asking for the annotated
 * types of a member that has them throws UnsupportedOperationException naming the member.
 */
final class AnnotatedTypes {
    private AnnotatedTypes() {
    }

    private static final Annotation[] NONE = new Annotation[0];

    /** Checks that the class (kind 0), method (1) or field (2) has no type annotations. */
    static void checkNone(Class<?> c, int kind, long handle, Object what) {
        if (VMReflection.attribute(c, kind, handle, "RuntimeVisibleTypeAnnotations") != null) {
            throw new UnsupportedOperationException("type annotations (RuntimeVisibleTypeAnnotations) of " + what
                    + " are not read yet");
        }
    }

    static AnnotatedType of(Type t) {
        if (t instanceof ParameterizedType) {
            return new Param((ParameterizedType) t);
        }
        if (t instanceof GenericArrayType) {
            return new Arr(t, ((GenericArrayType) t).getGenericComponentType());
        }
        if (t instanceof Class && ((Class<?>) t).isArray()) {
            return new Arr(t, ((Class<?>) t).getComponentType());
        }
        if (t instanceof WildcardType) {
            return new Wild((WildcardType) t);
        }
        if (t instanceof TypeVariable) {
            return new Var((TypeVariable<?>) t);
        }
        return new Base(t);
    }

    /** The type of `this` in c's instance code: c with its type variables, as the JDK gives it. */
    static Type receiver(Class<?> c) {
        Class<?> outer = c.getDeclaringClass();
        Type owner = outer == null ? null : Modifier.isStatic(c.getModifiers()) ? outer : receiver(outer);
        TypeVariable<?>[] tv = c.getTypeParameters();
        if (tv.length == 0 && !(owner instanceof ParameterizedType)) {
            return c;
        }
        return new Generics.ParamType(c, tv, owner);
    }

    static AnnotatedType[] of(Type[] ts) {
        AnnotatedType[] r = new AnnotatedType[ts.length];
        for (int i = 0; i < ts.length; i++) {
            r[i] = of(ts[i]);
        }
        return r;
    }

    static class Base implements AnnotatedType {
        final Type type;

        Base(Type type) {
            this.type = type;
        }

        public Type getType() {
            return type;
        }

        public AnnotatedType getAnnotatedOwnerType() {
            if (type instanceof Class) {
                Class<?> c = (Class<?>) type;
                Class<?> owner = c.isArray() || c.isPrimitive() ? null : c.getDeclaringClass();
                return owner == null ? null : of(owner);
            }
            return null;
        }

        public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
            if (annotationClass == null) {
                throw new NullPointerException();
            }
            return null;
        }

        public Annotation[] getAnnotations() {
            return NONE.clone();
        }

        public Annotation[] getDeclaredAnnotations() {
            return NONE.clone();
        }

        @Override
        public String toString() {
            return type.getTypeName();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof AnnotatedType && o.getClass() == getClass()
                    && type.equals(((AnnotatedType) o).getType())
                    && ((AnnotatedType) o).getAnnotations().length == 0;
        }

        @Override
        public int hashCode() {
            return type.hashCode();
        }
    }

    static final class Param extends Base implements AnnotatedParameterizedType {
        Param(ParameterizedType t) {
            super(t);
        }

        public AnnotatedType[] getAnnotatedActualTypeArguments() {
            return of(((ParameterizedType) type).getActualTypeArguments());
        }

        @Override
        public AnnotatedType getAnnotatedOwnerType() {
            Type o = ((ParameterizedType) type).getOwnerType();
            return o == null ? null : of(o);
        }
    }

    static final class Arr extends Base implements AnnotatedArrayType {
        private final Type component;

        Arr(Type t, Type component) {
            super(t);
            this.component = component;
        }

        public AnnotatedType getAnnotatedGenericComponentType() {
            return of(component);
        }

        @Override
        public AnnotatedType getAnnotatedOwnerType() {
            return null;
        }
    }

    static final class Wild extends Base implements AnnotatedWildcardType {
        Wild(WildcardType t) {
            super(t);
        }

        public AnnotatedType[] getAnnotatedLowerBounds() {
            return of(((WildcardType) type).getLowerBounds());
        }

        public AnnotatedType[] getAnnotatedUpperBounds() {
            WildcardType w = (WildcardType) type;
            return w.getLowerBounds().length > 0 ? new AnnotatedType[] { of(Object.class) } : of(w.getUpperBounds());
        }

        @Override
        public AnnotatedType getAnnotatedOwnerType() {
            return null;
        }
    }

    static final class Var extends Base implements AnnotatedTypeVariable {
        Var(TypeVariable<?> t) {
            super(t);
        }

        public AnnotatedType[] getAnnotatedBounds() {
            return of(((TypeVariable<?>) type).getBounds());
        }

        @Override
        public AnnotatedType getAnnotatedOwnerType() {
            return null;
        }
    }
}
