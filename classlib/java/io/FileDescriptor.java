package java.io;

/** An open file: just the OS descriptor number, used through the VM's io layer. */
public final class FileDescriptor {

    int fd;

    public static final FileDescriptor in = new FileDescriptor(0);
    public static final FileDescriptor out = new FileDescriptor(1);
    public static final FileDescriptor err = new FileDescriptor(2);

    public FileDescriptor() {
        fd = -1;
    }

    FileDescriptor(int fd) {
        this.fd = fd;
    }

    public boolean valid() {
        return fd != -1;
    }

    public void sync() throws SyncFailedException {
        sync0(fd);
    }

    private static native void sync0(int fd) throws SyncFailedException;

    static native int read0(int fd, byte[] b, int off, int len) throws IOException;

    static native void write0(int fd, byte[] b, int off, int len) throws IOException;

    static native int open0(String path, int mode) throws FileNotFoundException;

    static native void close0(int fd) throws IOException;

    static native int available0(int fd);
}
