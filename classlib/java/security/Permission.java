package java.security;

/** A permission: the type and its name (no security manager checks it). */
public abstract class Permission implements Guard, java.io.Serializable {
    private static final long serialVersionUID = -5636570222231596674L;
    private final String name;

    public Permission(String name) {
        this.name = name;
    }

    @Override
    public void checkGuard(Object object) throws SecurityException {
    }

    public abstract boolean implies(Permission permission);

    @Override
    public abstract boolean equals(Object obj);

    @Override
    public abstract int hashCode();

    public final String getName() {
        return name;
    }

    public abstract String getActions();

    @Override
    public String toString() {
        String actions = getActions();
        if (actions == null || actions.isEmpty()) {
            return "(\"" + getClass().getName() + "\" \"" + name + "\")";
        }
        return "(\"" + getClass().getName() + "\" \"" + name + "\" \"" + actions + "\")";
    }
}
