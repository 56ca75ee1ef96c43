package java.text;

/** A string's collation key: comparing keys orders the strings as their Collator does. */
public abstract class CollationKey implements Comparable<CollationKey> {
    private final String source;

    protected CollationKey(String source) {
        if (source == null) {
            throw new NullPointerException();
        }
        this.source = source;
    }

    @Override
    public abstract int compareTo(CollationKey target);

    public String getSourceString() {
        return source;
    }

    public abstract byte[] toByteArray();
}
