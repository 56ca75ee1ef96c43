package java.lang.constant;

import java.lang.invoke.MethodType;
import java.util.List;

/** A nominal descriptor of a method type. */
public interface MethodTypeDesc extends ConstantDesc {

    static MethodTypeDesc ofDescriptor(String descriptor) {
        return MethodTypeDescImpl.ofDescriptor(descriptor);
    }

    static MethodTypeDesc of(ClassDesc returnDesc, ClassDesc... paramDescs) {
        return new MethodTypeDescImpl(returnDesc, paramDescs);
    }

    ClassDesc returnType();

    int parameterCount();

    ClassDesc parameterType(int index);

    List<ClassDesc> parameterList();

    ClassDesc[] parameterArray();

    MethodTypeDesc changeReturnType(ClassDesc returnType);

    MethodTypeDesc changeParameterType(int index, ClassDesc paramType);

    MethodTypeDesc dropParameterTypes(int start, int end);

    MethodTypeDesc insertParameterTypes(int pos, ClassDesc... paramTypes);

    default String descriptorString() {
        StringBuilder b = new StringBuilder("(");
        for (ClassDesc c : parameterList()) {
            b.append(c.descriptorString());
        }
        return b.append(')').append(returnType().descriptorString()).toString();
    }

    default String displayDescriptor() {
        StringBuilder b = new StringBuilder("(");
        List<ClassDesc> ps = parameterList();
        for (int i = 0; i < ps.size(); i++) {
            b.append(i == 0 ? "" : ",").append(ps.get(i).displayName());
        }
        return b.append(')').append(returnType().displayName()).toString();
    }

    MethodType resolveConstantDesc(java.lang.invoke.MethodHandles.Lookup lookup) throws ReflectiveOperationException;

    boolean equals(Object o);
}
