package java.nio.charset;

public class CharacterCodingException extends java.io.IOException {
    private static final long serialVersionUID = 8421532232154627783L;

    public CharacterCodingException() {
    }
}
