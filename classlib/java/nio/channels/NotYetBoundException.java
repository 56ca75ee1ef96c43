package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class NotYetBoundException extends IllegalStateException {
    private static final long serialVersionUID = 4640999303950202242L;

    public NotYetBoundException() {
    }
}
