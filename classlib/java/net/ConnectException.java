package java.net;

public class ConnectException extends SocketException {
    private static final long serialVersionUID = 1L;

    public ConnectException(String msg) {
        super(msg);
    }

    public ConnectException() {
        super();
    }
}
