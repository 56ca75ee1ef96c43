// A JSON-ish parser and pretty printer: objects (insertion ordered), arrays,
// strings with escapes, numbers, true/false/null; error reporting with position;
// re-serialization round trip check.
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class JsonPrettyPrinter {
    static final class Parser {
        final String s; int i;
        Parser(String s) { this.s = s; }

        Object parse() {
            Object v = value();
            ws();
            if (i != s.length()) throw error("trailing characters");
            return v;
        }

        RuntimeException error(String msg) { return new IllegalArgumentException(msg + " at position " + i); }

        void ws() { while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++; }

        Object value() {
            ws();
            if (i >= s.length()) throw error("unexpected end");
            char c = s.charAt(i);
            switch (c) {
                case '{': return object();
                case '[': return array();
                case '"': return string();
                case 't': literal("true"); return Boolean.TRUE;
                case 'f': literal("false"); return Boolean.FALSE;
                case 'n': literal("null"); return null;
                default:
                    if (c == '-' || Character.isDigit(c)) return number();
                    throw error("unexpected '" + c + "'");
            }
        }

        void literal(String word) {
            if (!s.startsWith(word, i)) throw error("expected " + word);
            i += word.length();
        }

        Map<String, Object> object() {
            Map<String, Object> m = new LinkedHashMap<>();
            i++;
            ws();
            if (s.charAt(i) == '}') { i++; return m; }
            while (true) {
                ws();
                String k = string();
                ws();
                if (s.charAt(i) != ':') throw error("expected ':'");
                i++;
                m.put(k, value());
                ws();
                char c = s.charAt(i++);
                if (c == '}') return m;
                if (c != ',') { i--; throw error("expected ',' or '}'"); }
            }
        }

        List<Object> array() {
            List<Object> l = new ArrayList<>();
            i++;
            ws();
            if (s.charAt(i) == ']') { i++; return l; }
            while (true) {
                l.add(value());
                ws();
                char c = s.charAt(i++);
                if (c == ']') return l;
                if (c != ',') { i--; throw error("expected ',' or ']'"); }
            }
        }

        String string() {
            if (s.charAt(i) != '"') throw error("expected string");
            i++;
            StringBuilder sb = new StringBuilder();
            while (true) {
                char c = s.charAt(i++);
                if (c == '"') return sb.toString();
                if (c == '\\') {
                    char e = s.charAt(i++);
                    switch (e) {
                        case 'n': sb.append('\n'); break;
                        case 't': sb.append('\t'); break;
                        case '"': sb.append('"'); break;
                        case '\\': sb.append('\\'); break;
                        case 'u': sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16)); i += 4; break;
                        default: throw error("bad escape");
                    }
                } else sb.append(c);
            }
        }

        Object number() {
            int start = i;
            if (s.charAt(i) == '-') i++;
            while (i < s.length() && (Character.isDigit(s.charAt(i)) || ".eE+-".indexOf(s.charAt(i)) >= 0)) i++;
            String t = s.substring(start, i);
            if (t.contains(".") || t.contains("e") || t.contains("E")) return Double.parseDouble(t);
            return Long.parseLong(t);
        }
    }

    static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                case '\n': sb.append("\\n"); break;
                case '\t': sb.append("\\t"); break;
                default:
                    if (c < 0x20 || c > 0x7e) sb.append(String.format("\\u%04x", (int) c));
                    else sb.append(c);
            }
        }
        return sb.append('"').toString();
    }

    static void pretty(Object v, int indent, StringBuilder out) {
        String pad = "  ".repeat(indent);
        if (v instanceof Map) {
            Map<?, ?> m = (Map<?, ?>) v;
            if (m.isEmpty()) { out.append("{}"); return; }
            out.append("{\n");
            int n = 0;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                out.append(pad).append("  ").append(quote((String) e.getKey())).append(": ");
                pretty(e.getValue(), indent + 1, out);
                out.append(++n < m.size() ? ",\n" : "\n");
            }
            out.append(pad).append('}');
        } else if (v instanceof List) {
            List<?> l = (List<?>) v;
            if (l.isEmpty()) { out.append("[]"); return; }
            boolean simple = true;
            for (Object o : l) if (o instanceof Map || o instanceof List) simple = false;
            if (simple) {
                out.append('[');
                for (int k = 0; k < l.size(); k++) { if (k > 0) out.append(", "); pretty(l.get(k), indent, out); }
                out.append(']');
                return;
            }
            out.append("[\n");
            for (int k = 0; k < l.size(); k++) {
                out.append(pad).append("  ");
                pretty(l.get(k), indent + 1, out);
                out.append(k + 1 < l.size() ? ",\n" : "\n");
            }
            out.append(pad).append(']');
        } else if (v instanceof String) {
            out.append(quote((String) v));
        } else {
            out.append(v);
        }
    }

    static String compact(Object v) {
        if (v instanceof Map) {
            StringBuilder sb = new StringBuilder("{");
            for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
                if (sb.length() > 1) sb.append(',');
                sb.append(quote((String) e.getKey())).append(':').append(compact(e.getValue()));
            }
            return sb.append('}').toString();
        }
        if (v instanceof List) {
            StringBuilder sb = new StringBuilder("[");
            for (Object o : (List<?>) v) { if (sb.length() > 1) sb.append(','); sb.append(compact(o)); }
            return sb.append(']').toString();
        }
        return v instanceof String ? quote((String) v) : String.valueOf(v);
    }

    public static void main(String[] args) {
        String doc = "{\"name\": \"demo\", \"version\": 3, \"pi\": 3.14159, \"tags\": [\"a\", \"b\\n\", \"\\u0041\"],"
            + " \"nested\": {\"empty\": {}, \"list\": [], \"deep\": [{\"x\": 1, \"y\": [true, false, null]}, -2.5e3]},"
            + " \"quote\": \"say \\\"hi\\\"\", \"neg\": -17}";
        Object v = new Parser(doc).parse();
        StringBuilder out = new StringBuilder();
        pretty(v, 0, out);
        System.out.println(out);
        String c1 = compact(v);
        String c2 = compact(new Parser(c1).parse());
        System.out.println(c1);
        System.out.println("round trip stable: " + c1.equals(c2));
        String[] bad = { "{\"a\" 1}", "[1, 2", "{\"a\": tru}", "[1,]", "\"unterminated", "{} extra", "" };
        for (String b : bad) {
            try {
                new Parser(b).parse();
                System.out.println("parsed?! " + b);
            } catch (IllegalArgumentException e) {
                System.out.println("error: " + e.getMessage());
            } catch (StringIndexOutOfBoundsException e) {
                System.out.println("error: ran off the end");
            }
        }
    }
}
