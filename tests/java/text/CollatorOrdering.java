import java.text.*;
import java.util.*;

/** Collator: root rules at each strength and decomposition, keys, sorting words; es, tr, sv, da tailorings. */
public class CollatorOrdering {
    static String hex(byte[] b) {
        StringBuilder s = new StringBuilder();
        for (byte x : b) {
            s.append(String.format("%02x", x));
        }
        return s.toString();
    }

    static String esc(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            b.append(c < 32 || c > 126 ? String.format("\\u%04x", (int) c) : String.valueOf(c));
        }
        return b.toString();
    }

    static final String[] WORDS = {"peach", "P\u00e9ch\u00e9", "p\u00e9ch\u00e9", "pech\u00e9", "p\u00eache", "Peach",
        "apple", "Apple", "APPLE", "\u00e4pple", "Zebra", "zebra", "\u00e6ther", "aether", "stra\u00dfe", "strasse",
        "Strasse", "co-op", "coop", "co op", "Co-Op", "co_op", "co.op", "it's", "its", "10", "9", "1 0", "2nd", "#1",
        "@home", "a-b", "ab", "a b", "\u00c5ngstr\u00f6m", "Angstrom", "na\u00efve", "naive", "r\u00e9sum\u00e9",
        "resume", "Resume", "\u00e7a", "ca", "\u00f1and\u00fa", "nandu", "\u0131", "i", "I", "\u0130", "s\u0327a",
        "\u015fa", "sa", "ga", "\u011fa", "\u00f6l", "ol", "\u00fcber", "uber", "yes", "\u00fffoo", "x", "\u00f8l",
        "\u00e5l", "al", "Aal", "chico", "cz", "llama", "luz", "\u00e9", "e\u0301", "E", "\u00c9", "", " ", "-", "!",
        "$5", "\u20ac5", "\u4e00", "\u4e8c", "\u03b1\u03b2", "\u0430\u0431", "\u2018q\u2019", "\"q\"", "a\u0000b", "a\tb"};

    public static void main(String[] args) throws Exception {
        Collator root = Collator.getInstance(Locale.ROOT);
        System.out.println(root.getClass().getName() + " " + root.getStrength() + " " + root.getDecomposition() + " "
            + ((RuleBasedCollator) root).getRules().length() + " " + root.hashCode() + " "
            + root.equals(Collator.getInstance(Locale.US)) + " " + root.equals(Collator.getInstance(Locale.GERMANY))
            + " " + root.equals(Collator.getInstance(new Locale("es"))));
        int[] strengths = {Collator.PRIMARY, Collator.SECONDARY, Collator.TERTIARY, Collator.IDENTICAL};
        int[] decomps = {Collator.NO_DECOMPOSITION, Collator.CANONICAL_DECOMPOSITION, Collator.FULL_DECOMPOSITION};
        for (int st : strengths) {
            for (int dm : decomps) {
                Collator c = (Collator) root.clone();
                c.setStrength(st);
                c.setDecomposition(dm);
                List<String> list = new ArrayList<>(Arrays.asList(WORDS));
                Collections.sort(list, c);
                StringBuilder sb = new StringBuilder("s" + st + " d" + dm + ":");
                for (int i = 0; i < list.size(); i++) {
                    sb.append(i > 0 && c.compare(list.get(i - 1), list.get(i)) == 0 ? " = " : " < ").append(esc(list.get(i)));
                }
                System.out.println(sb);
                List<CollationKey> keys = new ArrayList<>();
                for (String w : WORDS) {
                    keys.add(c.getCollationKey(w));
                }
                Collections.sort(keys);
                boolean same = true;
                for (int i = 0; i < keys.size(); i++) {
                    same &= c.compare(keys.get(i).getSourceString(), list.get(i)) == 0;
                }
                System.out.println("  keys agree: " + same + " " + hex(c.getCollationKey("P\u00e9ch\u00e9-1").toByteArray())
                    + " " + hex(c.getCollationKey("\u00e6\u00df\ufb01\u4e00").toByteArray()));
            }
        }
        String[][] pairs = {{"a", "A"}, {"a", "\u00e1"}, {"\u00e1", "A"}, {"ab", "a-b"}, {"coop", "co-op"}, {"e\u0301", "\u00e9"},
            {"\u00ef", "i\u0308"}, {"\ufb01", "fi"}, {"\u2460", "1"}, {"x", "x\u0000"}, {"abc", "abd"}, {"Z", "a"}};
        for (String[] pr : pairs) {
            StringBuilder sb = new StringBuilder(esc(pr[0]) + " vs " + esc(pr[1]) + ":");
            for (int st : strengths) {
                for (int dm : decomps) {
                    Collator c = Collator.getInstance(Locale.ENGLISH);
                    c.setStrength(st);
                    c.setDecomposition(dm);
                    sb.append(' ').append(c.compare(pr[0], pr[1])).append(c.equals(pr[0], pr[1]) ? "=" : "");
                }
            }
            System.out.println(sb);
        }
        for (String tag : new String[] {"es", "tr", "sv", "da", "fr", "fr-CA", "de", "it", "pt-BR", "en-GB"}) {
            Collator c = Collator.getInstance(Locale.forLanguageTag(tag));
            List<String> list = new ArrayList<>(Arrays.asList(WORDS));
            list.sort(c);
            StringBuilder sb = new StringBuilder(tag + " " + ((RuleBasedCollator) c).getRules().length() + ":");
            for (String w : list) {
                sb.append(' ').append(esc(w));
            }
            System.out.println(sb);
        }
        RuleBasedCollator copy = new RuleBasedCollator(((RuleBasedCollator) root).getRules());
        System.out.println(copy.getDecomposition() + " " + copy.equals(root) + " " + copy.compare("\u00e9", "e\u0301")
            + " " + copy.getCollationKey("x").equals(root.getCollationKey("x")) + " " + root.getCollationKey(null)
            + " " + root.getCollationKey("Hi").getSourceString() + " " + root.getCollationKey("a").compareTo(root.getCollationKey("b")));
        try {
            root.setStrength(4);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            root.setDecomposition(3);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            root.compare(null, "a");
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        String[] names = {"\u00d6sterreich", "Oslo", "\u00c9cosse", "Espa\u00f1a", "estonia", "Zaire", "\u00c5land", "Aruba"};
        Arrays.sort(names, Collator.getInstance(Locale.US));
        System.out.println(esc(String.join(", ", names)));
        TreeMap<String, Integer> tm = new TreeMap<>(Collator.getInstance(Locale.US));
        for (String w : WORDS) {
            tm.merge(w, 1, Integer::sum);
        }
        System.out.println(tm.size() + " " + esc(tm.firstKey()) + " " + esc(tm.lastKey()));
    }
}
