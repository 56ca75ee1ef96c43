package java.net;

import java.util.Collections;
import java.util.HashSet;
import java.util.Set;

/**
 * The StandardSocketOptions of Socket, ServerSocket and DatagramSocket
 * (setOption/getOption/supportedOptions): which each supports, as HotSpot
 * 17's do (without jdk.net's extended ones), their Net option numbers, and
 * the checks of a value, with HotSpot's exceptions.
 */
final class SocketOpts {
    private SocketOpts() {
    }

    static final Set<SocketOption<?>> SOCKET = set(StandardSocketOptions.SO_SNDBUF,
            StandardSocketOptions.SO_RCVBUF, StandardSocketOptions.SO_KEEPALIVE,
            StandardSocketOptions.SO_REUSEADDR, StandardSocketOptions.SO_REUSEPORT,
            StandardSocketOptions.SO_LINGER, StandardSocketOptions.IP_TOS,
            StandardSocketOptions.TCP_NODELAY);
    static final Set<SocketOption<?>> SERVER = set(StandardSocketOptions.SO_RCVBUF,
            StandardSocketOptions.SO_REUSEADDR, StandardSocketOptions.SO_REUSEPORT,
            StandardSocketOptions.IP_TOS);
    static final Set<SocketOption<?>> DATAGRAM = set(StandardSocketOptions.SO_SNDBUF,
            StandardSocketOptions.SO_RCVBUF, StandardSocketOptions.SO_REUSEADDR,
            StandardSocketOptions.SO_REUSEPORT, StandardSocketOptions.SO_BROADCAST,
            StandardSocketOptions.IP_TOS, StandardSocketOptions.IP_MULTICAST_IF,
            StandardSocketOptions.IP_MULTICAST_TTL, StandardSocketOptions.IP_MULTICAST_LOOP);

    private static Set<SocketOption<?>> set(SocketOption<?>... opts) {
        HashSet<SocketOption<?>> s = new HashSet<SocketOption<?>>();
        for (SocketOption<?> o : opts) {
            s.add(o);
        }
        return Collections.unmodifiableSet(s);
    }

    static void checkSupported(Set<SocketOption<?>> supported, SocketOption<?> name) {
        if (!supported.contains(name)) {
            throw new UnsupportedOperationException("'" + name + "' not supported");
        }
    }

    /** The Net number of an int or boolean option (IP_MULTICAST_IF is the caller's). */
    static int number(SocketOption<?> name) {
        if (name == StandardSocketOptions.TCP_NODELAY) {
            return Net.TCP_NODELAY;
        }
        if (name == StandardSocketOptions.SO_REUSEADDR) {
            return Net.SO_REUSEADDR;
        }
        if (name == StandardSocketOptions.SO_KEEPALIVE) {
            return Net.SO_KEEPALIVE;
        }
        if (name == StandardSocketOptions.SO_RCVBUF) {
            return Net.SO_RCVBUF;
        }
        if (name == StandardSocketOptions.SO_SNDBUF) {
            return Net.SO_SNDBUF;
        }
        if (name == StandardSocketOptions.SO_LINGER) {
            return Net.SO_LINGER;
        }
        if (name == StandardSocketOptions.SO_BROADCAST) {
            return Net.SO_BROADCAST;
        }
        if (name == StandardSocketOptions.SO_REUSEPORT) {
            return Net.SO_REUSEPORT;
        }
        if (name == StandardSocketOptions.IP_TOS) {
            return Net.IP_TOS;
        }
        if (name == StandardSocketOptions.IP_MULTICAST_TTL) {
            return Net.IP_MULTICAST_TTL;
        }
        if (name == StandardSocketOptions.IP_MULTICAST_LOOP) {
            return Net.IP_MULTICAST_LOOP;
        }
        throw new UnsupportedOperationException("'" + name + "' not supported");
    }

    /** The int a value is set as (booleans 0/1, SO_LINGER < 0 off), checked as HotSpot. */
    static int value(SocketOption<?> name, Object value) {
        if (value == null || !name.type().isInstance(value)) {
            throw new IllegalArgumentException("Invalid value '" + value + "'");
        }
        if (value instanceof Boolean) {
            return ((Boolean) value).booleanValue() ? 1 : 0;
        }
        int v = ((Integer) value).intValue();
        if (name == StandardSocketOptions.SO_LINGER) {
            return v < 0 ? -1 : Math.min(v, 65535);
        }
        if ((name == StandardSocketOptions.SO_RCVBUF || name == StandardSocketOptions.SO_SNDBUF) && v < 0) {
            throw new IllegalArgumentException("Invalid send/receive buffer size");
        }
        if (name == StandardSocketOptions.IP_TOS && (v < 0 || v > 255)) {
            throw new IllegalArgumentException("Invalid IP_TOS value");
        }
        if (name == StandardSocketOptions.IP_MULTICAST_TTL && (v < 0 || v > 255)) {
            throw new IllegalArgumentException("Invalid TTL/hop value");
        }
        return v;
    }

    @SuppressWarnings("unchecked")
    static <T> T result(SocketOption<T> name, int v) {
        if (name.type() == Boolean.class) {
            return (T) Boolean.valueOf(v != 0);
        }
        return (T) Integer.valueOf(v);
    }
}
