package java.io;

public class UncheckedIOException extends RuntimeException {
    private static final long serialVersionUID = -8134305061645241065L;

    public UncheckedIOException(String message, IOException cause) {
        super(message, requireNonNull(cause));
    }

    public UncheckedIOException(IOException cause) {
        super(requireNonNull(cause));
    }

    private static IOException requireNonNull(IOException cause) {
        if (cause == null) {
            throw new NullPointerException();
        }
        return cause;
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
