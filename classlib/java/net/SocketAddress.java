package java.net;

public abstract class SocketAddress implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    public SocketAddress() {
    }
}
