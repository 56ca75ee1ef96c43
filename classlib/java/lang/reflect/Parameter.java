package java.lang.reflect;

import java.lang.annotation.Annotation;

public final class Parameter implements AnnotatedElement {
    private final String name;
    private final int modifiers;
    private final Executable executable;
    private final int index;
    private final boolean namePresent;

    private Parameter(String name, int modifiers, Executable executable, int index, boolean namePresent) {
        this.name = name;
        this.modifiers = modifiers;
        this.executable = executable;
        this.index = index;
        this.namePresent = namePresent;
    }

    static Parameter[] of(Executable e) {
        int n = e.getParameterCount();
        Parameter[] ps = new Parameter[n];
        byte[] b = VMReflection.attribute(e.clazz, 1, e.handle, "MethodParameters");
        if (b != null && VMReflection.u1(b, 0) != n) {
            throw new MalformedParametersException("Wrong number of parameters in MethodParameters attribute");
        }
        for (int i = 0; i < n; i++) {
            String name = null;
            int mods = 0;
            if (b != null) {
                int ni = VMReflection.u2(b, 1 + 4 * i);
                mods = VMReflection.u2(b, 3 + 4 * i);
                name = ni == 0 ? null : VMReflection.utf8(e.clazz, ni);
            }
            ps[i] = new Parameter(name == null ? "arg" + i : name, mods, e, i, name != null);
        }
        return ps;
    }

    public boolean isNamePresent() {
        return namePresent;
    }

    public String getName() {
        return name;
    }

    public int getModifiers() {
        return modifiers;
    }

    public Executable getDeclaringExecutable() {
        return executable;
    }

    public Class<?> getType() {
        return executable.ptypes()[index];
    }

    public Type getParameterizedType() {
        Type[] g = executable.getGenericParameterTypes();
        return index < g.length ? g[index] : getType();
    }

    public AnnotatedType getAnnotatedType() {
        AnnotatedType[] ts = executable.getAnnotatedParameterTypes();
        return index < ts.length ? ts[index] : AnnotatedTypes.of(getParameterizedType());
    }

    public boolean isImplicit() {
        return (modifiers & Modifier.MANDATED) != 0;
    }

    public boolean isSynthetic() {
        return (modifiers & Modifier.SYNTHETIC) != 0;
    }

    public boolean isVarArgs() {
        return executable.isVarArgs() && index == executable.getParameterCount() - 1;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        int mod = modifiers & Modifier.parameterModifiers();
        if (mod != 0) {
            sb.append(Modifier.toString(mod)).append(' ');
        }
        String tn = getParameterizedType().getTypeName();
        if (isVarArgs() && tn.endsWith("[]")) {
            tn = tn.substring(0, tn.length() - 2) + "...";
        }
        return sb.append(tn).append(' ').append(name).toString();
    }

    @Override
    public boolean equals(Object obj) {
        if (obj instanceof Parameter) {
            Parameter o = (Parameter) obj;
            return o.executable.equals(executable) && o.index == index;
        }
        return false;
    }

    @Override
    public int hashCode() {
        return executable.hashCode() ^ index;
    }

    private Annotation[] declared() {
        Annotation[][] all = executable.getParameterAnnotations();
        return index < all.length ? all[index] : new Annotation[0];
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
        return declared();
    }

    @Override
    public Annotation[] getAnnotations() {
        return declared();
    }
}
