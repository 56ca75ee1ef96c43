import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.Constructor;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.representer.Representer;

/** Drives Debian's SnakeYAML: loading scalars of every resolved type, collections, anchors and
 *  merge keys, multi-document streams, JavaBeans both ways, dumper styles, events and errors. */
public class YamlDriver {
    static int failures;

    interface Step {
        Object run() throws Exception;
    }

    static void step(String name, Step s) {
        try {
            System.out.println(name + ": " + s.run());
        } catch (Throwable e) {
            failures++;
            System.out.println(name + ": threw " + e.getClass().getName() + ": " + String.valueOf(e.getMessage()).replace("\n", " / ")
                    .replaceAll("@[0-9a-f]+ ", "@<identity hash> "));
        }
    }

    public static class Server {
        private String host;
        private int port;
        private boolean secure;
        private List<String> aliases = new ArrayList<>();
        private Map<String, Double> weights = new LinkedHashMap<>();
        public String getHost() { return host; }
        public void setHost(String h) { host = h; }
        public int getPort() { return port; }
        public void setPort(int p) { port = p; }
        public boolean isSecure() { return secure; }
        public void setSecure(boolean s) { secure = s; }
        public List<String> getAliases() { return aliases; }
        public void setAliases(List<String> a) { aliases = a; }
        public Map<String, Double> getWeights() { return weights; }
        public void setWeights(Map<String, Double> w) { weights = w; }
    }

    static String typed(Object o) {
        if (o instanceof Map) {
            StringBuilder sb = new StringBuilder("{");
            for (Map.Entry<?, ?> e : ((Map<?, ?>) o).entrySet())
                sb.append(typed(e.getKey())).append('=').append(typed(e.getValue())).append(", ");
            return sb.append('}').toString();
        }
        if (o instanceof List) {
            StringBuilder sb = new StringBuilder("[");
            for (Object e : (List<?>) o)
                sb.append(typed(e)).append(", ");
            return sb.append(']').toString();
        }
        if (o instanceof byte[])
            return "bytes" + ((byte[]) o).length;
        if (o instanceof java.util.Date)
            return "Date:" + ((java.util.Date) o).getTime();
        return o == null ? "null" : o + ":" + o.getClass().getSimpleName();
    }

    public static void main(String[] args) {
        Yaml yaml = new Yaml();
        step("scalars", () -> typed(yaml.load("i: 42\nhex: 0x1F\noct: 0o17\nbig: 123456789012345678901\nf: 3.25\nexp: 1e3\ninf: .inf\n"
                + "nan: .NaN\nb: yes\nb2: false\nn: ~\ns: 'quoted: yes'\nd: 2001-12-14\nts: 2001-12-14t21:59:43.10-05:00\nbin: !!binary aGVsbG8=\n")));
        step("collections", () -> typed(yaml.load("list:\n  - a\n  - [1, 2]\n  - {k: v}\nset: !!set {x, y}\nomap: !!omap [z: 1, a: 2]\nnested:\n  deep:\n    deeper: [true]\n")));
        step("block scalars", () -> typed(yaml.load("lit: |\n  line1\n  line2\nfold: >\n  folded\n  text\n\n  para\nkeep: |+\n  k\n\nstrip: |-\n  s\n")));
        step("anchors merge", () -> typed(yaml.load("base: &b {a: 1, b: 2}\nderived:\n  <<: *b\n  b: 3\n  c: 4\nref: *b\n")));
        step("multi doc", () -> {
            StringBuilder sb = new StringBuilder();
            for (Object d : yaml.loadAll("--- 1\n--- [a]\n--- {k: v}\n...\n"))
                sb.append(typed(d)).append(" | ");
            return sb;
        });
        step("bean load", () -> {
            Yaml y = new Yaml(new Constructor(Server.class));
            Server s = y.load("host: example.org\nport: 8443\nsecure: true\naliases: [www, api]\nweights: {a: 0.5, b: 2}\n");
            return s.getHost() + " " + s.getPort() + " " + s.isSecure() + " " + s.getAliases() + " " + typed(s.getWeights());
        });
        step("bean dump", () -> {
            Server s = new Server();
            s.setHost("h");
            s.setPort(1);
            s.getAliases().add("x");
            s.getWeights().put("w", 1.5);
            return "\n" + new Yaml().dump(s);
        });
        step("tagged bean", () -> {
            Yaml y = new Yaml(new Constructor(new LoaderOptions()));
            Object o = y.load("!!YamlDriver$Server {host: t, port: 2}");
            return o.getClass().getSimpleName() + " " + ((Server) o).getHost();
        });
        step("dump default", () -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", "multi\nline");
            m.put("list", List.of(1, 2.5, "three", true));
            m.put("nested", Map.of("k", "v"));
            m.put("empty", new ArrayList<>());
            m.put("quote", "needs: quoting");
            m.put("null", null);
            return "\n" + yaml.dump(m);
        });
        step("dump styles", () -> {
            DumperOptions o = new DumperOptions();
            o.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
            o.setIndent(4);
            o.setIndicatorIndent(2);
            o.setPrettyFlow(true);
            o.setDefaultScalarStyle(DumperOptions.ScalarStyle.DOUBLE_QUOTED);
            o.setExplicitStart(true);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("a", List.of("x", "y"));
            m.put("b", Map.of("c", 1));
            String block = new Yaml(o).dump(m);
            DumperOptions f = new DumperOptions();
            f.setDefaultFlowStyle(DumperOptions.FlowStyle.FLOW);
            f.setWidth(20);
            f.setCanonical(false);
            return "\n" + block + new Yaml(f).dump(m) + new Yaml(new Representer(new DumperOptions()), f).dumpAll(List.of(1, "two").iterator());
        });
        step("unicode", () -> yaml.dump("caf\u00e9 \u4e2d \ud83d\ude00").trim() + " " + yaml.load("\"\\u00e9\\x41\\t\""));
        step("compose", () -> {
            Node n = yaml.compose(new StringReader("a: [1, {b: c}]"));
            return n.getNodeId() + " " + n.getTag() + " " + n.getStartMark().getLine();
        });
        step("events", () -> {
            StringBuilder sb = new StringBuilder();
            for (Event e : yaml.parse(new StringReader("k: [v, 2]")))
                sb.append(e.getEventId()).append(' ');
            return sb.toString().trim();
        });
        step("syntax error", () -> yaml.load("a: [1, 2\nb: 3"));
        step("duplicate key", () -> {
            LoaderOptions lo = new LoaderOptions();
            lo.setAllowDuplicateKeys(false);
            return new Yaml(lo).load("a: 1\na: 2");
        });
        step("bad bean property", () -> new Yaml(new Constructor(Server.class)).load("nosuch: 1"));
        System.out.println("failures: " + failures);
    }
}
