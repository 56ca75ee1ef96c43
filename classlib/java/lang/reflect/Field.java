package java.lang.reflect;

import java.lang.annotation.Annotation;

public final class Field extends AccessibleObject implements Member {
    private Class<?> clazz;
    private String name;
    private int modifiers;
    private long handle;
    private transient Class<?> type;
    private transient Annotation[] declaredAnnotations;
    private transient Type genericType;

    private Field() {
    }

    Field copy() {
        Field f = new Field();
        f.clazz = clazz;
        f.name = name;
        f.modifiers = modifiers;
        f.handle = handle;
        f.type = type;
        f.declaredAnnotations = declaredAnnotations;
        return f;
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

    public String getName() {
        return name;
    }

    public int getModifiers() {
        return modifiers;
    }

    public boolean isEnumConstant() {
        return (modifiers & Modifier.ENUM) != 0;
    }

    public boolean isSynthetic() {
        return (modifiers & Modifier.SYNTHETIC) != 0;
    }

    public Class<?> getType() {
        Class<?> t = type;
        if (t == null) {
            t = VMReflection.types(clazz, VMReflection.descriptor(handle, true))[0];
            type = t;
        }
        return t;
    }

    public Type getGenericType() {
        Type g = genericType;
        if (g == null) {
            byte[] b = VMReflection.attribute(clazz, 2, handle, "Signature");
            g = b == null ? getType() : Generics.parseField(VMReflection.utf8(clazz, VMReflection.u2(b, 0)), clazz);
            genericType = g;
        }
        return g;
    }

    public AnnotatedType getAnnotatedType() {
        return AnnotatedTypes.of(getGenericType(),
                AnnotatedTypes.select(AnnotatedTypes.read(clazz, 2, handle), AnnotatedTypes.FIELD, -1));
    }

    @Override
    public boolean equals(Object obj) {
        if (obj instanceof Field) {
            Field o = (Field) obj;
            return clazz == o.clazz && name.equals(o.name) && getType() == o.getType();
        }
        return false;
    }

    @Override
    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    @Override
    public String toString() {
        int mod = modifiers & Modifier.fieldModifiers();
        return (mod == 0 ? "" : Modifier.toString(mod) + " ") + getType().getTypeName() + " "
                + clazz.getTypeName() + "." + name;
    }

    public String toGenericString() {
        int mod = modifiers & Modifier.fieldModifiers();
        return (mod == 0 ? "" : Modifier.toString(mod) + " ") + getGenericType().getTypeName() + " "
                + clazz.getTypeName() + "." + name;
    }

    // ------------------------------------------------------------ access

    private String qualified() {
        return clazz.getName() + "." + name;
    }

    private String describe() {
        int mod = modifiers & (Modifier.STATIC | Modifier.FINAL);
        return (mod == 0 ? "" : Modifier.toString(mod) + " ") + getType().getName() + " field " + qualified();
    }

    private void checkRead(Object obj) throws IllegalAccessException {
        if (obj == null && (modifiers & Modifier.STATIC) == 0 && !override) {
            /* the JDK's access check asks obj.getClass() first */
            throw new NullPointerException("Cannot invoke \"Object.getClass()\" because \"obj\" is null");
        }
        if (!override && !(Modifier.isPublic(modifiers) && Modifier.isPublic(clazz.getModifiers()))) {
            checkAccess(VMReflection.callerClass(), clazz, Modifier.isStatic(modifiers) ? null : obj, modifiers);
        }
        if (!Modifier.isStatic(modifiers)) {
            if (obj == null) {
                throw new NullPointerException("Cannot invoke \"Object.getClass()\" because \"o\" is null");
            }
            if (!clazz.isInstance(obj)) {
                throw new IllegalArgumentException("Can not set " + describe() + " to " + obj.getClass().getName());
            }
        }
    }

    private void checkWrite(Object obj, String valueText) throws IllegalAccessException {
        checkRead(obj);
        if (Modifier.isFinal(modifiers) && (!override || Modifier.isStatic(modifiers))) {
            throw new IllegalAccessException("Can not set " + describe() + " to " + valueText);
        }
    }

    public Object get(Object obj) throws IllegalArgumentException, IllegalAccessException {
        checkRead(obj);
        return VMReflection.get(handle, obj);
    }

    private IllegalArgumentException badGet(String to) {
        return new IllegalArgumentException("Attempt to get " + getType().getName() + " field \"" + qualified()
                + "\" with illegal data type conversion to " + to);
    }

    private Object getPrimitive(Object obj, String to, String allowed) throws IllegalAccessException {
        checkRead(obj);
        Class<?> t = getType();
        if (!t.isPrimitive() || allowed.indexOf(Generics.descriptorChar(t)) < 0) {
            throw badGet(to);
        }
        return VMReflection.get(handle, obj);
    }

    public boolean getBoolean(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return ((Boolean) getPrimitive(obj, "boolean", "Z")).booleanValue();
    }

    public byte getByte(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return ((Byte) getPrimitive(obj, "byte", "B")).byteValue();
    }

    public char getChar(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return ((Character) getPrimitive(obj, "char", "C")).charValue();
    }

    private static long integral(Object v) {
        if (v instanceof Character) {
            return ((Character) v).charValue();
        }
        return ((Number) v).longValue();
    }

    public short getShort(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return (short) integral(getPrimitive(obj, "short", "BS"));
    }

    public int getInt(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return (int) integral(getPrimitive(obj, "int", "BSCI"));
    }

    public long getLong(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return integral(getPrimitive(obj, "long", "BSCIJ"));
    }

    public float getFloat(Object obj) throws IllegalArgumentException, IllegalAccessException {
        Object v = getPrimitive(obj, "float", "BSCIJF");
        return v instanceof Float ? ((Float) v).floatValue() : (float) integral(v);
    }

    public double getDouble(Object obj) throws IllegalArgumentException, IllegalAccessException {
        Object v = getPrimitive(obj, "double", "BSCIJFD");
        if (v instanceof Double) {
            return ((Double) v).doubleValue();
        }
        return v instanceof Float ? ((Float) v).floatValue() : (double) integral(v);
    }

    /** The value converted to the field's primitive type t (JLS widening), or null. */
    private static Object widenTo(Class<?> t, Object v) {
        char want = Generics.descriptorChar(t);
        char have;
        if (v instanceof Boolean) {
            have = 'Z';
        } else if (v instanceof Character) {
            have = 'C';
        } else if (v instanceof Byte) {
            have = 'B';
        } else if (v instanceof Short) {
            have = 'S';
        } else if (v instanceof Integer) {
            have = 'I';
        } else if (v instanceof Long) {
            have = 'J';
        } else if (v instanceof Float) {
            have = 'F';
        } else if (v instanceof Double) {
            have = 'D';
        } else {
            return null;
        }
        if (have == want) {
            return v;
        }
        String order = "BSIJFD";
        if (have == 'Z' || want == 'Z' || want == 'C' || want == 'B') {
            return null;
        }
        if (have == 'C') {
            if (want == 'S') {
                return null;
            }
        } else if (order.indexOf(have) >= order.indexOf(want)) {
            return null;
        }
        if (have == 'F' || have == 'D') {
            return Double.valueOf(((Number) v).doubleValue());
        }
        long l = integral(v);
        switch (want) {
        case 'S': return Short.valueOf((short) l);
        case 'I': return Integer.valueOf((int) l);
        case 'J': return Long.valueOf(l);
        case 'F': return Float.valueOf((float) l);
        default: return Double.valueOf((double) l);
        }
    }

    public void set(Object obj, Object value) throws IllegalArgumentException, IllegalAccessException {
        checkWrite(obj, value == null ? "null value" : value.getClass().getName());
        Class<?> t = getType();
        if (t.isPrimitive()) {
            Object w = value == null ? null : widenTo(t, value);
            if (w == null) {
                throw new IllegalArgumentException("Can not set " + describe() + " to "
                        + (value == null ? "null value" : value.getClass().getName()));
            }
            if (w instanceof Double && t == float.class) {
                w = Float.valueOf(((Double) w).floatValue());
            }
            VMReflection.set(handle, obj, w);
            return;
        }
        if (value != null && !t.isInstance(value)) {
            throw new IllegalArgumentException("Can not set " + describe() + " to " + value.getClass().getName());
        }
        VMReflection.set(handle, obj, value);
    }

    private void setPrimitive(Object obj, Object boxed, String typeName) throws IllegalAccessException {
        String text = "(" + typeName + ")" + boxed;
        checkWrite(obj, text);
        Class<?> t = getType();
        Object w = t.isPrimitive() ? widenTo(t, boxed) : null;
        if (w == null) {
            if (!t.isPrimitive() && t.isInstance(boxed)) {
                throw new IllegalArgumentException("Can not set " + describe() + " to " + text);
            }
            throw new IllegalArgumentException("Can not set " + describe() + " to " + text);
        }
        if (w instanceof Double && t == float.class) {
            w = Float.valueOf(((Double) w).floatValue());
        }
        VMReflection.set(handle, obj, w);
    }

    public void setBoolean(Object obj, boolean z) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Boolean.valueOf(z), "boolean");
    }

    public void setByte(Object obj, byte b) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Byte.valueOf(b), "byte");
    }

    public void setChar(Object obj, char c) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Character.valueOf(c), "char");
    }

    public void setShort(Object obj, short s) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Short.valueOf(s), "short");
    }

    public void setInt(Object obj, int i) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Integer.valueOf(i), "int");
    }

    public void setLong(Object obj, long l) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Long.valueOf(l), "long");
    }

    public void setFloat(Object obj, float f) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Float.valueOf(f), "float");
    }

    public void setDouble(Object obj, double d) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Double.valueOf(d), "double");
    }

    // ------------------------------------------------------------ annotations

    private Annotation[] declared() {
        Annotation[] a = declaredAnnotations;
        if (a == null) {
            a = AnnotationParser.parse(clazz, VMReflection.attribute(clazz, 2, handle, "RuntimeVisibleAnnotations"));
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
}
