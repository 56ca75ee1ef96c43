import java.io.*;
import java.lang.reflect.*;
import java.util.*;

// Loading constraints (JVMS 5.3.4): two loaders that each define a class of the same name
// and pass it across a method or field signature; HotSpot's LinkageError texts (the loaders'
// identity hashes masked).
public class LoaderConstraints {
    public static class Shared {
        public String tag() { return "shared from " + getClass().getClassLoader(); }
    }
    public static class Service {
        public static Shared field = new Shared();
        public static String use(Shared s) { return "used " + (s == null ? "null" : "a Shared"); }
        public static Shared make() { return new Shared(); }
        public static String plain(String s) { return "plain " + s; }
    }
    public static class CallerMethod {
        public static String run() { return Service.use(null); }
    }
    public static class CallerReturn {
        public static String run() { Object o = Service.make(); return "made " + (o != null); }
    }
    public static class CallerField {
        public static String run() { Object o = Service.field; return "field " + (o != null); }
    }
    public static class CallerPlain {
        public static String run() { return Service.plain("ok"); }
    }
    public static class CallerLater {
        public static String run() { return Service.use(null); }
        public static String touch() { return new Shared().tag(); }
    }
    public static abstract class Api { public abstract String take(Shared s); }
    public static class Impl extends Api { public String take(Shared s) { return "impl takes"; } }
    public interface Greeter { String greet(Shared s); }
    public static class Greeting implements Greeter { public String greet(Shared s) { return "greeting"; } }

    static byte[] bytes(String name) throws IOException {
        try (InputStream in = LoaderConstraints.class.getResourceAsStream(name.replace('.', '/') + ".class")) {
            return in.readAllBytes();
        }
    }

    /** Defines the classes it is given from the class path itself; asks `other` for `delegated`. */
    static class Loader extends ClassLoader {
        final Set<String> own;
        ClassLoader other;
        final Set<String> delegated;
        Loader(String name, Set<String> own, Set<String> delegated) {
            super(name, LoaderConstraints.class.getClassLoader());
            this.own = own;
            this.delegated = delegated;
        }
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null && delegated.contains(name)) {
                    c = other.loadClass(name);
                }
                if (c == null && own.contains(name)) {
                    try {
                        byte[] b = bytes(name);
                        c = defineClass(name, b, 0, b.length);
                    } catch (IOException e) {
                        throw new ClassNotFoundException(name, e);
                    }
                }
                return c != null ? c : super.loadClass(name, resolve);
            }
        }
    }

    static String n(String simple) { return "LoaderConstraints$" + simple; }
    static Set<String> set(String... s) { Set<String> r = new HashSet<>(); for (String x : s) r.add(n(x)); return r; }

    static void run(String what, Class<?> c, String method) {
        try {
            System.out.println(what + ": " + c.getMethod(method).invoke(null));
        } catch (InvocationTargetException e) {
            Throwable t = e.getCause();
            System.out.println(what + ": " + t.getClass().getName() + ": " + String.valueOf(t.getMessage()).replaceAll("@[0-9a-f]+", "@X"));
        } catch (Exception e) {
            System.out.println(what + ": unexpected " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        Loader service = new Loader("service", set("Shared", "Service"), set());
        Loader client = new Loader("client", set("Shared", "CallerMethod", "CallerReturn", "CallerField", "CallerPlain", "CallerLater"), set("Service"));
        client.other = service;
        Class<?> s1 = client.loadClass(n("Shared")), s2 = service.loadClass(n("Shared"));
        System.out.println("two Shared classes: " + (s1 != s2) + " " + s1.getName().equals(s2.getName()));
        run("plain signature", client.loadClass(n("CallerPlain")), "run");
        run("method parameter", client.loadClass(n("CallerMethod")), "run");
        run("method parameter again", client.loadClass(n("CallerMethod")), "run");
        run("method return", client.loadClass(n("CallerReturn")), "run");
        run("field type", client.loadClass(n("CallerField")), "run");

        // The client has not loaded Shared yet when the call is resolved: the constraint is
        // recorded, and the client's later definition of its own Shared breaks it.
        Loader service2 = new Loader("service2", set("Shared", "Service"), set());
        Loader late = new Loader(null, set("Shared", "CallerLater"), set("Service"));
        late.other = service2;
        Class<?> later = late.loadClass(n("CallerLater"));
        run("before loading Shared", later, "run");
        run("loading Shared afterwards", later, "touch");

        // Same class on both sides: no violation.
        Loader one = new Loader("one", set("Shared", "Service", "CallerMethod"), set());
        run("one loader", one.loadClass(n("CallerMethod")), "run");

        // Overriding across loaders: Impl (with its own Shared) extends Api from another
        // loader; checked when Impl is linked, or later when a Shared is loaded.
        for (int round = 0; round < 2; round++) {
            Loader apiLoader = new Loader("api" + round, set("Shared", "Api"), set());
            Loader implLoader = new Loader("impl" + round, set("Shared", "Impl"), set("Api"));
            implLoader.other = apiLoader;
            try {
                if (round == 0) {
                    apiLoader.loadClass(n("Shared"));
                    implLoader.loadClass(n("Shared"));
                }
                Class<?> impl = implLoader.loadClass(n("Impl"));
                Object o = impl.getConstructor().newInstance();
                System.out.println("override " + round + ": " + o.getClass().getSuperclass().getName());
                implLoader.loadClass(n("Shared"));
                apiLoader.loadClass(n("Shared"));
                System.out.println("override " + round + ": both loaded");
            } catch (LinkageError e) {
                System.out.println("override " + round + ": " + e.getClass().getName() + ": " + String.valueOf(e.getMessage()).replaceAll("@[0-9a-f]+", "@X"));
            }
        }

        // Implementing an interface method across loaders (checked with the itable).
        Loader ifaceLoader = new Loader("iface", set("Shared", "Greeter"), set());
        Loader greetLoader = new Loader("greet", set("Shared", "Greeting"), set("Greeter"));
        greetLoader.other = ifaceLoader;
        try {
            ifaceLoader.loadClass(n("Shared"));
            greetLoader.loadClass(n("Shared"));
            Object o = greetLoader.loadClass(n("Greeting")).getConstructor().newInstance();
            System.out.println("interface: " + o.getClass().getInterfaces()[0].getName());
        } catch (LinkageError e) {
            System.out.println("interface: " + e.getClass().getName() + ": " + String.valueOf(e.getMessage()).replaceAll("@[0-9a-f]+", "@X"));
        }
    }
}
