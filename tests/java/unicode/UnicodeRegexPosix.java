import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** \p{IsXxx} POSIX names as Unicode properties, and matches never starting inside a surrogate pair. */
public class UnicodeRegexPosix {
    public static void main(String[] args) {
        String pair = "\ud835\udc00";
        for (String p : new String[]{"\\PL", "[^x]", "\\P{Lu}", "[^\\p{L}]", "\\W", "\\uDC00", "(?!\\p{L}).",
                "[\\x{0}-\\x{10ffff}&&\\PL]", "[\\uDC00-\\uDFFF]", "[\udc00-\udfff]", "\udc00", "[^\\x{1d400}]"}) {
            Matcher m = Pattern.compile(p).matcher(pair);
            boolean f = m.find();
            System.out.println(p.replace("\udc00", "<dc00>") + " " + f + " " + (f ? m.start() : -1) + " " + m.hitEnd());
        }
        String[] samples = {"\u00e9", "\u0661", "\u3000", "\u00bf", "\uff10", "\u00c9", "\u0007", "\u00ad", "\u0378"};
        for (String p : new String[]{"\\p{IsAlnum}", "\\p{IsBlank}", "\\p{IsGraph}", "\\p{IsPrint}", "\\p{IsCntrl}",
                "\\p{IsAlpha}", "\\p{IsSpace}", "\\p{IsPunct}", "\\p{IsXDigit}", "\\p{IsLower}", "\\p{IsUpper}",
                "\\p{IsDigit}", "\\p{IsALPHABETIC}", "\\p{Isword}"}) {
            Pattern x = Pattern.compile(p);
            StringBuilder sb = new StringBuilder(p).append(' ');
            for (String s : samples) {
                sb.append(x.matcher(s).matches() ? '1' : '0');
            }
            System.out.println(sb);
        }
    }
}
