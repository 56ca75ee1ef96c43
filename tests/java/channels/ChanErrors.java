import java.net.*;
import java.nio.ByteBuffer;
import java.nio.channels.*;

/* The exceptions and messages (the system's error texts) of failed channel
 * binds, connects and sends, as HotSpot's. */
public class ChanErrors {
    static String name(Throwable e) {
        return e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }

    public static void main(String[] args) throws Exception {
        InetAddress lo = InetAddress.getLoopbackAddress();
        ServerSocketChannel s1 = ServerSocketChannel.open().bind(new InetSocketAddress(lo, 0));
        try {
            ServerSocketChannel.open().setOption(StandardSocketOptions.SO_REUSEADDR, false).bind(s1.getLocalAddress());
        } catch (Exception e) {
            System.out.println("server in use: " + name(e));
        }
        DatagramChannel d1 = DatagramChannel.open().bind(new InetSocketAddress(lo, 0));
        try {
            DatagramChannel.open().bind(d1.getLocalAddress());
        } catch (Exception e) {
            System.out.println("datagram in use: " + name(e));
        }
        try {
            SocketChannel.open().bind(new InetSocketAddress(InetAddress.getByName("203.0.113.77"), 0));
        } catch (Exception e) {
            System.out.println("not local: " + name(e));
        }
        try {
            DatagramChannel.open().bind(new InetSocketAddress(InetAddress.getByName("::2"), 0));
        } catch (Exception e) {
            System.out.println("not local six: " + name(e));
        }
        int port = ((InetSocketAddress) s1.getLocalAddress()).getPort();
        s1.close();
        try {
            SocketChannel.open(new InetSocketAddress(lo, port));
        } catch (Exception e) {
            System.out.println("refused: " + name(e));
        }
        DatagramChannel dc = DatagramChannel.open();
        dc.connect(new InetSocketAddress(lo, port));
        dc.write(ByteBuffer.wrap("x".getBytes()));
        Thread.sleep(50);
        try {
            dc.read(ByteBuffer.allocate(4));
        } catch (Exception e) {
            System.out.println("port unreachable: " + name(e));
        }
        d1.close();
        dc.close();
    }
}
