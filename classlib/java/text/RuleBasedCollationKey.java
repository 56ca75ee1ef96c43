package java.text;

/** The key of a RuleBasedCollator: 16-bit weights, primary 0 secondary 0 tertiary [0 text]. */
final class RuleBasedCollationKey extends CollationKey {
    private final String key;

    RuleBasedCollationKey(String source, String key) {
        super(source);
        this.key = key;
    }

    @Override
    public int compareTo(CollationKey target) {
        int result = key.compareTo(((RuleBasedCollationKey) target).key);
        return result < 0 ? Collator.LESS : result > 0 ? Collator.GREATER : Collator.EQUAL;
    }

    @Override
    public boolean equals(Object target) {
        if (this == target) {
            return true;
        }
        if (target == null || !getClass().equals(target.getClass())) {
            return false;
        }
        return key.equals(((RuleBasedCollationKey) target).key);
    }

    @Override
    public int hashCode() {
        return key.hashCode();
    }

    @Override
    public byte[] toByteArray() {
        byte[] out = new byte[key.length() * 2];
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            out[2 * i] = (byte) (c >>> 8);
            out[2 * i + 1] = (byte) c;
        }
        return out;
    }
}
