package java.nio.file;

import java.io.IOException;

/**
 * The system calls under Files (vm/natives/io.c, over io/io.h).  Calls that
 * only report an error return -errno (Linux numbers) and Files turns them
 * into the exception HotSpot throws, naming the path.
 */
final class UnixNatives {
    static final int OPEN_READ = 1;
    static final int OPEN_WRITE = 2;
    static final int OPEN_APPEND = 4;
    static final int OPEN_TRUNCATE = 8;
    static final int OPEN_CREATE = 16;
    static final int OPEN_CREATE_NEW = 32;
    static final int OPEN_NOFOLLOW = 64;
    static final int OPEN_SYNC = 128;
    static final int OPEN_DSYNC = 256;

    static final int EPERM = 1;
    static final int ENOENT = 2;
    static final int EACCES = 13;
    static final int EEXIST = 17;
    static final int ENOTDIR = 20;
    static final int EISDIR = 21;
    static final int ENOTEMPTY = 39;
    static final int ELOOP = 40;

    static final int TYPE_FILE = 1;
    static final int TYPE_DIR = 2;
    static final int TYPE_LINK = 3;
    static final int TYPE_OTHER = 4;

    private UnixNatives() {
    }

    /** A new fd, or -errno. */
    static native int open0(String path, int flags, int mode);

    /** -1 at end of file. */
    static native int read0(int fd, byte[] b, int off, int len) throws IOException;

    static native void write0(int fd, byte[] b, int off, int len) throws IOException;

    static native void close0(int fd) throws IOException;

    /** 0 or -errno; out[0] type, out[1] size, out[2] modification time (ms). */
    static native int stat0(String path, boolean follow, long[] out);

    static native int unlink0(String path);

    static native int rmdir0(String path);

    static native int mkdir0(String path, int mode);

    static native int rename0(String from, String to);

    static native String strerror0(int errno);

    // ---- vm/natives/files.c ----

    static final int ENOTSUP = 95;
    static final int EXDEV = 18;
    static final int EINVAL = 22;
    static final int EBADF = 9;

    /** 0 or -errno; out (15): type, size, mtime s, ns, atime s, ns, ctime s, ns, mode, uid, gid, ino, dev, nlink, rdev. */
    static native int stat1(String path, boolean follow, long[] out);

    static native int chmod0(String path, int mode);

    /** Times in ns since the epoch; Long.MIN_VALUE leaves one as it is. */
    static native int utimes0(String path, long mtimeNs, long atimeNs, boolean follow);

    static native int symlink0(String target, String link);

    static native int link0(String existing, String link);

    /** null with err[0] = errno. */
    static native String readlink0(String path, int[] err);

    static native String realpath0(String path, int[] err);

    static native String[] readdir0(String dir, int[] err);

    /** null when the id has no name. */
    static native String userName0(int uid);

    static native String groupName0(int gid);

    /** -1 when there is none. */
    static native int userId0(String name, boolean group);

    static native int chown0(String path, int uid, int gid, boolean follow);

    static native int access0(String path, int mode);

    /** out: total, free, usable bytes, block size. */
    static native int statvfs0(String path, long[] out);

    static final int ENODATA = 61;

    /** The value's size (buf null: the size only), or -errno (-ENODATA: no such attribute). */
    static native int getxattr0(String path, String name, byte[] buf, boolean follow);

    static native int setxattr0(String path, String name, byte[] value, int len, boolean follow);

    static native int removexattr0(String path, String name, boolean follow);

    /** The names, each ended by a newline; null with err[0] = errno. */
    static native String listxattr0(String path, boolean follow, int[] err);

    static native int inotifyInit0();

    static native int inotifyAdd0(int fd, String path, int mask);

    static native int inotifyRm0(int fd, int wd);

    /** out[0] an epoll set holding fd and out[1], an eventfd that inotifyWake0 signals: 0 or -errno. */
    static native int inotifyWaker0(int fd, int[] out);

    static native int inotifyWake0(int efd);

    /**
     * Waits on ep (timeout < 0: for ever; 0: not at all), reads fd: bytes read, 0 at the time-out,
     * -EINTR when woken through efd, or -errno (-EBADF: closed).
     */
    static native int inotifyRead0(int fd, int ep, int efd, byte[] buf, long timeoutNanos);

    static native int inotifyClose0(int fd);
}
