package sun.nio.ch;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.SocketException;
import java.net.StandardSocketOptions;
import java.nio.channels.AlreadyBoundException;
import java.nio.channels.IllegalBlockingModeException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;

/** ServerSocketChannel.socket(): a ServerSocket whose every call goes to the channel. */
final class ServerSocketAdaptor extends ServerSocket {
    private final ServerSocketChannelImpl ch;

    ServerSocketAdaptor(ServerSocketChannelImpl ch) throws IOException {
        this.ch = ch;
    }

    public void bind(SocketAddress local) throws IOException {
        bind(local, 50);
    }

    public void bind(SocketAddress local, int backlog) throws IOException {
        try {
            ch.bind(local, backlog);
        } catch (AlreadyBoundException e) {
            throw new SocketException("Already bound");
        }
    }

    public InetAddress getInetAddress() {
        InetSocketAddress a = ch.localAddress();
        return a == null ? null : a.getAddress();
    }

    public int getLocalPort() {
        InetSocketAddress a = ch.localAddress();
        return a == null ? -1 : a.getPort();
    }

    public SocketAddress getLocalSocketAddress() {
        return ch.localAddress();
    }

    public Socket accept() throws IOException {
        if (!ch.isBlocking()) {
            throw new IllegalBlockingModeException();
        }
        int ms = getSoTimeout();
        SocketChannel sc = ms > 0 ? ch.timedAccept(ms) : ch.accept();
        return sc.socket();
    }

    public ServerSocketChannel getChannel() {
        return ch;
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

    public <T> ServerSocket setOption(java.net.SocketOption<T> name, T value) throws IOException {
        ch.setOption(name, value);
        return this;
    }

    public <T> T getOption(java.net.SocketOption<T> name) throws IOException {
        return ch.getOption(name);
    }

    public java.util.Set<java.net.SocketOption<?>> supportedOptions() {
        return ch.supportedOptions();
    }

    public void setReuseAddress(boolean on) throws SocketException {
        try {
            ch.setOption(StandardSocketOptions.SO_REUSEADDR, on);
        } catch (IOException e) {
            throw new SocketException(e.getMessage());
        }
    }

    public boolean getReuseAddress() throws SocketException {
        try {
            return ch.getOption(StandardSocketOptions.SO_REUSEADDR);
        } catch (IOException e) {
            throw new SocketException(e.getMessage());
        }
    }

    public void setReceiveBufferSize(int size) throws SocketException {
        if (size <= 0) {
            throw new IllegalArgumentException("size cannot be 0 or negative");
        }
        try {
            ch.setOption(StandardSocketOptions.SO_RCVBUF, size);
        } catch (IOException e) {
            throw new SocketException(e.getMessage());
        }
    }

    public int getReceiveBufferSize() throws SocketException {
        try {
            return ch.getOption(StandardSocketOptions.SO_RCVBUF);
        } catch (IOException e) {
            throw new SocketException(e.getMessage());
        }
    }

    public String toString() {
        InetSocketAddress a = ch.localAddress();
        if (a == null) {
            return "ServerSocket[unbound]";
        }
        return "ServerSocket[addr=" + a.getAddress() + ",localport=" + a.getPort() + "]";
    }
}
