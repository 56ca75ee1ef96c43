package java.lang.reflect;

import java.lang.annotation.Annotation;
import java.lang.annotation.IncompleteAnnotationException;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The superclass of every annotation instance: the VM makes, per annotation interface, a
 * class extending this one whose member methods call {@link #member} (vm/natives/reflect.c).
 * equals, hashCode and toString follow java.lang.annotation.Annotation's contract and the
 * JDK's text.
 */
abstract class AnnotationBase implements Annotation {
    Class<? extends Annotation> type;
    LinkedHashMap<String, Object> values;

    AnnotationBase() {
    }

    final Object member(String name) {
        Object v = values.get(name);
        if (v == null) {
            throw new IncompleteAnnotationException(type, name);
        }
        return AnnotationParser.cloneValue(v);
    }

    public Class<? extends Annotation> annotationType() {
        return type;
    }

    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!type.isInstance(o)) {
            return false;
        }
        for (Map.Entry<String, Object> e : values.entrySet()) {
            Object other;
            if (o instanceof AnnotationBase) {
                other = ((AnnotationBase) o).values.get(e.getKey());
            } else {
                try {
                    Method m = type.getMethod(e.getKey());
                    m.setAccessible(true);
                    other = m.invoke(o);
                } catch (Exception ex) {
                    return false;
                }
            }
            if (!valueEquals(e.getValue(), other)) {
                return false;
            }
        }
        return true;
    }

    private static boolean valueEquals(Object a, Object b) {
        if (a == null || b == null) {
            return a == b;
        }
        Class<?> t = a.getClass();
        if (!t.isArray()) {
            return a.equals(b);
        }
        if (a instanceof Object[] && b instanceof Object[]) {
            return Arrays.equals((Object[]) a, (Object[]) b);
        }
        if (b.getClass() != t) {
            return false;
        }
        if (t == byte[].class) return Arrays.equals((byte[]) a, (byte[]) b);
        if (t == char[].class) return Arrays.equals((char[]) a, (char[]) b);
        if (t == double[].class) return Arrays.equals((double[]) a, (double[]) b);
        if (t == float[].class) return Arrays.equals((float[]) a, (float[]) b);
        if (t == int[].class) return Arrays.equals((int[]) a, (int[]) b);
        if (t == long[].class) return Arrays.equals((long[]) a, (long[]) b);
        if (t == short[].class) return Arrays.equals((short[]) a, (short[]) b);
        return Arrays.equals((boolean[]) a, (boolean[]) b);
    }

    private static int valueHash(Object v) {
        Class<?> t = v.getClass();
        if (!t.isArray()) {
            return v.hashCode();
        }
        if (t == byte[].class) return Arrays.hashCode((byte[]) v);
        if (t == char[].class) return Arrays.hashCode((char[]) v);
        if (t == double[].class) return Arrays.hashCode((double[]) v);
        if (t == float[].class) return Arrays.hashCode((float[]) v);
        if (t == int[].class) return Arrays.hashCode((int[]) v);
        if (t == long[].class) return Arrays.hashCode((long[]) v);
        if (t == short[].class) return Arrays.hashCode((short[]) v);
        if (t == boolean[].class) return Arrays.hashCode((boolean[]) v);
        return Arrays.hashCode((Object[]) v);
    }

    @Override
    public int hashCode() {
        int h = 0;
        for (Map.Entry<String, Object> e : values.entrySet()) {
            h += (127 * e.getKey().hashCode()) ^ valueHash(e.getValue());
        }
        return h;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(128);
        sb.append('@').append(type.getName()).append('(');
        boolean first = true;
        if (values.size() == 1 && values.containsKey("value")) {
            sb.append(valueText(values.get("value")));
        } else {
            for (Iterator<Map.Entry<String, Object>> it = values.entrySet().iterator(); it.hasNext(); ) {
                Map.Entry<String, Object> e = it.next();
                if (!first) {
                    sb.append(", ");
                }
                first = false;
                sb.append(e.getKey()).append('=').append(valueText(e.getValue()));
            }
        }
        return sb.append(')').toString();
    }

    private static String valueText(Object v) {
        Class<?> t = v.getClass();
        if (!t.isArray()) {
            return scalarText(v);
        }
        StringBuilder sb = new StringBuilder("{");
        int n = java.lang.reflect.Array.getLength(v);
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(scalarText(java.lang.reflect.Array.get(v, i)));
        }
        return sb.append('}').toString();
    }

    private static String scalarText(Object v) {
        if (v instanceof Class) {
            Class<?> c = (Class<?>) v;
            int dims = 0;
            while (c.isArray()) {
                c = c.getComponentType();
                dims++;
            }
            StringBuilder sb = new StringBuilder(c.getName());
            for (int i = 0; i < dims; i++) {
                sb.append("[]");
            }
            return sb.append(".class").toString();
        }
        if (v instanceof String) {
            StringBuilder sb = new StringBuilder("\"");
            String s = (String) v;
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                sb.append(c == '\'' ? "'" : quote(c));
            }
            return sb.append('"').toString();
        }
        if (v instanceof Character) {
            return "'" + quote(((Character) v).charValue()) + "'";
        }
        if (v instanceof Byte) {
            String h = Integer.toHexString(((Byte) v).byteValue() & 0xff);
            return "(byte)0x" + (h.length() < 2 ? "0" + h : h);
        }
        if (v instanceof Long) {
            return v + "L";
        }
        if (v instanceof Float) {
            float f = ((Float) v).floatValue();
            if (Float.isNaN(f)) {
                return "0.0f/0.0f";
            }
            if (Float.isInfinite(f)) {
                return f < 0 ? "-1.0f/0.0f" : "1.0f/0.0f";
            }
            return v + "f";
        }
        if (v instanceof Double) {
            double d = ((Double) v).doubleValue();
            if (Double.isNaN(d)) {
                return "0.0/0.0";
            }
            if (Double.isInfinite(d)) {
                return d < 0 ? "-1.0/0.0" : "1.0/0.0";
            }
            return v.toString();
        }
        if (v instanceof Enum) {
            return ((Enum<?>) v).name();
        }
        return v.toString();
    }

    private static String quote(char c) {
        switch (c) {
        case '\b': return "\\b";
        case '\f': return "\\f";
        case '\n': return "\\n";
        case '\r': return "\\r";
        case '\t': return "\\t";
        case '\'': return "\\'";
        case '"': return "\\\"";
        case '\\': return "\\\\";
        default:
            if (c >= ' ' && c < 0x7f) {
                return String.valueOf(c);
            }
            String h = Integer.toHexString(c);
            while (h.length() < 4) {
                h = "0" + h;
            }
            return "\\u" + h;
        }
    }
}
