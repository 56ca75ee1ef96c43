import java.io.File;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.security.CodeSource;
import java.security.ProtectionDomain;

// Protection domains and code sources; the thread context class loader.
public class LoaderDomains {
    public static class Payload {
    }

    static class Definer extends ClassLoader {
        Definer() {
            super(LoaderDomains.class.getClassLoader());
        }

        Class<?> define(String name, byte[] b, ProtectionDomain pd) {
            return defineClass(name, b, 0, b.length, pd);
        }
    }

    public static void main(String[] args) throws Exception {
        File cp = new File(System.getProperty("java.class.path")).getCanonicalFile();
        String cpUrl = cp.toURI().toString();
        String cwd = new File("").getAbsoluteFile().toURI().toString();

        CodeSource app = LoaderDomains.class.getProtectionDomain().getCodeSource();
        System.out.println("app class from " + String.valueOf(app.getLocation()).replace(cpUrl, "<cp>/"));
        System.out.println("same domain for nested: "
                + (Payload.class.getProtectionDomain() == LoaderDomains.class.getProtectionDomain()));
        System.out.println("app domain loader: " + (LoaderDomains.class.getProtectionDomain().getClassLoader()
                == ClassLoader.getSystemClassLoader()));
        System.out.println("class library code source: " + String.class.getProtectionDomain().getCodeSource());

        byte[] bytes;
        try (InputStream in = LoaderDomains.class.getResourceAsStream("LoaderDomains$Payload.class")) {
            bytes = in.readAllBytes();
        }
        URL where = new URL("file:/somewhere/classes/");
        ProtectionDomain pd = new ProtectionDomain(new CodeSource(where, (java.security.cert.Certificate[]) null), null);
        Definer d = new Definer();
        Class<?> c = d.define("LoaderDomains$Payload", bytes, pd);
        System.out.println("given domain kept: " + (c.getProtectionDomain() == pd) + " location "
                + c.getProtectionDomain().getCodeSource().getLocation());
        Class<?> c2 = new Definer().define("LoaderDomains$Payload", bytes, null);
        System.out.println("default domain: code source location " + c2.getProtectionDomain().getCodeSource().getLocation());

        new File("plug").mkdirs();
        try (FileOutputStream out = new FileOutputStream("plug/LoaderDomains$Payload.class")) {
            out.write(bytes);
        }
        try (URLClassLoader u = new URLClassLoader(new URL[] { new File("plug").toURI().toURL() },
                ClassLoader.getPlatformClassLoader())) {
            Class<?> p = u.loadClass("LoaderDomains$Payload");
            System.out.println("URLClassLoader code source: "
                    + String.valueOf(p.getProtectionDomain().getCodeSource().getLocation()).replace(cwd, "<cwd>/"));
        }

        Thread t = Thread.currentThread();
        System.out.println("context is app: " + (t.getContextClassLoader() == ClassLoader.getSystemClassLoader()));
        t.setContextClassLoader(d);
        Thread child = new Thread(() -> System.out.println("child inherits: "
                + (Thread.currentThread().getContextClassLoader() instanceof Definer)));
        child.start();
        child.join();
        t.setContextClassLoader(null);
        System.out.println("set to null: " + t.getContextClassLoader());
    }
}
