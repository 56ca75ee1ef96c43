package java.net;

import java.io.IOException;

/**
 * The socket system calls used by Socket and ServerSocket, implemented by the
 * VM (vm/natives/net.c) over its io layer, so that they block as the thread
 * backend wants.  The first group is IPv4 only (addresses as host-order
 * ints; kept for other callers), the second takes either family; time-outs
 * milliseconds (0 = none).
 */
final class Net {
    static final int TCP_NODELAY = 1;
    static final int SO_REUSEADDR = 2;
    static final int SO_KEEPALIVE = 3;
    static final int SO_RCVBUF = 4;
    static final int SO_SNDBUF = 5;
    static final int SO_LINGER = 6;
    static final int SO_OOBINLINE = 7;

    private Net() {
    }

    static native int socket0() throws IOException;

    static native void bind0(int fd, int addr, int port) throws IOException;

    static native void listen0(int fd, int backlog) throws IOException;

    /** peer[0] = address, peer[1] = port of the accepted connection. */
    static native int accept0(int fd, int timeout, int[] peer) throws IOException;

    static native void connect0(int fd, int addr, int port, int timeout) throws IOException;

    /** -1 at end of stream. */
    static native int read0(int fd, byte[] b, int off, int len, int timeout) throws IOException;

    static native void write0(int fd, byte[] b, int off, int len) throws IOException;

    static native int available0(int fd) throws IOException;

    /** how: 0 input, 1 output. */
    static native void shutdown0(int fd, int how) throws IOException;

    /** Wakes the threads blocked on fd and makes its further calls fail; close0 later. */
    static native void preClose0(int fd) throws IOException;

    static native void close0(int fd) throws IOException;

    /** SO_LINGER: value < 0 is off. */
    static native void setIntOption0(int fd, int opt, int value) throws IOException;

    static native int getIntOption0(int fd, int opt) throws IOException;

    static native int localAddress0(int fd) throws IOException;

    static native int localPort0(int fd) throws IOException;

    static native int lookup0(String host) throws UnknownHostException;

    static native String reverseLookup0(int addr);

    static native String localHostName0();

    // ---- either IP family (vm/natives/inet.c): addresses as byte[4] or
    // byte[16] with a scope id; results in a byte[16] and an int[3] of
    // family (4 or 6), scope and port ----

    static final int SO_BROADCAST = 20;
    static final int IP_TOS = 21;
    static final int IP_MULTICAST_TTL = 22;
    static final int IP_MULTICAST_LOOP = 23;
    static final int IP_MULTICAST_IF = 24;
    static final int SO_REUSEPORT = 25;

    static native boolean ipv6Available0();

    /** An IPv6 socket that carries IPv4 too when the kernel has IPv6, else an IPv4 one. */
    static native int socketIp0(boolean datagram) throws IOException;

    static native int familyIp0(int fd) throws IOException;

    static native void bindIp0(int fd, byte[] addr, int scope, int port) throws IOException;

    static native void connectIp0(int fd, byte[] addr, int scope, int port, int timeout) throws IOException;

    static native void disconnect0(int fd) throws IOException;

    static native int acceptIp0(int fd, int timeout, byte[] addr, int[] info) throws IOException;

    static native void localIp0(int fd, byte[] addr, int[] info) throws IOException;

    static native void peerIp0(int fd, byte[] addr, int[] info) throws IOException;

    /** addr null: to the connected peer. */
    static native int sendIp0(int fd, byte[] b, int off, int len, byte[] addr, int scope, int port)
            throws IOException;

    static native int recvIp0(int fd, byte[] b, int off, int len, int timeout, byte[] addr, int[] info,
            boolean peek) throws IOException;

    static native void mcastIp0(int fd, byte[] group, int ifindex, boolean join) throws IOException;

    static native void setIpOption0(int fd, int opt, int value) throws IOException;

    static native int getIpOption0(int fd, int opt) throws IOException;

    /** Entries of 21 bytes: family, 16 address bytes, scope (big-endian); IPv4 first. */
    static native byte[] resolve0(String host) throws UnknownHostException;

    static native String reverseIp0(byte[] addr, int scope);

    /** One line per interface address (see vm/natives/inet.c). */
    static native String interfaces0() throws SocketException;

    // ---- helpers ----

    /** The address bytes natives take: 4 for IPv4, 16 for IPv6. */
    static byte[] bytes(InetAddress a) {
        return a.getAddress();
    }

    static int scope(InetAddress a) {
        return a instanceof Inet6Address ? ((Inet6Address) a).getScopeId() : 0;
    }

    /** The address a native stored in addr/info. */
    static InetAddress toInetAddress(byte[] addr, int[] info) {
        if (info[0] == 4) {
            int v = ((addr[0] & 0xFF) << 24) | ((addr[1] & 0xFF) << 16) | ((addr[2] & 0xFF) << 8) | (addr[3] & 0xFF);
            return new Inet4Address(null, v);
        }
        byte[] b = new byte[16];
        System.arraycopy(addr, 0, b, 0, 16);
        return new Inet6Address(null, b, info[1]);
    }

    static InetAddress localAddress(int fd) throws IOException {
        byte[] b = new byte[16];
        int[] info = new int[3];
        localIp0(fd, b, info);
        return toInetAddress(b, info);
    }

    static int localPort(int fd) throws IOException {
        byte[] b = new byte[16];
        int[] info = new int[3];
        localIp0(fd, b, info);
        return info[2];
    }
}
