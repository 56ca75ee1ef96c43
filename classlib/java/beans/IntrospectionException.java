package java.beans;

public class IntrospectionException extends Exception {
    private static final long serialVersionUID = -3728150539969542619L;

    public IntrospectionException(String mess) {
        super(mess);
    }
}
