package java.lang;

public class LayerInstantiationException extends RuntimeException {
    private static final long serialVersionUID = -906239691613568347L;

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
