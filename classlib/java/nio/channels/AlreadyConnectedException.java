package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class AlreadyConnectedException extends IllegalStateException {
    private static final long serialVersionUID = -7331895245053773357L;

    public AlreadyConnectedException() {
    }
}
