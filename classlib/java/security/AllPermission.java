package java.security;

/** The permission that implies every other. */
public final class AllPermission extends Permission {
    private static final long serialVersionUID = -2916474571451318075L;

    public AllPermission() {
        super("<all permissions>");
    }

    public AllPermission(String name, String actions) {
        this();
    }

    @Override
    public boolean implies(Permission p) {
        return true;
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof AllPermission;
    }

    @Override
    public int hashCode() {
        return 1;
    }

    @Override
    public String getActions() {
        return "<all actions>";
    }
}
