package java.lang.reflect;

import java.lang.annotation.Annotation;

/** Shared by Method and Constructor: a VM method record behind {@code handle}. */
public abstract class Executable extends AccessibleObject implements Member, GenericDeclaration {
    Class<?> clazz;
    int modifiers;
    long handle;
    private transient Class<?>[] types;         // parameters, then the return type
    private transient Class<?>[] exceptionTypes;
    private transient Annotation[] declaredAnnotations;
    private transient Annotation[][] parameterAnnotations;
    private transient Generics.MethodSig generic;
    private transient boolean genericDone;
    private transient Parameter[] parameters;
    transient boolean publicAccess;             // a public member of a public class

    Executable() {
    }

    void copyFrom(Executable e) {
        clazz = e.clazz;
        modifiers = e.modifiers;
        handle = e.handle;
        types = e.types;
        exceptionTypes = e.exceptionTypes;
        declaredAnnotations = e.declaredAnnotations;
        parameterAnnotations = e.parameterAnnotations;
    }

    @Override
    Class<?> declaringClassOf() {
        return clazz;
    }

    @Override
    int modifiersOf() {
        return modifiers;
    }

    public Class<?> getDeclaringClass() {
        return clazz;
    }

    public abstract String getName();

    public int getModifiers() {
        return modifiers;
    }

    String descriptor() {
        return VMReflection.descriptor(handle, false);
    }

    final Class<?>[] types() {
        Class<?>[] t = types;
        if (t == null) {
            t = VMReflection.types(clazz, descriptor());
            types = t;
        }
        return t;
    }

    final Class<?>[] sharedParameterTypes() {
        Class<?>[] t = types();
        Class<?>[] p = new Class<?>[t.length - 1];
        System.arraycopy(t, 0, p, 0, p.length);
        return p;
    }

    transient Class<?>[] ptypes;                // read directly by Method.invoke

    final Class<?>[] ptypes() {
        Class<?>[] p = ptypes;
        if (p == null) {
            p = sharedParameterTypes();
            ptypes = p;
        }
        return p;
    }

    final Class<?> returnType() {
        Class<?>[] t = types();
        return t[t.length - 1];
    }

    public Class<?>[] getParameterTypes() {
        return ptypes().clone();
    }

    public int getParameterCount() {
        return types().length - 1;
    }

    public Class<?>[] getExceptionTypes() {
        Class<?>[] e = exceptionTypes;
        if (e == null) {
            e = VMReflection.exceptionTypes(handle);
            exceptionTypes = e;
        }
        return e.clone();
    }

    public boolean isVarArgs() {
        return (modifiers & Modifier.VARARGS) != 0;
    }

    public boolean isSynthetic() {
        return (modifiers & Modifier.SYNTHETIC) != 0;
    }

    // ------------------------------------------------------------ generics

    final Generics.MethodSig genericSig() {
        if (!genericDone) {
            byte[] b = VMReflection.attribute(clazz, 1, handle, "Signature");
            if (b != null) {
                generic = Generics.parseMethod(VMReflection.utf8(clazz, VMReflection.u2(b, 0)), this, clazz);
            }
            genericDone = true;
        }
        return generic;
    }

    public TypeVariable<?>[] getTypeParameters() {
        Generics.MethodSig g = genericSig();
        return g == null ? new TypeVariable<?>[0] : g.typeParams.clone();
    }

    public Type[] getGenericParameterTypes() {
        Generics.MethodSig g = genericSig();
        if (g == null || g.params.length != getParameterCount()) {
            return getParameterTypes();
        }
        return g.params.clone();
    }

    public Type[] getGenericExceptionTypes() {
        Generics.MethodSig g = genericSig();
        if (g == null || g.exceptions.length == 0) {
            return getExceptionTypes();
        }
        return g.exceptions.clone();
    }

    public Parameter[] getParameters() {
        Parameter[] p = parameters;
        if (p == null) {
            p = Parameter.of(this);
            parameters = p;
        }
        return p.clone();
    }

    // ------------------------------------------------------------ annotated types

    /** This method's RuntimeVisibleTypeAnnotations, parsed. */
    final java.util.List<AnnotationParser.TypeAnnotation> typeAnnotations() {
        return AnnotatedTypes.read(clazz, 1, handle);
    }

    public abstract AnnotatedType getAnnotatedReturnType();

    public AnnotatedType[] getAnnotatedParameterTypes() {
        return AnnotatedTypes.of(getGenericParameterTypes(), typeAnnotations(), AnnotatedTypes.PARAMETER);
    }

    public AnnotatedType[] getAnnotatedExceptionTypes() {
        return AnnotatedTypes.of(getGenericExceptionTypes(), typeAnnotations(), AnnotatedTypes.THROWS);
    }

    public AnnotatedType getAnnotatedReceiverType() {
        if (Modifier.isStatic(modifiers)) {
            return null;
        }
        java.util.List<AnnotationParser.TypeAnnotation> r =
                AnnotatedTypes.select(typeAnnotations(), AnnotatedTypes.RECEIVER, -1);
        if (this instanceof Constructor) {
            Class<?> outer = clazz.getDeclaringClass();
            if (outer == null || Modifier.isStatic(clazz.getModifiers())) {
                return null;
            }
            return AnnotatedTypes.of(AnnotatedTypes.receiver(outer), r);
        }
        return AnnotatedTypes.of(AnnotatedTypes.receiver(clazz), r);
    }

    // ------------------------------------------------------------ annotations

    final Annotation[] declared() {
        Annotation[] a = declaredAnnotations;
        if (a == null) {
            a = AnnotationParser.parse(clazz, VMReflection.attribute(clazz, 1, handle, "RuntimeVisibleAnnotations"));
            declaredAnnotations = a;
        }
        return a;
    }

    @Override
    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        return AnnotationParser.find(declared(), annotationClass);
    }

    @Override
    public <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        return AnnotationParser.byType(declared(), annotationClass);
    }

    @Override
    public Annotation[] getDeclaredAnnotations() {
        return declared().clone();
    }

    public Annotation[][] getParameterAnnotations() {
        Annotation[][] pa = parameterAnnotations;
        if (pa == null) {
            pa = AnnotationParser.parseParameters(clazz,
                    VMReflection.attribute(clazz, 1, handle, "RuntimeVisibleParameterAnnotations"),
                    getParameterCount());
            parameterAnnotations = pa;
        }
        Annotation[][] r = new Annotation[pa.length][];
        for (int i = 0; i < pa.length; i++) {
            r[i] = pa[i].clone();
        }
        return r;
    }

    // ------------------------------------------------------------ printing

    static String typeNames(Class<?>[] ts) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ts.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(ts[i].getTypeName());
        }
        return sb.toString();
    }

    String sharedToString(int mask, boolean isDefault, String beforeName, String name) {
        StringBuilder sb = new StringBuilder();
        int mod = modifiers & mask;
        if (mod != 0 && !isDefault) {
            sb.append(Modifier.toString(mod)).append(' ');
        } else if (isDefault) {
            int m = mod & (Modifier.PUBLIC | Modifier.PROTECTED | Modifier.PRIVATE);
            if (m != 0) {
                sb.append(Modifier.toString(m)).append(' ');
            }
            sb.append("default ");
            m = mod & ~(Modifier.PUBLIC | Modifier.PROTECTED | Modifier.PRIVATE | Modifier.ABSTRACT);
            if (m != 0) {
                sb.append(Modifier.toString(m)).append(' ');
            }
        }
        sb.append(beforeName);
        sb.append(name).append('(').append(typeNames(ptypes())).append(')');
        Class<?>[] ex = getExceptionTypes();
        if (ex.length > 0) {
            sb.append(" throws ").append(typeNames(ex));
        }
        return sb.toString();
    }

    String sharedToGenericString(int mask, boolean isDefault, Type ret, String name) {
        StringBuilder sb = new StringBuilder();
        int mod = modifiers & mask;
        if (mod != 0 && !isDefault) {
            sb.append(Modifier.toString(mod)).append(' ');
        } else if (isDefault) {
            int m = mod & (Modifier.PUBLIC | Modifier.PROTECTED | Modifier.PRIVATE);
            if (m != 0) {
                sb.append(Modifier.toString(m)).append(' ');
            }
            sb.append("default ");
            m = mod & ~(Modifier.PUBLIC | Modifier.PROTECTED | Modifier.PRIVATE | Modifier.ABSTRACT);
            if (m != 0) {
                sb.append(Modifier.toString(m)).append(' ');
            }
        }
        TypeVariable<?>[] tv = getTypeParameters();
        if (tv.length > 0) {
            sb.append('<');
            for (int i = 0; i < tv.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(Generics.typeVarBounds(tv[i]));
            }
            sb.append("> ");
        }
        if (ret != null) {
            sb.append(ret.getTypeName()).append(' ');
        }
        sb.append(clazz.getTypeName()).append('.').append(name).append('(');
        Type[] ps = getGenericParameterTypes();
        for (int i = 0; i < ps.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            String pn = ps[i].getTypeName();
            if (isVarArgs() && i == ps.length - 1) {
                if (pn.endsWith("[]")) {
                    pn = pn.substring(0, pn.length() - 2) + "...";
                }
            }
            sb.append(pn);
        }
        sb.append(')');
        Type[] ex = getGenericExceptionTypes();
        if (ex.length > 0) {
            sb.append(" throws ");
            for (int i = 0; i < ex.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(ex[i].getTypeName());
            }
        }
        return sb.toString();
    }

    public abstract String toGenericString();

    /** Checks access from the calling class unless setAccessible(true). */
    final void checkCaller(Object obj) throws IllegalAccessException {
        if (override || publicAccess) {
            return;
        }
        if (Modifier.isPublic(modifiers) && Modifier.isPublic(clazz.getModifiers())) {
            publicAccess = true;
            return;
        }
        boolean instance = !Modifier.isStatic(modifiers) && this instanceof Method;
        if (instance && obj == null) {
            throw new NullPointerException("Cannot invoke \"Object.getClass()\" because \"obj\" is null");
        }
        checkAccess(VMReflection.callerClass(), clazz, instance ? obj : null, modifiers);
    }
}
