// Conditional expressions: typing of ?: (numeric promotion, boxing), nested, in
// arguments, with side effects; and conditions built from comparisons of each type.
public class TernaryAndConditions {
    static int sideEffects = 0;

    static int se(int v) { sideEffects++; return v; }

    public static void main(String[] args) {
        boolean yes = args.length == 0;
        System.out.println(yes ? 1 : 2.0);          // double: 1.0
        System.out.println(yes ? 'a' : 0);          // char: a
        System.out.println(yes ? (Object) 'a' : 0); // Character a
        System.out.println(yes ? 1 : 'a');          // int constant fits char -> char
        Integer i1 = 1000;
        Long l1 = 5L;
        System.out.println(yes ? i1 : l1);          // binary promotion to long: 1000
        Object o = yes ? i1 : "s";
        System.out.println(o.getClass().getName());
        Integer ni = null;
        Object safe = yes ? "no unboxing" : ni;
        System.out.println(safe);
        int picked = yes ? se(1) : se(2);
        System.out.println(picked + " side effects " + sideEffects);
        int a = 5, b = 9;
        int max = a > b ? a : b;
        int min = a < b ? a : b;
        System.out.println("max " + max + " min " + min);
        String sign = a - b > 0 ? "pos" : a - b < 0 ? "neg" : "zero";
        System.out.println(sign);
        long la = 5, lb = 5;
        float fa = 2.5f, fb = 2.5f;
        double da = -1, db = 1;
        System.out.println((la == lb) + " " + (la != lb) + " " + (la < lb) + " " + (la <= lb));
        System.out.println((fa == fb) + " " + (fa > fb) + " " + (fa >= fb));
        System.out.println((da < db) + " " + (da > db));
        Object x = "str", y = "str", z = new String("str");
        System.out.println((x == y) + " " + (x == z) + " " + x.equals(z));
        Object nul = null;
        System.out.println((nul == null) + " " + (nul != null));
        int count = 0;
        for (int i = 0; i < 10; i++) count += (i & 1) == 0 ? i : -i;
        System.out.println("alternating sum " + count);
        System.out.println(Math.abs(-3) == 3 ? "abs ok" : "abs broken");
        boolean bb = a > 3 == b > 3;
        System.out.println("a>3 == b>3: " + bb);
        boolean c1 = !(a > 3) ^ (b > 10);
        System.out.println("xor: " + c1);
    }
}
