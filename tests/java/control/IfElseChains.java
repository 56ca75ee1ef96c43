// if/else chains, nested ifs, short-circuit && and ||, ternaries, boolean logic.
public class IfElseChains {
    static int evaluated = 0;

    static boolean t(String s) { System.out.print(s + " "); evaluated++; return true; }
    static boolean f(String s) { System.out.print(s + " "); evaluated++; return false; }

    static String classify(int n) {
        if (n < 0) {
            return "negative";
        } else if (n == 0) {
            return "zero";
        } else if (n < 10) {
            if (n % 2 == 0) return "small even";
            else return "small odd";
        } else if (n < 100) {
            return n % 10 == 0 ? "round" : "medium";
        } else {
            return "large";
        }
    }

    static String grade(double score) {
        String g;
        if (score >= 90) g = "A";
        else if (score >= 80) g = "B";
        else if (score >= 70) g = "C";
        else if (score >= 60) g = "D";
        else g = "F";
        return g;
    }

    public static void main(String[] args) {
        int[] ns = { -5, 0, 3, 4, 20, 55, 100, 1000 };
        for (int n : ns) System.out.println(n + " is " + classify(n));
        double[] scores = { 95.5, 89.99, 70, 65, 12 };
        for (double s : scores) System.out.println(s + " -> " + grade(s));
        boolean r1 = f("a") && t("b");
        System.out.println("=> " + r1);
        boolean r2 = t("a") || f("b");
        System.out.println("=> " + r2);
        boolean r3 = f("a") || t("b") && f("c");
        System.out.println("=> " + r3);
        boolean r4 = (t("a") | f("b")) & t("c");
        System.out.println("=> " + r4);
        System.out.println("evaluated " + evaluated);
        int x = 7;
        String s = x > 5 ? x > 6 ? "gt6" : "6" : "le5";
        System.out.println(s);
        Object o = x > 3 ? "string" : Integer.valueOf(1);
        System.out.println(o);
        long big = true ? 1 : 2L;
        System.out.println(big);
        Integer nul = null;
        int y = (x > 100) ? nul : 42;  // unboxes only the chosen branch
        System.out.println(y);
        boolean flag = false;
        if (!flag) System.out.println("not flag");
        if (flag = true) System.out.println("assigned in condition: " + flag);
        int count = 0;
        for (int i = 0; i < 50; i++) {
            if (i % 3 == 0 && i % 5 == 0) count += 15;
            else if (i % 3 == 0) count += 3;
            else if (i % 5 == 0) count += 5;
            else count++;
        }
        System.out.println("count = " + count);
        Object nothing = null;
        if (nothing == null || nothing.hashCode() == 0) System.out.println("null guarded");
        if (nothing != null && nothing.toString().isEmpty()) System.out.println("unreachable");
        else System.out.println("and guarded");
    }
}
