import java.io.IOException;
import java.io.InputStream;

// Two user loaders define classes of the same name; each class resolves what it
// names through its own defining loader; the JDK's errors for bad definitions.
public class LoaderBasics {

    public static class Counter implements java.util.function.Supplier<String> {
        static int count;

        public String get() {
            return "count " + bump() + ", " + helper();
        }

        public static int bump() {
            return ++count;
        }

        public static String helper() {
            return Helper.describe();
        }
    }

    public static class Helper {
        public static String describe() {
            return "Helper of " + loaderName(Helper.class.getClassLoader());
        }
    }

    public static String loaderName(ClassLoader l) {
        if (l == null) {
            return "boot";
        }
        if (l == ClassLoader.getSystemClassLoader()) {
            return "app";
        }
        if (l instanceof Isolating) {
            return ((Isolating) l).tag;
        }
        return l.getClass().getName();
    }

    static byte[] bytesOf(String name) throws IOException {
        try (InputStream in = LoaderBasics.class.getResourceAsStream("/" + name.replace('.', '/') + ".class")) {
            if (in == null) {
                throw new IOException("no " + name);
            }
            return in.readAllBytes();
        }
    }

    /** Defines LoaderBasics$Counter and $Helper itself; delegates the rest. */
    static class Isolating extends ClassLoader {
        final String tag;
        int defined;

        Isolating(String tag) {
            super(LoaderBasics.class.getClassLoader());
            this.tag = tag;
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                if (name.equals("LoaderBasics$Counter") || name.equals("LoaderBasics$Helper")) {
                    Class<?> c = findLoadedClass(name);
                    if (c == null) {
                        c = findClass(name);
                    }
                    if (resolve) {
                        resolveClass(c);
                    }
                    return c;
                }
                return super.loadClass(name, resolve);
            }
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            try {
                byte[] b = bytesOf(name);
                defined++;
                return defineClass(name, b, 0, b.length);
            } catch (IOException e) {
                throw new ClassNotFoundException(name, e);
            }
        }

        Class<?> defineAgain(String name) throws IOException {
            byte[] b = bytesOf(name);
            return defineClass(name, b, 0, b.length);
        }

        Class<?> found(String name) {
            return findLoadedClass(name);
        }

        Class<?> defineRaw(String name, byte[] b, int off, int len) {
            return defineClass(name, b, off, len);
        }
    }

    static String masked(Throwable e) {
        return e.toString().replaceAll("@[0-9a-f]+", "@HASH");
    }

    public static void main(String[] args) throws Exception {
        Isolating a = new Isolating("A"), b = new Isolating("B");
        Class<?> ca = a.loadClass("LoaderBasics$Counter");
        Class<?> cb = Class.forName("LoaderBasics$Counter", true, b);
        System.out.println("names: " + ca.getName() + " " + cb.getName());
        System.out.println("distinct: " + (ca != cb) + " " + (ca != Counter.class) + " " + (cb != Counter.class));
        System.out.println("loaders: " + loaderName(ca.getClassLoader()) + " " + loaderName(cb.getClassLoader())
                + " " + loaderName(Counter.class.getClassLoader()) + " " + loaderName(String.class.getClassLoader())
                + " " + loaderName(int.class.getClassLoader()) + " " + loaderName(LoaderBasics[].class.getClassLoader()));
        System.out.println("same again: " + (a.loadClass("LoaderBasics$Counter") == ca) + " found: "
                + (a.found("LoaderBasics$Counter") == ca) + " defined " + a.defined);
        System.out.println("super: " + ca.getSuperclass() + " shared Object: " + (ca.getSuperclass() == Object.class));

        // Statics are per class, so per loader.
        Counter.bump();
        Counter.bump();
        System.out.println("app count " + Counter.count);
        Counter x = new Counter();
        System.out.println("isInstance: " + ca.isInstance(x) + " " + Counter.class.isInstance(x));

        // Helper, named by Counter's code, is resolved through Counter's loader.
        System.out.println(Counter.helper());
        @SuppressWarnings("unchecked")
        java.util.function.Supplier<String> sa = (java.util.function.Supplier<String>) ca.newInstance();
        @SuppressWarnings("unchecked")
        java.util.function.Supplier<String> sb = (java.util.function.Supplier<String>) cb.newInstance();
        System.out.println(sa.get());
        System.out.println(sa.get());
        System.out.println(sb.get());
        System.out.println("app count still " + Counter.count);
        System.out.println("A finds Helper: " + (a.found("LoaderBasics$Helper") != null));
        System.out.println("B finds Helper: " + (b.found("LoaderBasics$Helper") != null));

        // Arrays of a user class belong to its loader.
        Class<?> arr = Class.forName("[LLoaderBasics$Counter;", false, a);
        System.out.println("array: " + arr.getName() + " component ok " + (arr.getComponentType() == ca)
                + " loader " + loaderName(arr.getClassLoader()));

        // Parents and built-in loaders.
        ClassLoader sys = ClassLoader.getSystemClassLoader();
        System.out.println("parent of A: " + loaderName(a.getParent()));
        System.out.println("app parent: " + sys.getParent().getName() + ", platform " + ClassLoader.getPlatformClassLoader().getName()
                + ", its parent " + ClassLoader.getPlatformClassLoader().getParent());
        System.out.println("app name: " + sys.getName() + " same: " + (sys.getParent() == ClassLoader.getPlatformClassLoader()));
        System.out.println("context: " + loaderName(Thread.currentThread().getContextClassLoader()));

        // A loader whose parent is the boot loader sees only the class library.
        ClassLoader bootOnly = new ClassLoader(null) {
        };
        System.out.println(bootOnly.loadClass("java.util.ArrayList"));
        try {
            bootOnly.loadClass("LoaderBasics");
        } catch (ClassNotFoundException e) {
            System.out.println("boot only: " + e);
        }
        try {
            Class.forName("LoaderBasics", false, null);
        } catch (ClassNotFoundException e) {
            System.out.println("forName null loader: " + e);
        }
        System.out.println("forName app: " + Class.forName("LoaderBasics$Helper", false, sys));
        try {
            Class.forName("NoSuchClassAnywhere", false, a);
        } catch (ClassNotFoundException e) {
            System.out.println("forName user: " + e);
        }

        // Errors of defineClass.
        try {
            a.defineAgain("LoaderBasics$Counter");
        } catch (LinkageError e) {
            System.out.println(masked(e));
        }
        byte[] bytes = bytesOf("LoaderBasics$Helper");
        try {
            new Isolating("C").defineRaw("Wrong", bytes, 0, bytes.length);
        } catch (NoClassDefFoundError e) {
            System.out.println(e);
        }
        try {
            new Isolating("C").defineRaw("java.lang.Sneaky", bytes, 0, bytes.length);
        } catch (SecurityException e) {
            System.out.println(e);
        }
        try {
            new Isolating("C").defineRaw(null, bytes, 3, bytes.length);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e);
        }
        try {
            new Isolating("C").defineRaw("X", new byte[] { 1, 2, 3 }, 0, 3);
        } catch (ClassFormatError e) {
            System.out.println(e);
        }
        byte[] shifted = new byte[bytes.length + 5];
        System.arraycopy(bytes, 0, shifted, 5, bytes.length);
        Class<?> anon = new Isolating("D").defineRaw(null, shifted, 5, bytes.length);
        System.out.println("defined by its own name: " + anon.getName());

        try {
            Counter c = (Counter) ca.newInstance();
            System.out.println("cast? " + c);
        } catch (ClassCastException e) {
            System.out.println("cast across loaders fails");
        }
    }
}
