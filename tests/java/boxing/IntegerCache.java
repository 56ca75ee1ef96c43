// Autoboxing caches: Integer/Short/Long/Byte/Character in -128..127 (chars 0..127)
// are shared, larger values are not; Boolean.TRUE/FALSE; equals always works.
public class IntegerCache {
    static Integer box(int i) { return i; }

    public static void main(String[] args) {
        Integer a = 127, b = 127;
        Integer c = 128, d = 128;
        Integer e = -128, f = -128;
        Integer g = -129, h = -129;
        System.out.println("127: " + (a == b) + ", 128: " + (c == d) + ", -128: " + (e == f) + ", -129: " + (g == h));
        System.out.println("equals 128: " + c.equals(d) + ", intValue ==: " + (c.intValue() == d.intValue()));
        System.out.println("valueOf(100) == valueOf(100): " + (Integer.valueOf(100) == Integer.valueOf(100)));
        System.out.println("valueOf(1000) == valueOf(1000): " + (Integer.valueOf(1000) == Integer.valueOf(1000)));
        System.out.println("box(5) == box(5): " + (box(5) == box(5)) + ", box(500) == box(500): " + (box(500) == box(500)));
        Long l1 = 127L, l2 = 127L, l3 = 128L, l4 = 128L;
        System.out.println("Long 127: " + (l1 == l2) + ", Long 128: " + (l3 == l4));
        Short s1 = 100, s2 = 100;
        Short s3 = 1000, s4 = 1000;
        System.out.println("Short 100: " + (s1 == s2) + ", Short 1000: " + (s3 == s4));
        Byte by1 = (byte) -1, by2 = (byte) -1;
        System.out.println("Byte: " + (by1 == by2));
        Character c1 = 'a', c2 = 'a', c3 = '\u0100', c4 = '\u0100';
        System.out.println("Character a: " + (c1 == c2) + ", Character 256: " + (c3 == c4));
        Boolean t1 = true, t2 = Boolean.valueOf("TRUE");
        System.out.println("Boolean: " + (t1 == t2) + " " + (t1 == Boolean.TRUE) + " " + Boolean.valueOf("yes"));
        Integer x = 1000;
        int y = 1000;
        System.out.println("Integer == int unboxes: " + (x == y));
        Long big = 1000L;
        System.out.println("Long.equals(Integer) is false: " + big.equals(1000) + ", Long.equals(1000L): " + big.equals(1000L));
        System.out.println("Integer.equals(Long): " + x.equals(1000L));
        Object o1 = 42, o2 = 42L;
        System.out.println("Object boxes: " + o1.getClass().getSimpleName() + " " + o2.getClass().getSimpleName() + " " + o1.equals(o2));
        Double d1 = 0.5, d2 = 0.5;
        System.out.println("Double never cached: " + (d1 == d2) + ", equals: " + d1.equals(d2));
        Integer n1 = new Integer(5);  // deprecated constructor: always a new object
        System.out.println("new Integer(5) == valueOf(5): " + (n1 == Integer.valueOf(5)));
        int count = 0;
        for (int i = -200; i <= 200; i++) if (box(i) == box(i)) count++;
        System.out.println("identical boxes: " + count);
    }
}
