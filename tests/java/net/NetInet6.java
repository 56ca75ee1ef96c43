// InetAddress with IPv6: literals (compressed forms, IPv4 tails, mapped and
// compatible addresses, scopes by number and by interface), the JDK's textual
// forms, bad literals, Inet6Address.getByAddress, hash codes, the address-kind
// predicates; InetSocketAddress with IPv6; NetworkInterface "lo" (addresses,
// flags, MTU, lookups by index and address); TCP over ::1 and IPv4 on the
// same (dual-stack) sockets.  Needs IPv6 loopback (::1), which the test
// machines have.
import java.net.*;
import java.util.*;
public class NetInet6 {
    static void g(String s) {
        try { InetAddress[] as = InetAddress.getAllByName(s); System.out.print(s + " ->"); for (InetAddress x : as) System.out.print(" " + x + "(" + x.getClass().getSimpleName() + (x instanceof Inet6Address ? " scope=" + ((Inet6Address) x).getScopeId() + " if=" + ((Inet6Address) x).getScopedInterface() : "") + ")"); System.out.println(); }
        catch (Exception e) { System.out.println(s + " -> " + e + (e.getCause() != null ? " cause " + e.getCause() : "")); }
    }
    public static void main(String[] a) throws Exception {
        String[] xs = {"::1", "[::1]", "::", "0:0:0:0:0:0:0:1", "::ffff:1.2.3.4", "::1.2.3.4", "1:2:3:4:5:6:7:8", "1::", "FE80::1%1", "fe80::1%lo", "fe80::1%eth9", "1:2:3", "1::2::3", "12345::", "[::1", "::1]", "1:2:3:4:5:6:7:8:9", "::ffff:300.1.1.1", "1.2.3.4", "localhost", "::1%1", "ff02::1", "2001:db8::1:0:0:1", "::%2", "fe80::1%"};
        for (String s : xs) g(s);
        InetAddress l6 = InetAddress.getByName("::1");
        System.out.println(l6.isLoopbackAddress() + " " + l6.isAnyLocalAddress() + " " + Arrays.toString(l6.getAddress()) + " " + l6.hashCode() + " " + InetAddress.getByName("fe80::1").isLinkLocalAddress() + " " + InetAddress.getByName("fec0::1").isSiteLocalAddress() + " " + InetAddress.getByName("ff02::1").isMulticastAddress() + " " + InetAddress.getByName("ff05::1").isMCSiteLocal() + " " + InetAddress.getByName("2001:db8::ff").hashCode());
        System.out.println(((Inet6Address) InetAddress.getByName("::1.2.3.4")).isIPv4CompatibleAddress());
        System.out.println(Inet6Address.getByAddress("h", new byte[16], 5) + " " + Inet6Address.getByAddress(null, new byte[16], -1) + " " + InetAddress.getByAddress("x", new byte[]{0,0,0,0,0,0,0,0,0,0,(byte)255,(byte)255,1,2,3,4}).getClass().getSimpleName());
        try { Inet6Address.getByAddress("h", new byte[4], 1); } catch (Exception e) { System.out.println(e); }
        try { InetAddress.getByAddress(new byte[5]); } catch (Exception e) { System.out.println(e); }
        System.out.println(InetAddress.getByName("::1").equals(InetAddress.getByName("0::1")) + " " + InetAddress.getByName("fe80::1%1").equals(InetAddress.getByName("fe80::1%2")));
        System.out.println(InetAddress.getLoopbackAddress() + " " + InetAddress.getByName(null) + " " + InetAddress.getByName(""));
        System.out.println(new InetSocketAddress("::1", 80) + " " + new InetSocketAddress(InetAddress.getByName("::1"), 80).getHostString() + " " + InetSocketAddress.createUnresolved("::1", 5) + " " + new InetSocketAddress(InetAddress.getByName("fe80::1%1"), 8));
        NetworkInterface lo = NetworkInterface.getByName("lo");
        System.out.println(lo + " " + lo.getName() + " " + lo.getDisplayName() + " " + lo.getIndex() + " " + lo.isLoopback() + " " + lo.isUp() + " " + lo.getMTU() + " " + lo.isVirtual() + " " + lo.supportsMulticast() + " " + lo.isPointToPoint() + " " + lo.getHardwareAddress() + " " + lo.getParent() + " " + Collections.list(lo.getSubInterfaces()));
        System.out.println(Collections.list(lo.getInetAddresses()) + " " + lo.getInterfaceAddresses() + " " + lo.inetAddresses().count());
        int count = 0; boolean sawLo = false;
        for (NetworkInterface ni : Collections.list(NetworkInterface.getNetworkInterfaces())) { count++; if (ni.getName().equals("lo")) sawLo = ni.equals(lo) && ni.hashCode() == lo.hashCode(); if (!ni.getInetAddresses().hasMoreElements()) System.out.println("no address: " + ni); }
        System.out.println("interfaces listed: " + (count > 0) + ", lo among them: " + sawLo + ", stream agrees: " + (NetworkInterface.networkInterfaces().count() == count));
        System.out.println(NetworkInterface.getByName("nope") + " " + NetworkInterface.getByInetAddress(InetAddress.getByName("127.0.0.1")) + " " + NetworkInterface.getByIndex(1) + " " + NetworkInterface.getByInetAddress(InetAddress.getByName("::1")) + " " + lo.equals(NetworkInterface.getByIndex(1)));
        InetAddress lh = InetAddress.getLocalHost();
        System.out.println("local host found again by name: " + lh.equals(InetAddress.getByName(lh.getHostName())) + " " + InetAddress.getByName("127.0.0.1").getHostName() + " " + InetAddress.getByName("127.0.0.1").isReachable(500));
        String[] ys = {"[abc]", "[]", "[1.2.3.4]", "[::1]x", "::1%0", "[::1%1]", "0x1.2.3.4", "1.2.3.256", "::ffff:1.2.3", ":1::", "1::2:", "1:2:3:4:5:6:7::", "::1:2:3:4:5:6:7", "1:2:3:4:5:6:1.2.3.4", "fe80::1%lo0"};
        for (String s : ys) { try { System.out.println(s + " -> " + InetAddress.getByName(s)); } catch (Exception e) { System.out.println(s + " -> " + e); } }
        System.out.println(InetAddress.getByName("127.0.0.1").hashCode() + " " + InetAddress.getByName("::ffff:127.0.0.1").getClass());
        try { InetAddress.getByName("::1").isReachable(-1); } catch (Exception e) { System.out.println(e); }
        System.out.println(InetAddress.getByName("224.0.0.1").isMCLinkLocal() + " " + InetAddress.getByName("239.255.0.1").isMCSiteLocal() + " " + InetAddress.getByName("::1").isReachable(300));
        try { InetAddress.getByName("nosuch.invalid"); } catch (UnknownHostException e) { System.out.println("unknown: " + e.getMessage().startsWith("nosuch.invalid: ")); }
        ServerSocket ss = new ServerSocket(0, 50, InetAddress.getByName("::1"));
        System.out.println(ss.getInetAddress() + " " + ss.getLocalSocketAddress().toString().replaceAll(":[0-9]+$", ":P"));
        Socket c = new Socket("::1", ss.getLocalPort()); Socket s = ss.accept();
        System.out.println(c.getInetAddress() + " " + c.getLocalAddress() + " " + s.getInetAddress() + " " + s.getLocalAddress());
        c.getOutputStream().write(42); System.out.println(s.getInputStream().read());
        c.close(); s.close(); ss.close();
        ServerSocket s4 = new ServerSocket(0);
        Socket c4 = new Socket("127.0.0.1", s4.getLocalPort()); Socket a4 = s4.accept();
        System.out.println(s4.getInetAddress() + " " + c4.getLocalAddress() + " " + a4.getInetAddress() + " " + a4.getLocalAddress() + " " + c4.getInetAddress());
        try { new Socket("::1", s4.getLocalPort()).close(); System.out.println("v6 to v4-any ok"); } catch (Exception e) { System.out.println(e); }
        s4.close();
    }
}
