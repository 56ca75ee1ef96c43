package java.lang.invoke;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/** A method's return and parameter types. */
public final class MethodType implements java.lang.constant.Constable, java.io.Serializable {

    private final Class<?> rtype;
    private final Class<?>[] ptypes;

    private MethodType(Class<?> rtype, Class<?>[] ptypes) {
        if (rtype == null) {
            throw new NullPointerException();
        }
        for (Class<?> p : ptypes) {
            if (p == null) {
                throw new NullPointerException();
            }
            if (p == void.class) {
                throw new IllegalArgumentException("parameter type cannot be void");
            }
        }
        this.rtype = rtype;
        this.ptypes = ptypes;
    }

    public static MethodType methodType(Class<?> rtype, Class<?>[] ptypes) {
        return new MethodType(rtype, ptypes.clone());
    }

    public static MethodType methodType(Class<?> rtype, List<Class<?>> ptypes) {
        return new MethodType(rtype, ptypes.toArray(new Class<?>[0]));
    }

    public static MethodType methodType(Class<?> rtype, Class<?> ptype0, Class<?>... ptypes) {
        Class<?>[] all = new Class<?>[ptypes.length + 1];
        all[0] = ptype0;
        System.arraycopy(ptypes, 0, all, 1, ptypes.length);
        return new MethodType(rtype, all);
    }

    public static MethodType methodType(Class<?> rtype) {
        return new MethodType(rtype, new Class<?>[0]);
    }

    public static MethodType methodType(Class<?> rtype, Class<?> ptype0) {
        return new MethodType(rtype, new Class<?>[] { ptype0 });
    }

    public static MethodType methodType(Class<?> rtype, MethodType ptypes) {
        return new MethodType(rtype, ptypes.ptypes);
    }

    public static MethodType genericMethodType(int objectArgCount, boolean finalArray) {
        Class<?>[] ps = new Class<?>[objectArgCount + (finalArray ? 1 : 0)];
        Arrays.fill(ps, Object.class);
        if (finalArray) {
            ps[objectArgCount] = Object[].class;
        }
        return new MethodType(Object.class, ps);
    }

    public static MethodType genericMethodType(int objectArgCount) {
        return genericMethodType(objectArgCount, false);
    }

    public static MethodType fromMethodDescriptorString(String descriptor, ClassLoader loader)
            throws IllegalArgumentException, TypeNotPresentException {
        if (!descriptor.startsWith("(") || descriptor.indexOf(')') < 0) {
            throw new IllegalArgumentException("not a method descriptor: " + descriptor);
        }
        List<Class<?>> ps = new ArrayList<>();
        int[] pos = { 1 };
        while (descriptor.charAt(pos[0]) != ')') {
            ps.add(parse(descriptor, pos, loader));
        }
        pos[0]++;
        Class<?> r = parse(descriptor, pos, loader);
        if (pos[0] != descriptor.length()) {
            throw new IllegalArgumentException("not a method descriptor: " + descriptor);
        }
        return methodType(r, ps);
    }

    private static Class<?> parse(String d, int[] pos, ClassLoader loader) {
        int start = pos[0];
        while (d.charAt(pos[0]) == '[') {
            pos[0]++;
        }
        char c = d.charAt(pos[0]);
        if (c == 'L') {
            int end = d.indexOf(';', pos[0]);
            if (end < 0) {
                throw new IllegalArgumentException("not a method descriptor: " + d);
            }
            pos[0] = end + 1;
        } else {
            pos[0]++;
            if (pos[0] == start + 1) {
                switch (c) {
                    case 'I': return int.class;
                    case 'J': return long.class;
                    case 'Z': return boolean.class;
                    case 'B': return byte.class;
                    case 'C': return char.class;
                    case 'S': return short.class;
                    case 'F': return float.class;
                    case 'D': return double.class;
                    case 'V': return void.class;
                    default: throw new IllegalArgumentException("not a method descriptor: " + d);
                }
            }
        }
        String name = d.charAt(start) == '[' ? d.substring(start, pos[0]) : d.substring(start + 1, pos[0] - 1);
        String jn = name.replace('/', '.');
        try {
            return Class.forName(jn, false, loader != null ? loader : ClassLoader.getSystemClassLoader());
        } catch (ClassNotFoundException e) {
            throw new TypeNotPresentException(jn, e);
        }
    }

    public Class<?> returnType() {
        return rtype;
    }

    public Class<?> parameterType(int num) {
        return ptypes[num];
    }

    public int parameterCount() {
        return ptypes.length;
    }

    public List<Class<?>> parameterList() {
        return Collections.unmodifiableList(Arrays.asList(ptypes.clone()));
    }

    public Class<?>[] parameterArray() {
        return ptypes.clone();
    }

    public Class<?> lastParameterType() {
        return ptypes.length == 0 ? void.class : ptypes[ptypes.length - 1];
    }

    public MethodType changeParameterType(int num, Class<?> nptype) {
        Class<?>[] ps = ptypes.clone();
        ps[num] = nptype;
        return new MethodType(rtype, ps);
    }

    public MethodType changeReturnType(Class<?> nrtype) {
        return new MethodType(nrtype, ptypes);
    }

    public MethodType insertParameterTypes(int num, Class<?>... types) {
        List<Class<?>> l = new ArrayList<>(Arrays.asList(ptypes));
        l.addAll(num, Arrays.asList(types));
        return methodType(rtype, l);
    }

    public MethodType insertParameterTypes(int num, List<Class<?>> types) {
        return insertParameterTypes(num, types.toArray(new Class<?>[0]));
    }

    public MethodType appendParameterTypes(Class<?>... types) {
        return insertParameterTypes(ptypes.length, types);
    }

    public MethodType appendParameterTypes(List<Class<?>> types) {
        return insertParameterTypes(ptypes.length, types);
    }

    public MethodType dropParameterTypes(int start, int end) {
        if (start < 0 || end > ptypes.length || start > end) {
            throw new IndexOutOfBoundsException("start=" + start + " end=" + end);
        }
        List<Class<?>> l = new ArrayList<>(Arrays.asList(ptypes));
        l.subList(start, end).clear();
        return methodType(rtype, l);
    }

    /** Whether this type's parameters from skipPos on are full, or a prefix of full (the loops' rule). */
    boolean effectivelyIdenticalParameters(int skipPos, List<Class<?>> full) {
        int my = ptypes.length, n = full.size();
        if (skipPos > my || my - skipPos > n) {
            return false;
        }
        for (int i = skipPos; i < my; i++) {
            if (ptypes[i] != full.get(i - skipPos)) {
                return false;
            }
        }
        return true;
    }

    public boolean hasPrimitives() {
        if (rtype.isPrimitive()) {
            return true;
        }
        for (Class<?> p : ptypes) {
            if (p.isPrimitive()) {
                return true;
            }
        }
        return false;
    }

    public boolean hasWrappers() {
        return unwrap() != this;
    }

    static Class<?> wrapper(Class<?> c) {
        if (!c.isPrimitive()) {
            return c;
        }
        switch (c.getName()) {
            case "int": return Integer.class;
            case "long": return Long.class;
            case "boolean": return Boolean.class;
            case "byte": return Byte.class;
            case "char": return Character.class;
            case "short": return Short.class;
            case "float": return Float.class;
            case "double": return Double.class;
            default: return Void.class;
        }
    }

    static Class<?> unwrapper(Class<?> c) {
        Class<?>[] prims = { int.class, long.class, boolean.class, byte.class, char.class, short.class,
                float.class, double.class, void.class };
        for (Class<?> p : prims) {
            if (wrapper(p) == c) {
                return p;
            }
        }
        return c;
    }

    public MethodType wrap() {
        Class<?>[] ps = ptypes.clone();
        for (int i = 0; i < ps.length; i++) {
            ps[i] = wrapper(ps[i]);
        }
        return new MethodType(wrapper(rtype), ps);
    }

    public MethodType unwrap() {
        Class<?>[] ps = ptypes.clone();
        boolean same = unwrapper(rtype) == rtype;
        for (int i = 0; i < ps.length; i++) {
            ps[i] = unwrapper(ps[i]);
            same &= ps[i] == ptypes[i];
        }
        return same ? this : new MethodType(unwrapper(rtype), ps);
    }

    public MethodType erase() {
        Class<?>[] ps = ptypes.clone();
        for (int i = 0; i < ps.length; i++) {
            if (!ps[i].isPrimitive()) {
                ps[i] = Object.class;
            }
        }
        return new MethodType(rtype.isPrimitive() ? rtype : Object.class, ps);
    }

    public MethodType generic() {
        return genericMethodType(ptypes.length);
    }

    public String toMethodDescriptorString() {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> p : ptypes) {
            sb.append(descriptor(p));
        }
        return sb.append(')').append(descriptor(rtype)).toString();
    }

    static String descriptor(Class<?> c) {
        if (c.isPrimitive()) {
            switch (c.getName()) {
                case "int": return "I";
                case "long": return "J";
                case "boolean": return "Z";
                case "byte": return "B";
                case "char": return "C";
                case "short": return "S";
                case "float": return "F";
                case "double": return "D";
                default: return "V";
            }
        }
        String n = c.getName().replace('.', '/');
        return c.isArray() ? n : "L" + n + ";";
    }

    /** The nominal descriptor; none when a type in it has none (a hidden class). */
    public java.util.Optional<java.lang.constant.MethodTypeDesc> describeConstable() {
        java.lang.constant.ClassDesc r = rtype.describeConstable().orElse(null);
        java.lang.constant.ClassDesc[] ps = new java.lang.constant.ClassDesc[ptypes.length];
        for (int i = 0; i < ps.length; i++) {
            ps[i] = ptypes[i].describeConstable().orElse(null);
            if (ps[i] == null) {
                return java.util.Optional.empty();
            }
        }
        return r == null ? java.util.Optional.<java.lang.constant.MethodTypeDesc>empty()
                : java.util.Optional.of(java.lang.constant.MethodTypeDesc.of(r, ps));
    }

    public String descriptorString() {
        return toMethodDescriptorString();
    }

    public boolean equals(Object o) {
        return o instanceof MethodType && rtype == ((MethodType) o).rtype
                && Arrays.equals(ptypes, ((MethodType) o).ptypes);
    }

    public int hashCode() {
        int h = 31 + rtype.hashCode();
        for (Class<?> p : ptypes) {
            h = 31 * h + p.hashCode();
        }
        return h;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < ptypes.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(ptypes[i].getSimpleName());
        }
        return sb.append(')').append(rtype.getSimpleName()).toString();
    }
}
