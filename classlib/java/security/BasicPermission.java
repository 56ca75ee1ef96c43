package java.security;

/** A named permission with no actions; "a.b.*" implies "a.b.c", "*" implies all. */
public abstract class BasicPermission extends Permission {
    private static final long serialVersionUID = 6279438298436773498L;

    public BasicPermission(String name) {
        super(name);
        if (name == null) {
            throw new NullPointerException("name can't be null");
        }
        if (name.isEmpty()) {
            throw new IllegalArgumentException("name can't be empty");
        }
    }

    public BasicPermission(String name, String actions) {
        this(name);
    }

    @Override
    public boolean implies(Permission p) {
        if (p == null || p.getClass() != getClass()) {
            return false;
        }
        String mine = getName();
        if (mine.equals("*")) {
            return true;
        }
        if (mine.endsWith(".*")) {
            return p.getName().startsWith(mine.substring(0, mine.length() - 1));
        }
        return mine.equals(p.getName());
    }

    @Override
    public boolean equals(Object obj) {
        return obj == this || (obj != null && obj.getClass() == getClass() && getName().equals(((BasicPermission) obj).getName()));
    }

    @Override
    public int hashCode() {
        return getName().hashCode();
    }

    @Override
    public String getActions() {
        return "";
    }
}
