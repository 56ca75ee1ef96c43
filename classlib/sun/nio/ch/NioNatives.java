package sun.nio.ch;

/**
 * The system calls under java.nio.channels (vm/natives/nio.c, over the VM's
 * io layer, so they block as the thread backend wants).  Results are counts
 * or -errno; EOF marks the end of a stream and AGAIN a non-blocking accept
 * or receive that found nothing.  Addresses cross as byte[4] or byte[16]
 * (network order) with a scope id and a port; results come back in a
 * byte[16] and an int[3] (family 4 or 6, scope, port).  Waits given in
 * milliseconds are: < 0 for ever, 0 not at all, else a time-out (-ETIMEDOUT).
 */
final class NioNatives {
    static final int EOF = -1000000;
    static final int AGAIN = -1000001;

    static final int EPERM = 1, ENOENT = 2, EINTR = 4, EBADF = 9, EAGAIN = 11, EACCES = 13,
            EEXIST = 17, EISDIR = 21, EINVAL = 22, EPIPE = 32, ENOTSOCK = 88, EADDRINUSE = 98,
            EADDRNOTAVAIL = 99, ENETUNREACH = 101, ECONNRESET = 104, ENOTCONN = 107,
            ETIMEDOUT = 110, ECONNREFUSED = 111, EHOSTUNREACH = 113, EDEADLK = 35, EAFNOSUPPORT = 97;

    static final int O_READ = 1, O_WRITE = 2, O_APPEND = 4, O_TRUNCATE = 8, O_CREATE = 16,
            O_CREATE_NEW = 32, O_SYNC = 64, O_DSYNC = 128;

    /* Poller events (threads.h's TH_FD_*). */
    static final int EV_READ = 1, EV_WRITE = 2, EV_ERROR = 4;

    private NioNatives() {
    }

    static native int open0(String path, int flags, int mode);

    static native int fread0(int fd, byte[] b, int off, int len);

    static native int fwrite0(int fd, byte[] b, int off, int len);

    static native int pread0(int fd, byte[] b, int off, int len, long pos);

    static native int pwrite0(int fd, byte[] b, int off, int len, long pos);

    static native int read0(int fd, byte[] b, int off, int len, boolean block);

    static native int write0(int fd, byte[] b, int off, int len, boolean block);

    static native long seek0(int fd, long pos, int whence);

    static native long size0(int fd);

    static native int truncate0(int fd, long len);

    static native int sync0(int fd, boolean metaData);

    static native int lock0(int fd, long pos, long len, boolean shared, boolean wait);

    static native int unlock0(int fd, long pos, long len);

    /** family: 0 dual-stack (IPv6 carrying IPv4, or IPv4 without IPv6), 4 or 6. */
    static native int socket0(boolean stream, int family);

    /** 4 or 6, or -errno. */
    static native int family0(int fd);

    static native boolean ipv6Available0();

    static native int bind0(int fd, byte[] addr, int scope, int port);

    static native int listen0(int fd, int backlog);

    static native int accept0(int fd, long waitMs, byte[] addr, int[] info);

    /** 1 connected, 0 in progress; a datagram socket only takes the peer. */
    static native int connect0(int fd, byte[] addr, int scope, int port, boolean block);

    static native int disconnect0(int fd);

    static native int mcast0(int fd, byte[] group, int ifindex, boolean join);

    /** op: 0 join group for source only, 1 leave that, 2 block source, 3 unblock it. */
    static native int mcastSource0(int fd, byte[] group, int ifindex, byte[] source, int op);

    static native int finishConnect0(int fd, long waitMs);

    /** One read of a socket, -ETIMEDOUT after waitMs (> 0). */
    static native int readTimed0(int fd, byte[] b, int off, int len, long waitMs);

    static native int shutdown0(int fd, int how);

    static native int close0(int fd);

    static native int preClose0(int fd);

    static native int sockname0(int fd, boolean peer, byte[] addr, int[] info);

    /* Option numbers: java.net.Net's (vm/natives/net.h). */
    static final int TCP_NODELAY = 1, SO_REUSEADDR = 2, SO_KEEPALIVE = 3, SO_RCVBUF = 4,
            SO_SNDBUF = 5, SO_LINGER = 6, SO_OOBINLINE = 7, SO_BROADCAST = 20, IP_TOS = 21,
            IP_MULTICAST_TTL = 22, IP_MULTICAST_LOOP = 23, IP_MULTICAST_IF = 24, SO_REUSEPORT = 25;

    static native int setIntOption0(int fd, int opt, int value);

    static native int getIntOption0(int fd, int opt);

    /** addr null: to the connected peer; 0 would block. */
    static native int sendto0(int fd, byte[] b, int off, int len, byte[] addr, int scope, int port,
            boolean block);

    static native int recvfrom0(int fd, byte[] b, int off, int len, long waitMs, byte[] from, int[] info);

    static native int pipe0(int[] fds);

    /** A byte[] over the mapped pages (FileMapping); null with out[0] = -errno. */
    static native byte[] map0(int fd, int mode, long position, long size, long[] out);

    static native int unmap0(long address, long length);

    /** op 0 msync, 1 load, 2 isLoaded (1 if resident). */
    static native int mapOp0(long address, long offset, long length, int op);

    static native int pollerNew0();

    static native int pollerCtl0(int ep, int fd, int events, int was);

    static native int pollerWait0(int ep, int[] fds, int[] events, long timeoutMs);

    static native int wakeupNew0();

    static native int wakeupSignal0(int fd);

    static native int wakeupDrain0(int fd);

    static native int available0(int fd);

    static native String strerror0(int err);
}
