package java.lang.constant;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/** A nominal descriptor of a dynamically-computed constant: a bootstrap method, name, type and arguments. */
public abstract class DynamicConstantDesc<T> implements ConstantDesc {
    private final DirectMethodHandleDesc bootstrapMethod;
    private final ConstantDesc[] bootstrapArgs;
    private final String constantName;
    private final ClassDesc constantType;

    protected DynamicConstantDesc(DirectMethodHandleDesc bootstrapMethod, String constantName,
            ClassDesc constantType, ConstantDesc... bootstrapArgs) {
        this.bootstrapMethod = Objects.requireNonNull(bootstrapMethod);
        this.constantName = ConstantUtils.validateMemberName(Objects.requireNonNull(constantName), true);
        this.constantType = Objects.requireNonNull(constantType);
        this.bootstrapArgs = Objects.requireNonNull(bootstrapArgs).clone();
        if (constantName.isEmpty()) {
            throw new IllegalArgumentException("Illegal invocation name: " + constantName);
        }
    }

    public static <T> ConstantDesc ofCanonical(DirectMethodHandleDesc bootstrapMethod, String constantName,
            ClassDesc constantType, ConstantDesc[] bootstrapArgs) {
        return DynamicConstantDesc.<T>ofNamed(bootstrapMethod, constantName, constantType, bootstrapArgs)
                .tryCanonicalize();
    }

    public static <T> DynamicConstantDesc<T> ofNamed(DirectMethodHandleDesc bootstrapMethod, String constantName,
            ClassDesc constantType, ConstantDesc... bootstrapArgs) {
        return new DynamicConstantDesc<T>(bootstrapMethod, constantName, constantType, bootstrapArgs) { };
    }

    public static <T> DynamicConstantDesc<T> of(DirectMethodHandleDesc bootstrapMethod, ConstantDesc... bootstrapArgs) {
        return ofNamed(bootstrapMethod, ConstantDescs.DEFAULT_NAME, bootstrapMethod.invocationType().returnType(),
                bootstrapArgs);
    }

    public static <T> DynamicConstantDesc<T> of(DirectMethodHandleDesc bootstrapMethod) {
        return of(bootstrapMethod, new ConstantDesc[0]);
    }

    public String constantName() {
        return constantName;
    }

    public ClassDesc constantType() {
        return constantType;
    }

    public DirectMethodHandleDesc bootstrapMethod() {
        return bootstrapMethod;
    }

    public ConstantDesc[] bootstrapArgs() {
        return bootstrapArgs.clone();
    }

    public List<ConstantDesc> bootstrapArgsList() {
        return Collections.unmodifiableList(new ArrayList<ConstantDesc>(Arrays.asList(bootstrapArgs)));
    }

    @SuppressWarnings("unchecked")
    public T resolveConstantDesc(MethodHandles.Lookup lookup) throws ReflectiveOperationException {
        MethodHandle bsm = bootstrapMethod.resolveConstantDesc(lookup);
        Object[] args = new Object[3 + bootstrapArgs.length];
        args[0] = lookup;
        args[1] = constantName;
        args[2] = constantType.resolveConstantDesc(lookup);
        for (int i = 0; i < bootstrapArgs.length; i++) {
            args[3 + i] = bootstrapArgs[i].resolveConstantDesc(lookup);
        }
        try {
            return (T) bsm.invokeWithArguments(args);
        } catch (Error | RuntimeException e) {
            throw e;
        } catch (Throwable t) {
            throw new BootstrapMethodError(t);
        }
    }

    private ConstantDesc tryCanonicalize() {
        if (bootstrapMethod.equals(ConstantDescs.BSM_NULL_CONSTANT)) {
            return ConstantDescs.NULL;
        }
        if (bootstrapMethod.equals(ConstantDescs.BSM_PRIMITIVE_CLASS)) {
            return ClassDesc.ofDescriptor(constantName);
        }
        if (bootstrapMethod.equals(ConstantDescs.BSM_VARHANDLE_FIELD) && bootstrapArgs.length == 2) {
            return java.lang.invoke.VarHandle.VarHandleDesc.ofField((ClassDesc) bootstrapArgs[0], constantName,
                    (ClassDesc) bootstrapArgs[1]);
        }
        if (bootstrapMethod.equals(ConstantDescs.BSM_VARHANDLE_STATIC_FIELD) && bootstrapArgs.length == 2) {
            return java.lang.invoke.VarHandle.VarHandleDesc.ofStaticField((ClassDesc) bootstrapArgs[0], constantName,
                    (ClassDesc) bootstrapArgs[1]);
        }
        if (bootstrapMethod.equals(ConstantDescs.BSM_VARHANDLE_ARRAY) && bootstrapArgs.length == 1) {
            return java.lang.invoke.VarHandle.VarHandleDesc.ofArray((ClassDesc) bootstrapArgs[0]);
        }
        return this;
    }

    @Override
    public final boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof DynamicConstantDesc)) {
            return false;
        }
        DynamicConstantDesc<?> d = (DynamicConstantDesc<?>) o;
        return Objects.equals(bootstrapMethod, d.bootstrapMethod) && Arrays.equals(bootstrapArgs, d.bootstrapArgs)
                && Objects.equals(constantName, d.constantName) && Objects.equals(constantType, d.constantType);
    }

    @Override
    public final int hashCode() {
        int result = Objects.hash(bootstrapMethod, constantName, constantType);
        return 31 * result + Arrays.hashCode(bootstrapArgs);
    }

    @Override
    public String toString() {
        StringBuilder args = new StringBuilder();
        for (int i = 0; i < bootstrapArgs.length; i++) {
            args.append(i == 0 ? "" : ",").append(bootstrapArgs[i]);
        }
        return String.format("DynamicConstantDesc[%s::%s(%s%s)%s]", bootstrapMethod.owner().displayName(),
                bootstrapMethod.methodName(), constantName.equals(ConstantDescs.DEFAULT_NAME) ? "" : constantName + "/",
                args, constantType.displayName());
    }
}
