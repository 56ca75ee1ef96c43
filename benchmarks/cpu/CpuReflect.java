// CPU benchmark: java.lang.reflect.Method.invoke in hot loops next to the same
// calls made directly: an instance method on references (the cost of the
// reflective call itself), an instance method on ints and a static one on a
// long and a double (boxing of the arguments and results added).  Mode "direct"
// or "reflect" runs one of the two sides only, to compare their times.
// usage: CpuReflect [N] [both|direct|reflect]
// args: 20000
import java.lang.reflect.Method;

public class CpuReflect {
    int bias = 7;
    Object last = "start";

    public Object swap(Object o) {
        Object p = last;
        last = o;
        return p;
    }

    public int mix(int acc, int i) {
        return acc * 31 + i + bias;
    }

    public static long scale(long x, double f) {
        return (long) (x * f) ^ (x >>> 3);
    }

    static String direct(CpuReflect t, int n) {
        int acc = 1;
        long l = 3;
        Object a = "a", b = "b";
        int swaps = 0;
        for (int i = 0; i < n; i++) {
            a = t.swap(b);
            b = t.swap(a);
            swaps += a == b ? 1 : 0;
            acc = t.mix(acc, i);
            l = scale(l + acc, 1.5) & 0xffffffffL;
        }
        return (acc ^ (int) l) + " " + a + b + swaps;
    }

    static String reflect(CpuReflect t, int n) throws Exception {
        Method swap = CpuReflect.class.getMethod("swap", Object.class);
        Method mix = CpuReflect.class.getMethod("mix", int.class, int.class);
        Method scale = CpuReflect.class.getMethod("scale", long.class, double.class);
        int acc = 1;
        long l = 3;
        Object a = "a", b = "b";
        int swaps = 0;
        for (int i = 0; i < n; i++) {
            a = swap.invoke(t, b);
            b = swap.invoke(t, a);
            swaps += a == b ? 1 : 0;
            acc = (Integer) mix.invoke(t, acc, i);
            l = (Long) scale.invoke(null, l + acc, 1.5) & 0xffffffffL;
        }
        return (acc ^ (int) l) + " " + a + b + swaps;
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2_000_000;
        String mode = args.length > 1 ? args[1] : "both";
        if (!mode.equals("reflect")) {
            System.out.println("direct " + direct(new CpuReflect(), n));
        }
        if (!mode.equals("direct")) {
            System.out.println("reflect " + reflect(new CpuReflect(), n));
        }
    }
}
