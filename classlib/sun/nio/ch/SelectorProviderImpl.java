package sun.nio.ch;

import java.io.IOException;
import java.net.ProtocolFamily;
import java.net.StandardProtocolFamily;
import java.nio.channels.DatagramChannel;
import java.nio.channels.Pipe;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.channels.spi.AbstractSelector;
import java.nio.channels.spi.SelectorProvider;

public class SelectorProviderImpl extends SelectorProvider {
    public DatagramChannel openDatagramChannel() throws IOException {
        return new DatagramChannelImpl(this, 0);
    }

    public DatagramChannel openDatagramChannel(ProtocolFamily family) throws IOException {
        return new DatagramChannelImpl(this, IOUtil.family(family));
    }

    public Pipe openPipe() throws IOException {
        return new PipeImpl(this);
    }

    public AbstractSelector openSelector() throws IOException {
        return new SelectorImpl(this);
    }

    public ServerSocketChannel openServerSocketChannel() throws IOException {
        return new ServerSocketChannelImpl(this, 0);
    }

    public SocketChannel openSocketChannel() throws IOException {
        return new SocketChannelImpl(this, 0);
    }

    public SocketChannel openSocketChannel(ProtocolFamily family) throws IOException {
        return new SocketChannelImpl(this, unixNotYet(family));
    }

    public ServerSocketChannel openServerSocketChannel(ProtocolFamily family) throws IOException {
        return new ServerSocketChannelImpl(this, unixNotYet(family));
    }

    /* HotSpot 17 has UNIX-domain stream channels (JEP 380); this library does not yet. */
    private static int unixNotYet(ProtocolFamily family) {
        if (family == StandardProtocolFamily.UNIX) {
            throw new UnsupportedOperationException("UNIX-domain socket channels are not supported yet");
        }
        return IOUtil.family(family);
    }
}
