package java.io;

public class FileOutputStream extends OutputStream {

    private final FileDescriptor fd;
    private volatile boolean closed;
    private java.nio.channels.FileChannel channel;
    private String path;
    private boolean append;

    public FileOutputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : null, false);
    }

    public FileOutputStream(String name, boolean append) throws FileNotFoundException {
        this(name != null ? new File(name) : null, append);
    }

    public FileOutputStream(File file) throws FileNotFoundException {
        this(file, false);
    }

    public FileOutputStream(File file, boolean append) throws FileNotFoundException {
        String name = (file != null ? file.getPath() : null);
        if (name == null) {
            throw new NullPointerException();
        }
        if (file.isInvalid()) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.fd = new FileDescriptor(FileDescriptor.open0(name, append ? 2 : 1));
        this.path = name;
        this.append = append;
    }

    public FileOutputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fd = fdObj;
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
    }

    @Override
    public void write(int b) throws IOException {
        ensureOpen();
        FileDescriptor.write0(fd.fd, new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        InputStream.checkFromIndexSize(off, len, b.length);
        ensureOpen();
        if (len > 0) {
            FileDescriptor.write0(fd.fd, b, off, len);
        }
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
                ch = sun.nio.ch.FileChannelImpl.open(fd.fd, path, false, true, append, this);
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
