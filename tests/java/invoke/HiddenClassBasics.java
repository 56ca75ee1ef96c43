import java.io.InputStream;
import java.lang.invoke.*;
import java.lang.invoke.MethodHandles.Lookup;
import java.util.function.Supplier;

public class HiddenClassBasics {
    private static String secret = "host-secret";
    static int inits;

    static String mask(Object o) {
        return String.valueOf(o).replaceAll("0x[0-9a-f]+", "0xHEX").replaceAll("@[0-9a-f]+", "@HASH");
    }

    static byte[] bytesOf(Class<?> c) throws Exception {
        String n = c.getName();
        try (InputStream in = c.getResourceAsStream(n.substring(n.lastIndexOf('.') + 1) + ".class")) {
            return in.readAllBytes();
        }
    }

    public static void main(String[] a) throws Throwable {
        Lookup lk = MethodHandles.lookup();
        byte[] b = bytesOf(HiddenTarget.class);
        int before = inits;
        Lookup hl = lk.defineHiddenClass(b, false);
        Class<?> h = hl.lookupClass();
        System.out.println("inits after define(false): " + (inits - before));
        System.out.println("name " + mask(h.getName()));
        System.out.println("simple " + mask(h.getSimpleName()) + " canonical " + h.getCanonicalName()
                + " type " + mask(h.getTypeName()));
        System.out.println("hidden " + h.isHidden() + " " + HiddenTarget.class.isHidden() + " " + String.class.isHidden());
        System.out.println("same? " + (h == HiddenTarget.class) + " loader same " + (h.getClassLoader() == HiddenTarget.class.getClassLoader()));
        System.out.println("package " + h.getPackageName() + " super " + h.getSuperclass().getName()
                + " ifaces " + java.util.Arrays.toString(h.getInterfaces()));
        System.out.println("lookup " + mask(hl) + " modes " + hl.lookupModes());
        System.out.println("toString " + mask(h));
        System.out.println("nestHost " + mask(h.getNestHost()) + " nestmate " + h.isNestmateOf(HiddenClassBasics.class));
        System.out.println("member " + h.isMemberClass() + " declaring " + h.getDeclaringClass()
                + " enclosing " + h.getEnclosingClass() + " anon " + h.isAnonymousClass() + " local " + h.isLocalClass());
        try {
            Class.forName(h.getName());
            System.out.println("forName found it");
        } catch (ClassNotFoundException e) {
            System.out.println("forName: " + mask(e));
        }
        try {
            Class.forName(h.getName(), false, h.getClassLoader());
            System.out.println("forName found it");
        } catch (ClassNotFoundException e) {
            System.out.println("forName loader: " + mask(e));
        }
        Object o = h.getConstructor().newInstance();
        System.out.println("instance " + mask(o.getClass().getName()) + " is Target? " + (o instanceof HiddenTarget)
                + " Supplier? " + (o instanceof Supplier));
        System.out.println("inits after new: " + (inits - before));
        @SuppressWarnings("unchecked")
        Supplier<String> s = (Supplier<String>) o;
        System.out.println("get " + s.get() + " / " + s.get());
        System.out.println("counters: visible " + HiddenTarget.counter + " hidden " + h.getDeclaredField("counter").get(null));
        MethodHandle get = hl.findVirtual(h, "get", MethodType.methodType(String.class));
        System.out.println("mh get " + get.invoke(o) + " " + mask(get.type()));
        try {
            h.getMethod("boom").invoke(null);
        } catch (java.lang.reflect.InvocationTargetException e) {
            System.out.println("boom: " + e.getCause());
            for (StackTraceElement el : e.getCause().getStackTrace()) {
                if (!el.getClassName().startsWith("java.") && !el.getClassName().startsWith("jdk."))
                    System.out.println("  at " + mask(el.getClassName()) + "." + el.getMethodName());
            }
        }
        for (String m : new String[] { "hostSecret", "hostSecretMH" }) {
            try {
                System.out.println(m + " " + h.getMethod(m).invoke(null));
            } catch (java.lang.reflect.InvocationTargetException e) {
                System.out.println(m + ": " + mask(e.getCause()));
            }
        }
        try {
            ((HiddenTarget) o).get();
        } catch (ClassCastException e) {
            System.out.println("cast: " + mask(e.getMessage()));
        }

        Lookup nl = lk.defineHiddenClass(b, true, Lookup.ClassOption.NESTMATE);
        Class<?> n = nl.lookupClass();
        System.out.println("nestmate inits " + (inits - before) + " host " + mask(n.getNestHost())
                + " nestmate " + n.isNestmateOf(HiddenClassBasics.class) + " " + HiddenClassBasics.class.isNestmateOf(n));
        System.out.println("nestmate hostSecret " + n.getMethod("hostSecret").invoke(null) + " "
                + n.getMethod("hostSecretMH").invoke(null));
        System.out.println("distinct " + (n != h) + " names differ " + !n.getName().equals(h.getName()));
        Lookup sl = lk.defineHiddenClass(b, true, Lookup.ClassOption.STRONG, Lookup.ClassOption.NESTMATE);
        System.out.println("strong " + mask(sl.lookupClass()));

        Lookup cd = lk.defineHiddenClassWithClassData(b, java.util.List.of("data", 1), true);
        System.out.println("classData " + MethodHandles.classData(cd, "_", java.util.List.class));
        System.out.println("classData none " + MethodHandles.classData(hl, "_", Object.class));
        try {
            MethodHandles.classData(cd, "_", String.class);
        } catch (Exception e) {
            System.out.println("classData cast: " + e);
        }
        try {
            MethodHandles.classData(lk, "_", Object.class);
            System.out.println("classData of non-hidden ok");
        } catch (Exception e) {
            System.out.println("classData lk: " + e);
        }
        try {
            MethodHandles.classData(cd.dropLookupMode(Lookup.PRIVATE), "_", Object.class);
        } catch (Exception e) {
            System.out.println("classData dropped: " + mask(e));
        }

        // errors
        try {
            MethodHandles.publicLookup().defineHiddenClass(b, true);
        } catch (Exception e) {
            System.out.println("public: " + e);
        }
        try {
            lk.dropLookupMode(Lookup.PRIVATE).defineHiddenClass(b, true);
        } catch (Exception e) {
            System.out.println("no private: " + e);
        }
        try {
            MethodHandles.privateLookupIn(Object.class, lk);
        } catch (Exception e) {
            System.out.println("privateLookupIn: " + mask(e));
        }
        try {
            lk.defineHiddenClass(new byte[] { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 }, true);
        } catch (Throwable e) {
            System.out.println("bad magic: " + e);
        }
        try {
            lk.defineHiddenClass(bytesOf(String.class), true);
        } catch (Throwable e) {
            System.out.println("other package: " + e);
        }
        try {
            lk.defineClass(bytesOf(String.class));
        } catch (Throwable e) {
            System.out.println("defineClass other package: " + e);
        }
        try {
            lk.defineHiddenClass(null, true);
        } catch (Throwable e) {
            System.out.println("null: " + e.getClass().getName());
        }
        try {
            byte[] t = java.util.Arrays.copyOf(b, 40);
            lk.defineHiddenClass(t, true);
        } catch (Throwable e) {
            System.out.println("truncated: " + e.getClass().getName());
        }
    }
}

class HiddenTarget implements Supplier<String> {
    static int counter;
    static { HiddenClassBasics.inits++; }
    private int n;
    public HiddenTarget() { n = ++counter; }
    public String get() { return "target#" + n + " of " + getClass().getName().replaceAll("0x[0-9a-f]+", "0xHEX"); }
    public static String hostSecret() throws Exception {
        return (String) HiddenClassBasics.class.getDeclaredField("secret").get(null);
    }
    public static String hostSecretMH() throws Throwable {
        return (String) MethodHandles.lookup().findStaticGetter(HiddenClassBasics.class, "secret", String.class).invoke();
    }
    public static String boom() { throw new IllegalStateException("from hidden"); }
}
