// InetAddress and InetSocketAddress for loopback, numeric IPv4 literals (all
// the short forms) and "localhost": toString, getHostAddress, getAddress,
// equals/hashCode, the address-kind predicates, and the errors for bad
// literals and unresolved names.
import java.net.*;
import java.util.*;

public class NetInetAddress {
    public static void main(String[] args) throws Exception {
        String[] lits = {"127.0.0.1", "10.1.2.3", "127.1", "1", "010.0.0.1", "2130706433", "1.2.65535",
                "1.16777215", "255.255.255.255", "0.0.0.0", "localhost", "LocalHost"};
        for (String s : lits) {
            InetAddress a = InetAddress.getByName(s);
            System.out.println(s + " -> " + a + " " + a.getHostAddress() + " " + Arrays.toString(a.getAddress())
                    + " hash " + a.hashCode() + " " + a.getClass().getName());
        }
        System.out.println("null -> " + InetAddress.getByName(null) + ", empty -> " + InetAddress.getByName(""));
        System.out.println("loopback " + InetAddress.getLoopbackAddress() + " " + InetAddress.getLoopbackAddress().getHostName());
        System.out.println("all: " + Arrays.toString(InetAddress.getAllByName("127.0.0.1")));
        InetAddress a = InetAddress.getByName("127.0.0.1");
        System.out.println("equal " + a.equals(InetAddress.getLoopbackAddress()) + " " + a.equals(InetAddress.getByName("127.0.0.2"))
                + " " + a.equals("127.0.0.1"));
        for (String s : new String[] {"127.0.0.1", "0.0.0.0", "10.0.0.1", "172.16.5.4", "172.32.0.1", "192.168.1.1",
                "169.254.3.3", "224.0.0.251", "8.8.8.8"}) {
            InetAddress x = InetAddress.getByName(s);
            System.out.println(s + ": loopback " + x.isLoopbackAddress() + ", any " + x.isAnyLocalAddress()
                    + ", site " + x.isSiteLocalAddress() + ", link " + x.isLinkLocalAddress()
                    + ", multicast " + x.isMulticastAddress());
        }
        System.out.println(InetAddress.getByAddress(new byte[] {10, 0, 0, (byte) 200}));
        System.out.println(InetAddress.getByAddress("myhost", new byte[] {(byte) 192, (byte) 168, 0, 1}));
        System.out.println(InetAddress.getByAddress("myhost", new byte[] {1, 2, 3, 4}).getHostName());
        try { InetAddress.getByAddress(new byte[3]); } catch (UnknownHostException e) { System.out.println(e); }
        for (String bad : new String[] {"256.1.1.1", "1.2.3.4.5", "1..2", "1.2.3.", "1.16777216", "4294967296", "0x10"}) {
            try {
                System.out.println(bad + " -> " + InetAddress.getByName(bad));
            } catch (UnknownHostException e) {
                System.out.println(bad + " -> UnknownHostException " + e.getMessage().startsWith(bad));
            }
        }
        InetSocketAddress[] sa = {
            new InetSocketAddress("localhost", 8080), new InetSocketAddress("127.0.0.1", 80),
            new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), new InetSocketAddress(443),
            new InetSocketAddress((InetAddress) null, 5), InetSocketAddress.createUnresolved("example.invalid", 7)};
        for (InetSocketAddress x : sa) {
            System.out.println(x + " host " + x.getHostString() + " port " + x.getPort() + " addr " + x.getAddress()
                    + " unresolved " + x.isUnresolved() + " hash " + x.hashCode());
        }
        System.out.println(new InetSocketAddress("127.0.0.1", 80).equals(new InetSocketAddress("127.0.0.1", 80)) + " "
                + new InetSocketAddress("127.0.0.1", 80).equals(new InetSocketAddress("127.0.0.1", 81)) + " "
                + InetSocketAddress.createUnresolved("A", 1).equals(InetSocketAddress.createUnresolved("a", 1)));
        System.out.println("loopback host name: " + new InetSocketAddress(InetAddress.getLoopbackAddress(), 1).getHostName());
        try { new InetSocketAddress("x", 65536); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { new InetSocketAddress((String) null, 1); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { InetSocketAddress.createUnresolved(null, 1); } catch (IllegalArgumentException e) { System.out.println(e); }
        SocketAddress s = new InetSocketAddress(1);
        System.out.println("SocketAddress: " + (s instanceof java.io.Serializable));
    }
}
