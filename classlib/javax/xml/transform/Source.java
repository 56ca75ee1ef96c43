package javax.xml.transform;

/**
 * Where a transformation's input comes from, named by a system id. (Only the interface:
 * java.sql.SQLXML names it; the rest of javax.xml is not in this class library.)
 */
public interface Source {
    void setSystemId(String systemId);

    String getSystemId();

    /** Empty: no system id to read from. */
    default boolean isEmpty() {
        String id = getSystemId();
        return id == null || id.isEmpty();
    }
}
