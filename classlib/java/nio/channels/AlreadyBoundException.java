package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class AlreadyBoundException extends IllegalStateException {
    private static final long serialVersionUID = 6796072983322737592L;

    public AlreadyBoundException() {
    }
}
