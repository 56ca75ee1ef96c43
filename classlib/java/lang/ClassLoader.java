package java.lang;

/** Minimal class loader: every class comes from the VM's single class path. */
public abstract class ClassLoader {

    private static ClassLoader system;

    private final ClassLoader parent;

    protected ClassLoader() {
        this(null);
    }

    protected ClassLoader(ClassLoader parent) {
        this.parent = parent;
    }

    public final ClassLoader getParent() {
        return parent;
    }

    public Class<?> loadClass(String name) throws ClassNotFoundException {
        return Class.forName(name, false, this);
    }

    protected Class<?> findClass(String name) throws ClassNotFoundException {
        throw new ClassNotFoundException(name);
    }

    public static synchronized ClassLoader getSystemClassLoader() {
        if (system == null) {
            system = new AppClassLoader();
        }
        return system;
    }

    public static ClassLoader getPlatformClassLoader() {
        return null;
    }

    public String getName() {
        return null;
    }

    private static final class AppClassLoader extends ClassLoader {
        AppClassLoader() {
            super(null);
        }

        @Override
        public String getName() {
            return "app";
        }

        @Override
        public String toString() {
            return "jdk.internal.loader.ClassLoaders$AppClassLoader@" + Integer.toHexString(hashCode());
        }
    }
}
