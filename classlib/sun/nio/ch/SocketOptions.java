package sun.nio.ch;

import java.io.IOException;
import java.net.SocketOption;
import java.net.StandardSocketOptions;
import java.util.Collections;
import java.util.HashSet;
import java.util.Set;

/** Socket options by number (NioNatives.setIntOption0 / getIntOption0). */
final class SocketOptions {
    private SocketOptions() {
    }

    static Set<SocketOption<?>> set(SocketOption<?>... opts) {
        HashSet<SocketOption<?>> s = new HashSet<SocketOption<?>>();
        for (int i = 0; i < opts.length; i++) {
            s.add(opts[i]);
        }
        return Collections.unmodifiableSet(s);
    }

    private static int number(SocketOption<?> name) {
        if (name == StandardSocketOptions.TCP_NODELAY) {
            return NioNatives.TCP_NODELAY;
        }
        if (name == StandardSocketOptions.SO_REUSEADDR) {
            return NioNatives.SO_REUSEADDR;
        }
        if (name == StandardSocketOptions.SO_KEEPALIVE) {
            return NioNatives.SO_KEEPALIVE;
        }
        if (name == StandardSocketOptions.SO_RCVBUF) {
            return NioNatives.SO_RCVBUF;
        }
        if (name == StandardSocketOptions.SO_SNDBUF) {
            return NioNatives.SO_SNDBUF;
        }
        if (name == StandardSocketOptions.SO_LINGER) {
            return NioNatives.SO_LINGER;
        }
        if (name == StandardSocketOptions.SO_BROADCAST) {
            return NioNatives.SO_BROADCAST;
        }
        if (name == StandardSocketOptions.SO_REUSEPORT) {
            return NioNatives.SO_REUSEPORT;
        }
        if (name == StandardSocketOptions.IP_TOS) {
            return NioNatives.IP_TOS;
        }
        if (name == StandardSocketOptions.IP_MULTICAST_TTL) {
            return NioNatives.IP_MULTICAST_TTL;
        }
        if (name == StandardSocketOptions.IP_MULTICAST_LOOP) {
            return NioNatives.IP_MULTICAST_LOOP;
        }
        return -1;
    }

    static <T> void set(int fd, Set<SocketOption<?>> supported, SocketOption<T> name, T value) throws IOException {
        if (name == null) {
            throw new NullPointerException();
        }
        int n = number(name);
        if (!supported.contains(name) || n < 0) {
            throw new UnsupportedOperationException("'" + name + "' not supported");
        }
        if (!name.type().isInstance(value)) {
            throw new IllegalArgumentException("Invalid value '" + value + "'");
        }
        int v;
        if (value instanceof Boolean) {
            v = ((Boolean) value).booleanValue() ? 1 : 0;
        } else {
            v = ((Integer) value).intValue();
            if (n == NioNatives.SO_LINGER) {
                v = v < 0 ? -1 : Math.min(v, 65535);
            } else if ((n == NioNatives.SO_RCVBUF || n == NioNatives.SO_SNDBUF) && v < 0) {
                throw new IllegalArgumentException("Invalid send/receive buffer size");
            } else if (n == NioNatives.IP_MULTICAST_TTL && (v < 0 || v > 255)) {
                throw new IllegalArgumentException("Invalid TTL/hop value");
            } else if (n == NioNatives.IP_TOS && (v < 0 || v > 255)) {
                throw new IllegalArgumentException("Invalid IP_TOS value");
            }
        }
        int r = NioNatives.setIntOption0(fd, n, v);
        if (r < 0) {
            throw IOUtil.error(r);
        }
    }

    @SuppressWarnings("unchecked")
    static <T> T get(int fd, Set<SocketOption<?>> supported, SocketOption<T> name) throws IOException {
        if (name == null) {
            throw new NullPointerException();
        }
        int n = number(name);
        if (!supported.contains(name) || n < 0) {
            throw new UnsupportedOperationException("'" + name + "' not supported");
        }
        int r = NioNatives.getIntOption0(fd, n);
        if (r <= -1000) {
            throw IOUtil.error(r + 1000);
        }
        if (name.type() == Boolean.class) {
            return (T) Boolean.valueOf(r != 0);
        }
        return (T) Integer.valueOf(r);
    }
}
