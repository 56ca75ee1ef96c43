import java.io.InputStream;
import java.net.*;
import java.nio.ByteBuffer;
import java.nio.channels.*;

/* The socket() adaptors of SocketChannel, ServerSocketChannel and
 * DatagramChannel: SO_TIMEOUT honoured (SocketTimeoutException, the channel
 * left open), time-out 0 waits for ever, non-blocking channels, closes,
 * connect with a time-out, and DatagramChannel.socket()'s DatagramSocket
 * calls going to the channel. */
public class ChanAdaptors {
    static String name(Throwable e) {
        return e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }

    static String masked(Object o) {
        return String.valueOf(o).replaceAll("port=[0-9]+", "port=P").replaceAll("localport=[0-9]+", "localport=P")
                .replaceAll("\\]:[0-9]+", "]:P").replaceAll("(\\.[0-9]+):[0-9]+", "$1:P");
    }

    public static void main(String[] args) throws Exception {
        InetAddress lo = InetAddress.getByName("127.0.0.1");
        ServerSocketChannel ssc = ServerSocketChannel.open().bind(new InetSocketAddress(lo, 0));
        ServerSocket ss = ssc.socket();
        System.out.println("server timeout " + ss.getSoTimeout());
        ss.setSoTimeout(150);
        long t0 = System.nanoTime();
        try {
            ss.accept();
        } catch (Exception e) {
            System.out.println("accept: " + name(e) + " waited>=100ms " + ((System.nanoTime() - t0) / 1000000 >= 100)
                               + " open " + ssc.isOpen());
        }
        try {
            ss.setSoTimeout(-1);
        } catch (Exception e) {
            System.out.println("negative: " + name(e));
        }

        // connect with a time-out
        SocketChannel c = SocketChannel.open();
        Socket cs = c.socket();
        cs.connect(ssc.getLocalAddress(), 2000);
        System.out.println("connected with time-out " + c.isConnected() + " " + masked(cs));
        Socket acc = ss.accept();
        System.out.println("accepted " + masked(acc) + " channel " + (acc.getChannel() != null));
        ss.setSoTimeout(0);

        cs.setSoTimeout(120);
        System.out.println("socket timeout " + cs.getSoTimeout());
        InputStream in = cs.getInputStream();
        t0 = System.nanoTime();
        try {
            in.read();
        } catch (Exception e) {
            System.out.println("read: " + name(e) + " waited>=100ms " + ((System.nanoTime() - t0) / 1000000 >= 100)
                               + " open " + c.isOpen() + " connected " + c.isConnected());
        }
        acc.getOutputStream().write("after".getBytes());
        byte[] b = new byte[16];
        int n = in.read(b);
        System.out.println("read after time-out " + n + " '" + new String(b, 0, n) + "'");
        // time-out 0: waits until the peer writes
        cs.setSoTimeout(0);
        Thread w = new Thread(() -> {
            try {
                Thread.sleep(150);
                acc.getOutputStream().write("late".getBytes());
            } catch (Exception e) {
                System.out.println("writer: " + name(e));
            }
        });
        w.start();
        n = in.read(b);
        System.out.println("read without time-out " + n + " '" + new String(b, 0, n) + "'");
        w.join();
        // a time-out set after the stream was taken still counts
        cs.setSoTimeout(80);
        try {
            in.read(b, 0, 4);
        } catch (Exception e) {
            System.out.println("read again: " + name(e));
        }
        System.out.println("available " + in.available());
        // non-blocking: the adaptor's stream refuses
        c.configureBlocking(false);
        try {
            in.read();
        } catch (Exception e) {
            System.out.println("non-blocking read: " + name(e));
        }
        ssc.configureBlocking(false);
        try {
            ss.accept();
        } catch (Exception e) {
            System.out.println("non-blocking accept: " + name(e));
        }
        ssc.configureBlocking(true);
        c.configureBlocking(true);
        // close while a timed read waits
        cs.setSoTimeout(5000);
        Thread closer = new Thread(() -> {
            try {
                Thread.sleep(300);          /* the read below has begun by then */
                c.close();
            } catch (Exception e) {
                System.out.println("closer: " + name(e));
            }
        });
        closer.start();
        try {
            in.read();
        } catch (Exception e) {
            System.out.println("closed during read: " + name(e));
        }
        closer.join();
        try {
            in.read();
        } catch (Exception e) {
            System.out.println("read closed: " + name(e));
        }
        acc.close();

        // DatagramChannel.socket()
        DatagramChannel dc = DatagramChannel.open();
        DatagramSocket ds = dc.socket();
        System.out.println("ds same " + (ds == dc.socket()) + " channel " + (ds.getChannel() == dc) + " bound "
                           + ds.isBound() + " connected " + ds.isConnected() + " local " + ds.getLocalSocketAddress()
                           + " port " + ds.getLocalPort() + " timeout " + ds.getSoTimeout());
        ds.bind(new InetSocketAddress(lo, 0));
        System.out.println("ds bound " + ds.isBound() + " local " + masked(ds.getLocalSocketAddress())
                           + " address " + ds.getLocalAddress() + " port>0 " + (ds.getLocalPort() > 0));
        try {
            ds.bind(new InetSocketAddress(lo, 0));
        } catch (Exception e) {
            System.out.println("bind twice: " + name(e));
        }
        ds.setSoTimeout(100);
        DatagramPacket p = new DatagramPacket(new byte[32], 32);
        try {
            ds.receive(p);
        } catch (Exception e) {
            System.out.println("receive: " + name(e) + " open " + dc.isOpen());
        }
        DatagramSocket other = new DatagramSocket(0, lo);
        other.send(new DatagramPacket("to adaptor".getBytes(), 10, ds.getLocalSocketAddress()));
        ds.receive(p);
        System.out.println("received '" + new String(p.getData(), p.getOffset(), p.getLength()) + "' from other "
                           + p.getSocketAddress().equals(other.getLocalSocketAddress()));
        ds.send(new DatagramPacket("reply".getBytes(), 5, p.getSocketAddress()));
        DatagramPacket q = new DatagramPacket(new byte[32], 32);
        other.receive(q);
        System.out.println("other got '" + new String(q.getData(), 0, q.getLength()) + "' from adaptor "
                           + q.getSocketAddress().equals(ds.getLocalSocketAddress()));
        ds.connect(other.getLocalSocketAddress());
        System.out.println("ds connected " + ds.isConnected() + " " + dc.isConnected() + " remote "
                           + masked(ds.getRemoteSocketAddress()) + " inet " + ds.getInetAddress() + " port>0 "
                           + (ds.getPort() > 0));
        ds.send(new DatagramPacket("connected".getBytes(), 9));
        other.receive(q);
        System.out.println("other got '" + new String(q.getData(), 0, q.getLength()) + "'");
        try {
            ds.send(new DatagramPacket("x".getBytes(), 1, new InetSocketAddress(lo, 9)));
        } catch (Exception e) {
            System.out.println("send elsewhere: " + name(e));
        }
        ds.disconnect();
        System.out.println("ds disconnected " + ds.isConnected() + " port " + ds.getPort());
        ds.setReceiveBufferSize(65536);
        System.out.println("rcvbuf>0 " + (ds.getReceiveBufferSize() > 0) + " broadcast " + ds.getBroadcast()
                           + " reuse " + ds.getReuseAddress());
        dc.configureBlocking(false);
        try {
            ds.receive(p);
        } catch (Exception e) {
            System.out.println("non-blocking receive: " + name(e));
        }
        dc.configureBlocking(true);
        ds.close();
        System.out.println("ds closed " + ds.isClosed() + " channel open " + dc.isOpen());
        try {
            ds.send(new DatagramPacket("x".getBytes(), 1, other.getLocalSocketAddress()));
        } catch (Exception e) {
            System.out.println("send closed: " + name(e));
        }
        other.close();
        ssc.close();
    }
}
