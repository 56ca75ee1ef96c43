package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class IllegalChannelGroupException extends IllegalArgumentException {
    private static final long serialVersionUID = -2495041211157744253L;

    public IllegalChannelGroupException() {
    }
}
