package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class AcceptPendingException extends IllegalStateException {
    private static final long serialVersionUID = 2721339977965416421L;

    public AcceptPendingException() {
    }
}
