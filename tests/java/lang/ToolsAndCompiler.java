/** java.util.spi.ToolProvider (a program's own tool; none of the JDK's here) and the deprecated java.lang.Compiler. */
import java.util.spi.ToolProvider;
import java.io.*;
public class ToolsAndCompiler {
    public static class Echo implements ToolProvider {
        public String name() { return "echo-tool"; }
        public int run(PrintWriter out, PrintWriter err, String... args) { out.println("echo: " + String.join(" ", args)); err.println("err"); return args.length; }
    }
    @SuppressWarnings("removal")
    public static void main(String[] a) {
        System.out.println(ToolProvider.findFirst("no-such-tool").isPresent());
        ToolProvider t = new Echo();
        ByteArrayOutputStream o = new ByteArrayOutputStream(), e = new ByteArrayOutputStream();
        int rc = t.run(new PrintStream(o), new PrintStream(e), "a", "b");
        System.out.println(rc + " [" + o.toString().trim() + "] [" + e.toString().trim() + "]");
        try { t.run(System.out, System.err, (String) null); } catch (NullPointerException x) { System.out.println("NPE"); }
        System.out.println(Compiler.compileClass(ToolsAndCompiler.class) + " " + Compiler.command("x"));
    }
}
