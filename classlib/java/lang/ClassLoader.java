package java.lang;

import java.io.IOException;
import java.io.InputStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.security.ProtectionDomain;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * Class loaders.  The VM keeps, for each loader other than the built-in app
 * loader, the classes it defined or initiated (through {@code vmLoader}); a
 * class's constant-pool references are resolved through its defining loader's
 * {@link #loadClass(String)}.  The class library is the boot loader (null); the
 * class path is the app loader, whose parent is the platform loader.
 */
public abstract class ClassLoader {

    private static ClassLoader system;
    private static ClassLoader platform;

    private final ClassLoader parent;
    private final String name;
    private transient long vmLoader;            // the VM's table of this loader's classes
    private final HashMap<String, Package> packages = new HashMap<>();
    private final HashMap<Class<?>, Object[]> signers = new HashMap<>();
    private final HashMap<Class<?>, ProtectionDomain> domains = new HashMap<>();
    private ProtectionDomain defaultDomain;
    private Module unnamedModule;               // getUnnamedModule

    // Assertion status (ClassLoader.setDefaultAssertionStatus and friends).
    private boolean defaultAssertionStatus;
    private HashMap<String, Boolean> packageAssertionStatus;
    private HashMap<String, Boolean> classAssertionStatus;

    protected ClassLoader() {
        this(null, getSystemClassLoader());
    }

    protected ClassLoader(ClassLoader parent) {
        this(null, parent);
    }

    protected ClassLoader(String name, ClassLoader parent) {
        if (name != null && name.isEmpty()) {
            throw new IllegalArgumentException("name must be non-empty or null");
        }
        this.name = name;
        this.parent = parent;
    }

    /** Built-in loaders, made by the library itself. */
    ClassLoader(String name, ClassLoader parent, boolean builtin) {
        this.name = name;
        this.parent = parent;
    }

    public String getName() {
        return name;
    }

    /** Made on first request (HotSpot makes it with the loader; nobody can tell). */
    public final Module getUnnamedModule() {
        synchronized (Module.class) {
            if (unnamedModule == null) {
                unnamedModule = new Module(this);
            }
            return unnamedModule;
        }
    }

    public final ClassLoader getParent() {
        return parent;
    }

    // ---------------------------------------------------------------- loading

    public Class<?> loadClass(String name) throws ClassNotFoundException {
        return loadClass(name, false);
    }

    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            if (c == null) {
                if (parent != null) {
                    try {
                        c = parent.loadClass(name, false);
                    } catch (ClassNotFoundException e) {
                        // not the parent's: try our own
                    }
                } else {
                    c = findBootstrapClassOrNull(name);
                }
                if (c == null) {
                    c = findClass(name);
                }
            }
            if (resolve) {
                resolveClass(c);
            }
            return c;
        }
    }

    protected Object getClassLoadingLock(String className) {
        return this;
    }

    protected static boolean registerAsParallelCapable() {
        return true;
    }

    public final boolean isRegisteredAsParallelCapable() {
        return false;
    }

    protected Class<?> findClass(String name) throws ClassNotFoundException {
        throw new ClassNotFoundException(name);
    }

    protected Class<?> findClass(String moduleName, String name) {
        if (moduleName == null) {
            try {
                return findClass(name);
            } catch (ClassNotFoundException e) {
                return null;
            }
        }
        return null;
    }

    protected final Class<?> findLoadedClass(String name) {
        if (!checkName(name)) {
            return null;
        }
        return findLoadedClass0(this, name);
    }

    protected final Class<?> findSystemClass(String name) throws ClassNotFoundException {
        return getSystemClassLoader().loadClass(name);
    }

    protected final void resolveClass(Class<?> c) {
        if (c == null) {
            throw new NullPointerException();
        }
    }

    static Class<?> findBootstrapClassOrNull(String name) {
        if (!checkName(name)) {
            return null;
        }
        return findBootstrapClass0(name);
    }

    /** A binary name as loadClass takes it: no '/', and not an array descriptor's '['. */
    private static boolean checkName(String name) {
        if (name == null || name.isEmpty()) {
            return true;
        }
        return name.indexOf('/') < 0 && name.charAt(0) != '[';
    }

    // ---------------------------------------------------------------- defining

    @Deprecated
    protected final Class<?> defineClass(byte[] b, int off, int len) throws ClassFormatError {
        return defineClass(null, b, off, len, null);
    }

    protected final Class<?> defineClass(String name, byte[] b, int off, int len) throws ClassFormatError {
        return defineClass(name, b, off, len, null);
    }

    protected final Class<?> defineClass(String name, byte[] b, int off, int len,
                                         ProtectionDomain protectionDomain) throws ClassFormatError {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException("Array region " + off + ".." + ((long) off + len)
                    + " out of bounds for length " + b.length);
        }
        if (name != null) {
            if (name.indexOf('/') >= 0 || (!name.isEmpty() && name.charAt(0) == '[')) {
                throw new NoClassDefFoundError("IllegalName: " + name);
            }
            if (name.startsWith("java.")) {
                int dot = name.lastIndexOf('.');
                throw new SecurityException("Prohibited package name: " + name.substring(0, dot));
            }
        }
        Class<?> c = defineClass0(this, name, b, off, len);
        definePackageOf(c);
        synchronized (domains) {
            domains.put(c, protectionDomain != null ? protectionDomain : defaultDomain());
        }
        return c;
    }

    /** The buffer's remaining bytes; its position does not move (HotSpot 17's behaviour). */
    protected final Class<?> defineClass(String name, java.nio.ByteBuffer b, ProtectionDomain protectionDomain)
            throws ClassFormatError {
        byte[] bytes = new byte[b.remaining()];
        b.duplicate().get(bytes);
        return defineClass(name, bytes, 0, bytes.length, protectionDomain);
    }

    private void definePackageOf(Class<?> c) {
        String pn = c.getPackageName();
        if (pn.isEmpty()) {
            return;
        }
        synchronized (packages) {
            if (!packages.containsKey(pn)) {
                packages.put(pn, new Package(pn, null, null, null, null, null, null, null, this));
            }
        }
    }

    /** HotSpot's LinkageError text for a second definition of name (the VM calls it). */
    private String duplicateMessage(String className) {
        return "loader " + describe() + " attempted duplicate class definition for " + className + ". ("
                + className + " is in " + describeModule() + ")";
    }

    /** How HotSpot's messages name a loader: 'app', or Name @hash, or 'name' @hash. */
    String describe() {
        String id = " @" + Integer.toHexString(System.identityHashCode(this));
        if (name != null) {
            return "'" + name + "'" + (isBuiltin() ? "" : id);
        }
        return getClass().getName() + id;
    }

    /** Where HotSpot's messages say this loader's classes are: "unnamed module of loader ...". */
    String describeModule() {
        String s = "unnamed module of loader " + describe();
        if (!isBuiltin()) {
            s += ", parent loader " + (parent != null ? parent.describe() : "'bootstrap'");
        }
        return s;
    }

    boolean isBuiltin() {
        return false;
    }

    protected final void setSigners(Class<?> c, Object[] signers) {
        synchronized (this.signers) {
            this.signers.put(c, signers);
        }
    }

    /** The domain c was defined with (the loader's default one when none was given). */
    ProtectionDomain domainOf(Class<?> c) {
        synchronized (domains) {
            ProtectionDomain d = domains.get(c);
            return d != null ? d : defaultDomain();
        }
    }

    private ProtectionDomain defaultDomain() {
        synchronized (domains) {
            if (defaultDomain == null) {
                defaultDomain = new ProtectionDomain(new java.security.CodeSource(null,
                        (java.security.cert.Certificate[]) null), null, this, null);
            }
            return defaultDomain;
        }
    }

    Object[] getSigners(Class<?> c) {
        synchronized (signers) {
            Object[] s = signers.get(c);
            return s == null ? null : s.clone();
        }
    }

    // ---------------------------------------------------------------- packages

    protected Package definePackage(String name, String specTitle, String specVersion,
                                    String specVendor, String implTitle, String implVersion,
                                    String implVendor, URL sealBase) {
        if (name == null) {
            throw new NullPointerException("name");
        }
        synchronized (packages) {
            if (packages.containsKey(name)) {
                throw new IllegalArgumentException(name);
            }
            Package p = new Package(name, specTitle, specVersion, specVendor, implTitle, implVersion,
                    implVendor, sealBase, this);
            packages.put(name, p);
            return p;
        }
    }

    public final Package getDefinedPackage(String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        synchronized (packages) {
            return packages.get(name);
        }
    }

    public final Package[] getDefinedPackages() {
        synchronized (packages) {
            return packages.values().toArray(new Package[0]);
        }
    }

    @Deprecated
    protected Package getPackage(String name) {
        for (ClassLoader l = this; l != null; l = l.parent) {
            Package p = l.getDefinedPackage(name);
            if (p != null) {
                return p;
            }
        }
        return null;
    }

    protected Package[] getPackages() {
        HashMap<String, Package> all = new HashMap<>();
        for (ClassLoader l = this; l != null; l = l.parent) {
            for (Package p : l.getDefinedPackages()) {
                if (!all.containsKey(p.getName())) {
                    all.put(p.getName(), p);
                }
            }
        }
        return all.values().toArray(new Package[0]);
    }

    // ---------------------------------------------------------------- resources

    public URL getResource(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        URL url = parent != null ? parent.getResource(name) : findBootstrapResource(name);
        if (url == null) {
            url = findResource(name);
        }
        return url;
    }

    public Enumeration<URL> getResources(String name) throws IOException {
        if (name == null) {
            throw new NullPointerException();
        }
        List<URL> all = new ArrayList<>();
        if (parent != null) {
            all.addAll(Collections.list(parent.getResources(name)));
        } else {
            URL u = findBootstrapResource(name);
            if (u != null) {
                all.add(u);
            }
        }
        all.addAll(Collections.list(findResources(name)));
        return Collections.enumeration(all);
    }

    public InputStream getResourceAsStream(String name) {
        URL url = getResource(name);
        try {
            return url != null ? url.openStream() : null;
        } catch (IOException e) {
            return null;
        }
    }

    protected URL findResource(String name) {
        return null;
    }

    protected URL findResource(String moduleName, String name) throws IOException {
        return moduleName == null ? findResource(name) : null;
    }

    protected Enumeration<URL> findResources(String name) throws IOException {
        return Collections.emptyEnumeration();
    }

    public static URL getSystemResource(String name) {
        return getSystemClassLoader().getResource(name);
    }

    public static Enumeration<URL> getSystemResources(String name) throws IOException {
        return getSystemClassLoader().getResources(name);
    }

    public static InputStream getSystemResourceAsStream(String name) {
        return getSystemClassLoader().getResourceAsStream(name);
    }

    /**
     * The class library's class files, as jrt:/MODULE/NAME URLs (HotSpot's for its image);
     * its other resources are encapsulated in their modules and not found.
     */
    static URL findBootstrapResource(String name) {
        if (!name.endsWith(".class") || name.startsWith("/") || !bootResource0(name)) {
            return null;
        }
        try {
            return new URL("jrt:/" + bootModule(name) + "/" + name);
        } catch (MalformedURLException e) {
            throw new InternalError(e);
        }
    }

    /** The JDK module whose package holds resource name of the class library. */
    static String bootModule(String name) {
        int slash = name.lastIndexOf('/');
        return Module.ofBootPackage(slash < 0 ? "" : name.substring(0, slash).replace('/', '.')).getName();
    }

    private static native boolean bootResource0(String name);

    /** URLs of name in the class path's directories and jars, in order (all, or the first). */
    static List<URL> classPathResources(String name, boolean all) {
        List<URL> r = new ArrayList<>();
        String[] found = classPathResources0(name, all);
        if (found != null) {
            for (String s : found) {
                try {
                    r.add(new URL(s));
                } catch (MalformedURLException e) {
                    throw new InternalError(e);
                }
            }
        }
        return r;
    }

    // ---------------------------------------------------------------- built-in loaders

    public static ClassLoader getSystemClassLoader() {
        ClassLoader s = system;
        if (s == null) {
            synchronized (ClassLoader.class) {
                if (system == null) {
                    system = new AppClassLoader(getPlatformClassLoader());
                }
                s = system;
            }
        }
        return s;
    }

    public static ClassLoader getPlatformClassLoader() {
        synchronized (ClassLoader.class) {
            if (platform == null) {
                platform = new PlatformClassLoader();
            }
            return platform;
        }
    }

    // ---------------------------------------------------------------- assertions

    /**
     * The first set or clear call starts this loader's own settings, from the
     * command line's default (-ea/-da without argument); from then on they decide
     * for the classes it defines (its class and package directives of the command
     * line are not copied: those apply while nothing was set).
     */
    private void initAssertions() {
        if (classAssertionStatus == null) {
            classAssertionStatus = new HashMap<>();
            packageAssertionStatus = new HashMap<>();
            defaultAssertionStatus = userAssertionDefault0();
        }
    }

    public void setDefaultAssertionStatus(boolean enabled) {
        synchronized (this) {
            initAssertions();
            defaultAssertionStatus = enabled;
        }
    }

    public void setPackageAssertionStatus(String packageName, boolean enabled) {
        synchronized (this) {
            initAssertions();
            packageAssertionStatus.put(packageName, enabled);
        }
    }

    public void setClassAssertionStatus(String className, boolean enabled) {
        synchronized (this) {
            initAssertions();
            classAssertionStatus.put(className, enabled);
        }
    }

    public void clearAssertionStatus() {
        synchronized (this) {
            initAssertions();
            classAssertionStatus.clear();
            packageAssertionStatus.clear();
            defaultAssertionStatus = false;
        }
    }

    /**
     * What this loader says of className: 1 on, 0 off, -1 nothing set here
     * (Class.desiredAssertionStatus then asks the command line).
     */
    int assertionStatus(String className) {
        synchronized (this) {
            if (classAssertionStatus == null) {
                return -1;
            }
            Boolean b = classAssertionStatus.get(className);
            if (b != null) {
                return b ? 1 : 0;
            }
            String p = className;
            int dot;
            while ((dot = p.lastIndexOf('.')) >= 0) {
                p = p.substring(0, dot);
                b = packageAssertionStatus.get(p);
                if (b != null) {
                    return b ? 1 : 0;
                }
            }
            return defaultAssertionStatus ? 1 : 0;
        }
    }

    // ---------------------------------------------------------------- natives (CONTRACT.md)

    private static native Class<?> defineClass0(ClassLoader loader, String name, byte[] b, int off, int len);

    private static native Class<?> findLoadedClass0(ClassLoader loader, String name);

    private static native Class<?> findBootstrapClass0(String name);

    private static native String[] classPathResources0(String name, boolean all);

    private static native boolean userAssertionDefault0();

    /** The class path: classes the VM loads by name, resources from its entries. */
    private static final class AppClassLoader extends ClassLoader {
        AppClassLoader(ClassLoader parent) {
            super("app", parent, true);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            return Class.forName(name, false, this);
        }

        @Override
        public URL getResource(String name) {
            if (name == null) {
                throw new NullPointerException();
            }
            URL boot = findBootstrapResource(name);
            if (boot != null) {
                return boot;
            }
            List<URL> r = classPathResources(name, false);
            return r.isEmpty() ? null : r.get(0);
        }

        @Override
        public Enumeration<URL> getResources(String name) throws IOException {
            if (name == null) {
                throw new NullPointerException();
            }
            List<URL> r = classPathResources(name, true);
            URL boot = findBootstrapResource(name);
            if (boot != null) {
                r.add(0, boot);
            }
            return Collections.enumeration(r);
        }

        @Override
        boolean isBuiltin() {
            return true;
        }

        @Override
        public String toString() {
            return "jdk.internal.loader.ClassLoaders$AppClassLoader@" + Integer.toHexString(hashCode());
        }
    }

    /** Sees the class library only (the JDK's other modules are not here). */
    private static final class PlatformClassLoader extends ClassLoader {
        PlatformClassLoader() {
            super("platform", null, true);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            Class<?> c = findBootstrapClassOrNull(name);
            if (c == null) {
                throw new ClassNotFoundException(name);
            }
            return c;
        }

        @Override
        boolean isBuiltin() {
            return true;
        }

        @Override
        public String toString() {
            return "jdk.internal.loader.ClassLoaders$PlatformClassLoader@" + Integer.toHexString(hashCode());
        }
    }
}
