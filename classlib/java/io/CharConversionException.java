package java.io;

public class CharConversionException extends IOException {
    public CharConversionException() {
        super();
    }

    public CharConversionException(String message) {
        super(message);
    }
}
