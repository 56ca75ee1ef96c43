// run-as-jar
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.function.Supplier;

// Launched with -jar: resources are jar:file:...!/ URLs; a URLClassLoader over the
// jar defines its own copies of its classes; ServiceLoader reads META-INF/services.
public class LoaderJar {

    public interface Greeter {
        String greet(String who);
    }

    public static class English implements Greeter {
        public String greet(String who) {
            return "Hello, " + who;
        }
    }

    public static class French implements Greeter {
        public String greet(String who) {
            return "Bonjour, " + who;
        }
    }

    public static class NotAGreeter {
    }

    public static class Broken implements Greeter {
        public Broken() {
            throw new IllegalStateException("cannot make one");
        }

        public String greet(String who) {
            return null;
        }
    }

    public static class Probe implements Supplier<String> {
        public String get() {
            ClassLoader l = getClass().getClassLoader();
            return "probe of " + (l instanceof URLClassLoader ? "URLClassLoader" : "app") + ", resource "
                    + (l.getResource("LoaderJar$Probe.class") != null);
        }
    }

    static String jarUrl;

    static String mask(Object o) {
        return String.valueOf(o).replace(jarUrl, "<jar>");
    }

    static void write(String path, String text) throws IOException {
        File f = new File(path);
        f.getParentFile().mkdirs();
        try (FileOutputStream out = new FileOutputStream(f)) {
            out.write(text.getBytes("UTF-8"));
        }
    }

    static List<String> greet(ServiceLoader<Greeter> sl) {
        List<String> r = new ArrayList<>();
        for (Greeter g : sl) {
            r.add(g.greet("world"));
        }
        return r;
    }

    public static void main(String[] args) throws Exception {
        File jar = new File(System.getProperty("java.class.path")).getCanonicalFile();
        jarUrl = jar.toURI().toString();
        System.out.println("class path is a jar: " + jar.getName());

        URL self = LoaderJar.class.getResource("LoaderJar.class");
        System.out.println("resource: " + mask(self));
        System.out.println("protocol " + self.getProtocol() + ", path " + mask(self.getPath()));
        JarURLConnection jc = (JarURLConnection) self.openConnection();
        System.out.println("entry " + jc.getEntryName() + ", jar file URL " + mask(jc.getJarFileURL()));
        byte[] b;
        try (InputStream in = self.openStream()) {
            b = in.readAllBytes();
        }
        System.out.printf("magic %02x%02x%02x%02x, %b%n", b[0], b[1], b[2], b[3], jc.getContentLength() == b.length);
        System.out.println("missing: " + LoaderJar.class.getResource("LoaderJar$Nope.class"));
        System.out.println("manifest: " + mask(ClassLoader.getSystemResource("META-INF/MANIFEST.MF")));
        try {
            new URL(jarUrl.replace("file:", "jar:file:") + "!/no/such/entry").openStream();
        } catch (IOException e) {
            System.out.println(e.getClass().getName());
        }

        // The jar again, through a URLClassLoader that does not delegate to the app loader.
        try (URLClassLoader ucl = new URLClassLoader(new URL[] { jar.toURI().toURL() },
                ClassLoader.getPlatformClassLoader())) {
            Class<?> p = ucl.loadClass("LoaderJar$Probe");
            System.out.println("own copy: " + (p != Probe.class) + ", found again: " + (ucl.loadClass("LoaderJar$Probe") == p));
            @SuppressWarnings("unchecked")
            Supplier<String> s = (Supplier<String>) p.newInstance();
            System.out.println(s.get());
            System.out.println(new Probe().get());
            System.out.println("its resource: " + mask(ucl.findResource("LoaderJar$Probe.class")));
        }

        // ServiceLoader: provider names in META-INF/services of a directory.
        write("svc/META-INF/services/LoaderJar$Greeter",
                "# greeters\nLoaderJar$English\n\n  LoaderJar$French  # trailing comment\nLoaderJar$English\n");
        URL svc = new File("svc").toURI().toURL();
        try (URLClassLoader ucl = new URLClassLoader(new URL[] { svc }, LoaderJar.class.getClassLoader())) {
            ServiceLoader<Greeter> sl = ServiceLoader.load(Greeter.class, ucl);
            System.out.println(greet(sl));
            System.out.println("again: " + greet(sl));
            System.out.println("first: " + sl.findFirst().get().greet("first"));
            System.out.println("none with the app loader: " + greet(ServiceLoader.load(Greeter.class)));
            ClassLoader saved = Thread.currentThread().getContextClassLoader();
            Thread.currentThread().setContextClassLoader(ucl);
            System.out.println("context loader: " + greet(ServiceLoader.load(Greeter.class)));
            Thread.currentThread().setContextClassLoader(saved);
            System.out.println(sl);
        }
        String[][] bad = { { "bad1", "LoaderJar$Missing\n" }, { "bad2", "LoaderJar$NotAGreeter\n" },
                { "bad3", "LoaderJar$Broken\n" } };
        for (String[] c : bad) {
            write(c[0] + "/META-INF/services/LoaderJar$Greeter", c[1]);
            try (URLClassLoader ucl = new URLClassLoader(new URL[] { new File(c[0]).toURI().toURL() },
                    LoaderJar.class.getClassLoader())) {
                Iterator<Greeter> it = ServiceLoader.load(Greeter.class, ucl).iterator();
                System.out.println(c[0] + " has next: " + it.hasNext());
                it.next();
            } catch (ServiceConfigurationError e) {
                System.out.println(e.getMessage() + (e.getCause() != null ? " / cause " + e.getCause() : ""));
            }
        }
        System.out.println("lists: " + Collections.list(
                ClassLoader.getSystemClassLoader().getResources("LoaderJar$Greeter.class")).size());
    }
}
