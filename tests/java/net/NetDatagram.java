// DatagramSocket/DatagramPacket over loopback (IPv4 and ::1): send/receive,
// truncation, reuse of a packet, the receive time-out, connect/disconnect and
// the address checks, ICMP port unreachable on a connected socket, options,
// bind errors, unbound sockets, a close waking a blocked receive; and
// MulticastSocket defaults, joining 239.1.2.3 on "lo" and receiving a
// datagram sent there (multicast over loopback works on the test machines).
import java.net.*;
import java.util.*;
public class NetDatagram {
    public static void main(String[] a) throws Exception {
        DatagramSocket s = new DatagramSocket(0, InetAddress.getLoopbackAddress());
        DatagramSocket c = new DatagramSocket();
        System.out.println(s.isBound() + " " + s.isConnected() + " " + s.getLocalAddress() + " " + c.getLocalAddress() + " " + s.getInetAddress() + " " + s.getPort() + " " + s.getRemoteSocketAddress() + " bc=" + s.getBroadcast() + " to=" + s.getSoTimeout() + " reuse=" + s.getReuseAddress() + " tc=" + s.getTrafficClass());
        byte[] msg = "hello".getBytes();
        DatagramPacket p = new DatagramPacket(msg, msg.length, InetAddress.getLoopbackAddress(), s.getLocalPort());
        c.send(p);
        byte[] buf = new byte[3];
        DatagramPacket r = new DatagramPacket(buf, buf.length);
        s.receive(r);
        System.out.println(new String(r.getData(), r.getOffset(), r.getLength()) + " len=" + r.getLength() + " from " + r.getAddress() + " port ok " + (r.getPort() == c.getLocalPort()));
        r.setData(new byte[100], 10, 50);
        c.send(new DatagramPacket("x2".getBytes(), 2, s.getLocalSocketAddress()));
        s.receive(r);
        System.out.println(r.getOffset() + " " + r.getLength() + " " + new String(r.getData(), 10, 2));
        s.setSoTimeout(50);
        try { s.receive(r); } catch (SocketTimeoutException e) { System.out.println(e); }
        DatagramPacket np = new DatagramPacket(new byte[4], 4);
        System.out.println(np.getAddress() + " " + np.getPort() + " " + np.getSocketAddress());
        try { c.send(np); } catch (Exception e) { System.out.println(e); }
        c.connect(s.getLocalSocketAddress());
        System.out.println(c.isConnected() + " " + c.getInetAddress() + " " + (c.getPort() == s.getLocalPort()) + " " + c.getLocalAddress());
        c.send(new DatagramPacket("y".getBytes(), 1));
        s.receive(r); System.out.println("got " + r.getLength());
        try { c.send(new DatagramPacket("z".getBytes(), 1, InetAddress.getByName("127.0.0.2"), 9)); } catch (Exception e) { System.out.println(e); }
        c.disconnect();
        System.out.println(c.isConnected() + " " + c.getInetAddress() + " " + c.getPort());
        DatagramSocket dead = new DatagramSocket(); int deadPort = dead.getLocalPort(); dead.close();
        DatagramSocket d = new DatagramSocket(); d.connect(InetAddress.getLoopbackAddress(), deadPort); d.setSoTimeout(200);
        d.send(new DatagramPacket("q".getBytes(), 1));
        try { d.receive(r); } catch (Exception e) { System.out.println(e); }
        d.close();
        s.setBroadcast(true); System.out.println(s.getBroadcast());
        try { new DatagramSocket(s.getLocalPort(), InetAddress.getLoopbackAddress()); } catch (Exception e) { System.out.println(e); }
        try { s.bind(null); } catch (Exception e) { System.out.println(e); }
        try { s.setSoTimeout(-1); } catch (Exception e) { System.out.println(e); }
        try { new DatagramPacket(new byte[2], 3); } catch (Exception e) { System.out.println(e); }
        try { r.setLength(1000); } catch (Exception e) { System.out.println(e); }
        try { r.setPort(70000); } catch (Exception e) { System.out.println(e); }
        try { r.setData(null); } catch (Exception e) { System.out.println(e); }
        DatagramSocket u = new DatagramSocket(null); System.out.println(u.isBound() + " " + u.getLocalPort() + " " + u.getLocalAddress() + " " + u.getLocalSocketAddress());
        u.bind(new InetSocketAddress("::1", 0)); System.out.println(u.getLocalAddress());
        DatagramSocket v6 = new DatagramSocket(new InetSocketAddress("::1", 0));
        u.send(new DatagramPacket("six".getBytes(), 3, v6.getLocalSocketAddress()));
        DatagramPacket r6 = new DatagramPacket(new byte[10], 10); v6.receive(r6); System.out.println(new String(r6.getData(), 0, r6.getLength()) + " " + r6.getAddress());
        s.close(); c.close(); u.close(); v6.close();
        System.out.println(s.isClosed());
        try { s.receive(r); } catch (Exception e) { System.out.println(e); }
        try { s.send(p); } catch (Exception e) { System.out.println(e); }
        // close wakes a blocked receive
        DatagramSocket w = new DatagramSocket();
        Thread t = new Thread(() -> { try { w.receive(new DatagramPacket(new byte[1], 1)); } catch (Exception e) { System.out.println("woken: " + e); } });
        t.start(); Thread.sleep(100); w.close(); t.join();
        MulticastSocket m = new MulticastSocket(0);
        System.out.println("ttl " + m.getTimeToLive() + " loopdis " + m.getLoopbackMode() + " reuse " + m.getReuseAddress() + " if " + m.getInterface() + " ni " + m.getNetworkInterface());
        InetAddress group = InetAddress.getByName("239.1.2.3");
        NetworkInterface lo = NetworkInterface.getByName("lo");
        try { m.joinGroup(InetAddress.getByName("10.0.0.1")); } catch (Exception e) { System.out.println(e); }
        try {
            m.joinGroup(new InetSocketAddress(group, 0), lo);
            MulticastSocket snd = new MulticastSocket();
            snd.setNetworkInterface(lo);
            snd.setTimeToLive(1);
            snd.send(new DatagramPacket("mc".getBytes(), 2, group, m.getLocalPort()));
            m.setSoTimeout(1000);
            DatagramPacket mp = new DatagramPacket(new byte[10], 10);
            m.receive(mp);
            System.out.println("multicast got " + new String(mp.getData(), 0, mp.getLength()));
            m.leaveGroup(new InetSocketAddress(group, 0), lo);
            snd.close();
        } catch (Exception e) { System.out.println("multicast: " + e); }
        m.close();
    }
}
