import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** java.util.regex Unicode classes: blocks, scripts, categories, binary properties, POSIX, flags. */
public class UnicodeRegexClasses {
    static final String TEXT = "Abc \u00e9t\u00e9 \u00c5ngstr\u00f6m caf\u0065\u0301 \u03a9\u03bc\u03ad\u03b3\u03b1 "
            + "\u041c\u043e\u0441\u043a\u0432\u0430 \u05e9\u05dc\u05d5\u05dd \u0627\u0644\u0639\u0631\u0628\u064a\u0629 "
            + "\u6f22\u5b57 \u3072\u3089\u304c\u306a \u30ab\u30bf\u30ab\u30ca \ud55c\uae00 \u0e44\u0e17\u0e22 "
            + "123 \u0661\u0662\u0663 \u2160\u2161 \u00bd \u20ac$ \u2028 \u00a0 \ud835\udc00\ud835\udfce "
            + "\ud83d\ude00 _x\u200d\u01c5\u1e9e\u00df-(\u300c)\t\u000b";

    static String show(String s) {
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

    static void find(String regex, int flags) {
        try {
            Matcher m = Pattern.compile(regex, flags).matcher(TEXT);
            List<String> found = new ArrayList<>();
            while (m.find()) {
                found.add(show(m.group()));
            }
            System.out.println(regex + (flags != 0 ? " /" + flags : "") + " -> " + found.size() + " " + found);
        } catch (PatternSyntaxException e) {
            System.out.println(regex + " -> " + e.getMessage().replace('\n', '|'));
        }
    }

    static void count(String regex, int flags) {
        Pattern p = Pattern.compile(regex, flags);
        int n = 0;
        long h = 0;
        StringBuilder sb = new StringBuilder();
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp += (cp < 0x30000 ? 1 : 0x101)) {
            sb.setLength(0);
            sb.appendCodePoint(cp);
            if (p.matcher(sb).matches()) {
                n++;
                h = h * 31 + cp;
            }
        }
        System.out.println("count " + regex + (flags != 0 ? " /" + flags : "") + ": " + n + " " + Long.toHexString(h));
    }

    public static void main(String[] args) {
        String[] finds = {
            "\\p{InCombiningDiacriticalMarks}+", "\\p{InGreek}+", "\\p{InCyrillic}+", "\\p{InHebrew}+",
            "\\p{InBasic_Latin}+", "\\p{InLatin-1 Supplement}+", "\\p{block=Hiragana}+", "\\p{blk=Katakana}+",
            "\\p{IsLatin}+", "\\p{IsGreek}+", "\\p{IsCyrillic}+", "\\p{IsArabic}+", "\\p{IsHan}+",
            "\\p{IsHiragana}+", "\\p{IsThai}+", "\\p{IsHangul}+", "\\p{script=Hebr}+", "\\p{sc=Inherited}+",
            "\\p{IsCommon}+", "\\p{L}+", "\\p{Lu}", "\\p{Ll}+", "\\p{Lt}", "\\p{Lo}+", "\\p{Lm}", "\\p{M}",
            "\\p{Mn}", "\\p{N}+", "\\p{Nd}+", "\\p{Nl}+", "\\p{No}", "\\p{P}", "\\p{S}", "\\p{Sc}", "\\p{Z}",
            "\\p{Zl}", "\\p{Cf}", "\\p{Cc}", "\\p{IsL}+", "\\p{IsLu}", "\\p{gc=Ll}+", "\\p{general_category=Nd}+",
            "\\pL+", "\\PL+", "\\pN+", "\\p{IsAlphabetic}+", "\\p{IsIdeographic}+", "\\p{IsLetter}+",
            "\\p{IsLowercase}+", "\\p{IsUppercase}+", "\\p{IsTitlecase}", "\\p{IsPunctuation}",
            "\\p{IsWhite_Space}", "\\p{IsWhiteSpace}", "\\p{IsHex_Digit}+", "\\p{IsJoin_Control}",
            "\\p{IsDigit}+", "\\p{IsAssigned}+", "\\p{IsControl}", "\\p{IsWord}+", "\\p{IsEmoji}",
            "\\p{javaLowerCase}+", "\\p{javaUpperCase}", "\\p{javaLetter}+", "\\p{javaDigit}+",
            "\\p{javaWhitespace}", "\\p{javaSpaceChar}", "\\p{javaIdeographic}+", "\\p{javaMirrored}",
            "\\p{javaAlphabetic}+", "\\p{javaTitleCase}", "\\p{Alpha}+", "\\p{Lower}+", "\\p{Upper}+",
            "\\p{Alnum}+", "\\p{Punct}", "\\p{Space}", "\\p{Digit}+", "\\p{XDigit}+", "\\p{Blank}",
            "\\p{Graph}+", "\\p{Print}+", "\\p{Cntrl}", "\\p{ASCII}+", "[\\p{L}&&[^\\p{IsLatin}]]+",
            "[\\p{InGreek}\\p{InCyrillic}]+", "\\w+", "\\d+", "\\s", "\\b\\w+\\b",
            "\\p{InFoo}", "\\p{IsFoo}", "\\p{Foo}", "\\p{sc=Foo}", "\\p{blk=Foo}", "\\p{gc=Foo}", "\\p{xx=Foo}",
            "\\p{Is}", "\\p{In}", "\\p{", "\\p{L", "\\pX", "\\p{}", "\\p{isLatin}", "\\p{lu}",
        };
        for (String r : finds) {
            find(r, 0);
        }
        int uc = Pattern.UNICODE_CHARACTER_CLASS;
        for (String r : new String[]{"\\w+", "\\d+", "\\s", "\\b\\w+\\b", "\\p{Alpha}+", "\\p{Lower}+",
                "\\p{Upper}+", "\\p{Punct}", "\\p{Alnum}+", "\\p{Space}", "\\p{XDigit}+", "\\p{Graph}+",
                "\\p{Print}+", "\\p{Blank}", "\\p{Cntrl}", "\\p{Digit}+"}) {
            find(r, uc);
        }
        int ci = Pattern.CASE_INSENSITIVE;
        int ciu = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
        for (String r : new String[]{"\\p{Lu}+", "\\p{Lower}+", "\\p{javaUpperCase}+", "\\p{IsUppercase}+",
                "\\p{IsLowercase}+", "\u00c9T\u00c9", "\u03c9\u039c", "stra\u00dfe", "\u1e9e", "\u01c6"}) {
            find(r, ci);
            find(r, ciu);
        }
        find("(?iu)\u00c9T\u00c9", 0);
        find("(?U)\\w+", 0);
        count("\\p{L}", 0);
        count("\\p{IsLatin}", 0);
        count("\\p{InCJKUnifiedIdeographs}", 0);
        count("\\p{IsAlphabetic}", 0);
        count("\\p{IsWord}", 0);
        count("\\p{Lu}", ci);
        count("\\w", uc);
        count("\\s", uc);
        count("\\p{Print}", uc);
        count("\\p{Graph}", uc);
        count("\\p{javaLowerCase}", 0);
        count("\\p{IsHex_Digit}", 0);
        count("\\p{IsNoncharacter_Code_Point}", 0);
        count("[\\p{IsGreek}&&\\p{Ll}]", 0);
        count("\\p{sc=Zyyy}", 0);
        count("a", ciu);
        count("\u03c3", ciu);
        count("k", ciu);
    }
}
