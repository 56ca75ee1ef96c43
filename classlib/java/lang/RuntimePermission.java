package java.lang;

import java.security.BasicPermission;

/** A named runtime permission ("exitVM.*", "getClassLoader", ...): no actions, a trailing
 *  ".*" or "*" name is a wildcard (BasicPermission's rules). */
public final class RuntimePermission extends BasicPermission {
    private static final long serialVersionUID = 7399184964622342223L;

    public RuntimePermission(String name) {
        super(name);
    }

    public RuntimePermission(String name, String actions) {
        super(name, actions);
    }
}
