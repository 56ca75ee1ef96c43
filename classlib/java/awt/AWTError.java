package java.awt;

/** A serious problem in the toolkit: here, mostly that the display cannot be reached. */
public class AWTError extends Error {
    private static final long serialVersionUID = -1819846354050686206L;

    public AWTError(String msg) {
        super(msg);
    }
}
