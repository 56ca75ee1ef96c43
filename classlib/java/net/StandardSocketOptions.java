package java.net;

/** The standard socket options (those of them the channels support are listed by supportedOptions()). */
public final class StandardSocketOptions {
    private StandardSocketOptions() {
    }

    public static final SocketOption<Boolean> SO_BROADCAST = new Opt<Boolean>("SO_BROADCAST", Boolean.class);
    public static final SocketOption<Boolean> SO_KEEPALIVE = new Opt<Boolean>("SO_KEEPALIVE", Boolean.class);
    public static final SocketOption<Integer> SO_SNDBUF = new Opt<Integer>("SO_SNDBUF", Integer.class);
    public static final SocketOption<Integer> SO_RCVBUF = new Opt<Integer>("SO_RCVBUF", Integer.class);
    public static final SocketOption<Boolean> SO_REUSEADDR = new Opt<Boolean>("SO_REUSEADDR", Boolean.class);
    public static final SocketOption<Boolean> SO_REUSEPORT = new Opt<Boolean>("SO_REUSEPORT", Boolean.class);
    public static final SocketOption<Integer> SO_LINGER = new Opt<Integer>("SO_LINGER", Integer.class);
    public static final SocketOption<Integer> IP_TOS = new Opt<Integer>("IP_TOS", Integer.class);
    public static final SocketOption<NetworkInterface> IP_MULTICAST_IF =
            new Opt<NetworkInterface>("IP_MULTICAST_IF", NetworkInterface.class);
    public static final SocketOption<Integer> IP_MULTICAST_TTL = new Opt<Integer>("IP_MULTICAST_TTL", Integer.class);
    public static final SocketOption<Boolean> IP_MULTICAST_LOOP = new Opt<Boolean>("IP_MULTICAST_LOOP", Boolean.class);
    public static final SocketOption<Boolean> TCP_NODELAY = new Opt<Boolean>("TCP_NODELAY", Boolean.class);

    private static final class Opt<T> implements SocketOption<T> {
        private final String name;
        private final Class<T> type;

        Opt(String name, Class<T> type) {
            this.name = name;
            this.type = type;
        }

        public String name() {
            return name;
        }

        public Class<T> type() {
            return type;
        }

        public String toString() {
            return name;
        }
    }
}
