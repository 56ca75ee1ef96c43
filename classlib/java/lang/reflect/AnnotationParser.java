package java.lang.reflect;

import java.lang.annotation.Annotation;
import java.lang.annotation.AnnotationFormatError;
import java.lang.annotation.Inherited;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * RuntimeVisibleAnnotations, RuntimeVisibleParameterAnnotations and AnnotationDefault
 * (JVMS 4.7.16-22) parsed into annotation instances (see AnnotationBase).  An annotation
 * whose type cannot be loaded is left out, as the JDK does.
 */
final class AnnotationParser {
    private AnnotationParser() {
    }

    private static final Annotation[] NONE = new Annotation[0];

    /** Members of one annotation interface: return types and defaults. */
    static final class TypeInfo {
        final HashMap<String, Class<?>> memberTypes = new HashMap<String, Class<?>>();
        final HashMap<String, Object> defaults = new HashMap<String, Object>(0); // capacity as the JDK's: its order is toString's
        final HashMap<String, Method> members = new HashMap<String, Method>();
        boolean runtime;
        boolean inherited;
    }

    private static final HashMap<Class<?>, TypeInfo> infos = new HashMap<Class<?>, TypeInfo>();

    static TypeInfo info(Class<?> type) {
        synchronized (infos) {
            TypeInfo ti = infos.get(type);
            if (ti != null) {
                return ti;
            }
        }
        TypeInfo ti = new TypeInfo();
        for (Method m : VMReflection.methods(type, false)) {
            if (Modifier.isStatic(m.getModifiers()) || m.getParameterCount() != 0) {
                continue;
            }
            ti.memberTypes.put(m.getName(), m.getReturnType());
            ti.members.put(m.getName(), m);
            Object d = m.getDefaultValue();
            if (d != null) {
                ti.defaults.put(m.getName(), d);
            }
        }
        synchronized (infos) {
            infos.put(type, ti);
        }
        // Retention and Inherited are themselves annotations: read after the entry exists,
        // so that the meta-annotations' own parse ends.
        Retention r = type.getDeclaredAnnotation(Retention.class);
        ti.runtime = type == Retention.class || (r != null && r.value() == RetentionPolicy.RUNTIME);
        ti.inherited = type.getDeclaredAnnotation(Inherited.class) != null;
        return ti;
    }

    static boolean isInherited(Class<? extends Annotation> type) {
        return info(type).inherited;
    }

    // ------------------------------------------------------------ reading

    private static final class Reader {
        final byte[] b;
        final Class<?> ctx;
        int pos;

        Reader(byte[] b, Class<?> ctx) {
            this.b = b;
            this.ctx = ctx;
        }

        int u1() {
            return b[pos++] & 0xff;
        }

        int u2() {
            int v = VMReflection.u2(b, pos);
            pos += 2;
            return v;
        }

        String utf8() {
            return VMReflection.utf8(ctx, u2());
        }
    }

    static Annotation[] parse(Class<?> ctx, byte[] bytes) {
        if (bytes == null) {
            return NONE;
        }
        Reader r = new Reader(bytes, ctx);
        return annotations(r);
    }

    /** One RuntimeVisibleTypeAnnotations entry (JVMS 4.7.20) of a class, field, method or component. */
    static final class TypeAnnotation {
        int target;              // target_type
        int index;               // supertype, parameter, throws or type parameter index; -1 when none
        byte[] path;             // type_path as (kind, argument) pairs
        Annotation annotation;
    }

    static List<TypeAnnotation> parseTypeAnnotations(Class<?> ctx, byte[] bytes) {
        List<TypeAnnotation> out = new ArrayList<TypeAnnotation>();
        if (bytes == null) {
            return out;
        }
        Reader r = new Reader(bytes, ctx);
        int n = r.u2();
        for (int i = 0; i < n; i++) {
            TypeAnnotation ta = new TypeAnnotation();
            ta.target = r.u1();
            ta.index = -1;
            switch (ta.target) {
            case 0x00: case 0x01: case 0x16:
                ta.index = r.u1();
                break;
            case 0x10: case 0x17:
                ta.index = r.u2();
                break;
            case 0x11: case 0x12:
                ta.index = r.u2();
                break;
            case 0x13: case 0x14: case 0x15:
                break;
            case 0x40: case 0x41:
                r.pos += 6 * r.u2();
                break;
            case 0x42: case 0x43: case 0x44: case 0x45: case 0x46:
                r.u2();
                break;
            case 0x47: case 0x48: case 0x49: case 0x4A: case 0x4B:
                r.u2();
                r.u1();
                break;
            default:
                throw new AnnotationFormatError("Could not parse bytes for type annotations: target type 0x"
                        + Integer.toHexString(ta.target));
            }
            int pl = r.u1();
            ta.path = java.util.Arrays.copyOfRange(r.b, r.pos, r.pos + 2 * pl);
            r.pos += 2 * pl;
            ta.annotation = annotation(r, true);
            if (ta.annotation != null) {
                out.add(ta);
            }
        }
        return out;
    }

    private static Annotation[] annotations(Reader r) {
        int n = r.u2();
        List<Annotation> out = new ArrayList<Annotation>(n);
        for (int i = 0; i < n; i++) {
            Annotation a = annotation(r, true);
            if (a != null) {
                out.add(a);
            }
        }
        return out.toArray(new Annotation[0]);
    }

    private static Class<?> typeOf(Class<?> ctx, String desc) {
        if (desc.equals("V")) {
            return void.class;
        }
        return VMReflection.types(ctx, desc)[0];
    }

    /** One annotation; null (after skipping it) when its type is missing or not RUNTIME. */
    @SuppressWarnings("unchecked")
    private static Annotation annotation(Reader r, boolean topLevel) {
        String desc = r.utf8();
        Class<?> type = null;
        try {
            type = typeOf(r.ctx, desc);
        } catch (NoClassDefFoundError e) {
            type = null;
        }
        int pairs = r.u2();
        if (type == null || !type.isAnnotation()) {
            for (int i = 0; i < pairs; i++) {
                r.u2();
                skipValue(r);
            }
            return null;
        }
        TypeInfo ti = info(type);
        LinkedHashMap<String, Object> values = new LinkedHashMap<String, Object>(ti.defaults);
        for (int i = 0; i < pairs; i++) {
            String name = r.utf8();
            Class<?> mt = ti.memberTypes.get(name);
            if (mt == null) {
                skipValue(r);
                continue;
            }
            Object v = value(r, mt);
            if (v != null) {
                values.put(name, v);
            }
        }
        if (topLevel && !ti.runtime) {
            return null;
        }
        return make((Class<? extends Annotation>) type, values);
    }

    static Annotation make(Class<? extends Annotation> type, LinkedHashMap<String, Object> values) {
        AnnotationBase a = (AnnotationBase) VMReflection.annotationInstance(type);
        a.type = type;
        a.values = values;
        return a;
    }

    private static void skipValue(Reader r) {
        int tag = r.u1();
        switch (tag) {
        case 'e':
            r.u2();
            r.u2();
            break;
        case '@':
            r.u2();
            int pairs = r.u2();
            for (int i = 0; i < pairs; i++) {
                r.u2();
                skipValue(r);
            }
            break;
        case '[':
            int n = r.u2();
            for (int i = 0; i < n; i++) {
                skipValue(r);
            }
            break;
        default:
            r.u2();
        }
    }

    @SuppressWarnings({ "unchecked", "rawtypes" })
    private static Object value(Reader r, Class<?> type) {
        int tag = r.u1();
        switch (tag) {
        case 'B': return Byte.valueOf((byte) intConst(r));
        case 'C': return Character.valueOf((char) intConst(r));
        case 'S': return Short.valueOf((short) intConst(r));
        case 'Z': return Boolean.valueOf(intConst(r) != 0);
        case 'I':
        case 'J':
        case 'F':
        case 'D':
            return VMReflection.constant(r.ctx, r.u2());
        case 's':
            return r.utf8();
        case 'e': {
            String td = r.utf8();
            String cn = r.utf8();
            Class<?> et;
            try {
                et = typeOf(r.ctx, td);
            } catch (NoClassDefFoundError e) {
                return null;
            }
            try {
                return Enum.valueOf((Class) et, cn);
            } catch (IllegalArgumentException e) {
                return null;
            }
        }
        case 'c': {
            String d = r.utf8();
            try {
                return typeOf(r.ctx, d);
            } catch (NoClassDefFoundError e) {
                return null;
            }
        }
        case '@':
            return annotation(r, false);
        case '[': {
            int n = r.u2();
            Class<?> comp = type.isArray() ? type.getComponentType() : Object.class;
            Object arr = java.lang.reflect.Array.newInstance(comp, n);
            for (int i = 0; i < n; i++) {
                Object v = value(r, comp);
                if (v == null) {
                    return null;
                }
                java.lang.reflect.Array.set(arr, i, v);
            }
            return arr;
        }
        default:
            throw new AnnotationFormatError("Invalid member-value tag in annotation: " + (char) tag);
        }
    }

    private static int intConst(Reader r) {
        Object o = VMReflection.constant(r.ctx, r.u2());
        return o instanceof Integer ? ((Integer) o).intValue() : 0;
    }

    static Object memberDefault(Class<?> ctx, byte[] bytes, Method m) {
        return value(new Reader(bytes, ctx), m.getReturnType());
    }

    static Annotation[][] parseParameters(Class<?> ctx, byte[] bytes, int count) {
        Annotation[][] r = new Annotation[count][];
        int have = 0;
        Annotation[][] parsed = new Annotation[0][];
        if (bytes != null) {
            Reader rd = new Reader(bytes, ctx);
            have = rd.u1();
            parsed = new Annotation[have][];
            for (int i = 0; i < have; i++) {
                parsed[i] = annotations(rd);
            }
        }
        int shift = count - have;
        for (int i = 0; i < count; i++) {
            int k = i - (shift > 0 ? shift : 0);
            r[i] = k >= 0 && k < parsed.length ? parsed[k] : NONE;
        }
        return r;
    }

    // ------------------------------------------------------------ queries

    static Object cloneValue(Object v) {
        if (v == null || !v.getClass().isArray()) {
            return v;
        }
        int n = java.lang.reflect.Array.getLength(v);
        Object c = java.lang.reflect.Array.newInstance(v.getClass().getComponentType(), n);
        System.arraycopy(v, 0, c, 0, n);
        return c;
    }

    static <T extends Annotation> T find(Annotation[] anns, Class<T> type) {
        if (type == null) {
            throw new NullPointerException();
        }
        for (Annotation a : anns) {
            if (a.annotationType() == type) {
                return type.cast(a);
            }
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    static <T extends Annotation> T[] byType(Annotation[] anns, Class<T> type) {
        if (type == null) {
            throw new NullPointerException();
        }
        List<T> out = new ArrayList<T>();
        for (Annotation a : anns) {
            if (a.annotationType() == type) {
                out.add(type.cast(a));
            }
        }
        if (out.isEmpty()) {
            Repeatable rep = type.getDeclaredAnnotation(Repeatable.class);
            if (rep != null) {
                Class<? extends Annotation> container = rep.value();
                for (Annotation a : anns) {
                    if (a.annotationType() == container && a instanceof AnnotationBase) {
                        Object v = ((AnnotationBase) a).values.get("value");
                        if (v instanceof Object[]) {
                            for (Object e : (Object[]) v) {
                                out.add(type.cast(e));
                            }
                        }
                    }
                }
            }
        }
        T[] r = (T[]) java.lang.reflect.Array.newInstance(type, out.size());
        return out.toArray(r);
    }
}
