// Recursion that re-enters the interpreter from the VM's C code at every level
// (string concatenation calling toString, lambdas, a Runnable calling itself):
// StackOverflowError, catchable, and the thread goes on.
import java.util.function.*;
public class DeepNativeRecursion {
    DeepNativeRecursion next;
    public String toString() { return "[" + next + "]"; }
    static int depth;
    static class Init { static { depth++; } }
    static Supplier<Integer> s;
    static int viaLambda(int n) { Function<Integer,Integer> f = x -> viaLambda(x + 1); return f.apply(n); }
    public static void main(String[] a) {
        DeepNativeRecursion d = new DeepNativeRecursion(); d.next = d;
        try { System.out.println(d.toString().length()); } catch (StackOverflowError e) { System.out.println("toString via concat: StackOverflowError"); }
        try { viaLambda(0); } catch (StackOverflowError e) { System.out.println("lambda: StackOverflowError"); }
        Runnable[] r = new Runnable[1];
        r[0] = () -> { Thread t = Thread.currentThread(); r[0].run(); };
        try { r[0].run(); } catch (StackOverflowError e) { System.out.println("runnable: StackOverflowError"); }
        try { java.lang.reflect.Array.newInstance(int.class, 1); recurseArrays(0); } catch (StackOverflowError e) { System.out.println("arrays: StackOverflowError"); }
        System.out.println("still alive");
    }
    static Object recurseArrays(int n) { Object o = java.util.Arrays.asList(new Object[]{n}).toString(); return recurseArrays(n + 1); }
}
