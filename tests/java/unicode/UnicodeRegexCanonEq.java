import java.util.regex.*;
/** Pattern.CANON_EQ: composed and decomposed spellings, mark order, Hangul, simple classes. */
public class UnicodeRegexCanonEq {
  public static void main(String[] a) {
    String[] pats = {"e\u0301", "[a\u00e9x-z]", "\\u00e9", "\u00e9", "\u00e9+", "e\u0301+", "a\u0323\u0307", "\u1e0b\u0323", "[\u00e9]", "x\u00e9y", "\u212b", "caf\u00e9|t\u00e9", "\u00e9?x", "(\u00e9)", "\uac00", "\u1100\u1161"};
    String[] ins = {"\u00e9", "e\u0301", "\u00e9\u00e9", "e\u0301e\u0301", "a\u0307\u0323", "\u1e0d\u0307", "\u1e0b\u0323", "x\u00e9y", "xe\u0301y", "\u00c5", "A\u030a", "cafe\u0301", "te\u0301", "x", "\u1100\u1161", "\uac00", "e"};
    for (String p : pats) {
      Pattern c = Pattern.compile(p, Pattern.CANON_EQ);
      StringBuilder sb = new StringBuilder();
      for (String in : ins) sb.append(c.matcher(in).matches() ? '1' : '0');
      Matcher m = c.matcher("xe\u0301y \u00e9");
      int n = 0; while (m.find()) n++;
      System.out.println(sb + " " + n + " " + c.matcher("").groupCount());
    }
  }
}
