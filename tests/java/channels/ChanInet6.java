import java.net.*;
import java.nio.ByteBuffer;
import java.nio.channels.*;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;

/* IPv6 on SocketChannel, ServerSocketChannel and DatagramChannel: the
 * default (dual-stack) sockets, open(StandardProtocolFamily), ::1 endpoints,
 * the addresses as HotSpot prints them, and a Selector over IPv6 channels. */
public class ChanInet6 {
    static String name(Throwable e) {
        return e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }

    /* The address with its port masked (ports are the kernel's choice). */
    static String a(SocketAddress sa) {
        if (sa == null) {
            return "null";
        }
        InetSocketAddress isa = (InetSocketAddress) sa;
        return isa.getAddress() + " " + isa.getAddress().getClass().getSimpleName()
                + (isa.getPort() > 0 ? " port>0" : " port=" + isa.getPort());
    }

    static String masked(Object o) {
        return String.valueOf(o).replaceAll("\\]:[0-9]+", "]:P").replaceAll("(\\.[0-9]+):[0-9]+", "$1:P");
    }

    static String str(ByteBuffer b) {
        b.flip();
        return StandardCharsets.US_ASCII.decode(b).toString();
    }

    static void tcp(String label, ServerSocketChannel ss, SocketChannel c, InetAddress to) throws Exception {
        int port = ((InetSocketAddress) ss.getLocalAddress()).getPort();
        System.out.println(label + " server " + a(ss.getLocalAddress()));
        c.connect(new InetSocketAddress(to, port));
        SocketChannel s = ss.accept();
        System.out.println(label + " client local " + a(c.getLocalAddress()) + " remote " + a(c.getRemoteAddress()));
        System.out.println(label + " accepted local " + a(s.getLocalAddress()) + " remote " + a(s.getRemoteAddress()));
        System.out.println(label + " ports agree " + (((InetSocketAddress) s.getRemoteAddress()).getPort()
                == ((InetSocketAddress) c.getLocalAddress()).getPort()));
        c.write(ByteBuffer.wrap(("hello " + label).getBytes()));
        ByteBuffer b = ByteBuffer.allocate(64);
        s.read(b);
        System.out.println(label + " read '" + str(b) + "'");
        System.out.println(label + " toString " + masked(c));
        s.close();
        c.close();
        ss.close();
    }

    public static void main(String[] args) throws Exception {
        InetAddress lo6 = InetAddress.getByName("::1");
        InetAddress lo4 = InetAddress.getByName("127.0.0.1");

        // default sockets are dual-stack
        ServerSocketChannel ss = ServerSocketChannel.open();
        ss.bind(new InetSocketAddress(0));
        System.out.println("wildcard server " + a(ss.getLocalAddress()) + " " + masked(ss));
        tcp("dual-v4", ss, SocketChannel.open(), lo4);
        ss = ServerSocketChannel.open().bind(new InetSocketAddress(0));
        tcp("dual-v6", ss, SocketChannel.open(), lo6);
        tcp("lo6", ServerSocketChannel.open().bind(new InetSocketAddress(lo6, 0)), SocketChannel.open(), lo6);
        tcp("inet6", ServerSocketChannel.open(StandardProtocolFamily.INET6).bind(new InetSocketAddress(lo6, 0)),
            SocketChannel.open(StandardProtocolFamily.INET6), lo6);
        tcp("inet6-v4", ServerSocketChannel.open(StandardProtocolFamily.INET6).bind(new InetSocketAddress(lo4, 0)),
            SocketChannel.open(StandardProtocolFamily.INET6), lo4);
        tcp("inet", ServerSocketChannel.open(StandardProtocolFamily.INET).bind(new InetSocketAddress(0)),
            SocketChannel.open(StandardProtocolFamily.INET), lo4);

        // the wildcard address as a destination means the loopback
        ss = ServerSocketChannel.open().bind(new InetSocketAddress(lo6, 0));
        int p6 = ((InetSocketAddress) ss.getLocalAddress()).getPort();
        SocketChannel w = SocketChannel.open(new InetSocketAddress(InetAddress.getByName("::"), p6));
        System.out.println("to :: remote " + a(w.getRemoteAddress()) + " local " + a(w.getLocalAddress()));
        w.close();
        ss.accept().close();
        ss.close();

        // wrong families
        try {
            ServerSocketChannel.open(StandardProtocolFamily.INET).bind(new InetSocketAddress(lo6, 0));
        } catch (Exception e) {
            System.out.println("INET bind ::1: " + name(e));
        }
        try {
            SocketChannel.open(StandardProtocolFamily.INET).connect(new InetSocketAddress(lo6, 1));
        } catch (Exception e) {
            System.out.println("INET connect ::1: " + name(e));
        }
        try {
            DatagramChannel.open(StandardProtocolFamily.INET).send(ByteBuffer.allocate(1), new InetSocketAddress(lo6, 1));
        } catch (Exception e) {
            System.out.println("INET send ::1: " + name(e));
        }
        try {
            DatagramChannel.open(StandardProtocolFamily.UNIX);
        } catch (Exception e) {
            System.out.println("datagram UNIX: " + name(e));
        }
        try {
            SocketChannel.open((ProtocolFamily) null);
        } catch (Exception e) {
            System.out.println("null family: " + name(e));
        }
        SocketChannel refused = SocketChannel.open();
        try {
            refused.connect(new InetSocketAddress(lo6, 1));
        } catch (Exception e) {
            System.out.println("refused ::1: " + name(e) + " open=" + refused.isOpen());
        }

        // datagrams
        DatagramChannel d1 = DatagramChannel.open().bind(new InetSocketAddress(lo6, 0));
        DatagramChannel d2 = DatagramChannel.open(StandardProtocolFamily.INET6);
        System.out.println("d1 local " + a(d1.getLocalAddress()) + " d2 local " + a(d2.getLocalAddress()));
        d2.send(ByteBuffer.wrap("dgram six".getBytes()), d1.getLocalAddress());
        System.out.println("d2 bound by send " + a(d2.getLocalAddress()));
        ByteBuffer b = ByteBuffer.allocate(64);
        SocketAddress from = d1.receive(b);
        System.out.println("d1 got '" + str(b) + "' from " + a(from) + " same " + from.equals(d2.getLocalAddress()));
        d1.connect(from);
        System.out.println("d1 connected " + d1.isConnected() + " remote " + a(d1.getRemoteAddress()));
        d1.write(ByteBuffer.wrap("back".getBytes()));
        b.clear();
        System.out.println("d2 got from " + a(d2.receive(b)) + " '" + str(b) + "'");
        d1.disconnect();
        System.out.println("d1 disconnected " + d1.isConnected() + " local " + a(d1.getLocalAddress()));
        DatagramChannel d4 = DatagramChannel.open().bind(new InetSocketAddress(lo4, 0));
        d2.send(ByteBuffer.wrap("to v4".getBytes()), d4.getLocalAddress());
        b.clear();
        System.out.println("d4 got from " + a(d4.receive(b)) + " '" + str(b) + "'");
        DatagramChannel dw = DatagramChannel.open().bind(new InetSocketAddress(0));
        System.out.println("dw local " + a(dw.getLocalAddress()));
        d1.configureBlocking(false);
        b.clear();
        System.out.println("non-blocking empty receive " + d1.receive(b));
        d1.close();
        d2.close();
        d4.close();
        dw.close();

        // a selector over IPv6 channels
        Selector sel = Selector.open();
        ss = ServerSocketChannel.open().bind(new InetSocketAddress(lo6, 0));
        ss.configureBlocking(false);
        ss.register(sel, SelectionKey.OP_ACCEPT);
        SocketChannel nc = SocketChannel.open();
        nc.configureBlocking(false);
        boolean now = nc.connect(ss.getLocalAddress());
        nc.register(sel, SelectionKey.OP_CONNECT);
        DatagramChannel du = DatagramChannel.open().bind(new InetSocketAddress(lo6, 0));
        du.configureBlocking(false);
        du.register(sel, SelectionKey.OP_READ);
        DatagramChannel.open().send(ByteBuffer.wrap("ping".getBytes()), du.getLocalAddress());
        int accepted = 0, connected = now ? 1 : 0, dgrams = 0, reads = 0;
        SocketChannel acc = null;
        while (accepted == 0 || connected == 0 || dgrams == 0 || reads == 0) {
            sel.select(5000);
            Iterator<SelectionKey> it = sel.selectedKeys().iterator();
            while (it.hasNext()) {
                SelectionKey k = it.next();
                it.remove();
                if (k.isAcceptable()) {
                    acc = ss.accept();
                    acc.configureBlocking(false);
                    acc.register(sel, SelectionKey.OP_READ);
                    accepted++;
                } else if (k.isConnectable()) {
                    if (nc.finishConnect()) {
                        connected++;
                        k.interestOps(0);
                        nc.write(ByteBuffer.wrap("over six".getBytes()));
                    }
                } else if (k.isReadable() && k.channel() == du) {
                    b.clear();
                    du.receive(b);
                    System.out.println("selected datagram '" + str(b) + "'");
                    dgrams++;
                } else if (k.isReadable()) {
                    b.clear();
                    int n = ((SocketChannel) k.channel()).read(b);
                    if (n > 0) {
                        System.out.println("selected read '" + str(b) + "'");
                        reads++;
                    }
                }
            }
        }
        System.out.println("selector done " + accepted + " " + connected + " " + dgrams + " " + reads
                           + " remote " + a(acc.getRemoteAddress()));
        sel.close();
        ss.close();
        nc.close();
        acc.close();
        du.close();
    }
}
