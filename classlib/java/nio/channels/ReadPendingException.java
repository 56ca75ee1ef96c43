package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class ReadPendingException extends IllegalStateException {
    private static final long serialVersionUID = 1986315242191227217L;

    public ReadPendingException() {
    }
}
