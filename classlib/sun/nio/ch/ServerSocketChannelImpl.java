package sun.nio.ch;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.SocketAddress;
import java.net.SocketOption;
import java.net.StandardSocketOptions;
import java.nio.channels.AlreadyBoundException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.NotYetBoundException;
import java.nio.channels.SelectionKey;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.channels.spi.SelectorProvider;
import java.util.Set;

/**
 * A listening TCP socket channel of either IP family (by default IPv6
 * carrying IPv4, as HotSpot's); its fd is non-blocking on every backend.
 */
public class ServerSocketChannelImpl extends ServerSocketChannel implements SelChImpl {
    private static final Set<SocketOption<?>> OPTIONS = SocketOptions.set(
            StandardSocketOptions.SO_RCVBUF, StandardSocketOptions.SO_REUSEADDR,
            StandardSocketOptions.SO_REUSEPORT);

    private final FdHolder fdh;
    private final int family;               /* the socket's: 4 or 6 */
    private final Object acceptLock = new Object();
    private final Object stateLock = new Object();
    private volatile InetSocketAddress localAddress;

    ServerSocketChannelImpl(SelectorProvider sp, int family) throws IOException {
        super(sp);
        int[] s = IOUtil.socket(true, family);
        int fd = s[0];
        fdh = new FdHolder(fd);
        this.family = s[1];
        NioNatives.setIntOption0(fd, NioNatives.SO_REUSEADDR, 1);  /* as the JDK on Linux */
    }

    public int fdVal() {
        return fdh.fd();
    }

    public int translateReadyOps(int ev, int interest) {
        if ((ev & (NioNatives.EV_READ | NioNatives.EV_ERROR)) != 0 && (interest & SelectionKey.OP_ACCEPT) != 0) {
            return SelectionKey.OP_ACCEPT;
        }
        return 0;
    }

    private void ensureOpen() throws ClosedChannelException {
        if (!isOpen()) {
            throw new ClosedChannelException();
        }
    }

    public ServerSocketChannel bind(SocketAddress local, int backlog) throws IOException {
        synchronized (stateLock) {
            ensureOpen();
            if (localAddress != null) {
                throw new AlreadyBoundException();
            }
            InetSocketAddress isa = local == null ? new InetSocketAddress(0)
                                                  : IOUtil.checkAddress(local, family);
            int r = IOUtil.bind(fdh.fd(), isa);
            if (r == 0) {
                r = NioNatives.listen0(fdh.fd(), backlog < 1 ? 50 : backlog);
            }
            if (r < 0) {
                throw IOUtil.error(r);
            }
            localAddress = SocketChannelImpl.sockname(fdh.fd(), false);
        }
        return this;
    }

    public <T> ServerSocketChannel setOption(SocketOption<T> name, T value) throws IOException {
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

    private ServerSocket adaptor;

    public ServerSocket socket() {
        synchronized (stateLock) {
            if (adaptor == null) {
                try {
                    adaptor = new ServerSocketAdaptor(this);
                } catch (IOException e) {
                    throw new InternalError(e);
                }
            }
            return adaptor;
        }
    }

    InetSocketAddress localAddress() {
        return localAddress;
    }

    public SocketChannel accept() throws IOException {
        return accept(isBlocking() ? -1 : 0);
    }

    /* The socket() adaptor's accept with SO_TIMEOUT (ms > 0). */
    SocketChannel timedAccept(int ms) throws IOException {
        return accept(ms);
    }

    private SocketChannel accept(long ms) throws IOException {
        synchronized (acceptLock) {
            IOUtil.ensureOpen(this, isBlocking());
            if (localAddress == null) {
                throw new NotYetBoundException();
            }
            byte[] peer = new byte[16];
            int[] info = new int[3];
            int r = 0;
            int fd = -1;
            try {
                begin();
                fd = fdh.enter();
                if (fd < 0) {
                    return null;
                }
                r = NioNatives.accept0(fd, ms, peer, info);
                if (r == NioNatives.AGAIN) {
                    return null;
                }
                if (r == -NioNatives.ETIMEDOUT && ms > 0) {
                    throw new java.net.SocketTimeoutException("Accept timed out");
                }
                if (r < 0) {
                    if (!isOpen()) {
                        return null;
                    }
                    throw IOUtil.error(r);
                }
            } finally {
                if (fd >= 0) {
                    fdh.leave();
                }
                end((r >= 0 || r == NioNatives.AGAIN || r == -NioNatives.ETIMEDOUT) && fd >= 0);
            }
            return new SocketChannelImpl(provider(), r, family, IOUtil.sockAddr(peer, info));
        }
    }

    public SocketAddress getLocalAddress() throws IOException {
        ensureOpen();
        return localAddress;
    }

    protected void implConfigureBlocking(boolean block) {
    }

    protected void implCloseSelectableChannel() throws IOException {
        fdh.close();
    }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append(getClass().getName());
        sb.append('[');
        if (!isOpen()) {
            sb.append("closed");
        } else if (localAddress == null) {
            sb.append("unbound");
        } else {
            sb.append(localAddress);
        }
        sb.append(']');
        return sb.toString();
    }
}
