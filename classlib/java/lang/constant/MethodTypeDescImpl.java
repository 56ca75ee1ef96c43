package java.lang.constant;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

final class MethodTypeDescImpl implements MethodTypeDesc {
    private final ClassDesc returnType;
    private final ClassDesc[] argTypes;

    MethodTypeDescImpl(ClassDesc returnType, ClassDesc[] argTypes) {
        this.returnType = Objects.requireNonNull(returnType);
        this.argTypes = Objects.requireNonNull(argTypes).clone();
        for (ClassDesc cr : this.argTypes) {
            if (cr.isPrimitive() && cr.descriptorString().equals("V")) {
                throw new IllegalArgumentException("Void parameters not permitted");
            }
        }
    }

    static MethodTypeDescImpl ofDescriptor(String descriptor) {
        Objects.requireNonNull(descriptor);
        List<String> types = ConstantUtils.parseMethodDescriptor(descriptor);
        ClassDesc[] params = new ClassDesc[types.size() - 1];
        for (int i = 1; i < types.size(); i++) {
            params[i - 1] = ClassDesc.ofDescriptor(types.get(i));
        }
        return new MethodTypeDescImpl(ClassDesc.ofDescriptor(types.get(0)), params);
    }

    public ClassDesc returnType() {
        return returnType;
    }

    public int parameterCount() {
        return argTypes.length;
    }

    public ClassDesc parameterType(int index) {
        return argTypes[index];
    }

    public List<ClassDesc> parameterList() {
        return Collections.unmodifiableList(Arrays.asList(argTypes.clone()));
    }

    public ClassDesc[] parameterArray() {
        return argTypes.clone();
    }

    public MethodTypeDesc changeReturnType(ClassDesc returnType) {
        return MethodTypeDesc.of(returnType, argTypes);
    }

    public MethodTypeDesc changeParameterType(int index, ClassDesc paramType) {
        ClassDesc[] newArgs = argTypes.clone();
        newArgs[index] = paramType;
        return MethodTypeDesc.of(returnType, newArgs);
    }

    public MethodTypeDesc dropParameterTypes(int start, int end) {
        if (start < 0 || start >= argTypes.length || end < 0 || end > argTypes.length || start > end) {
            throw new IndexOutOfBoundsException();
        }
        ClassDesc[] newArgs = new ClassDesc[argTypes.length - (end - start)];
        System.arraycopy(argTypes, 0, newArgs, 0, start);
        System.arraycopy(argTypes, end, newArgs, start, argTypes.length - end);
        return MethodTypeDesc.of(returnType, newArgs);
    }

    public MethodTypeDesc insertParameterTypes(int pos, ClassDesc... paramTypes) {
        if (pos < 0 || pos > argTypes.length) {
            throw new IndexOutOfBoundsException(Integer.toString(pos));
        }
        ClassDesc[] newArgs = new ClassDesc[argTypes.length + paramTypes.length];
        System.arraycopy(argTypes, 0, newArgs, 0, pos);
        System.arraycopy(paramTypes, 0, newArgs, pos, paramTypes.length);
        System.arraycopy(argTypes, pos, newArgs, pos + paramTypes.length, argTypes.length - pos);
        return MethodTypeDesc.of(returnType, newArgs);
    }

    public MethodType resolveConstantDesc(MethodHandles.Lookup lookup) throws ReflectiveOperationException {
        return MethodType.fromMethodDescriptorString(descriptorString(), lookup.lookupClass().getClassLoader());
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || getClass() != o.getClass()) {
            return false;
        }
        MethodTypeDescImpl c = (MethodTypeDescImpl) o;
        return returnType.equals(c.returnType) && Arrays.equals(argTypes, c.argTypes);
    }

    @Override
    public int hashCode() {
        return 31 * returnType.hashCode() + Arrays.hashCode(argTypes);
    }

    @Override
    public String toString() {
        return String.format("MethodTypeDesc[%s]", displayDescriptor());
    }
}
