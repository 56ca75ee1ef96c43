package java.lang;

public class LayerInstantiationException extends RuntimeException {
    public LayerInstantiationException() {
        super();
    }

    public LayerInstantiationException(String message) {
        super(message);
    }

    public LayerInstantiationException(String message, Throwable cause) {
        super(message, cause);
    }

    public LayerInstantiationException(Throwable cause) {
        super(cause);
    }
}
