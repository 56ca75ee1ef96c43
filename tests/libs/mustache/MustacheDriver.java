import com.github.mustachejava.DefaultMustacheFactory;
import com.github.mustachejava.Mustache;
import com.github.mustachejava.MustacheException;
import com.github.mustachejava.MustacheFactory;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.*;
import java.util.function.Function;

/** Drives mustache.java: templates compiled from strings, rendered over maps, beans (fields,
 *  getters, methods), lists, optionals, lambdas, partials through a resolver, inverted and
 *  nested sections, escaping, set delimiters, and compile errors. */
public class MustacheDriver {
    public static class Item {
        public final String name;
        private final int qty;
        private final double price;

        Item(String name, int qty, double price) {
            this.name = name;
            this.qty = qty;
            this.price = price;
        }

        public int getQty() { return qty; }
        double price() { return price; }
        public String total() { return String.format(Locale.ROOT, "%.2f", qty * price); }
        public boolean isBulk() { return qty >= 10; }
    }

    public static class Order {
        public String customer = "Ada <ada@example.org>";
        public List<Item> items = Arrays.asList(new Item("bolt", 12, 0.25), new Item("nut", 3, 0.1), new Item("gear", 1, 7.5));
        public List<String> notes = Collections.emptyList();
        public Optional<String> coupon = Optional.of("SAVE10");
        public Function<String, String> upper = s -> s.toUpperCase();
        public Map<String, Object> meta = new TreeMap<>(Map.of("id", 42, "rush", true));
        public Object nothing = null;
    }

    static final Map<String, String> TEMPLATES = new HashMap<>();

    static void render(MustacheFactory mf, String name, Object... scopes) {
        try {
            Mustache m = mf.compile(new StringReader(TEMPLATES.get(name)), name);
            StringWriter w = new StringWriter();
            m.execute(w, scopes).flush();
            System.out.println("--- " + name + "\n" + w);
        } catch (MustacheException | java.io.IOException e) {
            System.out.println("--- " + name + " failed: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        TEMPLATES.put("order",
                "Order {{meta.id}} for {{customer}} / raw: {{{customer}}} / amp: {{&customer}}\n"
                + "{{#items}}\n"
                + "- {{name}} x{{qty}} @ {{price}} = {{total}}{{#bulk}} (bulk){{/bulk}}\n"
                + "{{/items}}\n"
                + "{{^notes}}No notes.{{/notes}}\n"
                + "{{#coupon}}Coupon: {{.}}{{/coupon}}\n"
                + "{{#upper}}shout {{customer}}{{/upper}}\n"
                + "{{#meta.rush}}RUSH{{/meta.rush}}{{^nothing}} nothing-is-empty{{/nothing}}\n"
                + "{{> footer}}\n"
                + "{{! a comment that is dropped }}done");
        TEMPLATES.put("footer", "Thanks, {{customer}}! Items: {{#items}}{{name}}{{^-last}}, {{/-last}}{{/items}}");
        TEMPLATES.put("delims", "{{=<% %>=}}<% greeting %>, {{not a tag}} <%={{ }}=%>{{greeting}} again");
        TEMPLATES.put("nested", "{{#outer}}[{{label}}:{{#inner}}({{label}}/{{v}}){{/inner}}]{{/outer}} top={{label}}");
        TEMPLATES.put("scopes", "{{a}} {{b}} {{c}} {{missing}}|");
        TEMPLATES.put("broken", "{{#open}} never closed");
        TEMPLATES.put("mismatch", "{{#a}}x{{/b}}");
        TEMPLATES.put("nopartial", "{{> absent}}");

        MustacheFactory mf = new DefaultMustacheFactory(name -> {
            String t = TEMPLATES.get(name);
            return t == null ? null : new StringReader(t);
        });
        render(mf, "order", new Order());
        render(mf, "delims", Map.of("greeting", "hello"));
        Map<String, Object> nested = new HashMap<>();
        nested.put("label", "root");
        List<Object> outer = new ArrayList<>();
        for (int i = 1; i <= 2; i++) {
            Map<String, Object> o = new HashMap<>();
            o.put("label", "o" + i);
            List<Map<String, Object>> inner = new ArrayList<>();
            inner.add(Map.of("v", i * 10));
            inner.add(Map.of("v", i * 10 + 1, "label", "own"));
            o.put("inner", inner);
            outer.add(o);
        }
        nested.put("outer", outer);
        render(mf, "nested", nested);
        render(mf, "scopes", Map.of("a", 1), Map.of("a", 2, "b", "two"), new Object() { public String c = "field c"; });
        render(mf, "broken", Map.of());
        render(mf, "mismatch", Map.of());
        render(mf, "nopartial", Map.of());
    }
}
