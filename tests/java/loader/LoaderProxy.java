import java.io.IOException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.lang.reflect.UndeclaredThrowableException;
import java.util.Arrays;
import java.util.function.Supplier;

// java.lang.reflect.Proxy: classes written at run time and defined through the
// interfaces' loader; boxing, results, exceptions, Object's methods, default methods.
public class LoaderProxy {

    public interface Calc {
        int add(int a, int b);

        long twice(long x);

        double half(double d);

        boolean not(boolean b);

        char upper(char c);

        byte b(byte x);

        short s(short x);

        float f(float x);

        void log(String msg);

        String join(String a, Object b, int[] c);

        default String greet(String who) {
            return "default greets " + who + " with " + add(1, 2);
        }
    }

    public interface Named {
        String name();

        String join(String a, Object b, int[] c);
    }

    public interface Risky {
        void declared() throws IOException;

        void undeclared();
    }

    interface Hidden {
        int secret();
    }

    static class Recorder implements InvocationHandler {
        public Object invoke(Object proxy, Method m, Object[] args) throws Throwable {
            String a = args == null ? "null" : Arrays.deepToString(args);
            switch (m.getName()) {
                case "add": return (Integer) args[0] + (Integer) args[1];
                case "twice": return 2 * (Long) args[0];
                case "half": return (Double) args[0] / 2;
                case "not": return !(Boolean) args[0];
                case "upper": return Character.toUpperCase((Character) args[0]);
                case "b": return (byte) ((Byte) args[0] + 1);
                case "s": return (short) ((Short) args[0] * 3);
                case "f": return (Float) args[0] + 0.5f;
                case "log": System.out.println("log " + a); return "ignored";
                case "join": return m.getDeclaringClass().getSimpleName() + " join " + a;
                case "name": return "proxy name";
                case "greet": return InvocationHandler.invokeDefault(proxy, m, args) + "!";
                case "toString": return "Recorder proxy";
                case "hashCode": return 1234;
                case "equals": return proxy == args[0];
                case "declared": throw new IOException("declared one");
                case "undeclared": throw new Exception("checked but undeclared");
                case "secret": return 7;
                default: throw new IllegalStateException("unexpected " + m);
            }
        }
    }

    static void show(Runnable r) {
        try {
            r.run();
        } catch (RuntimeException | Error e) {
            System.out.println(e + (e.getCause() != null ? " / cause " + e.getCause() : ""));
        }
    }

    public static void main(String[] args) throws Throwable {
        ClassLoader app = LoaderProxy.class.getClassLoader();
        InvocationHandler h = new Recorder();
        Calc c = (Calc) Proxy.newProxyInstance(app, new Class<?>[] { Calc.class, Named.class }, h);
        System.out.println(c.add(2, 3) + " " + c.twice(21) + " " + c.half(5) + " " + c.not(true) + " " + c.upper('q')
                + " " + c.b((byte) 4) + " " + c.s((short) 5) + " " + c.f(1.0f));
        c.log("message");
        System.out.println(c.join("x", 5, new int[] { 1, 2 }));
        System.out.println(((Named) c).name() + " / " + ((Named) c).join("y", null, null));
        System.out.println(c.greet("you"));
        System.out.println(c + " " + c.hashCode() + " " + c.equals(c) + " " + c.equals("other"));

        Class<?> pc = c.getClass();
        System.out.println(pc.getName() + " " + Modifier.toString(pc.getModifiers()) + " super " + pc.getSuperclass().getName()
                + " interfaces " + Arrays.toString(pc.getInterfaces()));
        System.out.println("proxy class: " + Proxy.isProxyClass(pc) + " " + Proxy.isProxyClass(LoaderProxy.class)
                + ", handler same: " + (Proxy.getInvocationHandler(c) == h) + ", loader app: " + (pc.getClassLoader() == app));
        Object again = Proxy.newProxyInstance(app, new Class<?>[] { Calc.class, Named.class }, h);
        Object other = Proxy.newProxyInstance(app, new Class<?>[] { Named.class, Calc.class }, h);
        System.out.println("same class again: " + (again.getClass() == pc) + ", other order: " + (other.getClass() == pc));
        System.out.println(other.getClass().getName() + " " + ((Named) other).join("z", 1, null));

        Object hidden = Proxy.newProxyInstance(app, new Class<?>[] { Hidden.class }, h);
        System.out.println(hidden.getClass().getName() + " " + ((Hidden) hidden).secret());
        Supplier<?> s = (Supplier<?>) Proxy.newProxyInstance(app, new Class<?>[] { Supplier.class },
                (p, m, a) -> m.getName().equals("get") ? "supplied" : null);
        System.out.println(s.getClass().getName() + " " + s.get());
        ClassLoader user = new ClassLoader() {
        };
        Object viaUser = Proxy.newProxyInstance(user, new Class<?>[] { Runnable.class }, (p, m, a) -> null);
        System.out.println(viaUser.getClass().getName() + " loader is user: " + (viaUser.getClass().getClassLoader() == user));

        // Results that do not fit, and exceptions.
        Calc bad = (Calc) Proxy.newProxyInstance(app, new Class<?>[] { Calc.class },
                (p, m, a) -> m.getName().equals("add") ? null : m.getName().equals("join") ? (Object) 5 : "str");
        show(() -> bad.add(1, 1));
        show(() -> bad.join("a", "b", null));
        show(() -> bad.twice(1));
        Risky r = (Risky) Proxy.newProxyInstance(app, new Class<?>[] { Risky.class }, h);
        try {
            r.declared();
        } catch (IOException e) {
            System.out.println("declared: " + e);
        }
        try {
            r.undeclared();
        } catch (UndeclaredThrowableException e) {
            System.out.println("undeclared: " + e + " / " + e.getCause() + " / " + e.getUndeclaredThrowable());
        }
        Calc thrower = (Calc) Proxy.newProxyInstance(app, new Class<?>[] { Calc.class }, (p, m, a) -> {
            throw new UnsupportedOperationException(m.getName());
        });
        show(() -> thrower.log("x"));
        show(() -> thrower.toString());

        // invokeDefault misuse and bad arguments to newProxyInstance.
        Method add = Calc.class.getMethod("add", int.class, int.class);
        try {
            InvocationHandler.invokeDefault(c, add, 1, 2);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            InvocationHandler.invokeDefault("not a proxy", Calc.class.getMethod("greet", String.class), "x");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        show(() -> Proxy.newProxyInstance(app, new Class<?>[] { String.class }, h));
        show(() -> Proxy.newProxyInstance(app, new Class<?>[] { Calc.class, Calc.class }, h));
        show(() -> Proxy.newProxyInstance(null, new Class<?>[] { Calc.class }, h));
        show(() -> Proxy.newProxyInstance(app, new Class<?>[] { Calc.class }, null));
        show(() -> Proxy.getInvocationHandler("x"));
    }
}
