import java.text.Normalizer;

/** java.text.Normalizer: samples in the four forms, and every code point's NFD/NFC/NFKD/NFKC as digests. */
public class UnicodeNormalizer {
    static String hex(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(Integer.toHexString(c));
            i += Character.charCount(c);
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        String[] samples = {"abc", "\u00e9t\u00e9", "e\u0301te\u0301", "\u00c5ngstr\u00f6m", "\u212b", "\u1e9b\u0323",
            "\ufb01", "\u2460", "\u00bd", "\ud55c\uae00", "\u1112\u1161\u11ab", "\u0041\u0328\u0301\u0323",
            "\u0071\u0307\u0323", "\u1e0b\u0323", "\u0344", "\u0f73", "\u2126", "\u00a0x\u00a8", "\u3000\uff21",
            "\ud834\udd5e", "\u0958", "\u05b7\u05b0", "a\u0308\u0301\u0300", "\u0e33", "\u1100\u1161\u11a8x",
            "\u2fa1d", "\u00df\u1e9e", "\u01c4\u01c5", "\u0391\u0301\u0345", "\u1f80", "\u0626\u0654",
            "\u09c7\u09be", "\u0b47\u0b3e\u0b56", "\u1025\u102e", "\u110a\u1161\u11b7", "\uac00\u11a8"};
        for (String s : samples) {
            StringBuilder sb = new StringBuilder(hex(s)).append(" |");
            for (Normalizer.Form f : Normalizer.Form.values()) {
                String n = Normalizer.normalize(s, f);
                sb.append(' ').append(f).append('=').append(hex(n)).append(Normalizer.isNormalized(s, f) ? "*" : "");
            }
            System.out.println(sb);
        }
        String accents = "\u00c0\u00e0 \u00c7a va? \u00d1o\u00f1o \u00fcber na\u00efve r\u00e9sum\u00e9 \u0141\u00f3d\u017a";
        System.out.println(hex(Normalizer.normalize(accents, Normalizer.Form.NFD).replaceAll("\\p{InCombiningDiacriticalMarks}+", "")));
        for (Normalizer.Form f : Normalizer.Form.values()) {
            long h = 0;
            int changed = 0;
            StringBuilder sb = new StringBuilder();
            for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
                if (cp == 0x3400) {
                    cp = 0x4DC0;          // skip the big ideograph ranges (no decompositions)
                } else if (cp == 0x4E00) {
                    cp = 0xA000;
                } else if (cp == 0xAC00) {
                    cp = 0xAC00;
                } else if (cp == 0x20000) {
                    cp = 0x2F800;
                } else if (cp == 0x30000) {
                    cp = 0xE0000;
                }
                sb.setLength(0);
                sb.appendCodePoint(cp);
                String n = Normalizer.normalize(sb, f);
                if (!n.contentEquals(sb)) {
                    changed++;
                    h = h * 31 + n.hashCode() + cp;
                }
            }
            System.out.println(f + ": " + changed + " changed, digest " + Long.toHexString(h));
        }
    }
}
