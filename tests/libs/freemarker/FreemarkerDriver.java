import freemarker.cache.StringTemplateLoader;
import freemarker.template.*;
import java.io.StringWriter;
import java.util.*;

/** Drives FreeMarker: templates from strings over maps, lists and JavaBeans (through its
 *  bean introspection), built-ins, macros, functions, conditionals, number/date formatting,
 *  includes, error reporting. */
public class FreemarkerDriver {
    public static class Product {
        private final String name;
        private final double price;
        private final List<String> tags;

        public Product(String name, double price, String... tags) {
            this.name = name;
            this.price = price;
            this.tags = Arrays.asList(tags);
        }

        public String getName() { return name; }
        public double getPrice() { return price; }
        public List<String> getTags() { return tags; }
        public boolean isCheap() { return price < 10; }
        public String shout(String s) { return s.toUpperCase() + "!"; }
    }

    static void render(Configuration cfg, String name, Map<String, Object> model) {
        try {
            Template t = cfg.getTemplate(name);
            StringWriter w = new StringWriter();
            t.process(model, w);
            System.out.println("--- " + name + "\n" + w);
        } catch (Exception e) {
            String m = String.valueOf(e.getMessage());
            int nl = m.indexOf('\n');
            System.out.println("--- " + name + " failed: " + e.getClass().getSimpleName() + ": " + (nl > 0 ? m.substring(0, nl) : m));
        }
    }

    public static void main(String[] args) throws Exception {
        System.setProperty("org.freemarker.loggerLibrary", "none");
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        Configuration cfg = new Configuration(Configuration.VERSION_2_3_31);
        StringTemplateLoader loader = new StringTemplateLoader();
        loader.putTemplate("hello", "Hello ${user}! You have ${messages?size} messages: <#list messages as m>${m?index + 1}. ${m}<#sep>, </#list>.");
        loader.putTemplate("products",
                "<#list products as p>\n${p.name?right_pad(8)} ${p.price?string('0.00')} <#if p.cheap>cheap<#else>dear</#if> [${p.tags?join(\"|\")}] ${p.shout(p.name)}\n</#list>"
                + "Total: ${products?map(p -> p.price)?size} items, first=${products?first.name}, sorted=<#list products?sort_by('price') as p>${p.name} </#list>");
        loader.putTemplate("builtins",
                "${'freemarker'?cap_first} ${'ABC'?lower_case} ${'a,b,,c'?split(',')?size} ${'  trim  '?trim}| ${'x'?left_pad(4, '.')} "
                + "${'tom & jerry <b>'?html} ${'hello world'?replace('o', '0')} ${'abcdef'?substring(1, 4)} ${'text'?length} "
                + "${3.14159?round} ${3.7?floor} ${-2.5?abs} ${1234567.891?string['#,##0.0']} ${42?c} ${10/4} ${10 % 3} "
                + "${(x!'default')} ${(missing.deep)!'none'} ${seq?reverse?join('')} ${seq?seq_contains('b')?c} ${map?keys?sort?join(',')} "
                + "${map.b} ${true?string('yes', 'no')} ${'2024-03-05'?date('yyyy-MM-dd')?string('dd MMM yyyy')} ${when?string('yyyy-MM-dd HH:mm')} ${1000.7?int} ${'x'?is_string?c} ${5?is_number?c} ${(0.1 + 0.2)?string} ${1000000?string.computer} ${(1/3)?string('0.####')}");
        loader.putTemplate("macros",
                "<#macro box title border='*'>${border}${border} ${title} ${border}${border}\n<#nested title?length>\n</#macro>"
                + "<#function fact n><#if n <= 1><#return 1></#if><#return n * fact(n - 1)></#function>"
                + "<@box title='Report'; len>length=${len}, 10!=${fact(10)}</@box>"
                + "<@box title='Other' border='#'>inner</@box>"
                + "<#assign total = 0><#list 1..10 as i><#assign total += i></#list>sum=${total} "
                + "<#switch color><#case 'red'>R<#break><#case 'blue'>B<#break><#default>?</#switch> "
                + "<#list 1..3 as i>${i}<#if i?has_next>-</#if></#list> <#list ['a', 'b'] as x>${x?counter}${x}</#list> "
                + "<#attempt>${1 + broken}<#recover>recovered</#attempt> <#include 'hello'>");
        loader.putTemplate("error1", "${undefinedVariable}");
        loader.putTemplate("error2", "<#if x>unclosed");
        loader.putTemplate("error3", "${'abc' + 1 - 2}");
        cfg.setTemplateLoader(loader);
        cfg.setDefaultEncoding("UTF-8");
        cfg.setLocale(Locale.US);
        cfg.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
        cfg.setLogTemplateExceptions(false);

        Map<String, Object> model = new HashMap<>();
        model.put("user", "Ada");
        model.put("messages", Arrays.asList("hi", "lunch?", "bye"));
        model.put("products", Arrays.asList(new Product("Widget", 9.5, "tool", "small"), new Product("Gadget", 24.99, "gizmo"),
                new Product("Doohick", 3.25)));
        model.put("seq", Arrays.asList("a", "b", "c"));
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("b", 2);
        map.put("a", 1);
        model.put("map", map);
        model.put("color", "blue");
        model.put("when", new Date(1700000000000L));
        for (String t : new String[] {"hello", "products", "builtins", "macros", "error1", "error2", "error3", "nosuch"}) {
            render(cfg, t, model);
        }
        Template inline = new Template("inline", "${a} + ${b} = ${a + b}", cfg);
        StringWriter w = new StringWriter();
        Map<String, Object> m2 = new HashMap<>();
        m2.put("a", 2);
        m2.put("b", 40);
        inline.process(m2, w);
        System.out.println("inline: " + w + " version " + Configuration.getVersion().getMajor());
    }
}
