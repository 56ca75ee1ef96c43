package java.net;

public class BindException extends SocketException {
    private static final long serialVersionUID = 1L;

    public BindException(String msg) {
        super(msg);
    }

    public BindException() {
        super();
    }
}
