package java.io;

/**
 * The reading end of a pipe between two threads: bytes written to the connected
 * PipedOutputStream wait in a circular buffer.  As the JDK's, a blocked reader or writer
 * re-checks every second whether the thread at the other end is still alive, so a pipe whose
 * writer died reports "Pipe broken" (or "Write end dead") instead of blocking forever.
 */
public class PipedInputStream extends InputStream {
    protected static final int PIPE_SIZE = 1024;

    protected byte[] buffer;
    /** Where the next byte received goes; -1 when the buffer is empty. */
    protected int in = -1;
    /** Where the next byte read comes from. */
    protected int out = 0;

    boolean closedByWriter;
    volatile boolean closedByReader;
    boolean connected;
    Thread readSide;
    Thread writeSide;

    public PipedInputStream(PipedOutputStream src) throws IOException {
        this(src, PIPE_SIZE);
    }

    public PipedInputStream(PipedOutputStream src, int pipeSize) throws IOException {
        this(pipeSize);
        connect(src);
    }

    public PipedInputStream() {
        this(PIPE_SIZE);
    }

    public PipedInputStream(int pipeSize) {
        if (pipeSize <= 0) {
            throw new IllegalArgumentException("Pipe Size <= 0");
        }
        buffer = new byte[pipeSize];
    }

    public void connect(PipedOutputStream src) throws IOException {
        src.connect(this);
    }

    private void checkReceivable() throws IOException {
        if (!connected) {
            throw new IOException("Pipe not connected");
        }
        if (closedByWriter || closedByReader) {
            throw new IOException("Pipe closed");
        }
        if (readSide != null && !readSide.isAlive()) {
            throw new IOException("Read end dead");
        }
    }

    /** Waits (re-checking every second) until the buffer has room. */
    private void waitForRoom() throws IOException {
        while (in == out) {
            checkReceivable();
            notifyAll();
            try {
                wait(1000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException();
            }
        }
    }

    protected synchronized void receive(int b) throws IOException {
        checkReceivable();
        writeSide = Thread.currentThread();
        if (in == out) {
            waitForRoom();
        }
        if (in < 0) {
            in = 0;
            out = 0;
        }
        buffer[in++] = (byte) b;
        if (in >= buffer.length) {
            in = 0;
        }
    }

    synchronized void receive(byte[] b, int off, int len) throws IOException {
        checkReceivable();
        writeSide = Thread.currentThread();
        while (len > 0) {
            if (in == out) {
                waitForRoom();
            }
            int room;
            if (in < 0) {
                in = 0;
                out = 0;
                room = buffer.length;
            } else if (out < in) {
                room = buffer.length - in;
            } else {
                room = out - in;
            }
            int n = Math.min(room, len);
            System.arraycopy(b, off, buffer, in, n);
            off += n;
            len -= n;
            in += n;
            if (in >= buffer.length) {
                in = 0;
            }
        }
    }

    synchronized void receivedLast() {
        closedByWriter = true;
        notifyAll();
    }

    private void checkReadable() throws IOException {
        if (!connected) {
            throw new IOException("Pipe not connected");
        }
        if (closedByReader) {
            throw new IOException("Pipe closed");
        }
        if (writeSide != null && !writeSide.isAlive() && !closedByWriter && in < 0) {
            throw new IOException("Write end dead");
        }
    }

    @Override
    public synchronized int read() throws IOException {
        checkReadable();
        readSide = Thread.currentThread();
        int tries = 2;
        while (in < 0) {
            if (closedByWriter) {
                return -1;
            }
            if (writeSide != null && !writeSide.isAlive() && --tries < 0) {
                throw new IOException("Pipe broken");
            }
            notifyAll();
            try {
                wait(1000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException();
            }
        }
        int b = buffer[out++] & 0xff;
        if (out >= buffer.length) {
            out = 0;
        }
        if (in == out) {
            in = -1;
        }
        return b;
    }

    @Override
    public synchronized int read(byte[] b, int off, int len) throws IOException {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        int c = read();
        if (c < 0) {
            return -1;
        }
        b[off] = (byte) c;
        int n = 1;
        while (in >= 0 && n < len) {
            int avail = in > out ? in - out : buffer.length - out;
            int k = Math.min(avail, len - n);
            System.arraycopy(buffer, out, b, off + n, k);
            out += k;
            n += k;
            if (out >= buffer.length) {
                out = 0;
            }
            if (in == out) {
                in = -1;
            }
        }
        return n;
    }

    @Override
    public synchronized int available() throws IOException {
        if (in < 0) {
            return 0;
        }
        if (in == out) {
            return buffer.length;
        }
        return in > out ? in - out : in + buffer.length - out;
    }

    @Override
    public void close() throws IOException {
        closedByReader = true;
        synchronized (this) {
            in = -1;
        }
    }
}
