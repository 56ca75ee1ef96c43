import java.io.InputStream;
import java.util.*;

public class ModuleBasics {
    static class Loader extends ClassLoader {
        Loader() {
            super(ModuleBasics.class.getClassLoader());
        }
    }

    /** Identity hash codes differ between runs: print them as H. */
    static String mask(Object o) {
        return String.valueOf(o).replaceAll("@[0-9a-f]+", "@H");
    }

    static void show(Class<?> c) {
        Module m = c.getModule();
        System.out.println(c.getName() + ": " + mask(m) + " named=" + m.isNamed() + " name=" + m.getName()
                + " loaderIsClassLoader=" + (m.getClassLoader() == c.getClassLoader()));
    }

    static void tryIt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + mask(e));
        }
    }

    static String readAll(InputStream in) throws Exception {
        if (in == null) {
            return "null";
        }
        try (InputStream i = in) {
            byte[] b = i.readAllBytes();
            return b.length > 4 ? String.format("class file %02x%02x%02x%02x", b[0], b[1], b[2], b[3])
                                : b.length + " bytes";
        }
    }

    public static void main(String[] args) throws Exception {
        show(Object.class);
        show(String[].class);
        show(int.class);
        show(java.util.logging.Logger.class);
        show(java.util.logging.Level[][].class);
        show(java.util.concurrent.atomic.AtomicInteger.class);
        show(ModuleBasics.class);
        show(ModuleBasics[].class);
        show(Loader.class);
        Runnable lam = () -> { };
        System.out.println("lambda in app module: " + (lam.getClass().getModule() == ModuleBasics.class.getModule()));

        Module base = Object.class.getModule();
        Module logging = java.util.logging.Logger.class.getModule();
        Module app = ModuleBasics.class.getModule();
        System.out.println("same base: " + (String.class.getModule() == base) + " " + (base == List.class.getModule()));
        System.out.println("app unnamed: " + (app == ClassLoader.getSystemClassLoader().getUnnamedModule())
                + " " + (app.getClassLoader() == ClassLoader.getSystemClassLoader()));
        Loader loader = new Loader();
        Module other = loader.getUnnamedModule();
        System.out.println("other unnamed: " + mask(other) + " " + (other == loader.getUnnamedModule()) + " "
                + (other != app) + " " + (other.getClassLoader() == loader) + " "
                + other.toString().equals("unnamed module @" + Integer.toHexString(other.hashCode())));
        Module platform = ClassLoader.getPlatformClassLoader().getUnnamedModule();
        System.out.println("platform unnamed: " + mask(platform) + " " + (platform.getClassLoader() == ClassLoader.getPlatformClassLoader()));

        System.out.println("descriptor of unnamed: " + app.getDescriptor() + " layer: " + app.getLayer());
        System.out.println("layer of base is boot: " + (base.getLayer() == ModuleLayer.boot())
                + " " + (logging.getLayer() == ModuleLayer.boot()));

        // Readability.
        System.out.println("reads: " + base.canRead(base) + " " + base.canRead(app) + " " + app.canRead(base)
                + " " + logging.canRead(base) + " " + base.canRead(logging) + " " + app.canRead(other));
        System.out.println("addReads on unnamed returns it: " + (app.addReads(base) == app));

        // Exports and opens.
        String[] pkgs = {"java.lang", "java.util", "java.util.logging", "jdk.internal.logger", "sun.nio.ch", "no.such"};
        for (String p : pkgs) {
            System.out.println(p + ": base exported=" + base.isExported(p) + " to app=" + base.isExported(p, app)
                    + " to self=" + base.isExported(p, base) + " to logging=" + base.isExported(p, logging)
                    + " open=" + base.isOpen(p) + " open to self=" + base.isOpen(p, base)
                    + " logging exported=" + logging.isExported(p));
        }
        System.out.println("unnamed: " + app.isExported("x.y") + " " + app.isExported("x.y", base) + " "
                + app.isOpen("x.y") + " " + app.isOpen("x.y", other));
        System.out.println("packages: " + base.getPackages().contains("java.lang") + " "
                + base.getPackages().contains("java.util.logging") + " " + logging.getPackages().contains("java.util.logging")
                + " app " + app.getPackages());
        tryIt("getPackages is read-only", () -> base.getPackages().add("x"));

        // What callers outside a named module may not do to it.
        tryIt("addReads", () -> base.addReads(app));
        tryIt("addExports", () -> base.addExports("sun.nio.ch", app));
        tryIt("addOpens", () -> base.addOpens("java.lang", app));
        tryIt("addUses", () -> base.addUses(Runnable.class));
        tryIt("unnamed addExports", () -> app.addExports("x", base));
        tryIt("unnamed addOpens", () -> app.addOpens("x", base));
        tryIt("unnamed addUses", () -> app.addUses(Runnable.class));
        tryIt("isExported(null)", () -> base.isExported(null));
        tryIt("canRead(null)", () -> base.canRead(null));
        System.out.println("canUse: " + base.canUse(Runnable.class) + " " + base.canUse(System.LoggerFinder.class)
                + " " + app.canUse(Runnable.class));

        // Resources.
        System.out.println("base Object.class: " + readAll(base.getResourceAsStream("java/lang/Object.class")));
        System.out.println("base /Object.class: " + (base.getResourceAsStream("/java/lang/Object.class") != null));
        System.out.println("base missing: " + base.getResourceAsStream("java/lang/NoSuchThing.class"));
        System.out.println("base other module's: " + base.getResourceAsStream("java/util/logging/Logger.class"));
        System.out.println("logging Logger.class: " + (logging.getResourceAsStream("java/util/logging/Logger.class") != null));
        System.out.println("app own class: " + readAll(app.getResourceAsStream("ModuleBasics.class")));
        System.out.println("app /own class: " + (app.getResourceAsStream("/ModuleBasics.class") != null));
        System.out.println("app no library classes: " + app.getResourceAsStream("java/lang/Object.class"));
        System.out.println("other loader finds nothing itself: " + other.getResourceAsStream("ModuleBasics.class"));
        System.out.println("platform: " + platform.getResourceAsStream("java/lang/Object.class"));

        // Annotations.
        System.out.println("annotations: " + base.getAnnotations().length + " " + app.getDeclaredAnnotations().length
                + " " + base.getAnnotation(Deprecated.class) + " " + base.isAnnotationPresent(Deprecated.class));

        // The boot layer.
        ModuleLayer boot = ModuleLayer.boot();
        System.out.println("boot is boot: " + (boot == ModuleLayer.boot()));
        System.out.println("findModule java.base: " + (boot.findModule("java.base").get() == base));
        System.out.println("findModule java.logging: " + (boot.findModule("java.logging").get() == logging));
        System.out.println("findModule none: " + boot.findModule("no.such.module"));
        System.out.println("modules contain base: " + boot.modules().contains(base) + " " + boot.modules().contains(logging)
                + " " + boot.modules().contains(app));
        System.out.println("findLoader java.base: " + boot.findLoader("java.base"));
        tryIt("findLoader none", () -> boot.findLoader("no.such.module"));
        tryIt("findModule null", () -> boot.findModule(null));
        System.out.println("parents: " + boot.parents() + " " + (boot.parents().get(0) == ModuleLayer.empty()));
        System.out.println("empty: [" + ModuleLayer.empty() + "] " + ModuleLayer.empty().modules() + " "
                + ModuleLayer.empty().parents() + " " + ModuleLayer.empty().findModule("java.base"));
    }
}
