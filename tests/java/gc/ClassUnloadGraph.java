import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.lang.ref.WeakReference;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

/* Loaders in a chain (a child defines classes extending its parent's): what
 * keeps which loader, and that classes still in use keep working while
 * collections unload the others. */
public class ClassUnloadGraph {
    public static class Base {
        public static final StringBuilder log = new StringBuilder();
        public synchronized static String tag(String s) {
            log.append(s.charAt(0));
            return "[" + s + "]";
        }
        public String name() {
            return "base";
        }
    }

    public enum Color { RED, GREEN }

    public static class Derived extends Base implements Supplier<String> {
        public String name() {
            return "derived";
        }
        public String get() {
            String s = tag(name()) + " " + Color.GREEN.ordinal() + " " + Color.valueOf("RED") + " " + 42 + 'c' + 1.5;
            Runnable r = () -> Base.tag("lambda");
            r.run();
            return s + " " + Base.log.length();
        }
    }

    static final class Chain extends ClassLoader {
        private final Map<String, byte[]> own;
        Chain(ClassLoader parent, Map<String, byte[]> own) {
            super(parent);
            this.own = own;
        }
        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                byte[] b = own.get(name);
                if (b != null) {
                    Class<?> c = findLoadedClass(name);
                    return c != null ? c : defineClass(name, b, 0, b.length);
                }
                return super.loadClass(name, resolve);
            }
        }
    }

    static byte[] read(String cls) throws Exception {
        try (InputStream in = ClassUnloadGraph.class.getResourceAsStream(cls + ".class")) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] b = new byte[4096];
            int n;
            while ((n = in.read(b)) > 0)
                out.write(b, 0, n);
            return out.toByteArray();
        }
    }

    static Map<String, byte[]> parentSet, childSet;

    static Chain parent() {
        return new Chain(ClassUnloadGraph.class.getClassLoader(), parentSet);
    }

    @SuppressWarnings("unchecked")
    static String run(ClassLoader child) throws Exception {
        Object o = child.loadClass("ClassUnloadGraph$Derived").getDeclaredConstructor().newInstance();
        return ((Supplier<String>) o).get();
    }

    static void gc(WeakReference<?>... refs) {
        for (int k = 0; k < 5; k++) {
            boolean all = true;
            for (WeakReference<?> r : refs)
                all &= r.get() == null;
            if (all)
                return;
            System.gc();
        }
    }

    /* Returns weak references to a parent and its child, both dropped. */
    static WeakReference<?>[] dropBoth() throws Exception {
        Chain p = parent();
        Chain c = new Chain(p, childSet);
        String out = run(c);
        return new WeakReference<?>[] { new WeakReference<>(p), new WeakReference<>(c),
                                        new WeakReference<>(out) };
    }

    public static void main(String[] args) throws Exception {
        parentSet = new HashMap<>();
        for (String n : new String[] { "ClassUnloadGraph$Base", "ClassUnloadGraph$Color" })
            parentSet.put(n, read(n));
        childSet = new HashMap<>();
        childSet.put("ClassUnloadGraph$Derived", read("ClassUnloadGraph$Derived"));

        /* A child alone keeps its parent (its classes extend the parent's). */
        Chain p = parent();
        Chain c = new Chain(p, childSet);
        System.out.println("run: " + run(c));
        WeakReference<ClassLoader> pr = new WeakReference<>(p);
        p = null;
        gc(pr);
        System.out.println("parent kept by its child: " + (pr.get() != null));
        System.out.println("run again: " + run(c));

        /* A Method object keeps its class's loader, and works after collections. */
        Method m = c.loadClass("ClassUnloadGraph$Derived").getMethod("name");
        Object inst = c.loadClass("ClassUnloadGraph$Derived").getDeclaredConstructor().newInstance();
        WeakReference<ClassLoader> cr = new WeakReference<>(c);
        c = null;
        gc(cr);
        System.out.println("child kept by a Method: " + (cr.get() != null) + " " + m.invoke(inst));
        m = null;
        inst = null;
        for (int i = 0; i < 3; i++)
            ((Supplier<?>) () -> "x").get();
        gc(cr, pr);
        System.out.println("then both collected: " + (cr.get() == null) + " " + (pr.get() == null));

        /* Many chains made and dropped, while one is in use throughout. */
        Chain keptParent = parent();
        Chain kept = new Chain(keptParent, childSet);
        int collected = 0;
        for (int r = 0; r < 10; r++) {
            WeakReference<?>[] refs = dropBoth();
            gc(refs[0], refs[1]);
            if (refs[0].get() == null && refs[1].get() == null)
                collected++;
            if (r % 5 == 4)
                System.out.println("kept chain, round " + r + ": " + run(kept));
        }
        System.out.println("dropped chains collected: " + collected + " of 10");
    }
}
