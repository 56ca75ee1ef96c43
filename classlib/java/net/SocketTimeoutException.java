package java.net;

public class SocketTimeoutException extends java.io.InterruptedIOException {
    private static final long serialVersionUID = 1L;

    public SocketTimeoutException(String msg) {
        super(msg);
    }

    public SocketTimeoutException() {
        super();
    }
}
