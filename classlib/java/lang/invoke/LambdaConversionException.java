package java.lang.invoke;

public class LambdaConversionException extends Exception {
    public LambdaConversionException() {
    }

    public LambdaConversionException(String message) {
        super(message);
    }
}
