import java.io.*;
import java.util.*;
import javax.script.*;

/** javax.script with an engine of our own (sums of numbers and names): the manager's
 *  registrations and lookups, global and engine scopes, contexts, bindings' key checks,
 *  compiled scripts, ScriptException's message, every error text. */
public class ScriptEngineApi {
    static class SumFactory implements ScriptEngineFactory {
        public String getEngineName() { return "Sum Engine"; }
        public String getEngineVersion() { return "1.0"; }
        public List<String> getExtensions() { return Arrays.asList("sum"); }
        public List<String> getMimeTypes() { return Arrays.asList("text/x-sum"); }
        public List<String> getNames() { return Arrays.asList("sum", "adder"); }
        public String getLanguageName() { return "sum"; }
        public String getLanguageVersion() { return "0.1"; }
        public Object getParameter(String key) { return key.equals(ScriptEngine.NAME) ? "sum" : null; }
        public String getMethodCallSyntax(String obj, String m, String... args) { return obj + "." + m; }
        public String getOutputStatement(String s) { return s; }
        public String getProgram(String... statements) { return String.join(" + ", statements); }
        public ScriptEngine getScriptEngine() { return new SumEngine(this); }
    }

    static class SumEngine extends AbstractScriptEngine implements Compilable {
        final ScriptEngineFactory factory;

        SumEngine(ScriptEngineFactory f) { factory = f; }

        public Object eval(String script, ScriptContext ctx) throws ScriptException {
            long sum = 0;
            int col = 0;
            for (String term : script.split("\\+")) {
                String t = term.trim();
                col += term.length() + 1;
                if (t.isEmpty()) throw new ScriptException("empty term", (String) ctx.getAttribute(ScriptEngine.FILENAME), 1, col);
                if (Character.isDigit(t.charAt(0))) {
                    sum += Long.parseLong(t);
                } else {
                    Object v = ctx.getAttribute(t);
                    if (v == null) throw new ScriptException("undefined: " + t);
                    sum += ((Number) v).longValue();
                }
            }
            try {
                ctx.getWriter().write("[sum=" + sum + " scope of x=" + ctx.getAttributesScope("x") + "]\n");
                ctx.getWriter().flush();
            } catch (IOException e) {
                throw new ScriptException(e);
            }
            ctx.setAttribute("last", sum, ScriptContext.ENGINE_SCOPE);
            return sum;
        }

        public Object eval(Reader reader, ScriptContext ctx) throws ScriptException {
            StringBuilder sb = new StringBuilder();
            try {
                for (int c; (c = reader.read()) >= 0; ) sb.append((char) c);
            } catch (IOException e) {
                throw new ScriptException(e);
            }
            return eval(sb.toString(), ctx);
        }

        public Bindings createBindings() { return new SimpleBindings(); }
        public ScriptEngineFactory getFactory() { return factory; }

        public CompiledScript compile(String script) {
            SumEngine self = this;
            return new CompiledScript() {
                public Object eval(ScriptContext ctx) throws ScriptException { return self.eval(script, ctx); }
                public ScriptEngine getEngine() { return self; }
            };
        }

        public CompiledScript compile(Reader script) throws ScriptException {
            StringBuilder sb = new StringBuilder();
            try {
                for (int c; (c = script.read()) >= 0; ) sb.append((char) c);
            } catch (IOException e) {
                throw new ScriptException(e);
            }
            return compile(sb.toString());
        }
    }

    interface Call {
        Object run() throws Exception;
    }

    static void attempt(String what, Call c) {
        try {
            System.out.println(what + ": " + c.run());
        } catch (Exception e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        ScriptEngineManager m = new ScriptEngineManager();
        System.out.println("factories on the class path: " + m.getEngineFactories().size());
        System.out.println("unknown: " + m.getEngineByName("sum") + " " + m.getEngineByExtension("sum") + " " + m.getEngineByMimeType("text/x-sum"));
        SumFactory f = new SumFactory();
        m.registerEngineName("sum", f);
        m.registerEngineExtension("sum", f);
        m.registerEngineMimeType("text/x-sum", f);
        m.put("x", 40);
        System.out.println("global x: " + m.get("x") + " bindings same: " + (m.getBindings() == m.getBindings()));
        ScriptEngine e = m.getEngineByName("sum");
        System.out.println("by ext " + (m.getEngineByExtension("sum") != null) + " by mime " + (m.getEngineByMimeType("text/x-sum") != null)
                + " factory " + e.getFactory().getEngineName() + " global shared " + (e.getBindings(ScriptContext.GLOBAL_SCOPE) == m.getBindings()));
        StringWriter out = new StringWriter();
        e.getContext().setWriter(out);
        System.out.println("eval: " + e.eval("1 + 2 + x"));
        e.put("x", 100);
        System.out.println("engine x shadows: " + e.eval("x + 1") + " get=" + e.get("x") + " last=" + e.get("last"));
        Bindings local = e.createBindings();
        local.put("y", 5);
        System.out.println("with bindings: " + e.eval("y + x", local) + " local last=" + local.get("last") + " engine last=" + e.get("last"));
        System.out.println("reader: " + e.eval(new StringReader("7 + 8")));
        CompiledScript cs = ((Compilable) e).compile("x + 2");
        System.out.println("compiled: " + cs.eval() + " " + cs.eval(local) + " same engine " + (cs.getEngine() == e));
        System.out.print("writer got:\n" + out);
        e.getContext().setAttribute(ScriptEngine.FILENAME, "calc.sum", ScriptContext.ENGINE_SCOPE);
        attempt("syntax error", () -> e.eval("1 + + 2"));
        attempt("undefined", () -> e.eval("nope + 1"));
        ScriptException se = new ScriptException("bad", "f.js", 3, 9);
        System.out.println(se.getMessage() + " | " + se.getFileName() + " " + se.getLineNumber() + " " + se.getColumnNumber());
        System.out.println(new ScriptException("m", null, 4).getMessage() + " | " + new ScriptException("m", "g", -1).getMessage()
                + " | " + new ScriptException(new IOException("io")).getMessage() + " " + new ScriptException("plain").getLineNumber());

        SimpleScriptContext ctx = new SimpleScriptContext();
        System.out.println("scopes " + ctx.getScopes() + " global=" + ctx.getBindings(ScriptContext.GLOBAL_SCOPE)
                + " writer=" + (ctx.getWriter() instanceof PrintWriter) + " reader=" + (ctx.getReader() != null));
        ctx.setAttribute("a", 1, ScriptContext.GLOBAL_SCOPE);
        System.out.println("global set without bindings: " + ctx.getAttribute("a") + " " + ctx.getAttributesScope("a"));
        ctx.setBindings(new SimpleBindings(), ScriptContext.GLOBAL_SCOPE);
        ctx.setAttribute("a", 1, ScriptContext.GLOBAL_SCOPE);
        ctx.setAttribute("b", 2, ScriptContext.ENGINE_SCOPE);
        System.out.println("a=" + ctx.getAttribute("a") + " scope " + ctx.getAttributesScope("a") + " b scope " + ctx.getAttributesScope("b")
                + " removed " + ctx.removeAttribute("a", ScriptContext.GLOBAL_SCOPE) + " then " + ctx.getAttributesScope("a"));
        attempt("bad scope get", () -> ctx.getAttribute("a", 7));
        attempt("bad scope set", () -> { ctx.setAttribute("a", 1, 7); return null; });
        attempt("bad scope bindings", () -> ctx.getBindings(7));
        attempt("bad scope setBindings", () -> { ctx.setBindings(new SimpleBindings(), 7); return null; });
        attempt("null engine bindings", () -> { ctx.setBindings(null, ScriptContext.ENGINE_SCOPE); return null; });
        attempt("empty name", () -> ctx.getAttribute(""));
        attempt("null name", () -> ctx.getAttribute(null));
        attempt("engine bad scope", () -> e.getBindings(5));
        attempt("engine null context", () -> { e.setContext(null); return null; });
        attempt("engine null bindings eval", () -> e.eval("1", (Bindings) null));
        attempt("manager null bindings", () -> { m.setBindings(null); return null; });
        attempt("manager null name", () -> m.getEngineByName(null));
        attempt("register null", () -> { m.registerEngineName("x", null); return null; });

        SimpleBindings b = new SimpleBindings(new TreeMap<>());
        b.put("k", 1);
        b.putAll(Map.of("j", 2));
        System.out.println("bindings " + b.keySet() + " " + b.values() + " " + b.containsKey("k") + " " + b.containsValue(2) + " size " + b.size());
        attempt("null key", () -> b.put(null, 1));
        attempt("empty key", () -> b.put("", 1));
        attempt("non-string key", () -> b.get(5));
        attempt("null merge", () -> { b.putAll(null); return null; });
        Map<String, Object> withNull = new HashMap<>();
        withNull.put(null, 1);
        attempt("merge with null key", () -> { b.putAll(withNull); return null; });
        attempt("SimpleBindings(null)", () -> new SimpleBindings(null));
        b.clear();
        System.out.println("cleared " + b.isEmpty() + " " + ScriptEngine.FILENAME + " " + ScriptEngine.ARGV + " " + ScriptContext.ENGINE_SCOPE);
    }
}
