package sun.nio.ch;

import java.io.IOException;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.SocketAddress;
import java.net.SocketOption;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.AlreadyBoundException;
import java.nio.channels.AlreadyConnectedException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.DatagramChannel;
import java.nio.channels.MembershipKey;
import java.nio.channels.MulticastChannel;
import java.nio.channels.NotYetConnectedException;
import java.nio.channels.SelectionKey;
import java.nio.channels.spi.SelectorProvider;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A UDP socket channel of either IP family (by default IPv6 carrying IPv4,
 * as HotSpot's); its fd is non-blocking on every backend.  Datagrams go
 * through io/inet.c's io_sendto / io_recvfrom, as java.net's do.
 */
public class DatagramChannelImpl extends DatagramChannel implements SelChImpl {
    private static final Set<SocketOption<?>> OPTIONS = SocketOptions.set(
            StandardSocketOptions.SO_SNDBUF, StandardSocketOptions.SO_RCVBUF,
            StandardSocketOptions.SO_REUSEADDR, StandardSocketOptions.SO_REUSEPORT,
            StandardSocketOptions.SO_BROADCAST, StandardSocketOptions.IP_TOS,
            StandardSocketOptions.IP_MULTICAST_IF, StandardSocketOptions.IP_MULTICAST_TTL,
            StandardSocketOptions.IP_MULTICAST_LOOP);
    private static final int MAX_DATAGRAM = 65536;

    private final FdHolder fdh;
    private final int family;               /* the socket's: 4 or 6 */
    private final Object readLock = new Object();
    private final Object writeLock = new Object();
    private final Object stateLock = new Object();
    private volatile InetSocketAddress localAddress;
    private volatile InetSocketAddress remoteAddress;

    DatagramChannelImpl(SelectorProvider sp, int family) throws IOException {
        super(sp);
        int[] s = IOUtil.socket(false, family);
        fdh = new FdHolder(s[0]);
        this.family = s[1];
    }

    public int fdVal() {
        return fdh.fd();
    }

    public int translateReadyOps(int ev, int interest) {
        int ops = 0;
        boolean err = (ev & NioNatives.EV_ERROR) != 0;
        if (((ev & NioNatives.EV_READ) != 0 || err) && (interest & SelectionKey.OP_READ) != 0) {
            ops |= SelectionKey.OP_READ;
        }
        if (((ev & NioNatives.EV_WRITE) != 0 || err) && (interest & SelectionKey.OP_WRITE) != 0) {
            ops |= SelectionKey.OP_WRITE;
        }
        return ops;
    }

    private void ensureOpen() throws ClosedChannelException {
        if (!isOpen()) {
            throw new ClosedChannelException();
        }
    }

    public DatagramChannel bind(SocketAddress local) throws IOException {
        synchronized (readLock) {
            synchronized (writeLock) {
                synchronized (stateLock) {
                    ensureOpen();
                    if (localAddress != null) {
                        throw new AlreadyBoundException();
                    }
                    bindInternal(local);
                }
            }
        }
        return this;
    }

    private void bindInternal(SocketAddress local) throws IOException {
        InetSocketAddress isa = local == null ? new InetSocketAddress(0) : IOUtil.checkAddress(local, family);
        int r = IOUtil.bind(fdh.fd(), isa);
        if (r < 0) {
            throw IOUtil.error(r);
        }
        localAddress = SocketChannelImpl.sockname(fdh.fd(), false);
    }

    private NetworkInterface multicastIf;       /* IP_MULTICAST_IF as set, null: the kernel's choice */

    public <T> DatagramChannel setOption(SocketOption<T> name, T value) throws IOException {
        synchronized (stateLock) {
            ensureOpen();
            if (name == StandardSocketOptions.IP_MULTICAST_IF) {
                if (value == null) {
                    throw new IllegalArgumentException("Cannot set IP_MULTICAST_IF to 'null'");
                }
                NetworkInterface ni = (NetworkInterface) value;
                int r = NioNatives.setIntOption0(fdh.fd(), NioNatives.IP_MULTICAST_IF, ni.getIndex());
                if (r < 0) {
                    throw IOUtil.error(r);
                }
                multicastIf = ni;
                return this;
            }
            SocketOptions.set(fdh.fd(), OPTIONS, name, value);
        }
        return this;
    }

    @SuppressWarnings("unchecked")
    public <T> T getOption(SocketOption<T> name) throws IOException {
        synchronized (stateLock) {
            ensureOpen();
            if (name == StandardSocketOptions.IP_MULTICAST_IF) {
                return (T) multicastIf;
            }
            return SocketOptions.get(fdh.fd(), OPTIONS, name);
        }
    }

    // ---- multicast ----

    private final List<Key> keys = new ArrayList<Key>();

    public MembershipKey join(InetAddress group, NetworkInterface interf) throws IOException {
        return join(group, interf, null, false);
    }

    public MembershipKey join(InetAddress group, NetworkInterface interf, InetAddress source) throws IOException {
        Objects.requireNonNull(source);
        return join(group, interf, source, true);
    }

    private static void checkSource(InetAddress group, InetAddress source) {
        if (source.isAnyLocalAddress()) {
            throw new IllegalArgumentException("Source address is a wildcard address");
        }
        if (source.isMulticastAddress()) {
            throw new IllegalArgumentException("Source address is multicast address");
        }
        if (source.getClass() != group.getClass()) {
            throw new IllegalArgumentException("Source address is different type to group");
        }
    }

    private MembershipKey join(InetAddress group, NetworkInterface interf, InetAddress source, boolean ssm)
            throws IOException {
        Objects.requireNonNull(group);
        Objects.requireNonNull(interf);
        synchronized (stateLock) {
            ensureOpen();
            if (!group.isMulticastAddress()) {
                throw new IllegalArgumentException("Group not a multicast address");
            }
            if (group instanceof java.net.Inet6Address && family == 4) {
                throw new IllegalArgumentException("Only IPv6 sockets can join IPv6 multicast group");
            }
            if (ssm) {
                checkSource(group, source);
            }
            for (Key k : keys) {
                if (k.group.equals(group) && k.interf.equals(interf)) {
                    if (source == null) {
                        if (k.source == null) {
                            return k;
                        }
                        throw new IllegalStateException("Already a member to receive all packets");
                    }
                    if (k.source == null) {
                        throw new IllegalStateException("Already have source-specific membership");
                    }
                    if (source.equals(k.source)) {
                        return k;
                    }
                }
            }
            int r = source == null
                    ? NioNatives.mcast0(fdh.fd(), IOUtil.bytes(group), interf.getIndex(), true)
                    : NioNatives.mcastSource0(fdh.fd(), IOUtil.bytes(group), interf.getIndex(), IOUtil.bytes(source), 0);
            if (r < 0) {
                throw IOUtil.error(r);
            }
            Key k = new Key(group, interf, source);
            keys.add(k);
            return k;
        }
    }

    /* A membership of this channel; valid until dropped or the channel closes. */
    private final class Key extends MembershipKey {
        final InetAddress group;
        final NetworkInterface interf;
        final InetAddress source;
        private final List<InetAddress> blocked = new ArrayList<InetAddress>();
        private boolean valid = true;

        Key(InetAddress group, NetworkInterface interf, InetAddress source) {
            this.group = group;
            this.interf = interf;
            this.source = source;
        }

        public boolean isValid() {
            synchronized (stateLock) {
                return valid;
            }
        }

        public void drop() {
            synchronized (stateLock) {
                if (!valid) {
                    return;
                }
                valid = false;
                keys.remove(this);
                if (isOpen()) {
                    if (source == null) {
                        NioNatives.mcast0(fdh.fd(), IOUtil.bytes(group), interf.getIndex(), false);
                    } else {
                        NioNatives.mcastSource0(fdh.fd(), IOUtil.bytes(group), interf.getIndex(), IOUtil.bytes(source), 1);
                    }
                }
            }
        }

        public MembershipKey block(InetAddress src) throws IOException {
            synchronized (stateLock) {
                if (!valid) {
                    throw new IllegalStateException("key is no longer valid");
                }
                if (source != null) {
                    throw new IllegalStateException("key is source-specific");
                }
                checkSource(group, src);
                if (blocked.contains(src)) {
                    return this;
                }
                int r = NioNatives.mcastSource0(fdh.fd(), IOUtil.bytes(group), interf.getIndex(), IOUtil.bytes(src), 2);
                if (r < 0) {
                    throw IOUtil.error(r);
                }
                blocked.add(src);
                return this;
            }
        }

        public MembershipKey unblock(InetAddress src) {
            synchronized (stateLock) {
                if (!valid) {
                    throw new IllegalStateException("key is no longer valid");
                }
                if (!blocked.remove(src)) {
                    throw new IllegalStateException("not blocked");
                }
                NioNatives.mcastSource0(fdh.fd(), IOUtil.bytes(group), interf.getIndex(), IOUtil.bytes(src), 3);
                return this;
            }
        }

        public MulticastChannel channel() {
            return DatagramChannelImpl.this;
        }

        public InetAddress group() {
            return group;
        }

        public NetworkInterface networkInterface() {
            return interf;
        }

        public InetAddress sourceAddress() {
            return source;
        }

        public String toString() {
            return "<" + group.getHostAddress() + "," + interf.getName()
                   + (source == null ? "" : "," + source.getHostAddress()) + ">";
        }
    }

    public Set<SocketOption<?>> supportedOptions() {
        return OPTIONS;
    }

    private DatagramSocketAdaptor adaptor;

    public DatagramSocket socket() {
        synchronized (stateLock) {
            if (adaptor == null) {
                try {
                    adaptor = new DatagramSocketAdaptor(this);
                } catch (java.net.SocketException e) {
                    throw new InternalError(e);
                }
            }
            return adaptor;
        }
    }

    InetSocketAddress localAddress() {
        return localAddress;
    }

    InetSocketAddress remoteAddress() {
        return remoteAddress;
    }

    public boolean isConnected() {
        return remoteAddress != null;
    }

    public DatagramChannel connect(SocketAddress remote) throws IOException {
        InetSocketAddress isa = IOUtil.checkAddress(remote, family);
        synchronized (readLock) {
            synchronized (writeLock) {
                synchronized (stateLock) {
                    ensureOpen();
                    if (remoteAddress != null) {
                        throw new AlreadyConnectedException();
                    }
                    InetAddress ia = IOUtil.remote(isa).getAddress();
                    int r = NioNatives.connect0(fdh.fd(), IOUtil.bytes(ia), IOUtil.scope(ia), isa.getPort(), false);
                    if (r < 0) {
                        throw IOUtil.error(r);
                    }
                    remoteAddress = isa;
                    localAddress = SocketChannelImpl.sockname(fdh.fd(), false);
                }
            }
        }
        return this;
    }

    public DatagramChannel disconnect() throws IOException {
        synchronized (readLock) {
            synchronized (writeLock) {
                synchronized (stateLock) {
                    if (!isOpen() || remoteAddress == null) {
                        return this;
                    }
                    InetSocketAddress prev = localAddress;
                    int r = NioNatives.disconnect0(fdh.fd());
                    if (r < 0) {
                        throw IOUtil.error(r);
                    }
                    remoteAddress = null;
                    InetSocketAddress now = SocketChannelImpl.sockname(fdh.fd(), false);
                    if (now.getPort() == 0 && prev != null && prev.getPort() != 0) {
                        /* Linux drops a port the kernel chose at a disconnect: keep it, as HotSpot */
                        r = IOUtil.bind(fdh.fd(), new InetSocketAddress(now.getAddress(), prev.getPort()));
                        if (r < 0) {
                            throw IOUtil.error(r);
                        }
                        now = SocketChannelImpl.sockname(fdh.fd(), false);
                    }
                    localAddress = now;
                }
            }
        }
        return this;
    }

    public SocketAddress getRemoteAddress() throws IOException {
        ensureOpen();
        return remoteAddress;
    }

    public SocketAddress getLocalAddress() throws IOException {
        ensureOpen();
        return localAddress;
    }

    /* A datagram's error: an ICMP port unreachable seen by a connected socket is
     * PortUnreachableException, as HotSpot's. */
    private static IOException ioError(int r) {
        if (r == -NioNatives.ECONNREFUSED) {
            return new java.net.PortUnreachableException();
        }
        return IOUtil.error(r);
    }

    public SocketAddress receive(ByteBuffer dst) throws IOException {
        return receive(dst, isBlocking() ? -1 : 0);
    }

    /* The socket() adaptor's receive: blocking, SocketTimeoutException after ms > 0. */
    SocketAddress timedReceive(ByteBuffer dst, int ms) throws IOException {
        synchronized (readLock) {
            if (!isBlocking()) {
                throw new java.nio.channels.IllegalBlockingModeException();
            }
            return receive(dst, ms > 0 ? ms : -1);
        }
    }

    private SocketAddress receive(ByteBuffer dst, long ms) throws IOException {
        Objects.requireNonNull(dst);
        if (dst.isReadOnly()) {
            throw new IllegalArgumentException("Read-only buffer");
        }
        synchronized (readLock) {
            IOUtil.ensureOpen(this, isBlocking());
            if (localAddress == null) {
                synchronized (stateLock) {
                    if (localAddress == null) {
                        bindInternal(null);
                    }
                }
            }
            byte[] from = new byte[16];
            int[] info = new int[3];
            byte[] tmp = new byte[Math.min(dst.remaining(), MAX_DATAGRAM)];
            int r = 0;
            int fd = -1;
            try {
                begin();
                fd = fdh.enter();
                if (fd < 0) {
                    return null;
                }
                r = NioNatives.recvfrom0(fd, tmp, 0, tmp.length, ms, from, info);
                if (r == NioNatives.AGAIN) {
                    return null;
                }
                if (r == -NioNatives.ETIMEDOUT && ms > 0) {
                    throw new java.net.SocketTimeoutException("Receive timed out");
                }
                if (r < 0) {
                    if (!isOpen()) {
                        return null;
                    }
                    throw ioError(r);
                }
            } finally {
                if (fd >= 0) {
                    fdh.leave();
                }
                end((r >= 0 || r == NioNatives.AGAIN || r == -NioNatives.ETIMEDOUT) && fd >= 0);
            }
            dst.put(tmp, 0, Math.min(r, tmp.length));
            return IOUtil.sockAddr(from, info);
        }
    }

    public int send(ByteBuffer src, SocketAddress target) throws IOException {
        Objects.requireNonNull(src);
        InetSocketAddress isa = IOUtil.checkAddress(target, family);
        synchronized (writeLock) {
            IOUtil.ensureOpen(this, isBlocking());
            InetSocketAddress remote = remoteAddress;
            if (remote != null && !isa.equals(remote)) {
                throw new AlreadyConnectedException();
            }
            if (localAddress == null) {
                synchronized (stateLock) {
                    if (localAddress == null) {
                        bindInternal(null);
                    }
                }
            }
            return sendTo(src, remote != null ? null : IOUtil.remote(isa));
        }
    }

    /* to null: to the connected peer. */
    private int sendTo(ByteBuffer src, InetSocketAddress to) throws IOException {
        int len = src.remaining();
        byte[] tmp = new byte[len];
        src.duplicate().get(tmp);
        int r = 0;
        int fd = -1;
        try {
            begin();
            fd = fdh.enter();
            if (fd < 0) {
                return 0;
            }
            InetAddress ia = to == null ? null : to.getAddress();
            r = NioNatives.sendto0(fd, tmp, 0, len, ia == null ? null : IOUtil.bytes(ia),
                                   ia == null ? 0 : IOUtil.scope(ia), to == null ? 0 : to.getPort(), isBlocking());
            if (r < 0) {
                if (!isOpen()) {
                    r = 0;
                    return 0;
                }
                throw ioError(r);
            }
        } finally {
            if (fd >= 0) {
                fdh.leave();
            }
            end(r >= 0 && fd >= 0 && isOpen());
        }
        if (r > 0 || len == 0) {
            src.position(src.position() + len);
            return len;
        }
        return 0;
    }

    public int read(ByteBuffer dst) throws IOException {
        Objects.requireNonNull(dst);
        synchronized (readLock) {
            IOUtil.ensureOpen(this, isBlocking());
            if (remoteAddress == null) {
                throw new NotYetConnectedException();
            }
            int n = 0;
            int fd = -1;
            try {
                begin();
                fd = fdh.enter();
                if (fd < 0) {
                    return 0;
                }
                n = IOUtil.read(IOUtil.STREAM, fd, dst, 0, isBlocking());
                if (n == NioNatives.EOF) {
                    n = 0;
                    return 0;               /* an empty datagram */
                }
                if (n < 0) {
                    if (!isOpen()) {
                        n = 0;
                        return 0;
                    }
                    throw ioError(n);
                }
                return n;
            } finally {
                if (fd >= 0) {
                    fdh.leave();
                }
                end(n >= 0 && fd >= 0 && isOpen());
            }
        }
    }

    public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
        IOUtil.checkRange(dsts, offset, length);
        ByteBuffer tmp = ByteBuffer.allocate((int) Math.min(IOUtil.remaining(dsts, offset, length), MAX_DATAGRAM));
        int n = read(tmp);
        tmp.flip();
        for (int i = offset; i < offset + length && tmp.hasRemaining(); i++) {
            ByteBuffer d = dsts[i];
            int k = Math.min(d.remaining(), tmp.remaining());
            ByteBuffer part = tmp.duplicate();
            part.limit(part.position() + k);
            d.put(part);
            tmp.position(tmp.position() + k);
        }
        return n;
    }

    public int write(ByteBuffer src) throws IOException {
        Objects.requireNonNull(src);
        synchronized (writeLock) {
            IOUtil.ensureOpen(this, isBlocking());
            if (remoteAddress == null) {
                throw new NotYetConnectedException();
            }
            return sendTo(src, null);
        }
    }

    public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
        IOUtil.checkRange(srcs, offset, length);
        ByteBuffer all = ByteBuffer.allocate((int) Math.min(IOUtil.remaining(srcs, offset, length), MAX_DATAGRAM));
        for (int i = offset; i < offset + length; i++) {
            all.put(srcs[i].duplicate());
        }
        all.flip();
        int n = write(all);
        int left = n;
        for (int i = offset; i < offset + length && left > 0; i++) {
            int k = Math.min(left, srcs[i].remaining());
            srcs[i].position(srcs[i].position() + k);
            left -= k;
        }
        return n;
    }

    protected void implConfigureBlocking(boolean block) {
    }

    protected void implCloseSelectableChannel() throws IOException {
        synchronized (stateLock) {
            for (Key k : keys) {
                k.valid = false;            /* the kernel drops the memberships with the socket */
            }
            keys.clear();
        }
        fdh.close();
    }
}
