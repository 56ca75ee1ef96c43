package javax.xml.stream;

/** Where in a document an event or error is; -1 where unknown. */
public interface Location {
    int getLineNumber();

    int getColumnNumber();

    int getCharacterOffset();

    String getPublicId();

    String getSystemId();
}
