import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.*;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/* A Selector echo server (one thread, non-blocking accept/read/write) with
 * blocking and non-blocking clients in one program, plus the selector and
 * socket channel errors HotSpot gives. */
public class ChanSelectorEcho {
    static final int CLIENTS = 6;
    static final int LINES = 20;

    static String name(Throwable e) {
        return e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }

    /* Echoes each byte upper-cased; closes a connection at its end of stream. */
    static final class Server implements Runnable {
        final Selector sel;
        final ServerSocketChannel ssc;
        int accepted, closed;
        long bytes;
        String error;

        Server(Selector sel, ServerSocketChannel ssc) {
            this.sel = sel;
            this.ssc = ssc;
        }

        public void run() {
            try {
                while (closed < CLIENTS + 1) {
                    sel.select();
                    Iterator<SelectionKey> it = sel.selectedKeys().iterator();
                    while (it.hasNext()) {
                        SelectionKey k = it.next();
                        it.remove();
                        if (k.isAcceptable()) {
                            SocketChannel sc = ssc.accept();
                            if (sc == null) {
                                continue;
                            }
                            accepted++;
                            sc.configureBlocking(false);
                            sc.register(sel, SelectionKey.OP_READ, ByteBuffer.allocate(64));
                        } else if (k.isReadable() || k.isWritable()) {
                            SocketChannel sc = (SocketChannel) k.channel();
                            ByteBuffer b = (ByteBuffer) k.attachment();
                            if (k.isReadable()) {
                                int n = sc.read(b);
                                if (n < 0) {
                                    k.cancel();
                                    sc.close();
                                    closed++;
                                    continue;
                                }
                                bytes += n;
                                for (int i = b.position() - n; i < b.position(); i++) {
                                    b.put(i, (byte) Character.toUpperCase((char) b.get(i)));
                                }
                            }
                            b.flip();
                            sc.write(b);
                            b.compact();
                            k.interestOps(b.position() > 0 ? SelectionKey.OP_READ | SelectionKey.OP_WRITE
                                                           : SelectionKey.OP_READ);
                        }
                    }
                }
            } catch (IOException e) {
                error = name(e);
            }
        }
    }

    static String client(SocketAddress addr, int id) throws IOException {
        try (SocketChannel sc = SocketChannel.open(addr)) {
            sc.setOption(StandardSocketOptions.TCP_NODELAY, true);
            StringBuilder all = new StringBuilder();
            for (int j = 0; j < LINES; j++) {
                all.append("client ").append(id).append(" line ").append(j).append('\n');
            }
            byte[] out = all.toString().getBytes(StandardCharsets.US_ASCII);
            ByteBuffer w = ByteBuffer.wrap(out);
            while (w.hasRemaining()) {
                sc.write(w);
            }
            sc.shutdownOutput();
            ByteBuffer r = ByteBuffer.allocate(out.length + 10);
            while (sc.read(r) >= 0) {
            }
            r.flip();
            String back = StandardCharsets.US_ASCII.decode(r).toString();
            boolean ok = back.equals(all.toString().toUpperCase());
            return "client " + id + ": " + out.length + " bytes, echo " + (ok ? "ok" : "WRONG: " + back);
        }
    }

    public static void main(String[] args) throws Exception {
        Selector sel = Selector.open();
        ServerSocketChannel ssc = ServerSocketChannel.open();
        System.out.println("unbound: " + ssc + " local=" + ssc.getLocalAddress());
        try {
            ssc.accept();
        } catch (NotYetBoundException e) {
            System.out.println("accept unbound: " + name(e));
        }
        try {
            ssc.register(sel, SelectionKey.OP_ACCEPT);
        } catch (IllegalBlockingModeException e) {
            System.out.println("register blocking: " + name(e));
        }
        ssc.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        try {
            ssc.bind(null);
        } catch (AlreadyBoundException e) {
            System.out.println("bind twice: " + name(e));
        }
        ssc.configureBlocking(false);
        System.out.println("accept none pending: " + ssc.accept());
        try {
            ssc.register(sel, SelectionKey.OP_READ);
        } catch (IllegalArgumentException e) {
            System.out.println("register bad ops: " + name(e));
        }
        SelectionKey sk = ssc.register(sel, SelectionKey.OP_ACCEPT);
        System.out.println("registered=" + ssc.isRegistered() + " keyFor=" + (ssc.keyFor(sel) == sk)
                           + " interest=" + sk.interestOps() + " valid=" + sk.isValid()
                           + " keys=" + sel.keys().size());
        try {
            ssc.configureBlocking(true);
        } catch (IllegalBlockingModeException e) {
            System.out.println("blocking with a key: " + name(e));
        }
        System.out.println("selectNow idle: " + sel.selectNow());
        System.out.println("select(30) idle: " + sel.select(30));
        sel.wakeup();
        System.out.println("select after wakeup: " + sel.select());
        try {
            sel.selectedKeys().add(sk);
        } catch (UnsupportedOperationException e) {
            System.out.println("selectedKeys add: " + name(e));
        }
        try {
            sel.keys().remove(sk);
        } catch (UnsupportedOperationException e) {
            System.out.println("keys remove: " + name(e));
        }
        InetSocketAddress addr = (InetSocketAddress) ssc.getLocalAddress();
        System.out.println("bound to loopback: " + addr.getAddress().isLoopbackAddress() + " port>0: "
                           + (addr.getPort() > 0));

        Server server = new Server(sel, ssc);
        Thread st = new Thread(server, "server");
        st.start();

        // blocking clients, in parallel threads
        List<Thread> ts = new ArrayList<>();
        String[] results = new String[CLIENTS];
        for (int i = 0; i < CLIENTS; i++) {
            final int id = i;
            Thread t = new Thread(() -> {
                try {
                    results[id] = client(addr, id);
                } catch (IOException e) {
                    results[id] = "client " + id + ": " + name(e);
                }
            });
            t.start();
            ts.add(t);
        }
        for (Thread t : ts) {
            t.join();
        }
        for (String r : results) {
            System.out.println(r);
        }

        // a non-blocking client with its own selector
        Selector cs = Selector.open();
        SocketChannel nb = SocketChannel.open();
        nb.configureBlocking(false);
        System.out.println("new client: " + nb + " connected=" + nb.isConnected());
        try {
            nb.read(ByteBuffer.allocate(1));
        } catch (NotYetConnectedException e) {
            System.out.println("read unconnected: " + name(e));
        }
        try {
            nb.finishConnect();
        } catch (NoConnectionPendingException e) {
            System.out.println("finishConnect without connect: " + name(e));
        }
        boolean now = nb.connect(addr);
        SelectionKey ck = nb.register(cs, SelectionKey.OP_CONNECT);
        if (!now) {
            while (cs.select() == 0) {
            }
            System.out.println("connectable: " + ck.isConnectable() + " pending=" + nb.isConnectionPending());
            cs.selectedKeys().clear();
            while (!nb.finishConnect()) {
            }
        } else {
            System.out.println("connectable: true pending=true");
        }
        System.out.println("connected=" + nb.isConnected() + " pending=" + nb.isConnectionPending()
                           + " remote port ok=" + (((InetSocketAddress) nb.getRemoteAddress()).getPort() == addr.getPort()));
        try {
            nb.connect(addr);
        } catch (AlreadyConnectedException e) {
            System.out.println("connect twice: " + name(e));
        }
        ck.interestOps(SelectionKey.OP_WRITE);
        cs.select();
        System.out.println("writable: " + ck.isWritable() + " readyOps=" + ck.readyOps());
        cs.selectedKeys().clear();
        ByteBuffer msg = ByteBuffer.wrap("non-blocking hello".getBytes());
        ByteBuffer msg2 = ByteBuffer.wrap(" and more".getBytes());
        System.out.println("gathering write " + nb.write(new ByteBuffer[] { msg, msg2 }));
        nb.shutdownOutput();
        ck.interestOps(SelectionKey.OP_READ);
        ByteBuffer in = ByteBuffer.allocate(100);
        System.out.println("read before ready: " + (nb.read(in) >= 0));
        int total = in.position();
        while (true) {
            cs.select();
            cs.selectedKeys().clear();
            int n = nb.read(in);
            if (n < 0) {
                break;
            }
            total += n;
        }
        in.flip();
        System.out.println("echoed " + total + ": " + StandardCharsets.US_ASCII.decode(in));
        try {
            nb.write(ByteBuffer.wrap(new byte[1]));
        } catch (ClosedChannelException e) {
            System.out.println("write after shutdownOutput: " + name(e));
        }
        nb.close();
        System.out.println("after close: key valid=" + ck.isValid() + " keys=" + cs.keys().size());
        cs.selectNow();
        System.out.println("after select: keys=" + cs.keys().size() + " " + nb);
        try {
            ck.interestOps();
        } catch (CancelledKeyException e) {
            System.out.println("cancelled key: " + name(e));
        }
        try {
            nb.register(cs, SelectionKey.OP_READ);
        } catch (ClosedChannelException e) {
            System.out.println("register closed: " + name(e));
        }
        cs.close();
        try {
            cs.select();
        } catch (ClosedSelectorException e) {
            System.out.println("select closed: " + name(e));
        }
        try {
            cs.keys();
        } catch (ClosedSelectorException e) {
            System.out.println("keys closed: " + name(e));
        }
        cs.close();

        st.join();
        System.out.println("server: accepted " + server.accepted + ", closed " + server.closed + ", "
                           + server.bytes + " bytes, error " + server.error);
        sel.close();
        System.out.println("server key valid after selector close: " + sk.isValid() + " registered="
                           + ssc.isRegistered());
        ssc.close();
        System.out.println("closed: " + ssc);

        // the socket() adaptors
        ServerSocketChannel as = ServerSocketChannel.open();
        java.net.ServerSocket ss = as.socket();
        System.out.println("adaptor: same=" + (ss == as.socket()) + " channel=" + (ss.getChannel() == as)
                           + " bound=" + ss.isBound() + " " + ss);
        ss.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        try {
            ss.bind(null);
        } catch (IOException e) {
            System.out.println("adaptor bind twice: " + name(e));
        }
        ss.setReuseAddress(true);
        System.out.println("adaptor bound=" + ss.isBound() + " reuse=" + ss.getReuseAddress()
                           + " port matches=" + (ss.getLocalPort() == ((InetSocketAddress) as.getLocalAddress()).getPort())
                           + " loopback=" + ss.getInetAddress().isLoopbackAddress());
        SocketChannel ac = SocketChannel.open();
        java.net.Socket cs2 = ac.socket();
        System.out.println("client adaptor: " + cs2 + " connected=" + cs2.isConnected() + " channel=" + (cs2.getChannel() == ac));
        cs2.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), ss.getLocalPort()));
        java.net.Socket peer = ss.accept();
        cs2.setTcpNoDelay(true);
        System.out.println("connected=" + cs2.isConnected() + " nodelay=" + cs2.getTcpNoDelay()
                           + " ports=" + (cs2.getPort() == ss.getLocalPort() && peer.getPort() == cs2.getLocalPort())
                           + " peer channel=" + (peer.getChannel() != null));
        cs2.getOutputStream().write("adaptor bytes\n".getBytes());
        cs2.shutdownOutput();
        java.io.BufferedReader br = new java.io.BufferedReader(new java.io.InputStreamReader(peer.getInputStream()));
        System.out.println("peer read: " + br.readLine() + " then " + br.readLine() + " oshut=" + cs2.isOutputShutdown());
        peer.close();
        System.out.println("peer closed=" + peer.isClosed() + " channel open=" + peer.getChannel().isOpen());
        as.configureBlocking(false);
        try {
            ss.accept();
        } catch (IllegalBlockingModeException e) {
            System.out.println("adaptor accept non-blocking: " + name(e));
        }
        cs2.close();
        ss.close();
        System.out.println("closed: " + ss.isClosed() + " " + as.isOpen() + " " + ac.isOpen()
                           + " plain socket channel=" + new java.net.Socket().getChannel());

        // refused: the channel is closed
        SocketChannel rc = SocketChannel.open();
        try {
            rc.connect(addr);
            System.out.println("connected to a closed port?");
        } catch (IOException e) {
            System.out.println("refused: " + name(e) + " open=" + rc.isOpen());
        }
        try {
            SocketChannel.open(new InetSocketAddress("localhost", 0).createUnresolved("nowhere.invalid", 80));
        } catch (UnresolvedAddressException e) {
            System.out.println("unresolved: " + name(e));
        }
    }
}
