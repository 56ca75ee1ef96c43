package javax.xml.transform;

/**
 * Where a transformation's output goes, named by a system id. (Only the interface:
 * java.sql.SQLXML names it; the rest of javax.xml is not in this class library.)
 */
public interface Result {
    String PI_DISABLE_OUTPUT_ESCAPING = "javax.xml.transform.disable-output-escaping";
    String PI_ENABLE_OUTPUT_ESCAPING = "javax.xml.transform.enable-output-escaping";

    void setSystemId(String systemId);

    String getSystemId();
}
