package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class NonWritableChannelException extends IllegalStateException {
    private static final long serialVersionUID = -7071230488279011621L;

    public NonWritableChannelException() {
    }
}
