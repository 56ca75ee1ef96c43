package java.lang;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.net.URL;
import java.util.HashMap;

/** A run-time package: its name and the annotations of its package-info class. */
public class Package implements AnnotatedElement {
    private static final HashMap<String, Package> packages = new HashMap<String, Package>();

    private final String name;
    private final String specTitle, specVersion, specVendor, implTitle, implVersion, implVendor;
    private Class<?> packageInfo;
    private boolean infoLooked;
    private final URL sealBase;
    private final ClassLoader loader;   // the defining loader (null: boot or app)

    Package(String name, String specTitle, String specVersion, String specVendor, String implTitle,
            String implVersion, String implVendor) {
        this(name, specTitle, specVersion, specVendor, implTitle, implVersion, implVendor, null, null);
    }

    /** A package a ClassLoader defined (definePackage, or its first defineClass there). */
    Package(String name, String specTitle, String specVersion, String specVendor, String implTitle,
            String implVersion, String implVendor, URL sealBase, ClassLoader loader) {
        this.sealBase = sealBase;
        this.loader = loader;
        this.name = name;
        this.specTitle = specTitle;
        this.specVersion = specVersion;
        this.specVendor = specVendor;
        this.implTitle = implTitle;
        this.implVersion = implVersion;
        this.implVendor = implVendor;
    }

    /** The Package of the class path's (or class library's) package `name`. */
    static Package named(String name) {
        synchronized (packages) {
            Package p = packages.get(name);
            if (p == null) {
                p = new Package(name, null, null, null, null, null, null);
                packages.put(name, p);
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

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    @Override
    public String toString() {
        String spec = specTitle;
        String ver = specVersion;
        return "package " + name + (spec != null ? ", " + spec : "") + (ver != null ? ", version " + ver : "");
    }

    private Class<?> packageInfo() {
        if (!infoLooked) {
            try {
                packageInfo = Class.forName(name.isEmpty() ? "package-info" : name + ".package-info", false,
                        loader != null ? loader : ClassLoader.getSystemClassLoader());
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

    public static Package getPackage(String name) {
        synchronized (packages) {
            return packages.get(name);
        }
    }

    public static Package[] getPackages() {
        synchronized (packages) {
            return packages.values().toArray(new Package[0]);
        }
    }
}
