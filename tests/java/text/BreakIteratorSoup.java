import java.text.BreakIterator;
import java.text.StringCharacterIterator;
import java.util.Locale;
import java.util.Random;

/**
 * Character boundaries on random "token soup" (letters, digits, punctuation, quotes, spaces,
 * CJK, kana, Hangul syllables and jamo, combining marks after bases and after controls,
 * surrogate pairs and lone surrogates, CR LF, Devanagari conjuncts), and the navigation of
 * the iterators (last, previous, following, preceding, isBoundary, next(n), current) over a
 * StringCharacterIterator that starts past 0, for the character instance.
 */
public class BreakIteratorSoup {
    static final String[] TOK = {"a", "b", "Hello", "The", "I", "\u00e9t\u00e9", "na\u0308ive", "123", "4.5", "1,000",
        ".", "...", " ", "  ", "\t", "\n", "\r\n", "\r", ",", ";", ":", "!", "?", "-", "\u2013", "'", "\"", "\u201c",
        "\u201d", "(", ")", "$", "\u20ac", "%", "#", "&", "@", "*", "/", "\u65e5\u672c", "\u4e2d", "\u3042\u3044",
        "\u30ab\u30bf", "\u30fc", "\u3002", "\uff01", "\u300c", "\uac00\ub098", "\u1100\u1161\u11a8", "\u1100", "\u11a8",
        "\u0301", "\u0308", "\u20dd", "\u0903", "\ud834\udd67", "\ud835\udc00", "\ud83d\ude00", "\ud800", "\udc00",
        "\u00a0", "\u2028", "\u2029", "\u0085", "\u200b", "\u200d", "\u00ad", "\u0915\u094d\u0937", "\u0915\u093f",
        "\u05d0\u05d1", "\u0627\u0644", "\u0e01\u0e32", "\u0391\u03b2", "\u0416\u0436", "don't", "U.S.", "\u000b", "\u3000"};

    static String esc(String s) {
        StringBuilder b = new StringBuilder();
        for (char ch : s.toCharArray()) {
            if (ch > 32 && ch < 127 && ch != '\\') {
                b.append(ch);
            } else {
                b.append(String.format("\\u%04x", (int) ch));
            }
        }
        return b.toString();
    }

    public static void main(String[] args) {
        Random r = new Random(2026);
        BreakIterator it = BreakIterator.getCharacterInstance(Locale.ROOT);
        long positions = 0;
        for (int i = 0; i < 700; i++) {
            StringBuilder sb = new StringBuilder();
            int m = 1 + r.nextInt(10);
            for (int k = 0; k < m; k++) {
                sb.append(TOK[r.nextInt(TOK.length)]);
            }
            String s = sb.toString();
            StringBuilder o = new StringBuilder(esc(s)).append(" :");
            it.setText(s);
            for (int b = it.first(); b != BreakIterator.DONE; b = it.next()) {
                o.append(' ').append(b);
            }
            positions += s.length() + 1;
            if (i % 3 == 0) {
                int begin = s.length() > 2 ? r.nextInt(3) : 0;
                it.setText(new StringCharacterIterator(s, begin, s.length(), begin));
                o.append(" / from ").append(begin).append(':');
                for (int b = it.last(); b != BreakIterator.DONE; b = it.previous()) {
                    o.append(' ').append(b);
                }
                for (int q = 0; q < 4; q++) {
                    int off = begin + r.nextInt(s.length() - begin + 1);
                    switch (r.nextInt(5)) {
                        case 0:
                            o.append(" f").append(off).append('=').append(it.following(off)).append(',').append(it.current());
                            break;
                        case 1:
                            o.append(" p").append(off).append('=').append(it.preceding(off)).append(',').append(it.current());
                            break;
                        case 2:
                            o.append(" b").append(off).append('=').append(it.isBoundary(off)).append(',').append(it.current());
                            break;
                        case 3:
                            o.append(" n=").append(it.next(2)).append(',').append(it.current());
                            break;
                        default:
                            o.append(" x=").append(it.next()).append(' ').append(it.next()).append(',').append(it.previous());
                            break;
                    }
                }
                try {
                    it.following(s.length() + 1);
                } catch (IllegalArgumentException e) {
                    o.append(" following past the end: ").append(e.getMessage());
                }
            }
            System.out.println(o);
        }
        System.out.println(positions + " positions");
    }
}
