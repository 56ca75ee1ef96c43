package java.lang.invoke;

import java.io.InvalidObjectException;
import java.io.ObjectStreamException;
import java.io.Serializable;
import java.lang.reflect.Method;
import java.util.Objects;

/**
 * The serialized form of a serializable lambda: what the capturing class's synthetic
 * $deserializeLambda$ needs to make the lambda again.  Class names are slashed, as the JDK's.
 */
public final class SerializedLambda implements Serializable {
    private static final long serialVersionUID = 8025925345765570181L;

    private final Class<?> capturingClass;
    private final String functionalInterfaceClass;
    private final String functionalInterfaceMethodName;
    private final String functionalInterfaceMethodSignature;
    private final String implClass;
    private final String implMethodName;
    private final String implMethodSignature;
    private final int implMethodKind;
    private final String instantiatedMethodType;
    private final Object[] capturedArgs;

    public SerializedLambda(Class<?> capturingClass, String functionalInterfaceClass,
            String functionalInterfaceMethodName, String functionalInterfaceMethodSignature, int implMethodKind,
            String implClass, String implMethodName, String implMethodSignature, String instantiatedMethodType,
            Object[] capturedArgs) {
        this.capturingClass = capturingClass;
        this.functionalInterfaceClass = functionalInterfaceClass;
        this.functionalInterfaceMethodName = functionalInterfaceMethodName;
        this.functionalInterfaceMethodSignature = functionalInterfaceMethodSignature;
        this.implMethodKind = implMethodKind;
        this.implClass = implClass;
        this.implMethodName = implMethodName;
        this.implMethodSignature = implMethodSignature;
        this.instantiatedMethodType = instantiatedMethodType;
        this.capturedArgs = Objects.requireNonNull(capturedArgs).clone();
    }

    public String getCapturingClass() {
        return capturingClass.getName().replace('.', '/');
    }

    public String getFunctionalInterfaceClass() {
        return functionalInterfaceClass;
    }

    public String getFunctionalInterfaceMethodName() {
        return functionalInterfaceMethodName;
    }

    public String getFunctionalInterfaceMethodSignature() {
        return functionalInterfaceMethodSignature;
    }

    public String getImplClass() {
        return implClass;
    }

    public String getImplMethodName() {
        return implMethodName;
    }

    public String getImplMethodSignature() {
        return implMethodSignature;
    }

    public int getImplMethodKind() {
        return implMethodKind;
    }

    public final String getInstantiatedMethodType() {
        return instantiatedMethodType;
    }

    public int getCapturedArgCount() {
        return capturedArgs.length;
    }

    public Object getCapturedArg(int i) {
        return capturedArgs[i];
    }

    private Object readResolve() throws ObjectStreamException {
        Method m;
        try {
            m = capturingClass.getDeclaredMethod("$deserializeLambda$", SerializedLambda.class);
            m.setAccessible(true);
        } catch (NoSuchMethodException e) {
            // the JDK looks it up in a privileged action, whose failure it wraps so
            throw new RuntimeException("Exception in SerializedLambda.readResolve",
                    new java.security.PrivilegedActionException(e));
        }
        try {
            return m.invoke(null, this);
        } catch (ReflectiveOperationException e) {
            InvalidObjectException ioe = new InvalidObjectException("ReflectiveOperationException during deserialization");
            ioe.initCause(e);
            throw ioe;
        }
    }

    private static final String[] KINDS = {null, "getField", "getStatic", "putField", "putStatic",
        "invokeVirtual", "invokeStatic", "invokeSpecial", "newInvokeSpecial", "invokeInterface"};

    @Override
    public String toString() {
        String kind = implMethodKind > 0 && implMethodKind < KINDS.length ? KINDS[implMethodKind] : "UNKNOWN";
        return String.format("SerializedLambda[%s=%s, %s=%s.%s:%s, %s=%s %s.%s:%s, %s=%s, %s=%d]",
                "capturingClass", capturingClass,
                "functionalInterfaceMethod", functionalInterfaceClass, functionalInterfaceMethodName,
                functionalInterfaceMethodSignature,
                "implementation", kind, implClass, implMethodName, implMethodSignature,
                "instantiatedMethodType", instantiatedMethodType,
                "numCaptured", capturedArgs.length);
    }
}
