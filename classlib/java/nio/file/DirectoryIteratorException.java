package java.nio.file;

import java.io.IOException;
import java.util.ConcurrentModificationException;

public final class DirectoryIteratorException extends ConcurrentModificationException {
    private static final long serialVersionUID = -6012699886086212874L;

    public DirectoryIteratorException(IOException cause) {
        super(cause);
        if (cause == null) {
            throw new NullPointerException();
        }
    }

    @Override
    public IOException getCause() {
        return (IOException) super.getCause();
    }
}
