package java.net;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * A TCP client socket (IPv4 or IPv6: an IPv6 socket that carries both when
 * the kernel has IPv6, as HotSpot's).  Its calls go through the VM's io layer
 * (java.net.Net natives), so that a thread blocked in read, write or connect
 * blocks only itself on every thread backend.
 *
 * Closing while other threads use the socket: every call that uses the
 * descriptor is counted (beginOp/endOp) under stateLock.  close() with calls
 * in progress wakes them (Net.preClose0: they fail with "Socket closed") and
 * leaves the release of the descriptor to the last of them, so that a
 * descriptor number is never reused under a running call.
 */
public class Socket implements Closeable {

    private final Object stateLock = new Object();
    private int fd = -1;
    private boolean closed;         // close() was called
    private boolean fdClosed;       // the descriptor is released (or going to be)
    private boolean closePending;   // closed with calls in progress: the last one releases
    private int inFlight;
    private boolean bound;
    private boolean connected;
    private volatile boolean shutIn;
    private volatile boolean shutOut;
    private volatile boolean reset;
    private InetAddress address;
    private int port;
    private int localPort = -1;
    private volatile int timeout;
    private InputStream in;
    private OutputStream out;

    public Socket() {
    }

    public Socket(String host, int port) throws UnknownHostException, IOException {
        this(host != null ? new InetSocketAddress(host, port)
                : new InetSocketAddress(InetAddress.getByName(null), port), null);
    }

    public Socket(InetAddress address, int port) throws IOException {
        this(address != null ? new InetSocketAddress(address, port) : null, null);
    }

    public Socket(String host, int port, InetAddress localAddr, int localPort) throws IOException {
        this(host != null ? new InetSocketAddress(host, port)
                : new InetSocketAddress(InetAddress.getByName(null), port),
                new InetSocketAddress(localAddr, localPort));
    }

    public Socket(InetAddress address, int port, InetAddress localAddr, int localPort) throws IOException {
        this(address != null ? new InetSocketAddress(address, port) : null,
                new InetSocketAddress(localAddr, localPort));
    }

    private Socket(SocketAddress address, SocketAddress localAddr) throws IOException {
        if (address == null) {
            throw new NullPointerException();
        }
        try {
            if (localAddr != null) {
                bind(localAddr);
            }
            connect(address);
        } catch (IOException | IllegalArgumentException | SecurityException e) {
            try {
                close();
            } catch (IOException ce) {
                e.addSuppressed(ce);
            }
            throw e;
        }
    }

    /** An accepted connection (ServerSocket.accept). */
    Socket(int fd, InetAddress peer, int peerPort, int localPort) {
        this.fd = fd;
        this.address = peer;
        this.port = peerPort;
        this.localPort = localPort;
        this.bound = true;
        this.connected = true;
    }

    // ---- descriptor use ----

    /** For data transfer: the descriptor, or "Socket closed". */
    private int beginOp() throws SocketException {
        synchronized (stateLock) {
            if (closed || fdClosed || fd < 0) {
                throw new SocketException("Socket closed");
            }
            inFlight++;
            return fd;
        }
    }

    /** For options and set-up: creates the descriptor if needed. */
    private int beginSetup() throws IOException {
        synchronized (stateLock) {
            if (closed) {
                throw new SocketException("Socket is closed");
            }
            if (fdClosed) {
                throw new SocketException("Socket closed");
            }
            if (fd < 0) {
                fd = Net.socketIp0(false);
            }
            inFlight++;
            return fd;
        }
    }

    private void endOp() throws IOException {
        int release = -1;
        synchronized (stateLock) {
            inFlight--;
            if (inFlight == 0 && closePending) {
                closePending = false;
                release = fd;
            }
        }
        if (release >= 0) {
            Net.close0(release);
        }
    }

    /** Releases the descriptor now, or when the calls in progress end. */
    private void releaseFd() throws IOException {
        int release = -1;
        synchronized (stateLock) {
            if (fd < 0 || fdClosed) {
                return;
            }
            fdClosed = true;
            if (inFlight > 0) {
                closePending = true;
                Net.preClose0(fd);
            } else {
                release = fd;
            }
        }
        if (release >= 0) {
            Net.close0(release);
        }
    }

    private boolean closedNow() {
        synchronized (stateLock) {
            return closed || fdClosed;
        }
    }

    // ---- connection ----

    public void connect(SocketAddress endpoint) throws IOException {
        connect(endpoint, 0);
    }

    public void connect(SocketAddress endpoint, int timeout) throws IOException {
        if (endpoint == null) {
            throw new IllegalArgumentException("connect: The address can't be null");
        }
        if (timeout < 0) {
            throw new IllegalArgumentException("connect: timeout can't be negative");
        }
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (isConnected()) {
            throw new SocketException("already connected");
        }
        if (!(endpoint instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type");
        }
        InetSocketAddress epoint = (InetSocketAddress) endpoint;
        InetAddress addr = epoint.getAddress();
        int p = epoint.getPort();
        if (addr == null) {
            throw new UnknownHostException(epoint.getHostName());
        }
        int fd = beginSetup();
        boolean ok = false;
        try {
            Net.connectIp0(fd, Net.bytes(addr), Net.scope(addr), p, timeout);
            ok = true;
        } catch (IOException e) {
            if (closedNow()) {
                throw new SocketException("Socket closed");
            }
            throw e;
        } finally {
            endOp();
            if (!ok) {
                releaseFd();
            }
        }
        int lp = Net.localPort(fd);
        synchronized (stateLock) {
            address = addr;
            port = p;
            localPort = lp;
            bound = true;
            connected = true;
        }
    }

    public void bind(SocketAddress bindpoint) throws IOException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (isBound()) {
            throw new SocketException("Already bound");
        }
        if (bindpoint != null && !(bindpoint instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type");
        }
        InetSocketAddress epoint = bindpoint != null ? (InetSocketAddress) bindpoint : new InetSocketAddress(0);
        if (epoint.isUnresolved()) {
            throw new SocketException("Unresolved address");
        }
        int fd = beginSetup();
        try {
            InetAddress ba = epoint.getAddress();
            Net.bindIp0(fd, Net.bytes(ba), Net.scope(ba), epoint.getPort());
            int lp = Net.localPort(fd);
            synchronized (stateLock) {
                localPort = lp;
                bound = true;
            }
        } finally {
            endOp();
        }
    }

    // ---- data ----

    private static void checkRange(int off, int len, int length) {
        if ((length | off | len) < 0 || len > length - off) {
            throw new IndexOutOfBoundsException(
                    "Range [" + off + ", " + off + " + " + len + ") out of bounds for length " + length);
        }
    }

    int implRead(byte[] b, int off, int len) throws IOException {
        checkRange(off, len, b.length);
        int fd = beginOp();
        try {
            if (shutIn) {
                return -1;
            }
            if (reset) {
                throw new SocketException("Connection reset");
            }
            if (len == 0) {
                return 0;
            }
            int n = Net.read0(fd, b, off, len, timeout);
            if (n < 0 && closedNow()) {
                throw new SocketException("Socket closed");
            }
            return n;
        } catch (IOException e) {
            if (closedNow()) {
                throw new SocketException("Socket closed");
            }
            if (!(e instanceof SocketTimeoutException) && "Connection reset".equals(e.getMessage())) {
                reset = true;
            }
            throw e;
        } finally {
            endOp();
        }
    }

    void implWrite(byte[] b, int off, int len) throws IOException {
        checkRange(off, len, b.length);
        int fd = beginOp();
        try {
            if (len > 0) {
                Net.write0(fd, b, off, len);
            }
        } catch (IOException e) {
            if (closedNow()) {
                throw new SocketException("Socket closed");
            }
            throw e;
        } finally {
            endOp();
        }
    }

    int implAvailable() throws IOException {
        int fd = beginOp();
        try {
            if (shutIn) {
                return 0;
            }
            return Net.available0(fd);
        } finally {
            endOp();
        }
    }

    private static final class SocketInputStream extends InputStream {
        private final Socket parent;

        SocketInputStream(Socket parent) {
            this.parent = parent;
        }

        @Override
        public int read() throws IOException {
            byte[] a = new byte[1];
            int n = parent.implRead(a, 0, 1);
            return n > 0 ? (a[0] & 0xFF) : -1;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            return parent.implRead(b, off, len);
        }

        @Override
        public int available() throws IOException {
            return parent.implAvailable();
        }

        @Override
        public void close() throws IOException {
            parent.close();
        }
    }

    private static final class SocketOutputStream extends OutputStream {
        private final Socket parent;

        SocketOutputStream(Socket parent) {
            this.parent = parent;
        }

        @Override
        public void write(int b) throws IOException {
            parent.implWrite(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            parent.implWrite(b, off, len);
        }

        @Override
        public void close() throws IOException {
            parent.close();
        }
    }

    public InputStream getInputStream() throws IOException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (!isConnected()) {
            throw new SocketException("Socket is not connected");
        }
        if (isInputShutdown()) {
            throw new SocketException("Socket input is shutdown");
        }
        synchronized (stateLock) {
            if (in == null) {
                in = new SocketInputStream(this);
            }
            return in;
        }
    }

    public OutputStream getOutputStream() throws IOException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (!isConnected()) {
            throw new SocketException("Socket is not connected");
        }
        if (isOutputShutdown()) {
            throw new SocketException("Socket output is shutdown");
        }
        synchronized (stateLock) {
            if (out == null) {
                out = new SocketOutputStream(this);
            }
            return out;
        }
    }

    public void shutdownInput() throws IOException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (!isConnected()) {
            throw new SocketException("Socket is not connected");
        }
        if (isInputShutdown()) {
            throw new SocketException("Socket input is already shutdown");
        }
        int fd = beginOp();
        try {
            Net.shutdown0(fd, 0);
            shutIn = true;
        } finally {
            endOp();
        }
    }

    public void shutdownOutput() throws IOException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (!isConnected()) {
            throw new SocketException("Socket is not connected");
        }
        if (isOutputShutdown()) {
            throw new SocketException("Socket output is already shutdown");
        }
        int fd = beginOp();
        try {
            Net.shutdown0(fd, 1);
            shutOut = true;
        } finally {
            endOp();
        }
    }

    public void close() throws IOException {
        synchronized (stateLock) {
            if (closed) {
                return;
            }
            closed = true;
        }
        releaseFd();
    }

    // ---- options ----

    private void setOption(int opt, int value) throws IOException {
        int fd = beginSetup();
        try {
            Net.setIntOption0(fd, opt, value);
        } finally {
            endOp();
        }
    }

    private int getOption(int opt) throws IOException {
        int fd = beginSetup();
        try {
            return Net.getIntOption0(fd, opt);
        } finally {
            endOp();
        }
    }

    public <T> Socket setOption(SocketOption<T> name, T value) throws IOException {
        java.util.Objects.requireNonNull(name);
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        SocketOpts.checkSupported(supportedOptions(), name);
        setOption(SocketOpts.number(name), SocketOpts.value(name, value));
        return this;
    }

    public <T> T getOption(SocketOption<T> name) throws IOException {
        java.util.Objects.requireNonNull(name);
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        SocketOpts.checkSupported(supportedOptions(), name);
        return SocketOpts.result(name, getOption(SocketOpts.number(name)));
    }

    public java.util.Set<SocketOption<?>> supportedOptions() {
        return SocketOpts.SOCKET;
    }

    public void setTrafficClass(int tc) throws SocketException {
        if (tc < 0 || tc > 255) {
            throw new IllegalArgumentException("tc is not in range 0 -- 255");
        }
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        setInt(Net.IP_TOS, tc);
    }

    public int getTrafficClass() throws SocketException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        return getInt(Net.IP_TOS);
    }

    public void setTcpNoDelay(boolean on) throws SocketException {
        try {
            setOption(Net.TCP_NODELAY, on ? 1 : 0);
        } catch (SocketException e) {
            throw e;
        } catch (IOException e) {
            throw new SocketException(e.getMessage());
        }
    }

    public boolean getTcpNoDelay() throws SocketException {
        return getBool(Net.TCP_NODELAY);
    }

    public void setKeepAlive(boolean on) throws SocketException {
        setInt(Net.SO_KEEPALIVE, on ? 1 : 0);
    }

    public boolean getKeepAlive() throws SocketException {
        return getBool(Net.SO_KEEPALIVE);
    }

    public void setReuseAddress(boolean on) throws SocketException {
        setInt(Net.SO_REUSEADDR, on ? 1 : 0);
    }

    public boolean getReuseAddress() throws SocketException {
        return getBool(Net.SO_REUSEADDR);
    }

    public void setOOBInline(boolean on) throws SocketException {
        setInt(Net.SO_OOBINLINE, on ? 1 : 0);
    }

    public boolean getOOBInline() throws SocketException {
        return getBool(Net.SO_OOBINLINE);
    }

    public void setSoLinger(boolean on, int linger) throws SocketException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (!on) {
            setInt(Net.SO_LINGER, -1);
        } else {
            if (linger < 0) {
                throw new IllegalArgumentException("invalid value for SO_LINGER");
            }
            setInt(Net.SO_LINGER, linger > 65535 ? 65535 : linger);
        }
    }

    public int getSoLinger() throws SocketException {
        return getInt(Net.SO_LINGER);
    }

    public void setReceiveBufferSize(int size) throws SocketException {
        if (size <= 0) {
            throw new IllegalArgumentException("invalid receive size");
        }
        setInt(Net.SO_RCVBUF, size);
    }

    public int getReceiveBufferSize() throws SocketException {
        return getInt(Net.SO_RCVBUF);
    }

    public void setSendBufferSize(int size) throws SocketException {
        if (size <= 0) {
            throw new IllegalArgumentException("negative send size");
        }
        setInt(Net.SO_SNDBUF, size);
    }

    public int getSendBufferSize() throws SocketException {
        return getInt(Net.SO_SNDBUF);
    }

    private void setInt(int opt, int v) throws SocketException {
        try {
            setOption(opt, v);
        } catch (SocketException e) {
            throw e;
        } catch (IOException e) {
            throw new SocketException(e.getMessage());
        }
    }

    private int getInt(int opt) throws SocketException {
        try {
            return getOption(opt);
        } catch (SocketException e) {
            throw e;
        } catch (IOException e) {
            throw new SocketException(e.getMessage());
        }
    }

    private boolean getBool(int opt) throws SocketException {
        return getInt(opt) != 0;
    }

    public void setSoTimeout(int timeout) throws SocketException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout can't be negative");
        }
        this.timeout = timeout;
    }

    public int getSoTimeout() throws SocketException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        return timeout;
    }

    public void setPerformancePreferences(int connectionTime, int latency, int bandwidth) {
    }

    // ---- state ----

    public InetAddress getInetAddress() {
        synchronized (stateLock) {
            return connected ? address : null;
        }
    }

    public int getPort() {
        synchronized (stateLock) {
            return connected ? port : 0;
        }
    }

    public int getLocalPort() {
        synchronized (stateLock) {
            return bound ? localPort : -1;
        }
    }

    public InetAddress getLocalAddress() {
        int fd;
        synchronized (stateLock) {
            if (!bound) {
                return InetAddress.anyLocalAddress();
            }
            if (closed || fdClosed || fd() < 0) {
                return InetAddress.anyLocalAddress();
            }
            fd = this.fd;
        }
        try {
            InetAddress la = Net.localAddress(fd);
            return la.isAnyLocalAddress() ? InetAddress.anyLocalAddress() : la;
        } catch (IOException e) {
            return InetAddress.anyLocalAddress();
        }
    }

    private int fd() {
        return fd;
    }

    public SocketAddress getRemoteSocketAddress() {
        if (!isConnected()) {
            return null;
        }
        return new InetSocketAddress(getInetAddress(), getPort());
    }

    public SocketAddress getLocalSocketAddress() {
        if (!isBound()) {
            return null;
        }
        return new InetSocketAddress(getLocalAddress(), getLocalPort());
    }

    public boolean isConnected() {
        synchronized (stateLock) {
            return connected;
        }
    }

    public boolean isBound() {
        synchronized (stateLock) {
            return bound;
        }
    }

    public boolean isClosed() {
        synchronized (stateLock) {
            return closed;
        }
    }

    public boolean isInputShutdown() {
        return shutIn;
    }

    public boolean isOutputShutdown() {
        return shutOut;
    }

    @Override
    public String toString() {
        if (isConnected()) {
            return "Socket[addr=" + getInetAddress() + ",port=" + getPort() + ",localport=" + getLocalPort() + "]";
        }
        return "Socket[unconnected]";
    }

    /** The channel of a socket made by a channel (its socket() adaptor); null here. */
    public java.nio.channels.SocketChannel getChannel() {
        return null;
    }
}
