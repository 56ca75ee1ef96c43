package java.lang.constant;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.util.Objects;

/** A nominal descriptor of a method handle constant. */
public interface MethodHandleDesc extends ConstantDesc {

    static DirectMethodHandleDesc of(DirectMethodHandleDesc.Kind kind, ClassDesc owner, String name,
            String lookupDescriptor) {
        switch (kind) {
            case GETTER: case SETTER: case STATIC_GETTER: case STATIC_SETTER:
                return ofField(kind, owner, name, ClassDesc.ofDescriptor(lookupDescriptor));
            default:
                return new DirectMethodHandleDescImpl(kind, owner, name, MethodTypeDesc.ofDescriptor(lookupDescriptor));
        }
    }

    static DirectMethodHandleDesc ofMethod(DirectMethodHandleDesc.Kind kind, ClassDesc owner, String name,
            MethodTypeDesc lookupMethodType) {
        switch (Objects.requireNonNull(kind)) {
            case GETTER: case SETTER: case STATIC_GETTER: case STATIC_SETTER:
                throw new IllegalArgumentException(kind.toString());
            default:
                return new DirectMethodHandleDescImpl(kind, owner, name, lookupMethodType);
        }
    }

    static DirectMethodHandleDesc ofField(DirectMethodHandleDesc.Kind kind, ClassDesc owner, String fieldName,
            ClassDesc fieldType) {
        MethodTypeDesc mtr;
        switch (Objects.requireNonNull(kind)) {
            case GETTER: mtr = MethodTypeDesc.of(fieldType, owner); break;
            case SETTER: mtr = MethodTypeDesc.of(ConstantDescs.CD_void, owner, fieldType); break;
            case STATIC_GETTER: mtr = MethodTypeDesc.of(fieldType); break;
            case STATIC_SETTER: mtr = MethodTypeDesc.of(ConstantDescs.CD_void, fieldType); break;
            default: throw new IllegalArgumentException(kind.toString());
        }
        return new DirectMethodHandleDescImpl(kind, owner, fieldName, mtr);
    }

    static DirectMethodHandleDesc ofConstructor(ClassDesc owner, ClassDesc... paramTypes) {
        return MethodHandleDesc.ofMethod(DirectMethodHandleDesc.Kind.CONSTRUCTOR, owner, ConstantDescs.DEFAULT_NAME,
                MethodTypeDesc.of(ConstantDescs.CD_void, paramTypes));
    }

    MethodTypeDesc invocationType();

    MethodHandle resolveConstantDesc(MethodHandles.Lookup lookup) throws ReflectiveOperationException;

    boolean equals(Object o);
}
