import java.net.*;
import java.nio.ByteBuffer;
import java.nio.channels.*;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/* Multicast on DatagramChannel over the loopback interface: join and
 * MembershipKey (drop, block/unblock, source-specific joins), the
 * IP_MULTICAST_* options through setOption/getOption, supportedOptions of
 * the three channel kinds, and HotSpot's exceptions for bad joins. */
public class ChanMulticast {
    static String name(Throwable e) {
        return e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }

    /* The standard options among opts (HotSpot adds jdk.net's extended ones). */
    static List<String> names(java.util.Set<SocketOption<?>> opts) throws Exception {
        List<String> l = new ArrayList<>();
        for (java.lang.reflect.Field f : StandardSocketOptions.class.getFields()) {
            SocketOption<?> o = (SocketOption<?>) f.get(null);
            if (opts.contains(o)) {
                l.add(o.name() + ":" + o.type().getSimpleName());
            }
        }
        Collections.sort(l);
        return l;
    }

    /* What arrives within a short wait (non-blocking receive after a pause). */
    static String poll(DatagramChannel dc) throws Exception {
        ByteBuffer b = ByteBuffer.allocate(64);
        for (int i = 0; i < 20; i++) {
            SocketAddress from = dc.receive(b);
            if (from != null) {
                b.flip();
                return "'" + StandardCharsets.US_ASCII.decode(b) + "' from " + ((InetSocketAddress) from).getAddress();
            }
            Thread.sleep(10);
        }
        return "nothing";
    }

    public static void main(String[] args) throws Exception {
        NetworkInterface lo = NetworkInterface.getByName("lo");
        InetAddress group = InetAddress.getByName("239.255.12.34");
        InetAddress other = InetAddress.getByName("239.255.12.35");
        InetAddress src = InetAddress.getByName("127.0.0.1");

        System.out.println("standard options:");
        System.out.println("datagram " + names(DatagramChannel.open().supportedOptions()));
        System.out.println("socket " + names(SocketChannel.open().supportedOptions()));
        System.out.println("server " + names(ServerSocketChannel.open().supportedOptions()));

        DatagramChannel rx = DatagramChannel.open(StandardProtocolFamily.INET)
                .setOption(StandardSocketOptions.SO_REUSEADDR, true)
                .bind(new InetSocketAddress(0));
        rx.configureBlocking(false);
        int port = ((InetSocketAddress) rx.getLocalAddress()).getPort();
        System.out.println("defaults if=" + rx.getOption(StandardSocketOptions.IP_MULTICAST_IF)
                           + " ttl=" + rx.getOption(StandardSocketOptions.IP_MULTICAST_TTL)
                           + " loop=" + rx.getOption(StandardSocketOptions.IP_MULTICAST_LOOP)
                           + " tos=" + rx.getOption(StandardSocketOptions.IP_TOS));

        DatagramChannel tx = DatagramChannel.open(StandardProtocolFamily.INET);
        tx.setOption(StandardSocketOptions.IP_MULTICAST_IF, lo);
        tx.setOption(StandardSocketOptions.IP_MULTICAST_TTL, 3);
        tx.setOption(StandardSocketOptions.IP_MULTICAST_LOOP, true);
        tx.setOption(StandardSocketOptions.IP_TOS, 0x10);
        System.out.println("set if=" + tx.getOption(StandardSocketOptions.IP_MULTICAST_IF).getName()
                           + " ttl=" + tx.getOption(StandardSocketOptions.IP_MULTICAST_TTL)
                           + " loop=" + tx.getOption(StandardSocketOptions.IP_MULTICAST_LOOP)
                           + " tos=" + tx.getOption(StandardSocketOptions.IP_TOS));
        InetSocketAddress to = new InetSocketAddress(group, port);

        tx.send(ByteBuffer.wrap("before join".getBytes()), to);
        System.out.println("before join: " + poll(rx));

        MembershipKey k = rx.join(group, lo);
        System.out.println("key valid=" + k.isValid() + " group=" + k.group() + " if=" + k.networkInterface().getName()
                           + " source=" + k.sourceAddress() + " channel=" + (k.channel() == rx));
        System.out.println("join again same key " + (rx.join(group, lo) == k));
        tx.send(ByteBuffer.wrap("joined".getBytes()), to);
        System.out.println("joined: " + poll(rx));

        k.block(src);
        tx.send(ByteBuffer.wrap("blocked".getBytes()), to);
        System.out.println("blocked: " + poll(rx));
        try {
            k.block(src);
            System.out.println("block twice ok");
        } catch (Exception e) {
            System.out.println("block twice: " + name(e));
        }
        k.unblock(src);
        tx.send(ByteBuffer.wrap("unblocked".getBytes()), to);
        System.out.println("unblocked: " + poll(rx));
        try {
            k.unblock(src);
        } catch (Exception e) {
            System.out.println("unblock not blocked: " + name(e));
        }
        try {
            k.block(InetAddress.getByName("239.1.1.1"));
        } catch (Exception e) {
            System.out.println("block multicast source: " + name(e));
        }

        k.drop();
        System.out.println("dropped valid=" + k.isValid());
        k.drop();
        try {
            k.block(src);
        } catch (Exception e) {
            System.out.println("block after drop: " + name(e));
        }
        tx.send(ByteBuffer.wrap("after drop".getBytes()), to);
        System.out.println("after drop: " + poll(rx));

        // source-specific
        MembershipKey ks = rx.join(other, lo, src);
        System.out.println("ssm source=" + ks.sourceAddress() + " group=" + ks.group());
        tx.send(ByteBuffer.wrap("ssm".getBytes()), new InetSocketAddress(other, port));
        System.out.println("ssm: " + poll(rx));
        try {
            ks.block(src);
        } catch (Exception e) {
            System.out.println("block on ssm key: " + name(e));
        }
        try {
            rx.join(other, lo);
        } catch (Exception e) {
            System.out.println("any-source after ssm: " + name(e));
        }
        MembershipKey k2 = rx.join(group, lo);
        try {
            rx.join(group, lo, src);
        } catch (Exception e) {
            System.out.println("ssm after any-source: " + name(e));
        }

        // bad joins
        try {
            rx.join(InetAddress.getByName("127.0.0.1"), lo);
        } catch (Exception e) {
            System.out.println("not multicast: " + name(e));
        }
        try {
            rx.join(InetAddress.getByName("ff02::1"), lo);
        } catch (Exception e) {
            System.out.println("v6 group on INET: " + name(e));
        }
        try {
            rx.join(group, lo, InetAddress.getByName("239.0.0.9"));
        } catch (Exception e) {
            System.out.println("multicast source: " + name(e));
        }
        try {
            tx.setOption(StandardSocketOptions.IP_MULTICAST_TTL, 300);
        } catch (Exception e) {
            System.out.println("ttl 300: " + name(e));
        }
        try {
            tx.setOption(StandardSocketOptions.IP_TOS, 256);
        } catch (Exception e) {
            System.out.println("tos 256: " + name(e));
        }
        try {
            SocketChannel.open().setOption(StandardSocketOptions.IP_MULTICAST_TTL, 1);
        } catch (Exception e) {
            System.out.println("ttl on socket: " + name(e));
        }

        rx.close();
        System.out.println("closed: keys valid " + ks.isValid() + " " + k2.isValid());
        try {
            rx.join(group, lo);
        } catch (Exception e) {
            System.out.println("join closed: " + name(e));
        }

        // the dual-stack default channel joins IPv4 groups too
        DatagramChannel dual = DatagramChannel.open().setOption(StandardSocketOptions.SO_REUSEADDR, true)
                .bind(new InetSocketAddress(0));
        dual.configureBlocking(false);
        MembershipKey kd = dual.join(group, lo);
        tx.send(ByteBuffer.wrap("dual".getBytes()), new InetSocketAddress(group, ((InetSocketAddress) dual.getLocalAddress()).getPort()));
        System.out.println("dual: " + poll(dual) + " key " + kd.group());
        dual.close();
        tx.close();
    }
}
