package java.security;

/** A class's domain: its code source; permissions are not modelled (no security manager). */
public class ProtectionDomain {

    private final CodeSource codesource;
    private final ClassLoader classloader;

    public ProtectionDomain(CodeSource codesource, PermissionCollection permissions) {
        this(codesource, permissions, null, null);
    }

    public ProtectionDomain(CodeSource codesource, PermissionCollection permissions, ClassLoader classloader,
                            java.security.Principal[] principals) {
        this.codesource = codesource;
        this.classloader = classloader;
    }

    public final CodeSource getCodeSource() {
        return codesource;
    }

    public final ClassLoader getClassLoader() {
        return classloader;
    }

    public String toString() {
        return "ProtectionDomain  " + codesource + "\n " + classloader + "\n";
    }
}
