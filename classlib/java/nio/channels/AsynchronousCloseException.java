package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class AsynchronousCloseException extends ClosedChannelException {
    private static final long serialVersionUID = 1L;

    public AsynchronousCloseException() {
    }
}
