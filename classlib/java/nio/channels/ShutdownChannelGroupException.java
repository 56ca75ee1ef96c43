package java.nio.channels;

/** As the JDK's: thrown without a message. */
public class ShutdownChannelGroupException extends IllegalStateException {
    private static final long serialVersionUID = -3903801676350154157L;

    public ShutdownChannelGroupException() {
    }
}
