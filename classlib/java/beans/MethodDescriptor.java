package java.beans;

import java.lang.reflect.Method;

/** A public method of a bean: the method and, when given, descriptors of its parameters. */
public class MethodDescriptor extends FeatureDescriptor {
    private final Method method;
    private final ParameterDescriptor[] parameterDescriptors;

    public MethodDescriptor(Method method) {
        this(method, null);
    }

    public MethodDescriptor(Method method, ParameterDescriptor[] parameterDescriptors) {
        setName(method.getName());
        this.method = method;
        this.parameterDescriptors = parameterDescriptors == null ? null : parameterDescriptors.clone();
    }

    public synchronized Method getMethod() {
        return method;
    }

    public ParameterDescriptor[] getParameterDescriptors() {
        return parameterDescriptors == null ? null : parameterDescriptors.clone();
    }
}
