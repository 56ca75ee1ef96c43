package java.util;

public class IllegalFormatException extends IllegalArgumentException {
    IllegalFormatException() {
    }
}
