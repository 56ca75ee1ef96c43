package java.nio.file;

/** A write to a read-only file system. */
public class ReadOnlyFileSystemException extends UnsupportedOperationException {
    private static final long serialVersionUID = -6822409595617487197L;

    public ReadOnlyFileSystemException() {
    }
}
