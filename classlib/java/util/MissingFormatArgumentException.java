package java.util;

public class MissingFormatArgumentException extends IllegalFormatException {
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
