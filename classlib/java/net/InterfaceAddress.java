package java.net;

/** An address of a network interface, with its prefix length and (IPv4) broadcast address. */
public class InterfaceAddress {
    private final InetAddress address;
    private final Inet4Address broadcast;
    private final short maskLength;

    InterfaceAddress(InetAddress address, Inet4Address broadcast, short maskLength) {
        this.address = address;
        this.broadcast = broadcast;
        this.maskLength = maskLength;
    }

    public InetAddress getAddress() {
        return address;
    }

    public InetAddress getBroadcast() {
        return broadcast;
    }

    public short getNetworkPrefixLength() {
        return maskLength;
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof InterfaceAddress)) {
            return false;
        }
        InterfaceAddress c = (InterfaceAddress) obj;
        return java.util.Objects.equals(address, c.address) && java.util.Objects.equals(broadcast, c.broadcast)
                && maskLength == c.maskLength;
    }

    @Override
    public int hashCode() {
        return address.hashCode() + (broadcast != null ? broadcast.hashCode() : 0) + maskLength;
    }

    @Override
    public String toString() {
        return address + "/" + maskLength + " [" + broadcast + "]";
    }
}
