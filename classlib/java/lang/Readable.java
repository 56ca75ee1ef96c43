package java.lang;

// placeholder: owned by java.lang author
// java.util.Scanner(Readable) needs the type.  The real interface declares
// int read(java.nio.CharBuffer cb); java.io.Reader should implement it (the verifier treats
// interface types as Object, so Scanner already accepts a Reader passed as a Readable).
public interface Readable {
}
