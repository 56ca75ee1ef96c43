import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

/** java.util.regex beyond classes: named groups, look-behind, possessive/atomic, \\R, \\X, \\b{g}, \\N{..}, flags, replacement API, errors. */
public class UnicodeRegexFeatures {
  static final java.io.PrintStream OUT = System.out;

  static String ascii(Object o) {
    String s = String.valueOf(o);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if ((c >= 0x20 && c < 0x7f) || c == '\n') sb.append(c); else sb.append(String.format("<%x>", (int) c));
    }
    return sb.toString();
  }

  static void println(Object o) {
    OUT.println(ascii(o));
  }

  static void t(String re, String in) {
    try {
      Matcher m = Pattern.compile(re).matcher(in);
      StringBuilder sb = new StringBuilder();
      while (m.find()) { sb.append("[").append(m.group()).append("@").append(m.start()); for (int g = 1; g <= m.groupCount(); g++) sb.append(",").append(m.group(g)); sb.append("]"); }
      println(re + " on " + in + " -> " + sb);
    } catch (Exception e) { println(re + " -> " + e.getClass().getSimpleName() + ": " + e.getMessage().replace("\n", "|")); }
  }

  static void part1() {
    t("(?<year>\\d{4})-(?<m>\\d\\d)", "2024-05 and 1999-12");
    t("(?<=\\$)\\d+", "cost $45 or $7");
    t("(?<!\\$)\\b\\d+", "cost $45 or 7");
    t("a++b", "aaab aaa");
    t("(?>a|ab)c", "abc ac");
    t("\\R", "a\r\nb\nc\u2028d");
    t("\\X", "e\u0301a\ud83d\udc4d\ud83c\udffdb");
    t("(?i)hello(?-i) World", "HELLO World hello world");
    t("(?x) a b # comment\n c", "abc");
    t("(?s)a.b", "a\nb");
    t("(?m)^\\w+$", "ab\ncd");
    t("\\Qa.b\\E.", "a.bc");
    t("(a)(?:b)(c)?", "ab abc");
    t("\\bfoo\\b", "foo foobar");
    t("[a-z&&[^aeiou]]+", "hello world");
    t("\\h+\\v", "a \t\nb");
    t("(\\w)\\1", "hello aa");
    t("\\k<x>(?<x>a)", "aa");
    t("(?<x>a)\\k<x>", "aa");
    t("x*+x", "xxx");
    t("a{2,}?", "aaaa");
    t("(?<name>", "");
    t("(?<1a>x)", "");
    t("a{3,1}", "");
    t("[b-a]", "");
    t("*a", "");
    t("a)", "");
    t("(a", "");
    t("[a", "");
    t("\\", "");
    t("a{", "");
    t("\\x{110000}", "");
    t("(?<=a+)b", "");
    t("\\G\\d", "12a3");
    t("(?U)\\w+", "\u00e9t\u00e9");
    t("\\N{LATIN SMALL LETTER A}+", "aab");
    t("\\p{Lu}\\P{Lu}", "aBcD");
    t("\\b{g}", "ab");
    t("[\\p{L}--]+", "x-y");
    Matcher m = Pattern.compile("(\\w+)@(\\w+)").matcher("joe@ex bob@org");
    StringBuilder sb = new StringBuilder();
    while (m.find()) m.appendReplacement(sb, "$2:${w}\\$".replace("${w}", "$1"));
    m.appendTail(sb);
    println(sb);
    println(Pattern.compile("\\d+").matcher("a1b22c333").replaceAll(r -> "<" + r.group().length() + ">"));
    println(Pattern.compile("\\d+").matcher("a1b22c333").replaceFirst(r -> "#"));
    println(Pattern.compile("\\d+").matcher("a1b22c333").results().map(MatchResult::group).collect(Collectors.toList()));
    println(Pattern.compile(",").splitAsStream("a,b,,c,,").collect(Collectors.toList()));
    println(Arrays.toString("a,b,,c,,".split(",", -1)) + Arrays.toString(Pattern.compile("(?=b)").split("abab")));
    println(Pattern.compile("a").asPredicate().test("bab") + " " + Pattern.compile("a").asMatchPredicate().test("bab"));
    println(Pattern.quote("a\\Eb") + " " + Matcher.quoteReplacement("$1\\x"));
    m = Pattern.compile("(?<w>o)").matcher("foo");
    m.find(); println(m.start("w") + " " + m.end("w") + " " + m.group("w") + " " + m.toMatchResult().group(1) + " " + m.hitEnd() + " " + m.requireEnd());
    try { m.group("zz"); } catch (Exception e) { println(e); }
    try { "x".replaceAll("x", "$2"); } catch (Exception e) { println(e); }
    try { "x".replaceAll("x", "${nope}"); } catch (Exception e) { println(e); }
    try { "x".replaceAll("x", "\\"); } catch (Exception e) { println(e); }
    Matcher r = Pattern.compile("b").matcher("abcb"); r.region(2, 4); println(r.find() + " " + r.start() + " " + r.lookingAt() + " " + r.regionStart() + r.hasTransparentBounds() + r.hasAnchoringBounds());
    println(Pattern.compile("a", Pattern.CASE_INSENSITIVE).flags() + " " + Pattern.compile("(?i)a").flags() + " " + Pattern.compile("x").pattern() + " " + Pattern.compile("x").toString());
    println(Pattern.matches("\\p{javaLowerCase}+", "abc") + " " + "Hello".matches("(?i)hello"));
    try { Pattern.compile("a", 0x10000); } catch (Exception e) { println(e); }
    }

  static void part2() {
    for (String re : new String[]{"(?<=a+)b", "(?<=a*)b", "(?<=(ab)+)c", "(?<=(?:ab)+)c", "(?<=a{2,})b", "(?<=\\w+\\s)x", "(?<=(a|bc)+)x", "(?<=(a)\\1)x", "(?<=a.*)b", "(?<!a+)b", "(?<=a+?)b", "(?<=a++)b", "(?<=x(?:a|b)*)y", "(?<=(?>a+))b"}) {
      try {
        Pattern p = Pattern.compile(re);
        StringBuilder sb = new StringBuilder();
        for (String in : new String[]{"aab", "b", "cab", "ababc", "ab x", "bcax", "aax", "xaby", "zzzb"}) { Matcher m = p.matcher(in); sb.append(m.find() ? m.start() : -1).append(' '); }
        println(re + " ok " + sb);
      } catch (PatternSyntaxException e) { println(re + " " + e.getMessage().split("\n")[0]); }
    }
    }

  static void part3() {
    for (String re : new String[]{"(?i)a", "a(?i)b", "(?i)a(?-i)b", "(?i:a)", "(?x)a", "((?i)a)", "(?is)a|(?m)b", "(?u)a"})
      println(re + " " + Pattern.compile(re).flags() + " " + Pattern.compile(re, Pattern.DOTALL).flags());
    String s = "e\u0301a\ud83d\udc4d\ud83c\udffdb\ud83c\uddeb\ud83c\uddf7\ud83c\uddfa\r\n\u1100\u1161\u11a8\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67\u0915\u094d\u0937\u0e01\u0e33\u0600a";
    Matcher m = Pattern.compile("\\X").matcher(s);
    StringBuilder sb = new StringBuilder();
    while (m.find()) sb.append(m.start()).append('-').append(m.end()).append(' ');
    println(sb);
    m = Pattern.compile("\\b{g}").matcher(s);
    sb.setLength(0);
    while (m.find()) sb.append(m.start()).append(' ');
    println(sb);
    println(Pattern.compile("\\X\\X").matcher("e\u0301x").matches() + " " + Pattern.compile("[\\N{LATIN SMALL LETTER B}-d]+").matcher("bcd").matches());
    for (String re : new String[]{"\\N{NOPE}", "\\N{x", "\\Nx", "\\b{x}", "\\b{"}) {
      try { Pattern.compile(re); println(re + " ok"); } catch (PatternSyntaxException e) { println(e.getMessage().replace("\n", "|")); }
    }
    }

  public static void main(String[] args) {
    part1();
    part2();
    part3();
  }
}
