// Pre/post increment and decrement on locals, fields, statics, array elements and
// every primitive type (iinc with large constants, wide iinc).
public class IncrementOps {
    int f;
    static long sf;
    double df;

    public static void main(String[] args) {
        int i = 0;
        System.out.println(i++ + " " + i + " " + ++i + " " + i-- + " " + --i);
        int big = 0;
        big += 100;      // iinc
        big += 1000;     // wide iinc
        big -= 40000;    // ldc + isub
        big += 32767;
        big -= 32768;
        System.out.println("big = " + big);
        IncrementOps o = new IncrementOps();
        System.out.println(o.f++ + " " + ++o.f + " " + o.f);
        System.out.println(sf++ + " " + ++sf + " " + sf--);
        System.out.println(o.df++ + " " + ++o.df);
        int[] arr = new int[3];
        arr[1]++;
        ++arr[1];
        arr[2]--;
        System.out.println(arr[0] + " " + arr[1] + " " + arr[2] + " " + arr[1]++ + " " + arr[1]);
        long l = Long.MAX_VALUE;
        l++;
        System.out.println("long wrap = " + l);
        float fl = 16777216f;
        fl++;
        System.out.println("float ++ = " + fl);
        double d = 0.5;
        d--;
        System.out.println("double -- = " + d);
        byte b = -128;
        b--;
        System.out.println("byte -- = " + b);
        short s = -32768;
        s--;
        System.out.println("short -- = " + s);
        char c = 'y';
        c++;
        c++;
        System.out.println("char ++ = " + c);
        Integer boxed = 41;
        boxed++;
        System.out.println("Integer ++ = " + boxed);
        Long lb = 9L;
        --lb;
        System.out.println("Long -- = " + lb);
        long[] la = { 5 };
        la[0] += la[0]++ * 2;
        System.out.println("la[0] = " + la[0]);
        int total = 0;
        for (int k = 0; k < 10; k += 3) total += k;
        for (int k = 10; k > 0; k -= 4) total -= k;
        System.out.println("total = " + total);
    }
}
