import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.Collator;
import java.text.RuleBasedCollator;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Run by the build (meson), with the JDK 17 that builds the class library: writes
 * <gen>/java/text/CollationRules.java, the collation rules of the JDK's Collator for the root
 * locale and for every locale Collator.getAvailableLocales() lists, as the public API gives
 * them (RuleBasedCollator.getRules()), plus that list of locales. Nothing of it is kept in the
 * repository: the class library's RuleBasedCollator builds its tables from these rules at run
 * time, on first use. Usage: java GenCollationRules.java <gen-dir> <stamp>
 */
public class GenCollationRules {
    private static final int CHUNK = 16000;

    private static String rulesOf(Locale l) {
        return ((RuleBasedCollator) Collator.getInstance(l)).getRules();
    }

    private static void literal(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\n') {
                out.append("\\n");
            } else if (c == '\r') {
                out.append("\\r");
            } else if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c >= 0x20 && c < 0x7f) {
                out.append(c);
            } else {
                out.append(String.format("\\u%04x", (int) c));
            }
        }
        out.append('"');
    }

    /** A long string as a concatenation of constants of at most CHUNK characters each. */
    private static void chunks(StringBuilder out, String s) {
        out.append("new String[] {");
        for (int i = 0; i < s.length(); i += CHUNK) {
            out.append("\n            ");
            literal(out, s.substring(i, Math.min(s.length(), i + CHUNK)));
            out.append(',');
        }
        out.append("}");
    }

    public static void main(String[] args) throws IOException {
        String root = rulesOf(Locale.ROOT);
        List<String> tails = new ArrayList<>();
        Map<String, Integer> byTag = new LinkedHashMap<>();
        StringBuilder available = new StringBuilder();
        for (Locale l : Collator.getAvailableLocales()) {
            available.append(available.length() == 0 ? "" : " ").append(l.toLanguageTag());
            String r = rulesOf(l);
            if (r.equals(root)) {
                continue;
            }
            if (!r.startsWith(root)) {
                throw new IllegalStateException("the rules of " + l + " do not start with the root's");
            }
            String tail = r.substring(root.length());
            int k = tails.indexOf(tail);
            if (k < 0) {
                k = tails.size();
                tails.add(tail);
            }
            String key = l.getLanguage() + (l.getCountry().isEmpty() ? "" : "_" + l.getCountry());
            if (!l.getScript().isEmpty() || !l.getVariant().isEmpty()) {
                continue;
            }
            byTag.put(key, k);
        }
        StringBuilder out = new StringBuilder();
        out.append("package java.text;\n\n");
        out.append("/** Generated at build time by scripts/gen-collation/GenCollationRules.java: the JDK's\n");
        out.append(" * collation rules as RuleBasedCollator.getRules() gives them (not kept in the repository). */\n");
        out.append("final class CollationRules {\n    private CollationRules() {\n    }\n\n");
        out.append("    /** The root locale's rules, in pieces. */\n    static final String[] ROOT = ");
        chunks(out, root);
        out.append(";\n\n    /** Rules after the root's, in pieces, of each tailoring. */\n");
        out.append("    static final String[][] TAILS = {");
        for (String t : tails) {
            out.append("\n        ");
            chunks(out, t);
            out.append(',');
        }
        out.append("\n    };\n\n    /** \"lang\" or \"lang_COUNTRY\" and the index in TAILS of its tailoring. */\n");
        out.append("    static final String[] LOCALES = {");
        for (Map.Entry<String, Integer> e : byTag.entrySet()) {
            out.append("\n        ");
            literal(out, e.getKey());
            out.append(", \"").append(e.getValue()).append("\",");
        }
        out.append("\n    };\n\n    /** Collator.getAvailableLocales(), as language tags. */\n    static final String AVAILABLE = ");
        literal(out, available.toString());
        out.append(";\n}\n");
        Path file = Path.of(args[0], "java", "text", "CollationRules.java");
        Files.createDirectories(file.getParent());
        byte[] bytes = out.toString().getBytes(StandardCharsets.UTF_8);
        if (!Files.exists(file) || !java.util.Arrays.equals(Files.readAllBytes(file), bytes)) {
            Files.write(file, bytes);
        }
        Files.write(Path.of(args[1]), "ok\n".getBytes(StandardCharsets.UTF_8));
    }
}
