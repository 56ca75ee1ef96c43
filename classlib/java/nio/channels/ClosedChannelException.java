package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class ClosedChannelException extends java.io.IOException {
    private static final long serialVersionUID = 882777185433553857L;

    public ClosedChannelException() {
    }
}
