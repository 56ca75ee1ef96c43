package java.nio.charset;

/** A CharsetDecoder's decodeLoop or CharsetEncoder's encodeLoop threw unexpectedly. */
public class CoderMalfunctionError extends Error {
    private static final long serialVersionUID = -1151412348057794301L;

    public CoderMalfunctionError(Exception cause) {
        super(cause);
    }
}
