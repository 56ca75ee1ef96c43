package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class WritePendingException extends IllegalStateException {
    private static final long serialVersionUID = 7031871839266032276L;

    public WritePendingException() {
    }
}
