// Compound assignment includes an implicit narrowing cast; evaluation order of
// the left-hand side (array index, field receiver) happens once, before the right.
public class CompoundAssignment {
    static int calls = 0;
    int field = 10;
    static int[] arr = { 1, 2, 3, 4 };

    static int index() { calls++; return 2; }
    static CompoundAssignment self;

    static CompoundAssignment obj() { calls++; return self; }

    public static void main(String[] args) {
        int i = 10;
        i += 5; System.out.println(i);
        i -= 20; System.out.println(i);
        i *= -3; System.out.println(i);
        i /= 4; System.out.println(i);
        i %= 5; System.out.println(i);
        i <<= 3; System.out.println(i);
        i >>= 1; System.out.println(i);
        i >>>= 1; System.out.println(i);
        i |= 0x100; System.out.println(i);
        i &= 0xff0; System.out.println(i);
        i ^= 0xfff; System.out.println(i);
        int j = 7;
        j += 1.9;   // (int)(7 + 1.9)
        System.out.println("int += 1.9 -> " + j);
        j -= 0.5;
        System.out.println("int -= 0.5 -> " + j);
        long l = 5;
        l *= 1.5;
        System.out.println("long *= 1.5 -> " + l);
        char c = 'a';
        c *= 2;
        System.out.println("char *= 2 -> " + (int) c);
        short s = 1000;
        s *= 1000;
        System.out.println("short *= 1000 -> " + s);
        double d = 1;
        d /= 3;
        System.out.println("double /= 3 -> " + d);
        float f = 10;
        f %= 3.5f;
        System.out.println("float %= 3.5 -> " + f);
        String str = "a";
        str += 1 + 2;
        str += 'c';
        str += null;
        str += 1.5f;
        System.out.println(str);
        arr[index()] += 10;
        System.out.println("arr = " + java.util.Arrays.toString(arr) + ", calls = " + calls);
        self = new CompoundAssignment();
        obj().field *= 3;
        System.out.println("field = " + self.field + ", calls = " + calls);
        int k = 1;
        k += k++ + ++k;  // 1 + (1 + 3)
        System.out.println("k = " + k);
        int m = 5;
        m = m++ + m--;   // 5 + 6
        System.out.println("m = " + m);
        int[] a = { 0, 0, 0 };
        int p = 0;
        a[p++] = p;      // a[0] = 1
        a[p] += p++;     // a[1] = 0 + 1
        System.out.println(java.util.Arrays.toString(a) + " p=" + p);
        int x = 3, y = 4;
        x ^= y; y ^= x; x ^= y;
        System.out.println("swapped x=" + x + " y=" + y);
        Integer boxed = 5;
        boxed += 10;
        boxed++;
        System.out.println("boxed = " + boxed);
    }
}
