package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class NonReadableChannelException extends IllegalStateException {
    private static final long serialVersionUID = -3200915679294993514L;

    public NonReadableChannelException() {
    }
}
