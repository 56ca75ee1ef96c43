package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class CancelledKeyException extends IllegalStateException {
    private static final long serialVersionUID = -8438032138028814268L;

    public CancelledKeyException() {
    }
}
