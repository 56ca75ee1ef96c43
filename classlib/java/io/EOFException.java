package java.io;

public class EOFException extends IOException {
    private static final long serialVersionUID = 6433858223774886977L;

    public EOFException() {
        super();
    }

    public EOFException(String message) {
        super(message);
    }
}
