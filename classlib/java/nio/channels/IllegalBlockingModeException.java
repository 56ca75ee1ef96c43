package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class IllegalBlockingModeException extends IllegalStateException {
    private static final long serialVersionUID = -3335774961855590474L;

    public IllegalBlockingModeException() {
    }
}
