package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class OverlappingFileLockException extends IllegalStateException {
    private static final long serialVersionUID = 2047812138163068433L;

    public OverlappingFileLockException() {
    }
}
