package java.text;

import java.util.Comparator;
import java.util.Locale;

/**
 * Locale-sensitive string comparison. getInstance gives a RuleBasedCollator over the JDK's
 * rules for the locale (the root's followed by its language's tailoring, CollationRules,
 * which the build generates from the JDK through its public API), with decomposition off as
 * HotSpot does; every language the JDK does not tailor uses the root's rules.
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
        RuleBasedCollator c = new RuleBasedCollator(tablesFor(desiredLocale));
        c.setDecomposition(NO_DECOMPOSITION);
        return c;
    }

    /** The built tables of each locale's rules (index 0: the root's, i + 1: TAILS[i]). */
    private static CollationTables[] tables;
    private static String rootRules;

    private static String join(String[] pieces) {
        StringBuilder sb = new StringBuilder();
        for (String p : pieces) {
            sb.append(p);
        }
        return sb.toString();
    }

    /**
     * The tables of a locale: its language and country's tailoring, else its language's,
     * else the root's; built on first use from the rules the build recorded from the JDK.
     */
    private static synchronized CollationTables tablesFor(Locale locale) {
        if (tables == null) {
            tables = new CollationTables[CollationRules.TAILS.length + 1];
            rootRules = join(CollationRules.ROOT);
        }
        String lang = locale.getLanguage();
        String country = locale.getCountry();
        int index = 0;
        String[] map = CollationRules.LOCALES;
        String full = lang + "_" + country;
        for (int pass = 0; pass < 2 && index == 0; pass++) {
            String want = pass == 0 ? full : lang;
            for (int i = 0; i < map.length; i += 2) {
                if (map[i].equals(want)) {
                    index = Integer.parseInt(map[i + 1]) + 1;
                    break;
                }
            }
        }
        CollationTables t = tables[index];
        if (t == null) {
            String rules = index == 0 ? rootRules : rootRules + join(CollationRules.TAILS[index - 1]);
            try {
                t = new CollationTables(rules);
            } catch (ParseException e) {
                throw new InternalError(e);
            }
            tables[index] = t;
        }
        return t;
    }

    public static synchronized Locale[] getAvailableLocales() {
        String[] tags = CollationRules.AVAILABLE.split(" ");
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
