package java.lang.invoke;

public class LambdaConversionException extends Exception {
    private static final long serialVersionUID = 300L;

    public LambdaConversionException() {
    }

    public LambdaConversionException(String message) {
        super(message);
    }
}
