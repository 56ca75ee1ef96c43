package java.net;

/** A proxy setting: a type (DIRECT, HTTP, SOCKS) and, unless DIRECT, the proxy's address. */
public class Proxy {
    public enum Type {
        DIRECT, HTTP, SOCKS
    }

    public static final Proxy NO_PROXY = new Proxy();

    private final Type type;
    private final SocketAddress sa;

    private Proxy() {
        type = Type.DIRECT;
        sa = null;
    }

    public Proxy(Type type, SocketAddress sa) {
        if (type == Type.DIRECT || !(sa instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("type " + type + " is not compatible with address " + sa);
        }
        this.type = type;
        this.sa = sa;
    }

    public Type type() {
        return type;
    }

    public SocketAddress address() {
        return sa;
    }

    @Override
    public String toString() {
        return type() == Type.DIRECT ? "DIRECT" : type() + " @ " + address();
    }

    @Override
    public final boolean equals(Object obj) {
        if (!(obj instanceof Proxy)) {
            return false;
        }
        Proxy p = (Proxy) obj;
        return p.type() == type() && (address() == null ? p.address() == null : address().equals(p.address()));
    }

    @Override
    public final int hashCode() {
        return address() == null ? type().hashCode() : type().hashCode() + address().hashCode();
    }
}
