package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class FileLockInterruptionException extends java.io.IOException {
    private static final long serialVersionUID = 7104080643653532383L;

    public FileLockInterruptionException() {
    }
}
