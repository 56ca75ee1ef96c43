package java.lang.reflect;

/** What a proxy instance's calls are dispatched to. */
public interface InvocationHandler {

    Object invoke(Object proxy, Method method, Object[] args) throws Throwable;

    /**
     * Runs default method {@code method} of one of proxy's interfaces on proxy itself (not
     * the proxy's override): what the handler calls to reach the interface's code.
     */
    static Object invokeDefault(Object proxy, Method method, Object... args) throws Throwable {
        if (proxy == null || method == null) {
            throw new NullPointerException();
        }
        if (!Proxy.isProxyClass(proxy.getClass())) {
            throw new IllegalArgumentException("'proxy' is not a proxy instance");
        }
        if (!method.isDefault()) {
            throw new IllegalArgumentException("\"" + method + "\" is not a default method");
        }
        int index = Proxy.defaultIndex(proxy.getClass(), method);
        if (index < 0) {
            throw new IllegalArgumentException("\"" + method + "\" is not a method declared in the proxy class");
        }
        int n = method.getParameterTypes().length;
        if ((args == null ? 0 : args.length) != n) {
            throw new IllegalArgumentException("wrong number of arguments: " + (args == null ? 0 : args.length)
                    + " expected: " + n);
        }
        return ((Proxy) proxy).invokeDefault0(index, args);
    }
}
