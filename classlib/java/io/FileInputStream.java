package java.io;

public class FileInputStream extends InputStream {

    private final FileDescriptor fd;
    private final String path;
    private volatile boolean closed;
    private java.nio.channels.FileChannel channel;

    public FileInputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : null);
    }

    public FileInputStream(File file) throws FileNotFoundException {
        String name = (file != null ? file.getPath() : null);
        if (name == null) {
            throw new NullPointerException();
        }
        if (file.isInvalid()) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.path = name;
        this.fd = new FileDescriptor(FileDescriptor.open0(name, 0));
    }

    public FileInputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fd = fdObj;
        this.path = null;
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
    }

    @Override
    public int read() throws IOException {
        ensureOpen();
        byte[] b = new byte[1];
        int n = FileDescriptor.read0(fd.fd, b, 0, 1);
        return n <= 0 ? -1 : (b[0] & 0xFF);
    }

    @Override
    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        checkFromIndexSize(off, len, b.length);
        ensureOpen();
        if (len == 0) {
            return 0;
        }
        int n = FileDescriptor.read0(fd.fd, b, off, len);
        return n <= 0 ? -1 : n;
    }

    @Override
    public long skip(long n) throws IOException {
        ensureOpen();
        return super.skip(n);
    }

    @Override
    public int available() throws IOException {
        ensureOpen();
        return FileDescriptor.available0(fd.fd);
    }

    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        java.nio.channels.FileChannel ch;
        synchronized (this) {
            ch = channel;
        }
        if (ch != null) {
            ch.close();
        }
        if (fd.fd > 2) {
            FileDescriptor.close0(fd.fd);
        }
    }

    public final FileDescriptor getFD() throws IOException {
        return fd;
    }

    /** The file's channel (one per stream; closing either closes both). */
    public java.nio.channels.FileChannel getChannel() {
        java.nio.channels.FileChannel ch;
        synchronized (this) {
            ch = channel;
            if (ch == null) {
                ch = sun.nio.ch.FileChannelImpl.open(fd.fd, path, true, false, false, this);
                channel = ch;
            }
        }
        if (closed) {
            try {
                ch.close();
            } catch (IOException e) {
                /* the stream's fd is closed already */
            }
        }
        return ch;
    }
}
