// int arithmetic wraps modulo 2^32: +, -, *, negation, increment, abs.
public class IntOverflow {
    static int check = 0;

    static void show(String label, int v) {
        System.out.println(label + " = " + v);
        check = check * 31 + v;
    }

    public static void main(String[] args) {
        int max = Integer.MAX_VALUE;
        int min = Integer.MIN_VALUE;
        show("max + 1", max + 1);
        show("min - 1", min - 1);
        show("max * 2", max * 2);
        show("max * max", max * max);
        show("min * -1", min * -1);
        show("-min", -min);
        show("Math.abs(min)", Math.abs(min));
        int i = max;
        i++;
        show("max++", i);
        i = min;
        i--;
        show("min--", i);
        show("65536 * 65536", 65536 * 65536);
        show("46341 * 46341", 46341 * 46341);
        show("123456789 * 987654321", 123456789 * 987654321);
        int acc = 1;
        for (int k = 0; k < 40; k++) acc *= 3;
        show("3^40 (int)", acc);
        int sum = 0;
        for (int k = 0; k < 100000; k++) sum += k * k;
        show("sum of squares", sum);
        show("max + max", max + max);
        show("min + min", min + min);
        show("0x7fffffff + 0x7fffffff + 2", max + max + 2);
        // hashing-style mixing
        int h = 0;
        for (char c : "overflowing hash".toCharArray()) h = 31 * h + c;
        show("hash", h);
        show("string hashCode", "overflowing hash".hashCode());
        System.out.println(h == "overflowing hash".hashCode() ? "hash ok" : "hash MISMATCH");
        System.out.println("check = " + check);
    }
}
