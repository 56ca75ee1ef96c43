package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class UnresolvedAddressException extends IllegalArgumentException {
    private static final long serialVersionUID = 6136959093620794148L;

    public UnresolvedAddressException() {
    }
}
