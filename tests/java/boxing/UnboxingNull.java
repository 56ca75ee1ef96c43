// Unboxing a null reference throws NullPointerException in every context
// (assignment, arithmetic, comparison, condition, switch, array index, method argument).
import java.util.HashMap;
import java.util.Map;

public class UnboxingNull {
    static int take(int x) { return x; }

    public static void main(String[] args) {
        Integer n = null;
        Boolean bn = null;
        Long ln = null;
        Double dn = null;
        int caught = 0;
        try { int x = n; System.out.println(x); } catch (NullPointerException e) { caught++; System.out.println("assign"); }
        try { System.out.println(n + 1); } catch (NullPointerException e) { caught++; System.out.println("arithmetic"); }
        try { System.out.println(n < 5); } catch (NullPointerException e) { caught++; System.out.println("compare"); }
        try { if (bn) System.out.println("t"); } catch (NullPointerException e) { caught++; System.out.println("condition"); }
        try { switch (n) { default: System.out.println("d"); } } catch (NullPointerException e) { caught++; System.out.println("switch"); }
        try { int[] a = new int[1]; System.out.println(a[n]); } catch (NullPointerException e) { caught++; System.out.println("index"); }
        try { System.out.println(take(n)); } catch (NullPointerException e) { caught++; System.out.println("argument"); }
        try { long l = ln * 2; System.out.println(l); } catch (NullPointerException e) { caught++; System.out.println("long"); }
        try { double d = -dn; System.out.println(d); } catch (NullPointerException e) { caught++; System.out.println("double negate"); }
        try { n++; } catch (NullPointerException e) { caught++; System.out.println("increment"); }
        Map<String, Integer> map = new HashMap<>();
        try { int v = map.get("missing"); System.out.println(v); } catch (NullPointerException e) { caught++; System.out.println("map get"); }
        try { boolean b = !bn; System.out.println(b); } catch (NullPointerException e) { caught++; System.out.println("not"); }
        Integer ok = map.getOrDefault("missing", 0);
        System.out.println("getOrDefault " + ok);
        Integer same = n;
        System.out.println("null reference copy: " + (same == null));
        System.out.println("concat null box: " + n);
        System.out.println("caught " + caught);
    }
}
