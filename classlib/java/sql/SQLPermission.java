package java.sql;

import java.security.BasicPermission;

/** A named permission of the JDBC API (setLog, callAbort, setSyncFactory, setNetworkTimeout, deregisterDriver). */
public final class SQLPermission extends BasicPermission {
    private static final long serialVersionUID = -1439323187199563495L;

    public SQLPermission(String name) {
        super(name);
    }

    public SQLPermission(String name, String actions) {
        super(name, actions);
    }
}
