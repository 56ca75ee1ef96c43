package java.lang.reflect;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * Dynamic proxies.  A proxy class is a class file written at run time (ProxyWriter)
 * and defined through the interfaces' loader like any other class: public final,
 * extends Proxy, implements the interfaces in order; each method calls the handler
 * with its Method object, boxing arguments and unboxing the result, and wraps a
 * checked exception the method does not declare in UndeclaredThrowableException.
 * Classes are named as HotSpot names them: jdk.proxyN.$ProxyM (N per loader), or
 * $ProxyM in the package of a non-public interface.
 */
public class Proxy implements java.io.Serializable {
    private static final long serialVersionUID = -2222568056686623797L;

    protected InvocationHandler h;

    private static final HashMap<List<Object>, Class<?>> cache = new HashMap<>();
    private static final IdentityHashMap<Class<?>, Method[]> methodsByClass = new IdentityHashMap<>();
    private static final IdentityHashMap<Object, Integer> loaderModules = new IdentityHashMap<>();
    private static final Object BOOT = new Object();
    private static int proxyCount;

    protected Proxy(InvocationHandler h) {
        if (h == null) {
            throw new NullPointerException();
        }
        this.h = h;
    }

    public static Object newProxyInstance(ClassLoader loader, Class<?>[] interfaces, InvocationHandler h) {
        if (h == null) {
            throw new NullPointerException();
        }
        Class<?> pc = proxyClass(loader, interfaces);
        try {
            return pc.getConstructor(InvocationHandler.class).newInstance(h);
        } catch (InvocationTargetException e) {
            Throwable t = e.getCause();
            if (t instanceof RuntimeException) {
                throw (RuntimeException) t;
            }
            if (t instanceof Error) {
                throw (Error) t;
            }
            throw new InternalError(t);
        } catch (ReflectiveOperationException e) {
            throw new InternalError(e);
        }
    }

    @Deprecated
    public static Class<?> getProxyClass(ClassLoader loader, Class<?>... interfaces) {
        return proxyClass(loader, interfaces);
    }

    public static boolean isProxyClass(Class<?> cl) {
        synchronized (cache) {
            return methodsByClass.containsKey(cl);
        }
    }

    public static InvocationHandler getInvocationHandler(Object proxy) {
        if (proxy == null || !isProxyClass(proxy.getClass())) {
            throw new IllegalArgumentException("not a proxy instance");
        }
        return ((Proxy) proxy).h;
    }

    /** The Method objects of proxy class c, in the order its code indexes them (its <clinit> asks). */
    protected static Method[] methodsOf(Class<?> c) {
        synchronized (cache) {
            return methodsByClass.get(c);
        }
    }

    /** Index of default method m in proxy class pc's table, or -1. */
    static int defaultIndex(Class<?> pc, Method m) {
        Method[] ms = methodsOf(pc);
        if (ms == null) {
            return -1;
        }
        for (int i = 0; i < ms.length; i++) {
            if (ms[i].equals(m)) {
                return i;
            }
        }
        for (int i = 0; i < ms.length; i++) {
            if (ms[i].getName().equals(m.getName()) && java.util.Arrays.equals(ms[i].getParameterTypes(),
                    m.getParameterTypes()) && m.getDeclaringClass().isAssignableFrom(pc)) {
                return i;
            }
        }
        return -1;
    }

    /** Runs default method number index on this proxy; the proxy class overrides it. */
    protected Object invokeDefault0(int index, Object[] args) throws Throwable {
        throw new IllegalArgumentException("not a default method of this proxy class");
    }

    private static Class<?> proxyClass(ClassLoader loader, Class<?>[] interfaces) {
        if (interfaces.length > 65535) {
            throw new IllegalArgumentException("interface limit exceeded: " + interfaces.length);
        }
        List<Object> key = new ArrayList<>();
        key.add(loader == null ? BOOT : loader);
        String pkg = null;
        for (int i = 0; i < interfaces.length; i++) {
            Class<?> c = interfaces[i];
            if (c == null) {
                throw new NullPointerException();
            }
            if (!c.isInterface()) {
                throw new IllegalArgumentException(c.getName() + " is not an interface");
            }
            for (int j = 0; j < i; j++) {
                if (interfaces[j] == c) {
                    throw new IllegalArgumentException("repeated interface: " + c.getName());
                }
            }
            Class<?> seen;
            try {
                seen = Class.forName(c.getName(), false, loader);
            } catch (ClassNotFoundException e) {
                seen = null;
            }
            if (seen != c) {
                throw new IllegalArgumentException(c.getName() + " referenced from a method is not visible from class loader: "
                        + loaderId(loader));
            }
            if (!Modifier.isPublic(c.getModifiers())) {
                String p = c.getPackageName();
                if (pkg != null && !pkg.equals(p)) {
                    throw new IllegalArgumentException("non-public interfaces from different packages");
                }
                pkg = p;
            }
            key.add(c);
        }
        synchronized (cache) {
            Class<?> pc = cache.get(key);
            if (pc != null) {
                return pc;
            }
            String name;
            int n = proxyCount++;
            if (pkg != null) {
                name = (pkg.isEmpty() ? "" : pkg + ".") + "$Proxy" + n;
            } else {
                Object lk = loader == null ? BOOT : loader;
                Integer m = loaderModules.get(lk);
                if (m == null) {
                    m = loaderModules.size() + 1;
                    loaderModules.put(lk, m);
                }
                name = "jdk.proxy" + m + ".$Proxy" + n;
            }
            Method[] methods = collect(interfaces);
            byte[] bytes = new ProxyWriter(name.replace('.', '/'), interfaces, methods).toBytes();
            pc = defineClass0(loader, name, bytes, 0, bytes.length);
            methodsByClass.put(pc, methods);
            cache.put(key, pc);
            return pc;
        }
    }

    /** How HotSpot's message names a loader: null, 'name' @id, or Class @id. */
    private static String loaderId(ClassLoader l) {
        if (l == null) {
            return "null";
        }
        String id = " @" + Integer.toHexString(System.identityHashCode(l));
        return l.getName() != null ? "'" + l.getName() + "'" + id : l.getClass().getName() + id;
    }

    /** hashCode, equals, toString, then each interface's public instance methods, one per signature. */
    private static Method[] collect(Class<?>[] interfaces) {
        List<Method> r = new ArrayList<>();
        try {
            r.add(Object.class.getMethod("hashCode"));
            r.add(Object.class.getMethod("equals", Object.class));
            r.add(Object.class.getMethod("toString"));
        } catch (NoSuchMethodException e) {
            throw new InternalError(e);
        }
        for (Class<?> c : interfaces) {
            for (Method m : c.getMethods()) {
                if (Modifier.isStatic(m.getModifiers())) {
                    continue;
                }
                boolean dup = false;
                for (Method o : r) {
                    if (o.getName().equals(m.getName())
                            && java.util.Arrays.equals(o.getParameterTypes(), m.getParameterTypes())) {
                        dup = true;
                        break;
                    }
                }
                if (!dup) {
                    r.add(m);
                }
            }
        }
        return r.toArray(new Method[0]);
    }

    static native Class<?> defineClass0(ClassLoader loader, String name, byte[] b, int off, int len);
}
