package java.lang;

/** A source of characters (java.io.Reader, java.nio.CharBuffer). */
public interface Readable {
    /** Reads characters into cb; returns how many, or -1 at the end of the source. */
    int read(java.nio.CharBuffer cb) throws java.io.IOException;
}
