package java.nio;

public class BufferOverflowException extends RuntimeException {
    private static final long serialVersionUID = -5484897634319144535L;

    public BufferOverflowException() {
    }
}
