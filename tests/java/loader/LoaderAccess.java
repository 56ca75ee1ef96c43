import java.io.IOException;
import java.io.InputStream;

// Access checks at resolution between runtime packages: the same package name in two
// loaders is two packages, so package-private and protected members (and classes) of
// the app loader's classes are out of reach of a user loader's, with HotSpot's texts.
public class LoaderAccess {

    static int pkgField = 7;
    public static int publicField = 8;

    static String pkgMethod() {
        return "package-private method";
    }

    private static String privMethod() {
        return "private method";
    }

    public static String publicMethod() {
        return "public method";
    }

    public static class ProtBase {
        protected static String prot() {
            return "protected method";
        }

        protected int protField = 3;
    }

    static class Hidden {
        public static String hi() {
            return "hidden class";
        }
    }

    public static class Caller1 implements Runnable {
        public void run() {
            System.out.println(pkgMethod());
        }
    }

    public static class Caller2 implements Runnable {
        public void run() {
            System.out.println(pkgField);
        }
    }

    public static class Caller3 implements Runnable {
        public void run() {
            System.out.println(privMethod());
        }
    }

    public static class Caller4 implements Runnable {
        public void run() {
            System.out.println(ProtBase.prot());
        }
    }

    public static class Caller5 extends ProtBase implements Runnable {
        public void run() {
            System.out.println(prot() + " from a subclass, field " + protField);
        }
    }

    public static class Caller6 implements Runnable {
        public void run() {
            System.out.println(Hidden.hi());
        }
    }

    public static class Caller7 implements Runnable {
        public void run() {
            System.out.println(publicMethod() + " and field " + publicField);
        }
    }

    public static class Caller8 implements Runnable {
        public void run() {
            System.out.println(new ProtBase().protField);
        }
    }

    public static class Own extends ClassLoader {
        public Own() {
            super(LoaderAccess.class.getClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.startsWith("LoaderAccess$Caller")) {
                return super.loadClass(name, resolve);
            }
            Class<?> c = findLoadedClass(name);
            if (c != null) {
                return c;
            }
            try (InputStream in = LoaderAccess.class.getResourceAsStream(name + ".class")) {
                byte[] b = in.readAllBytes();
                return defineClass(name, b, 0, b.length);
            } catch (IOException e) {
                throw new ClassNotFoundException(name, e);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Own own = new Own();
        for (int i = 1; i <= 8; i++) {
            String n = "LoaderAccess$Caller" + i;
            new Own();
            Runnable same = (Runnable) Class.forName(n).newInstance();
            same.run();
            Runnable other = (Runnable) own.loadClass(n).newInstance();
            try {
                other.run();
            } catch (IllegalAccessError e) {
                System.out.println(e.toString().replaceAll("@[0-9a-f]+", "@HASH"));
            }
            try {
                other.run();
            } catch (IllegalAccessError e) {
                System.out.println("again: " + e.getClass().getName());
            }
        }
        int[] a = { 1, 2, 3 };
        int[] b = a.clone();
        System.out.println("array clone still fine: " + b.length);
    }
}
