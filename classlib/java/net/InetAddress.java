package java.net;

/**
 * An IP address, IPv4 (Inet4Address) or IPv6 (Inet6Address), with the host
 * name it was found under, if any.  Literals are parsed here and never looked
 * up; names are looked up by the VM's resolver (Net.resolve0), which on the
 * green and mn backends runs on a helper OS thread so that only the calling
 * thread waits.  IPv4 addresses come first, as with the JDK's defaults.
 */
public class InetAddress implements java.io.Serializable {
    private static final long serialVersionUID = 3286316764910316507L;

    static final int LOOPBACK = 0x7f000001;

    /** The name this address was looked up by or reverse-resolved to; null if none yet. */
    String hostName;
    /** The address, host order (not final: readObject sets it). */
    int address;

    /**
     * The JDK's serial form: an IPv4 address is written as a plain InetAddress (family 2).
     * Inet6Address's own fields are not the JDK's yet.
     */
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("hostName", String.class),
        new java.io.ObjectStreamField("address", int.class),
        new java.io.ObjectStreamField("family", int.class)};

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        java.io.ObjectOutputStream.PutField f = s.putFields();
        f.put("hostName", hostName);
        f.put("address", this instanceof Inet6Address ? 0 : address);
        f.put("family", 2);
        s.writeFields();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField f = s.readFields();
        hostName = (String) f.get("hostName", null);
        address = f.get("address", 0);
        int family = f.get("family", 0);
        if (family != 2 && getClass() == InetAddress.class)
            throw new java.io.InvalidObjectException("invalid address family type: " + family);
    }

    /** A plain InetAddress read from a stream stands for an IPv4 address. */
    private Object readResolve() throws java.io.ObjectStreamException {
        return getClass() == InetAddress.class ? new Inet4Address(hostName, address) : this;
    }

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
        String lit = host;
        boolean bracketed = false;
        if (host.charAt(0) == '[') {
            if (host.length() > 2 && host.charAt(host.length() - 1) == ']') {
                lit = host.substring(1, host.length() - 1);
                bracketed = true;
            } else {
                throw new UnknownHostException(host + ": invalid IPv6 address literal");
            }
        }
        if (!bracketed) {
            long v4 = parseLiteral(host);
            if (v4 >= 0) {
                return new InetAddress[] {new Inet4Address(null, (int) v4)};
            }
        }
        if (bracketed || host.indexOf(':') >= 0) {
            return new InetAddress[] {parseIPv6Literal(host, lit)};
        }
        if (looksHex(host)) {
            UnknownHostException e = new UnknownHostException(host);
            e.initCause(new IllegalArgumentException("Invalid IP address literal: " + host));
            throw e;
        }
        return lookupCached(host);
    }

    /** A cached lookup: the addresses, or the failure, until expiry (System.nanoTime). */
    private static final class CacheEntry {
        InetAddress[] addrs;
        boolean failed;
        boolean pending = true;
        long expiry;
    }

    private static final java.util.HashMap<String, CacheEntry> CACHE = new java.util.HashMap<>();

    /**
     * As the JDK's defaults: found addresses are kept 30 s, failures 10 s (a
     * failure found in the cache is an UnknownHostException naming only the
     * host), and threads asking for a name being looked up wait for that
     * lookup instead of making their own.
     */
    static InetAddress[] lookupCached(String host) throws UnknownHostException {
        CacheEntry e;
        boolean mine = false;
        synchronized (CACHE) {
            e = CACHE.get(host);
            if (e != null && !e.pending && System.nanoTime() - e.expiry > 0) {
                CACHE.remove(host);
                e = null;
            }
            if (e == null) {
                e = new CacheEntry();
                CACHE.put(host, e);
                mine = true;
            }
        }
        if (mine) {
            InetAddress[] r = null;
            UnknownHostException fail = null;
            try {
                r = lookup(host);
            } catch (UnknownHostException x) {
                fail = x;
            } finally {
                synchronized (CACHE) {
                    e.addrs = r;
                    e.failed = r == null;
                    e.expiry = System.nanoTime() + (r != null ? 30_000_000_000L : 10_000_000_000L);
                    e.pending = false;
                    CACHE.notifyAll();
                }
            }
            if (fail != null) {
                throw fail;
            }
            return r.clone();
        }
        boolean interrupted = false;
        synchronized (CACHE) {
            while (e.pending) {
                try {
                    CACHE.wait();
                } catch (InterruptedException ie) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (e.failed) {
            throw new UnknownHostException(host);
        }
        return e.addrs.clone();
    }

    /** The addresses of a name, from the resolver, each carrying the name. */
    static InetAddress[] lookup(String host) throws UnknownHostException {
        byte[] r = Net.resolve0(host);
        int n = r.length / 21;
        InetAddress[] out = new InetAddress[n];
        for (int i = 0; i < n; i++) {
            int o = i * 21;
            if (r[o] == 4) {
                int v = ((r[o + 1] & 0xFF) << 24) | ((r[o + 2] & 0xFF) << 16) | ((r[o + 3] & 0xFF) << 8)
                        | (r[o + 4] & 0xFF);
                out[i] = new Inet4Address(host, v);
            } else {
                byte[] b = new byte[16];
                System.arraycopy(r, o + 1, b, 0, 16);
                int scope = ((r[o + 17] & 0xFF) << 24) | ((r[o + 18] & 0xFF) << 16) | ((r[o + 19] & 0xFF) << 8)
                        | (r[o + 20] & 0xFF);
                out[i] = new Inet6Address(host, b, scope);
            }
        }
        return out;
    }

    /** An IPv6 literal with an optional %scope (a number or an interface name). */
    private static InetAddress parseIPv6Literal(String host, String lit) throws UnknownHostException {
        String scope = null;
        int pct = lit.indexOf('%');
        String body = lit;
        if (pct >= 0) {
            scope = lit.substring(pct + 1);
            body = lit.substring(0, pct);
            if (scope.isEmpty()) {
                throw new UnknownHostException(host + ": invalid IPv6 address literal");
            }
        }
        byte[] b = parseIPv6(body);
        if (b == null) {
            throw new UnknownHostException(host + ": invalid IPv6 address literal");
        }
        if (Inet6Address.isMapped(b)) {
            byte[] v4 = {b[12], b[13], b[14], b[15]};
            return getByAddress(null, v4);
        }
        if (scope == null) {
            return new Inet6Address(null, b);
        }
        boolean numeric = true;
        for (int i = 0; i < scope.length(); i++) {
            if (scope.charAt(i) < '0' || scope.charAt(i) > '9') {
                numeric = false;
            }
        }
        if (numeric) {
            try {
                return new Inet6Address(null, b, Integer.parseInt(scope), true);
            } catch (NumberFormatException e) {
                throw new UnknownHostException(host + ": invalid IPv6 address literal");
            }
        }
        NetworkInterface ni;
        try {
            ni = NetworkInterface.getByName(scope);
        } catch (SocketException e) {
            ni = null;
        }
        if (ni == null) {
            throw new UnknownHostException("no such interface " + scope);
        }
        return Inet6Address.withInterface(null, b, ni);
    }

    /**
     * The 16 bytes of an IPv6 literal (hex groups, one "::", an IPv4 tail),
     * or null when it is not one.
     */
    static byte[] parseIPv6(String s) {
        int n = s.length();
        if (n < 2) {
            return null;
        }
        int[] groups = new int[8];
        int count = 0;
        int gap = -1;
        int i = 0;
        byte[] out = new byte[16];
        if (s.startsWith("::")) {
            gap = 0;
            i = 2;
            if (n == 2) {
                return out;
            }
        } else if (s.charAt(0) == ':') {
            return null;
        }
        while (i < n) {
            int j = i;
            int v = 0;
            while (j < n && Character.digit(s.charAt(j), 16) >= 0 && j - i < 5) {
                v = v * 16 + Character.digit(s.charAt(j), 16);
                j++;
            }
            if (j < n && s.charAt(j) == '.') {
                // an IPv4 tail fills the last two groups
                long v4 = parseDotted(s.substring(i));
                if (v4 < 0 || count > 6) {
                    return null;
                }
                groups[count++] = (int) (v4 >>> 16);
                groups[count++] = (int) (v4 & 0xFFFF);
                i = n;
                break;
            }
            if (j == i || j - i > 4 || count == 8) {
                return null;
            }
            groups[count++] = v;
            i = j;
            if (i == n) {
                break;
            }
            if (s.charAt(i) != ':') {
                return null;
            }
            i++;
            if (i < n && s.charAt(i) == ':') {
                if (gap >= 0) {
                    return null;
                }
                gap = count;
                i++;
                if (i == n) {
                    break;
                }
            } else if (i == n) {
                return null;
            }
        }
        if (gap < 0 && count != 8) {
            return null;
        }
        if (gap >= 0 && count > 7) {
            return null;
        }
        int[] full = new int[8];
        if (gap < 0) {
            full = groups;
        } else {
            int tail = count - gap;
            for (int k = 0; k < gap; k++) {
                full[k] = groups[k];
            }
            for (int k = 0; k < tail; k++) {
                full[8 - tail + k] = groups[gap + k];
            }
        }
        for (int k = 0; k < 8; k++) {
            out[2 * k] = (byte) (full[k] >>> 8);
            out[2 * k + 1] = (byte) full[k];
        }
        return out;
    }

    /** Strict d.d.d.d (each 0-255), or -1. */
    private static long parseDotted(String s) {
        String[] p = s.split("\\.", -1);
        if (p.length != 4) {
            return -1;
        }
        long v = 0;
        for (String x : p) {
            if (x.isEmpty() || x.length() > 3) {
                return -1;
            }
            int k = 0;
            for (int i = 0; i < x.length(); i++) {
                char c = x.charAt(i);
                if (c < '0' || c > '9') {
                    return -1;
                }
                k = k * 10 + (c - '0');
            }
            if (k > 255) {
                return -1;
            }
            v = (v << 8) | k;
        }
        return v;
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
        if (addr != null && addr.length == 16) {
            if (Inet6Address.isMapped(addr)) {
                return getByAddress(host, new byte[] {addr[12], addr[13], addr[14], addr[15]});
            }
            return new Inet6Address(host, addr.clone());
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
        try {
            return lookupCached(name)[0];
        } catch (UnknownHostException e) {
            throw new UnknownHostException(name + ": " + e.getMessage());
        }
    }

    public String getHostName() {
        if (hostName == null) {
            String n = Net.reverseIp0(getAddress(), Net.scope(this));
            hostName = n != null ? n : getHostAddress();
        }
        return hostName;
    }

    public String getCanonicalHostName() {
        String n = Net.reverseIp0(getAddress(), Net.scope(this));
        return n != null ? n : getHostAddress();
    }

    /**
     * As the JDK without privileges: a TCP connection to the echo port
     * (7); an answer, even a refusal, means reachable.
     */
    public boolean isReachable(int timeout) throws java.io.IOException {
        return isReachable(null, 0, timeout);
    }

    public boolean isReachable(NetworkInterface netif, int ttl, int timeout) throws java.io.IOException {
        if (ttl < 0) {
            throw new IllegalArgumentException("ttl can't be negative");
        }
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout can't be negative");
        }
        Socket s = new Socket();
        try {
            s.connect(new InetSocketAddress(this, 7), timeout == 0 ? 1 : timeout);
            return true;
        } catch (ConnectException e) {
            return e.getMessage() != null && e.getMessage().startsWith("Connection refused");
        } catch (java.io.IOException e) {
            return false;
        } finally {
            s.close();
        }
    }

    public boolean isMCGlobal() {
        int a = address >>> 24;
        return a >= 224 && a <= 238 && !(a == 224 && ((address >>> 8) & 0xFFFF) == 0);
    }

    public boolean isMCNodeLocal() {
        return false;
    }

    public boolean isMCLinkLocal() {
        return (address >>> 8) == 0xE00000;
    }

    public boolean isMCSiteLocal() {
        return (address >>> 16) == 0xEFFF;
    }

    public boolean isMCOrgLocal() {
        int a = address >>> 16;
        return a >= 0xEFC0 && a <= 0xEFC3;
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
