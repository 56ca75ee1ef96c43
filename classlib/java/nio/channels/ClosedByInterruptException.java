package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class ClosedByInterruptException extends AsynchronousCloseException {
    private static final long serialVersionUID = -4488191543534286750L;

    public ClosedByInterruptException() {
    }
}
