package java.nio.file;

/** Permission to make links: "hard" or "symbolic". */
public final class LinkPermission extends java.security.BasicPermission {
    private static final long serialVersionUID = -1441492453772213220L;

    public LinkPermission(String name) {
        super(name);
        if (!name.equals("hard") && !name.equals("symbolic")) {
            throw new IllegalArgumentException("name: " + name);
        }
    }

    public LinkPermission(String name, String actions) {
        this(name);
        if (actions != null && actions.length() > 0) {
            throw new IllegalArgumentException("actions: " + actions);
        }
    }
}
