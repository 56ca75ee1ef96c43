package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class ClosedSelectorException extends IllegalStateException {
    private static final long serialVersionUID = 6466297122317847835L;

    public ClosedSelectorException() {
    }
}
