import java.io.*;
import java.lang.invoke.*;
import java.lang.reflect.*;
import java.net.URL;
import java.util.*;

// Caller-sensitive methods find the real caller through reflection and method handles:
// Class.forName(String), MethodHandles.lookup(), ResourceBundle.getBundle; and jrt: URLs
// for the class library's own class files.
public class LoaderCallerSensitive {
    public static class Target {
        public static String where() { return "target"; }
    }
    public static class Strings extends ListResourceBundle {
        protected Object[][] getContents() { return new Object[][] { { "hello", "hello from the child's bundle" } }; }
    }
    public static class Probe {
        static final String T = "LoaderCallerSensitive$Target";
        static String who(Class<?> c) {
            return c.getClassLoader() == Probe.class.getClassLoader() ? "child" : c.getClassLoader() == null ? "boot" : "app";
        }
        public static String direct() throws Exception { return who(Class.forName(T)); }
        public static String reflective() throws Exception {
            Method m = Class.class.getMethod("forName", String.class);
            return who((Class<?>) m.invoke(null, T));
        }
        public static String reflectiveTwice() throws Exception {
            Method inv = Method.class.getMethod("invoke", Object.class, Object[].class);
            Method m = Class.class.getMethod("forName", String.class);
            return who((Class<?>) inv.invoke(m, null, new Object[] { T }));
        }
        public static String handle() throws Throwable {
            MethodHandle h = MethodHandles.lookup().findStatic(Class.class, "forName", MethodType.methodType(Class.class, String.class));
            return who((Class<?>) h.invoke(T)) + " " + who((Class<?>) h.invokeWithArguments(T));
        }
        public static String lookup() throws Throwable {
            MethodHandles.Lookup l = MethodHandles.lookup();
            return l.lookupClass().getName() + " " + who(l.lookupClass());
        }
        public static String lookupReflective() throws Throwable {
            try {
                MethodHandles.Lookup l = (MethodHandles.Lookup) MethodHandles.class.getMethod("lookup").invoke(null);
                return l.lookupClass().getName() + " " + who(l.lookupClass());
            } catch (InvocationTargetException e) {
                return e.getCause().getClass().getName();
            }
        }
        public static String bundle() {
            ResourceBundle b = ResourceBundle.getBundle("LoaderCallerSensitive$Strings");
            return b.getString("hello") + " (" + who(b.getClass()) + ")";
        }
        public static String bundleReflective() throws Exception {
            Method m = ResourceBundle.class.getMethod("getBundle", String.class);
            ResourceBundle b = (ResourceBundle) m.invoke(null, "LoaderCallerSensitive$Strings");
            return who(b.getClass());
        }
        public static String lambda() throws Exception {
            java.util.concurrent.Callable<Class<?>> c = () -> Class.forName(T);
            return who(c.call());
        }
        public static String fromConstructor() throws Exception {
            return Maker.class.getConstructor().newInstance().found;
        }
    }
    public static class Maker {
        public final String found;
        public Maker() throws Exception { found = Probe.who(Class.forName(Probe.T)); }
    }

    /** Child-first for the nested classes of this test: its own Target, Probe, Strings and Maker. */
    static class ChildFirst extends ClassLoader {
        ChildFirst() { super("child", LoaderCallerSensitive.class.getClassLoader()); }
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null && name.startsWith("LoaderCallerSensitive$") && !name.equals("LoaderCallerSensitive$ChildFirst")) {
                    try (InputStream in = LoaderCallerSensitive.class.getResourceAsStream(name + ".class")) {
                        if (in != null) {
                            byte[] b = in.readAllBytes();
                            c = defineClass(name, b, 0, b.length);
                        }
                    } catch (IOException e) {
                        throw new ClassNotFoundException(name, e);
                    }
                }
                return c != null ? c : super.loadClass(name, resolve);
            }
        }
    }

    static void url(String label, URL u) throws IOException {
        if (u == null) {
            System.out.println(label + ": null");
            return;
        }
        try (InputStream in = u.openStream()) {
            byte[] head = in.readNBytes(4);
            System.out.printf("%s: %s %s %02x%02x%02x%02x%n", label, u, u.getProtocol(), head[0], head[1], head[2], head[3]);
        }
    }

    public static void main(String[] args) throws Throwable {
        Class<?> probe = new ChildFirst().loadClass("LoaderCallerSensitive$Probe");
        System.out.println("probe loaded by " + probe.getClassLoader().getName());
        for (String m : new String[] { "direct", "reflective", "reflectiveTwice", "handle", "lookup", "lookupReflective", "bundle", "bundleReflective", "lambda", "fromConstructor" }) {
            try {
                System.out.println(m + ": " + probe.getMethod(m).invoke(null));
            } catch (InvocationTargetException e) {
                System.out.println(m + ": " + e.getCause());
            }
        }
        System.out.println("main: " + Class.forName(Probe.T).getClassLoader().getClass().getSimpleName().length());
        // jrt: URLs for the class library's class files
        url("String.class", String.class.getResource("String.class"));
        url("/java/lang/Object.class", Object.class.getResource("/java/lang/Object.class"));
        url("system Object", ClassLoader.getSystemResource("java/lang/Object.class"));
        url("system List", ClassLoader.getSystemClassLoader().getResource("java/util/List.class"));
        url("platform Map", ClassLoader.getPlatformClassLoader().getResource("java/util/Map.class"));
        url("missing", String.class.getResource("NoSuchThing.class"));
        url("own class", LoaderCallerSensitive.class.getResource("LoaderCallerSensitive.class") == null ? null : new URL("file:/x") == null ? null : null);
        try (InputStream in = ClassLoader.getSystemResourceAsStream("java/lang/Integer.class")) {
            System.out.println("stream Integer: " + (in != null) + " " + (in != null ? Integer.toHexString(new DataInputStream(in).readInt()) : ""));
        }
        try (InputStream in = Integer.class.getResourceAsStream("Integer.class")) {
            System.out.println("Integer.class stream: " + (in != null));
        }
        URL u = String.class.getResource("String.class");
        System.out.println(u.getPath() + " | " + u.toURI() + " | " + u.toExternalForm() + " | " + u.getHost().isEmpty());
        Enumeration<URL> all = ClassLoader.getSystemClassLoader().getResources("java/lang/Object.class");
        int n = 0;
        while (all.hasMoreElements()) {
            System.out.println("all: " + all.nextElement());
            n++;
        }
        System.out.println("count " + n);
    }
}
