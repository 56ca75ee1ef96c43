package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class IllegalSelectorException extends IllegalArgumentException {
    private static final long serialVersionUID = -8406323347253320987L;

    public IllegalSelectorException() {
    }
}
