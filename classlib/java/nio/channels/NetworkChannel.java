package java.nio.channels;

public interface NetworkChannel extends Channel {
    NetworkChannel bind(java.net.SocketAddress local) throws java.io.IOException;

    <T> NetworkChannel setOption(java.net.SocketOption<T> name, T value) throws java.io.IOException;

    <T> T getOption(java.net.SocketOption<T> name) throws java.io.IOException;

    java.net.SocketAddress getLocalAddress() throws java.io.IOException;

    java.util.Set<java.net.SocketOption<?>> supportedOptions();
}
