package java.net;

import java.io.Closeable;
import java.io.IOException;

/**
 * A TCP listening socket (IPv4).  accept() blocks through the VM's io layer:
 * on green threads the other threads keep running, and an idle accept costs
 * no system calls on either backend.  Closing from another thread wakes a
 * blocked accept with "Socket closed" (the same descriptor accounting as
 * Socket: the last call in progress releases the number).
 */
public class ServerSocket implements Closeable {

    private final Object stateLock = new Object();
    private int fd = -1;
    private boolean closed;
    private boolean closePending;
    private int inFlight;
    private boolean bound;
    private InetAddress localAddr;
    private int localPort = -1;
    private volatile int timeout;

    public ServerSocket() throws IOException {
    }

    public ServerSocket(int port) throws IOException {
        this(port, 50, null);
    }

    public ServerSocket(int port, int backlog) throws IOException {
        this(port, backlog, null);
    }

    public ServerSocket(int port, int backlog, InetAddress bindAddr) throws IOException {
        if (port < 0 || port > 0xFFFF) {
            throw new IllegalArgumentException("Port value out of range: " + port);
        }
        if (backlog < 1) {
            backlog = 50;
        }
        try {
            bind(new InetSocketAddress(bindAddr, port), backlog);
        } catch (IOException | SecurityException e) {
            close();
            throw e;
        }
    }

    private int beginOp(boolean create) throws IOException {
        synchronized (stateLock) {
            if (closed) {
                throw new SocketException(create ? "Socket is closed" : "Socket closed");
            }
            if (fd < 0) {
                if (!create) {
                    throw new SocketException("Socket closed");
                }
                int s = Net.socketIp0(false);
                try {
                    Net.setIntOption0(s, Net.SO_REUSEADDR, 1);
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

    public void bind(SocketAddress endpoint) throws IOException {
        bind(endpoint, 50);
    }

    public void bind(SocketAddress endpoint, int backlog) throws IOException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (isBound()) {
            throw new SocketException("Already bound");
        }
        if (endpoint == null) {
            endpoint = new InetSocketAddress(0);
        }
        if (!(endpoint instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type");
        }
        InetSocketAddress epoint = (InetSocketAddress) endpoint;
        if (epoint.isUnresolved()) {
            throw new SocketException("Unresolved address");
        }
        if (backlog < 1) {
            backlog = 50;
        }
        int fd = beginOp(true);
        try {
            InetAddress ba = epoint.getAddress();
            Net.bindIp0(fd, Net.bytes(ba), Net.scope(ba), epoint.getPort());
            Net.listen0(fd, backlog);
            int lp = Net.localPort(fd);
            synchronized (stateLock) {
                localAddr = epoint.getAddress();
                localPort = lp;
                bound = true;
            }
        } finally {
            endOp();
        }
    }

    public Socket accept() throws IOException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (!isBound()) {
            throw new SocketException("Socket is not bound yet");
        }
        int fd = beginOp(false);
        byte[] peerAddr = new byte[16];
        int[] peer = new int[3];
        int s;
        try {
            s = Net.acceptIp0(fd, timeout, peerAddr, peer);
        } catch (IOException e) {
            if (isClosed()) {
                throw new SocketException("Socket closed");
            }
            throw e;
        } finally {
            endOp();
        }
        return new Socket(s, Net.toInetAddress(peerAddr, peer), peer[2], localPort);
    }

    public void close() throws IOException {
        int release = -1;
        synchronized (stateLock) {
            if (closed) {
                return;
            }
            closed = true;
            if (fd < 0) {
                return;
            }
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

    public void setSoTimeout(int timeout) throws SocketException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout < 0");
        }
        this.timeout = timeout;
    }

    public int getSoTimeout() throws IOException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        return timeout;
    }

    private void setOption(int opt, int value) throws SocketException {
        try {
            int fd = beginOp(true);
            try {
                Net.setIntOption0(fd, opt, value);
            } finally {
                endOp();
            }
        } catch (SocketException e) {
            throw e;
        } catch (IOException e) {
            throw new SocketException(e.getMessage());
        }
    }

    private int getOption(int opt) throws SocketException {
        try {
            int fd = beginOp(true);
            try {
                return Net.getIntOption0(fd, opt);
            } finally {
                endOp();
            }
        } catch (SocketException e) {
            throw e;
        } catch (IOException e) {
            throw new SocketException(e.getMessage());
        }
    }

    public <T> ServerSocket setOption(SocketOption<T> name, T value) throws IOException {
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
        return SocketOpts.SERVER;
    }

    public void setReuseAddress(boolean on) throws SocketException {
        setOption(Net.SO_REUSEADDR, on ? 1 : 0);
    }

    public boolean getReuseAddress() throws SocketException {
        return getOption(Net.SO_REUSEADDR) != 0;
    }

    public void setReceiveBufferSize(int size) throws SocketException {
        if (size <= 0) {
            throw new IllegalArgumentException("negative receive size");
        }
        setOption(Net.SO_RCVBUF, size);
    }

    public int getReceiveBufferSize() throws SocketException {
        return getOption(Net.SO_RCVBUF);
    }

    public void setPerformancePreferences(int connectionTime, int latency, int bandwidth) {
    }

    public InetAddress getInetAddress() {
        synchronized (stateLock) {
            return bound ? localAddr : null;
        }
    }

    public int getLocalPort() {
        synchronized (stateLock) {
            return bound ? localPort : -1;
        }
    }

    public SocketAddress getLocalSocketAddress() {
        synchronized (stateLock) {
            return bound ? new InetSocketAddress(localAddr, localPort) : null;
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

    @Override
    public String toString() {
        if (!isBound()) {
            return "ServerSocket[unbound]";
        }
        return "ServerSocket[addr=" + localAddr + ",localport=" + localPort + "]";
    }

    /** The channel of a socket made by a channel (its socket() adaptor); null here. */
    public java.nio.channels.ServerSocketChannel getChannel() {
        return null;
    }
}
