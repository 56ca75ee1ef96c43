package java.net;

public class ProtocolException extends java.io.IOException {
    private static final long serialVersionUID = 1L;

    public ProtocolException(String msg) {
        super(msg);
    }

    public ProtocolException() {
        super();
    }
}
