package java.util;

public class FormatterClosedException extends IllegalStateException {
    public FormatterClosedException() {
    }
}
