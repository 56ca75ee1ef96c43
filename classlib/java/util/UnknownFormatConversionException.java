package java.util;

public class UnknownFormatConversionException extends IllegalFormatException {
    private static final long serialVersionUID = 19060418L;

    private final String s;

    public UnknownFormatConversionException(String conversion) {
        if (conversion == null) {
            throw new NullPointerException();
        }
        this.s = conversion;
    }

    public String getConversion() {
        return s;
    }

    @Override
    public String getMessage() {
        return String.format("Conversion = '%s'", s);
    }
}
