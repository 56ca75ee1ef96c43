package java.net;

import java.io.IOException;

/**
 * The socket system calls used by Socket and ServerSocket, implemented by the
 * VM (vm/natives/net.c) over its io layer, so that they block as the thread
 * backend wants.  IPv4 only: addresses are host-order ints, time-outs
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
}
