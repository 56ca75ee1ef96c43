// String concatenation (invokedynamic makeConcatWithConstants) with every type,
// null, char, float/double, long, boolean, objects with toString, constants, arrays
// of chars, and a concat with more than a few arguments.
public class StringConcat {
    static class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public String toString() { return "(" + x + ", " + y + ")"; }
    }

    static class NullToString {
        @Override public String toString() { return null; }
    }

    static final String PREFIX = "pre";
    static final int NUM = 7;

    public static void main(String[] args) {
        int i = -42; long l = 1234567890123L; short s = -7; byte b = 127; char c = 'Z';
        float f = 1.25f; double d = -0.1; boolean t = true; String str = "text"; String nul = null;
        Object o = new Point(3, 4); Object on = null;
        System.out.println("int " + i + " long " + l + " short " + s + " byte " + b + " char " + c);
        System.out.println("float " + f + " double " + d + " boolean " + t + " str " + str + " null " + nul);
        System.out.println("object " + o + " null object " + on);
        System.out.println(i + l + " <- numeric addition first, then " + i + l);
        System.out.println(c + 1 + " vs " + (char) (c + 1) + " vs " + c + 1);
        System.out.println("" + c + c + " " + (c + c));
        System.out.println(1 + 2 + "3" + 4 + 5);
        System.out.println(PREFIX + NUM + " constant folded");
        System.out.println(nul + nul);
        String acc = null;
        acc += "x";
        System.out.println(acc);
        System.out.println("toString returning null: " + new NullToString());
        System.out.println("nested " + ("inner " + i) + " " + new Point(i, (int) l));
        System.out.println("floats " + 1.0f + " " + 100.0 + " " + 1e-5 + " " + Float.NaN + " " + Double.NEGATIVE_INFINITY
            + " " + Float.MAX_VALUE + " " + Double.MIN_VALUE);
        System.out.println("longs " + Long.MIN_VALUE + " " + Long.MAX_VALUE + " " + Integer.MIN_VALUE);
        char[] arr = { 'a', 'b' };
        String arrStr = "" + String.valueOf(arr);
        System.out.println("char[] via valueOf " + arrStr);
        Integer boxed = 99; Character bc = 'q'; Double bd = 2.5; Boolean bb = false;
        System.out.println("boxed " + boxed + bc + bd + bb);
        String many = "a" + 1 + 'b' + 2L + "c" + 3.0f + 'd' + 4.0 + "e" + true + 'f' + null + "g" + o + "h"
            + i + s + b + c + f + d + t + str + l + "end";
        System.out.println(many);
        StringBuilder sb = new StringBuilder("sb");
        System.out.println("builder " + sb + " " + sb.append("!"));
        String x = "x";
        x = x + x;
        x = x + x + x;
        System.out.println(x + " " + x.length());
        String loop = "";
        for (int k = 0; k < 5; k++) loop += k + ",";
        System.out.println(loop);
        System.out.println("\u0001 control chars \t tab" + '\u0041' + "\\");
        System.out.println("unicode escapes: " + "\u0048\u0069");
        Object self = "self";
        System.out.println(self + "" + self);
        System.out.println("" + 0.1f + 0.2f + " vs " + (0.1f + 0.2f));
        System.out.println(-0.0 + " " + (0.0 == -0.0) + " " + -0.0f);
        int[] counts = { 1, 2 };
        System.out.println("array element " + counts[1] + " length " + counts.length);
        System.out.println("ternary in concat " + (t ? "yes" : "no") + " " + (i > 0 ? 1 : 'x'));
    }
}
