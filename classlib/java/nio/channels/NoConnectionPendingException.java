package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class NoConnectionPendingException extends IllegalStateException {
    private static final long serialVersionUID = -8296561183633134743L;

    public NoConnectionPendingException() {
    }
}
