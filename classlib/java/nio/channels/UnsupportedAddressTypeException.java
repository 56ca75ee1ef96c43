package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class UnsupportedAddressTypeException extends IllegalArgumentException {
    private static final long serialVersionUID = -2964323842829700493L;

    public UnsupportedAddressTypeException() {
    }
}
