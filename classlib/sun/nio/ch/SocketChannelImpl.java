package sun.nio.ch;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.SocketOption;
import java.net.SocketTimeoutException;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.AlreadyBoundException;
import java.nio.channels.AlreadyConnectedException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ConnectionPendingException;
import java.nio.channels.IllegalBlockingModeException;
import java.nio.channels.NoConnectionPendingException;
import java.nio.channels.NotYetConnectedException;
import java.nio.channels.SelectionKey;
import java.nio.channels.SocketChannel;
import java.nio.channels.spi.SelectorProvider;
import java.util.Objects;
import java.util.Set;

/**
 * A TCP socket channel of either IP family: by default an IPv6 socket that
 * carries IPv4 too (as HotSpot's), or the family open(ProtocolFamily) asked
 * for.  The fd is non-blocking on every backend; a
 * blocking-mode call waits through the VM's io layer (NioNatives with
 * block = true), a non-blocking one never waits.
 */
public class SocketChannelImpl extends SocketChannel implements SelChImpl {
    private static final int ST_UNCONNECTED = 0, ST_PENDING = 1, ST_CONNECTED = 2;
    private static final Set<SocketOption<?>> OPTIONS = SocketOptions.set(
            StandardSocketOptions.SO_SNDBUF, StandardSocketOptions.SO_RCVBUF,
            StandardSocketOptions.SO_KEEPALIVE, StandardSocketOptions.SO_REUSEADDR,
            StandardSocketOptions.SO_REUSEPORT, StandardSocketOptions.SO_LINGER,
            StandardSocketOptions.TCP_NODELAY, StandardSocketOptions.IP_TOS);

    private final FdHolder fdh;
    private final int family;               /* the socket's: 4 or 6 */
    private final Object readLock = new Object();
    private final Object writeLock = new Object();
    private final Object stateLock = new Object();
    private volatile int state;
    private volatile boolean inputShut, outputShut;
    private InetSocketAddress localAddress;
    private InetSocketAddress remoteAddress;

    /* family: 0 the default, 4 or 6 (IOUtil.family). */
    SocketChannelImpl(SelectorProvider sp, int family) throws IOException {
        super(sp);
        int[] s = IOUtil.socket(true, family);
        fdh = new FdHolder(s[0]);
        this.family = s[1];
    }

    /* An accepted connection. */
    SocketChannelImpl(SelectorProvider sp, int fd, int family, InetSocketAddress remote) throws IOException {
        super(sp);
        fdh = new FdHolder(fd);
        this.family = family;
        state = ST_CONNECTED;
        remoteAddress = remote;
        localAddress = sockname(fd, false);
    }

    static InetSocketAddress sockname(int fd, boolean peer) throws IOException {
        return IOUtil.sockname(fd, peer);
    }

    public int fdVal() {
        return fdh.fd();
    }

    public int translateReadyOps(int ev, int interest) {
        int ops = 0;
        boolean err = (ev & NioNatives.EV_ERROR) != 0;
        if (((ev & NioNatives.EV_READ) != 0 || err) && (interest & SelectionKey.OP_READ) != 0
                && state == ST_CONNECTED) {
            ops |= SelectionKey.OP_READ;
        }
        if (((ev & NioNatives.EV_WRITE) != 0 || err) && (interest & SelectionKey.OP_WRITE) != 0
                && state == ST_CONNECTED) {
            ops |= SelectionKey.OP_WRITE;
        }
        if (((ev & NioNatives.EV_WRITE) != 0 || err) && (interest & SelectionKey.OP_CONNECT) != 0
                && state == ST_PENDING) {
            ops |= SelectionKey.OP_CONNECT;
        }
        return ops;
    }

    private void ensureOpen() throws ClosedChannelException {
        if (!isOpen()) {
            throw new ClosedChannelException();
        }
    }

    private void ensureOpenAndConnected() throws ClosedChannelException {
        IOUtil.ensureOpen(this, isBlocking());
        if (state != ST_CONNECTED) {
            throw new NotYetConnectedException();
        }
    }

    public SocketChannel bind(SocketAddress local) throws IOException {
        synchronized (readLock) {
            synchronized (writeLock) {
                synchronized (stateLock) {
                    ensureOpen();
                    if (state == ST_PENDING) {
                        throw new ConnectionPendingException();
                    }
                    if (localAddress != null) {
                        throw new AlreadyBoundException();
                    }
                    InetSocketAddress isa = local == null ? new InetSocketAddress(0)
                                                          : IOUtil.checkAddress(local, family);
                    int r = IOUtil.bind(fdh.fd(), isa);
                    if (r < 0) {
                        throw IOUtil.error(r);
                    }
                    localAddress = sockname(fdh.fd(), false);
                }
            }
        }
        return this;
    }

    public <T> SocketChannel setOption(SocketOption<T> name, T value) throws IOException {
        synchronized (stateLock) {
            ensureOpen();
            SocketOptions.set(fdh.fd(), OPTIONS, name, value);
        }
        return this;
    }

    public <T> T getOption(SocketOption<T> name) throws IOException {
        synchronized (stateLock) {
            ensureOpen();
            return SocketOptions.get(fdh.fd(), OPTIONS, name);
        }
    }

    public Set<SocketOption<?>> supportedOptions() {
        return OPTIONS;
    }

    public SocketChannel shutdownInput() throws IOException {
        synchronized (stateLock) {
            ensureOpen();
            if (state != ST_CONNECTED) {
                throw new NotYetConnectedException();
            }
            if (!inputShut) {
                int r = NioNatives.shutdown0(fdh.fd(), 0);
                if (r < 0) {
                    throw IOUtil.error(r);
                }
                inputShut = true;
            }
        }
        return this;
    }

    public SocketChannel shutdownOutput() throws IOException {
        synchronized (stateLock) {
            ensureOpen();
            if (state != ST_CONNECTED) {
                throw new NotYetConnectedException();
            }
            if (!outputShut) {
                int r = NioNatives.shutdown0(fdh.fd(), 1);
                if (r < 0) {
                    throw IOUtil.error(r);
                }
                outputShut = true;
            }
        }
        return this;
    }

    private Socket adaptor;

    public Socket socket() {
        synchronized (stateLock) {
            if (adaptor == null) {
                adaptor = new SocketAdaptor(this);
            }
            return adaptor;
        }
    }

    InetSocketAddress localAddress() {
        synchronized (stateLock) {
            return localAddress;
        }
    }

    InetSocketAddress remoteAddress() {
        synchronized (stateLock) {
            return remoteAddress;
        }
    }

    boolean inputShutdown() {
        return inputShut;
    }

    boolean outputShutdown() {
        return outputShut;
    }

    public boolean isConnected() {
        return state == ST_CONNECTED;
    }

    public boolean isConnectionPending() {
        return state == ST_PENDING;
    }

    public boolean connect(SocketAddress remote) throws IOException {
        InetSocketAddress isa = IOUtil.remote(IOUtil.checkAddress(remote, family));
        synchronized (readLock) {
            synchronized (writeLock) {
                synchronized (stateLock) {
                    IOUtil.ensureOpen(this, isBlocking());
                    if (state == ST_CONNECTED) {
                        throw new AlreadyConnectedException();
                    }
                    if (state == ST_PENDING) {
                        throw new ConnectionPendingException();
                    }
                }
                InetAddress ia = isa.getAddress();
                boolean blocking = isBlocking();
                int r = 0;
                int fd = -1;
                try {
                    begin();
                    fd = fdh.enter();
                    if (fd < 0) {
                        return false;
                    }
                    r = NioNatives.connect0(fd, IOUtil.bytes(ia), IOUtil.scope(ia), isa.getPort(), blocking);
                } finally {
                    if (fd >= 0) {
                        fdh.leave();
                    }
                    end(r >= 0 && fd >= 0);
                }
                if (r < 0) {
                    close();
                    throw IOUtil.error(r);
                }
                synchronized (stateLock) {
                    remoteAddress = isa;
                    if (localAddress == null) {
                        localAddress = sockname(fdh.fd(), false);
                    }
                    state = r == 1 ? ST_CONNECTED : ST_PENDING;
                }
                return r == 1;
            }
        }
    }

    public boolean finishConnect() throws IOException {
        synchronized (readLock) {
            synchronized (writeLock) {
                synchronized (stateLock) {
                    IOUtil.ensureOpen(this, isBlocking());
                    if (state == ST_CONNECTED) {
                        return true;
                    }
                    if (state != ST_PENDING) {
                        throw new NoConnectionPendingException();
                    }
                }
                int r = 0;
                int fd = -1;
                try {
                    begin();
                    fd = fdh.enter();
                    if (fd < 0) {
                        return false;
                    }
                    r = NioNatives.finishConnect0(fd, isBlocking() ? -1 : 0);
                } finally {
                    if (fd >= 0) {
                        fdh.leave();
                    }
                    end(r >= 0 && fd >= 0);
                }
                if (r < 0) {
                    close();
                    throw IOUtil.error(r);
                }
                if (r == 1) {
                    synchronized (stateLock) {
                        state = ST_CONNECTED;
                        localAddress = sockname(fdh.fd(), false);
                    }
                    return true;
                }
                return false;
            }
        }
    }

    /* The socket() adaptor's connect with a time-out (ms > 0): a connect in
     * progress waited for until then; at the time-out the channel is closed
     * and SocketTimeoutException("Connect timed out") thrown, as HotSpot. */
    void timedConnect(SocketAddress remote, int ms) throws IOException {
        InetSocketAddress isa = IOUtil.remote(IOUtil.checkAddress(remote, family));
        synchronized (readLock) {
            synchronized (writeLock) {
                if (!isBlocking()) {
                    throw new IllegalBlockingModeException();
                }
                synchronized (stateLock) {
                    IOUtil.ensureOpen(this, true);
                    if (state == ST_CONNECTED) {
                        throw new AlreadyConnectedException();
                    }
                    if (state == ST_PENDING) {
                        throw new ConnectionPendingException();
                    }
                }
                InetAddress ia = isa.getAddress();
                int r = 0;
                int fd = -1;
                try {
                    begin();
                    fd = fdh.enter();
                    if (fd < 0) {
                        return;
                    }
                    r = NioNatives.connect0(fd, IOUtil.bytes(ia), IOUtil.scope(ia), isa.getPort(), false);
                    if (r == 0) {
                        r = NioNatives.finishConnect0(fd, ms);
                    }
                } finally {
                    if (fd >= 0) {
                        fdh.leave();
                    }
                    end(r >= 0 || r == -NioNatives.ETIMEDOUT);
                }
                if (r < 0) {
                    close();
                    if (r == -NioNatives.ETIMEDOUT) {
                        throw new SocketTimeoutException("Connect timed out");
                    }
                    throw IOUtil.error(r);
                }
                synchronized (stateLock) {
                    remoteAddress = isa;
                    state = ST_CONNECTED;
                    localAddress = sockname(fdh.fd(), false);
                }
            }
        }
    }

    /* The socket() adaptor's stream: one blocking read, SocketTimeoutException
     * after ms (> 0; 0 waits for ever); -1 at the end of the stream. */
    int timedRead(byte[] b, int off, int len, int ms) throws IOException {
        Objects.checkFromIndexSize(off, len, b.length);
        synchronized (readLock) {
            if (!isBlocking()) {
                throw new IllegalBlockingModeException();
            }
            ensureOpen();                   /* HotSpot's blockingRead: ClosedChannelException */
            ensureOpenAndConnected();
            if (inputShut) {
                return -1;
            }
            if (len == 0) {
                return 0;
            }
            int n = 0;
            int fd = -1;
            try {
                begin();
                fd = fdh.enter();
                if (fd < 0) {
                    return 0;
                }
                n = NioNatives.readTimed0(fd, b, off, len, ms > 0 ? ms : -1);
                if (n == NioNatives.EOF) {
                    return -1;
                }
                if (n == -NioNatives.ETIMEDOUT && ms > 0) {
                    throw new SocketTimeoutException("Read timed out");
                }
                if (n < 0) {
                    if (!isOpen()) {
                        n = 0;
                        return 0;
                    }
                    throw IOUtil.error(n);
                }
                return n;
            } finally {
                if (fd >= 0) {
                    fdh.leave();
                }
                end(n > 0 || n == NioNatives.EOF || n == -NioNatives.ETIMEDOUT || (n == 0 && fd >= 0 && isOpen()));
            }
        }
    }

    int available() throws IOException {
        synchronized (stateLock) {
            ensureOpenAndConnected();
            if (inputShut) {
                return 0;
            }
            int n = NioNatives.available0(fdh.fd());
            return n < 0 ? 0 : n;
        }
    }

    public SocketAddress getRemoteAddress() throws IOException {
        synchronized (stateLock) {
            ensureOpen();
            return remoteAddress;
        }
    }

    public SocketAddress getLocalAddress() throws IOException {
        synchronized (stateLock) {
            ensureOpen();
            return localAddress;
        }
    }

    /* One read or write; -1 at the end of the stream. */
    private int io(boolean write, ByteBuffer b) throws IOException {
        return io(write, b, isBlocking());
    }

    private int io(boolean write, ByteBuffer b, boolean block) throws IOException {
        int n = 0;
        int fd = -1;
        try {
            begin();
            fd = fdh.enter();
            if (fd < 0) {
                return 0;
            }
            n = write ? IOUtil.write(IOUtil.STREAM, fd, b, 0, block)
                      : IOUtil.read(IOUtil.STREAM, fd, b, 0, block);
            if (n == NioNatives.EOF) {
                return -1;
            }
            if (n < 0) {
                if (!isOpen()) {
                    n = 0;
                    return 0;
                }
                if (n == -NioNatives.EPIPE && write) {
                    outputShut = true;
                }
                throw IOUtil.error(n);
            }
            return n;
        } finally {
            if (fd >= 0) {
                fdh.leave();
            }
            end(n > 0 || n == NioNatives.EOF || (n == 0 && fd >= 0 && isOpen()));
        }
    }

    public int read(ByteBuffer dst) throws IOException {
        Objects.requireNonNull(dst);
        synchronized (readLock) {
            ensureOpenAndConnected();
            if (inputShut) {
                return -1;
            }
            return io(false, dst);
        }
    }

    public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
        IOUtil.checkRange(dsts, offset, length);
        synchronized (readLock) {
            ensureOpenAndConnected();
            if (inputShut) {
                return -1;
            }
            long total = 0;
            for (int i = offset; i < offset + length; i++) {
                int want = dsts[i].remaining();
                if (want == 0) {
                    continue;
                }
                /* as one readv: waits (when blocking) only for the first bytes */
                int n = io(false, dsts[i], isBlocking() && total == 0);
                if (n < 0) {
                    return total == 0 ? -1 : total;
                }
                total += n;
                if (n < want) {
                    break;
                }
            }
            return total;
        }
    }

    public int write(ByteBuffer src) throws IOException {
        Objects.requireNonNull(src);
        synchronized (writeLock) {
            ensureOpenAndConnected();
            if (outputShut) {
                throw new java.nio.channels.AsynchronousCloseException();  /* as HotSpot 17 */
            }
            return io(true, src);
        }
    }

    public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
        IOUtil.checkRange(srcs, offset, length);
        synchronized (writeLock) {
            ensureOpenAndConnected();
            if (outputShut) {
                throw new java.nio.channels.AsynchronousCloseException();  /* as HotSpot 17 */
            }
            long total = 0;
            for (int i = offset; i < offset + length; i++) {
                int want = srcs[i].remaining();
                if (want == 0) {
                    continue;
                }
                int n = io(true, srcs[i]);
                total += n;
                if (n < want) {
                    break;
                }
            }
            return total;
        }
    }

    protected void implConfigureBlocking(boolean block) {
        /* the fd is non-blocking on every backend; the mode is the flag */
    }

    protected void implCloseSelectableChannel() throws IOException {
        synchronized (stateLock) {
            fdh.close();
        }
    }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append(getClass().getSuperclass().getName());
        sb.append('[');
        if (!isOpen()) {
            sb.append("closed");
        } else {
            synchronized (stateLock) {
                int s = state;
                if (s == ST_UNCONNECTED) {
                    sb.append("unconnected");
                } else if (s == ST_PENDING) {
                    sb.append("connection-pending");
                } else {
                    sb.append("connected");
                    if (inputShut) {
                        sb.append(" ishut");
                    }
                    if (outputShut) {
                        sb.append(" oshut");
                    }
                }
                if (localAddress != null) {
                    sb.append(" local=").append(localAddress);
                }
                if (remoteAddress != null) {
                    sb.append(" remote=").append(remoteAddress);
                }
            }
        }
        sb.append(']');
        return sb.toString();
    }
}
