import java.text.CollationKey;
import java.text.Collator;
import java.text.RuleBasedCollator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Prints the collation elements of RuleBasedCollator (TERTIARY, NO_DECOMPOSITION) as its
 * collation keys give them: for the root locale every character that has an entry of its own
 * (the others sort by code point after all of them), then for each tailored language the
 * characters whose keys differ from the root's; and the two-character contractions (pairs
 * whose key is not the two characters' keys joined level by level). Lines:
 * "RULES tag escaped-rules", "KEY tag hex[+hex] primaries/secondaries/tertiaries" (hex, dot
 * separated), "TAILORED tag ..." (languages whose rules differ from the root's). French is
 * the root's elements with its secondary level reversed ("FRENCH fr", no keys of its own).
 */
public class DumpCollation {
    static char[] key(Collator c, String s) {
        byte[] b = c.getCollationKey(s).toByteArray();
        char[] r = new char[b.length / 2];
        for (int i = 0; i < r.length; i++) {
            r[i] = (char) (((b[2 * i] & 255) << 8) | (b[2 * i + 1] & 255));
        }
        return r;
    }

    /** The three levels of a TERTIARY key (primary 0 secondary 0 tertiary). */
    static List<List<Integer>> levels(char[] k) {
        List<List<Integer>> out = new ArrayList<>();
        List<Integer> cur = new ArrayList<>();
        for (char ch : k) {
            if (ch == 0 && out.size() < 2) {
                out.add(cur);
                cur = new ArrayList<>();
            } else {
                cur.add((int) ch);
            }
        }
        out.add(cur);
        return out;
    }

    static String fmt(List<List<Integer>> lv) {
        StringBuilder b = new StringBuilder();
        for (int l = 0; l < 3; l++) {
            if (l > 0) {
                b.append('/');
            }
            for (int i = 0; i < lv.get(l).size(); i++) {
                if (i > 0) {
                    b.append('.');
                }
                b.append(Integer.toHexString(lv.get(l).get(i)));
            }
        }
        return b.toString();
    }

    static boolean unmapped(char[] k, int ch) {
        return k.length == 8 && k[0] == 0x8000 && k[1] == ch + 1;
    }

    static String esc(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c == '\n' || c == '\r' || c == '"' || c == '\\') {
                // unicode escapes of these would end or break the literal
                b.append(c == '\n' ? "\\n" : c == '\r' ? "\\r" : c == '"' ? "\\\"" : "\\\\");
            } else if (c < 32 || c > 126) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    public static void main(String[] args) {
        Collator root = Collator.getInstance(Locale.ROOT);
        String rootRules = ((RuleBasedCollator) root).getRules();
        String[] tags = {"", "es", "tr", "sv", "da"};
        List<List<List<Integer>>> rootKeys = new ArrayList<>();
        for (int ch = 0; ch < 0x10000; ch++) {
            rootKeys.add(levels(key(root, String.valueOf((char) ch))));
        }
        for (String t : tags) {
            Collator c = Collator.getInstance(Locale.forLanguageTag(t.isEmpty() ? "und" : t));
            System.out.println("RULES " + t + " " + esc(((RuleBasedCollator) c).getRules()));
            List<Integer> mapped = new ArrayList<>();
            List<List<List<Integer>>> keys = new ArrayList<>();
            for (int ch = 0; ch < 0x10000; ch++) {
                char[] k = key(c, String.valueOf((char) ch));
                List<List<Integer>> lv = levels(k);
                keys.add(lv);
                if (ch == 0xffff || (ch >= 0xd800 && ch < 0xe000) || unmapped(k, ch)) {
                    continue;
                }
                mapped.add(ch);
                if (t.isEmpty() || !lv.equals(rootKeys.get(ch))) {
                    System.out.println("KEY " + t + " " + Integer.toHexString(ch) + " " + fmt(lv));
                }
            }
            for (int x : mapped) {
                for (int y : mapped) {
                    List<List<Integer>> want = levels(key(c, "" + (char) x + (char) y));
                    List<List<Integer>> got = new ArrayList<>();
                    for (int l = 0; l < 3; l++) {
                        List<Integer> lv = new ArrayList<>(keys.get(x).get(l));
                        lv.addAll(keys.get(y).get(l));
                        got.add(lv);
                    }
                    if (!want.equals(got)) {
                        System.out.println("KEY " + t + " " + Integer.toHexString(x) + "+" + Integer.toHexString(y) + " " + fmt(want));
                    }
                }
            }
        }
        Collator fr = Collator.getInstance(Locale.FRENCH);
        System.out.println("RULES fr " + esc(((RuleBasedCollator) fr).getRules()));
        System.out.println("FRENCH fr");
        StringBuilder tailored = new StringBuilder("TAILORED");
        java.util.TreeSet<String> langs = new java.util.TreeSet<>();
        for (Locale l : Collator.getAvailableLocales()) {
            RuleBasedCollator c = (RuleBasedCollator) Collator.getInstance(l);
            if (!c.getRules().equals(rootRules) && !l.getLanguage().isEmpty()) {
                langs.add(l.getLanguage());
            }
        }
        for (String l : langs) {
            tailored.append(' ').append(l);
        }
        System.out.println(tailored);
    }
}
