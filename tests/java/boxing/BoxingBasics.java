// Boxing and unboxing in assignments, arithmetic, method calls, collections,
// overload resolution (widening beats boxing beats varargs), and box methods.
import java.util.ArrayList;
import java.util.List;

public class BoxingBasics {
    static String m(long x) { return "long"; }
    static String m(Integer x) { return "Integer"; }
    static String m(int... x) { return "varargs"; }
    static String n(Object o) { return "Object"; }
    static String n(double d) { return "double"; }
    static String k(Integer... xs) { return "Integer... " + xs.length; }

    public static void main(String[] args) {
        System.out.println(m(5) + " " + m(Integer.valueOf(5)) + " " + m() + " " + n(5) + " " + n("s") + " " + k(1, 2, 3));
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 5; i++) list.add(i * i);
        int sum = 0;
        for (int v : list) sum += v;
        System.out.println(list + " sum " + sum);
        list.remove(1);                   // remove(int index)
        list.remove(Integer.valueOf(9));  // remove(Object)
        System.out.println(list);
        Integer a = 10;
        Integer b = a + 5;
        a++;
        System.out.println(a + " " + b + " " + (a * b) + " " + (a < b) + " " + a.compareTo(b));
        Double d = 3.0;
        double dd = d / 2;
        System.out.println(dd + " " + d.intValue() + " " + d.longValue() + " " + Double.valueOf(2.75).intValue());
        Character ch = 'x';
        char raw = ch;
        System.out.println(raw + " " + (ch + 1) + " " + Character.valueOf(raw).equals('x'));
        Boolean flag = Boolean.FALSE;
        if (!flag) System.out.println("unboxed boolean in condition");
        Object o = 3.14f;
        System.out.println(o instanceof Float ? "Float " + o : "not float");
        Number num = 42;
        System.out.println(num.doubleValue() + " " + num.longValue() + " " + num.floatValue() + " " + num.byteValue() + " " + num.shortValue());
        System.out.println(Integer.valueOf(7).hashCode() + " " + Long.valueOf(-1L).hashCode() + " " + Double.valueOf(1.0).hashCode()
            + " " + Boolean.TRUE.hashCode() + " " + Boolean.FALSE.hashCode() + " " + Character.valueOf('A').hashCode()
            + " " + Float.valueOf(1.0f).hashCode() + " " + Short.valueOf((short) -2).hashCode() + " " + Byte.valueOf((byte) 3).hashCode());
        System.out.println(Integer.toString(255) + Integer.valueOf("12") + Integer.parseInt("-3") + Double.toString(2.0) + Boolean.parseBoolean("TrUe"));
        System.out.println(Integer.compare(3, 5) + " " + Integer.max(3, 5) + " " + Integer.min(3, 5) + " " + Integer.sum(3, 5)
            + " " + Double.compare(1.5, 1.5) + " " + Boolean.compare(true, false) + " " + Character.compare('a', 'b'));
        System.out.println(Integer.MAX_VALUE + " " + Integer.MIN_VALUE + " " + Integer.SIZE + " " + Integer.BYTES + " " + Long.SIZE
            + " " + Double.MAX_VALUE + " " + Float.MIN_VALUE + " " + Short.BYTES + " " + Character.BYTES);
        long total = 0L;
        Long boxedTotal = 0L;
        for (int i = 0; i < 1000; i++) { total += i; boxedTotal += i; }
        System.out.println(total + " " + boxedTotal + " " + (total == boxedTotal));
        Integer[] arr = { 3, null, 5 };
        int nonNull = 0;
        for (Integer v : arr) if (v != null) nonNull += v;
        System.out.println("non-null sum " + nonNull);
        System.out.println(Integer.valueOf(65).equals(65) + " " + Integer.valueOf(65).equals('A') + " " + Integer.valueOf(65).equals(65L));
    }
}
