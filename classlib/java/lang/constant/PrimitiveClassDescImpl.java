package java.lang.constant;

import java.lang.invoke.MethodHandles;

/** A primitive type's descriptor: a dynamic constant of ConstantBootstraps.primitiveClass, as the JDK's. */
final class PrimitiveClassDescImpl extends DynamicConstantDesc<Class<?>> implements ClassDesc {
    private final String descriptor;

    PrimitiveClassDescImpl(String descriptor) {
        super(ConstantDescs.BSM_PRIMITIVE_CLASS, check(descriptor), ConstantDescs.CD_Class);
        this.descriptor = descriptor;
    }

    private static String check(String d) {
        if (d.length() != 1 || "VIJCSBZFD".indexOf(d.charAt(0)) < 0) {
            throw new IllegalArgumentException("not a valid primitive type descriptor: " + d);
        }
        return d;
    }

    static String primitiveName(char c) {
        switch (c) {
            case 'V': return "void";
            case 'I': return "int";
            case 'J': return "long";
            case 'C': return "char";
            case 'S': return "short";
            case 'B': return "byte";
            case 'Z': return "boolean";
            case 'F': return "float";
            default: return "double";
        }
    }

    static Class<?> primitiveClass(char c) {
        switch (c) {
            case 'V': return void.class;
            case 'I': return int.class;
            case 'J': return long.class;
            case 'C': return char.class;
            case 'S': return short.class;
            case 'B': return byte.class;
            case 'Z': return boolean.class;
            case 'F': return float.class;
            default: return double.class;
        }
    }

    public String descriptorString() {
        return descriptor;
    }

    @Override
    public Class<?> resolveConstantDesc(MethodHandles.Lookup lookup) {
        return primitiveClass(descriptor.charAt(0));
    }

    @Override
    public String toString() {
        return String.format("PrimitiveClassDesc[%s]", displayName());
    }
}
