package java.nio.file;

/** No provider of the wanted kind of file system. */
public class ProviderNotFoundException extends RuntimeException {
    private static final long serialVersionUID = -1880012509822920354L;

    public ProviderNotFoundException() {
    }

    public ProviderNotFoundException(String msg) {
        super(msg);
    }
}
