package java.security;

/** A ClassLoader that defines classes with a CodeSource. */
public class SecureClassLoader extends ClassLoader {

    protected SecureClassLoader(ClassLoader parent) {
        super(parent);
    }

    protected SecureClassLoader() {
        super();
    }

    protected SecureClassLoader(String name, ClassLoader parent) {
        super(name, parent);
    }

    protected final Class<?> defineClass(String name, byte[] b, int off, int len, CodeSource cs) {
        return defineClass(name, b, off, len, new ProtectionDomain(cs, null, this, null));
    }
}
