package java.lang;

import java.net.URL;

/** A package as a class loader defined it (ClassLoader.definePackage), with its manifest data. */
public class Package {

    private final String name;
    private final String specTitle, specVersion, specVendor;
    private final String implTitle, implVersion, implVendor;
    private final URL sealBase;
    private final ClassLoader loader;

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
        return ClassLoader.getSystemClassLoader().getPackage(name);
    }

    public static Package[] getPackages() {
        return ClassLoader.getSystemClassLoader().getPackages();
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
