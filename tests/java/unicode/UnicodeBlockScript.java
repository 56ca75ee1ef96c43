import java.util.ArrayList;
import java.util.List;

/** Character.UnicodeBlock and UnicodeScript: of, forName (aliases, errors), getName, codePointOf. */
public class UnicodeBlockScript {
    public static void main(String[] args) {
        String[] blocks = {"Basic Latin", "BasicLatin", "BASIC_LATIN", "basic_latin", "Latin-1 Supplement",
            "Latin-1Supplement", "LATIN_1_SUPPLEMENT", "Greek", "Greek and Coptic", "GreekandCoptic",
            "GREEK_AND_COPTIC", "Cyrillic Supplement", "CyrillicSupplementary", "Cyrillic Supplementary",
            "CombiningMarksforSymbols", "Combining Diacritical Marks for Symbols", "SURROGATES_AREA",
            "High Surrogates", "xx", "combiningdiacriticalmarks", "InCombiningDiacriticalMarks",
            "CJK Unified Ideographs Extension G", "Khitan Small Script", "Vithkuqi", "Arabic Extended-B",
            "Symbols for Legacy Computing", "Egyptian Hieroglyph Format Controls", "Ahom"};
        for (String s : blocks) {
            try {
                System.out.println("block " + s + " -> " + Character.UnicodeBlock.forName(s));
            } catch (IllegalArgumentException e) {
                System.out.println("block " + s + " -> " + e.getMessage());
            }
        }
        String[] scripts = {"latin", "Latn", "LATN", "Old_Italic", "old italic", "OldItalic", "xx", "Zyyy",
            "Qaac", "Zinh", "Qaai", "Hrkt", "Katakana_Or_Hiragana", "Zzzz", "unknown", "Toto", "Vith",
            "Yezi", "Khitan_Small_Script", "Kits", "Han", "hani"};
        for (String s : scripts) {
            try {
                System.out.println("script " + s + " -> " + Character.UnicodeScript.forName(s));
            } catch (IllegalArgumentException e) {
                System.out.println("script " + s + " -> " + e.getMessage());
            }
        }
        int[] cps = {0, 7, 10, 0x20, 0x41, 0x7f, 0x80, 0x84, 0x85, 0x99, 0xa0, 0x100, 0x3400, 0x4e00, 0xac00,
            0xd7a3, 0xd800, 0xdc00, 0xe000, 0xf0000, 0x1d400, 0x17000, 0x18800, 0x1b170, 0xfa0e, 0x2f800,
            0x13430, 0x378, 0x30000, 0x1f514, 0xf0f, 0x1f600, 0xfe00, 0xe0100, 0x10fffd, 0x18d08, 0x1fbf9};
        for (int cp : cps) {
            System.out.println(Integer.toHexString(cp) + " " + Character.getName(cp));
        }
        String[] names = {"LATIN SMALL LETTER A", "latin small letter a", "  SPACE ", "NULL", "BEL",
            "CJK UNIFIED IDEOGRAPHS 4E00", "HANGUL SYLLABLES AC00", "NO SUCH NAME", "GRINNING FACE",
            "TIBETAN MARK GTER YIG MGO -UM RNAM BCAD MA", "KATAKANA-HIRAGANA VOICED SOUND MARK"};
        for (String n : names) {
            try {
                System.out.println("codePointOf " + n + " -> " + Integer.toHexString(Character.codePointOf(n)));
            } catch (IllegalArgumentException e) {
                System.out.println("codePointOf " + n + " -> " + e.getMessage());
            }
        }
        for (int bad : new int[]{-1, 0x110000}) {
            try {
                Character.getName(bad);
            } catch (IllegalArgumentException e) {
                System.out.println("getName: " + e.getMessage());
            }
            try {
                Character.UnicodeBlock.of(bad);
            } catch (IllegalArgumentException e) {
                System.out.println("UnicodeBlock.of: " + e.getMessage());
            }
            try {
                Character.UnicodeScript.of(bad);
            } catch (IllegalArgumentException e) {
                System.out.println("UnicodeScript.of: " + e.getMessage());
            }
        }
        // digest of every name, and how many code points have one
        long h = 0;
        int named = 0;
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            String n = Character.getName(cp);
            if (n != null) {
                named++;
                h = h * 31 + n.hashCode();
            }
        }
        System.out.println("names: " + named + " digest " + Long.toHexString(h));
        List<String> firstScripts = new ArrayList<>();
        for (Character.UnicodeScript s : Character.UnicodeScript.values()) {
            if (firstScripts.size() < 12 || s.ordinal() > 150) {
                firstScripts.add(s.ordinal() + "=" + s);
            }
        }
        System.out.println(firstScripts);
        System.out.println(Character.UnicodeBlock.of('a') == Character.UnicodeBlock.BASIC_LATIN);
        System.out.println(Character.UnicodeBlock.GREEK + " " + Character.UnicodeBlock.CYRILLIC_SUPPLEMENTARY + " "
                + Character.UnicodeBlock.of(0x1FB00) + " " + Character.UnicodeBlock.of(0xE0080));
    }
}
