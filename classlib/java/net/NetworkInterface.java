package java.net;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.stream.Stream;

/**
 * A network interface that has an IP address, as the VM lists them
 * (getifaddrs, vm/natives/inet.c): read afresh at each static query, in the
 * JDK's order (each interface and address found goes in front of those
 * found before it, IPv4 addresses first).  Sub-interfaces are not listed.
 */
public final class NetworkInterface {
    private static final int IFF_UP = 0x1;
    private static final int IFF_LOOPBACK = 0x8;
    private static final int IFF_POINTOPOINT = 0x10;
    private static final int IFF_RUNNING = 0x40;
    private static final int IFF_MULTICAST = 0x1000;

    private final String name;
    private final String displayName;
    private final int index;
    private int flags;
    private int mtu;
    private byte[] hw;
    private final List<InetAddress> addrs = new ArrayList<>();
    private final List<InterfaceAddress> bindings = new ArrayList<>();

    private NetworkInterface(String name, int index) {
        this.name = name;
        this.displayName = name;
        this.index = index;
    }

    private NetworkInterface(String name, int index, String displayName) {
        this.name = name;
        this.displayName = displayName;
        this.index = index;
    }

    /** What MulticastSocket.getNetworkInterface gives when none was set: named by the address. */
    static NetworkInterface placeholder(InetAddress a) {
        NetworkInterface ni = new NetworkInterface(a.getHostAddress(), -1, null);
        ni.addrs.add(a);
        return ni;
    }

    private static byte[] hex(String s) {
        if (s.equals("-")) {
            return null;
        }
        byte[] b = new byte[s.length() / 2];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) Integer.parseInt(s.substring(2 * i, 2 * i + 2), 16);
        }
        return b;
    }

    private static List<NetworkInterface> all() throws SocketException {
        String text = Net.interfaces0();
        List<NetworkInterface> list = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.isEmpty()) {
                continue;
            }
            String[] f = line.split("\t");
            if (f.length < 10) {
                continue;
            }
            String nm = f[0];
            NetworkInterface ni = null;
            for (NetworkInterface x : list) {
                if (x.name.equals(nm)) {
                    ni = x;
                }
            }
            if (ni == null) {
                ni = new NetworkInterface(nm, Integer.parseInt(f[1]));
                ni.flags = (int) Long.parseLong(f[2]);
                ni.mtu = Integer.parseInt(f[3]);
                ni.hw = hex(f[4]);
                list.add(0, ni);
            }
            byte[] ab = hex(f[6]);
            int scope = (int) Long.parseLong(f[7]);
            short prefix = (short) Integer.parseInt(f[8]);
            InetAddress a;
            Inet4Address bcast = null;
            if (f[5].equals("4")) {
                int v = ((ab[0] & 0xFF) << 24) | ((ab[1] & 0xFF) << 16) | ((ab[2] & 0xFF) << 8) | (ab[3] & 0xFF);
                a = new Inet4Address(null, v);
                byte[] bb = hex(f[9]);
                if (bb != null) {
                    int w = ((bb[0] & 0xFF) << 24) | ((bb[1] & 0xFF) << 16) | ((bb[2] & 0xFF) << 8) | (bb[3] & 0xFF);
                    bcast = new Inet4Address(null, w);
                }
            } else {
                a = Inet6Address.ofInterface(ab, scope, ni);
            }
            ni.addrs.add(0, a);
            ni.bindings.add(0, new InterfaceAddress(a, bcast, prefix));
        }
        return list;
    }

    public String getName() {
        return name;
    }

    public String getDisplayName() {
        return displayName;
    }

    public int getIndex() {
        return index;
    }

    public Enumeration<InetAddress> getInetAddresses() {
        return Collections.enumeration(new ArrayList<>(addrs));
    }

    public Stream<InetAddress> inetAddresses() {
        return new ArrayList<>(addrs).stream();
    }

    public List<InterfaceAddress> getInterfaceAddresses() {
        return new ArrayList<>(bindings);
    }

    public Enumeration<NetworkInterface> getSubInterfaces() {
        return Collections.enumeration(new ArrayList<NetworkInterface>());
    }

    public Stream<NetworkInterface> subInterfaces() {
        return new ArrayList<NetworkInterface>().stream();
    }

    public NetworkInterface getParent() {
        return null;
    }

    public boolean isVirtual() {
        return false;
    }

    /** The current flags (looked at again, as the JDK asks the kernel each time). */
    private int currentFlags() throws SocketException {
        for (NetworkInterface ni : all()) {
            if (ni.name.equals(name)) {
                return ni.flags;
            }
        }
        return flags;
    }

    public boolean isUp() throws SocketException {
        int f = currentFlags();
        return (f & IFF_UP) != 0 && (f & IFF_RUNNING) != 0;
    }

    public boolean isLoopback() throws SocketException {
        return (currentFlags() & IFF_LOOPBACK) != 0;
    }

    public boolean isPointToPoint() throws SocketException {
        return (currentFlags() & IFF_POINTOPOINT) != 0;
    }

    public boolean supportsMulticast() throws SocketException {
        return (currentFlags() & IFF_MULTICAST) != 0;
    }

    public byte[] getHardwareAddress() throws SocketException {
        return hw == null ? null : hw.clone();
    }

    public int getMTU() throws SocketException {
        return mtu;
    }

    public static NetworkInterface getByName(String name) throws SocketException {
        if (name == null) {
            throw new NullPointerException("Name can't be null");
        }
        for (NetworkInterface ni : all()) {
            if (ni.name.equals(name)) {
                return ni;
            }
        }
        return null;
    }

    public static NetworkInterface getByIndex(int index) throws SocketException {
        if (index < 0) {
            throw new IllegalArgumentException("Interface index can't be negative");
        }
        for (NetworkInterface ni : all()) {
            if (ni.index == index) {
                return ni;
            }
        }
        return null;
    }

    public static NetworkInterface getByInetAddress(InetAddress addr) throws SocketException {
        if (addr == null) {
            throw new NullPointerException("InetAddress can't be null");
        }
        for (NetworkInterface ni : all()) {
            for (InetAddress a : ni.addrs) {
                if (a.equals(addr)) {
                    return ni;
                }
            }
        }
        return null;
    }

    public static Enumeration<NetworkInterface> getNetworkInterfaces() throws SocketException {
        return Collections.enumeration(all());
    }

    public static Stream<NetworkInterface> networkInterfaces() throws SocketException {
        return all().stream();
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof NetworkInterface)) {
            return false;
        }
        NetworkInterface that = (NetworkInterface) obj;
        return name.equals(that.name) && index == that.index && addrs.equals(that.addrs);
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    @Override
    public String toString() {
        return "name:" + name + (displayName != null ? " (" + displayName + ")" : "");
    }
}
