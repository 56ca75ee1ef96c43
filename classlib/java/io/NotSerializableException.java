package java.io;

public class NotSerializableException extends ObjectStreamException {
    private static final long serialVersionUID = 2888542540386124458L;

    public NotSerializableException(String className) {
        super(className);
    }

    public NotSerializableException() {
        super();
    }
}
