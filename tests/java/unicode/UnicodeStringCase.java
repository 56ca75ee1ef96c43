import java.util.Locale;

/** String case mapping per locale (SpecialCasing), equalsIgnoreCase/compareToIgnoreCase, code point helpers. */
public class UnicodeStringCase {
    static String hex(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            if (c >= 0x20 && c < 0x7f) {
                sb.append((char) c);
            } else {
                sb.append("<").append(Integer.toHexString(c)).append(">");
            }
            i += Character.charCount(c);
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        String[] words = {"TITLE", "title", "Istanbul", "\u0130stanbul", "DIYARBAKIR", "d\u0131yarbak\u0131r",
            "I\u0307", "I\u0301\u0307", "I\u0323\u0307", "i\u0307", "i\u0323\u0307", "\u012e\u0301", "J\u0301",
            "\u00cc\u00cd\u0128", "I\u0301", "J", "\u00df", "stra\u00dfe", "\ufb00\ufb03", "\u0149", "\u01f0",
            "\u1e96\u1f50", "\u0390", "\u1f80\u1fb3\u1ff3", "\u039f\u0394\u039f\u03a3", "\u039f\u0394\u039f\u03a3 \u039f\u0394\u039f\u03a3.",
            "\u03a3", "A\u03a3", "A\u03a3b", "A\u03a3\u0301", "A\u0301\u03a3", "\u0130", "\u0131", "\ud801\udc00\ud801\udc28",
            "\u1e9e", "\u01c4\u01c5\u01c6", "\u0587", "\u2c65\u023a", "\ua7ae\u026a", "\u13a0\uab70"};
        Locale[] locales = {Locale.ROOT, Locale.ENGLISH, new Locale("tr"), new Locale("tr", "TR"), new Locale("az"),
            new Locale("lt"), new Locale("el"), Locale.GERMAN};
        for (String w : words) {
            StringBuilder sb = new StringBuilder(hex(w)).append(":");
            String lastL = null;
            String lastU = null;
            for (Locale l : locales) {
                String lo = w.toLowerCase(l);
                String up = w.toUpperCase(l);
                if (!lo.equals(lastL) || !up.equals(lastU)) {
                    sb.append(" [").append(l).append("] ").append(hex(lo)).append(" / ").append(hex(up));
                }
                lastL = lo;
                lastU = up;
            }
            System.out.println(sb);
        }
        String[][] pairs = {{"hello", "HELLO"}, {"stra\u00dfe", "STRASSE"}, {"\u0130", "i"}, {"\u0131", "I"},
            {"\u03c3", "\u03c2"}, {"\u03a3", "\u03c2"}, {"\ud801\udc00", "\ud801\udc28"}, {"\u1e9e", "\u00df"},
            {"\u01c4", "\u01c5"}, {"K", "\u212a"}, {"\u00c5", "\u212b"}, {"a", "b"}, {"abc", "ab"},
            {"\ud801\udc00x", "\ud801\udc28y"}, {"\u0345", "\u03b9"}, {"\u1fbe", "\u03b9"}, {"\ud835\udc00", "A"}};
        for (String[] p : pairs) {
            System.out.println(hex(p[0]) + " ~ " + hex(p[1]) + ": equalsIgnoreCase=" + p[0].equalsIgnoreCase(p[1])
                    + " compareToIgnoreCase=" + Integer.signum(p[0].compareToIgnoreCase(p[1]))
                    + " regionMatches=" + p[0].regionMatches(true, 0, p[1], 0, Math.min(p[0].length(), p[1].length())));
        }
        // code point helpers
        String s = "a\ud835\udc00b\ud83d\ude00\udc00c\ud800";
        System.out.println(s.length() + " " + s.codePointCount(0, s.length()) + " " + s.offsetByCodePoints(0, 3)
                + " " + Integer.toHexString(s.codePointAt(1)) + " " + Integer.toHexString(s.codePointAt(2))
                + " " + Integer.toHexString(s.codePointBefore(3)) + " " + Integer.toHexString(s.codePointBefore(2)));
        StringBuilder cps = new StringBuilder();
        s.codePoints().forEach(c -> cps.append(Integer.toHexString(c)).append(' '));
        System.out.println(cps);
        char[] buf = new char[4];
        System.out.println(Character.toChars(0x1F600, buf, 1) + " " + hex(new String(buf, 1, 2)) + " "
                + hex(new String(Character.toChars(0x41))) + " " + Character.charCount(0x10000) + " "
                + Integer.toHexString(Character.toCodePoint('\ud83d', '\ude00')) + " "
                + Character.highSurrogate(0x1F600) + Character.lowSurrogate(0x1F600));
        System.out.println(Character.codePointCount(s, 0, s.length()) + " "
                + Character.offsetByCodePoints(s, s.length(), -2) + " "
                + Character.codePointAt(s.toCharArray(), 1) + " " + Character.codePointBefore(s.toCharArray(), 3) + " "
                + Character.isSupplementaryCodePoint(0x10000) + Character.isBmpCodePoint(0x10000)
                + Character.isValidCodePoint(0x110000) + " " + Character.isSurrogatePair('\ud835', '\udc00'));
        try {
            Character.toChars(0x110000);
        } catch (IllegalArgumentException e) {
            System.out.println("toChars: " + e.getMessage());
        }
        try {
            s.offsetByCodePoints(0, 99);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("offsetByCodePoints: " + e.getClass().getName());
        }
        System.out.println(Character.toString(0x1F600).length() + " " + Character.getName('\u00e9') + " "
                + Character.reverseBytes('\u1234') + " " + Character.compare('a', 'b') + " "
                + Character.isLetter('\u00aa') + " " + Character.isLowerCase('\u00aa') + " "
                + Character.isLowerCase('\u02b0') + " " + Character.isUpperCase('\u2160'));
    }
}
