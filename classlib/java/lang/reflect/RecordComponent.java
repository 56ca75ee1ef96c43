package java.lang.reflect;

import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.List;

/** A component of a record class, from its Record attribute (JVMS 4.7.30). */
public final class RecordComponent implements AnnotatedElement {
    private Class<?> clazz;
    private String name;
    private String descriptor;
    private String signature;
    private byte[] annotationBytes;
    private Class<?> type;
    private Annotation[] declaredAnnotations;
    private byte[] typeAnnotationBytes;

    private RecordComponent() {
    }

    static RecordComponent[] of(Class<?> c) {
        byte[] b = VMReflection.attribute(c, 0, 0L, "Record");
        if (b == null) {
            return null;
        }
        int n = VMReflection.u2(b, 0);
        int p = 2;
        List<RecordComponent> out = new ArrayList<RecordComponent>();
        for (int i = 0; i < n; i++) {
            RecordComponent rc = new RecordComponent();
            rc.clazz = c;
            rc.name = VMReflection.utf8(c, VMReflection.u2(b, p));
            rc.descriptor = VMReflection.utf8(c, VMReflection.u2(b, p + 2));
            int attrs = VMReflection.u2(b, p + 4);
            p += 6;
            for (int k = 0; k < attrs; k++) {
                String an = VMReflection.utf8(c, VMReflection.u2(b, p));
                int len = (VMReflection.u2(b, p + 2) << 16) | VMReflection.u2(b, p + 4);
                p += 6;
                if ("Signature".equals(an)) {
                    rc.signature = VMReflection.utf8(c, VMReflection.u2(b, p));
                } else if ("RuntimeVisibleTypeAnnotations".equals(an)) {
                    byte[] a = new byte[len];
                    System.arraycopy(b, p, a, 0, len);
                    rc.typeAnnotationBytes = a;
                } else if ("RuntimeVisibleAnnotations".equals(an)) {
                    byte[] a = new byte[len];
                    System.arraycopy(b, p, a, 0, len);
                    rc.annotationBytes = a;
                }
                p += len;
            }
            out.add(rc);
        }
        return out.toArray(new RecordComponent[0]);
    }

    public String getName() {
        return name;
    }

    public Class<?> getType() {
        Class<?> t = type;
        if (t == null) {
            t = VMReflection.types(clazz, descriptor)[0];
            type = t;
        }
        return t;
    }

    public String getGenericSignature() {
        return signature;
    }

    public Type getGenericType() {
        return signature == null ? getType() : Generics.parseField(signature, clazz);
    }

    public AnnotatedType getAnnotatedType() {
        return AnnotatedTypes.of(getGenericType(), AnnotatedTypes.select(
                AnnotationParser.parseTypeAnnotations(clazz, typeAnnotationBytes), AnnotatedTypes.FIELD, -1));
    }

    public Method getAccessor() {
        try {
            return clazz.getDeclaredMethod(name);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    public Class<?> getDeclaringRecord() {
        return clazz;
    }

    private Annotation[] declared() {
        Annotation[] a = declaredAnnotations;
        if (a == null) {
            a = AnnotationParser.parse(clazz, annotationBytes);
            declaredAnnotations = a;
        }
        return a;
    }

    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        return AnnotationParser.find(declared(), annotationClass);
    }

    public Annotation[] getAnnotations() {
        return declared().clone();
    }

    public Annotation[] getDeclaredAnnotations() {
        return declared().clone();
    }

    @Override
    public String toString() {
        return getType().getTypeName() + " " + name;
    }
}
