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
}
