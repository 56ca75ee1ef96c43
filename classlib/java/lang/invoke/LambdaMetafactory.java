package java.lang.invoke;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * javac's lambda call sites are linked by the VM itself (vm/indy.c); these Java bodies serve
 * programs that call the metafactories directly.  The function object they make is a
 * java.lang.reflect.Proxy of the interface (and markers) whose interface method (and
 * bridges) runs the implementation on the captured values and the call's arguments, with
 * asType's conversions; Object's methods are identity's, default methods run as written.
 */
public final class LambdaMetafactory {
    public static final int FLAG_SERIALIZABLE = 1 << 0;
    public static final int FLAG_MARKERS = 1 << 1;
    public static final int FLAG_BRIDGES = 1 << 2;

    private LambdaMetafactory() {
    }

    public static CallSite metafactory(MethodHandles.Lookup caller, String interfaceMethodName,
                                       MethodType factoryType, MethodType interfaceMethodType,
                                       MethodHandle implementation, MethodType dynamicMethodType)
            throws LambdaConversionException {
        return build(caller, interfaceMethodName, factoryType, interfaceMethodType, implementation,
                dynamicMethodType, new Class<?>[0], new MethodType[0]);
    }

    public static CallSite altMetafactory(MethodHandles.Lookup caller, String interfaceMethodName,
                                          MethodType factoryType, Object... args)
            throws LambdaConversionException {
        MethodType samType = (MethodType) args[0];
        MethodHandle impl = (MethodHandle) args[1];
        MethodType dynType = (MethodType) args[2];
        int flags = (Integer) args[3];
        int i = 4;
        List<Class<?>> markers = new ArrayList<>();
        if ((flags & FLAG_MARKERS) != 0) {
            int n = (Integer) args[i++];
            for (int k = 0; k < n; k++) {
                markers.add((Class<?>) args[i++]);
            }
        }
        if ((flags & FLAG_SERIALIZABLE) != 0) {
            markers.add(java.io.Serializable.class);
        }
        List<MethodType> bridges = new ArrayList<>();
        if ((flags & FLAG_BRIDGES) != 0) {
            int n = (Integer) args[i++];
            for (int k = 0; k < n; k++) {
                bridges.add((MethodType) args[i++]);
            }
        }
        return build(caller, interfaceMethodName, factoryType, samType, impl, dynType,
                markers.toArray(new Class<?>[0]), bridges.toArray(new MethodType[0]));
    }

    private static CallSite build(MethodHandles.Lookup caller, final String name, MethodType factoryType,
            final MethodType samType, MethodHandle impl, final MethodType dynType, Class<?>[] markers,
            final MethodType[] bridges) throws LambdaConversionException {
        final Class<?> iface = factoryType.returnType();
        if (!iface.isInterface()) {
            throw new LambdaConversionException(iface.getName() + " is not an interface");
        }
        for (Class<?> m : markers) {
            if (!m.isInterface()) {
                throw new LambdaConversionException(m.getName() + " is not an interface");
            }
        }
        final int ncap = factoryType.parameterCount();
        final MethodHandle target;
        try {
            target = impl.asFixedArity().asType(factoryType.appendParameterTypes(dynType.parameterList())
                    .changeReturnType(dynType.returnType()));
        } catch (WrongMethodTypeException e) {
            throw new LambdaConversionException("Type mismatch for lambda argument: " + e.getMessage());
        }
        final Class<?>[] all = new Class<?>[1 + markers.length];
        all[0] = iface;
        System.arraycopy(markers, 0, all, 1, markers.length);
        final ClassLoader loader = iface.getClassLoader() != null ? iface.getClassLoader()
                : caller.lookupClass().getClassLoader();
        MethodHandle factory = new MethodHandle(factoryType) {
            Object run(Object[] args) throws Throwable {
                final Object[] captured = args.clone();
                InvocationHandler h = new InvocationHandler() {
                    public Object invoke(Object proxy, Method m, Object[] a) throws Throwable {
                        Object[] in = a == null ? new Object[0] : a;
                        if (m.getName().equals(name) && !m.isDefault() && in.length == samType.parameterCount()) {
                            Object[] call = Arrays.copyOf(captured, ncap + in.length);
                            for (int k = 0; k < in.length; k++) {
                                call[ncap + k] = MethodHandle.convert(in[k], dynType.parameterType(k).isPrimitive()
                                        ? MethodType.wrapper(dynType.parameterType(k)) : dynType.parameterType(k));
                            }
                            Object r = target.run(call);
                            return m.getReturnType() == void.class ? null : r;
                        }
                        if (m.getDeclaringClass() == Object.class) {
                            switch (m.getName()) {
                                case "equals": return proxy == in[0];
                                case "hashCode": return System.identityHashCode(proxy);
                                default: return proxy.getClass().getName() + "@"
                                        + Integer.toHexString(System.identityHashCode(proxy));
                            }
                        }
                        if (m.isDefault()) {
                            return InvocationHandler.invokeDefault(proxy, m, a);
                        }
                        throw new AbstractMethodError(m.toString());
                    }
                };
                return Proxy.newProxyInstance(loader, all, h);
            }
        };
        return new ConstantCallSite(factory);
    }
}
