package java.util;

public class MissingFormatWidthException extends IllegalFormatException {
    private static final long serialVersionUID = 15560123L;

    private final String s;

    public MissingFormatWidthException(String formatSpecifier) {
        if (formatSpecifier == null) {
            throw new NullPointerException();
        }
        this.s = formatSpecifier;
    }

    public String getFormatSpecifier() {
        return s;
    }

    @Override
    public String getMessage() {
        return s;
    }
}
