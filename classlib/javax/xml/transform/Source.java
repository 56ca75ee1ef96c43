package javax.xml.transform;

/**
 * Where a transformation's input comes from, named by a system id. (java.sql.SQLXML and log4j-core name it;
 * javax.xml here is only the data types, no parser or transformer.)
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
