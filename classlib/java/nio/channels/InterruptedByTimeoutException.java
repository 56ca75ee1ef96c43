package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class InterruptedByTimeoutException extends java.io.IOException {
    private static final long serialVersionUID = 1L;

    public InterruptedByTimeoutException() {
    }
}
