package java.util;

/** Properties input that does not follow the properties (or XML properties) format. */
public class InvalidPropertiesFormatException extends java.io.IOException {
    private static final long serialVersionUID = 7763056076009360219L;

    public InvalidPropertiesFormatException(Throwable cause) {
        super(cause == null ? null : cause.toString());
        initCause(cause);
    }

    public InvalidPropertiesFormatException(String message) {
        super(message);
    }

    private void writeObject(java.io.ObjectOutputStream out) throws java.io.NotSerializableException {
        throw new java.io.NotSerializableException("Not serializable.");
    }

    private void readObject(java.io.ObjectInputStream in) throws java.io.NotSerializableException {
        throw new java.io.NotSerializableException("Not serializable.");
    }
}
