package javax.crypto;


public class BadPaddingException extends java.security.GeneralSecurityException {
    private static final long serialVersionUID = -3040547472637416237L;

    public BadPaddingException() {
        super();
    }

    public BadPaddingException(String msg) {
        super(msg);
    }
}
