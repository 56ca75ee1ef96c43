package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class ConnectionPendingException extends IllegalStateException {
    private static final long serialVersionUID = 2008393366501760879L;

    public ConnectionPendingException() {
    }
}
