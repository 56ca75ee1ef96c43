package java.lang;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.net.URL;
import java.util.HashMap;

/**
 * A run-time package: as a class loader defined it (ClassLoader.definePackage), with its
 * manifest data, or (named) a package of the class path or the class library that no loader
 * defined; its annotations are those of its package-info class.
 */
public class Package implements AnnotatedElement {
    private static final HashMap<String, Package> named = new HashMap<String, Package>();

    private final String name;
    private final String specTitle, specVersion, specVendor;
    private final String implTitle, implVersion, implVendor;
    private final URL sealBase;
    private final ClassLoader loader;
    private Class<?> packageInfo;
    private boolean infoLooked;

    Package(String name, String specTitle, String specVersion, String specVendor, String implTitle,
            String implVersion, String implVendor, URL sealBase, ClassLoader loader) {
        this.name = name;
        this.specTitle = specTitle;
        this.specVersion = specVersion;
        this.specVendor = specVendor;
        this.implTitle = implTitle;
        this.implVersion = implVersion;
        this.implVendor = implVendor;
        this.sealBase = sealBase;
        this.loader = loader;
    }

    /** The Package of the class path's (or class library's) package `name`. */
    static Package named(String name) {
        synchronized (named) {
            Package p = named.get(name);
            if (p == null) {
                p = new Package(name, null, null, null, null, null, null, null, null);
                named.put(name, p);
            }
            return p;
        }
    }

    public String getName() {
        return name;
    }

    public String getSpecificationTitle() {
        return specTitle;
    }

    public String getSpecificationVersion() {
        return specVersion;
    }

    public String getSpecificationVendor() {
        return specVendor;
    }

    public String getImplementationTitle() {
        return implTitle;
    }

    public String getImplementationVersion() {
        return implVersion;
    }

    public String getImplementationVendor() {
        return implVendor;
    }

    public boolean isSealed() {
        return sealBase != null;
    }

    public boolean isSealed(URL url) {
        return sealBase != null && sealBase.equals(url);
    }

    public boolean isCompatibleWith(String desired) throws NumberFormatException {
        if (specVersion == null || specVersion.isEmpty()) {
            throw new NumberFormatException("Empty version string");
        }
        String[] have = specVersion.split("\\.");
        String[] want = desired.split("\\.");
        for (int i = 0; i < Math.max(have.length, want.length); i++) {
            int h = i < have.length ? Integer.parseInt(have[i]) : 0;
            int w = i < want.length ? Integer.parseInt(want[i]) : 0;
            if (h != w) {
                return h > w;
            }
        }
        return true;
    }

    @Deprecated
    public static Package getPackage(String name) {
        Package p = ClassLoader.getSystemClassLoader().getPackage(name);
        if (p == null) {
            synchronized (named) {
                p = named.get(name);
            }
        }
        return p;
    }

    public static Package[] getPackages() {
        HashMap<String, Package> all = new HashMap<String, Package>();
        synchronized (named) {
            all.putAll(named);
        }
        for (Package p : ClassLoader.getSystemClassLoader().getPackages()) {
            all.put(p.getName(), p);
        }
        return all.values().toArray(new Package[0]);
    }

    private Class<?> packageInfo() {
        if (!infoLooked) {
            ClassLoader l = loader != null ? loader : ClassLoader.getSystemClassLoader();
            try {
                packageInfo = Class.forName(name.isEmpty() ? "package-info" : name + ".package-info", false, l);
            } catch (ClassNotFoundException | LinkageError e) {
                packageInfo = null;
            }
            infoLooked = true;
        }
        return packageInfo;
    }

    public <A extends Annotation> A getAnnotation(Class<A> annotationClass) {
        Class<?> c = packageInfo();
        if (annotationClass == null) {
            throw new NullPointerException();
        }
        return c == null ? null : c.getAnnotation(annotationClass);
    }

    public Annotation[] getAnnotations() {
        Class<?> c = packageInfo();
        return c == null ? new Annotation[0] : c.getAnnotations();
    }

    public Annotation[] getDeclaredAnnotations() {
        return getAnnotations();
    }

    public int hashCode() {
        return name.hashCode();
    }

    public String toString() {
        String spec = specTitle != null ? ", " + specTitle : "";
        String ver = specVersion != null ? ", version " + specVersion : "";
        return "package " + name + spec + ver;
    }
}
