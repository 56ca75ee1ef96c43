package javax.xml.transform;

/**
 * Where a transformation's output goes, named by a system id. (java.sql.SQLXML and log4j-core name it;
 * javax.xml here is only the data types, no parser or transformer.)
 */
public interface Result {
    String PI_DISABLE_OUTPUT_ESCAPING = "javax.xml.transform.disable-output-escaping";
    String PI_ENABLE_OUTPUT_ESCAPING = "javax.xml.transform.enable-output-escaping";

    void setSystemId(String systemId);

    String getSystemId();
}
