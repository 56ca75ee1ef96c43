package java.security;

/** The domains an access decision would consult; with no security manager every check passes. */
public final class AccessControlContext {

    private final ProtectionDomain[] context;

    public AccessControlContext(ProtectionDomain[] context) {
        this.context = context == null ? new ProtectionDomain[0] : context.clone();
    }

    public void checkPermission(Permission perm) throws AccessControlException {
        if (perm == null) {
            throw new NullPointerException("permission can't be null");
        }
    }

    public boolean equals(Object o) {
        return o instanceof AccessControlContext
                && java.util.Arrays.equals(context, ((AccessControlContext) o).context);
    }

    public int hashCode() {
        return java.util.Arrays.hashCode(context);
    }
}
