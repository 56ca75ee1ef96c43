package java.lang.constant;

import java.util.Objects;

/** A nominal descriptor of a class, interface, array or primitive type. */
public interface ClassDesc extends ConstantDesc {

    static ClassDesc of(String name) {
        ConstantUtils.validateBinaryClassName(Objects.requireNonNull(name));
        return ClassDesc.ofDescriptor("L" + name.replace('.', '/') + ";");
    }

    static ClassDesc of(String packageName, String className) {
        ConstantUtils.validateBinaryClassName(Objects.requireNonNull(packageName));
        if (packageName.isEmpty()) {
            return of(className);
        }
        ConstantUtils.validateMemberName(Objects.requireNonNull(className), false);
        return ofDescriptor("L" + packageName.replace('.', '/') + "/" + className + ";");
    }

    static ClassDesc ofDescriptor(String descriptor) {
        Objects.requireNonNull(descriptor);
        if (descriptor.isEmpty()) {
            throw new IllegalArgumentException("not a valid reference type descriptor: " + descriptor);
        }
        int depth = ConstantUtils.arrayDepth(descriptor);
        if (depth > ConstantUtils.MAX_ARRAY_TYPE_DESC_DIMENSIONS) {
            throw new IllegalArgumentException(String.format(
                    "Cannot create an array type descriptor with more than %d dimensions",
                    ConstantUtils.MAX_ARRAY_TYPE_DESC_DIMENSIONS));
        }
        return descriptor.length() == 1 ? new PrimitiveClassDescImpl(descriptor)
                : new ReferenceClassDescImpl(descriptor);
    }

    default ClassDesc arrayType() {
        int depth = ConstantUtils.arrayDepth(descriptorString());
        if (depth >= ConstantUtils.MAX_ARRAY_TYPE_DESC_DIMENSIONS) {
            throw new IllegalStateException(String.format(
                    "Cannot create an array type descriptor with more than %d dimensions",
                    ConstantUtils.MAX_ARRAY_TYPE_DESC_DIMENSIONS));
        }
        return arrayType(1);
    }

    default ClassDesc arrayType(int rank) {
        int currentDepth = ConstantUtils.arrayDepth(descriptorString());
        int netRank = Math.addExact(currentDepth, rank);
        if (rank <= 0 || netRank > ConstantUtils.MAX_ARRAY_TYPE_DESC_DIMENSIONS) {
            throw new IllegalArgumentException("rank: " + netRank + currentDepth);
        }
        return ClassDesc.ofDescriptor(ConstantUtils.repeat("[", rank) + descriptorString());
    }

    default ClassDesc nested(String nestedName) {
        ConstantUtils.validateMemberName(nestedName, false);
        if (!isClassOrInterface()) {
            throw new IllegalStateException("Outer class is not a class or interface type");
        }
        String d = descriptorString();
        return ClassDesc.ofDescriptor(d.substring(0, d.length() - 1) + "$" + nestedName + ";");
    }

    default ClassDesc nested(String firstNestedName, String... moreNestedNames) {
        if (!isClassOrInterface()) {
            throw new IllegalStateException("Outer class is not a class or interface type");
        }
        ConstantUtils.validateMemberName(firstNestedName, false);
        StringBuilder b = new StringBuilder(firstNestedName);
        for (String n : moreNestedNames) {
            ConstantUtils.validateMemberName(n, false);
            b.append('$').append(n);
        }
        return nested(b.toString());
    }

    default boolean isArray() {
        return descriptorString().startsWith("[");
    }

    default boolean isPrimitive() {
        return descriptorString().length() == 1;
    }

    default boolean isClassOrInterface() {
        return descriptorString().startsWith("L");
    }

    default ClassDesc componentType() {
        return isArray() ? ClassDesc.ofDescriptor(descriptorString().substring(1)) : null;
    }

    default String packageName() {
        if (!isClassOrInterface()) {
            return "";
        }
        String d = descriptorString();
        String className = d.substring(1, d.length() - 1).replace('/', '.');
        int index = className.lastIndexOf('.');
        return index == -1 ? "" : className.substring(0, index);
    }

    default String displayName() {
        String d = descriptorString();
        if (isPrimitive()) {
            return PrimitiveClassDescImpl.primitiveName(d.charAt(0));
        } else if (isClassOrInterface()) {
            return d.substring(Math.max(1, d.lastIndexOf('/') + 1), d.length() - 1);
        } else if (isArray()) {
            int depth = ConstantUtils.arrayDepth(d);
            ClassDesc c = this;
            for (int i = 0; i < depth; i++) {
                c = c.componentType();
            }
            return c.displayName() + ConstantUtils.repeat("[]", depth);
        }
        throw new IllegalStateException(d);
    }

    String descriptorString();

    boolean equals(Object o);
}
