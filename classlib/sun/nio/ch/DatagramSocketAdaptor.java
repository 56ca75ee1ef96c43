package sun.nio.ch;

import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.SocketException;
import java.net.SocketOption;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.AlreadyBoundException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.DatagramChannel;
import java.util.Set;

/**
 * DatagramChannel.socket(): a DatagramSocket whose every call goes to the
 * channel (the superclass never makes a socket of its own: it is unbound,
 * and every method that would use it is overridden here).  SO_TIMEOUT is
 * honoured by receive (SocketTimeoutException "Receive timed out").
 */
final class DatagramSocketAdaptor extends DatagramSocket {
    private final DatagramChannelImpl ch;
    private volatile int timeout;

    DatagramSocketAdaptor(DatagramChannelImpl ch) throws SocketException {
        super((SocketAddress) null);
        this.ch = ch;
    }

    private static SocketException socketException(IOException e) {
        if (e instanceof SocketException) {
            return (SocketException) e;
        }
        SocketException se = new SocketException(e instanceof ClosedChannelException ? "Socket closed" : e.getMessage());
        se.initCause(e);
        return se;
    }

    public DatagramChannel getChannel() {
        return ch;
    }

    public void bind(SocketAddress local) throws SocketException {
        if (local != null && !(local instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type!");
        }
        try {
            ch.bind(local);
        } catch (AlreadyBoundException e) {
            throw new SocketException("Already bound");
        } catch (IOException e) {
            throw socketException(e);
        }
    }

    public void connect(InetAddress address, int port) {
        try {
            connect(new InetSocketAddress(address, port));
        } catch (SocketException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    public void connect(SocketAddress remote) throws SocketException {
        if (remote == null) {
            throw new IllegalArgumentException("Address can't be null");
        }
        try {
            ch.connect(remote);
        } catch (IOException e) {
            throw socketException(e);
        }
    }

    public void disconnect() {
        try {
            ch.disconnect();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    public boolean isBound() {
        return ch.localAddress() != null;
    }

    public boolean isConnected() {
        return ch.isConnected();
    }

    public InetAddress getInetAddress() {
        InetSocketAddress a = ch.remoteAddress();
        return a == null ? null : a.getAddress();
    }

    public int getPort() {
        InetSocketAddress a = ch.remoteAddress();
        return a == null ? -1 : a.getPort();
    }

    public SocketAddress getRemoteSocketAddress() {
        return ch.remoteAddress();
    }

    public SocketAddress getLocalSocketAddress() {
        return isClosed() ? null : ch.localAddress();
    }

    public InetAddress getLocalAddress() {
        if (isClosed()) {
            return null;
        }
        InetSocketAddress a = ch.localAddress();
        return a == null ? new InetSocketAddress(0).getAddress() : a.getAddress();
    }

    public int getLocalPort() {
        if (isClosed()) {
            return -1;
        }
        InetSocketAddress a = ch.localAddress();
        return a == null ? 0 : a.getPort();
    }

    public void send(DatagramPacket p) throws IOException {
        synchronized (p) {
            if (isClosed()) {
                throw new SocketException("Socket closed");
            }
            InetSocketAddress remote = ch.remoteAddress();
            ByteBuffer b = ByteBuffer.wrap(p.getData(), p.getOffset(), p.getLength());
            InetAddress a = p.getAddress();
            try {
                if (a == null) {
                    if (remote == null) {
                        throw new IllegalArgumentException("Address not set");
                    }
                    ch.write(b);
                } else if (remote != null) {
                    if (!a.equals(remote.getAddress()) || p.getPort() != remote.getPort()) {
                        throw new IllegalArgumentException("Connected and packet address differ");
                    }
                    ch.write(b);
                } else {
                    if (p.getPort() == 0) {
                        throw new SocketException("Can't send to port 0");
                    }
                    ch.send(b, p.getSocketAddress());
                }
            } catch (ClosedChannelException e) {
                throw socketException(e);
            }
        }
    }

    public void receive(DatagramPacket p) throws IOException {
        synchronized (p) {
            if (isClosed()) {
                throw new SocketException("Socket closed");
            }
            ByteBuffer b = ByteBuffer.wrap(p.getData(), p.getOffset(), p.getData().length - p.getOffset());
            b.limit(p.getOffset() + room(p));
            SocketAddress from;
            try {
                from = ch.timedReceive(b, timeout);
            } catch (ClosedChannelException e) {
                throw socketException(e);
            }
            p.setLength(b.position() - p.getOffset());
            p.setSocketAddress(from);
        }
    }

    private static java.lang.reflect.Field bufLength;

    /* The packet's buffer length (not the last datagram's length), which
     * java.net keeps in a field of its own. */
    private static int room(DatagramPacket p) {
        try {
            if (bufLength == null) {
                java.lang.reflect.Field f = DatagramPacket.class.getDeclaredField("bufLength");
                f.setAccessible(true);
                bufLength = f;
            }
            return bufLength.getInt(p);
        } catch (ReflectiveOperationException e) {
            throw new InternalError(e);
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

    public int getSoTimeout() throws SocketException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        return timeout;
    }

    private <T> void set(SocketOption<T> name, T value) throws SocketException {
        try {
            ch.setOption(name, value);
        } catch (IOException e) {
            throw socketException(e);
        }
    }

    private <T> T get(SocketOption<T> name) throws SocketException {
        try {
            return ch.getOption(name);
        } catch (IOException e) {
            throw socketException(e);
        }
    }

    public <T> DatagramSocket setOption(SocketOption<T> name, T value) throws IOException {
        ch.setOption(name, value);
        return this;
    }

    public <T> T getOption(SocketOption<T> name) throws IOException {
        return ch.getOption(name);
    }

    public Set<SocketOption<?>> supportedOptions() {
        return ch.supportedOptions();
    }

    public void setSendBufferSize(int size) throws SocketException {
        if (size <= 0) {
            throw new IllegalArgumentException("Invalid send size");
        }
        set(StandardSocketOptions.SO_SNDBUF, size);
    }

    public int getSendBufferSize() throws SocketException {
        return get(StandardSocketOptions.SO_SNDBUF);
    }

    public void setReceiveBufferSize(int size) throws SocketException {
        if (size <= 0) {
            throw new IllegalArgumentException("Invalid receive size");
        }
        set(StandardSocketOptions.SO_RCVBUF, size);
    }

    public int getReceiveBufferSize() throws SocketException {
        return get(StandardSocketOptions.SO_RCVBUF);
    }

    public void setReuseAddress(boolean on) throws SocketException {
        set(StandardSocketOptions.SO_REUSEADDR, on);
    }

    public boolean getReuseAddress() throws SocketException {
        return get(StandardSocketOptions.SO_REUSEADDR);
    }

    public void setBroadcast(boolean on) throws SocketException {
        set(StandardSocketOptions.SO_BROADCAST, on);
    }

    public boolean getBroadcast() throws SocketException {
        return get(StandardSocketOptions.SO_BROADCAST);
    }

    public void setTrafficClass(int tc) throws SocketException {
        if (tc < 0 || tc > 255) {
            throw new IllegalArgumentException("tc is not in range 0 -- 255");
        }
        set(StandardSocketOptions.IP_TOS, tc);
    }

    public int getTrafficClass() throws SocketException {
        return get(StandardSocketOptions.IP_TOS);
    }

    public void close() {
        try {
            ch.close();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    public boolean isClosed() {
        return !ch.isOpen();
    }
}
