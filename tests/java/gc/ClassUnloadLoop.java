import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/* Classes defined by throwaway class loaders become unreachable with their
 * loader once nothing reaches either; a loader still referenced keeps its
 * classes (statics, literals, lambdas) working across collections. */
public class ClassUnloadLoop {
    public static class Plugin implements Supplier<String> {
        static int calls;
        static final Object[] keep = new Object[4];
        public static void fail() {
            throw new UnsupportedOperationException("plugin " + calls);
        }
        public String get() {
            calls++;
            Supplier<String> s = () -> "lambda-" + calls;
            Plugin[] arr = new Plugin[2];
            arr[0] = this;
            keep[0] = arr;
            String r;
            try {
                throw new IllegalStateException("from plugin");
            } catch (IllegalStateException e) {
                r = e.getStackTrace()[0].getMethodName();
            }
            synchronized (this) {
                return "plugin " + calls + " " + s.get() + " " + r + " " + arr.length + " " + (arr.getClass().getComponentType() == Plugin.class);
            }
        }
    }

    static class ChildFirst extends ClassLoader {
        private final byte[] bytes;
        ChildFirst(byte[] bytes) {
            super(ClassUnloadLoop.class.getClassLoader());
            this.bytes = bytes;
        }
        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                if (name.equals("ClassUnloadLoop$Plugin")) {
                    Class<?> c = findLoadedClass(name);
                    if (c == null)
                        c = defineClass(name, bytes, 0, bytes.length);
                    return c;
                }
                return super.loadClass(name, resolve);
            }
        }
    }

    static byte[] read(String res) throws Exception {
        try (InputStream in = ClassUnloadLoop.class.getResourceAsStream(res)) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] b = new byte[4096];
            int n;
            while ((n = in.read(b)) > 0)
                out.write(b, 0, n);
            return out.toByteArray();
        }
    }

    /* n loaders, each used once, dropped; weak references to each and to its class. */
    static List<WeakReference<?>> throwaways(byte[] bytes, int n, boolean print) throws Exception {
        List<WeakReference<?>> refs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            ClassLoader l = new ChildFirst(bytes);
            String out = use(l);
            if (i == 0 && print)
                System.out.println("throwaway: " + out);
            refs.add(new WeakReference<>(l));
            refs.add(new WeakReference<>(l.loadClass("ClassUnloadLoop$Plugin")));
        }
        return refs;
    }

    static Object instance(byte[] bytes, WeakReference<?>[] lr) throws Exception {
        ClassLoader l = new ChildFirst(bytes);
        lr[0] = new WeakReference<>(l);
        return l.loadClass("ClassUnloadLoop$Plugin").getDeclaredConstructor().newInstance();
    }

    static Throwable failure(byte[] bytes) throws Exception {
        ClassLoader l = new ChildFirst(bytes);
        try {
            l.loadClass("ClassUnloadLoop$Plugin").getMethod("fail").invoke(null);
            return null;
        } catch (java.lang.reflect.InvocationTargetException e) {
            return e.getCause();
        }
    }

    @SuppressWarnings("unchecked")
    static String use(ClassLoader l) throws Exception {
        Class<?> c = l.loadClass("ClassUnloadLoop$Plugin");
        Supplier<String> s = (Supplier<String>) c.getDeclaredConstructor().newInstance();
        return s.get();
    }

    static boolean cleared(List<WeakReference<?>> refs) {
        for (WeakReference<?> r : refs)
            if (r.get() != null)
                return false;
        return true;
    }

    public static void main(String[] args) throws Exception {
        byte[] bytes = read("ClassUnloadLoop$Plugin.class");
        ClassLoader kept = new ChildFirst(bytes);
        System.out.println("kept: " + use(kept));
        Class<?> keptClass = kept.loadClass("ClassUnloadLoop$Plugin");
        System.out.println("different class: " + (keptClass != Plugin.class));

        int rounds = 3;
        int cleared = 0;
        for (int r = 0; r < rounds; r++) {
            List<WeakReference<?>> refs = throwaways(bytes, 20, r == 0);
            for (int tries = 0; tries < 5 && !cleared(refs); tries++)
                System.gc();
            if (cleared(refs))
                cleared++;
        }
        System.out.println("rounds whose loaders and classes were all collected: " + cleared + " of " + rounds);

        /* The kept loader's class still works, its statics intact. */
        System.gc();
        System.out.println("kept again: " + use(kept));
        System.out.println("same class: " + (kept.loadClass("ClassUnloadLoop$Plugin") == keptClass));

        /* An instance alone keeps its class and loader. */
        WeakReference<?>[] lr = new WeakReference<?>[1];
        Object[] inst = { instance(bytes, lr) };
        System.gc();
        System.out.println("loader kept by an instance: " + (lr[0].get() != null));
        System.out.println("instance works: " + ((Supplier<?>) inst[0]).get());
        inst[0] = null;
        /* (Other calls first: a conservative collector may still see the last
         * receiver in a register or on its C stack.) */
        Supplier<String> other = () -> "other";
        for (int i = 0; i < 3; i++)
            other.get();
        for (int tries = 0; tries < 5 && lr[0].get() != null; tries++)
            System.gc();
        System.out.println("then collected: " + (lr[0].get() == null));

        /* A Throwable thrown from a dropped loader's class prints later. */
        Throwable saved = failure(bytes);
        System.gc();
        System.gc();
        StackTraceElement top = saved.getStackTrace()[0];
        System.out.println("saved: " + saved + " at " + top.getClassName() + "." + top.getMethodName());

        /* A lambda's class keeps its mirror (it is in no loader's table). */
        Runnable lam = () -> { };
        int h = System.identityHashCode(lam.getClass());
        for (int k = 0; k < 3; k++) {
            System.gc();
            Object[] junk = new Object[2000];
            for (int i = 0; i < junk.length; i++)
                junk[i] = new int[8];
        }
        System.out.println("lambda class mirror kept: " + (System.identityHashCode(lam.getClass()) == h));
    }
}
