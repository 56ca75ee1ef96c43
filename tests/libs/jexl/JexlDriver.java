import java.util.*;
import org.apache.commons.jexl3.*;

/** Drives Commons JEXL 3: expressions and scripts over a context, Java objects through its
 *  introspection (properties, methods, maps, arrays), namespaces, lambdas, loops, templates,
 *  and its error reporting. */
public class JexlDriver {
    public static class Account {
        private final String owner;
        private double balance;

        public Account(String owner, double balance) {
            this.owner = owner;
            this.balance = balance;
        }

        public String getOwner() { return owner; }
        public double getBalance() { return balance; }
        public void setBalance(double b) { balance = b; }
        public boolean isRich() { return balance > 1000; }
        public Account deposit(double amount) { balance += amount; return this; }
        public String toString() { return owner + ":" + balance; }
    }

    public static class MathNs {
        public static long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
        public static String repeat(String s, int n) { return s.repeat(n); }
    }

    static void run(JexlEngine jexl, JexlContext ctx, String src) {
        try {
            Object r = jexl.createScript(src).execute(ctx);
            System.out.println(src.replace("\n", " ") + "  =>  " + r + (r == null ? "" : " (" + r.getClass().getSimpleName() + ")"));
        } catch (JexlException e) {
            String m = e.getMessage();
            System.out.println(src.replace("\n", " ") + "  !!  " + e.getClass().getSimpleName() + ": " + m.substring(m.indexOf(' ') + 1));
        }
    }

    public static void main(String[] args) {
        Map<String, Object> ns = new HashMap<>();
        ns.put("m", MathNs.class);
        JexlEngine jexl = new JexlBuilder().namespaces(ns).strict(true).silent(false).cache(64).create();
        JexlContext ctx = new MapContext();
        ctx.set("acct", new Account("ada", 250.5));
        ctx.set("nums", new int[] {4, 8, 15, 16, 23, 42});
        ctx.set("names", Arrays.asList("zed", "amy", "bob"));
        Map<String, Object> cfg = new LinkedHashMap<>();
        cfg.put("depth", 3);
        cfg.put("label", "x");
        ctx.set("cfg", cfg);
        String[] scripts = {
            "1 + 2 * 3 - 4 / 2", "7 % 3 + 2 ** 1", "10 / 4", "10.0 / 4", "2b + 3h", "'con' + 'cat' + 1",
            "acct.owner", "acct.balance * 2", "acct.rich", "acct.deposit(1000).rich", "acct.balance = 5; acct.balance",
            "nums[2] + nums.length", "size(names)", "names[1].toUpperCase()", "cfg.depth + cfg['depth']", "cfg.missing",
            "empty(names) || empty('')", "x = 5; y = x > 3 ? 'big' : 'small'; y", "var s = 0; for (var n : nums) { if (n % 2 == 0) s += n; } s",
            "var i = 0; var acc = ''; while (i < 4) { acc = acc + i; i = i + 1; } acc", "m:fact(15)", "m:repeat('ab', 3)",
            "var sq = (v) -> v * v; sq(12)", "var add = function(a, b) { return a + b; }; add(2, add(3, 4))",
            "[1, 2, 3].size()", "{ 'k' : 1, 'j' : 2 }.size()", "(1 .. 5).size()", "var t = 0; for (var k : 1 .. 10) t += k; t",
            "'abc' =~ ['x', 'abc']", "'hello' =^ 'he'", "'hello' =$ 'lo'", "names.contains('amy') && !names.contains('al')",
            "a = 'str'; a.length()", "null ?? 'fallback'", "acct?.owner?.length()", "1 / 0", "undefinedVar + 1",
            "acct.noSuchMethod()", "if (true) { 42 }", "1 +* 2", "new('java.lang.StringBuilder', 'sb').append('!').toString()",
            "java.lang.Math", "var list = new('java.util.ArrayList'); list.add(3); list.add(1); list", "'x'.class.simpleName",
        };
        for (String s : scripts) run(jexl, ctx, s);

        JexlExpression ex = jexl.createExpression("acct.balance > limit");
        ctx.set("limit", 100);
        System.out.println("expression: " + ex.getSourceText() + " -> " + ex.evaluate(ctx));
        JexlScript withParams = jexl.createScript("a * b + c", "a", "b", "c");
        System.out.println("params " + Arrays.toString(withParams.getParameters()) + " -> " + withParams.execute(null, 2, 3, 4));
        Set<List<String>> vars = jexl.createScript("p.q + r * s").getVariables();
        List<String> vl = new ArrayList<>();
        for (List<String> v : vars) vl.add(String.join(".", v));
        Collections.sort(vl);
        System.out.println("variables: " + vl);

        JxltEngine jxlt = jexl.createJxltEngine();
        JxltEngine.Template tpl = jxlt.createTemplate("$$ for (var n : names) {\nHello ${n}! (${n.length()} letters)\n$$ }\nTotal: ${size(names)}\n");
        java.io.StringWriter w = new java.io.StringWriter();
        tpl.evaluate(ctx, w);
        System.out.print("template:\n" + w);
        JxltEngine.Expression ue = jxlt.createExpression("owner=${acct.owner} #{1 + 1}");
        System.out.println("unified: " + ue.evaluate(ctx) + " immediate=" + ue.isImmediate());
        JexlEngine lenient = new JexlBuilder().strict(false).silent(true).create();
        javax.script.ScriptEngineManager sem = new javax.script.ScriptEngineManager();
        for (javax.script.ScriptEngineFactory f : sem.getEngineFactories()) {
            System.out.println("engine factory: " + f.getEngineName() + " " + f.getEngineVersion() + " names=" + f.getNames()
                    + " language=" + f.getLanguageName() + " ext=" + f.getExtensions() + " program=" + f.getProgram("a = 1", "a + 1"));
        }
        try {
            javax.script.ScriptEngine je = sem.getEngineByName("jexl");
            sem.put("base", 10);
            je.put("n", 6);
            System.out.println("jsr223: " + je.eval("n * 7 + base") + " " + je.eval("var s = ''; for (var c : ['a','b']) s = s + c; s")
                    + " ctx=" + je.eval("n", new javax.script.SimpleBindings(new HashMap<>(Map.of("n", 99)))));
            javax.script.CompiledScript compiled = ((javax.script.Compilable) je).compile("n + 1");
            System.out.println("compiled: " + compiled.eval() + " " + compiled.eval(new javax.script.SimpleBindings(new HashMap<>(Map.of("n", 1)))));
            je.eval("1 +* 2");
        } catch (javax.script.ScriptException e) {
            System.out.println("ScriptException: " + e.getMessage().split("\n")[0].replaceAll("@[0-9a-f]+", "@"));
        }
        System.out.println("lenient: " + lenient.createScript("undefinedVar + 1").execute(new MapContext()) + " " + lenient.createExpression("1/0").evaluate(null));
    }
}
