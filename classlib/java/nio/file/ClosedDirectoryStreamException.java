package java.nio.file;

public class ClosedDirectoryStreamException extends IllegalStateException {
    private static final long serialVersionUID = 4228386650900895400L;

    public ClosedDirectoryStreamException() {
    }
}
