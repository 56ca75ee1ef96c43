import bsh.EvalError;
import bsh.Interpreter;
import bsh.TargetError;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.*;

/** Drives BeanShell: expressions, loose and typed variables, scripted methods, loops,
 *  Java objects through reflection, interfaces implemented by scripts, scripted classes,
 *  exceptions, and values passed both ways with set/get. */
public class BshDriver {
    public static Comparator<String> lengthOrder;

    static void eval(Interpreter bsh, String src) {
        try {
            Object r = bsh.eval(src);
            System.out.println("=> " + (r == null ? "null" : r + " (" + r.getClass().getName() + ")"));
        } catch (TargetError e) {
            System.out.println("target error: " + e.getTarget());
        } catch (EvalError e) {
            String m = e.getMessage();
            System.out.println("eval error: " + (m.length() > 140 ? m.substring(0, 140) : m).replace('\n', ' '));
        }
    }

    public static void main(String[] args) throws Exception {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(buf, true);
        Interpreter bsh = new Interpreter(new java.io.StringReader(""), out, out, false);
        eval(bsh, "1 + 2 * 3");
        eval(bsh, "\"abc\".toUpperCase() + 'x'");
        eval(bsh, "x = 7; y = x * 6; y");
        eval(bsh, "int z = 5; z <<= 3; z");
        eval(bsh, "long big = 1L << 40; big + 1");
        eval(bsh, "double d = 1.0 / 3; d");
        eval(bsh, "7 / 2 + 7 % 3 + (7 > 2 ? 100 : 0)");
        eval(bsh, "int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); } fib(15)");
        eval(bsh, "fact(n) { if (n <= 1) return 1; return n * fact(n - 1); } fact(20L)");
        eval(bsh, "sum = 0; for (int i = 0; i < 100; i++) { if (i % 3 == 0) continue; sum += i; } sum");
        eval(bsh, "import java.util.*; list = new ArrayList(); for (s : new String[] {\"pear\", \"fig\", \"banana\"}) list.add(s); Collections.sort(list); list");
        eval(bsh, "m = new HashMap(); m.put(\"a\", 1); m.put(\"b\", 2); m.get(\"b\") + m.size()");
        eval(bsh, "sb = new StringBuilder(); i = 0; while (i < 5) { sb.append(i).append(','); i++; } sb.toString()");
        eval(bsh, "switch (3) { case 1: r = \"one\"; break; case 3: r = \"three\"; break; default: r = \"?\"; } r");
        eval(bsh, "arr = new int[] {5, 3, 9, 1}; java.util.Arrays.sort(arr); arr[0] + \":\" + arr[3] + \":\" + arr.length");
        eval(bsh, "Math.max(3, 11) + Math.abs(-2.5) + Integer.parseInt(\"40\")");
        eval(bsh, "String.format(\"%05d|%-4s|%.2f\", new Object[] {42, \"ab\", 3.14159})");
        eval(bsh, "r = new Runnable() { public void run() { print(\"ran\"); } }; r.run(); r instanceof Runnable");
        eval(bsh, "cmp = new Comparator() { public int compare(a, b) { return a.length() - b.length(); } }; BshDriver.lengthOrder = cmp; 1");
        List<String> words = new ArrayList<>(Arrays.asList("kiwi", "fig", "banana", "apple"));
        words.sort(lengthOrder);
        System.out.println("sorted by script comparator: " + words);
        eval(bsh, "try { Integer.parseInt(\"zz\"); } catch (NumberFormatException e) { caught = e.getMessage(); } caught");
        eval(bsh, "throw new IllegalStateException(\"from script\")");
        eval(bsh, "undefinedMethod(1)");
        eval(bsh, "int q = \"string\";");
        eval(bsh, "1 +");
        eval(bsh, "o = new Object(); o.noSuchMethod()");
        eval(bsh, "class Point { int x, y; Point(int x, int y) { this.x = x; this.y = y; } int dist() { return Math.abs(x) + Math.abs(y); } public String toString() { return \"P(\" + x + \",\" + y + \")\"; } } p = new Point(3, -4); p + \" \" + p.dist()");
        eval(bsh, "counter() { int c = 0; inc() { c++; return c; } return this; } k = counter(); k.inc(); k.inc(); k.inc()");
        eval(bsh, "s = \"\"; for (char ch : \"hello\".toCharArray()) s = ch + s; s");
        eval(bsh, "Character.isDigit('7') && !Boolean.FALSE.booleanValue()");
        eval(bsh, "b = (byte) 200; sh = (short) 70000; b + \" \" + sh + \" \" + (char) 65 + \" \" + (int) 3.99");
        bsh.set("fromJava", 41);
        bsh.set("names", new String[] {"x", "y"});
        eval(bsh, "fromJava + 1 + names.length");
        bsh.eval("result = new java.util.TreeMap(); result.put(\"k\", fromJava * 2);");
        System.out.println("get: " + bsh.get("result") + " " + bsh.get("nothingHere"));
        eval(bsh, "print(\"printed \" + 42); print(new int[] {1, 2});");
        eval(bsh, "thread = new Thread(new Runnable() { public void run() { shared = 99; } }); thread.start(); thread.join(); shared");
        System.out.print("script output:\n" + buf.toString());
    }
}
