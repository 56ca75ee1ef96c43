package sun.nio.ch;

/**
 * The system calls under java.nio.channels (vm/natives/nio.c, over the VM's
 * io layer, so they block as the thread backend wants).  Results are counts
 * or -errno; EOF marks the end of a stream and AGAIN a non-blocking accept
 * or receive that found nothing.  Addresses are host-order IPv4 ints.
 */
final class NioNatives {
    static final int EOF = -1000000;
    static final int AGAIN = -1000001;

    static final int EPERM = 1, ENOENT = 2, EINTR = 4, EBADF = 9, EAGAIN = 11, EACCES = 13,
            EEXIST = 17, EISDIR = 21, EINVAL = 22, EPIPE = 32, ENOTSOCK = 88, EADDRINUSE = 98,
            EADDRNOTAVAIL = 99, ENETUNREACH = 101, ECONNRESET = 104, ENOTCONN = 107,
            ETIMEDOUT = 110, ECONNREFUSED = 111, EHOSTUNREACH = 113, EDEADLK = 35;

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

    static native int socket0(boolean stream);

    static native int bind0(int fd, int addr, int port);

    static native int listen0(int fd, int backlog);

    static native int accept0(int fd, boolean block, int[] peer);

    static native int connect0(int fd, int addr, int port, boolean block);

    static native int finishConnect0(int fd, boolean block);

    static native int shutdown0(int fd, int how);

    static native int close0(int fd);

    static native int preClose0(int fd);

    static native int sockname0(int fd, boolean peer, int[] out);

    static native int setIntOption0(int fd, int opt, int value);

    static native int getIntOption0(int fd, int opt);

    static native int sendto0(int fd, byte[] b, int off, int len, int addr, int port, boolean block);

    static native int recvfrom0(int fd, byte[] b, int off, int len, boolean block, int[] from);

    static native int pipe0(int[] fds);

    static native int pollerNew0();

    static native int pollerCtl0(int ep, int fd, int events, int was);

    static native int pollerWait0(int ep, int[] fds, int[] events, long timeoutMs);

    static native int wakeupNew0();

    static native int wakeupSignal0(int fd);

    static native int wakeupDrain0(int fd);

    static native int available0(int fd);

    static native String strerror0(int err);
}
