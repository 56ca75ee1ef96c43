package javax.xml.transform;

/** Where in a source an error is; -1 where unknown. */
public interface SourceLocator {
    String getPublicId();

    String getSystemId();

    int getLineNumber();

    int getColumnNumber();
}
