package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class InterruptedByTimeoutException extends java.io.IOException {
    private static final long serialVersionUID = -4268008601014042947L;

    public InterruptedByTimeoutException() {
    }
}
