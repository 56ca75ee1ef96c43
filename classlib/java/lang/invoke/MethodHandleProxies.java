package java.lang.invoke;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;

/** Instances of single-method interfaces that run a method handle, as java.lang.reflect.Proxy objects. */
public class MethodHandleProxies {
    private MethodHandleProxies() {
    }

    /** The handler of a wrapper instance: its target and interface. */
    private static final class Wrapper implements InvocationHandler {
        final MethodHandle target;
        final Class<?> iface;
        final String name;

        Wrapper(MethodHandle target, Class<?> iface, String name) {
            this.target = target;
            this.iface = iface;
            this.name = name;
        }

        public Object invoke(Object proxy, Method m, Object[] a) throws Throwable {
            Object[] in = a == null ? new Object[0] : a;
            if (m.getName().equals(name) && Modifier.isAbstract(m.getModifiers())) {
                MethodHandle h = target.asType(MethodType.methodType(m.getReturnType(), m.getParameterTypes()));
                return h.run(in);
            }
            if (m.getDeclaringClass() == Object.class) {
                switch (m.getName()) {
                    case "equals": return proxy == in[0];
                    case "hashCode": return System.identityHashCode(proxy);
                    default: return proxy.getClass().getName() + "@" + Integer.toHexString(System.identityHashCode(proxy));
                }
            }
            return InvocationHandler.invokeDefault(proxy, m, a);
        }
    }

    public static <T> T asInterfaceInstance(final Class<T> intfc, final MethodHandle target) {
        if (!intfc.isInterface() || !Modifier.isPublic(intfc.getModifiers())) {
            throw new IllegalArgumentException("not a public interface: " + intfc.getName());
        }
        String name = null;
        MethodType type = null;
        for (Method m : intfc.getMethods()) {
            if (!Modifier.isAbstract(m.getModifiers()) || isObjectMethod(m)) {
                continue;
            }
            if (name != null && !name.equals(m.getName())) {
                throw new IllegalArgumentException("not a single-method interface: " + intfc.getName());
            }
            name = m.getName();
            type = MethodType.methodType(m.getReturnType(), m.getParameterTypes());
        }
        if (name == null) {
            throw new IllegalArgumentException("not a single-method interface: " + intfc.getName());
        }
        MethodHandle checked = target.asType(type);
        Wrapper w = new Wrapper(target.isVarargsCollector() ? target : checked, intfc, name);
        ClassLoader l = intfc.getClassLoader();
        return intfc.cast(Proxy.newProxyInstance(l != null ? l : ClassLoader.getSystemClassLoader(),
                new Class<?>[] { intfc }, w));
    }

    private static boolean isObjectMethod(Method m) {
        try {
            Object.class.getMethod(m.getName(), m.getParameterTypes());
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    private static Wrapper wrapper(Object x) {
        if (x != null && Proxy.isProxyClass(x.getClass())) {
            InvocationHandler h = Proxy.getInvocationHandler(x);
            if (h instanceof Wrapper) {
                return (Wrapper) h;
            }
        }
        return null;
    }

    public static boolean isWrapperInstance(Object x) {
        return wrapper(x) != null;
    }

    public static MethodHandle wrapperInstanceTarget(Object x) {
        Wrapper w = wrapper(x);
        if (w == null) {
            throw new IllegalArgumentException("not a wrapper instance");
        }
        return w.target;
    }

    public static Class<?> wrapperInstanceType(Object x) {
        Wrapper w = wrapper(x);
        if (w == null) {
            throw new IllegalArgumentException("not a wrapper instance");
        }
        return w.iface;
    }
}
