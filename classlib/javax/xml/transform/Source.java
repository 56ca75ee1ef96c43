package javax.xml.transform;

/** What a transformation reads: a system id, and whether it holds nothing. */
public interface Source {
    void setSystemId(String systemId);

    String getSystemId();

    default boolean isEmpty() {
        return getSystemId() == null;
    }
}
