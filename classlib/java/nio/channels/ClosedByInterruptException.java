package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class ClosedByInterruptException extends AsynchronousCloseException {
    private static final long serialVersionUID = 1L;

    public ClosedByInterruptException() {
    }
}
