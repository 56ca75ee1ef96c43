package java.io;

/**
 * A file read and written at any position.  Reads and writes go through
 * FileDescriptor's natives (io/ on both backends); seek, length and
 * setLength are RandomAccessFile's own (vm/natives/raf.c).
 */
public class RandomAccessFile implements DataOutput, DataInput, Closeable {
    private final FileDescriptor fd;
    private final String path;
    private final boolean rw;
    private volatile boolean closed;
    private java.nio.channels.FileChannel channel;

    public RandomAccessFile(String name, String mode) throws FileNotFoundException {
        this(name != null ? new File(name) : null, mode);
    }

    public RandomAccessFile(File file, String mode) throws FileNotFoundException {
        String name = (file != null ? file.getPath() : null);
        int m;
        if (mode.equals("r")) {
            m = 0;
        } else if (mode.equals("rw")) {
            m = 1;
        } else if (mode.equals("rws")) {
            m = 2;
        } else if (mode.equals("rwd")) {
            m = 3;
        } else {
            throw new IllegalArgumentException("Illegal mode \"" + mode
                                               + "\" must be one of \"r\", \"rw\", \"rws\", or \"rwd\"");
        }
        if (name == null) {
            throw new NullPointerException();
        }
        if (file.isInvalid()) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.path = name;
        this.rw = m != 0;
        this.fd = new FileDescriptor(open0(name, m));
    }

    public final FileDescriptor getFD() throws IOException {
        return fd;
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
    }

    public int read() throws IOException {
        ensureOpen();
        byte[] b = new byte[1];
        int n = FileDescriptor.read0(fd.fd, b, 0, 1);
        return n <= 0 ? -1 : (b[0] & 0xff);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        }
        ensureOpen();
        if (len == 0) {
            return 0;
        }
        int n = FileDescriptor.read0(fd.fd, b, off, len);
        return n <= 0 ? -1 : n;
    }

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        int n = 0;
        while (n < len) {
            int count = read(b, off + n, len - n);
            if (count < 0) {
                throw new EOFException();
            }
            n += count;
        }
    }

    public int skipBytes(int n) throws IOException {
        if (n <= 0) {
            return 0;
        }
        long pos = getFilePointer();
        long len = length();
        long newpos = pos + n;
        if (newpos > len) {
            newpos = len;
        }
        seek(newpos);
        return (int) (newpos - pos);
    }

    public void write(int b) throws IOException {
        byte[] one = { (byte) b };
        write(one, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        }
        ensureOpen();
        if (!rw) {
            throw new IOException("Bad file descriptor");
        }
        FileDescriptor.write0(fd.fd, b, off, len);
    }

    public long getFilePointer() throws IOException {
        ensureOpen();
        return seek0(fd.fd, 0, 1);
    }

    public void seek(long pos) throws IOException {
        if (pos < 0) {
            throw new IOException("Negative seek offset");
        }
        ensureOpen();
        seek0(fd.fd, pos, 0);
    }

    public long length() throws IOException {
        ensureOpen();
        return length0(fd.fd);
    }

    public void setLength(long newLength) throws IOException {
        ensureOpen();
        if (!rw) {
            throw new IOException("Invalid argument");
        }
        long pos = getFilePointer();
        setLength0(fd.fd, newLength);
        if (pos > newLength) {
            seek0(fd.fd, newLength, 0);
        }
    }

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
        FileDescriptor.close0(fd.fd);
    }

    public final boolean readBoolean() throws IOException {
        return readUnsignedByte() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) readUnsignedByte();
    }

    public final int readUnsignedByte() throws IOException {
        int ch = read();
        if (ch < 0) {
            throw new EOFException();
        }
        return ch;
    }

    public final short readShort() throws IOException {
        return (short) readUnsignedShort();
    }

    public final int readUnsignedShort() throws IOException {
        byte[] b = new byte[2];
        readFully(b, 0, 2);
        return ((b[0] & 0xff) << 8) | (b[1] & 0xff);
    }

    public final char readChar() throws IOException {
        return (char) readUnsignedShort();
    }

    public final int readInt() throws IOException {
        byte[] b = new byte[4];
        readFully(b, 0, 4);
        return ((b[0] & 0xff) << 24) | ((b[1] & 0xff) << 16) | ((b[2] & 0xff) << 8) | (b[3] & 0xff);
    }

    public final long readLong() throws IOException {
        return ((long) readInt() << 32) + (readInt() & 0xFFFFFFFFL);
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    /* As the JDK: one read per byte; '\n', '\r' or "\r\n" end a line. */
    public final String readLine() throws IOException {
        StringBuilder input = new StringBuilder();
        int c = -1;
        boolean eol = false;
        while (!eol) {
            switch (c = read()) {
            case -1:
            case '\n':
                eol = true;
                break;
            case '\r':
                eol = true;
                long cur = getFilePointer();
                if (read() != '\n') {
                    seek(cur);
                }
                break;
            default:
                input.append((char) c);
                break;
            }
        }
        if (c == -1 && input.length() == 0) {
            return null;
        }
        return input.toString();
    }

    public final String readUTF() throws IOException {
        return DataInputStream.readUTF(this);
    }

    public final void writeBoolean(boolean v) throws IOException {
        write(v ? 1 : 0);
    }

    public final void writeByte(int v) throws IOException {
        write(v);
    }

    public final void writeShort(int v) throws IOException {
        byte[] b = { (byte) (v >>> 8), (byte) v };
        write(b, 0, 2);
    }

    public final void writeChar(int v) throws IOException {
        writeShort(v);
    }

    public final void writeInt(int v) throws IOException {
        byte[] b = { (byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v };
        write(b, 0, 4);
    }

    public final void writeLong(long v) throws IOException {
        byte[] b = new byte[8];
        for (int i = 0; i < 8; i++) {
            b[i] = (byte) (v >>> (56 - 8 * i));
        }
        write(b, 0, 8);
    }

    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    public final void writeBytes(String s) throws IOException {
        int len = s.length();
        byte[] b = new byte[len];
        for (int i = 0; i < len; i++) {
            b[i] = (byte) s.charAt(i);
        }
        write(b, 0, len);
    }

    public final void writeChars(String s) throws IOException {
        int len = s.length();
        byte[] b = new byte[len * 2];
        for (int i = 0; i < len; i++) {
            char c = s.charAt(i);
            b[2 * i] = (byte) (c >>> 8);
            b[2 * i + 1] = (byte) c;
        }
        write(b, 0, b.length);
    }

    public final void writeUTF(String str) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        new DataOutputStream(bo).writeUTF(str);
        write(bo.toByteArray());
    }

    /* mode 4 (for File.createTempFile): create a new file, failing with
     * "(File exists)" if there is one. */
    static native int open0(String path, int mode) throws FileNotFoundException;

    private static native long seek0(int fd, long pos, int whence) throws IOException;

    private static native long length0(int fd) throws IOException;

    private static native void setLength0(int fd, long length) throws IOException;

    /** The file's channel (one per stream; closing either closes both). */
    public java.nio.channels.FileChannel getChannel() {
        java.nio.channels.FileChannel ch;
        synchronized (this) {
            ch = channel;
            if (ch == null) {
                ch = sun.nio.ch.FileChannelImpl.open(fd.fd, path, true, rw, false, this);
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
