import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;

/* Pipe (blocking and non-blocking, with a selector), asynchronous close and
 * interrupt of blocked channel calls (AsynchronousCloseException,
 * ClosedByInterruptException), selector wakeup and interrupt, and
 * DatagramChannel send/receive/connect. */
public class ChanPipeDatagram {
    static String name(Throwable e) {
        return e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }

    static String str(ByteBuffer b) {
        b.flip();
        return StandardCharsets.US_ASCII.decode(b).toString();
    }

    /* Gives t time to block in its call (the outcome is the same if it has not yet:
     * a blocking call on a closed channel throws AsynchronousCloseException, and an
     * interrupted thread's call closes the channel first). */
    static void settle(Thread t) throws InterruptedException {
        Thread.sleep(50);
    }

    public static void main(String[] args) throws Exception {
        Pipe p = Pipe.open();
        Pipe.SinkChannel sink = p.sink();
        Pipe.SourceChannel src = p.source();
        System.out.println("validOps sink=" + sink.validOps() + " source=" + src.validOps()
                           + " blocking=" + sink.isBlocking() + "," + src.isBlocking());
        System.out.println("write " + sink.write(ByteBuffer.wrap("through the pipe".getBytes())));
        ByteBuffer b = ByteBuffer.allocate(7);
        System.out.println("read " + src.read(b) + " '" + str(b) + "'");
        ByteBuffer[] sc = { ByteBuffer.allocate(4), ByteBuffer.allocate(40) };
        System.out.println("scatter " + src.read(sc) + " '" + str(sc[0]) + "|" + str(sc[1]) + "'");
        src.configureBlocking(false);
        System.out.println("non-blocking empty read " + src.read(ByteBuffer.allocate(8)));

        // fill the pipe without blocking, then drain it with a selector
        sink.configureBlocking(false);
        ByteBuffer chunk = ByteBuffer.allocate(4096);
        long filled = 0;
        int zeros = 0;
        while (true) {
            chunk.clear();
            int n = sink.write(chunk);
            if (n == 0) {
                zeros++;
                break;
            }
            filled += n;
        }
        System.out.println("filled more than 4 KiB: " + (filled > 4096) + ", then write returned 0");
        Selector sel = Selector.open();
        SelectionKey wk = sink.register(sel, SelectionKey.OP_WRITE);
        SelectionKey rk = src.register(sel, SelectionKey.OP_READ);
        System.out.println("select full pipe: " + sel.select() + " readable=" + rk.isReadable()
                           + " sink selected=" + sel.selectedKeys().contains(wk));
        sel.selectedKeys().clear();
        long drained = 0;
        ByteBuffer big = ByteBuffer.allocate(65536);
        while (true) {
            big.clear();
            int n = src.read(big);
            if (n == 0) {
                break;
            }
            drained += n;
        }
        System.out.println("drained == filled: " + (drained == filled));
        System.out.println("select empty pipe: " + sel.select() + " writable=" + wk.isWritable()
                           + " source selected=" + sel.selectedKeys().contains(rk));
        sel.selectedKeys().clear();
        wk.cancel();
        sink.configureBlocking(true);
        sink.write(ByteBuffer.wrap("last".getBytes()));
        sink.close();
        System.out.println("after sink close: select " + sel.select() + " readable=" + rk.isReadable());
        ByteBuffer last = ByteBuffer.allocate(10);
        System.out.println("read " + src.read(last) + " '" + str(last) + "' then " + src.read(ByteBuffer.allocate(4)));
        try {
            sink.write(ByteBuffer.allocate(1));
        } catch (ClosedChannelException e) {
            System.out.println("write closed sink: " + name(e));
        }
        src.close();
        sel.close();
        Pipe q = Pipe.open();
        q.source().close();
        try {
            q.sink().write(ByteBuffer.allocate(1));
        } catch (IOException e) {
            System.out.println("write with reader gone: " + name(e));
        }
        q.sink().close();

        // a read blocked in one thread, the channel closed by another
        Pipe r = Pipe.open();
        String[] out = new String[1];
        Thread reader = new Thread(() -> {
            try {
                int n = r.source().read(ByteBuffer.allocate(10));
                out[0] = "read returned " + n;
            } catch (IOException e) {
                out[0] = name(e) + " open=" + r.source().isOpen();
            }
        });
        reader.start();
        settle(reader);
        r.source().close();
        reader.join();
        System.out.println("async close: " + out[0]);

        // a read blocked in one thread, interrupted
        Pipe s = Pipe.open();
        Thread reader2 = new Thread(() -> {
            try {
                int n = s.source().read(ByteBuffer.allocate(10));
                out[0] = "read returned " + n;
            } catch (IOException e) {
                out[0] = name(e) + " open=" + s.source().isOpen() + " interrupted="
                         + Thread.currentThread().isInterrupted();
            }
        });
        reader2.start();
        settle(reader2);
        reader2.interrupt();
        reader2.join();
        System.out.println("interrupt: " + out[0]);
        Thread.currentThread().interrupt();
        try {
            s.sink().write(ByteBuffer.allocate(1));
            System.out.println("write while interrupted: no exception");
        } catch (ClosedByInterruptException e) {
            System.out.println("write while interrupted: " + name(e) + " open=" + s.sink().isOpen()
                               + " interrupted=" + Thread.interrupted());
        }
        try (FileChannel fc = FileChannel.open(Paths.get("f.bin"), StandardOpenOption.CREATE,
                                               StandardOpenOption.WRITE)) {
            Thread.currentThread().interrupt();
            try {
                fc.write(ByteBuffer.allocate(1));
            } catch (ClosedByInterruptException e) {
                System.out.println("file write while interrupted: " + name(e) + " open=" + fc.isOpen()
                                   + " interrupted=" + Thread.interrupted());
            }
        }

        // selector: wakeup from another thread, interrupt
        Selector ws = Selector.open();
        Pipe t = Pipe.open();
        t.source().configureBlocking(false);
        t.source().register(ws, SelectionKey.OP_READ);
        Thread waker = new Thread(() -> {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
            }
            ws.wakeup();
        });
        waker.start();
        System.out.println("select woken: " + ws.select());
        waker.join();
        Thread main = Thread.currentThread();
        Thread intr = new Thread(() -> {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
            }
            main.interrupt();
        });
        intr.start();
        System.out.println("select interrupted: " + ws.select() + " interrupted=" + Thread.interrupted());
        intr.join();
        Thread closer = new Thread(() -> {
            try {
                Thread.sleep(50);
                t.sink().write(ByteBuffer.wrap("x".getBytes()));
            } catch (Exception e) {
            }
        });
        closer.start();
        System.out.println("select data: " + ws.select(5000));
        closer.join();
        ws.close();
        t.source().close();
        t.sink().close();

        // datagrams
        DatagramChannel a = DatagramChannel.open();
        DatagramChannel d = DatagramChannel.open();
        System.out.println("unbound local: " + a.getLocalAddress() + " connected=" + a.isConnected());
        InetAddress lo = InetAddress.getLoopbackAddress();
        a.bind(new InetSocketAddress(lo, 0));
        d.bind(new InetSocketAddress(lo, 0));
        try {
            a.bind(null);
        } catch (AlreadyBoundException e) {
            System.out.println("bind twice: " + name(e));
        }
        SocketAddress aa = a.getLocalAddress(), da = d.getLocalAddress();
        System.out.println("send " + a.send(ByteBuffer.wrap("datagram one".getBytes()), da));
        ByteBuffer rb = ByteBuffer.allocate(100);
        SocketAddress from = d.receive(rb);
        System.out.println("received '" + str(rb) + "' from a: " + from.equals(aa));
        a.send(ByteBuffer.wrap("0123456789".getBytes()), da);
        ByteBuffer small = ByteBuffer.allocate(4);
        d.receive(small);
        System.out.println("truncated '" + str(small) + "'");
        d.configureBlocking(false);
        System.out.println("non-blocking receive none: " + d.receive(ByteBuffer.allocate(4)));
        try {
            d.read(ByteBuffer.allocate(4));
        } catch (NotYetConnectedException e) {
            System.out.println("read unconnected: " + name(e));
        }
        d.connect(aa);
        System.out.println("connected=" + d.isConnected() + " remote is a: " + d.getRemoteAddress().equals(aa));
        a.send(ByteBuffer.wrap("to connected".getBytes()), da);
        Selector us = Selector.open();
        d.register(us, SelectionKey.OP_READ);
        System.out.println("select udp: " + us.select());
        ByteBuffer cb = ByteBuffer.allocate(100);
        System.out.println("read " + d.read(cb) + " '" + str(cb) + "'");
        System.out.println("write " + d.write(ByteBuffer.wrap("reply".getBytes())));
        ByteBuffer ab = ByteBuffer.allocate(100);
        a.receive(ab);
        System.out.println("a got '" + str(ab) + "'");
        try {
            d.send(ByteBuffer.wrap("x".getBytes()), new InetSocketAddress(lo, 9));
        } catch (AlreadyConnectedException e) {
            System.out.println("send elsewhere while connected: " + name(e));
        }
        d.disconnect();
        System.out.println("disconnected=" + !d.isConnected() + " remote=" + d.getRemoteAddress());
        a.setOption(StandardSocketOptions.SO_BROADCAST, true);
        System.out.println("broadcast=" + a.getOption(StandardSocketOptions.SO_BROADCAST));
        try {
            a.getOption(StandardSocketOptions.TCP_NODELAY);
        } catch (UnsupportedOperationException e) {
            System.out.println("tcp option on udp: " + name(e));
        }
        us.close();
        a.close();
        d.close();
        try {
            a.send(ByteBuffer.allocate(1), da);
        } catch (ClosedChannelException e) {
            System.out.println("send closed: " + name(e));
        }
    }
}
