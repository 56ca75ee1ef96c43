import java.io.InputStream;

/* A user loader whose parent is the bootstrap loader (null): what it defines, delegation to the
 * bootstrap only, and HotSpot's duplicate-definition text naming "parent loader 'bootstrap'". */
public class LoaderNullParent {
    static class Alone extends ClassLoader {
        Alone(String name) {
            super(name, null);
        }

        Class<?> define(String n) throws Exception {
            try (InputStream in = LoaderNullParent.class.getResourceAsStream(n + ".class")) {
                byte[] b = in.readAllBytes();
                return defineClass(n, b, 0, b.length);
            }
        }
    }

    static String mask(Object o) {
        return String.valueOf(o).replaceAll("@[0-9a-f]+", "@HASH");
    }

    public static void main(String[] a) throws Exception {
        for (String name : new String[] { "alone", null }) {
            Alone l = new Alone(name);
            Class<?> c = l.define("NullParentPayload");
            System.out.println(mask(c + " loader " + c.getClassLoader() + " parent " + l.getParent()));
            java.lang.reflect.Constructor<?> k = c.getDeclaredConstructor();
            k.setAccessible(true);
            System.out.println(k.newInstance());
            try {
                l.define("NullParentPayload");
            } catch (LinkageError e) {
                System.out.println(mask(e));
            }
            try {
                l.loadClass("LoaderNullParent");
            } catch (ClassNotFoundException e) {
                System.out.println("not delegated to app: " + e.getMessage());
            }
            System.out.println("String via bootstrap: " + (l.loadClass("java.lang.String") == String.class));
        }
    }
}

class NullParentPayload {
    public String toString() {
        return "payload of " + String.valueOf(getClass().getClassLoader()).replaceAll("@[0-9a-f]+", "@HASH");
    }
}
