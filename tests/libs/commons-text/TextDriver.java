import java.util.HashMap;
import java.util.Map;
import org.apache.commons.text.AlphabetConverter;
import org.apache.commons.text.CaseUtils;
import org.apache.commons.text.RandomStringGenerator;
import org.apache.commons.text.StringEscapeUtils;
import org.apache.commons.text.StringSubstitutor;
import org.apache.commons.text.StringTokenizer;
import org.apache.commons.text.TextStringBuilder;
import org.apache.commons.text.WordUtils;
import org.apache.commons.text.lookup.StringLookupFactory;
import org.apache.commons.text.similarity.CosineDistance;
import org.apache.commons.text.similarity.FuzzyScore;
import org.apache.commons.text.similarity.HammingDistance;
import org.apache.commons.text.similarity.JaccardSimilarity;
import org.apache.commons.text.similarity.JaroWinklerSimilarity;
import org.apache.commons.text.similarity.LevenshteinDetailedDistance;
import org.apache.commons.text.similarity.LevenshteinDistance;
import org.apache.commons.text.similarity.LongestCommonSubsequence;
import org.apache.commons.text.translate.CharSequenceTranslator;
import org.apache.commons.text.translate.UnicodeEscaper;

/** Drives Debian's commons-text: substitution, escaping, word utilities, similarity
 *  metrics, tokenizing, the builder and the random string generator with a fixed source. */
public class TextDriver {
    static int failures;

    interface Step {
        Object run() throws Exception;
    }

    static void step(String name, Step s) {
        try {
            System.out.println(name + ": " + s.run());
        } catch (Throwable e) {
            failures++;
            System.out.println(name + ": threw " + e);
        }
    }

    public static void main(String[] args) {
        step("substitutor", () -> {
            Map<String, Object> m = new HashMap<>();
            m.put("animal", "quick brown fox");
            m.put("target", "lazy dog");
            m.put("nested", "${animal}");
            StringSubstitutor s = new StringSubstitutor(m);
            s.setEnableSubstitutionInVariables(true);
            return s.replace("The ${animal} jumped over the ${target}; ${missing:-default}; $${escaped}; ${nested}");
        });
        step("substitutor custom", () -> new StringSubstitutor(k -> k.toUpperCase(), "<<", ">>", '\\').replace("a <<b>> \\<<c>> <<dee>>"));
        step("substitutor lookups", () -> StringSubstitutor.createInterpolator().replace(
                "${base64Encoder:hello} ${urlEncoder:a b&c} ${const:java.lang.Integer.MAX_VALUE} ${date:yyyy}".replace(" ${date:yyyy}", "")));
        step("lookup factory", () -> StringLookupFactory.INSTANCE.mapStringLookup(Map.of("k", "v")).lookup("k"));
        step("escape java", () -> StringEscapeUtils.escapeJava("He said \"hi\"\n\ttab \u00e9 \\"));
        step("unescape java", () -> StringEscapeUtils.unescapeJava("\\u0041\\t\\\"q\\\"\\n"));
        step("escape html4", () -> StringEscapeUtils.escapeHtml4("<p class=\"x\">caf\u00e9 & cr\u00e8me \u00a9</p>"));
        step("unescape html4", () -> StringEscapeUtils.unescapeHtml4("&lt;b&gt;&amp;&eacute;&#65;&#x42;&nbsp;&euro;"));
        step("escape xml", () -> StringEscapeUtils.escapeXml11("<a b='c'>\u0001 & \"d\"</a>") + " " + StringEscapeUtils.escapeXml10("x\u0000y"));
        step("escape json", () -> StringEscapeUtils.escapeJson("{\"k\": \"v/\u2028\"}"));
        step("escape csv", () -> StringEscapeUtils.escapeCsv("plain") + " " + StringEscapeUtils.escapeCsv("has,comma \"q\"") + " "
                + StringEscapeUtils.unescapeCsv("\"a \"\"b\"\"\""));
        step("escape ecma", () -> StringEscapeUtils.escapeEcmaScript("'</script>'") + " " + StringEscapeUtils.escapeXSI("a b*c"));
        step("unicode escaper", () -> UnicodeEscaper.outsideOf(32, 126).translate("abc\u00ff\u4e2d"));
        step("translator chain", () -> {
            CharSequenceTranslator t = StringEscapeUtils.ESCAPE_JAVA.with(UnicodeEscaper.above(200));
            return t.translate("x\u00e9\u4e2d\n");
        });
        step("wrap", () -> "\n" + WordUtils.wrap("The quick brown fox jumps over the lazy dog and keeps running far away", 20));
        step("wrap long word", () -> WordUtils.wrap("a verylongwordthatexceeds the width", 10, "|", true));
        step("capitalize", () -> WordUtils.capitalize("hello big world") + " / " + WordUtils.capitalizeFully("hELLO bIG wORLD")
                + " / " + WordUtils.uncapitalize("Hello Big World") + " / " + WordUtils.swapCase("Hello World")
                + " / " + WordUtils.initials("Ben John Lee") + " / " + WordUtils.abbreviate("Now is the time for all good men", 10, 20, "..."));
        step("containsAll", () -> WordUtils.containsAllWords("the quick fox", "fox", "the") + " " + WordUtils.containsAllWords("abc", "b"));
        step("case utils", () -> CaseUtils.toCamelCase("to be or not", false) + " " + CaseUtils.toCamelCase("TO-BE_or-NOT", true, '-', '_'));
        step("levenshtein", () -> LevenshteinDistance.getDefaultInstance().apply("kitten", "sitting") + " "
                + new LevenshteinDistance(2).apply("kitten", "sitting") + " " + new LevenshteinDetailedDistance().apply("kitten", "sitting"));
        step("jaro winkler", () -> String.format("%.6f %.6f", new JaroWinklerSimilarity().apply("MARTHA", "MARHTA"),
                new JaroWinklerSimilarity().apply("DIXON", "DICKSONX")));
        step("jaccard cosine", () -> String.format("%.6f %.6f", new JaccardSimilarity().apply("night", "nacht"),
                new CosineDistance().apply("the cat sat", "the cat ran")));
        step("hamming fuzzy lcs", () -> new HammingDistance().apply("karolin", "kathrin") + " "
                + new FuzzyScore(java.util.Locale.ENGLISH).fuzzyScore("Workshop", "wo") + " "
                + new LongestCommonSubsequence().longestCommonSubsequence("AGGTAB", "GXTXAYB"));
        step("tokenizer", () -> {
            StringTokenizer t = StringTokenizer.getCSVInstance("a, \"b,c\" ,d,,\"e \"\"f\"\"\"");
            return t.getTokenList();
        });
        step("tokenizer tsv", () -> StringTokenizer.getTSVInstance("x\ty\t\tz").getTokenList());
        step("builder", () -> {
            TextStringBuilder b = new TextStringBuilder();
            b.append("alpha").appendSeparator(',').append("beta").appendNewLine().appendPadding(3, '*').appendFixedWidthPadLeft(42, 6, '0')
                    .appendWithSeparators(new String[] {"x", "y", "z"}, "-").replaceAll("beta", "BETA").insert(0, '[').append(']');
            return b.toString().replace("\n", "\\n") + " len=" + b.length() + " idx=" + b.indexOf("BETA") + " " + b.midString(1, 5)
                    + " " + b.reverse();
        });
        step("random generator", () -> {
            java.util.Random r = new java.util.Random(42);
            RandomStringGenerator g = new RandomStringGenerator.Builder().withinRange('a', 'z').usingRandom(r::nextInt).build();
            RandomStringGenerator d = new RandomStringGenerator.Builder().withinRange(new char[][] {{'0', '9'}, {'A', 'F'}})
                    .usingRandom(r::nextInt).build();
            return g.generate(12) + " " + d.generate(8) + " " + g.generate(3, 6).length();
        });
        step("alphabet converter", () -> {
            Character[] orig = {'a', 'b', 'c', 'd'};
            Character[] enc = {'0', '1', 'x'};
            AlphabetConverter ac = AlphabetConverter.createConverterFromChars(orig, enc, new Character[] {'d'});
            String e = ac.encode("abcd");
            return e + " " + ac.decode(e) + " " + ac.getEncodedCharLength();
        });
        step("bad escape", () -> StringEscapeUtils.unescapeJava("\\u00zz"));
        System.out.println("failures: " + failures);
    }
}
