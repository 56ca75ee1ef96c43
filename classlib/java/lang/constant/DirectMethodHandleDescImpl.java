package java.lang.constant;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Objects;

final class DirectMethodHandleDescImpl implements DirectMethodHandleDesc {
    private final Kind kind;
    private final ClassDesc owner;
    private final String name;
    private final MethodTypeDesc invocationType;

    DirectMethodHandleDescImpl(Kind kind, ClassDesc owner, String name, MethodTypeDesc type) {
        if (kind == Kind.CONSTRUCTOR) {
            name = "<init>";
        }
        Objects.requireNonNull(kind);
        if (!Objects.requireNonNull(owner).isClassOrInterface()) {
            throw new IllegalArgumentException("not a class or interface type: " + owner.descriptorString());
        }
        ConstantUtils.validateMemberName(Objects.requireNonNull(name), true);
        Objects.requireNonNull(type);
        switch (kind) {
            case CONSTRUCTOR:
                if (!type.returnType().descriptorString().equals("V")) {
                    throw new IllegalArgumentException(String.format("Expected type of (T*)V, found %s", type));
                }
                break;
            case GETTER: checkField(type, false, true); break;
            case SETTER: checkField(type, true, true); break;
            case STATIC_GETTER: checkField(type, false, false); break;
            case STATIC_SETTER: checkField(type, true, false); break;
            default: break;
        }
        this.kind = kind;
        this.owner = owner;
        this.name = name;
        if (kind.isVirtualMethod()) {
            this.invocationType = type.insertParameterTypes(0, owner);
        } else if (kind == Kind.CONSTRUCTOR) {
            this.invocationType = type.changeReturnType(owner);
        } else {
            this.invocationType = type;
        }
    }

    private static void checkField(MethodTypeDesc type, boolean isSetter, boolean isVirtual) {
        boolean isVoid = type.returnType().descriptorString().equals("V");
        int expectedParams = (isSetter ? 1 : 0) + (isVirtual ? 1 : 0);
        if (isVoid != isSetter || type.parameterCount() != expectedParams
                || (isVirtual && type.parameterType(0).isPrimitive())) {
            String expectedType = String.format("(%s%s)%s", (isVirtual ? "R" : ""), (isSetter ? "T" : ""),
                    (isSetter ? "V" : "T"));
            throw new IllegalArgumentException(String.format("Expected type of %s for getter, found %s",
                    expectedType, type));
        }
    }

    public Kind kind() {
        return kind;
    }

    public int refKind() {
        return kind.refKind;
    }

    public boolean isOwnerInterface() {
        return kind.isInterface;
    }

    public ClassDesc owner() {
        return owner;
    }

    public String methodName() {
        return name;
    }

    public MethodTypeDesc invocationType() {
        return invocationType;
    }

    public String lookupDescriptor() {
        switch (kind) {
            case VIRTUAL: case SPECIAL: case INTERFACE_VIRTUAL: case INTERFACE_SPECIAL:
                return invocationType.dropParameterTypes(0, 1).descriptorString();
            case STATIC: case INTERFACE_STATIC:
                return invocationType.descriptorString();
            case CONSTRUCTOR:
                return invocationType.changeReturnType(ConstantDescs.CD_void).descriptorString();
            case GETTER: case STATIC_GETTER:
                return invocationType.returnType().descriptorString();
            case SETTER:
                return invocationType.parameterType(1).descriptorString();
            default:
                return invocationType.parameterType(0).descriptorString();
        }
    }

    public MethodHandle resolveConstantDesc(MethodHandles.Lookup lookup) throws ReflectiveOperationException {
        Class<?> resolvedOwner = (Class<?>) owner.resolveConstantDesc(lookup);
        MethodType type = invocationType.resolveConstantDesc(lookup);
        switch (kind) {
            case STATIC: case INTERFACE_STATIC:
                return lookup.findStatic(resolvedOwner, name, type);
            case INTERFACE_VIRTUAL: case VIRTUAL:
                return lookup.findVirtual(resolvedOwner, name, type.dropParameterTypes(0, 1));
            case SPECIAL: case INTERFACE_SPECIAL:
                return lookup.findSpecial(resolvedOwner, name, type.dropParameterTypes(0, 1), lookup.lookupClass());
            case CONSTRUCTOR:
                return lookup.findConstructor(resolvedOwner, type.changeReturnType(void.class));
            case GETTER:
                return lookup.findGetter(resolvedOwner, name, type.returnType());
            case STATIC_GETTER:
                return lookup.findStaticGetter(resolvedOwner, name, type.returnType());
            case SETTER:
                return lookup.findSetter(resolvedOwner, name, type.parameterType(1));
            default:
                return lookup.findStaticSetter(resolvedOwner, name, type.parameterType(0));
        }
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || getClass() != o.getClass()) {
            return false;
        }
        DirectMethodHandleDescImpl d = (DirectMethodHandleDescImpl) o;
        return kind == d.kind && owner.equals(d.owner) && name.equals(d.name)
                && invocationType.equals(d.invocationType);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, owner, name, invocationType);
    }

    @Override
    public String toString() {
        return String.format("MethodHandleDesc[%s/%s::%s%s]", kind, owner.displayName(), name,
                invocationType.displayDescriptor());
    }
}
