package java.nio.file;

/** A file system that already exists was to be created. */
public class FileSystemAlreadyExistsException extends RuntimeException {
    private static final long serialVersionUID = -5438419127181131148L;

    public FileSystemAlreadyExistsException() {
    }

    public FileSystemAlreadyExistsException(String msg) {
        super(msg);
    }
}
