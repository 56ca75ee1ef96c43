import java.net.*;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/* setOption/getOption/supportedOptions (StandardSocketOptions) on Socket,
 * ServerSocket, DatagramSocket and MulticastSocket: values read back,
 * HotSpot's exceptions for unsupported options, bad values, null and
 * closed sockets. */
public class NetSocketOptions {
    static String name(Throwable e) {
        return e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }

    static List<String> names(java.util.Set<SocketOption<?>> opts) throws Exception {
        List<String> l = new ArrayList<>();
        for (java.lang.reflect.Field f : StandardSocketOptions.class.getFields()) {
            SocketOption<?> o = (SocketOption<?>) f.get(null);
            if (opts.contains(o)) {
                l.add(o.name());
            }
        }
        Collections.sort(l);
        return l;
    }

    interface Op {
        Object run() throws Exception;
    }

    static void t(String label, Op op) {
        try {
            System.out.println(label + " = " + op.run());
        } catch (Exception e) {
            System.out.println(label + ": " + name(e));
        }
    }

    public static void main(String[] args) throws Exception {
        Socket s = new Socket();
        ServerSocket ss = new ServerSocket();
        DatagramSocket ds = new DatagramSocket();
        MulticastSocket ms = new MulticastSocket();
        System.out.println("socket " + names(s.supportedOptions()));
        System.out.println("server " + names(ss.supportedOptions()));
        System.out.println("datagram " + names(ds.supportedOptions()));
        System.out.println("multicast " + names(ms.supportedOptions()));

        t("socket set nodelay", () -> s.setOption(StandardSocketOptions.TCP_NODELAY, true) == s);
        t("socket nodelay", () -> s.getOption(StandardSocketOptions.TCP_NODELAY) + " " + s.getTcpNoDelay());
        t("socket set keepalive", () -> s.setOption(StandardSocketOptions.SO_KEEPALIVE, true) == s);
        t("socket keepalive", () -> s.getOption(StandardSocketOptions.SO_KEEPALIVE));
        t("socket linger default", () -> s.getOption(StandardSocketOptions.SO_LINGER));
        t("socket set linger", () -> s.setOption(StandardSocketOptions.SO_LINGER, 7) == s);
        t("socket linger", () -> s.getOption(StandardSocketOptions.SO_LINGER) + " " + s.getSoLinger());
        t("socket set linger -1", () -> s.setOption(StandardSocketOptions.SO_LINGER, -1) == s);
        t("socket linger off", () -> s.getOption(StandardSocketOptions.SO_LINGER));
        t("socket set sndbuf", () -> s.setOption(StandardSocketOptions.SO_SNDBUF, 65536) == s);
        t("socket sndbuf>0", () -> s.getOption(StandardSocketOptions.SO_SNDBUF) > 0);
        t("socket sndbuf 0", () -> s.setOption(StandardSocketOptions.SO_SNDBUF, 0));
        t("socket sndbuf -1", () -> s.setOption(StandardSocketOptions.SO_SNDBUF, -1));
        t("socket set tos", () -> s.setOption(StandardSocketOptions.IP_TOS, 0x08) == s);
        t("socket tos", () -> s.getOption(StandardSocketOptions.IP_TOS) + " " + s.getTrafficClass());
        t("socket tos 300", () -> s.setOption(StandardSocketOptions.IP_TOS, 300));
        t("socket reuseaddr", () -> s.getOption(StandardSocketOptions.SO_REUSEADDR));
        t("socket broadcast", () -> s.setOption(StandardSocketOptions.SO_BROADCAST, true));
        t("socket get broadcast", () -> s.getOption(StandardSocketOptions.SO_BROADCAST));
        t("socket null", () -> s.setOption(null, 1));
        t("socket get null", () -> s.getOption(null));
        t("socket null value", () -> s.setOption(StandardSocketOptions.TCP_NODELAY, null));

        t("server set reuseaddr", () -> ss.setOption(StandardSocketOptions.SO_REUSEADDR, false) == ss);
        t("server reuseaddr", () -> ss.getOption(StandardSocketOptions.SO_REUSEADDR) + " " + ss.getReuseAddress());
        t("server set rcvbuf", () -> ss.setOption(StandardSocketOptions.SO_RCVBUF, 32768) == ss);
        t("server rcvbuf>0", () -> ss.getOption(StandardSocketOptions.SO_RCVBUF) > 0);
        t("server nodelay", () -> ss.setOption(StandardSocketOptions.TCP_NODELAY, true));
        t("server get linger", () -> ss.getOption(StandardSocketOptions.SO_LINGER));

        t("datagram broadcast", () -> ds.getOption(StandardSocketOptions.SO_BROADCAST));
        t("datagram set broadcast", () -> ds.setOption(StandardSocketOptions.SO_BROADCAST, false) == ds);
        t("datagram broadcast after", () -> ds.getOption(StandardSocketOptions.SO_BROADCAST) + " " + ds.getBroadcast());
        t("datagram ttl", () -> ds.getOption(StandardSocketOptions.IP_MULTICAST_TTL));
        t("datagram loop", () -> ds.getOption(StandardSocketOptions.IP_MULTICAST_LOOP));
        t("datagram if", () -> ds.getOption(StandardSocketOptions.IP_MULTICAST_IF));
        t("datagram set ttl", () -> ds.setOption(StandardSocketOptions.IP_MULTICAST_TTL, 4) == ds);
        t("datagram ttl after", () -> ds.getOption(StandardSocketOptions.IP_MULTICAST_TTL));
        t("datagram ttl 256", () -> ds.setOption(StandardSocketOptions.IP_MULTICAST_TTL, 256));
        t("datagram nodelay", () -> ds.getOption(StandardSocketOptions.TCP_NODELAY));
        NetworkInterface lo = NetworkInterface.getByName("lo");
        t("multicast set if", () -> ms.setOption(StandardSocketOptions.IP_MULTICAST_IF, lo) == ms);
        t("multicast if", () -> ms.getOption(StandardSocketOptions.IP_MULTICAST_IF).getName()
                                 + " " + ms.getNetworkInterface().getName());
        t("multicast reuseaddr", () -> ms.getOption(StandardSocketOptions.SO_REUSEADDR));
        t("multicast if null", () -> ms.setOption(StandardSocketOptions.IP_MULTICAST_IF, null));

        // the channels' socket() adaptors go to their channels
        java.nio.channels.SocketChannel sc = java.nio.channels.SocketChannel.open();
        Socket as = sc.socket();
        t("adaptor set nodelay", () -> as.setOption(StandardSocketOptions.TCP_NODELAY, true) == as);
        t("adaptor nodelay", () -> as.getOption(StandardSocketOptions.TCP_NODELAY) + " "
                                   + sc.getOption(StandardSocketOptions.TCP_NODELAY));
        t("adaptor tos", () -> { as.setTrafficClass(0x10); return sc.getOption(StandardSocketOptions.IP_TOS); });
        t("adaptor options", () -> names(as.supportedOptions()));
        java.nio.channels.ServerSocketChannel ssc = java.nio.channels.ServerSocketChannel.open();
        t("server adaptor set", () -> ssc.socket().setOption(StandardSocketOptions.SO_REUSEADDR, false) == ssc.socket());
        t("server adaptor reuse", () -> ssc.getOption(StandardSocketOptions.SO_REUSEADDR));
        java.nio.channels.DatagramChannel dch = java.nio.channels.DatagramChannel.open();
        t("datagram adaptor ttl", () -> { dch.socket().setOption(StandardSocketOptions.IP_MULTICAST_TTL, 9);
                                           return dch.getOption(StandardSocketOptions.IP_MULTICAST_TTL); });
        sc.close();
        ssc.close();
        dch.close();

        s.close();
        ss.close();
        ds.close();
        ms.close();
        t("closed socket set", () -> s.setOption(StandardSocketOptions.TCP_NODELAY, true));
        t("closed socket get", () -> s.getOption(StandardSocketOptions.TCP_NODELAY));
        t("closed socket unsupported", () -> s.getOption(StandardSocketOptions.SO_BROADCAST));
        t("closed server get", () -> ss.getOption(StandardSocketOptions.SO_RCVBUF));
        t("closed datagram get", () -> ds.getOption(StandardSocketOptions.SO_RCVBUF));
        t("closed socket supported", () -> names(s.supportedOptions()).size());
    }
}
