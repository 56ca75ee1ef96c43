package java.nio.file;

public class DirectoryNotEmptyException extends FileSystemException {
    private static final long serialVersionUID = 3056667871802779003L;

    public DirectoryNotEmptyException(String file) {
        super(file);
    }
}
