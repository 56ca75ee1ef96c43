package java.lang.reflect;

/** A generic signature names a parameterized type that cannot be instantiated. */
public class MalformedParameterizedTypeException extends RuntimeException {
    private static final long serialVersionUID = -5696557788586220964L;

    public MalformedParameterizedTypeException() {
    }

    public MalformedParameterizedTypeException(String msg) {
        super(msg);
    }
}
