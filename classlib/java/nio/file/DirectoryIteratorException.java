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

    /** As the JDK: a stream whose cause is not an IOException is refused. */
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        Throwable cause = super.getCause();
        if (!(cause instanceof java.io.IOException)) {
            throw new java.io.InvalidObjectException("Cause must be an IOException");
        }
    }
}
