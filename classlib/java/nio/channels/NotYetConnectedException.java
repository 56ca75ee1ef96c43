package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class NotYetConnectedException extends IllegalStateException {
    private static final long serialVersionUID = 4697316551909513464L;

    public NotYetConnectedException() {
    }
}
