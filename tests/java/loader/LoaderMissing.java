import java.io.IOException;
import java.io.InputStream;

// A class that names a class its loader cannot find: NoClassDefFoundError naming the
// missing class (caused by the loader's ClassNotFoundException) when the name is
// resolved, when it is the superclass, and when verification needs it.
public class LoaderMissing {

    public static class Gone {
        public static String hello() {
            return "gone is here";
        }
    }

    public static class GoneChild extends Gone {
    }

    public static class UsesGone implements Runnable {
        public void run() {
            System.out.println("before");
            System.out.println(Gone.hello());
        }
    }

    public static class ExtendsGone extends Gone implements Runnable {
        public void run() {
            System.out.println("never");
        }
    }

    /** Verifying pass() needs to know that GoneChild is a Gone. */
    public static class VerifyNeedsGone implements Runnable {
        static void take(Gone g) {
        }

        static void pass(GoneChild c) {
            take(c);
        }

        public void run() {
            pass(null);
            System.out.println("verified");
        }
    }

    public static class Refusing extends ClassLoader {
        public Refusing() {
            super(LoaderMissing.class.getClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (name.startsWith("LoaderMissing$Gone")) {
                throw new ClassNotFoundException(name);
            }
            if (!name.startsWith("LoaderMissing$") || name.equals("LoaderMissing$Refusing")) {
                return super.loadClass(name, resolve);
            }
            Class<?> c = findLoadedClass(name);
            if (c != null) {
                return c;
            }
            try (InputStream in = LoaderMissing.class.getResourceAsStream(name + ".class")) {
                byte[] b = in.readAllBytes();
                return defineClass(name, b, 0, b.length);
            } catch (IOException e) {
                throw new ClassNotFoundException(name, e);
            }
        }
    }

    static void report(Throwable e) {
        System.out.println(e + (e.getCause() != null ? " / cause " + e.getCause() : ""));
    }

    public static void main(String[] args) throws Exception {
        for (String n : new String[] { "UsesGone", "ExtendsGone", "VerifyNeedsGone" }) {
            System.out.println("-- " + n);
            ((Runnable) Class.forName("LoaderMissing$" + n).newInstance()).run();
            try {
                Class<?> c = new Refusing().loadClass("LoaderMissing$" + n);
                ((Runnable) c.newInstance()).run();
            } catch (LinkageError e) {
                report(e);
            }
        }
        try {
            new Refusing().loadClass("LoaderMissing$Gone");
        } catch (ClassNotFoundException e) {
            report(e);
        }
        try {
            Class.forName("LoaderMissing$GoneChild", true, new Refusing());
        } catch (ClassNotFoundException e) {
            report(e);
        }
        try {
            Class.forName("LoaderMissing$NoSuchNested");
        } catch (ClassNotFoundException e) {
            report(e);
        }
    }
}
