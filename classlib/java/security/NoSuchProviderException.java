package java.security;

public class NoSuchProviderException extends GeneralSecurityException {
    private static final long serialVersionUID = 8488111756688534474L;

    public NoSuchProviderException() {
        super();
    }

    public NoSuchProviderException(String msg) {
        super(msg);
    }

    public NoSuchProviderException(String message, Throwable cause) {
        super(message, cause);
    }

    public NoSuchProviderException(Throwable cause) {
        super(cause);
    }
}
