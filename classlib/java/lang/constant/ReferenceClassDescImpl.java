package java.lang.constant;

import java.lang.invoke.MethodHandles;
import java.util.Objects;

/** A class, interface or array type's descriptor. */
final class ReferenceClassDescImpl implements ClassDesc {
    private final String descriptor;

    ReferenceClassDescImpl(String descriptor) {
        Objects.requireNonNull(descriptor);
        int len = ConstantUtils.skipOverFieldSignature(descriptor, 0, descriptor.length(), false);
        if (len == 0 || len == 1 || len != descriptor.length()) {
            throw new IllegalArgumentException("not a valid reference type descriptor: " + descriptor);
        }
        this.descriptor = descriptor;
    }

    public String descriptorString() {
        return descriptor;
    }

    public Class<?> resolveConstantDesc(MethodHandles.Lookup lookup) throws ReflectiveOperationException {
        ClassDesc c = this;
        int depth = ConstantUtils.arrayDepth(descriptor);
        for (int i = 0; i < depth; i++) {
            c = c.componentType();
        }
        Class<?> clazz;
        if (c.isPrimitive()) {
            clazz = (Class<?>) c.resolveConstantDesc(lookup);
        } else {
            String d = c.descriptorString();
            clazz = lookup.findClass(d.substring(1, d.length() - 1).replace('/', '.'));
        }
        for (int i = 0; i < depth; i++) {
            clazz = java.lang.reflect.Array.newInstance(clazz, 0).getClass();
        }
        return clazz;
    }

    @Override
    public boolean equals(Object o) {
        return this == o || (o != null && getClass() == o.getClass()
                && descriptor.equals(((ReferenceClassDescImpl) o).descriptor));
    }

    @Override
    public int hashCode() {
        return descriptor.hashCode();
    }

    @Override
    public String toString() {
        return String.format("ClassDesc[%s]", displayName());
    }
}
