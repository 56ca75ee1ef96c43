import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Pattern;
import org.apache.commons.lang3.CharSetUtils;
import org.apache.commons.lang3.CharUtils;
import org.apache.commons.lang3.RegExUtils;
import org.apache.commons.lang3.StringEscapeUtils;
import org.apache.commons.lang3.StringUtils;
import org.apache.commons.lang3.text.WordUtils;

/**
 * Drives commons-lang3 (Debian's /usr/share/java/commons-lang3.jar): StringUtils (including
 * stripAccents, which needs java.text.Normalizer and \p{InCombiningDiacriticalMarks}),
 * WordUtils, CharUtils.  Its output is compared with HotSpot's (Lang3Driver.expected).
 */
public class Lang3Driver {
    static String ascii(String s) {
        if (s == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x20 && c < 0x7f) {
                sb.append(c);
            } else {
                sb.append(String.format("\\u%04x", (int) c));
            }
        }
        return sb.toString();
    }

    static void p(String label, Object v) {
        String s = v instanceof Object[] ? Arrays.toString((Object[]) v) : String.valueOf(v);
        System.out.println(label + " = " + ascii(s));
    }

    public static void main(String[] args) {
        String[] accented = {"\u00e9t\u00e9", "Cr\u00e8me Br\u00fbl\u00e9e", "\u00c5ngstr\u00f6m", "na\u00efve caf\u00e9",
            "\u0141\u00f3d\u017a \u0142", "S\u00e3o Paulo", "Z\u00fcrich M\u00fcller", "\u1e9b\u0323 \u01c4 \u1e09",
            "\u00d1and\u00fa", "\u00c6sir \u00f8 \u00df", "e\u0301\u0302\u0303", "\u0130stanbul", "ABC", "", null};
        for (String s : accented) {
            p("stripAccents(" + ascii(s) + ")", StringUtils.stripAccents(s));
        }
        p("abbreviate", StringUtils.abbreviate("abcdefghijklmno", 10));
        p("abbreviate2", StringUtils.abbreviate("abcdefghijklmno", 5, 10));
        p("abbreviateMiddle", StringUtils.abbreviateMiddle("abcdefghijklmno", "..", 8));
        p("capitalize", StringUtils.capitalize("\u01c6ungla"));
        p("uncapitalize", StringUtils.uncapitalize("Hello World"));
        p("swapCase", StringUtils.swapCase("The dog has a BONE \u00df\u01c5"));
        p("center", StringUtils.center("abc", 9, '*'));
        p("leftPad", StringUtils.leftPad("42", 6, '0'));
        p("rightPad", StringUtils.rightPad("42", 6, "xy"));
        p("repeat", StringUtils.repeat("ab", ",", 3));
        p("chomp", StringUtils.chomp("line\r\n"));
        p("chop", StringUtils.chop("abc"));
        p("strip", StringUtils.strip("  \u2003 text \u3000 "));
        p("stripAll", StringUtils.stripAll(" a ", "b  ", "  c"));
        p("trimToNull", StringUtils.trimToNull("   "));
        p("deleteWhitespace", StringUtils.deleteWhitespace(" a b\tc\u2028d\u00a0e "));
        p("normalizeSpace", StringUtils.normalizeSpace("  a   b \t\n c  "));
        p("isBlank", StringUtils.isBlank(" \u2003\t") + " " + StringUtils.isBlank("\u00a0"));
        p("isAlpha", StringUtils.isAlpha("\u00e9t\u00e9") + " " + StringUtils.isAlpha("ab1"));
        p("isAlphanumeric", StringUtils.isAlphanumeric("abc\u0663"));
        p("isNumeric", StringUtils.isNumeric("\u0661\u0662\u0663") + " " + StringUtils.isNumeric("12.3"));
        p("isAllLowerCase", StringUtils.isAllLowerCase("abc\u00df") + " " + StringUtils.isAllUpperCase("AB\u0130"));
        p("isMixedCase", StringUtils.isMixedCase("aB"));
        p("isAsciiPrintable", StringUtils.isAsciiPrintable("ab~") + " " + StringUtils.isAsciiPrintable("\u00e9"));
        p("isWhitespace", StringUtils.isWhitespace(" \u2003\n"));
        p("containsIgnoreCase", StringUtils.containsIgnoreCase("ABC\u00c9", "c\u00e9"));
        p("containsAny", StringUtils.containsAny("zzabyycdxx", 'z', 'y'));
        p("containsNone", StringUtils.containsNone("abab", "xyz"));
        p("containsOnly", StringUtils.containsOnly("abab", "abc"));
        p("indexOfIgnoreCase", StringUtils.indexOfIgnoreCase("aabaabaa", "AB", 2));
        p("lastIndexOfIgnoreCase", StringUtils.lastIndexOfIgnoreCase("aabaabaa", "AB"));
        p("ordinalIndexOf", StringUtils.ordinalIndexOf("aabaabaa", "ab", 2));
        p("indexOfAny", StringUtils.indexOfAny("zzabyycdxx", "cd", "yy"));
        p("indexOfDifference", StringUtils.indexOfDifference("i am a machine", "i am a robot"));
        p("getCommonPrefix", StringUtils.getCommonPrefix("i am a machine", "i am a robot", "i am"));
        p("difference", StringUtils.difference("abcde", "abxyz"));
        p("countMatches", StringUtils.countMatches("abba", "b"));
        p("split", StringUtils.split("a..b.c", '.'));
        p("splitPreserve", StringUtils.splitPreserveAllTokens("a..b.c", '.'));
        p("splitByWholeSeparator", StringUtils.splitByWholeSeparator("ab-!-cd-!-ef", "-!-"));
        p("splitByCharacterType", StringUtils.splitByCharacterType("ab de fg12\u00e9\u00c9Foo"));
        p("splitByCharacterTypeCamelCase", StringUtils.splitByCharacterTypeCamelCase("fooBarBAZ42xml"));
        p("join", StringUtils.join(new Object[]{"a", null, 3, 'c'}, "-"));
        p("joinWith", StringUtils.joinWith(",", "a", "b", "c"));
        p("replaceEach", StringUtils.replaceEach("abcde", new String[]{"ab", "d"}, new String[]{"w", "t"}));
        p("replaceIgnoreCase", StringUtils.replaceIgnoreCase("aBbA", "b", "z"));
        p("replaceChars", StringUtils.replaceChars("hello", "ho", "jy"));
        p("overlay", StringUtils.overlay("abcdef", "zzzz", 2, 4));
        p("removeStart", StringUtils.removeStart("www.domain.com", "www."));
        p("removeEndIgnoreCase", StringUtils.removeEndIgnoreCase("www.domain.COM", ".com"));
        p("reverse", StringUtils.reverse("bat\ud83d\ude00"));
        p("reverseDelimited", StringUtils.reverseDelimited("a.b.c", '.'));
        p("substringBetween", StringUtils.substringBetween("yabczyabcz", "y", "z"));
        p("substringsBetween", StringUtils.substringsBetween("[a][b][c]", "[", "]"));
        p("substringAfterLast", StringUtils.substringAfterLast("a.b.c", "."));
        p("mid", StringUtils.mid("abcdef", 2, 3));
        p("left/right", StringUtils.left("abc", 2) + StringUtils.right("abc", 2));
        p("wrap", StringUtils.wrap("ab", "'"));
        p("unwrap", StringUtils.unwrap("'ab'", "'"));
        p("defaultIfBlank", StringUtils.defaultIfBlank("  ", "def"));
        p("firstNonBlank", StringUtils.firstNonBlank(null, " ", "x"));
        p("equalsAnyIgnoreCase", StringUtils.equalsAnyIgnoreCase("ABC", "x", "abc"));
        p("compareIgnoreCase", Integer.signum(StringUtils.compareIgnoreCase("a", "B")));
        p("startsWithAny", StringUtils.startsWithAny("abcxyz", "xyz", "abc"));
        p("endsWithIgnoreCase", StringUtils.endsWithIgnoreCase("ABCDEF", "def"));
        p("getLevenshteinDistance", StringUtils.getLevenshteinDistance("kitten", "sitting"));
        p("getJaroWinklerDistance", StringUtils.getJaroWinklerDistance("frog", "fog"));
        p("getFuzzyDistance", StringUtils.getFuzzyDistance("Workshop", "wo", Locale.ENGLISH));
        p("lowerCase tr", StringUtils.lowerCase("TITLE \u0130", new Locale("tr")));
        p("upperCase tr", StringUtils.upperCase("title i", new Locale("tr")));
        p("lowerCase", StringUtils.lowerCase("\u039f\u0394\u039f\u03a3"));
        p("upperCase", StringUtils.upperCase("stra\u00dfe"));
        p("getDigits", StringUtils.getDigits("(541) 754-3010 \u0661\u0662"));
        p("truncate", StringUtils.truncate("abcdefg", 2, 4));
        p("rotate", StringUtils.rotate("abcdefg", -2));
        p("appendIfMissing", StringUtils.appendIfMissing("abc", "xyz", "mno"));
        p("toCodePoints", Arrays.toString(StringUtils.toCodePoints("a\ud83d\ude00")));
        p("CharUtils", CharUtils.isAsciiAlpha('\u00e9') + " " + CharUtils.unicodeEscaped('\u00e9') + " "
                + CharUtils.toIntValue('7'));
        // WordUtils
        String text = "The quick brown fox jumps over the lazy dog, \u00e9l\u00e8ve \u00e9ternel. Here is a verylongwordthatneedsbreaking!";
        p("wrap20", WordUtils.wrap(text, 20));
        p("wrap15long", WordUtils.wrap(text, 15, "|", true));
        p("wrapOn", WordUtils.wrap("flammable/inflammable", 8, "\n", true, "/"));
        p("capitalize", WordUtils.capitalize("i am fine \u00e9t\u00e9"));
        p("capitalizeDelims", WordUtils.capitalize("i aM.fine", '.'));
        p("capitalizeFully", WordUtils.capitalizeFully("i aM FINE"));
        p("uncapitalize", WordUtils.uncapitalize("I Am FINE"));
        p("swapCase", WordUtils.swapCase("The dog has a BONE"));
        p("initials", WordUtils.initials("Ben John Lee") + " " + WordUtils.initials("Ben J.Lee", ' ', '.'));
        p("containsAllWords", WordUtils.containsAllWords("abc def", "def", "abc"));
        // RegExUtils, CharSetUtils, StringEscapeUtils
        p("removeAll", RegExUtils.removeAll("A<__>\n<__>B", Pattern.compile("<.*>", Pattern.DOTALL)));
        p("replaceAll", RegExUtils.replaceAll("Lorem ipsum  dolor   sit", "( +)([a-z]+)", "_$2"));
        p("replacePattern", RegExUtils.replacePattern("ABCabc123", "[^A-Z0-9]+", ""));
        p("removeFirst", RegExUtils.removeFirst("any\u00e9 \u00c9x", "\\p{Lu}"));
        p("squeeze", CharSetUtils.squeeze("hello  moon", "a-z "));
        p("count", CharSetUtils.count("hello", "k-p") + " " + CharSetUtils.keep("hello", "hole") + " "
                + CharSetUtils.delete("hello", "el"));
        p("escapeJava", StringEscapeUtils.escapeJava("He said \"\u00e9\t\\\"\n"));
        p("unescapeJava", StringEscapeUtils.unescapeJava("a\\tb\\u00e9\\n"));
        p("escapeHtml4", StringEscapeUtils.escapeHtml4("<a href=\"x\">caf\u00e9 & \u20ac</a>"));
        p("unescapeHtml4", StringEscapeUtils.unescapeHtml4("&lt;&eacute;&amp;&#8364;&#x41;&gt;"));
        p("escapeXml10", StringEscapeUtils.escapeXml10("<\u00e9 '\"&\u0001>"));
        p("escapeCsv", StringEscapeUtils.escapeCsv("a,\"b\"") + " " + StringEscapeUtils.unescapeCsv("\"a,\"\"b\"\"\""));
        p("escapeJson", StringEscapeUtils.escapeJson("{\"k\": \"/\u00e9\"}"));
    }
}
