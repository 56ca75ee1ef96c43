package java.net;

import java.io.IOException;

/**
 * A DatagramSocket that joins multicast groups (IPv4 groups on the IPv4 or
 * dual-stack socket, IPv6 groups on an IPv6 one); SO_REUSEADDR is on before
 * the bind, as in the JDK.  The outgoing interface is the kernel's choice
 * until setNetworkInterface.
 */
public class MulticastSocket extends DatagramSocket {
    private NetworkInterface outgoing;

    public MulticastSocket() throws IOException {
        this(new InetSocketAddress(0));
    }

    public MulticastSocket(int port) throws IOException {
        this(new InetSocketAddress(port));
    }

    public MulticastSocket(SocketAddress bindaddr) throws IOException {
        super((SocketAddress) null);
        try {
            setReuseAddress(true);
            if (bindaddr != null) {
                bind(bindaddr);
            }
        } catch (IOException | RuntimeException e) {
            close();
            throw e;
        }
    }

    @Deprecated
    public void setTTL(byte ttl) throws IOException {
        setTimeToLive(ttl & 0xFF);
    }

    public void setTimeToLive(int ttl) throws IOException {
        if (ttl < 0 || ttl > 255) {
            throw new IllegalArgumentException("ttl out of range");
        }
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        setOpt(Net.IP_MULTICAST_TTL, ttl);
    }

    @Deprecated
    public byte getTTL() throws IOException {
        return (byte) getTimeToLive();
    }

    public int getTimeToLive() throws IOException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        return getOpt(Net.IP_MULTICAST_TTL);
    }

    private static InetAddress groupOf(SocketAddress mcastaddr) throws SocketException {
        if (mcastaddr == null || !(mcastaddr instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type");
        }
        InetAddress g = ((InetSocketAddress) mcastaddr).getAddress();
        if (g == null) {
            throw new SocketException("Unresolved address");
        }
        return g;
    }

    private void group(InetAddress g, NetworkInterface netIf, boolean join) throws IOException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (g == null) {
            throw new IllegalArgumentException("Unsupported address type");
        }
        if (!g.isMulticastAddress()) {
            throw new SocketException("Not a multicast address");
        }
        NetworkInterface ni = netIf != null ? netIf : outgoing;
        int index = ni != null && ni.getIndex() > 0 ? ni.getIndex() : 0;
        int s = beginUse();
        try {
            Net.mcastIp0(s, Net.bytes(g), index, join);
        } finally {
            endUse();
        }
    }

    @Deprecated
    public void joinGroup(InetAddress mcastaddr) throws IOException {
        group(mcastaddr, null, true);
    }

    @Deprecated
    public void leaveGroup(InetAddress mcastaddr) throws IOException {
        group(mcastaddr, null, false);
    }

    public void joinGroup(SocketAddress mcastaddr, NetworkInterface netIf) throws IOException {
        group(groupOf(mcastaddr), netIf, true);
    }

    public void leaveGroup(SocketAddress mcastaddr, NetworkInterface netIf) throws IOException {
        group(groupOf(mcastaddr), netIf, false);
    }

    @Deprecated
    public void setInterface(InetAddress inf) throws SocketException {
        NetworkInterface ni = NetworkInterface.getByInetAddress(inf);
        if (ni == null) {
            throw new SocketException("No network interface with address " + inf);
        }
        setNetworkInterface(ni);
    }

    @Deprecated
    public InetAddress getInterface() throws SocketException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        NetworkInterface ni = outgoing;
        if (ni != null) {
            java.util.Enumeration<InetAddress> e = ni.getInetAddresses();
            while (e.hasMoreElements()) {
                InetAddress a = e.nextElement();
                if (a instanceof Inet4Address) {
                    return a;
                }
            }
        }
        return InetAddress.anyLocalAddress();
    }

    public void setNetworkInterface(NetworkInterface netIf) throws SocketException {
        if (netIf == null) {
            throw new IllegalArgumentException("Invalid value 'null'");
        }
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        setMulticastIf(netIf);
    }

    void setMulticastIf(NetworkInterface ni) throws SocketException {
        super.setMulticastIf(ni);
        outgoing = ni;
    }

    NetworkInterface multicastIf() {
        return outgoing;
    }

    public NetworkInterface getNetworkInterface() throws SocketException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (outgoing != null) {
            return outgoing;
        }
        return NetworkInterface.placeholder(InetAddress.anyLocalAddress());
    }

    @Deprecated
    public void setLoopbackMode(boolean disable) throws SocketException {
        setOpt(Net.IP_MULTICAST_LOOP, disable ? 0 : 1);
    }

    @Deprecated
    public boolean getLoopbackMode() throws SocketException {
        return getOpt(Net.IP_MULTICAST_LOOP) == 0;
    }

    @Deprecated
    public void send(DatagramPacket p, byte ttl) throws IOException {
        int old = getTimeToLive();
        setTimeToLive(ttl & 0xFF);
        try {
            send(p);
        } finally {
            setTimeToLive(old);
        }
    }
}
