// An idle Selector.select(): a listening ServerSocketChannel and a pipe's
// source registered, nothing ever ready.  The select must be one wait (no
// time-out, no polling loop), on every backend.
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.channels.Pipe;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;

public class IdleSelector {
    public static void main(String[] args) throws Exception {
        Selector sel = Selector.open();
        ServerSocketChannel ssc = ServerSocketChannel.open();
        ssc.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        ssc.configureBlocking(false);
        ssc.register(sel, SelectionKey.OP_ACCEPT);
        Pipe p = Pipe.open();
        p.source().configureBlocking(false);
        p.source().register(sel, SelectionKey.OP_READ);
        System.out.println("Selecting...");
        while (true) {
            int n = sel.select();
            System.out.println("selected " + n);
            sel.selectedKeys().clear();
        }
    }
}
