package java.text;

import java.util.HashMap;
import java.util.Locale;

/**
 * A collator over recorded collation elements (CollationData): each character maps to its
 * primary, secondary and tertiary weights (a character without an entry sorts after all
 * others by code point), a recorded two-character contraction maps as one; the key is the
 * weights joined level by level, which is how HotSpot's keys and compare() order strings for
 * these tables (French: its secondary level backwards). Only the recorded rules exist: a RuleBasedCollator built from other rules
 * throws UnsupportedOperationException.
 */
public class RuleBasedCollator extends Collator {
    /** Weights of one table: single characters, and contractions (c1 << 16 | c2). */
    private static final class Table {
        final HashMap<Integer, char[][]> elements = new HashMap<>();
        final HashMap<Integer, char[][]> pairs = new HashMap<>();
    }

    private static final Table[] TABLES = new Table[CollationData.TAGS.length];

    private final int table;

    RuleBasedCollator(int table) {
        this.table = table;
    }

    public RuleBasedCollator(String rules) throws ParseException {
        if (rules == null) {
            throw new NullPointerException();
        }
        for (int i = 0; i < CollationData.RULES.length; i++) {
            if (CollationData.RULES[i].equals(rules)) {
                this.table = i;
                return;
            }
        }
        throw new UnsupportedOperationException(
            "java.text.RuleBasedCollator: building a collator from rules is not implemented in this library"
            + " (only the rules of Collator.getInstance's tables)");
    }

    /** The table of a locale's language: its own, the root's, or none (throws). */
    static int tableFor(Locale locale) {
        String lang = locale.getLanguage();
        if (lang.isEmpty()) {
            return 0;
        }
        for (int i = 1; i < CollationData.TAGS.length; i++) {
            if (CollationData.TAGS[i].equals(lang)) {
                return i;
            }
        }
        if ((" " + CollationData.TAILORED + " ").contains(" " + lang + " ")) {
            throw new UnsupportedOperationException("java.text.Collator for " + locale
                + ": its language's tailored collation rules are not implemented in this library");
        }
        return 0;
    }

    private static synchronized Table table(int index) {
        Table t = TABLES[index];
        if (t == null) {
            t = new Table();
            if (index != 0) {
                t.elements.putAll(table(0).elements);
                t.pairs.putAll(table(0).pairs);
            }
            for (String row : CollationData.KEYS[index]) {
                int sp = row.indexOf(' ');
                String chars = row.substring(0, sp);
                int plus = chars.indexOf('+');
                int code = plus < 0 ? Integer.parseInt(chars, 16)
                    : (Integer.parseInt(chars.substring(0, plus), 16) << 16) | Integer.parseInt(chars.substring(plus + 1), 16);
                String[] levels = row.substring(sp + 1).split("/", -1);
                char[][] w = new char[3][];
                for (int l = 0; l < 3; l++) {
                    if (levels[l].isEmpty()) {
                        w[l] = new char[0];
                    } else {
                        String[] parts = levels[l].split("\\.");
                        w[l] = new char[parts.length];
                        for (int k = 0; k < parts.length; k++) {
                            w[l][k] = (char) Integer.parseInt(parts[k], 16);
                        }
                    }
                }
                (plus < 0 ? t.elements : t.pairs).put(code, w);
            }
            TABLES[index] = t;
        }
        return t;
    }

    private boolean french() {
        return (" " + CollationData.FRENCH + " ").contains(" " + CollationData.TAGS[table] + " ");
    }

    /**
     * French secondary order: the elements from last to first, where a run of accents (weights
     * other than a base letter's 1) keeps its order; the keys HotSpot's French collator gives.
     */
    private static CharSequence backwards(StringBuilder sec) {
        StringBuilder out = new StringBuilder(sec.length());
        int end = sec.length();
        while (end > 0) {
            int start = end - 1;
            if (sec.charAt(start) != 1) {
                while (start > 0 && sec.charAt(start - 1) != 1) {
                    start--;
                }
            }
            out.append(sec, start, end);
            end = start;
        }
        return out;
    }

    public String getRules() {
        return CollationData.RULES[table];
    }

    public CollationElementIterator getCollationElementIterator(String source) {
        throw new UnsupportedOperationException(
            "java.text.RuleBasedCollator.getCollationElementIterator is not implemented in this library");
    }

    public CollationElementIterator getCollationElementIterator(CharacterIterator source) {
        throw new UnsupportedOperationException(
            "java.text.RuleBasedCollator.getCollationElementIterator is not implemented in this library");
    }

    private String normalized(String source) {
        int mode = getDecomposition();
        return mode == CANONICAL_DECOMPOSITION ? Normalizer.normalize(source, Normalizer.Form.NFD)
            : mode == FULL_DECOMPOSITION ? Normalizer.normalize(source, Normalizer.Form.NFKD) : source;
    }

    private String key(String source) {
        return key(normalized(source), getStrength());
    }

    /** The key of a normalized string; at IDENTICAL, the string itself after a 0. */
    private String key(String s, int strength) {
        Table t = table(table);
        StringBuilder p = new StringBuilder(s.length() + 8);
        StringBuilder sec = new StringBuilder(s.length());
        StringBuilder ter = new StringBuilder(s.length());
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            char[][] w = null;
            if (i + 1 < n) {
                w = t.pairs.get((c << 16) | s.charAt(i + 1));
                if (w != null) {
                    i++;
                }
            }
            if (w == null) {
                w = t.elements.get((int) c);
            }
            if (w == null) {
                p.append((char) 0x8000).append((char) (c + 1));
                sec.append((char) 1).append((char) 1);
                ter.append((char) 1).append((char) 1);
                continue;
            }
            p.append(w[0]);
            sec.append(w[1]);
            ter.append(w[2]);
        }
        p.append((char) 0);
        if (strength >= SECONDARY) {
            p.append(french() ? backwards(sec) : sec);
        }
        p.append((char) 0);
        if (strength >= TERTIARY) {
            p.append(ter);
        }
        if (strength == IDENTICAL) {
            p.append((char) 0).append(s);
        }
        return p.toString();
    }

    @Override
    public synchronized int compare(String source, String target) {
        if (source == null || target == null) {
            throw new NullPointerException();
        }
        if (source.equals(target)) {
            return EQUAL;
        }
        String ns = normalized(source);
        String nt = normalized(target);
        int strength = getStrength();
        int r = key(ns, Math.min(strength, TERTIARY)).compareTo(key(nt, Math.min(strength, TERTIARY)));
        if (r == 0 && strength == IDENTICAL) {
            // as HotSpot: the difference of the normalized strings themselves
            return ns.compareTo(nt);
        }
        return r < 0 ? LESS : r > 0 ? GREATER : EQUAL;
    }

    @Override
    public synchronized CollationKey getCollationKey(String source) {
        if (source == null) {
            return null;
        }
        return new RuleBasedCollationKey(source, key(source));
    }

    @Override
    public Object clone() {
        return super.clone();
    }

    @Override
    public boolean equals(Object obj) {
        if (obj == null || !super.equals(obj)) {
            return false;
        }
        return getRules().equals(((RuleBasedCollator) obj).getRules());
    }

    @Override
    public int hashCode() {
        return getRules().hashCode();
    }
}
