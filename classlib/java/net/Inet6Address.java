package java.net;

/**
 * An IPv6 address: 16 bytes, and a scope (a numeric id, or the interface it
 * was named by).  Printed as the JDK prints it: eight hex groups without
 * compression, then "%scope" when there is one.
 */
public final class Inet6Address extends InetAddress {
    private static final long serialVersionUID = 6880410070516793377L;

    /* Not final: readObject sets them. */
    private byte[] ipaddress;
    private int scopeId;
    private boolean scopeIdSet;
    private transient NetworkInterface scopeIfname;

    /**
     * The JDK's serial form: after InetAddress's (host name, address 0, family 2) the 16
     * bytes, the numeric scope, and the scope interface's name when the address was named
     * with one (looked up again when read; an interface missing here drops the scope).
     */
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("ipaddress", byte[].class),
        new java.io.ObjectStreamField("scope_id", int.class),
        new java.io.ObjectStreamField("scope_id_set", boolean.class),
        new java.io.ObjectStreamField("scope_ifname_set", boolean.class),
        new java.io.ObjectStreamField("ifname", String.class)};

    private synchronized void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        java.io.ObjectOutputStream.PutField f = s.putFields();
        f.put("ipaddress", ipaddress.clone());
        f.put("scope_id", scopeId);
        f.put("scope_id_set", scopeIdSet);
        f.put("scope_ifname_set", scopeIfname != null);
        f.put("ifname", scopeIfname == null ? null : scopeIfname.getName());
        s.writeFields();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField f = s.readFields();
        byte[] addr = (byte[]) f.get("ipaddress", new byte[0]);
        if (addr == null || addr.length != 16)
            throw new java.io.InvalidObjectException("invalid address length: " + (addr == null ? 0 : addr.length));
        ipaddress = addr.clone();
        scopeId = f.get("scope_id", -1);
        scopeIdSet = f.get("scope_id_set", false);
        scopeIfname = null;
        String ifname = (String) f.get("ifname", null);
        if (f.get("scope_ifname_set", false) && ifname != null) {
            NetworkInterface nif = NetworkInterface.getByName(ifname);
            if (nif == null) {
                scopeIdSet = false;
                scopeId = 0;
            } else {
                scopeIfname = nif;
                scopeIdSet = true;
            }
        }
    }

    Inet6Address(String hostName, byte[] addr) {
        this(hostName, addr, 0, false, null);
    }

    /** From the kernel: a scope id of 0 is none. */
    Inet6Address(String hostName, byte[] addr, int scope) {
        this(hostName, addr, scope, scope > 0, null);
    }

    Inet6Address(String hostName, byte[] addr, int scope, boolean set) {
        this(hostName, addr, scope, set, null);
    }

    private Inet6Address(String hostName, byte[] addr, int scope, boolean set, NetworkInterface nif) {
        super(hostName, 0);
        this.ipaddress = addr;
        this.scopeId = scope;
        this.scopeIdSet = set;
        this.scopeIfname = nif;
    }

    /** An address of an interface, or one named with %ifname. */
    static Inet6Address withInterface(String hostName, byte[] addr, NetworkInterface nif)
            throws UnknownHostException {
        int scope = deriveScope(addr, nif);
        return new Inet6Address(hostName, addr, scope, true, nif);
    }

    static Inet6Address ofInterface(byte[] addr, int scope, NetworkInterface nif) {
        return new Inet6Address(null, addr, scope, true, nif);
    }

    private static int deriveScope(byte[] addr, NetworkInterface nif) throws UnknownHostException {
        java.util.Enumeration<InetAddress> e = nif.getInetAddresses();
        while (e.hasMoreElements()) {
            InetAddress a = e.nextElement();
            if (!(a instanceof Inet6Address)) {
                continue;
            }
            Inet6Address a6 = (Inet6Address) a;
            if (linkLocal(addr) && !linkLocal(a6.ipaddress)) {
                continue;
            }
            if (siteLocal(addr) && !siteLocal(a6.ipaddress)) {
                continue;
            }
            return a6.scopeId;
        }
        throw new UnknownHostException("no scope_id found");
    }

    public static Inet6Address getByAddress(String host, byte[] addr, int scopeId) throws UnknownHostException {
        host = stripBrackets(host);
        if (addr == null || addr.length != 16) {
            throw new UnknownHostException("addr is of illegal length");
        }
        return new Inet6Address(host, addr.clone(), scopeId, scopeId >= 0, null);
    }

    public static Inet6Address getByAddress(String host, byte[] addr, NetworkInterface nif)
            throws UnknownHostException {
        host = stripBrackets(host);
        if (addr == null || addr.length != 16) {
            throw new UnknownHostException("addr is of illegal length");
        }
        if (nif == null) {
            return new Inet6Address(host, addr.clone(), 0, false, null);
        }
        return withInterface(host, addr.clone(), nif);
    }

    private static String stripBrackets(String host) {
        if (host != null && host.length() > 1 && host.charAt(0) == '[' && host.charAt(host.length() - 1) == ']') {
            return host.substring(1, host.length() - 1);
        }
        return host;
    }

    static boolean isMapped(byte[] b) {
        if (b.length != 16) {
            return false;
        }
        for (int i = 0; i < 10; i++) {
            if (b[i] != 0) {
                return false;
            }
        }
        return b[10] == (byte) 0xFF && b[11] == (byte) 0xFF;
    }

    private static boolean linkLocal(byte[] b) {
        return (b[0] & 0xFF) == 0xFE && (b[1] & 0xC0) == 0x80;
    }

    private static boolean siteLocal(byte[] b) {
        return (b[0] & 0xFF) == 0xFE && (b[1] & 0xC0) == 0xC0;
    }

    public int getScopeId() {
        return scopeId;
    }

    public NetworkInterface getScopedInterface() {
        return scopeIfname;
    }

    boolean scopeIdSet() {
        return scopeIdSet;
    }

    @Override
    public byte[] getAddress() {
        return ipaddress.clone();
    }

    @Override
    public String getHostAddress() {
        StringBuilder sb = new StringBuilder(39);
        for (int i = 0; i < 8; i++) {
            if (i > 0) {
                sb.append(':');
            }
            sb.append(Integer.toHexString(((ipaddress[2 * i] & 0xFF) << 8) | (ipaddress[2 * i + 1] & 0xFF)));
        }
        if (scopeIfname != null) {
            sb.append('%').append(scopeIfname.getName());
        } else if (scopeIdSet) {
            sb.append('%').append(scopeId);
        }
        return sb.toString();
    }

    @Override
    public boolean isAnyLocalAddress() {
        for (byte b : ipaddress) {
            if (b != 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean isLoopbackAddress() {
        for (int i = 0; i < 15; i++) {
            if (ipaddress[i] != 0) {
                return false;
            }
        }
        return ipaddress[15] == 1;
    }

    @Override
    public boolean isMulticastAddress() {
        return (ipaddress[0] & 0xFF) == 0xFF;
    }

    @Override
    public boolean isLinkLocalAddress() {
        return linkLocal(ipaddress);
    }

    @Override
    public boolean isSiteLocalAddress() {
        return siteLocal(ipaddress);
    }

    private boolean mcScope(int s) {
        return (ipaddress[0] & 0xFF) == 0xFF && (ipaddress[1] & 0x0F) == s;
    }

    @Override
    public boolean isMCGlobal() {
        return mcScope(0x0E);
    }

    @Override
    public boolean isMCNodeLocal() {
        return mcScope(0x01);
    }

    @Override
    public boolean isMCLinkLocal() {
        return mcScope(0x02);
    }

    @Override
    public boolean isMCSiteLocal() {
        return mcScope(0x05);
    }

    @Override
    public boolean isMCOrgLocal() {
        return mcScope(0x08);
    }

    public boolean isIPv4CompatibleAddress() {
        for (int i = 0; i < 12; i++) {
            if (ipaddress[i] != 0) {
                return false;
            }
        }
        return true;
    }

    /** The JDK's: the four big-endian words summed, bytes added signed. */
    @Override
    public int hashCode() {
        int hash = 0;
        int i = 0;
        while (i < 16) {
            int component = 0;
            for (int j = 0; j < 4 && i < 16; j++, i++) {
                component = (component << 8) + ipaddress[i];
            }
            hash += component;
        }
        return hash;
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof Inet6Address && java.util.Arrays.equals(ipaddress, ((Inet6Address) obj).ipaddress);
    }
}
