package java.io;

public class NotSerializableException extends ObjectStreamException {
    private static final long serialVersionUID = 2843235778165093917L;

    public NotSerializableException(String className) {
        super(className);
    }

    public NotSerializableException() {
    }
}
