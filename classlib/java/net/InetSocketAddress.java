package java.net;

/** An IP address and port, or an unresolved host name and port. */
public class InetSocketAddress extends SocketAddress {
    private static final long serialVersionUID = 5076001401234631237L;

    private final String hostname;
    private final InetAddress addr;
    private final int port;

    /**
     * The JDK's serial form: the three fields, through writeObject (so flagged SC_WRITE_METHOD);
     * a resolved address is written without the host name it was made from (the JDK keeps none).
     */
    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        java.io.ObjectOutputStream.PutField f = s.putFields();
        f.put("hostname", addr != null ? null : hostname);
        f.put("addr", addr);
        f.put("port", port);
        s.writeFields();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        if (port < 0 || port > 0xFFFF)
            throw new java.io.InvalidObjectException("port out of range:" + port);
        if (hostname == null && addr == null)
            throw new java.io.InvalidObjectException("Hostname and addr can't both be null");
    }

    private InetSocketAddress(int port, String hostname, InetAddress addr) {
        this.port = port;
        this.hostname = hostname;
        this.addr = addr;
    }

    public InetSocketAddress(int port) {
        this(InetAddress.anyLocalAddress(), port);
    }

    public InetSocketAddress(InetAddress addr, int port) {
        this(checkPort(port), null, addr == null ? InetAddress.anyLocalAddress() : addr);
    }

    public InetSocketAddress(String hostname, int port) {
        checkHost(hostname);
        this.port = checkPort(port);
        InetAddress a = null;
        try {
            a = InetAddress.getByName(hostname);
        } catch (UnknownHostException e) {
            a = null;
        }
        this.hostname = hostname;
        this.addr = a;
    }

    public static InetSocketAddress createUnresolved(String host, int port) {
        return new InetSocketAddress(checkPort(port), checkHost(host), null);
    }

    private static int checkPort(int port) {
        if (port < 0 || port > 0xFFFF) {
            throw new IllegalArgumentException("port out of range:" + port);
        }
        return port;
    }

    private static String checkHost(String hostname) {
        if (hostname == null) {
            throw new IllegalArgumentException("hostname can't be null");
        }
        return hostname;
    }

    public final int getPort() {
        return port;
    }

    public final InetAddress getAddress() {
        return addr;
    }

    public final String getHostName() {
        if (hostname != null) {
            return hostname;
        }
        return addr != null ? addr.getHostName() : null;
    }

    public final String getHostString() {
        if (hostname != null) {
            return hostname;
        }
        if (addr != null) {
            return addr.hostName != null ? addr.hostName : addr.getHostAddress();
        }
        return null;
    }

    public final boolean isUnresolved() {
        return addr == null;
    }

    @Override
    public String toString() {
        String s;
        if (isUnresolved()) {
            s = hostname + "/<unresolved>";
        } else {
            s = addr.toString();
            if (addr instanceof Inet6Address) {
                int i = s.lastIndexOf('/');
                s = s.substring(0, i + 1) + "[" + s.substring(i + 1) + "]";
            }
        }
        return s + ":" + port;
    }

    @Override
    public final boolean equals(Object obj) {
        if (!(obj instanceof InetSocketAddress)) {
            return false;
        }
        InetSocketAddress that = (InetSocketAddress) obj;
        boolean same;
        if (addr != null) {
            same = addr.equals(that.addr);
        } else if (hostname != null) {
            same = that.addr == null && hostname.equalsIgnoreCase(that.hostname);
        } else {
            same = that.addr == null && that.hostname == null;
        }
        return same && port == that.port;
    }

    @Override
    public final int hashCode() {
        if (addr != null) {
            return addr.hashCode() + port;
        }
        if (hostname != null) {
            return hostname.toLowerCase().hashCode() + port;
        }
        return port;
    }
}
