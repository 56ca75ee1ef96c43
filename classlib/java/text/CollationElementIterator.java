package java.text;

/** The collation elements of a string: not implemented (its constructor is not public). */
public final class CollationElementIterator {
    public static final int NULLORDER = 0xffffffff;

    private CollationElementIterator() {
    }

    public static final int primaryOrder(int order) {
        return (order & 0xffff0000) >>> 16;
    }

    public static final short secondaryOrder(int order) {
        return (short) ((order & 0x0000ff00) >> 8);
    }

    public static final short tertiaryOrder(int order) {
        return (short) (order & 0x000000ff);
    }
}
