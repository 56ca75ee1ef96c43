// instanceof with pattern variables (Java 16): scoping with && and negation,
// patterns in loops, and a small evaluator using instanceof patterns; plus var.
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class PatternMatching {
    interface Expr { }
    static final class Num implements Expr { final int v; Num(int v) { this.v = v; } }
    static final class Add implements Expr { final Expr l, r; Add(Expr l, Expr r) { this.l = l; this.r = r; } }
    static final class Mul implements Expr { final Expr l, r; Mul(Expr l, Expr r) { this.l = l; this.r = r; } }
    static final class Neg implements Expr { final Expr e; Neg(Expr e) { this.e = e; } }

    static int eval(Expr e) {
        if (e instanceof Num n) return n.v;
        if (e instanceof Add a) return eval(a.l) + eval(a.r);
        if (e instanceof Mul m && m.l instanceof Num n && n.v == 0) return 0;   // short circuit
        if (e instanceof Mul m) return eval(m.l) * eval(m.r);
        if (!(e instanceof Neg ng)) throw new IllegalArgumentException("unknown");
        return -eval(ng.e);
    }

    static String show(Expr e) {
        if (e instanceof Num n) return Integer.toString(n.v);
        if (e instanceof Add a) return "(" + show(a.l) + " + " + show(a.r) + ")";
        if (e instanceof Mul m) return show(m.l) + " * " + show(m.r);
        return e instanceof Neg ng ? "-" + show(ng.e) : "?";
    }

    static String describe(Object o) {
        if (o instanceof Integer i && i > 10) return "big int " + i;
        else if (o instanceof Integer i) return "small int " + i;
        else if (o instanceof String s && !s.isEmpty()) return "string of " + s.length();
        else if (o instanceof int[] arr) return "int array of " + arr.length;
        else if (o instanceof List<?> list) return "list " + list.size();
        return "other " + o;
    }

    public static void main(String[] args) {
        Expr e = new Add(new Num(2), new Mul(new Num(3), new Neg(new Num(4))));
        System.out.println(show(e) + " = " + eval(e));
        System.out.println(eval(new Mul(new Num(0), new Neg(new Num(9)))));
        for (Object o : new Object[] { 5, 50, "hey", "", new int[3], List.of(1), null, 2.5 }) System.out.println(describe(o));
        var list = new ArrayList<Map<String, Integer>>();
        var m = new TreeMap<String, Integer>();
        m.put("b", 2);
        m.put("a", 1);
        list.add(m);
        for (var entry : list.get(0).entrySet()) {
            var key = entry.getKey();
            var doubled = entry.getValue() * 2;
            System.out.println(key + " -> " + doubled);
        }
        var lambdaHolder = (Runnable) () -> System.out.println("var with cast lambda");
        lambdaHolder.run();
        var sum = 0L;
        for (var i = 0; i < 10; i++) sum += i;
        System.out.println("var long sum " + sum + " " + ((Object) sum).getClass().getSimpleName());
        Object obj = "pattern";
        if (!(obj instanceof String str)) {
            System.out.println("not a string");
            return;
        }
        System.out.println("str in scope after negated test: " + str.toUpperCase());
    }
}
