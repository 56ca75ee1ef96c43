package java.lang.invoke;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;

/**
 * Lambda factories.  An invokedynamic instruction that names these bootstrap methods is
 * linked by the VM itself (vm/indy.c) and never runs the bodies here.  A program that calls
 * them directly (as libraries do to make a lambda in another class's domain) gets a call
 * site whose target makes a proxy instance (java.lang.reflect.Proxy) of the functional
 * interface and of any marker interfaces: the interface's abstract methods of that name
 * and arity (the bridges) run the implementation handle with the captured values first,
 * converted as asType converts; hashCode, equals and toString are Object's identity ones;
 * default methods run the interface's code.
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
        return spin(caller, interfaceMethodName, factoryType, interfaceMethodType, implementation,
                dynamicMethodType, new Class<?>[0]);
    }

    public static CallSite altMetafactory(MethodHandles.Lookup caller, String interfaceMethodName,
                                          MethodType factoryType, Object... args)
            throws LambdaConversionException {
        if (args == null || args.length < 4) {
            throw new IllegalArgumentException("missing arguments");
        }
        MethodType interfaceMethodType = (MethodType) args[0];
        MethodHandle implementation = (MethodHandle) args[1];
        MethodType dynamicMethodType = (MethodType) args[2];
        int flags = (Integer) args[3];
        int at = 4;
        List<Class<?>> markers = new ArrayList<>();
        if ((flags & FLAG_MARKERS) != 0) {
            int n = (Integer) args[at++];
            for (int i = 0; i < n; i++) {
                markers.add((Class<?>) args[at++]);
            }
        }
        if ((flags & FLAG_SERIALIZABLE) != 0 && !markers.contains(java.io.Serializable.class)) {
            markers.add(java.io.Serializable.class);
        }
        // Bridges (FLAG_BRIDGES) need nothing more: every abstract method of the interface
        // with this name and arity reaches the implementation.
        return spin(caller, interfaceMethodName, factoryType, interfaceMethodType, implementation,
                dynamicMethodType, markers.toArray(new Class<?>[0]));
    }

    private static CallSite spin(MethodHandles.Lookup caller, final String name, final MethodType factoryType,
                                 MethodType interfaceMethodType, MethodHandle implementation,
                                 MethodType dynamicMethodType, Class<?>[] markers)
            throws LambdaConversionException {
        if (caller == null || name == null || factoryType == null || interfaceMethodType == null
                || implementation == null || dynamicMethodType == null) {
            throw new NullPointerException();
        }
        final Class<?> fi = factoryType.returnType();
        if (!fi.isInterface()) {
            throw new LambdaConversionException(fi.getName() + " is not an interface");
        }
        for (Class<?> m : markers) {
            if (!m.isInterface()) {
                throw new LambdaConversionException(m.getName() + " is not an interface");
            }
        }
        final int captured = factoryType.parameterCount();
        final int arity = interfaceMethodType.parameterCount();
        MethodHandle impl = implementation.asFixedArity();
        int implArity = impl.type().parameterCount();
        if (implArity != captured + arity) {
            throw new LambdaConversionException("Incorrect number of parameters for " + implementation
                    + "; " + implArity + " instead of " + (captured + arity));
        }
        if (dynamicMethodType.parameterCount() != arity) {
            throw new LambdaConversionException("Incorrect number of parameters for instantiated method type "
                    + dynamicMethodType + "; " + dynamicMethodType.parameterCount() + " instead of " + arity);
        }
        // What each call runs: the captured values, then the interface method's arguments
        // cast to the instantiated types, the result converted to the erased return type.
        Class<?>[] ps = new Class<?>[captured + arity];
        for (int i = 0; i < captured; i++) {
            ps[i] = factoryType.parameterType(i);
        }
        for (int i = 0; i < arity; i++) {
            ps[captured + i] = dynamicMethodType.parameterType(i);
        }
        final MethodHandle target;
        try {
            target = impl.asType(MethodType.methodType(interfaceMethodType.returnType(), ps));
        } catch (WrongMethodTypeException e) {
            throw new LambdaConversionException("Type mismatch for lambda argument: " + e.getMessage());
        }
        final Class<?>[] interfaces = new Class<?>[1 + markers.length];
        interfaces[0] = fi;
        System.arraycopy(markers, 0, interfaces, 1, markers.length);
        ClassLoader cl = caller.lookupClass().getClassLoader();
        final ClassLoader loader = visible(cl, interfaces) ? cl : fi.getClassLoader();
        MethodHandle factory = new MethodHandle(factoryType) {
            Object run(Object[] args) throws Throwable {
                final Object[] values = args.clone();
                return Proxy.newProxyInstance(loader, interfaces, new InvocationHandler() {
                    public Object invoke(Object proxy, Method m, Object[] a) throws Throwable {
                        return dispatch(proxy, m, a, name, arity, values, target);
                    }
                });
            }
        };
        if (captured == 0) {
            // A non-capturing lambda is one instance, as HotSpot's factory returns.
            try {
                final Object only = factory.run(new Object[0]);
                factory = new MethodHandle(factoryType) {
                    Object run(Object[] args) {
                        return only;
                    }
                };
            } catch (Throwable t) {
                throw new LambdaConversionException(t.toString());
            }
        }
        return new ConstantCallSite(factory);
    }

    private static boolean visible(ClassLoader cl, Class<?>[] interfaces) {
        for (Class<?> c : interfaces) {
            try {
                if (Class.forName(c.getName(), false, cl) != c) {
                    return false;
                }
            } catch (ClassNotFoundException e) {
                return false;
            }
        }
        return true;
    }

    static Object dispatch(Object proxy, Method m, Object[] a, String name, int arity, Object[] values,
                           MethodHandle target) throws Throwable {
        int n = a == null ? 0 : a.length;
        if (m.getDeclaringClass() == Object.class || isObjectMethod(m)) {
            switch (m.getName()) {
                case "hashCode":
                    return System.identityHashCode(proxy);
                case "equals":
                    return proxy == a[0];
                case "toString":
                    return proxy.getClass().getName() + "@" + Integer.toHexString(System.identityHashCode(proxy));
                default:
                    break;
            }
        }
        if (m.getName().equals(name) && n == arity && Modifier.isAbstract(m.getModifiers())) {
            Object[] all = new Object[values.length + n];
            System.arraycopy(values, 0, all, 0, values.length);
            if (n > 0) {
                System.arraycopy(a, 0, all, values.length, n);
            }
            Object r = target.invokeWithArguments(all);
            return m.getReturnType() == void.class ? null : r;
        }
        if (m.isDefault()) {
            return InvocationHandler.invokeDefault(proxy, m, a);
        }
        throw new AbstractMethodError("Receiver class " + proxy.getClass().getName()
                + " does not define or inherit an implementation of the resolved method '" + m.getName()
                + "' of interface " + m.getDeclaringClass().getName() + ".");
    }

    private static boolean isObjectMethod(Method m) {
        String n = m.getName();
        Class<?>[] p = m.getParameterTypes();
        return (p.length == 0 && (n.equals("hashCode") || n.equals("toString")))
                || (p.length == 1 && p[0] == Object.class && n.equals("equals"));
    }
}
