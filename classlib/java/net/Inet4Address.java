package java.net;

public final class Inet4Address extends InetAddress {
    private static final long serialVersionUID = 3286316764910316507L;

    Inet4Address(String hostName, int address) {
        super(hostName, address);
    }

    /** As the JDK: written as a plain InetAddress, which reads back as an Inet4Address. */
    private Object writeReplace() throws java.io.ObjectStreamException {
        return new InetAddress(hostName, address);
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof Inet4Address && ((Inet4Address) obj).address == address;
    }
}
