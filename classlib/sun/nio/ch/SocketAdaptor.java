package sun.nio.ch;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.SocketException;
import java.net.SocketOption;
import java.net.StandardSocketOptions;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;

/**
 * SocketChannel.socket(): a Socket whose every call goes to the channel.
 * A connect with a time-out and SO_TIMEOUT on reads from its stream are
 * honoured (SocketTimeoutException, as HotSpot's).
 */
final class SocketAdaptor extends Socket {
    private final SocketChannelImpl ch;
    private int timeout;

    SocketAdaptor(SocketChannelImpl ch) {
        this.ch = ch;
    }

    public SocketChannel getChannel() {
        return ch;
    }

    public void connect(SocketAddress remote) throws IOException {
        connect(remote, 0);
    }

    public void connect(SocketAddress remote, int timeout) throws IOException {
        if (remote == null) {
            throw new IllegalArgumentException("connect: The address can't be null");
        }
        if (timeout < 0) {
            throw new IllegalArgumentException("connect: timeout can't be negative");
        }
        if (timeout > 0) {
            ch.timedConnect(remote, timeout);
        } else {
            ch.connect(remote);
        }
    }

    public void bind(SocketAddress local) throws IOException {
        ch.bind(local);
    }

    public InetAddress getInetAddress() {
        InetSocketAddress a = ch.remoteAddress();
        return a == null ? null : a.getAddress();
    }

    public int getPort() {
        InetSocketAddress a = ch.remoteAddress();
        return a == null ? 0 : a.getPort();
    }

    public int getLocalPort() {
        InetSocketAddress a = ch.localAddress();
        return a == null ? -1 : a.getPort();
    }

    public InetAddress getLocalAddress() {
        InetSocketAddress a = ch.localAddress();
        return a == null ? new InetSocketAddress(0).getAddress() : a.getAddress();
    }

    public SocketAddress getRemoteSocketAddress() {
        return ch.remoteAddress();
    }

    public SocketAddress getLocalSocketAddress() {
        return ch.localAddress();
    }

    public InputStream getInputStream() throws IOException {
        if (!ch.isOpen()) {
            throw new SocketException("Socket is closed");
        }
        if (!ch.isConnected()) {
            throw new SocketException("Socket is not connected");
        }
        return new In();
    }

    public OutputStream getOutputStream() throws IOException {
        if (!ch.isOpen()) {
            throw new SocketException("Socket is closed");
        }
        if (!ch.isConnected()) {
            throw new SocketException("Socket is not connected");
        }
        return Channels.newOutputStream(ch);
    }

    /* Reads with the time-out set when each read starts. */
    private final class In extends InputStream {
        public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n <= 0 ? -1 : one[0] & 0xff;
        }

        public int read(byte[] b, int off, int len) throws IOException {
            return ch.timedRead(b, off, len, timeout);
        }

        public int available() throws IOException {
            return ch.available();
        }

        public void close() throws IOException {
            ch.close();
        }
    }

    private <T> void set(SocketOption<T> name, T value) throws SocketException {
        try {
            ch.setOption(name, value);
        } catch (IOException e) {
            throw new SocketException(e.getMessage());
        }
    }

    private <T> T get(SocketOption<T> name) throws SocketException {
        try {
            return ch.getOption(name);
        } catch (IOException e) {
            throw new SocketException(e.getMessage());
        }
    }

    public <T> Socket setOption(SocketOption<T> name, T value) throws IOException {
        ch.setOption(name, value);
        return this;
    }

    public <T> T getOption(SocketOption<T> name) throws IOException {
        return ch.getOption(name);
    }

    public java.util.Set<SocketOption<?>> supportedOptions() {
        return ch.supportedOptions();
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

    public void setTcpNoDelay(boolean on) throws SocketException {
        set(StandardSocketOptions.TCP_NODELAY, on);
    }

    public boolean getTcpNoDelay() throws SocketException {
        return get(StandardSocketOptions.TCP_NODELAY);
    }

    public void setKeepAlive(boolean on) throws SocketException {
        set(StandardSocketOptions.SO_KEEPALIVE, on);
    }

    public boolean getKeepAlive() throws SocketException {
        return get(StandardSocketOptions.SO_KEEPALIVE);
    }

    public void setReuseAddress(boolean on) throws SocketException {
        set(StandardSocketOptions.SO_REUSEADDR, on);
    }

    public boolean getReuseAddress() throws SocketException {
        return get(StandardSocketOptions.SO_REUSEADDR);
    }

    public void setSoLinger(boolean on, int linger) throws SocketException {
        set(StandardSocketOptions.SO_LINGER, on ? linger : -1);
    }

    public int getSoLinger() throws SocketException {
        return get(StandardSocketOptions.SO_LINGER);
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

    public void setSendBufferSize(int size) throws SocketException {
        if (size <= 0) {
            throw new IllegalArgumentException("Invalid send size");
        }
        set(StandardSocketOptions.SO_SNDBUF, size);
    }

    public int getSendBufferSize() throws SocketException {
        return get(StandardSocketOptions.SO_SNDBUF);
    }

    public void setSoTimeout(int timeout) throws SocketException {
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout < 0");
        }
        this.timeout = timeout;
    }

    public int getSoTimeout() throws SocketException {
        return timeout;
    }

    public void shutdownInput() throws IOException {
        ch.shutdownInput();
    }

    public void shutdownOutput() throws IOException {
        ch.shutdownOutput();
    }

    public boolean isInputShutdown() {
        return ch.inputShutdown();
    }

    public boolean isOutputShutdown() {
        return ch.outputShutdown();
    }

    public boolean isConnected() {
        return ch.isConnected();
    }

    public boolean isBound() {
        return ch.localAddress() != null;
    }

    public boolean isClosed() {
        return !ch.isOpen();
    }

    public void close() throws IOException {
        ch.close();
    }

    public String toString() {
        if (ch.isConnected()) {
            return "Socket[addr=" + getInetAddress() + ",port=" + getPort() + ",localport=" + getLocalPort() + "]";
        }
        return "Socket[unconnected]";
    }
}
