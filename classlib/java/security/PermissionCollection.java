package java.security;

/** The type only: permissions are not checked (there is no security manager). */
public abstract class PermissionCollection implements java.io.Serializable {
    private static final long serialVersionUID = -6727011328946861783L;

    private volatile boolean readOnly;

    public void setReadOnly() {
        readOnly = true;
    }

    public boolean isReadOnly() {
        return readOnly;
    }
}
