import java.io.InputStream;
import java.lang.reflect.Constructor;

/* Loading constraints that bind the built-in (app) namespace: a user loader's class resolves an
 * app method whose descriptor names a class the app loader has not loaded yet; the app loader's
 * later load of that name must be the class the constraint chose (HotSpot: LinkageError). */
public class LoaderConstraintsBuiltin {
    public static class ChildFirst extends ClassLoader {
        private final String[] own;

        ChildFirst(String... own) {
            super(LoaderConstraintsBuiltin.class.getClassLoader());
            this.own = own;
        }

        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            for (String o : own) {
                if (o.equals(name)) {
                    synchronized (getClassLoadingLock(name)) {
                        Class<?> c = findLoadedClass(name);
                        if (c == null) {
                            try (InputStream in = getParent().getResourceAsStream(name + ".class")) {
                                byte[] b = in.readAllBytes();
                                c = defineClass(name, b, 0, b.length);
                            } catch (java.io.IOException e) {
                                throw new ClassNotFoundException(name, e);
                            }
                        }
                        return c;
                    }
                }
            }
            return super.loadClass(name, resolve);
        }
    }

        /* The app class whose signatures name LcbFoo and LcbBar (not the main class: the launcher
     * loads every class the main class's method signatures name). */
    public static class App {
        public static void take(LcbFoo f) {
            System.out.println("take called");
        }

        public static LcbBar give() {
            return null;
        }

        public static void useFoo() {
            LcbFoo f = new LcbFoo();
            System.out.println("app LcbFoo " + f.who());
        }

        public static void useBar() {
            System.out.println("app LcbBar " + new LcbBar().who());
        }
    }

    static String mask(Throwable e) {
        return String.valueOf(e).replaceAll("@[0-9a-f]+", "@HASH");
    }

    static void run(ClassLoader l, String cls) {
        try {
            Constructor<?> c = l.loadClass(cls).getDeclaredConstructor();
            c.setAccessible(true);
            ((Runnable) c.newInstance()).run();
        } catch (Throwable e) {
            System.out.println(cls + ": " + mask(e));
        }
    }

    public static void main(String[] a) throws Exception {
        ChildFirst l = new ChildFirst("LcbCaller", "LcbFoo", "LcbBar", "LcbGiver");
        // The user loader's LcbCaller makes its own LcbFoo and passes it to take(LcbFoo): the
        // constraint {l, app} on LcbFoo is bound to l's class.
        run(l, "LcbCaller");
        // The app loader now loads LcbFoo for the first time: another class than the constraint's.
        try {
            App.useFoo();
        } catch (LinkageError e) {
            System.out.println("useFoo: " + mask(e));
        }
        try {
            App.useFoo();
        } catch (LinkageError e) {
            System.out.println("useFoo again: " + mask(e));
        }
        try {
            Class.forName("LcbFoo");
            System.out.println("forName LcbFoo loaded");
        } catch (Throwable e) {
            System.out.println("forName: " + mask(e));
        }
        // A return type: l's LcbGiver resolves give()LcbBar before either loader has LcbBar,
        // then l loads its own; the app loader's later load conflicts.
        run(l, "LcbGiver");
        try {
            App.useBar();
        } catch (LinkageError e) {
            System.out.println("useBar: " + mask(e));
        }
        // A fresh loader that delegates LcbFoo: no conflict once the app has none either.
        ChildFirst m = new ChildFirst("LcbCaller");
        run(m, "LcbCaller");
    }
}

class LcbFoo {
    String who() {
        return "foo of " + (getClass().getClassLoader() instanceof LoaderConstraintsBuiltin.ChildFirst ? "child" : "app");
    }
}

class LcbBar {
    String who() {
        return "bar";
    }
}

class LcbCaller implements Runnable {
    public void run() {
        LcbFoo f = new LcbFoo();
        System.out.println("caller made " + f.who());
        LoaderConstraintsBuiltin.App.take(f);
    }
}

class LcbGiver implements Runnable {
    public void run() {
        Object o = LoaderConstraintsBuiltin.App.give();
        System.out.println("giver got " + o);
        System.out.println("giver's own " + new LcbBar().who());
    }
}
