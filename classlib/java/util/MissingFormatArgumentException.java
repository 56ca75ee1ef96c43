package java.util;

public class MissingFormatArgumentException extends IllegalFormatException {
    private static final long serialVersionUID = 19190115L;

    private final String s;

    public MissingFormatArgumentException(String formatSpecifier) {
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
        return "Format specifier '" + s + "'";
    }
}
