// CPU benchmark: instance and static field reads and writes in hot loops
// (getfield/putfield/getstatic/putstatic of int, long, double and references).
// usage: CpuFields [N]
// args: 100000
public class CpuFields {
    static int sCount;
    static long sSum;
    static double sScale = 1.5;
    static CpuFields sLast;

    int a, b;
    long total;
    double weight = 0.25;
    CpuFields next;

    void step(int i) {
        a += i;
        b ^= a;
        total += a - b;
        weight = weight * 0.999 + 0.001;
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 20_000_000;
        CpuFields x = new CpuFields(), y = new CpuFields();
        x.next = y;
        y.next = x;
        CpuFields cur = x;
        for (int i = 0; i < n; i++) {
            cur.step(i);
            sCount++;
            sSum += cur.a;
            if ((i & 1023) == 0)
                sScale = sScale * 1.0001;
            sLast = cur;
            cur = cur.next;
        }
        System.out.println("fields " + x.a + " " + x.b + " " + x.total + " " + y.total + " "
                           + sCount + " " + sSum + " " + (sLast == y) + " "
                           + String.format("%.6f %.6f", x.weight + y.weight, sScale));
    }
}
