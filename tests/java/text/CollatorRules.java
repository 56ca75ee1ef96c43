import java.text.CharacterIterator;
import java.text.CollationElementIterator;
import java.text.CollationKey;
import java.text.Collator;
import java.text.ParseException;
import java.text.RuleBasedCollator;
import java.text.StringCharacterIterator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * RuleBasedCollator from rules of one's own (resets, the four relations, expansions,
 * contractions, quoting, French secondaries), its parse errors, CollationElementIterator
 * (next, previous, offsets, setOffset, reset, setText, getMaxExpansion), and the collators of
 * the root, en, de, fr, es, ja, zh, ko, th and sv locales at every strength and decomposition
 * mode, compared on random strings of letters, accents, kana, ideographs and punctuation.
 */
public class CollatorRules {
    static String esc(String s) {
        StringBuilder b = new StringBuilder();
        for (char ch : s.toCharArray()) {
            if (ch > 32 && ch < 127) {
                b.append(ch);
            } else {
                b.append(String.format("\\u%04x", (int) ch));
            }
        }
        return b.toString();
    }

    static String elements(CollationElementIterator it) {
        StringBuilder sb = new StringBuilder();
        int o;
        for (int g = 0; g < 60 && (o = it.next()) != CollationElementIterator.NULLORDER; g++) {
            sb.append(Integer.toHexString(o)).append('@').append(it.getOffset()).append(' ');
        }
        sb.append("| ");
        for (int g = 0; g < 60 && (o = it.previous()) != CollationElementIterator.NULLORDER; g++) {
            sb.append(Integer.toHexString(o)).append('@').append(it.getOffset()).append(' ');
        }
        return sb.toString();
    }

    static void sorted(String name, Collator c, String... words) {
        List<String> l = new ArrayList<>(Arrays.asList(words));
        l.sort(c);
        StringBuilder sb = new StringBuilder(name).append(':');
        for (String w : l) {
            sb.append(' ').append(esc(w));
        }
        System.out.println(sb);
    }

    static void tryRules(String rules) {
        try {
            RuleBasedCollator c = new RuleBasedCollator(rules);
            System.out.println("ok " + esc(rules) + " -> " + c.getRules().length());
        } catch (ParseException e) {
            System.out.println("ParseException " + esc(String.valueOf(e.getMessage())) + " at " + e.getErrorOffset());
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName());
        }
    }

    static final String ALPHA = "aAbBcCeEnNoOsSzZ \u00e9\u00e8\u00ea\u00c9\u00e4\u00c4\u00f6\u00fc\u00df\u00f1\u00e7\u00e6"
        + "\u0153\u00e5\u00f8\u0301\u0300\u0302\u0308\u0327-_.,'!?09\u00bd\u2460\uff21\u3042\u3041\u30a2\u30a1\u30fc"
        + "\u309d\u65e5\u672c\u4e2d\u56fd\u963f\u554a\uac00\u1100\u1161\u0e40\u0e01\u03b1\u0430\u200b\u00a0\tch"
        + "\ufb01\u212b\u1e69\u0323\u0344";

    static String random(Random r, int max) {
        int n = r.nextInt(max + 1);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            int k = r.nextInt(ALPHA.length() + 1);
            sb.append(k == ALPHA.length() ? "\ud835\udc00" : String.valueOf(ALPHA.charAt(k)));
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        RuleBasedCollator own = new RuleBasedCollator("< a, A < b, B < c, C & b < x ; y , z < ch = \u0109 & c < '-' < \u00e6/e");
        sorted("own", own, "a", "b", "c", "x", "y", "z", "ch", "\u0109", "cha", "ba", "A", "-", "\u00e6", "ce", "cf");
        for (int s = Collator.PRIMARY; s <= Collator.IDENTICAL; s++) {
            own.setStrength(s);
            System.out.println("own strength " + s + ": " + own.compare("x", "y") + " " + own.compare("y", "z")
                + " " + own.compare("ch", "\u0109") + " " + own.compare("A", "a") + " " + own.compare("\u00e6", "ce"));
        }
        own.setStrength(Collator.TERTIARY);
        CollationElementIterator it = own.getCollationElementIterator("chax\u0109b\u00e6q");
        System.out.println("elements " + elements(it));
        it.reset();
        System.out.println("after reset " + Integer.toHexString(it.next()) + " offset " + it.getOffset());
        for (int off = -1; off <= 10; off++) {
            try {
                it.setOffset(off);
                System.out.println("setOffset " + off + " -> " + it.getOffset() + " next " + Integer.toHexString(it.next()));
            } catch (RuntimeException e) {
                System.out.println("setOffset " + off + ": " + e);
            }
        }
        int order = own.getCollationElementIterator("\u00e6").next();
        System.out.println("primary " + CollationElementIterator.primaryOrder(order) + " secondary "
            + CollationElementIterator.secondaryOrder(order) + " tertiary " + CollationElementIterator.tertiaryOrder(order)
            + " max expansion " + it.getMaxExpansion(order));
        it.setText(new StringCharacterIterator("bach"));
        System.out.println("char iterator " + elements(it));
        it.setText("");
        System.out.println("empty " + (it.next() == CollationElementIterator.NULLORDER) + " " + it.getOffset());
        System.out.println("empty iterator " + own.getCollationElementIterator("").next() + " "
            + own.getCollationElementIterator("").getOffset());

        RuleBasedCollator french = new RuleBasedCollator("< a < c < e < o < t ; \u0302 ; \u0301 @");
        sorted("french", french, "cote", "cot\u00e9", "c\u00f4te", "c\u00f4t\u00e9");
        System.out.println("french key " + Arrays.toString(french.getCollationKey("c\u00f4t\u00e9").toByteArray()));

        RuleBasedCollator merged = new RuleBasedCollator("< x < y & xy < q ; p/qq < z & z < 'a' < ''' < ' '");
        sorted("merged", merged, "x", "y", "xy", "q", "p", "z", "a", "'", " ", "xyz", "xq");

        for (String rules : new String[] {"a<b", "<a<a", "&q<a", "", "<a<-", "< a < ", "<a/", "<a & b < c",
                "< a '", "< a , b ; c = d", "=a<b", "<\u00e9<e", "<a<b&ab<c"}) {
            tryRules(rules);
        }
        try {
            new RuleBasedCollator(null);
        } catch (NullPointerException e) {
            System.out.println("null rules: NullPointerException");
        }

        RuleBasedCollator copy = (RuleBasedCollator) own.clone();
        System.out.println("clone equals " + copy.equals(own) + " hash " + (copy.hashCode() == own.hashCode()));
        copy.setStrength(Collator.PRIMARY);
        System.out.println("after setStrength equals " + copy.equals(own));

        String[] words = {"cote", "c\u00f4te", "coté", "Coté", "\u00e4b", "ab", "\u00e5", "aa", "ch", "ci", "ll", "lz", "\u00f1",
            "nz", "\u00df", "ss", "\u65e5\u672c", "\u4e2d\u56fd", "\u963f", "\u554a", "\u3042", "\u30a2", "\u30a2\u30fc",
            "\u30a2\u30a2", "\u3041", "\uac00", "\u1100\u1161", "\u0e40\u0e01", "\u0e01\u0e40", "A-b", "ab-", "1", "\u00bd",
            "\u2460", "\uff21", "a", "A", " a", "a "};
        String[] tags = {"und", "en", "de", "fr", "es", "ja", "zh", "zh-TW", "ko", "th", "sv"};
        for (String tag : tags) {
            Collator c = Collator.getInstance(Locale.forLanguageTag(tag));
            sorted(tag, c, words);
            CollationKey k = c.getCollationKey("c\u00f4t\u00e9 \u3042\u30a2\u4e2d");
            System.out.println(tag + " key " + Arrays.hashCode(k.toByteArray()) + " decomposition " + c.getDecomposition()
                + " rules " + ((RuleBasedCollator) c).getRules().length());
        }

        Random r = new Random(17);
        List<Collator> all = new ArrayList<>();
        for (String tag : tags) {
            all.add(Collator.getInstance(Locale.forLanguageTag(tag)));
        }
        all.add(own);
        all.add(french);
        all.add(merged);
        long sum = 0;
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < 1200; i++) {
            Collator c = all.get(r.nextInt(all.size()));
            c.setStrength(r.nextInt(4));
            c.setDecomposition(r.nextInt(3));
            String s = random(r, 6);
            String t = r.nextInt(4) == 0 ? s + random(r, 2) : random(r, 6);
            int cmp = c.compare(s, t);
            int kc = c.getCollationKey(s).compareTo(c.getCollationKey(t));
            line.append(cmp < 0 ? '<' : cmp > 0 ? '>' : '=').append(kc < 0 ? '<' : kc > 0 ? '>' : '=');
            sum = sum * 31 + Arrays.hashCode(c.getCollationKey(s).toByteArray());
            if (i % 8 == 0) {
                sum = sum * 31 + elements(((RuleBasedCollator) c).getCollationElementIterator(s)).hashCode();
            }
            if (line.length() == 120) {
                System.out.println(line);
                line.setLength(0);
            }
        }
        System.out.println(line);
        System.out.println("checksum " + sum);
        System.out.println("available " + Collator.getAvailableLocales().length);
    }
}
