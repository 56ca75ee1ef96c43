package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class AsynchronousCloseException extends ClosedChannelException {
    private static final long serialVersionUID = 6891178312432313966L;

    public AsynchronousCloseException() {
    }
}
