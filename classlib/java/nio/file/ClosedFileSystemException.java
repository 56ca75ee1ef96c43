package java.nio.file;

/** An operation on a file system that is closed. */
public class ClosedFileSystemException extends IllegalStateException {
    private static final long serialVersionUID = -8158336077256193488L;

    public ClosedFileSystemException() {
    }
}
