package java.net;

import java.io.Closeable;
import java.io.IOException;

/**
 * A UDP socket over the VM's io layer (Net.*Ip0 natives): an IPv6 socket that
 * carries IPv4 too when the kernel has IPv6, as HotSpot's.  A receive blocks
 * only its own thread on every backend; a close wakes it ("Socket closed").
 * Closing with calls in progress is done as in Socket: the calls are counted
 * and the last one releases the descriptor.  SO_BROADCAST is on from the
 * start, as on HotSpot.  An unbound one (bindaddr null) makes its socket at
 * its first use.  DatagramChannel.socket() is a subclass
 * (sun.nio.ch.DatagramSocketAdaptor) whose every call goes to the channel.
 */
public class DatagramSocket implements Closeable {
    private final Object stateLock = new Object();
    private int fd = -1;
    private boolean closed;
    private boolean fdClosed;
    private boolean closePending;
    private int inFlight;
    private boolean bound;
    private boolean connected;
    private InetAddress connectedAddress;
    private int connectedPort = -1;
    private volatile int timeout;

    public DatagramSocket() throws SocketException {
        this(new InetSocketAddress(0));
    }

    public DatagramSocket(SocketAddress bindaddr) throws SocketException {
        if (bindaddr == null) {
            return;                 /* unbound: the socket is made at its first use */
        }
        try {
            beginSetup();
            endOp();
            bind(bindaddr);
        } catch (SocketException e) {
            close();
            throw e;
        } catch (IOException e) {
            close();
            throw new SocketException(e.getMessage());
        }
    }

    public DatagramSocket(int port) throws SocketException {
        this(port, null);
    }

    public DatagramSocket(int port, InetAddress laddr) throws SocketException {
        this(new InetSocketAddress(laddr, checkPort(port)));
    }

    private static int checkPort(int port) {
        if (port < 0 || port > 0xFFFF) {
            throw new IllegalArgumentException("Port out of range:" + port);
        }
        return port;
    }

    // ---- descriptor use (as Socket) ----

    private int beginOp() throws SocketException {
        synchronized (stateLock) {
            if (closed || fdClosed || fd < 0) {
                throw new SocketException("Socket closed");
            }
            inFlight++;
            return fd;
        }
    }

    private int beginSetup() throws IOException {
        synchronized (stateLock) {
            if (closed) {
                throw new SocketException("Socket is closed");
            }
            if (fd < 0) {
                int s = Net.socketIp0(true);
                try {
                    Net.setIpOption0(s, Net.SO_BROADCAST, 1);
                } catch (IOException e) {
                    Net.close0(s);
                    throw e;
                }
                fd = s;
            }
            inFlight++;
            return fd;
        }
    }

    private void endOp() throws SocketException {
        int release = -1;
        synchronized (stateLock) {
            inFlight--;
            if (inFlight == 0 && closePending) {
                closePending = false;
                release = fd;
            }
        }
        if (release >= 0) {
            try {
                Net.close0(release);
            } catch (IOException e) {
                // released anyway
            }
        }
    }

    private static SocketException asSocketException(IOException e) {
        if (e instanceof SocketException) {
            return (SocketException) e;
        }
        SocketException se = new SocketException(e.getMessage());
        se.initCause(e);
        return se;
    }

    // ---- binding and connecting ----

    public synchronized void bind(SocketAddress addr) throws SocketException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (isBound()) {
            throw new SocketException("Already bound");
        }
        if (addr == null) {
            addr = new InetSocketAddress(0);
        }
        if (!(addr instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type!");
        }
        InetSocketAddress epoint = (InetSocketAddress) addr;
        if (epoint.isUnresolved()) {
            throw new SocketException("Unresolved address");
        }
        InetAddress a = epoint.getAddress();
        try {
            int s = beginSetup();
            try {
                Net.bindIp0(s, Net.bytes(a), Net.scope(a), epoint.getPort());
                synchronized (stateLock) {
                    bound = true;
                }
            } finally {
                endOp();
            }
        } catch (IOException e) {
            throw asSocketException(e);
        }
    }

    public void connect(InetAddress address, int port) {
        try {
            connect(new InetSocketAddress(address, port));
        } catch (SocketException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    public void connect(SocketAddress addr) throws SocketException {
        if (addr == null) {
            throw new IllegalArgumentException("Address can't be null");
        }
        if (!(addr instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type");
        }
        InetSocketAddress epoint = (InetSocketAddress) addr;
        if (epoint.isUnresolved()) {
            throw new SocketException("Unresolved address");
        }
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        InetAddress a = epoint.getAddress();
        try {
            int s = beginSetup();
            try {
                Net.connectIp0(s, Net.bytes(a), Net.scope(a), epoint.getPort(), 0);
                synchronized (stateLock) {
                    bound = true;
                    connected = true;
                    connectedAddress = a;
                    connectedPort = epoint.getPort();
                }
            } finally {
                endOp();
            }
        } catch (IOException e) {
            throw asSocketException(e);
        }
    }

    public void disconnect() {
        synchronized (stateLock) {
            if (closed || fd < 0 || !connected) {
                return;
            }
        }
        try {
            int s = beginOp();
            try {
                Net.disconnect0(s);
            } finally {
                endOp();
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        synchronized (stateLock) {
            connected = false;
            connectedAddress = null;
            connectedPort = -1;
        }
    }

    /** The channel this socket belongs to: none for a socket made here. */
    public java.nio.channels.DatagramChannel getChannel() {
        return null;
    }

    public boolean isBound() {
        synchronized (stateLock) {
            return bound;
        }
    }

    public boolean isConnected() {
        synchronized (stateLock) {
            return connected;
        }
    }

    public InetAddress getInetAddress() {
        synchronized (stateLock) {
            return connectedAddress;
        }
    }

    public int getPort() {
        synchronized (stateLock) {
            return connectedPort;
        }
    }

    public SocketAddress getRemoteSocketAddress() {
        synchronized (stateLock) {
            return connected ? new InetSocketAddress(connectedAddress, connectedPort) : null;
        }
    }

    public SocketAddress getLocalSocketAddress() {
        if (isClosed() || !isBound()) {
            return null;
        }
        return new InetSocketAddress(getLocalAddress(), getLocalPort());
    }

    public InetAddress getLocalAddress() {
        synchronized (stateLock) {
            if (closed) {
                return null;
            }
            if (!bound) {
                return InetAddress.anyLocalAddress();
            }
        }
        try {
            int s = beginOp();
            try {
                return Net.localAddress(s);
            } finally {
                endOp();
            }
        } catch (IOException e) {
            return InetAddress.anyLocalAddress();
        }
    }

    public int getLocalPort() {
        synchronized (stateLock) {
            if (closed) {
                return -1;
            }
            if (!bound) {
                return 0;
            }
        }
        try {
            int s = beginOp();
            try {
                return Net.localPort(s);
            } finally {
                endOp();
            }
        } catch (IOException e) {
            return -1;
        }
    }

    // ---- data ----

    public void send(DatagramPacket p) throws IOException {
        synchronized (p) {
            InetAddress a = p.getAddress();
            int port = p.getPort();
            boolean conn;
            InetAddress ca;
            int cp;
            synchronized (stateLock) {
                if (closed) {
                    throw new SocketException("Socket closed");
                }
                conn = connected;
                ca = connectedAddress;
                cp = connectedPort;
            }
            if (a == null) {
                if (!conn) {
                    throw new IllegalArgumentException("Address not set");
                }
            } else if (conn) {
                if (!a.equals(ca) || port != cp) {
                    throw new IllegalArgumentException("Connected and packet address differ");
                }
                a = null;
            } else if (port == 0) {
                throw new SocketException("Can't send to port 0");
            }
            int s = beginOp();
            try {
                if (a == null) {
                    Net.sendIp0(s, p.getData(), p.getOffset(), p.getLength(), null, 0, 0);
                } else {
                    Net.sendIp0(s, p.getData(), p.getOffset(), p.getLength(), Net.bytes(a), Net.scope(a), port);
                }
                synchronized (stateLock) {
                    bound = true;
                }
            } finally {
                endOp();
            }
        }
    }

    public void receive(DatagramPacket p) throws IOException {
        synchronized (p) {
            if (!isBound() && !isClosed()) {
                bind(new InetSocketAddress(0));
            }
            int s = beginOp();
            byte[] from = new byte[16];
            int[] info = new int[3];
            int n;
            try {
                n = Net.recvIp0(s, p.buf, p.offset, p.bufLength, timeout, from, info, false);
            } catch (IOException e) {
                if (isClosed()) {
                    throw new SocketException("Socket closed");
                }
                throw e;
            } finally {
                endOp();
            }
            p.received(n, Net.toInetAddress(from, info), info[2]);
        }
    }

    // ---- options ----

    void setOpt(int opt, int value) throws SocketException {
        try {
            int s = beginSetup();
            try {
                Net.setIpOption0(s, opt, value);
            } finally {
                endOp();
            }
        } catch (IOException e) {
            throw asSocketException(e);
        }
    }

    int getOpt(int opt) throws SocketException {
        try {
            int s = beginSetup();
            try {
                return Net.getIpOption0(s, opt);
            } finally {
                endOp();
            }
        } catch (IOException e) {
            throw asSocketException(e);
        }
    }

    /** The descriptor for a subclass's own calls (MulticastSocket). */
    int beginUse() throws SocketException {
        try {
            return beginSetup();
        } catch (IOException e) {
            throw asSocketException(e);
        }
    }

    void endUse() throws SocketException {
        endOp();
    }

    private NetworkInterface multicastIf;      /* IP_MULTICAST_IF as set through setOption */

    public <T> DatagramSocket setOption(SocketOption<T> name, T value) throws IOException {
        java.util.Objects.requireNonNull(name);
        if (isClosed()) {
            throw new java.nio.channels.ClosedChannelException();      /* as HotSpot 17's */
        }
        SocketOpts.checkSupported(supportedOptions(), name);
        if (name == StandardSocketOptions.IP_MULTICAST_IF) {
            if (value == null) {
                throw new IllegalArgumentException("Invalid value 'null'");
            }
            setMulticastIf((NetworkInterface) value);
            return this;
        }
        setOpt(SocketOpts.number(name), SocketOpts.value(name, value));
        return this;
    }

    @SuppressWarnings("unchecked")
    public <T> T getOption(SocketOption<T> name) throws IOException {
        java.util.Objects.requireNonNull(name);
        if (isClosed()) {
            throw new java.nio.channels.ClosedChannelException();
        }
        SocketOpts.checkSupported(supportedOptions(), name);
        if (name == StandardSocketOptions.IP_MULTICAST_IF) {
            return (T) multicastIf();
        }
        return SocketOpts.result(name, getOpt(SocketOpts.number(name)));
    }

    public java.util.Set<SocketOption<?>> supportedOptions() {
        return SocketOpts.DATAGRAM;
    }

    /** IP_MULTICAST_IF (MulticastSocket keeps it as its outgoing interface). */
    void setMulticastIf(NetworkInterface ni) throws SocketException {
        setOpt(Net.IP_MULTICAST_IF, ni.getIndex());
        multicastIf = ni;
    }

    NetworkInterface multicastIf() {
        return multicastIf;
    }

    private void checkOpen() throws SocketException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
    }

    public void setSoTimeout(int timeout) throws SocketException {
        checkOpen();
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout < 0");
        }
        this.timeout = timeout;
    }

    public int getSoTimeout() throws SocketException {
        checkOpen();
        return timeout;
    }

    public void setSendBufferSize(int size) throws SocketException {
        if (size <= 0) {
            throw new IllegalArgumentException("Invalid send size");
        }
        checkOpen();
        setOpt(Net.SO_SNDBUF, size);
    }

    public int getSendBufferSize() throws SocketException {
        checkOpen();
        return getOpt(Net.SO_SNDBUF);
    }

    public void setReceiveBufferSize(int size) throws SocketException {
        if (size <= 0) {
            throw new IllegalArgumentException("invalid receive size");
        }
        checkOpen();
        setOpt(Net.SO_RCVBUF, size);
    }

    public int getReceiveBufferSize() throws SocketException {
        checkOpen();
        return getOpt(Net.SO_RCVBUF);
    }

    public void setReuseAddress(boolean on) throws SocketException {
        checkOpen();
        setOpt(Net.SO_REUSEADDR, on ? 1 : 0);
    }

    public boolean getReuseAddress() throws SocketException {
        checkOpen();
        return getOpt(Net.SO_REUSEADDR) != 0;
    }

    public void setBroadcast(boolean on) throws SocketException {
        checkOpen();
        setOpt(Net.SO_BROADCAST, on ? 1 : 0);
    }

    public boolean getBroadcast() throws SocketException {
        checkOpen();
        return getOpt(Net.SO_BROADCAST) != 0;
    }

    public void setTrafficClass(int tc) throws SocketException {
        if (tc < 0 || tc > 255) {
            throw new IllegalArgumentException("tc is not in range 0 -- 255");
        }
        checkOpen();
        setOpt(Net.IP_TOS, tc);
    }

    public int getTrafficClass() throws SocketException {
        checkOpen();
        return getOpt(Net.IP_TOS);
    }

    // ---- closing ----

    public void close() {
        int release = -1;
        synchronized (stateLock) {
            if (closed) {
                return;
            }
            closed = true;
            if (fd < 0 || fdClosed) {
                return;
            }
            fdClosed = true;
            if (inFlight > 0) {
                closePending = true;
                try {
                    Net.preClose0(fd);
                } catch (IOException e) {
                    // the waiters fail anyway
                }
            } else {
                release = fd;
            }
        }
        if (release >= 0) {
            try {
                Net.close0(release);
            } catch (IOException e) {
                // released anyway
            }
        }
    }

    public boolean isClosed() {
        synchronized (stateLock) {
            return closed;
        }
    }
}
