package java.lang.reflect;

import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * AnnotatedType views of the types of classes, members and record components, with the
 * type annotations of their RuntimeVisibleTypeAnnotations attribute (JVMS 4.7.20) placed
 * by target and type path: through arrays, type arguments, wildcard bounds and inner
 * (non-static) member types; a type variable's bounds are those of its declaration.
 */
final class AnnotatedTypes {
    private AnnotatedTypes() {
    }

    private static final Annotation[] NONE = new Annotation[0];
    private static final byte[] ROOT = new byte[0];
    private static final List<AnnotationParser.TypeAnnotation> NO_ANNOTATIONS =
            Collections.<AnnotationParser.TypeAnnotation>emptyList();

    static final int SUPERTYPE = 0x10, FIELD = 0x13, RETURN = 0x14, RECEIVER = 0x15, PARAMETER = 0x16,
            THROWS = 0x17;

    /** The type annotations of the class (kind 0), method (1) or field (2). */
    static List<AnnotationParser.TypeAnnotation> read(Class<?> c, int kind, long handle) {
        return AnnotationParser.parseTypeAnnotations(c,
                VMReflection.attribute(c, kind, handle, "RuntimeVisibleTypeAnnotations"));
    }

    /** Those of all with target type target and (unless -1) index. */
    static List<AnnotationParser.TypeAnnotation> select(List<AnnotationParser.TypeAnnotation> all, int target,
            int index) {
        List<AnnotationParser.TypeAnnotation> out = null;
        for (AnnotationParser.TypeAnnotation ta : all) {
            if (ta.target == target && (index < 0 || ta.index == index)) {
                if (out == null) {
                    out = new ArrayList<AnnotationParser.TypeAnnotation>();
                }
                out.add(ta);
            }
        }
        return out == null ? NO_ANNOTATIONS : out;
    }

    static AnnotatedType of(Type t) {
        return of(t, NO_ANNOTATIONS, ROOT);
    }

    static AnnotatedType of(Type t, List<AnnotationParser.TypeAnnotation> annos) {
        return of(t, annos, ROOT);
    }

    static AnnotatedType of(Type t, List<AnnotationParser.TypeAnnotation> annos, byte[] path) {
        if (t instanceof ParameterizedType) {
            return new Param((ParameterizedType) t, annos, path);
        }
        if (t instanceof GenericArrayType) {
            return new Arr(t, ((GenericArrayType) t).getGenericComponentType(), annos, path);
        }
        if (t instanceof Class && ((Class<?>) t).isArray()) {
            return new Arr(t, ((Class<?>) t).getComponentType(), annos, path);
        }
        if (t instanceof WildcardType) {
            return new Wild((WildcardType) t, annos, path);
        }
        if (t instanceof TypeVariable) {
            return new Var((TypeVariable<?>) t, annos, path);
        }
        return new Base(t, annos, path);
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

    /** ts[i] with the annotations of target whose index is i. */
    static AnnotatedType[] of(Type[] ts, List<AnnotationParser.TypeAnnotation> all, int target) {
        AnnotatedType[] r = new AnnotatedType[ts.length];
        for (int i = 0; i < ts.length; i++) {
            r[i] = of(ts[i], all.isEmpty() ? NO_ANNOTATIONS : select(all, target, i));
        }
        return r;
    }

    /** How many inner (non-static member) levels enclose c: type-path NESTED steps to reach c itself. */
    private static int depth(Type t) {
        Class<?> c = t instanceof Class ? (Class<?>) t
                : t instanceof ParameterizedType && ((ParameterizedType) t).getRawType() instanceof Class
                        ? (Class<?>) ((ParameterizedType) t).getRawType() : null;
        int d = 0;
        while (c != null && !c.isArray() && !c.isPrimitive() && c.getDeclaringClass() != null
                && !Modifier.isStatic(c.getModifiers()) && !c.isInterface()) {
            d++;
            c = c.getDeclaringClass();
        }
        return d;
    }

    private static byte[] extend(byte[] path, int nested, int kind, int arg) {
        byte[] p = Arrays.copyOf(path, path.length + 2 * nested + (kind >= 0 ? 2 : 0));
        for (int i = 0; i < nested; i++) {
            p[path.length + 2 * i] = 1;
        }
        if (kind >= 0) {
            p[p.length - 2] = (byte) kind;
            p[p.length - 1] = (byte) arg;
        }
        return p;
    }

    static class Base implements AnnotatedType {
        final Type type;
        final List<AnnotationParser.TypeAnnotation> annos;
        final byte[] path;
        private Annotation[] here;

        Base(Type type, List<AnnotationParser.TypeAnnotation> annos, byte[] path) {
            this.type = type;
            this.annos = annos;
            this.path = path;
        }

        /** The path of a child: this type's own path, then kind/arg. */
        final byte[] child(int kind, int arg) {
            return extend(path, depth(type), kind, arg);
        }

        final Annotation[] here() {
            Annotation[] h = here;
            if (h == null) {
                if (annos.isEmpty()) {
                    h = NONE;
                } else {
                    byte[] own = extend(path, depth(type), -1, 0);
                    List<Annotation> l = new ArrayList<Annotation>();
                    for (AnnotationParser.TypeAnnotation ta : annos) {
                        if (Arrays.equals(ta.path, own)) {
                            l.add(ta.annotation);
                        }
                    }
                    h = l.toArray(NONE);
                }
                here = h;
            }
            return h;
        }

        public Type getType() {
            return type;
        }

        public AnnotatedType getAnnotatedOwnerType() {
            if (type instanceof Class) {
                Class<?> c = (Class<?>) type;
                Class<?> owner = c.isArray() || c.isPrimitive() ? null : c.getDeclaringClass();
                if (owner == null) {
                    return null;
                }
                return depth(c) > 0 ? of(owner, annos, path) : of(owner);
            }
            return null;
        }

        public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
            if (annotationClass == null) {
                throw new NullPointerException();
            }
            return AnnotationParser.find(here(), annotationClass);
        }

        public <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
            return AnnotationParser.byType(here(), annotationClass);
        }

        public Annotation[] getAnnotations() {
            return here().clone();
        }

        public Annotation[] getDeclaredAnnotations() {
            return here().clone();
        }

        final String prefix() {
            StringBuilder sb = new StringBuilder();
            for (Annotation a : here()) {
                sb.append(a).append(' ');
            }
            return sb.toString();
        }

        @Override
        public String toString() {
            return prefix() + type.getTypeName();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof AnnotatedType && o.getClass() == getClass()
                    && type.equals(((AnnotatedType) o).getType())
                    && Arrays.equals(here(), ((AnnotatedType) o).getAnnotations());
        }

        @Override
        public int hashCode() {
            return type.hashCode() ^ Arrays.hashCode(here());
        }
    }

    static final class Param extends Base implements AnnotatedParameterizedType {
        Param(ParameterizedType t, List<AnnotationParser.TypeAnnotation> annos, byte[] path) {
            super(t, annos, path);
        }

        public AnnotatedType[] getAnnotatedActualTypeArguments() {
            Type[] as = ((ParameterizedType) type).getActualTypeArguments();
            AnnotatedType[] r = new AnnotatedType[as.length];
            for (int i = 0; i < as.length; i++) {
                r[i] = of(as[i], annos, annos.isEmpty() ? ROOT : child(3, i));
            }
            return r;
        }

        @Override
        public AnnotatedType getAnnotatedOwnerType() {
            Type o = ((ParameterizedType) type).getOwnerType();
            if (o == null) {
                return null;
            }
            Type raw = ((ParameterizedType) type).getRawType();
            return raw instanceof Class && depth(raw) > 0 ? of(o, annos, path) : of(o);
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder(prefix());
            Type raw = ((ParameterizedType) type).getRawType();
            sb.append(raw.getTypeName()).append('<');
            AnnotatedType[] as = getAnnotatedActualTypeArguments();
            for (int i = 0; i < as.length; i++) {
                sb.append(i > 0 ? ", " : "").append(as[i]);
            }
            return sb.append('>').toString();
        }
    }

    static final class Arr extends Base implements AnnotatedArrayType {
        private final Type component;

        Arr(Type t, Type component, List<AnnotationParser.TypeAnnotation> annos, byte[] path) {
            super(t, annos, path);
            this.component = component;
        }

        public AnnotatedType getAnnotatedGenericComponentType() {
            return of(component, annos, annos.isEmpty() ? ROOT : extend(path, 0, 0, 0));
        }

        @Override
        public AnnotatedType getAnnotatedOwnerType() {
            return null;
        }

        @Override
        public String toString() {
            StringBuilder dims = new StringBuilder();
            AnnotatedType t = this;
            while (t instanceof Arr) {
                String p = ((Arr) t).prefix();
                dims.append(p.isEmpty() ? "" : " " + p.substring(0, p.length() - 1)).append("[]");
                t = ((Arr) t).getAnnotatedGenericComponentType();
            }
            return t + dims.toString();
        }
    }

    static final class Wild extends Base implements AnnotatedWildcardType {
        Wild(WildcardType t, List<AnnotationParser.TypeAnnotation> annos, byte[] path) {
            super(t, annos, path);
        }

        private AnnotatedType[] bounds(Type[] bs) {
            AnnotatedType[] r = new AnnotatedType[bs.length];
            for (int i = 0; i < bs.length; i++) {
                r[i] = of(bs[i], annos, annos.isEmpty() ? ROOT : extend(path, 0, 2, 0));
            }
            return r;
        }

        public AnnotatedType[] getAnnotatedLowerBounds() {
            return bounds(((WildcardType) type).getLowerBounds());
        }

        public AnnotatedType[] getAnnotatedUpperBounds() {
            WildcardType w = (WildcardType) type;
            return w.getLowerBounds().length > 0 ? new AnnotatedType[] { of(Object.class) }
                    : bounds(w.getUpperBounds());
        }

        @Override
        public AnnotatedType getAnnotatedOwnerType() {
            return null;
        }

        @Override
        public String toString() {
            WildcardType w = (WildcardType) type;
            if (w.getLowerBounds().length > 0) {
                return prefix() + "? super " + getAnnotatedLowerBounds()[0];
            }
            Type[] up = w.getUpperBounds();
            if (up.length == 0 || up[0] == Object.class) {
                return prefix() + "?";
            }
            return prefix() + "? extends " + getAnnotatedUpperBounds()[0];
        }
    }

    static final class Var extends Base implements AnnotatedTypeVariable {
        Var(TypeVariable<?> t, List<AnnotationParser.TypeAnnotation> annos, byte[] path) {
            super(t, annos, path);
        }

        public AnnotatedType[] getAnnotatedBounds() {
            return ((TypeVariable<?>) type).getAnnotatedBounds();
        }

        @Override
        public AnnotatedType getAnnotatedOwnerType() {
            return null;
        }
    }
}
