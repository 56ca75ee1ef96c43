package java.net;

/**
 * An IP address (IPv4 only here: every instance is an Inet4Address), with the
 * host name it was found under, if any.
 */
public class InetAddress implements java.io.Serializable {
    private static final long serialVersionUID = 3286316764910316507L;

    static final int LOOPBACK = 0x7f000001;

    /** The name this address was looked up by or reverse-resolved to; null if none yet. */
    String hostName;
    /** The address, host order. */
    final int address;

    InetAddress(String hostName, int address) {
        this.hostName = hostName;
        this.address = address;
    }

    public static InetAddress getByName(String host) throws UnknownHostException {
        return getAllByName(host)[0];
    }

    public static InetAddress[] getAllByName(String host) throws UnknownHostException {
        if (host == null || host.isEmpty()) {
            return new InetAddress[] {getLoopbackAddress()};
        }
        if (host.charAt(0) == '[') {
            if (host.length() > 2 && host.charAt(host.length() - 1) == ']') {
                throw new UnknownHostException(host + ": invalid IPv6 address literal");
            }
            throw new UnknownHostException(host + ": invalid IPv6 address");
        }
        long lit = parseLiteral(host);
        if (lit >= 0) {
            return new InetAddress[] {new Inet4Address(null, (int) lit)};
        }
        if (looksHex(host)) {
            UnknownHostException e = new UnknownHostException(host);
            e.initCause(new IllegalArgumentException("Invalid IP address literal: " + host));
            throw e;
        }
        if (host.equalsIgnoreCase("localhost")) {
            return new InetAddress[] {new Inet4Address(host, LOOPBACK)};
        }
        int a = Net.lookup0(host);
        return new InetAddress[] {new Inet4Address(host, a)};
    }

    private static boolean looksHex(String s) {
        if (s.isEmpty() || s.charAt(0) < '0' || s.charAt(0) > '9') {
            return false;
        }
        boolean x = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == 'x' || c == 'X') {
                x = true;
            } else if (!(c == '.' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))) {
                return false;
            }
        }
        return x;
    }

    /**
     * Parses an IPv4 literal in the forms d, d.d, d.d.d and d.d.d.d (decimal,
     * the last part filling the remaining bytes).  Returns -1 when it is not
     * one.
     */
    static long parseLiteral(String s) {
        int n = s.length();
        if (n == 0 || n > 15) {
            return -1;
        }
        long[] parts = new long[4];
        int count = 0;
        long cur = 0;
        int digits = 0;
        for (int i = 0; i <= n; i++) {
            char c = i < n ? s.charAt(i) : '.';
            if (c >= '0' && c <= '9') {
                cur = cur * 10 + (c - '0');
                digits++;
                if (cur > 0xFFFFFFFFL) {
                    return -1;
                }
            } else if (c == '.') {
                if (digits == 0 || count == 4) {
                    return -1;
                }
                parts[count++] = cur;
                cur = 0;
                digits = 0;
            } else {
                return -1;
            }
        }
        long v;
        switch (count) {
            case 1:
                v = parts[0];
                break;
            case 2:
                if (parts[0] > 255 || parts[1] > 0xFFFFFFL) {
                    return -1;
                }
                v = (parts[0] << 24) | parts[1];
                break;
            case 3:
                if (parts[0] > 255 || parts[1] > 255 || parts[2] > 0xFFFFL) {
                    return -1;
                }
                v = (parts[0] << 24) | (parts[1] << 16) | parts[2];
                break;
            default:
                for (int i = 0; i < 4; i++) {
                    if (parts[i] > 255) {
                        return -1;
                    }
                }
                v = (parts[0] << 24) | (parts[1] << 16) | (parts[2] << 8) | parts[3];
                break;
        }
        if (v > 0xFFFFFFFFL) {
            return -1;
        }
        return v;
    }

    public static InetAddress getByAddress(byte[] addr) throws UnknownHostException {
        return getByAddress(null, addr);
    }

    public static InetAddress getByAddress(String host, byte[] addr) throws UnknownHostException {
        if (host != null && host.length() > 0 && host.charAt(0) == '[') {
            if (host.charAt(host.length() - 1) == ']') {
                host = host.substring(1, host.length() - 1);
            }
        }
        if (addr != null && addr.length == 4) {
            int a = ((addr[0] & 0xFF) << 24) | ((addr[1] & 0xFF) << 16) | ((addr[2] & 0xFF) << 8) | (addr[3] & 0xFF);
            return new Inet4Address(host, a);
        }
        throw new UnknownHostException("addr is of illegal length");
    }

    public static InetAddress getLoopbackAddress() {
        return new Inet4Address("localhost", LOOPBACK);
    }

    static InetAddress anyLocalAddress() {
        return new Inet4Address("0.0.0.0", 0);
    }

    public static InetAddress getLocalHost() throws UnknownHostException {
        String name = Net.localHostName0();
        if (name.equalsIgnoreCase("localhost")) {
            return new Inet4Address(name, LOOPBACK);
        }
        try {
            return new Inet4Address(name, Net.lookup0(name));
        } catch (UnknownHostException e) {
            throw new UnknownHostException(name + ": " + e.getMessage());
        }
    }

    public String getHostName() {
        if (hostName == null) {
            String n = Net.reverseLookup0(address);
            hostName = n != null ? n : getHostAddress();
        }
        return hostName;
    }

    public String getCanonicalHostName() {
        String n = Net.reverseLookup0(address);
        return n != null ? n : getHostAddress();
    }

    public String getHostAddress() {
        return ((address >>> 24) & 0xFF) + "." + ((address >>> 16) & 0xFF) + "."
                + ((address >>> 8) & 0xFF) + "." + (address & 0xFF);
    }

    public byte[] getAddress() {
        return new byte[] {(byte) (address >>> 24), (byte) (address >>> 16), (byte) (address >>> 8), (byte) address};
    }

    public boolean isAnyLocalAddress() {
        return address == 0;
    }

    public boolean isLoopbackAddress() {
        return (address >>> 24) == 127;
    }

    public boolean isMulticastAddress() {
        return (address & 0xF0000000) == 0xE0000000;
    }

    public boolean isLinkLocalAddress() {
        return (address >>> 16) == 0xA9FE;
    }

    public boolean isSiteLocalAddress() {
        int a = address >>> 24;
        int b = (address >>> 16) & 0xFF;
        return a == 10 || (a == 172 && (b & 0xF0) == 16) || (a == 192 && b == 168);
    }

    @Override
    public int hashCode() {
        return address;
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof InetAddress && ((InetAddress) obj).address == address;
    }

    @Override
    public String toString() {
        return (hostName != null ? hostName : "") + "/" + getHostAddress();
    }
}
