package java.text;

import java.util.Comparator;
import java.util.Locale;

/**
 * Locale-sensitive string comparison. getInstance gives a RuleBasedCollator with HotSpot's
 * collation elements (recorded in CollationData) for the root locale, and for the languages
 * whose tailorings are recorded (es, tr, sv, da, fr); every language HotSpot does not tailor
 * uses the root's. The other tailored languages (ja, zh and more) throw
 * UnsupportedOperationException naming the locale rather than sort differently.
 */
public abstract class Collator implements Comparator<Object>, Cloneable {
    public static final int PRIMARY = 0;
    public static final int SECONDARY = 1;
    public static final int TERTIARY = 2;
    public static final int IDENTICAL = 3;
    public static final int NO_DECOMPOSITION = 0;
    public static final int CANONICAL_DECOMPOSITION = 1;
    public static final int FULL_DECOMPOSITION = 2;

    static final int LESS = -1;
    static final int EQUAL = 0;
    static final int GREATER = 1;

    private int strength;
    private int decmp;

    protected Collator() {
        strength = TERTIARY;
        decmp = CANONICAL_DECOMPOSITION;
    }

    public static synchronized Collator getInstance() {
        return getInstance(Locale.getDefault());
    }

    public static Collator getInstance(Locale desiredLocale) {
        if (desiredLocale == null) {
            throw new NullPointerException();
        }
        int table = RuleBasedCollator.tableFor(desiredLocale);
        RuleBasedCollator c = new RuleBasedCollator(table);
        c.setDecomposition(NO_DECOMPOSITION);
        return c;
    }

    public static synchronized Locale[] getAvailableLocales() {
        String[] tags = {"und", "en", "en-US", "en-GB", "de", "de-DE", "it", "it-IT", "pt", "pt-BR", "es", "es-ES",
            "tr", "tr-TR", "sv", "sv-SE", "da", "da-DK", "fr", "fr-FR"};
        Locale[] out = new Locale[tags.length];
        for (int i = 0; i < tags.length; i++) {
            out[i] = Locale.forLanguageTag(tags[i]);
        }
        return out;
    }

    public abstract int compare(String source, String target);

    @Override
    public int compare(Object o1, Object o2) {
        return compare((String) o1, (String) o2);
    }

    public abstract CollationKey getCollationKey(String source);

    public boolean equals(String source, String target) {
        return compare(source, target) == EQUAL;
    }

    public synchronized int getStrength() {
        return strength;
    }

    public synchronized void setStrength(int newStrength) {
        if (newStrength != PRIMARY && newStrength != SECONDARY && newStrength != TERTIARY
                && newStrength != IDENTICAL) {
            throw new IllegalArgumentException("Incorrect comparison level.");
        }
        strength = newStrength;
    }

    public synchronized int getDecomposition() {
        return decmp;
    }

    public synchronized void setDecomposition(int decompositionMode) {
        if (decompositionMode != NO_DECOMPOSITION && decompositionMode != CANONICAL_DECOMPOSITION
                && decompositionMode != FULL_DECOMPOSITION) {
            throw new IllegalArgumentException("Wrong decomposition mode.");
        }
        decmp = decompositionMode;
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    @Override
    public boolean equals(Object that) {
        if (this == that) {
            return true;
        }
        if (that == null || getClass() != that.getClass()) {
            return false;
        }
        Collator other = (Collator) that;
        return strength == other.strength && decmp == other.decmp;
    }

    @Override
    public abstract int hashCode();
}
